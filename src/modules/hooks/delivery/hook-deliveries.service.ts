import { RequestContext, type EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../../core/actor.ts';
import { notFound, verbatimError } from '../../../core/errors.ts';
import type { OffsetPageRequest, Page } from '../../../core/pagination.ts';
import { Periodic } from '../../../core/periodic.ts';
import type { RateLimiter } from '../../../core/rate-limits.ts';
import type { OutboundLookup } from '../../../core/outbound/guard.ts';
import type { ModuleDeps } from '../../../services.ts';
import type { ApplicationSettingsService } from '../../application-settings/application-settings.service.ts';
import type { HooksFinder } from '../hooks.finder.ts';
import type { HookOwnerRef, HooksService } from '../hooks.service.ts';
import { HookPayloads, type HookPayloadSources } from '../payloads/hook-payloads.ts';
import { DeliveryThread } from './delivery-thread.ts';
import { HookDeliverer } from './hook-deliverer.ts';
import { HookIntake, ROUTED } from './hook-intake.ts';
import {
  hookLog,
  hookLogPage,
  hookLogsByIds,
  latestHookLogs,
  recordResend,
  type HookLogRecord,
  type HookLogStatus,
} from './hook-log-reads.ts';
import { recordDeliveries, stillLeased } from './hook-log-rows.ts';
import { HookSamples, SYSTEM_HOOK_TEST_SAMPLE, TEST_TRIGGERS, type TestTrigger } from './hook-samples.ts';
import type { ServiceTargets } from './service-targets.ts';

export interface HookDeliveriesDeps {
  hooks: HooksService;
  finder: HooksFinder;
  settings: ApplicationSettingsService;
  /** The services payloads read from, built after this one. */
  sources: () => HookPayloadSources;
  /** Replaces the system resolver for deliveries (tests). */
  lookup?: OutboundLookup;
  /** The integrations that act on events through service hooks, built after this one. */
  services?: () => ServiceTargets | undefined;
}

/**
 * Webhook deliveries: committed events become recorded deliveries (HookIntake), which are sent
 * at once (HookDeliverer); at start and every WEBHOOK_SWEEP_INTERVAL_MS, what a crash left is taken
 * up again.
 */
/** The pg-boss queue of delivery batches to send again if a crash left them unsent. */
const RECOVERY_QUEUE = 'web_hook_delivery_recovery';
/** The pg-boss queue of committed events to take in if a crash left them unclaimed. */
const INTAKE_QUEUE = 'web_hook_event_intake';

export class HookDeliveriesService {
  readonly intake: HookIntake;
  readonly deliverer: HookDeliverer;
  /** Where taken-in deliveries are sent when WEBHOOK_DELIVERY_THREADS is 1 (else by `deliverer`). */
  readonly thread: DeliveryThread | null;
  private readonly deps: ModuleDeps;
  private readonly own: HookDeliveriesDeps;
  private readonly samples: HookSamples;
  private readonly testLimiter: RateLimiter;
  private sweep: Periodic | null = null;
  private stopIntakeJobs: (() => void) | null = null;
  /** Twice the longest a delivery may take, and a margin for the database round trips around it. */
  private readonly leaseSeconds: number;

  constructor(deps: ModuleDeps, own: HookDeliveriesDeps) {
    this.deps = deps;
    this.leaseSeconds = deps.config.WEBHOOK_TIMEOUT_SECONDS * 2 + 2;
    this.own = own;
    // GitLab's limit on test deliveries: five a minute per hook owner and user.
    this.testLimiter = deps.rateLimits.limiter('web_hook_test', { limit: 5 });
    this.deliverer = new HookDeliverer({
      orm: deps.orm,
      uow: deps.uow,
      finder: own.finder,
      hooks: own.hooks,
      policy: (kind) => own.settings.outboundPolicy(kind),
      silent: () => own.settings.silentMode(),
      logger: deps.logger,
      instanceUrl: deps.urls.base,
      timeoutMs: deps.config.WEBHOOK_TIMEOUT_SECONDS * 1000,
      leaseSeconds: this.leaseSeconds,
      concurrency: deps.config.WEBHOOK_DELIVERY_CONCURRENCY,
      lookup: own.lookup,
      services: own.services,
    });
    const databaseUrl = deps.orm.config.get('clientUrl');
    this.thread =
      deps.config.WEBHOOK_DELIVERY_THREADS > 0 && databaseUrl
        ? new DeliveryThread({ config: deps.config, databaseUrl, bus: deps.bus, logger: deps.logger })
        : null;
    const payloads = new HookPayloads(deps, own.sources);
    this.samples = new HookSamples(deps, payloads, own.sources);
    this.intake = new HookIntake({
      orm: deps.orm,
      uow: deps.uow,
      bus: deps.bus,
      finder: own.finder,
      payloads,
      deliverer: this.thread ?? this.deliverer,
      silent: () => own.settings.silentMode(),
      logger: deps.logger,
      onRecorded: deps.queue ? (em, ids) => this.queueRecovery(em, ids) : undefined,
      services: own.services,
    });
  }

  /**
   * Listens for events, then takes up what an earlier run left. With the job queue, nothing relies
   * on this process living on: each change whose events hooks receive queues, in its own
   * transaction, a pg-boss job that takes them in unless they were claimed meanwhile, and each batch
   * of deliveries a job, in the transaction that records it, that sends whichever are still unsent;
   * both fall due once a delivery's lease has run out. Without the queue, a periodic sweep finds
   * unsent deliveries, and a start the events left unclaimed.
   */
  async start(): Promise<void> {
    this.intake.start();
    await this.intake.resumeUnclaimed();
    const queue = this.deps.queue;
    if (queue) {
      // Jobs run outside any request: each in an entity manager context of its own.
      const inContext = <T>(work: () => Promise<T>) => RequestContext.create(this.deps.orm.em, work);
      await queue.register<{ ids: number[] }>(RECOVERY_QUEUE, async ({ ids }) => {
        await inContext(() => this.deliverer.deliverNow(ids));
        // Those a deliverer took later than they were recorded (it may have died since) are looked at
        // again once their lease has run out.
        const leased = await stillLeased(this.deps.orm.em.fork(), ids, this.leaseSeconds);
        if (leased) {
          await queue.send(
            RECOVERY_QUEUE,
            { ids: leased.ids },
            { startAfterSeconds: Math.ceil(leased.seconds) + 1 },
          );
        }
      });
      await queue.register<{ eventIds: number[] }>(INTAKE_QUEUE, async ({ eventIds }) => {
        await inContext(() => this.intake.takeUnclaimedIds(eventIds));
      });
      // In the transaction of each change whose events hooks receive: a job that takes them in if
      // this process never gets to (a crash between the commit and the claim).
      this.stopIntakeJobs = this.deps.uow.withRecorded(ROUTED, (em, events) =>
        queue.send(
          INTAKE_QUEUE,
          { eventIds: events.map((e) => e.id) },
          { within: em, startAfterSeconds: this.leaseSeconds },
        ),
      );
      return;
    }
    await this.deliverer.resumeUnfinished();
    this.sweep = new Periodic(this.deps.config.WEBHOOK_SWEEP_INTERVAL_MS, () =>
      this.deliverer.resumeUnfinished(),
    );
  }

  private async queueRecovery(em: EntityManager, ids: readonly number[]): Promise<void> {
    await this.deps.queue!.send(
      RECOVERY_QUEUE,
      { ids },
      { within: em, startAfterSeconds: this.leaseSeconds },
    );
  }

  async stop(): Promise<void> {
    this.stopIntakeJobs?.();
    this.intake.stop();
    await this.sweep?.stop();
    await this.idle();
    await this.thread?.close();
  }

  /** Waits until the events taken in so far are delivered (tests, shutdown). */
  async idle(): Promise<void> {
    await this.intake.idle();
    await this.thread?.idle();
    await this.deliverer.idle();
  }

  /** GET .../hooks/:hook_id/events: the hook's deliveries of the last week, newest first. */
  async events(
    actor: Actor,
    ref: HookOwnerRef,
    hookId: number,
    statuses: readonly HookLogStatus[],
    request: OffsetPageRequest,
  ): Promise<Page<HookLogRecord>> {
    const hook = await this.own.hooks.get(actor, ref, hookId);
    const { items, total } = await hookLogPage(this.deps.orm.em.fork(), hook.id, statuses, {
      offset: (request.page - 1) * request.perPage,
      limit: request.perPage,
    });
    return {
      items,
      cursorAt: () => {
        throw new Error('Delivery logs are listed by offset only');
      },
      hasNextPage: request.page * request.perPage < total,
      hasPreviousPage: request.page > 1,
      page: request.page,
      perPage: request.perPage,
      total,
      count: () => Promise.resolve(total),
    };
  }

  /**
   * The newest deliveries of many hooks at once (GraphQL `WebHook.events`): null for a hook the
   * actor does not manage.
   */
  async latestEvents(
    actor: Actor,
    hookIds: readonly number[],
    statuses: readonly HookLogStatus[],
    limit: number,
  ): Promise<(HookLogRecord[] | null)[]> {
    const hooks = await this.own.hooks.loadMany(actor, hookIds);
    const managed = hooks.flatMap((hook) => (hook ? [hook.id] : []));
    const logs = await latestHookLogs(this.deps.orm.em.fork(), managed, statuses, limit);
    return hookIds.map((id) => logs.get(id) ?? null);
  }

  /** POST .../hooks/:hook_id/events/:hook_log_id/resend: sends a logged delivery again, now. */
  async resend(actor: Actor, ref: HookOwnerRef, hookId: number, logId: number): Promise<HookLogRecord> {
    const hook = await this.own.hooks.get(actor, ref, hookId);
    const log = await hookLog(this.deps.orm.em.fork(), hook.id, logId);
    if (!log) throw notFound('Hook log');
    const id = await this.deps.uow.run((tx) => recordResend(tx.em, log));
    return this.sendNow(hook.id, id);
  }

  /**
   * POST .../hooks/:hook_id/test/:trigger: a sample of the trigger's payload, sent now. A success
   * re-enables an auto-disabled hook; a failure is a 422 with what went wrong, as GitLab answers.
   */
  async test(actor: Actor, ref: HookOwnerRef, hookId: number, trigger: TestTrigger): Promise<HookLogRecord> {
    const hook = await this.own.hooks.get(actor, ref, hookId);
    const owner =
      hook.projectId !== null
        ? `project:${hook.projectId}`
        : hook.groupId !== null
          ? `group:${hook.groupId}`
          : 'system';
    await this.testLimiter.hit(`${owner}:user:${actor.user?.id ?? 0}`);
    const payload = await this.samples.payload(actor, hook, trigger);
    const ids = await this.deps.uow.run((tx) =>
      recordDeliveries(tx.em, { eventId: null, trigger: TEST_TRIGGERS[trigger] }, [hook.id], payload),
    );
    const log = await this.sendNow(hook.id, ids![0]!);
    if (!/^2\d\d$/.test(log.responseStatus ?? '')) {
      throw verbatimError(
        'unprocessable',
        log.internalErrorMessage !== null
          ? `Hook execution failed: ${log.internalErrorMessage}`
          : (log.responseBody ?? `Hook execution failed with status ${log.responseStatus}`),
      );
    }
    return log;
  }

  /**
   * POST /hooks/:hook_id: a system hook is sent GitLab's mock `project_create` event, and the
   * answer is that event whatever the receiver said (the delivery log keeps its answer).
   */
  async testSystemHook(actor: Actor, hookId: number): Promise<typeof SYSTEM_HOOK_TEST_SAMPLE> {
    const hook = await this.own.hooks.get(actor, { kind: 'system' }, hookId);
    await this.testLimiter.hit(`system-test:user:${actor.user?.id ?? 0}`);
    const ids = await this.deps.uow.run((tx) =>
      recordDeliveries(tx.em, { eventId: null, trigger: 'system_hooks' }, [hook.id], SYSTEM_HOOK_TEST_SAMPLE),
    );
    await this.sendNow(hook.id, ids![0]!);
    return SYSTEM_HOOK_TEST_SAMPLE;
  }

  /** Deliveries of a hook by id, for those who may manage it (the subscription's events). */
  async delivered(actor: Actor, hookId: number, logIds: readonly number[]): Promise<HookLogRecord[]> {
    const owner = await this.own.hooks.ownerOf(hookId);
    const hook = await this.own.hooks.get(actor, owner, hookId);
    const em = this.deps.orm.em.fork();
    const logs = await Promise.all(logIds.map((id) => hookLog(em, hook.id, id)));
    return logs.filter((log) => log !== null);
  }

  /** Deliveries by id, null where missing or of a hook the actor may not manage (`node(id:)`). */
  async loadMany(actor: Actor, ids: readonly number[]): Promise<(HookLogRecord | null)[]> {
    const logs = await hookLogsByIds(this.deps.orm.em.fork(), ids);
    const hookIds = [...new Set(logs.map((log) => log.hookId))];
    const hooks = await this.own.hooks.loadMany(actor, hookIds);
    const managed = new Set(hooks.flatMap((hook) => (hook ? [hook.id] : [])));
    const byId = new Map(logs.filter((log) => managed.has(log.hookId)).map((log) => [log.id, log]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  private async sendNow(hookId: number, deliveryId: number): Promise<HookLogRecord> {
    await this.deliverer.deliverNow([deliveryId]);
    const log = await hookLog(this.deps.orm.em.fork(), hookId, deliveryId);
    if (!log) throw new Error(`Delivery ${deliveryId} was not sent`);
    return log;
  }
}
