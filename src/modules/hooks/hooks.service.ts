import { LockMode } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { Actor } from '../../core/actor.ts';
import type { Encryption } from '../../core/encryption.ts';
import {
  addFieldError,
  invalidField,
  notFound,
  throwIfInvalid,
  type FieldErrors,
} from '../../core/errors.ts';
import { checkOutboundUrl, OutboundRefusedError, type OutboundPolicy } from '../../core/outbound/guard.ts';
import type { OutboundRequester } from '../application-settings/application-settings.service.ts';
import {
  paginate,
  paginateByParent,
  type KeysetPageRequest,
  type Page,
  type PageRequest,
} from '../../core/pagination.ts';
import { authorize, can } from '../../core/policy.ts';
import { kysely } from '../../db/database.ts';
import type { ModuleDeps } from '../../services.ts';
import {
  afterDelivery,
  alertStatus,
  INITIAL_STATE,
  type AutoDisablingState,
  type DeliveryResult,
} from './auto-disabling.ts';
import {
  branchFilterProblem,
  HOOK_FLAGS_BY_TYPE,
  interpolateUrl,
  MAX_SECRET_ENTRIES,
  MAX_SECRET_VALUE_LENGTH,
  urlProblems,
  validHeaderKey,
  validVariableKey,
} from './hook-rules.ts';
import { decryptSecrets, type Secrets } from './hook-secrets.ts';
import type { HookView } from './hook-view.ts';
import {
  HOOK_EVENT_FLAGS,
  WEB_HOOK_CUSTOM_HEADERS,
  WEB_HOOK_TOKEN,
  WEB_HOOK_URL_VARIABLES,
  WebHook,
  type BranchFilterStrategy,
  type HookEventFlag,
  type HookType,
} from './web-hook.entity.ts';

/** Whose hooks: a project's or a group's (by id or full path), or the instance's (system hooks). */
export type HookOwnerRef = { kind: 'project' | 'group'; idOrPath: string | number } | { kind: 'system' };

/** A key and its value, as clients send URL variables and custom headers. */
export interface SecretEntry {
  key: string;
  value: string;
}

/** What create and update take; absent fields are left as they are (or defaulted on create). */
export interface HookAttributes {
  url?: string;
  name?: string | null;
  description?: string | null;
  /** The secret token; null or '' removes it. */
  token?: string | null;
  flags?: Partial<Record<HookEventFlag, boolean>>;
  pushEventsBranchFilter?: string | null;
  branchFilterStrategy?: BranchFilterStrategy;
  enableSslVerification?: boolean;
  customWebhookTemplate?: string | null;
  /** Replaces every URL variable. */
  urlVariables?: readonly SecretEntry[];
  /** Replaces every custom header. */
  customHeaders?: readonly SecretEntry[];
}

export interface HookCreateInput extends HookAttributes {
  url: string;
}

/** The stored owner of a hook. */
type Owner =
  | { type: 'ProjectHook'; project: number; group: null }
  | { type: 'GroupHook'; project: null; group: number }
  | { type: 'SystemHook'; project: null; group: null };

/** The entity property of an event flag: `push_events` → `pushEvents`. */
type FlagProperty = Exclude<
  {
    [K in keyof WebHook]-?: WebHook[K] extends boolean ? (K extends `${string}Events` ? K : never) : never;
  }[keyof WebHook],
  undefined
>;
function flagProperty(flag: HookEventFlag): FlagProperty {
  return flag.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()) as FlagProperty;
}

/**
 * Webhooks of projects (managed by maintainers), groups (by owners) and the instance (system hooks,
 * by administrators), GitLab's rules: the URL must be http(s), and may hold `{name}` placeholders
 * that URL variables fill in; the secret token, URL variables and custom header values are
 * write-only; changing the URL discards the token (and the URL variables and custom headers) unless
 * new ones come with it; an update re-enables an auto-disabled hook.
 */
export class HooksService {
  private readonly deps: ModuleDeps;
  private readonly outboundPolicy: (kind: OutboundRequester) => Promise<OutboundPolicy>;

  constructor(deps: ModuleDeps, outboundPolicy: (kind: OutboundRequester) => Promise<OutboundPolicy>) {
    this.deps = deps;
    this.outboundPolicy = outboundPolicy;
  }

  private get encryption(): Encryption {
    return this.deps.encryption;
  }

  async list(actor: Actor, ref: HookOwnerRef, request: PageRequest): Promise<Page<HookView>> {
    const owner = await this.manageable(actor, ref);
    const em = this.deps.orm.em.fork();
    const db = kysely(em);
    let qb = db.selectFrom('web_hooks as h').select(['h.id']).where('h.type', '=', owner.type);
    if (owner.project !== null) qb = qb.where('h.project_id', '=', owner.project);
    if (owner.group !== null) qb = qb.where('h.group_id', '=', owner.group);
    return paginate(db, qb, [{ column: 'h.id', direction: 'asc', value: (row) => row.id }], request, {
      load: async (rows) => {
        const found = await em.find(WebHook, { id: { $in: rows.map((r) => r.id) } });
        const byId = new Map(found.map((h) => [h.id, h]));
        const now = new Date();
        return rows.map((r) => this.view(byId.get(r.id)!, now));
      },
    });
  }

  /**
   * One page of hooks for each of several projects (or groups), in one statement whatever their
   * number: what `webhooks` on a list of projects or groups reads through a DataLoader. Null for
   * the owners whose hooks the actor may not manage (or may not see).
   */
  async pagesByOwner(
    actor: Actor,
    kind: 'project' | 'group',
    ids: readonly number[],
    request: KeysetPageRequest,
  ): Promise<Map<number, Page<HookView> | null>> {
    const managed =
      kind === 'project'
        ? await this.deps.projects.withAbility(actor, 'admin_web_hook', ids)
        : await this.deps.groups.withAbility(actor, 'admin_group_web_hook', ids);
    const result = new Map<number, Page<HookView> | null>(ids.map((id) => [id, null]));
    const allowed = ids.filter((id) => managed.has(id));
    if (allowed.length === 0) return result;
    const em = this.deps.orm.em.fork();
    const db = kysely(em);
    const column = kind === 'project' ? 'h.project_id' : 'h.group_id';
    const qb = db
      .selectFrom('web_hooks as h')
      .select(['h.id', sql<number>`${sql.ref(column)}`.as('owner_id')])
      .where('h.type', '=', kind === 'project' ? 'ProjectHook' : 'GroupHook');
    const pages = await paginateByParent(
      db,
      qb,
      { column, value: (row) => row.owner_id },
      allowed,
      [{ column: 'h.id', direction: 'asc', value: (row) => row.id }],
      request,
    );
    const hookIds = [...pages.values()].flatMap((page) => page.items.map((row) => row.id));
    const found = hookIds.length > 0 ? await em.find(WebHook, { id: { $in: hookIds } }) : [];
    const now = new Date();
    const views = new Map(found.map((h) => [h.id, this.view(h, now)]));
    for (const [id, page] of pages) {
      result.set(id, { ...page, items: page.items.map((row) => views.get(row.id)!) });
    }
    return result;
  }

  async get(actor: Actor, ref: HookOwnerRef, hookId: number): Promise<HookView> {
    const owner = await this.manageable(actor, ref);
    return this.view(await this.findOne(owner, hookId));
  }

  /** Where a hook belongs, for callers that name it by id alone (GraphQL); 404 when there is none. */
  async ownerOf(hookId: number): Promise<HookOwnerRef> {
    const hook = await this.deps.orm.em.fork().findOne(WebHook, hookId);
    if (!hook || hook.type === 'ServiceHook') throw notFound('Hook');
    return refOf(hook);
  }

  /** Hooks by id, in one read: null where missing or whose owner the actor may not manage. */
  async loadMany(actor: Actor, ids: readonly number[]): Promise<(HookView | null)[]> {
    if (ids.length === 0) return [];
    const found = await this.deps.orm.em
      .fork()
      .find(WebHook, { id: { $in: [...ids] }, type: { $ne: 'ServiceHook' } });
    const projects = await this.deps.projects.withAbility(
      actor,
      'admin_web_hook',
      found.flatMap((h) => (h.project ? [h.project.id] : [])),
    );
    const groups = await this.deps.groups.withAbility(
      actor,
      'admin_group_web_hook',
      found.flatMap((h) => (h.group ? [h.group.id] : [])),
    );
    const admin = can(actor, 'admin_system_hook', null);
    const now = new Date();
    const visible = new Map(
      found
        .filter((h) => (h.project ? projects.has(h.project.id) : h.group ? groups.has(h.group.id) : admin))
        .map((h) => [h.id, this.view(h, now)]),
    );
    return ids.map((id) => visible.get(id) ?? null);
  }

  async create(actor: Actor, ref: HookOwnerRef, input: HookCreateInput): Promise<HookView> {
    const owner = await this.manageable(actor, ref);
    const secrets: Secrets = {
      token: emptyToNull(input.token),
      urlVariables: entriesToRecord(input.urlVariables ?? []),
      customHeaders: entriesToRecord(input.customHeaders ?? []),
    };
    const strategy = input.branchFilterStrategy ?? 'wildcard';
    const filter = strategy === 'all_branches' ? null : emptyToNull(input.pushEventsBranchFilter);
    const errors = this.check(owner.type, {
      url: input.url,
      flags: input.flags ?? {},
      strategy,
      filter,
      secrets,
      urlVariables: input.urlVariables,
      customHeaders: input.customHeaders,
      texts: textsOf(input),
    });
    throwIfInvalid(errors);
    await this.checkOutboundAddress(owner.type, input.url, secrets.urlVariables);
    const created = await this.deps.uow.run(async (tx) => {
      const hook = tx.em.create(WebHook, {
        type: owner.type,
        project: owner.project,
        group: owner.group,
        url: input.url,
        name: emptyToNull(input.name),
        description: emptyToNull(input.description),
        pushEventsBranchFilter: filter,
        branchFilterStrategy: strategy,
        enableSslVerification: input.enableSslVerification ?? true,
        customWebhookTemplate: emptyToNull(input.customWebhookTemplate),
        ...INITIAL_STATE,
      });
      for (const flag of HOOK_FLAGS_BY_TYPE[owner.type]) {
        const value = input.flags?.[flag];
        if (value !== undefined) hook[flagProperty(flag)] = value;
      }
      this.writeSecrets(hook, secrets);
      return hook;
    });
    return this.view(created);
  }

  async update(actor: Actor, ref: HookOwnerRef, hookId: number, changes: HookAttributes): Promise<HookView> {
    const owner = await this.manageable(actor, ref);
    const existing = await this.findOne(owner, hookId);
    const current = this.secrets(existing);
    const url = changes.url ?? existing.url;
    const urlChanged = url !== existing.url;
    // Changing the URL discards the secrets that went with it, unless the change brings new ones.
    const secrets: Secrets = {
      token: changes.token !== undefined ? emptyToNull(changes.token) : urlChanged ? null : current.token,
      urlVariables: changes.urlVariables
        ? entriesToRecord(changes.urlVariables)
        : urlChanged
          ? {}
          : current.urlVariables,
      customHeaders: changes.customHeaders
        ? entriesToRecord(changes.customHeaders)
        : urlChanged
          ? {}
          : current.customHeaders,
    };
    const strategy = changes.branchFilterStrategy ?? existing.branchFilterStrategy;
    const filter =
      strategy === 'all_branches'
        ? null
        : changes.pushEventsBranchFilter !== undefined
          ? emptyToNull(changes.pushEventsBranchFilter)
          : (existing.pushEventsBranchFilter ?? null);
    const errors = this.check(owner.type, {
      url,
      flags: changes.flags ?? {},
      strategy,
      filter,
      secrets,
      urlVariables: changes.urlVariables,
      customHeaders: changes.customHeaders,
      texts: textsOf(changes),
    });
    throwIfInvalid(errors);
    if (urlChanged || changes.urlVariables) {
      await this.checkOutboundAddress(owner.type, url, secrets.urlVariables);
    }
    const updated = await this.deps.uow.run(async (tx) => {
      const hook = await tx.em.findOneOrFail(WebHook, existing.id);
      hook.url = url;
      if (changes.name !== undefined) hook.name = emptyToNull(changes.name);
      if (changes.description !== undefined) hook.description = emptyToNull(changes.description);
      hook.branchFilterStrategy = strategy;
      hook.pushEventsBranchFilter = filter;
      if (changes.enableSslVerification !== undefined) {
        hook.enableSslVerification = changes.enableSslVerification;
      }
      if (changes.customWebhookTemplate !== undefined) {
        hook.customWebhookTemplate = emptyToNull(changes.customWebhookTemplate);
      }
      for (const flag of HOOK_FLAGS_BY_TYPE[owner.type]) {
        const value = changes.flags?.[flag];
        if (value !== undefined) hook[flagProperty(flag)] = value;
      }
      this.writeSecrets(hook, secrets);
      // An update re-enables a hook that was disabled for failing (GitLab does the same).
      Object.assign(hook, INITIAL_STATE);
      hook.updatedAt = new Date();
      return hook;
    });
    return this.view(updated);
  }

  async delete(actor: Actor, ref: HookOwnerRef, hookId: number): Promise<void> {
    const owner = await this.manageable(actor, ref);
    const existing = await this.findOne(owner, hookId);
    await this.deps.uow.run(async (tx) => {
      tx.em.remove(await tx.em.findOneOrFail(WebHook, existing.id));
    });
  }

  /** Sets one custom header (`PUT .../custom_headers/:key`); its value is never shown again. */
  async setCustomHeader(actor: Actor, ref: HookOwnerRef, hookId: number, key: string, value: string) {
    return this.changeSecretEntry(actor, ref, hookId, 'customHeaders', (all) => ({ ...all, [key]: value }));
  }

  async deleteCustomHeader(actor: Actor, ref: HookOwnerRef, hookId: number, key: string) {
    return this.changeSecretEntry(actor, ref, hookId, 'customHeaders', (all) => {
      if (!Object.hasOwn(all, key)) throw notFound('Custom header');
      return withoutKey(all, key);
    });
  }

  /** Sets one URL variable (`PUT .../url_variables/:key`); its value is never shown again. */
  async setUrlVariable(actor: Actor, ref: HookOwnerRef, hookId: number, key: string, value: string) {
    return this.changeSecretEntry(actor, ref, hookId, 'urlVariables', (all) => ({ ...all, [key]: value }));
  }

  async deleteUrlVariable(actor: Actor, ref: HookOwnerRef, hookId: number, key: string) {
    return this.changeSecretEntry(actor, ref, hookId, 'urlVariables', (all) => {
      if (!Object.hasOwn(all, key)) throw notFound('URL variable');
      return withoutKey(all, key);
    });
  }

  /**
   * Records the result of a delivery to a hook (called by the delivery engine, and by test
   * deliveries): the next auto-disabling state (auto-disabling.ts). System and service hooks are never
   * auto-disabled. A hook deleted meanwhile is ignored. Returns the new state, or null.
   */
  async recordDeliveryResult(
    hookId: number,
    result: DeliveryResult,
    now: Date = new Date(),
  ): Promise<AutoDisablingState | null> {
    return this.deps.uow.run(async (tx) => {
      const hook = await tx.em.findOne(WebHook, hookId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!hook) return null;
      if (hook.type === 'SystemHook' || hook.type === 'ServiceHook') return stateOf(hook);
      const next = afterDelivery(stateOf(hook), result, now);
      hook.recentFailures = next.recentFailures;
      hook.backoffCount = next.backoffCount;
      hook.disabledUntil = next.disabledUntil;
      return next;
    });
  }

  /**
   * The results of a batch of deliveries: successes clear their hooks' auto-disabling state in one
   * statement (touching only hooks that had one); the failures' hooks are locked together, in id
   * order, and their next states (`afterDelivery`, in result order) written in one transaction.
   */
  async recordDeliveryResults(results: readonly { hookId: number; result: DeliveryResult }[]): Promise<void> {
    const succeeded = [...new Set(results.filter((r) => r.result.ok).map((r) => r.hookId))];
    if (succeeded.length > 0) {
      await sql`
        update web_hooks set recent_failures = 0, backoff_count = 0, disabled_until = null
        where id = any(${succeeded}::int[])
          and (recent_failures <> 0 or backoff_count <> 0 or disabled_until is not null)`.execute(
        kysely(this.deps.orm.em.fork()),
      );
    }
    const failed = results.filter((r) => !r.result.ok);
    if (failed.length === 0) return;
    const now = new Date();
    await this.deps.uow.run(async (tx) => {
      const ids = [...new Set(failed.map((f) => f.hookId))].sort((a, b) => a - b);
      const hooks = await tx.em.find(
        WebHook,
        { id: { $in: ids }, type: { $nin: ['SystemHook', 'ServiceHook'] } },
        { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } },
      );
      const byId = new Map(hooks.map((h) => [h.id, h]));
      for (const { hookId, result } of failed) {
        const hook = byId.get(hookId);
        if (!hook) continue;
        const next = afterDelivery(stateOf(hook), result, now);
        hook.recentFailures = next.recentFailures;
        hook.backoffCount = next.backoffCount;
        hook.disabledUntil = next.disabledUntil;
      }
    });
  }

  // ---------------------------------------------------------------- internals

  /**
   * THE place where a hook's destination is checked before it is stored: the URL (its placeholders
   * filled in) must reach an address the instance's outbound policy allows (no loopback, private or
   * link-local address unless the application settings allow them; src/core/outbound/). A refusal
   * is a 400 on `url` naming the reason, as GitLab's "is blocked: ...". A host that cannot be resolved
   * is let through here (every delivery checks its addresses again).
   */
  private async checkOutboundAddress(
    type: HookType,
    template: string,
    variables: Readonly<Record<string, string>>,
  ): Promise<void> {
    const policy = await this.outboundPolicy(type === 'SystemHook' ? 'system_hooks' : 'hooks');
    try {
      await checkOutboundUrl(interpolateUrl(template, variables), policy);
    } catch (error) {
      if (!(error instanceof OutboundRefusedError)) throw error;
      // A host that does not resolve now may later: its deliveries are checked (and fail) then.
      if (error.reason === 'unresolvable') return;
      throw invalidField('url', `is blocked: ${error.message}`);
    }
  }

  private async changeSecretEntry(
    actor: Actor,
    ref: HookOwnerRef,
    hookId: number,
    which: 'customHeaders' | 'urlVariables',
    change: (all: Record<string, string>) => Record<string, string>,
  ): Promise<HookView> {
    const owner = await this.manageable(actor, ref);
    const existing = await this.findOne(owner, hookId);
    const secrets = this.secrets(existing);
    const next: Secrets = { ...secrets, [which]: change(secrets[which]) };
    const entries = Object.entries(next[which]).map(([key, value]) => ({ key, value }));
    const errors = this.check(owner.type, {
      url: existing.url,
      flags: {},
      strategy: existing.branchFilterStrategy,
      filter: existing.pushEventsBranchFilter ?? null,
      secrets: next,
      ...(which === 'customHeaders' ? { customHeaders: entries } : { urlVariables: entries }),
    });
    throwIfInvalid(errors);
    if (which === 'urlVariables')
      await this.checkOutboundAddress(existing.type, existing.url, next.urlVariables);
    const updated = await this.deps.uow.run(async (tx) => {
      const hook = await tx.em.findOneOrFail(WebHook, existing.id);
      this.writeSecrets(hook, next);
      Object.assign(hook, INITIAL_STATE);
      hook.updatedAt = new Date();
      return hook;
    });
    return this.view(updated);
  }

  /** Every validation problem of a hook as it would be stored, by field (nothing is written when any). */
  private check(
    type: HookType,
    next: {
      url: string;
      flags: Partial<Record<HookEventFlag, boolean>>;
      strategy: BranchFilterStrategy;
      filter: string | null;
      secrets: Secrets;
      urlVariables?: readonly SecretEntry[] | undefined;
      customHeaders?: readonly SecretEntry[] | undefined;
      /** Text attributes being set, by field name. */
      texts?: Partial<Record<keyof typeof TEXT_LIMITS, string | null | undefined>>;
    },
  ): FieldErrors {
    const errors: FieldErrors = {};
    for (const [field, value] of Object.entries(next.texts ?? {})) {
      const limit = TEXT_LIMITS[field as keyof typeof TEXT_LIMITS];
      if (value && value.length > limit) {
        addFieldError(errors, field, `is too long (maximum is ${limit} characters)`);
      }
    }
    if (next.secrets.token?.includes('\n')) addFieldError(errors, 'token', 'is invalid');
    for (const message of urlProblems(next.url, next.secrets.urlVariables)) {
      addFieldError(errors, 'url', message);
    }
    const offered = HOOK_FLAGS_BY_TYPE[type];
    for (const flag of HOOK_EVENT_FLAGS) {
      if (next.flags[flag] === true && !offered.includes(flag)) {
        addFieldError(errors, flag, `is not available for a ${humanType(type)}`);
      }
    }
    const filterProblem = branchFilterProblem(next.strategy, next.filter);
    if (filterProblem) addFieldError(errors, 'push_events_branch_filter', filterProblem);
    checkEntries(errors, 'url_variables', next.urlVariables, validVariableKey);
    checkEntries(errors, 'custom_headers', next.customHeaders, validHeaderKey);
    return errors;
  }

  private writeSecrets(hook: WebHook, secrets: Secrets): void {
    hook.encryptedToken = secrets.token ? this.encryption.encrypt(WEB_HOOK_TOKEN, secrets.token) : null;
    hook.encryptedUrlVariables =
      Object.keys(secrets.urlVariables).length > 0
        ? this.encryption.encrypt(WEB_HOOK_URL_VARIABLES, JSON.stringify(secrets.urlVariables))
        : null;
    hook.encryptedCustomHeaders =
      Object.keys(secrets.customHeaders).length > 0
        ? this.encryption.encrypt(WEB_HOOK_CUSTOM_HEADERS, JSON.stringify(secrets.customHeaders))
        : null;
  }

  /** A hook's secrets, decrypted: for the service's own checks and for deliveries only. */
  private secrets(
    hook: Pick<WebHook, 'encryptedToken' | 'encryptedUrlVariables' | 'encryptedCustomHeaders'>,
  ): Secrets {
    return decryptSecrets(this.encryption, hook);
  }

  private view(hook: WebHook, now = new Date()): HookView {
    const secrets = this.secrets(hook);
    const flags = Object.fromEntries(
      HOOK_EVENT_FLAGS.map((flag) => [flag, hook[flagProperty(flag)]]),
    ) as Record<HookEventFlag, boolean>;
    if (hook.type === 'ServiceHook') throw new Error(`Hook ${hook.id} is an integration's: never shown`);
    return {
      id: hook.id,
      type: hook.type,
      projectId: hook.project?.id ?? null,
      groupId: hook.group?.id ?? null,
      url: hook.url,
      name: hook.name ?? null,
      description: hook.description ?? null,
      flags,
      pushEventsBranchFilter: hook.pushEventsBranchFilter ?? null,
      branchFilterStrategy: hook.branchFilterStrategy,
      enableSslVerification: hook.enableSslVerification,
      customWebhookTemplate: hook.customWebhookTemplate ?? null,
      urlVariableKeys: Object.keys(secrets.urlVariables),
      customHeaderKeys: Object.keys(secrets.customHeaders),
      hasToken: secrets.token !== null,
      alertStatus: alertStatus(stateOf(hook), now),
      disabledUntil: hook.disabledUntil ?? null,
      createdAt: hook.createdAt,
      updatedAt: hook.updatedAt,
    };
  }

  /** Project hooks are for maintainers, group hooks for owners, system hooks for administrators. */
  private async manageable(actor: Actor, ref: HookOwnerRef): Promise<Owner> {
    if (ref.kind === 'system') {
      authorize(actor, 'admin_system_hook', null);
      return { type: 'SystemHook', project: null, group: null };
    }
    if (ref.kind === 'project') {
      const subject = await this.deps.projects.find(actor, ref.idOrPath);
      authorize(actor, 'admin_web_hook', subject);
      return { type: 'ProjectHook', project: subject.project.id, group: null };
    }
    const subject = await this.deps.groups.find(actor, ref.idOrPath);
    authorize(actor, 'admin_group_web_hook', subject);
    return { type: 'GroupHook', project: null, group: subject.group.id };
  }

  private async findOne(owner: Owner, hookId: number): Promise<WebHook> {
    const hook = await this.deps.orm.em.fork().findOne(WebHook, {
      id: hookId,
      type: owner.type,
      project: owner.project,
      group: owner.group,
    });
    if (!hook) throw notFound('Hook');
    return hook;
  }
}

/** The longest values GitLab accepts for a hook's text attributes. */
const TEXT_LIMITS = {
  name: 255,
  description: 2048,
  token: 2048,
  custom_webhook_template: 4096,
  push_events_branch_filter: 5000,
} as const;

function textsOf(input: HookAttributes) {
  return {
    name: input.name,
    description: input.description,
    token: input.token,
    custom_webhook_template: input.customWebhookTemplate,
    push_events_branch_filter: input.pushEventsBranchFilter,
  };
}

function refOf(hook: WebHook): HookOwnerRef {
  if (hook.project) return { kind: 'project', idOrPath: hook.project.id };
  if (hook.group) return { kind: 'group', idOrPath: hook.group.id };
  return { kind: 'system' };
}

function stateOf(hook: WebHook): AutoDisablingState {
  return {
    recentFailures: hook.recentFailures,
    backoffCount: hook.backoffCount,
    disabledUntil: hook.disabledUntil ?? null,
  };
}

function humanType(type: HookType): string {
  return {
    ProjectHook: 'project hook',
    GroupHook: 'group hook',
    SystemHook: 'system hook',
    ServiceHook: 'service hook',
  }[type];
}

function emptyToNull(value: string | null | undefined): string | null {
  return value === undefined || value === null || value === '' ? null : value;
}

function entriesToRecord(entries: readonly SecretEntry[]): Record<string, string> {
  const record: Record<string, string> = {};
  for (const { key, value } of entries) record[key] = value;
  return record;
}

function withoutKey(record: Record<string, string>, key: string): Record<string, string> {
  const copy = { ...record };
  delete copy[key];
  return copy;
}

/** Keys well formed and unique, values present and not too long, not too many entries. */
function checkEntries(
  errors: FieldErrors,
  field: 'url_variables' | 'custom_headers',
  entries: readonly SecretEntry[] | undefined,
  validKey: (key: string) => boolean,
): void {
  if (!entries) return;
  if (entries.length > MAX_SECRET_ENTRIES) {
    addFieldError(errors, field, `are too many (maximum is ${MAX_SECRET_ENTRIES})`);
  }
  const seen = new Set<string>();
  for (const { key, value } of entries) {
    if (!validKey(key)) addFieldError(errors, field, `key ${JSON.stringify(key)} is invalid`);
    else if (seen.has(key)) addFieldError(errors, field, `key ${JSON.stringify(key)} is given twice`);
    seen.add(key);
    if (value === '' || value.length > MAX_SECRET_VALUE_LENGTH) {
      addFieldError(
        errors,
        field,
        `value of ${JSON.stringify(key)} must be 1 to ${MAX_SECRET_VALUE_LENGTH} characters long`,
      );
    }
  }
}
