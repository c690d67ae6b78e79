import { GraphQLError } from 'graphql';
import type { Actor } from '../core/actor.ts';
import { DomainError, notFound } from '../core/errors.ts';
import type { EventBus } from '../core/events.ts';
import type { Logger } from '../core/logger.ts';
import type { CurrentCredentials } from '../modules/tokens/authentication.service.ts';
import { toGraphQLError } from './errors.ts';
import { credentialsRefusal } from './operation-credentials.ts';

/**
 * What a subscriber must still be allowed for every event it is sent, as its subscription field
 * declares it: an ability on a project or group, and how to check it.
 */
export interface StreamAccess {
  /** The project or group the ability is on: changes to it forget the decisions about it. */
  scope: { type: 'project' | 'group'; id: number };
  /** The ability, naming the decision together with the scope. */
  ability: string;
  /**
   * Does the actor, as it stands now, still have it, and with what access on the object? Runs on a
   * cache miss, in an entity manager of its own; cached and forgotten like every decision.
   */
  decide(actor: Actor): Promise<AccessDecision>;
}

/**
 * A decision on a subscriber: refused, or allowed with its access on the object as a key (its viewer
 * class): subscribers with the same key are shown the same answers, so one execution per event serves
 * them all. Without a key, each subscriber's answers are its own.
 */
export type AccessDecision = { allowed: false } | { allowed: true; viewerClass?: string };

/** A decision as the guard keeps it. */
interface Decided {
  verdict: Verdict;
  viewerClass?: string;
}

/** Null while the subscriber may go on receiving events; otherwise the error that ends its stream. */
export type Verdict = GraphQLError | null;

/** One subscriber's check, run before each event it is sent. */
export interface SubscriberGuard {
  verdict(): Verdict | Promise<Verdict>;
  /** The subscriber as its credentials stood at the last verdict (its user reloaded). */
  actor(): Actor;
  /** The subscriber's access on the object as the last verdict found it (see AccessDecision). */
  viewerClass(): string | undefined;
  /** The subscription ended: decisions nobody uses any more are dropped. */
  release(): void;
  /**
   * Guards of one cohort (the same credentials, asked the same decision) give the same verdicts, and
   * their subscribers the same viewer class: one guard's verdict answers for all.
   */
  readonly cohort: string;
}

type InFreshContext = <T>(run: () => T) => T;
type Recheck = (actor: Actor) => Promise<CurrentCredentials>;

interface CredentialEntry {
  /** The acting and the authenticated user: events about either forget the entry. */
  userIds: readonly number[];
  state: Promise<CurrentCredentials | GraphQLError> | CurrentCredentials | GraphQLError;
}

interface DecisionEntry {
  viewer: string;
  scope: string;
  /** Memberships and shares expire by the day (UTC): a decision holds until the next midnight. */
  validUntil: number;
  state: Promise<Decided> | Decided;
}

/**
 * Access of long-lived subscriptions, checked again for every event delivered, at the cost of a map
 * lookup. Credentials are checked once per token and decisions once per viewer (a user, or anonymous)
 * and project or group, then cached until a domain event says they may have changed: a token revoked,
 * a user blocked, changed or deleted, a membership or share changed, a project or group updated, moved or
 * deleted. Domain events reach every instance, so each instance's cache follows changes made on others.
 * A token that expires by time is refused from that moment, without an event.
 */
export class SubscriptionAccess {
  private readonly credentials = new Map<string, CredentialEntry>();
  private readonly decisions = new Map<string, DecisionEntry>();
  /** Subscribers using each credential and decision key; entries nobody uses are dropped. */
  private readonly holders = new Map<string, number>();

  private readonly recheck: Recheck;
  private readonly inFreshContext: InFreshContext;
  private readonly logger: Logger;

  constructor(bus: EventBus, recheck: Recheck, inFreshContext: InFreshContext, logger: Logger) {
    this.recheck = recheck;
    this.inFreshContext = inFreshContext;
    this.logger = logger;
    this.forgetOn(bus);
  }

  /**
   * The actor as its credentials stand now, for a new operation on a long-lived connection; throws the
   * error to answer with when they no longer work.
   */
  async current(actor: Actor): Promise<Actor> {
    const key = credentialKey(actor);
    const state = key === null ? { actor, expiresAt: null } : await this.credentialState(key, actor, false);
    const refusal = credentialRefusal(state);
    if (refusal) throw refusal;
    return (state as CurrentCredentials).actor;
  }

  /** The check for one subscriber of `actor`, on what `access` names (null: the credentials alone). */
  guard(actor: Actor, access: StreamAccess | null): SubscriberGuard {
    const credentials = credentialKey(actor);
    const anonymous: CurrentCredentials = { actor, expiresAt: null };
    const viewer = actor.user ? String(actor.user.id) : 'anonymous';
    const scope = access ? `${access.scope.type}:${access.scope.id}` : '';
    const decision = access ? `${viewer}|${scope}|${access.ability}` : null;
    const keys = [credentials, decision].filter((k) => k !== null);
    for (const key of keys) this.holders.set(key, (this.holders.get(key) ?? 0) + 1);

    let current = actor;
    let viewerClass: string | undefined;
    const adopt = (decided: Decided): Verdict => {
      viewerClass = decided.viewerClass;
      return decided.verdict;
    };
    const judge = (state: CurrentCredentials | GraphQLError): Verdict | Promise<Verdict> => {
      const refusal = credentialRefusal(state);
      if (refusal) return refusal;
      current = (state as CurrentCredentials).actor;
      if (!access || !decision) return null;
      const decided = this.decisionState(decision, viewer, scope, access, current);
      return decided instanceof Promise ? decided.then(adopt) : adopt(decided);
    };
    let released = false;
    return {
      cohort: `${credentials ?? viewer}#${decision ?? ''}`,
      actor: () => current,
      viewerClass: () => viewerClass,
      verdict: () => {
        const state = credentials === null ? anonymous : this.credentialState(credentials, actor, true);
        return state instanceof Promise ? state.then(judge) : judge(state);
      },
      release: () => {
        if (released) return;
        released = true;
        for (const key of keys) {
          const count = (this.holders.get(key) ?? 1) - 1;
          if (count > 0) {
            this.holders.set(key, count);
            continue;
          }
          this.holders.delete(key);
          this.credentials.delete(key);
          this.decisions.delete(key);
        }
      },
    };
  }

  private credentialState(key: string, actor: Actor, keep: boolean): CredentialEntry['state'] {
    const cached = this.credentials.get(key);
    if (cached) return cached.state;
    const pending = this.inFreshContext(() => this.recheck(actor)).catch(this.refusalFor);
    // Only subscribers' credentials are kept: a new operation's check alone must not grow the cache.
    if (!keep && !this.holders.has(key)) return pending;
    const entry: CredentialEntry = {
      userIds: [actor.user?.id, actor.authenticatedUser?.id].filter((id) => id !== undefined),
      state: pending,
    };
    this.credentials.set(key, entry);
    void pending.then((settled) => {
      // An event may have forgotten the entry meanwhile: its answer may be stale and is not kept.
      if (this.credentials.get(key) !== entry) return;
      if (settled instanceof GraphQLError && isInternal(settled)) this.credentials.delete(key);
      else entry.state = settled;
    });
    return pending;
  }

  private decisionState(
    key: string,
    viewer: string,
    scope: string,
    access: StreamAccess,
    actor: Actor,
  ): Promise<Decided> | Decided {
    const cached = this.decisions.get(key);
    if (cached && Date.now() < cached.validUntil) return cached.state;
    const pending = this.inFreshContext(() => access.decide(actor)).then(
      (decision): Decided =>
        decision.allowed
          ? { verdict: null, viewerClass: decision.viewerClass }
          : { verdict: resourceRefusal() },
      (error: unknown): Decided => ({ verdict: this.refusalFor(error) }),
    );
    const entry: DecisionEntry = { viewer, scope, validUntil: nextUtcMidnight(), state: pending };
    this.decisions.set(key, entry);
    void pending.then((decided) => {
      // An event may have forgotten the entry meanwhile: its answer may be stale and is not kept.
      if (this.decisions.get(key) !== entry) return;
      if (isInternal(decided.verdict)) this.decisions.delete(key);
      else entry.state = decided;
    });
    return pending;
  }

  /** The verdict for a check that threw: a domain refusal, or an unexpected failure (logged). */
  private readonly refusalFor = (error: unknown): GraphQLError => {
    // What the same credentials would get on a new request: 'Invalid token', or why the user is refused.
    if (error instanceof DomainError) return credentialsRefusal(error);
    this.logger.error({ err: error }, 'Checking access of a subscription failed');
    return new GraphQLError('Unexpected error.', { extensions: { code: INTERNAL } });
  };

  private forgetOn(bus: EventBus): void {
    const forgetCredential = (key: string) => this.credentials.delete(key);
    const forgetUser = (userId: number) => {
      for (const [key, entry] of this.credentials)
        if (entry.userIds.includes(userId)) this.credentials.delete(key);
      this.forgetDecisions((d) => d.viewer === String(userId));
    };
    const forgetScope = (scope: string) => this.forgetDecisions((d) => d.scope === scope);
    const forgetAll = () => this.decisions.clear();

    bus.on('personal_access_token.revoked', (e) => forgetCredential(`personal:${e.payload.tokenId}`));
    bus.on('personal_access_token.rotated', (e) => forgetCredential(`personal:${e.payload.tokenId}`));
    bus.on('oauth_access_token.revoked', (e) => forgetCredential(`oauth:${e.payload.tokenId}`));
    for (const type of ['user.updated', 'user.state_changed', 'user.deleted'] as const) {
      bus.on(type, (e) => forgetUser(e.payload.userId));
    }
    // A membership gives access to its user only; a share, to every member of the group shared with.
    for (const type of ['member.added', 'member.updated', 'member.removed'] as const) {
      bus.on(type, (e) => this.forgetDecisions((d) => d.viewer === String(e.payload.userId)));
    }
    bus.on('share.created', forgetAll);
    bus.on('share.removed', forgetAll);
    // Visibility, features, moves: a project's own changes concern it alone; a group's, all it holds.
    for (const type of ['project.updated', 'project.transferred', 'project.deleted'] as const) {
      bus.on(type, (e) => forgetScope(`project:${e.payload.projectId}`));
    }
    for (const type of ['group.updated', 'group.transferred', 'group.deleted'] as const) {
      bus.on(type, forgetAll);
    }
  }

  private forgetDecisions(matches: (entry: DecisionEntry) => boolean): void {
    for (const [key, entry] of this.decisions) if (matches(entry)) this.decisions.delete(key);
  }
}

const INTERNAL = 'INTERNAL_SERVER_ERROR';

/** Which credentials an actor holds: one key per token (and Sudo target); null for anonymous callers. */
function credentialKey(actor: Actor): string | null {
  if (actor.method === 'anonymous') return null;
  const kind = actor.method === 'oauth' ? 'oauth' : actor.method === 'job_token' ? 'job' : 'personal';
  const sudo = actor.sudo && actor.user ? `:sudo:${actor.user.id}` : '';
  return `${kind}:${actor.tokenId ?? ''}${sudo}`;
}

/** Why the credentials no longer work (revoked, user blocked, expired by now), or null. */
function credentialRefusal(state: CurrentCredentials | GraphQLError): Verdict {
  if (state instanceof GraphQLError) return state;
  if (state.expiresAt !== null && Date.now() >= state.expiresAt) return invalidToken();
  return null;
}

/** An unexpected failure (the database unreachable, say): it ends the stream but is not remembered. */
function isInternal(verdict: Verdict): boolean {
  return verdict?.extensions['code'] === INTERNAL;
}

function invalidToken(): GraphQLError {
  return new GraphQLError('Invalid token', { extensions: { code: 'UNAUTHENTICATED' } });
}

/** As a subscription refused when it starts: GitLab's "does not exist or you don't have permission". */
function resourceRefusal(): GraphQLError {
  return toGraphQLError(notFound());
}

function nextUtcMidnight(now = Date.now()): number {
  return (Math.floor(now / 86_400_000) + 1) * 86_400_000;
}
