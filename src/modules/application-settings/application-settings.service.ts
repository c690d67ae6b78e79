import { type Actor } from '../../core/actor.ts';
import { authorizeUser } from '../../core/policy.ts';
import { invalidField } from '../../core/errors.ts';
import {
  allowlistEntryProblem,
  MAX_ALLOWLIST_ENTRIES,
  splitAllowlist,
} from '../../core/outbound/allowlist.ts';
import type { OutboundPolicy } from '../../core/outbound/guard.ts';
import {
  BRANCH_PROTECTION_LEVELS,
  mergeBranchProtectionDefaults,
  validBranchProtectionDefaults,
  type BranchProtectionDefaults,
} from '../namespaces/branch-protection-defaults.ts';
import type { ModuleDeps } from '../../services.ts';
import {
  APPLICATION_SETTING_DEFAULTS,
  ApplicationSetting,
  type ApplicationSettingValues,
} from './application-setting.entity.ts';

/** The settings record as the API shows it. */
export interface ApplicationSettingsRecord {
  id: number;
  createdAt: Date;
  updatedAt: Date;
  values: ApplicationSettingValues;
}

/** Instance settings: read by the modules they govern, changed by administrators. */
export class ApplicationSettingsService {
  private readonly deps: ModuleDeps;

  constructor(deps: ModuleDeps) {
    this.deps = deps;
  }

  /** The settings in force. */
  async current(): Promise<ApplicationSettingValues> {
    return (await this.record()).values;
  }

  async get(actor: Actor): Promise<ApplicationSettingsRecord> {
    authorizeUser(actor, 'admin_application_settings', null);
    return this.record();
  }

  /** The instance's `default_branch_protection_defaults`. */
  async branchProtectionDefaults(): Promise<BranchProtectionDefaults> {
    return (await this.current()).default_branch_protection_defaults;
  }

  /** Where hooks of this kind may send requests (core/outbound). */
  async outboundPolicy(kind: OutboundRequester): Promise<OutboundPolicy> {
    return outboundPolicyFor(await this.current(), kind);
  }

  async update(actor: Actor, input: ApplicationSettingsInput): Promise<ApplicationSettingsRecord> {
    authorizeUser(actor, 'admin_application_settings', null);
    const {
      default_branch_protection: level,
      default_branch_protection_defaults: defaults,
      outbound_local_requests_whitelist: allowlist,
      ...rest
    } = input;
    validate(input);
    await this.deps.uow.run(async (tx) => {
      const row =
        (await tx.em.findOne(ApplicationSetting, { id: { $gt: 0 } }, { orderBy: { id: 'asc' } })) ??
        tx.em.create(ApplicationSetting, { settings: {} });
      const changes: Partial<ApplicationSettingValues> = Object.fromEntries(
        Object.entries(rest).filter(([, value]) => value !== undefined),
      );
      if (allowlist !== undefined) changes.outbound_local_requests_whitelist = splitAllowlist(allowlist);
      // The deprecated level and its replacement stay in step: the defaults are what is stored.
      const current = { ...APPLICATION_SETTING_DEFAULTS, ...row.settings }.default_branch_protection_defaults;
      if (defaults)
        changes.default_branch_protection_defaults = mergeBranchProtectionDefaults(current, defaults);
      else if (level !== undefined)
        changes.default_branch_protection_defaults = { ...BRANCH_PROTECTION_LEVELS[level]! };
      row.settings = { ...row.settings, ...changes };
    });
    return this.record();
  }

  private async record(): Promise<ApplicationSettingsRecord> {
    const row = await this.deps.orm.em
      .fork()
      .findOne(ApplicationSetting, { id: { $gt: 0 } }, { orderBy: { id: 'asc' } });
    const now = new Date();
    return {
      id: row?.id ?? 1,
      createdAt: row?.createdAt ?? now,
      updatedAt: row?.updatedAt ?? now,
      values: { ...APPLICATION_SETTING_DEFAULTS, ...row?.settings },
    };
  }
}

/** What `PUT /application/settings` may change. */
export type ApplicationSettingsInput = Partial<
  Omit<ApplicationSettingValues, 'default_branch_protection_defaults' | 'outbound_local_requests_whitelist'>
> & {
  /** A list, or one text of entries separated by commas, semicolons or white space. */
  outbound_local_requests_whitelist?: string | string[];
  default_branch_protection_defaults?: Partial<BranchProtectionDefaults>;
  /** Deprecated: 0-4, replaced by `default_branch_protection_defaults`. */
  default_branch_protection?: number;
};

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

function validate(changes: ApplicationSettingsInput): void {
  if (changes.outbound_local_requests_whitelist !== undefined) {
    const entries = splitAllowlist(changes.outbound_local_requests_whitelist);
    if (entries.length > MAX_ALLOWLIST_ENTRIES) {
      throw invalidField(
        'outbound_local_requests_whitelist',
        `is too long (maximum is ${MAX_ALLOWLIST_ENTRIES} entries)`,
      );
    }
    for (const entry of entries) {
      const problem = allowlistEntryProblem(entry);
      if (problem) throw invalidField('outbound_local_requests_whitelist', problem);
    }
  }
  if (
    changes.default_branch_protection !== undefined &&
    !BRANCH_PROTECTION_LEVELS[changes.default_branch_protection]
  ) {
    throw invalidField('default_branch_protection', 'is not included in the list');
  }
  if (
    changes.default_branch_protection_defaults &&
    !validBranchProtectionDefaults(changes.default_branch_protection_defaults)
  ) {
    throw invalidField('default_branch_protection_defaults', 'must be a valid json schema');
  }
  const path = changes.default_ci_config_path;
  if (path && /(\.{2}|^\/)/.test(path)) {
    throw invalidField('default_ci_config_path', 'cannot include leading slash or directory traversal.');
  }
  if (path && path.length > 255) {
    throw invalidField('default_ci_config_path', 'is too long (maximum is 255 characters)');
  }
}
