import type { DomainEvent, DomainEventType, EventBus } from '../../../core/events.ts';
import type { Logger } from '../../../core/logger.ts';
import type { UnitOfWork } from '../../../core/tx.ts';
import { RequestContext, type EntityManager, type MikroORM } from '@mikro-orm/postgresql';
import type { HooksFinder } from '../hooks.finder.ts';
import { branchMatches } from '../hook-rules.ts';
import type { HookPayloads } from '../payloads/hook-payloads.ts';
import { isTagPush } from '../payloads/push-payload.ts';
import { HOOKED_DEPLOYMENT_STATUSES } from '../payloads/deployment-payload.ts';
import type { HookScope, HookEvent } from '../hooks.finder.ts';
import type { HookTrigger } from './hook-triggers.ts';
import type { HookDeliverer } from './hook-deliverer.ts';
import { recordDeliveries, unclaimedEvents } from './hook-log-rows.ts';
import { eventsByIds, recentEventsOfTypes } from './recent-events.ts';
import type { ServiceTargets } from './service-targets.ts';

/** Where an event goes: which hooks (scope and flag), under which trigger, and its payload. */
interface HookRoute {
  trigger: HookTrigger;
  scope: HookScope;
  event: HookEvent;
  /** The branch a push went to, for the hooks' branch filters (null: not a branch push). */
  branch: string | null;
  payload: () => Promise<unknown>;
}

export interface HookIntakeDeps {
  orm: MikroORM;
  uow: UnitOfWork;
  bus: EventBus;
  finder: HooksFinder;
  payloads: HookPayloads;
  /** Sends recorded deliveries (here, or in the delivery thread). */
  deliverer: Pick<HookDeliverer, 'deliver'>;
  /** Silent mode: events are taken in, and no hook receives them. */
  silent: () => Promise<boolean>;
  logger: Logger;
  /**
   * Called in the transaction that records deliveries, with their ids: where a durable job that
   * sends whatever of them a crash leaves unsent is queued.
   */
  onRecorded?: (em: EntityManager, deliveryIds: readonly number[]) => Promise<void>;
  /** The integrations that act on events (service hooks), injected at wiring. */
  services?: () => ServiceTargets | undefined;
}

/** The domain events hooks receive. */
export const ROUTED: readonly DomainEventType[] = [
  'repository.pushed',
  'merge_request.changed',
  'note.created',
  'note.updated',
  'ci.pipeline.status',
  'ci.job.status',
  'member.added',
  'member.updated',
  'member.removed',
  'group.created',
  'group.deleted',
  'award_emoji.awarded',
  'award_emoji.revoked',
  'deployment.changed',
];

/** The noteables whose comments hooks receive. */
const HOOKED_NOTEABLES = new Set(['MergeRequest', 'Snippet']);

/**
 * Turns committed domain events into webhook deliveries. Each event is claimed once, in the
 * transaction that records its payload and one delivery per subscribed hook (so a crash either
 * leaves the event unclaimed, for the next start, or its deliveries recorded, for the deliverer);
 * the deliveries are then sent at once by this process.
 */
export class HookIntake {
  private readonly deps: HookIntakeDeps;
  private readonly stops: (() => void)[] = [];
  private readonly running = new Set<Promise<void>>();

  constructor(deps: HookIntakeDeps) {
    this.deps = deps;
  }

  start(): void {
    for (const type of ROUTED) {
      this.stops.push(this.deps.bus.on(type, (event) => this.track(this.take(event))));
    }
  }

  stop(): void {
    for (const stop of this.stops.splice(0)) stop();
  }

  /** Takes up the recent events a crash left unclaimed. */
  async resumeUnclaimed(): Promise<number> {
    return this.takeUnclaimed(await recentEventsOfTypes(this.deps.orm.em.fork(), ROUTED));
  }

  /** Takes up these events (by id) unless they were claimed already: an intake job's work. */
  async takeUnclaimedIds(eventIds: readonly number[]): Promise<number> {
    return this.takeUnclaimed(await eventsByIds(this.deps.orm.em.fork(), eventIds));
  }

  private async takeUnclaimed(events: readonly DomainEvent[]): Promise<number> {
    const unclaimed = await unclaimedEvents(
      this.deps.orm.em.fork(),
      events.map((e) => e.id),
    );
    let taken = 0;
    for (const event of events) {
      if (!unclaimed.has(event.id)) continue;
      await this.take(event);
      taken++;
    }
    return taken;
  }

  /** Waits for events being taken in (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /**
   * Records the event's deliveries and sends them. In an entity manager context of its own: an event
   * is taken in after the change that caused it (its request may be over), at start, or by a job.
   */
  take(event: DomainEvent): Promise<void> {
    return RequestContext.create(this.deps.orm.em, () => this.takeInContext(event));
  }

  private async takeInContext(event: DomainEvent): Promise<void> {
    const route = routeOf(event, this.deps.payloads);
    if (!route) return;
    // Claimed all the same (below, with no delivery), so that leaving silent mode sends nothing old.
    const silent = await this.deps.silent();
    const existing = silent
      ? []
      : await this.deps.finder.subscribed(route.scope, route.event, new Date(event.occurredAt));
    const hooks = existing.filter(
      (hook) =>
        route.branch === null ||
        branchMatches(hook.branchFilterStrategy, hook.pushEventsBranchFilter, route.branch),
    );
    const payload = once(route.payload);
    const services = silent ? [] : await this.serviceHooks(route, payload);
    const hookIds = [...hooks.map((h) => h.id), ...services];
    const computed = hookIds.length > 0 ? await payload() : null;
    const ids = await this.deps.uow.run(async (tx) => {
      const recorded = await recordDeliveries(
        tx.em,
        { eventId: event.id, trigger: route.trigger },
        computed === null ? [] : hookIds,
        computed,
      );
      if (recorded && recorded.length > 0) await this.deps.onRecorded?.(tx.em, recorded);
      return recorded;
    });
    if (ids && ids.length > 0) this.deps.deliverer.deliver(ids);
  }

  /** The service hooks (integrations) of the event's project that act on it. */
  private async serviceHooks(route: HookRoute, payload: () => Promise<unknown>): Promise<number[]> {
    const services = this.deps.services?.();
    const projectId = route.scope.projectId ?? null;
    if (!services || projectId === null) return [];
    return services.targets(projectId, route, payload);
  }

  private track(work: Promise<void>): void {
    const job = work
      .catch((error: unknown) => this.deps.logger.error({ err: error }, 'Webhook event intake failed'))
      .finally(() => this.running.delete(job));
    this.running.add(job);
  }
}

/** A computation run at most once, however often it is asked for. */
function once<T>(compute: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | null = null;
  return () => (result ??= compute());
}

function routeOf(event: DomainEvent, payloads: HookPayloads): HookRoute | null {
  if (event.type === 'repository.pushed') {
    const push = event as DomainEvent<'repository.pushed'>;
    const tag = isTagPush(push);
    if (!tag && !push.payload.ref.startsWith('refs/heads/')) return null;
    return {
      trigger: tag ? 'tag_push_hooks' : 'push_hooks',
      scope: { projectId: push.payload.projectId, system: true },
      event: tag ? 'tag_push_events' : 'push_events',
      branch: tag ? null : push.payload.ref.slice('refs/heads/'.length),
      payload: () => payloads.push(push),
    };
  }
  if (event.type === 'merge_request.changed') {
    const changed = event as DomainEvent<'merge_request.changed'>;
    if (changed.payload.action === 'delete') return null;
    return {
      trigger: 'merge_request_hooks',
      scope: { projectId: changed.payload.projectId, system: true },
      event: 'merge_requests_events',
      branch: null,
      payload: () => payloads.mergeRequest(changed),
    };
  }
  if (event.type === 'note.created' || event.type === 'note.updated') {
    const note = event as DomainEvent<'note.created'>;
    if (note.payload.system || !HOOKED_NOTEABLES.has(note.payload.noteableType)) return null;
    // Internal notes go only to the hooks that take confidential notes, as GitLab's do.
    const internal = note.payload.internal === true;
    return {
      trigger: internal ? 'confidential_note_hooks' : 'note_hooks',
      scope: { projectId: note.payload.projectId },
      event: internal ? 'confidential_note_events' : 'note_events',
      branch: null,
      payload: () => payloads.note(note),
    };
  }
  if (event.type === 'ci.pipeline.status') {
    const status = event as DomainEvent<'ci.pipeline.status'>;
    return {
      trigger: 'pipeline_hooks',
      scope: { projectId: status.payload.projectId },
      event: 'pipeline_events',
      branch: null,
      payload: () => payloads.pipeline(status),
    };
  }
  if (event.type === 'ci.job.status') {
    const status = event as DomainEvent<'ci.job.status'>;
    // Bridges (trigger jobs) send no job hooks, as GitLab's do not.
    if (status.payload.type !== 'Ci::Build') return null;
    return {
      trigger: 'job_hooks',
      scope: { projectId: status.payload.projectId },
      event: 'job_events',
      branch: null,
      payload: () => payloads.job(status),
    };
  }
  if (event.type === 'deployment.changed') {
    const deployment = event as DomainEvent<'deployment.changed'>;
    if (!HOOKED_DEPLOYMENT_STATUSES.has(deployment.payload.status)) return null;
    return {
      trigger: 'deployment_hooks',
      scope: { projectId: deployment.payload.projectId },
      event: 'deployment_events',
      branch: null,
      payload: () => payloads.deployment(deployment),
    };
  }
  if (event.type === 'member.added' || event.type === 'member.updated' || event.type === 'member.removed') {
    const member = event as DomainEvent<'member.added'>;
    // Group hooks only: a project's memberships are not member events of its hooks.
    if (member.payload.sourceType !== 'Namespace') return null;
    return {
      trigger: 'member_hooks',
      scope: { groupId: member.payload.sourceId },
      event: 'member_events',
      branch: null,
      payload: () => payloads.member(member),
    };
  }
  if (event.type === 'award_emoji.awarded' || event.type === 'award_emoji.revoked') {
    const award = event as DomainEvent<'award_emoji.awarded'> | DomainEvent<'award_emoji.revoked'>;
    return {
      trigger: 'emoji_hooks',
      scope: { projectId: award.payload.projectId },
      event: 'emoji_events',
      branch: null,
      payload: () => payloads.emoji(award),
    };
  }
  if (event.type === 'group.created' || event.type === 'group.deleted') {
    const group = event as DomainEvent<'group.created'> | DomainEvent<'group.deleted'>;
    const parentId = group.payload.parentId ?? null;
    if (parentId === null) return null;
    // The parent's hooks and its ancestors' (the subgroup itself is new, or gone).
    return {
      trigger: 'subgroup_hooks',
      scope: { groupId: parentId },
      event: 'subgroup_events',
      branch: null,
      payload: () => payloads.subgroup(group),
    };
  }
  return null;
}
