import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/postgresql';
import { type Actor } from '../../core/actor.ts';
import { authorizeUser } from '../../core/policy.ts';
import { DomainError, invalidField, throwIfInvalid } from '../../core/errors.ts';
import type { OutboundPolicy } from '../../core/outbound/guard.ts';
import {
  BRANCH_PROTECTION_LEVELS,
  type BranchProtectionDefaults,
} from '../namespaces/branch-protection-defaults.ts';
import type { ModuleDeps } from '../../services.ts';
import { ApplicationSetting } from './application-setting.entity.ts';
import { INPUT_ALIASES, type AliasChanges, type AliasName } from './application-settings.aliases.ts';
import { ExpiringValue } from './application-settings.cache.ts';
import {
  CATALOGUE_DEFAULTS,
  SETTING_NAMES,
  settingOf,
  type ApplicationSettingChanges,
  type ApplicationSettingName,
  type ApplicationSettingValues,
  type ApplicationSettingsRecord,
} from './application-settings.catalogue.ts';
import { recordProblems } from './application-settings.rules.ts';

declare module '../../core/events.ts' {
  interface DomainEventMap {
    /** The settings record changed: every instance drops the settings it keeps. */
    'application_settings.updated': { updatedAt: string; instance: string };
  }
}

/** What a change may name: settings, their deprecated names, and the deprecated inputs below. */
export type ApplicationSettingsInput = ApplicationSettingChanges &
  AliasChanges & {
    /** Deprecated: 0-4, replaced by `default_branch_protection_defaults` (which wins when both are given). */
    default_branch_protection?: number;
    /** The group whose members may toggle the performance bar, by full path (blank: none). */
    performance_bar_allowed_group_path?: string | null;
    /** Deprecated: false is `performance_bar_allowed_group_path: null`. */
    performance_bar_enabled?: boolean;
  };

/** Instance settings: read by the modules they govern, changed by administrators. */
export class ApplicationSettingsService {
  private readonly deps: ModuleDeps;
  /** The catalogue's defaults, with what this instance's configuration decides (storage weights). */
  private readonly defaults: ApplicationSettingValues;
  private readonly cached: ExpiringValue<ApplicationSettingsRecord>;
  /** Tells this instance's own change events (already acted on) from other instances'. */
  private readonly instance = randomUUID();

  constructor(deps: ModuleDeps) {
    this.deps = deps;
    this.defaults = {
      ...CATALOGUE_DEFAULTS,
      repository_storages_weighted: { ...deps.config.storageWeights },
    };
    this.cached = new ExpiringValue(deps.config.APPLICATION_SETTINGS_CACHE_SECONDS * 1000);
    // A change through another instance (the bus is Redis-backed when REDIS_URL is set) drops what is kept.
    deps.bus.on('application_settings.updated', (event) => {
      if (event.payload.instance !== this.instance) this.cached.invalidate();
    });
  }

  /** The settings in force: kept for APPLICATION_SETTINGS_CACHE_SECONDS, so most calls cost no query. */
  async current(): Promise<ApplicationSettingValues> {
    return (await this.cached.get(() => this.load())).values;
  }

  /** The record as administrators read it: always from the database, as GitLab's API does. */
  async get(actor: Actor): Promise<ApplicationSettingsRecord> {
    authorizeUser(actor, 'admin_application_settings', null);
    return this.cached.refresh(() => this.load());
  }

  /** The instance's `default_branch_protection_defaults`. */
  async branchProtectionDefaults(): Promise<BranchProtectionDefaults> {
    return (await this.current()).default_branch_protection_defaults;
  }

  /** Silent mode: no email and no hook or integration request leaves the instance. */
  async silentMode(): Promise<boolean> {
    return (await this.current()).silent_mode_enabled;
  }

  /** Where hooks of this kind may send requests (core/outbound). */
  async outboundPolicy(kind: OutboundRequester): Promise<OutboundPolicy> {
    return outboundPolicyFor(await this.current(), kind);
  }

  /**
   * Changes the given settings. The whole resulting record is validated before anything is written:
   * any problem is a 400 naming the attributes, and nothing changes.
   */
  async update(actor: Actor, input: ApplicationSettingsInput): Promise<ApplicationSettingsRecord> {
    authorizeUser(actor, 'admin_application_settings', null);
    const changes = await this.canonical(actor, input);
    await this.deps.uow.run(async (tx) => {
      const row =
        (await tx.em.findOne(
          ApplicationSetting,
          { id: { $gt: 0 } },
          { orderBy: { id: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE },
        )) ?? tx.em.create(ApplicationSetting, { settings: {} });
      const next = this.valuesOf(row.settings);
      for (const name of SETTING_NAMES) {
        if (name in changes && changes[name] !== undefined)
          (next as Record<string, unknown>)[name] = settingOf(name).apply(next[name], changes[name]);
      }
      if (
        input.default_branch_protection !== undefined &&
        changes.default_branch_protection_defaults === undefined
      )
        next.default_branch_protection_defaults = structuredClone(
          BRANCH_PROTECTION_LEVELS[input.default_branch_protection]!,
        );
      throwIfInvalid(recordProblems(next, { storages: Object.keys(this.deps.config.storages) }));
      row.settings = this.differences(next);
      tx.emit('application_settings.updated', {
        updatedAt: new Date().toISOString(),
        instance: this.instance,
      });
    });
    this.cached.invalidate();
    return this.load();
  }

  /** The input with deprecated names turned into the settings they name. */
  private async canonical(actor: Actor, input: ApplicationSettingsInput): Promise<ApplicationSettingChanges> {
    const changes: Record<string, unknown> = {};
    for (const name of SETTING_NAMES) if (input[name] !== undefined) changes[name] = input[name];
    for (const alias of Object.keys(INPUT_ALIASES) as AliasName[]) {
      if (input[alias] !== undefined) changes[INPUT_ALIASES[alias]] = input[alias];
    }
    const level = input.default_branch_protection;
    if (level !== undefined && !BRANCH_PROTECTION_LEVELS[level])
      throw invalidField('default_branch_protection', 'is not included in the list');
    if (input.performance_bar_enabled === false) changes['performance_bar_allowed_group_id'] = null;
    const path = input.performance_bar_allowed_group_path;
    if (path !== undefined) {
      changes['performance_bar_allowed_group_id'] = path ? await this.groupIdOf(actor, path) : null;
    }
    return changes;
  }

  /** A group's id by full path, or null when there is none (GitLab then clears the setting). */
  private async groupIdOf(actor: Actor, path: string): Promise<number | null> {
    try {
      return (await this.deps.groups.find(actor, path)).group.id;
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'not_found') return null;
      throw error;
    }
  }

  /** Stored differences over the defaults: the settings in force. */
  private valuesOf(stored: Partial<ApplicationSettingValues> | undefined): ApplicationSettingValues {
    const values = structuredClone(this.defaults);
    for (const name of SETTING_NAMES) {
      if (stored && stored[name] !== undefined) (values as Record<string, unknown>)[name] = stored[name];
    }
    return values;
  }

  /** The settings that differ from the defaults, which is all the row keeps. */
  private differences(values: ApplicationSettingValues): Partial<ApplicationSettingValues> {
    const kept: Record<string, unknown> = {};
    for (const name of SETTING_NAMES) {
      if (JSON.stringify(values[name]) !== JSON.stringify(this.defaults[name])) kept[name] = values[name];
    }
    return kept;
  }

  private async load(): Promise<ApplicationSettingsRecord> {
    const row = await this.deps.orm.em
      .fork()
      .findOne(ApplicationSetting, { id: { $gt: 0 } }, { orderBy: { id: 'asc' } });
    const now = new Date();
    return {
      id: row?.id ?? 1,
      createdAt: row?.createdAt ?? now,
      updatedAt: row?.updatedAt ?? now,
      values: this.valuesOf(row?.settings),
    };
  }
}

export type { ApplicationSettingName, ApplicationSettingsRecord };

/** What sends outbound requests: project and group hooks and integrations, or system hooks. */
export type OutboundRequester = 'hooks' | 'system_hooks';

/** The outbound policy the settings give one kind of requester. */
export function outboundPolicyFor(values: ApplicationSettingValues, kind: OutboundRequester): OutboundPolicy {
  return {
    allowLocalRequests:
      kind === 'system_hooks'
        ? values.allow_local_requests_from_system_hooks
        : values.allow_local_requests_from_web_hooks_and_services,
    allowlist: values.outbound_local_requests_whitelist,
  };
}
