import type { HookEvent } from '../hooks.finder.ts';
import type { HookTrigger } from './hook-triggers.ts';

/**
 * The hook point through which integrations act (GitLab's service hooks), injected at wiring so
 * that the delivery engine knows nothing of integrations: the intake asks which service hooks an
 * event of a project goes to, and the deliverer asks what request a service hook makes of a
 * delivery. Their deliveries go through the same rows, leases, outbound guard and logs as webhooks'.
 */
export interface ServiceTargets {
  /**
   * The service hooks (ids) that act on an event of `projectId`. `payload` computes the event's
   * payload (once, however often it is called), for when the answer depends on it.
   */
  targets(projectId: number, route: ServiceRoute, payload: () => Promise<unknown>): Promise<number[]>;
  /** The request a service hook makes of one delivery, or null when this payload asks for none. */
  request(delivery: ServiceDelivery): Promise<ServiceRequest | null>;
}

/** An event as routed to hooks. */
export interface ServiceRoute {
  trigger: HookTrigger;
  event: HookEvent;
  /** The branch a push went to (null: not a branch push). */
  branch: string | null;
}

export interface ServiceDelivery {
  hookId: number;
  trigger: HookTrigger;
  payload: unknown;
  /** The same for every attempt of the delivery (a receiver may drop repeats by it). */
  idempotencyKey: string;
}

/** One request of an integration. */
export interface ServiceRequest {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  /** What the delivery log shows as the URL: without the secrets `url` may carry. */
  loggedUrl: string;
  headers: Record<string, string>;
  body: string;
  /** Sent with GitLab's webhook headers (`X-Gitlab-Event`...), as integrations that post hook payloads are. */
  webhookHeaders: boolean;
  /** Header names whose values the delivery log masks. */
  secretHeaders: readonly string[];
  enableSslVerification: boolean;
}
