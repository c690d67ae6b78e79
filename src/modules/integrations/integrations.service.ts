import { LockMode } from '@mikro-orm/postgresql';
import type { Actor } from '../../core/actor.ts';
import { badRequest, invalid, notFound, type FieldErrors } from '../../core/errors.ts';
import { checkOutboundUrl, OutboundRefusedError, type OutboundLookup } from '../../core/outbound/guard.ts';
import { authorize } from '../../core/policy.ts';
import { kysely } from '../../db/database.ts';
import type { ModuleDeps } from '../../services.ts';
import type { ApplicationSettingsService } from '../application-settings/application-settings.service.ts';
import type { IntegrationView } from './integration-view.ts';
import { isIssueTracker, refuseSecondIssueTracker } from './issue-tracker-links.ts';
import { Integration, INTEGRATION_SECRETS } from './integration.entity.ts';
import {
  defaultFlags,
  INTEGRATION_EVENT_FLAGS,
  INTEGRATION_KINDS,
  integrationKind,
  type IntegrationEventFlag,
  type IntegrationKind,
  type IntegrationParam,
  type ParamValue,
} from './integration-kinds.ts';

/** An active integration as the one acting on its events reads it: see IntegrationsService.actingSettings. */
export interface ActingIntegration {
  /** Every parameter with a value: stored ones over the kind's defaults, secrets decrypted. */
  settings: Readonly<Record<string, ParamValue>>;
  flags: Readonly<Record<IntegrationEventFlag, boolean>>;
}

/** What a PUT sends: any parameters of the kind, event flags, `comment_on_event_enabled`; others are ignored. */
export type IntegrationInput = Readonly<Record<string, unknown>>;

/** The entity property of an event flag: `push_events` → `pushEvents`. */
type FlagProperty = {
  [K in keyof Integration]-?: K extends `${string}Events` ? K : never;
}[keyof Integration];
function flagProperty(flag: IntegrationEventFlag): FlagProperty {
  return flag.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()) as FlagProperty;
}

const TRUE = new Set(['true', '1', 't', 'yes', 'y', 'on']);
const FALSE = new Set(['false', '0', 'f', 'no', 'n', 'off']);

/**
 * Project integrations, managed by maintainers (`admin_integrations`). A PUT sets an integration up
 * from its kind's parameters (required ones present, given now or stored before) and activates it; a
 * DELETE disables it and resets its settings. Secrets are stored encrypted and never shown; URLs the
 * integration will call are checked against the outbound address policy before anything is written.
 */
export class IntegrationsService {
  private readonly deps: ModuleDeps;
  private readonly settings: ApplicationSettingsService;
  private readonly lookup: OutboundLookup | undefined;

  constructor(deps: ModuleDeps, own: { settings: ApplicationSettingsService; lookup?: OutboundLookup }) {
    this.deps = deps;
    this.settings = own.settings;
    this.lookup = own.lookup;
  }

  /** The kinds of integration there are, in slug order. */
  kinds(): readonly IntegrationKind[] {
    return INTEGRATION_KINDS;
  }

  /** The project's active integrations (`GET /projects/:id/integrations`). */
  async listActive(actor: Actor, projectIdOrPath: string | number): Promise<IntegrationView[]> {
    return (await this.list(actor, projectIdOrPath)).filter((view) => view.active);
  }

  /** Every integration the project has a row for, in slug order. */
  async list(actor: Actor, projectIdOrPath: string | number): Promise<IntegrationView[]> {
    const projectId = await this.manageable(actor, projectIdOrPath);
    const rows = await this.deps.orm.em
      .fork()
      .find(Integration, { project: projectId }, { orderBy: { type: 'asc' } });
    return rows.flatMap((row) => {
      const kind = integrationKind(row.type);
      return kind ? [this.view(kind, projectId, row)] : [];
    });
  }

  /** One kind's integration of the project, set up or not. */
  async get(actor: Actor, projectIdOrPath: string | number, slug: string): Promise<IntegrationView> {
    const kind = kindOf(slug);
    const projectId = await this.manageable(actor, projectIdOrPath);
    const row = await this.deps.orm.em.fork().findOne(Integration, { project: projectId, type: kind.slug });
    return this.view(kind, projectId, row);
  }

  /** Sets an integration up (`PUT`): validates every parameter, then stores and activates it. */
  async update(
    actor: Actor,
    projectIdOrPath: string | number,
    slug: string,
    input: IntegrationInput,
  ): Promise<IntegrationView> {
    const kind = kindOf(slug);
    const projectId = await this.manageable(actor, projectIdOrPath);
    const existing = await this.deps.orm.em
      .fork()
      .findOne(Integration, { project: projectId, type: kind.slug });
    const storedProperties: Record<string, ParamValue> = existing?.properties ?? {};
    const storedSecrets = existing ? this.secrets(existing) : {};

    const errors: FieldErrors = {};
    const given: Record<string, ParamValue | null> = {};
    for (const param of kind.params) {
      if (!Object.hasOwn(input, param.name)) continue;
      const value = coerce(param, input[param.name], errors);
      if (value !== undefined) given[param.name] = value;
    }
    const flags: Partial<Record<IntegrationEventFlag, boolean>> = {};
    for (const flag of INTEGRATION_EVENT_FLAGS) {
      if (!Object.hasOwn(input, flag) || kind.params.some((p) => p.name === flag)) continue;
      const value = coerce({ name: flag, type: 'boolean' }, input[flag], errors);
      if (typeof value === 'boolean') flags[flag] = value;
    }
    let commentOnEvent: boolean | undefined;
    if (Object.hasOwn(input, 'comment_on_event_enabled')) {
      const value = coerce(
        { name: 'comment_on_event_enabled', type: 'boolean' },
        input['comment_on_event_enabled'],
        errors,
      );
      if (typeof value === 'boolean') commentOnEvent = value;
    }
    if (Object.keys(errors).length > 0) throw invalid(errors);

    // The next settings: plain parameters and secrets, given ones over stored ones.
    const properties: Record<string, ParamValue> = {};
    const secrets: Record<string, string> = {};
    const boundChanged = (kind.secretsBoundTo ?? []).some(
      (name) => Object.hasOwn(given, name) && given[name] !== (storedProperties[name] ?? null),
    );
    for (const param of kind.params) {
      if (param.secret) {
        const value = given[param.name];
        if (typeof value === 'string' && value !== '') secrets[param.name] = value;
        else if (value === undefined || value === '') {
          // An empty or absent secret keeps the stored one, unless the address it went to changed.
          const stored = storedSecrets[param.name];
          if (stored !== undefined && !boundChanged) secrets[param.name] = stored;
        }
        continue;
      }
      const value = Object.hasOwn(given, param.name) ? given[param.name] : storedProperties[param.name];
      if (value !== undefined && value !== null && value !== '') properties[param.name] = value;
    }

    const missing = kind.params.filter(
      (param) => param.required && properties[param.name] === undefined && secrets[param.name] === undefined,
    );
    if (missing.length > 0) {
      throw badRequest(
        `${missing.map((param) => param.name).join(', ')} ${missing.length > 1 ? 'are' : 'is'} missing`,
      );
    }

    await this.checkOutbound(kind, given, properties);

    const saved = await this.deps.uow.run(async (tx) => {
      // Concurrent first PUTs create one row: insert if missing, then lock it.
      const now = new Date();
      await kysely(tx.em)
        .insertInto('integrations')
        .values({
          project_id: projectId,
          type: kind.slug,
          ...defaultFlags(kind),
          comment_on_event_enabled: kind.commentOnEvent ?? false,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.columns(['project_id', 'type']).doNothing())
        .execute();
      const row = await tx.em.findOneOrFail(
        Integration,
        { project: projectId, type: kind.slug },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (isIssueTracker(kind.slug)) await refuseSecondIssueTracker(tx.em, projectId, kind.slug);
      row.active = true;
      row.properties = properties;
      row.encryptedSecrets =
        Object.keys(secrets).length > 0
          ? this.deps.encryption.encrypt(INTEGRATION_SECRETS, JSON.stringify(secrets))
          : null;
      for (const flag of INTEGRATION_EVENT_FLAGS) {
        const value = flags[flag];
        // Only the events a kind offers can be turned on; turning others off is harmless.
        if (value !== undefined && (kind.events.includes(flag) || !value)) row[flagProperty(flag)] = value;
      }
      if (commentOnEvent !== undefined && kind.commentOnEvent) row.commentOnEventEnabled = commentOnEvent;
      row.updatedAt = new Date();
      return row;
    });
    return this.view(kind, projectId, saved);
  }

  /** Disables an integration (`DELETE`) and resets its settings: parameters, secrets and flags. */
  async disable(actor: Actor, projectIdOrPath: string | number, slug: string): Promise<IntegrationView> {
    const kind = kindOf(slug);
    const projectId = await this.manageable(actor, projectIdOrPath);
    const saved = await this.deps.uow.run(async (tx) => {
      const row = await tx.em.findOne(Integration, { project: projectId, type: kind.slug });
      if (!row) return null;
      row.active = false;
      row.properties = {};
      row.encryptedSecrets = null;
      Object.assign(row, flagValues(defaultFlags(kind)));
      row.commentOnEventEnabled = kind.commentOnEvent ?? false;
      row.inheritFromId = null;
      row.updatedAt = new Date();
      return row;
    });
    return this.view(kind, projectId, saved);
  }

  /**
   * An integration's settings with its secrets decrypted, for the one that acts on events (the
   * delivery engine, later): never for a face.
   */
  async settingsFor(projectId: number, slug: string): Promise<Record<string, ParamValue> | null> {
    const kind = kindOf(slug);
    const row = await this.deps.orm.em.fork().findOne(Integration, { project: projectId, type: kind.slug });
    if (!row || !row.active) return null;
    return { ...row.properties, ...this.secrets(row) };
  }

  /**
   * The project's integration of a kind if it is active, for the one that acts on its events (email
   * integrations): parameters with the kind's defaults for those never set, and its event flags.
   * Never for a face.
   */
  async actingSettings(projectId: number, slug: string): Promise<ActingIntegration | null> {
    const kind = kindOf(slug);
    const row = await this.deps.orm.em.fork().findOne(Integration, { project: projectId, type: kind.slug });
    if (!row || !row.active) return null;
    const defaults = Object.fromEntries(
      kind.params.flatMap((param) => (param.default === undefined ? [] : [[param.name, param.default]])),
    ) as Record<string, ParamValue>;
    return {
      settings: { ...defaults, ...row.properties, ...this.secrets(row) },
      flags: Object.fromEntries(
        INTEGRATION_EVENT_FLAGS.map((flag) => [flag, row[flagProperty(flag)]]),
      ) as Record<IntegrationEventFlag, boolean>,
    };
  }

  // ---------------------------------------------------------------- internals

  /** URLs the integration will call must pass the outbound address policy of hooks and integrations. */
  private async checkOutbound(
    kind: IntegrationKind,
    given: Record<string, ParamValue | null>,
    properties: Record<string, ParamValue>,
  ): Promise<void> {
    const toCheck = kind.params.filter(
      (param) =>
        param.outbound && Object.hasOwn(given, param.name) && typeof properties[param.name] === 'string',
    );
    if (toCheck.length === 0) return;
    const policy = await this.settings.outboundPolicy('hooks');
    for (const param of toCheck) {
      try {
        await checkOutboundUrl(
          properties[param.name] as string,
          policy,
          this.lookup ? { lookup: this.lookup } : {},
        );
      } catch (error) {
        if (error instanceof OutboundRefusedError) {
          throw invalid({ [param.name]: [`is blocked: ${error.detail ?? error.reason}`] });
        }
        throw error;
      }
    }
  }

  private secrets(row: Integration): Record<string, string> {
    if (!row.encryptedSecrets) return {};
    return JSON.parse(this.deps.encryption.decrypt(INTEGRATION_SECRETS, row.encryptedSecrets)) as Record<
      string,
      string
    >;
  }

  private view(kind: IntegrationKind, projectId: number, row: Integration | null): IntegrationView {
    const flags = row
      ? (Object.fromEntries(INTEGRATION_EVENT_FLAGS.map((flag) => [flag, row[flagProperty(flag)]])) as Record<
          IntegrationEventFlag,
          boolean
        >)
      : defaultFlags(kind);
    const stored = row?.properties ?? {};
    const properties: Record<string, ParamValue | null> = {};
    for (const param of kind.params) {
      if (param.secret) continue;
      properties[param.name] = stored[param.name] ?? param.default ?? null;
    }
    return {
      id: row?.id ?? null,
      kind,
      projectId,
      active: row?.active ?? false,
      flags,
      commentOnEventEnabled: row ? row.commentOnEventEnabled : (kind.commentOnEvent ?? false),
      inherited: (row?.inheritFromId ?? null) !== null,
      properties,
      secretsSet: row ? Object.keys(this.secrets(row)) : [],
      createdAt: row?.createdAt ?? null,
      updatedAt: row?.updatedAt ?? null,
    };
  }

  /** Integrations are for maintainers; a project the actor cannot see is a 404. */
  private async manageable(actor: Actor, projectIdOrPath: string | number): Promise<number> {
    const subject = await this.deps.projects.find(actor, projectIdOrPath);
    authorize(actor, 'admin_integrations', subject);
    return subject.project.id;
  }
}

function kindOf(slug: string): IntegrationKind {
  const kind = integrationKind(slug);
  if (!kind) throw notFound('Integration');
  return kind;
}

function flagValues(flags: Record<IntegrationEventFlag, boolean>): Partial<Integration> {
  return Object.fromEntries(INTEGRATION_EVENT_FLAGS.map((flag) => [flagProperty(flag), flags[flag]]));
}

/** A parameter's value from what the client sent (JSON or form strings); undefined when invalid. */
function coerce(param: IntegrationParam, raw: unknown, errors: FieldErrors): ParamValue | null | undefined {
  const fail = (message: string) => {
    (errors[param.name] ??= []).push(message);
    return undefined;
  };
  if (raw === null || raw === undefined) return null;
  switch (param.type) {
    case 'boolean': {
      if (typeof raw === 'boolean') return raw;
      if (typeof raw === 'number') return raw !== 0;
      const s = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
      if (s === '') return null;
      if (TRUE.has(s)) return true;
      if (FALSE.has(s)) return false;
      return fail('is invalid');
    }
    case 'integer': {
      if (typeof raw === 'number' && Number.isInteger(raw)) return raw;
      if (typeof raw === 'string' && /^-?\d+$/.test(raw.trim())) return Number(raw.trim());
      if (raw === '') return null;
      return fail('is invalid');
    }
    case 'select': {
      if (typeof raw !== 'string') return fail('does not have a valid value');
      if (raw === '') return null;
      if (!param.values?.includes(raw)) return fail('does not have a valid value');
      return raw;
    }
    case 'url': {
      if (typeof raw !== 'string') return fail('is invalid');
      const text = raw.trim();
      if (text === '') return '';
      let parsed: URL;
      try {
        parsed = new URL(text);
      } catch {
        return fail('must be a valid URL');
      }
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return fail('must be a valid URL');
      return text;
    }
    case 'string':
      if (typeof raw === 'string') return raw;
      if (typeof raw === 'number' || typeof raw === 'boolean') return String(raw);
      return fail('is invalid');
  }
}
