import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../../../core/logger.ts';
import type { UnitOfWork } from '../../../core/tx.ts';
import {
  OutboundRefusedError,
  type OutboundLookup,
  type OutboundPolicy,
} from '../../../core/outbound/guard.ts';
import { postOutbound, type OutboundResult } from '../../../core/outbound/request.ts';
import type { DeliveryResult } from '../auto-disabling.ts';
import type { DeliverableHook } from '../hook-view.ts';
import type { HooksFinder } from '../hooks.finder.ts';
import type { HooksService } from '../hooks.service.ts';
import {
  finishDeliveries,
  takeDeliveries,
  unfinishedDeliveries,
  type DeliveryOutcome,
  type TakenDelivery,
} from './hook-log-rows.ts';
import { hookRequest, loggedHeaders, webhookHeaders } from './hook-request.ts';
import type { ServiceRequest, ServiceTargets } from './service-targets.ts';

declare module '../../../core/events.ts' {
  interface DomainEventMap {
    /** Deliveries sent together (a batch), for `webhookEventsDelivered`. */
    'web_hook.delivered': { deliveries: { hookId: number; logId: number }[] };
  }
}

export interface HookDelivererDeps {
  orm: MikroORM;
  uow: UnitOfWork;
  finder: HooksFinder;
  hooks: HooksService;
  policy: (kind: 'hooks' | 'system_hooks') => Promise<OutboundPolicy>;
  /** Silent mode: nothing leaves; deliveries taken meanwhile are logged as not sent. */
  silent: () => Promise<boolean>;
  logger: Logger;
  instanceUrl: string;
  timeoutMs: number;
  /** How long a taken delivery is its deliverer's: longer than any delivery may take. */
  leaseSeconds: number;
  /** Deliveries in flight at once in this process. */
  concurrency: number;
  /** Replaces the system resolver (tests). */
  lookup?: OutboundLookup;
  /** What service hooks (integrations) send, injected at wiring. */
  services?: () => ServiceTargets | undefined;
}

/** A delivery's request, and what its log shows of it. */
interface Outgoing {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  headers: Record<string, string>;
  body: string;
  rejectUnauthorized: boolean;
  shownUrl: string;
  shownHeaders: Record<string, string>;
}

/** Why nothing was sent while the instance is in silent mode. */
const SILENT_MODE = 'Silent mode is enabled: outbound requests are blocked';

/** The log of a delivery that sent no request. */
function unsent(message: string, executionDuration = 0): DeliveryOutcome {
  return {
    url: '',
    requestHeaders: {},
    requestData: '',
    responseStatus: 'internal error',
    responseHeaders: null,
    responseBody: null,
    executionDuration,
    internalErrorMessage: message,
  };
}

/** What a delivery log keeps of a response body at most (GitLab truncates too). */
const LOGGED_BODY_BYTES = 8 * 1024;

/**
 * Sends recorded deliveries: takes their rows (so no other instance sends them meanwhile), POSTs
 * each to its hook through the outbound guard (a service hook's request is its integration's, see
 * service-targets.ts), and records the response and the hook's auto-disabling state. A delivery's
 * failure is its log's business, never an exception.
 */
export class HookDeliverer {
  private readonly deps: HookDelivererDeps;
  private readonly waiting: number[] = [];
  private readonly running = new Set<Promise<void>>();
  private active = 0;

  constructor(deps: HookDelivererDeps) {
    this.deps = deps;
  }

  /** Sends these deliveries soon, in this process; returns at once. */
  deliver(ids: readonly number[]): void {
    this.waiting.push(...ids);
    this.pump();
  }

  /** Sends these deliveries and waits for them (test deliveries, resends). */
  async deliverNow(ids: readonly number[]): Promise<void> {
    await this.run(ids);
  }

  /** Sends what a crash or a stop left unsent. */
  async resumeUnfinished(pendingSeconds = 0): Promise<number> {
    let total = 0;
    for (;;) {
      const ids = await unfinishedDeliveries(
        this.deps.orm.em.fork(),
        pendingSeconds,
        1000,
        this.deps.leaseSeconds,
      );
      if (ids.length === 0) return total;
      total += ids.length;
      await this.run(ids);
    }
  }

  /** Waits until no delivery of this process is in flight or waiting (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running.size > 0 || this.waiting.length > 0) {
      await Promise.allSettled([...this.running]);
    }
  }

  private pump(): void {
    while (this.active < this.deps.concurrency && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, Math.max(1, this.deps.concurrency - this.active));
      this.active += batch.length;
      const job = this.run(batch)
        .catch((error: unknown) => this.deps.logger.error({ err: error }, 'Webhook deliveries failed'))
        .finally(() => {
          this.active -= batch.length;
          this.running.delete(job);
          this.pump();
        });
      this.running.add(job);
    }
  }

  private async run(ids: readonly number[]): Promise<void> {
    const taken = await takeDeliveries(this.deps.orm.em.fork(), ids, this.deps.leaseSeconds);
    if (taken.length === 0) return;
    const hooks = await this.deps.finder.deliverableByIds([...new Set(taken.map((d) => d.hookId))]);
    const policies = new Map<'hooks' | 'system_hooks', Promise<OutboundPolicy>>();
    const policy = (kind: 'hooks' | 'system_hooks') => {
      let found = policies.get(kind);
      if (!found) policies.set(kind, (found = this.deps.policy(kind)));
      return found;
    };
    const silent = await this.deps.silent();
    const sent = await Promise.all(
      taken.map(async (delivery) => {
        const hook = hooks.get(delivery.hookId);
        // A hook deleted meanwhile took its deliveries with it (cascade), or is about to.
        if (!hook) return null;
        // Not the hook's failure: its auto-disabling state is left as it is.
        if (silent) return { id: delivery.id, hookId: hook.id, outcome: unsent(SILENT_MODE), result: null };
        const kind = hook.type === 'SystemHook' ? 'system_hooks' : 'hooks';
        return { id: delivery.id, hookId: hook.id, ...(await this.send(delivery, hook, await policy(kind))) };
      }),
    );
    const finished = sent.filter((s) => s !== null);
    // One statement for the batch's logs; the hooks' auto-disabling state follows their results.
    await this.deps.uow.run(async (tx) => {
      await finishDeliveries(tx.em, finished);
      tx.emit('web_hook.delivered', { deliveries: finished.map((f) => ({ hookId: f.hookId, logId: f.id })) });
    });
    await this.deps.hooks.recordDeliveryResults(
      finished.flatMap(({ hookId, result }) => (result ? [{ hookId, result }] : [])),
    );
  }

  private async send(
    delivery: TakenDelivery,
    hook: DeliverableHook,
    policy: OutboundPolicy,
  ): Promise<{ outcome: DeliveryOutcome; result: DeliveryResult }> {
    const started = performance.now();
    const request =
      hook.type === 'ServiceHook' ? await this.serviceRequest(delivery) : this.webhookRequest(delivery, hook);
    if (typeof request === 'string') {
      return {
        outcome: unsent(request, (performance.now() - started) / 1000),
        result: { ok: false, reason: 'network_error', message: request },
      };
    }
    try {
      const response = await postOutbound(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        timeoutMs: this.deps.timeoutMs,
        policy,
        rejectUnauthorized: request.rejectUnauthorized,
        maxResponseBytes: LOGGED_BODY_BYTES,
        lookup: this.deps.lookup,
      });
      return { outcome: outcomeOf(request, response), result: resultOf(response) };
    } catch (error) {
      if (!(error instanceof OutboundRefusedError)) throw error;
      return {
        outcome: {
          url: request.shownUrl,
          requestHeaders: request.shownHeaders,
          requestData: request.body,
          responseStatus: 'internal error',
          responseHeaders: null,
          responseBody: null,
          executionDuration: (performance.now() - started) / 1000,
          internalErrorMessage: error.message,
        },
        result: { ok: false, reason: 'network_error', message: error.message },
      };
    }
  }

  private webhookRequest(delivery: TakenDelivery, hook: DeliverableHook): Outgoing {
    const request = hookRequest({
      hook,
      trigger: delivery.trigger,
      payload: delivery.payload,
      eventUuid: delivery.eventUuid,
      idempotencyKey: delivery.idempotencyKey,
      instanceUrl: this.deps.instanceUrl,
    });
    return {
      method: 'POST',
      ...request,
      rejectUnauthorized: hook.enableSslVerification,
      shownUrl: hook.urlTemplate,
      shownHeaders: loggedHeaders(request, hook),
    };
  }

  /** An integration's request for the delivery, or why there is none. */
  private async serviceRequest(delivery: TakenDelivery): Promise<Outgoing | string> {
    const services = this.deps.services?.();
    if (!services) return 'No integration acts through this hook';
    let request: ServiceRequest | null;
    try {
      request = await services.request({
        hookId: delivery.hookId,
        trigger: delivery.trigger,
        payload: delivery.payload,
        idempotencyKey: delivery.idempotencyKey,
      });
    } catch (error) {
      // Settings that make no request (a URL that no longer parses): the delivery's failure, not the batch's.
      return `The integration's request could not be made: ${error instanceof Error ? error.message : String(error)}`;
    }
    if (!request) return 'The integration sends nothing for this event (inactive, or filtered out)';
    const headers = {
      ...(request.webhookHeaders
        ? webhookHeaders({ ...delivery, hookType: 'ServiceHook', instanceUrl: this.deps.instanceUrl })
        : {}),
      ...request.headers,
    };
    const secret = new Set(['authorization', ...request.secretHeaders.map((name) => name.toLowerCase())]);
    const shownHeaders = Object.fromEntries(
      Object.entries(headers).map(([key, value]) => [
        key,
        secret.has(key.toLowerCase()) ? '[REDACTED]' : value,
      ]),
    );
    return {
      method: request.method,
      url: request.url,
      headers,
      body: request.body,
      rejectUnauthorized: request.enableSslVerification,
      shownUrl: request.loggedUrl,
      shownHeaders,
    };
  }
}

function outcomeOf(request: Outgoing, response: OutboundResult): DeliveryOutcome {
  const shown = {
    url: request.shownUrl,
    requestHeaders: request.shownHeaders,
    requestData: request.body,
    executionDuration: response.durationMs / 1000,
  };
  if (!response.ok) {
    return {
      ...shown,
      responseStatus: 'internal error',
      responseHeaders: null,
      responseBody: null,
      internalErrorMessage: response.message,
    };
  }
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(response.headers)) {
    if (value !== undefined) headers[key] = Array.isArray(value) ? value.join(', ') : value;
  }
  return {
    ...shown,
    responseStatus: String(response.status),
    responseHeaders: headers,
    responseBody: response.body,
    internalErrorMessage: null,
  };
}

function resultOf(response: OutboundResult): DeliveryResult {
  if (!response.ok) return { ok: false, reason: 'network_error', message: response.message };
  if (response.status >= 200 && response.status < 300) return { ok: true, status: response.status };
  if (response.status >= 500) return { ok: false, reason: 'server_error', status: response.status };
  return { ok: false, reason: 'client_error', status: response.status };
}
