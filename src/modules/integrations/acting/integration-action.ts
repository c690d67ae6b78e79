import type { HookTrigger } from '../../hooks/delivery/hook-triggers.ts';
import type { ServiceRequest } from '../../hooks/delivery/service-targets.ts';
import type { IntegrationEventFlag, ParamValue } from '../integration-kinds.ts';

/** An integration's settings: its parameters' values, defaults filled in (secrets only when sending). */
export type Settings = Readonly<Record<string, ParamValue | undefined>>;

/** An event an integration may act on. */
export interface ActingEvent {
  trigger: HookTrigger;
  payload: unknown;
  /** Whether a branch of the project is protected (asked only by the filters that need it). */
  branchProtected: (branch: string) => Promise<boolean>;
}

/** A recorded delivery an integration turns into its request. */
export interface ActingDelivery {
  trigger: HookTrigger;
  payload: unknown;
  idempotencyKey: string;
  /** `Namespace / Project`, as chat messages name the project. */
  projectFullName: string;
}

/**
 * How a kind of integration acts (GitLab's `execute`): the events it acts on (its flags), whether
 * this event is one it acts on by its settings (the intake's filter: branch selection, broken
 * pipelines only...), and the request it makes of a delivery (null: nothing to send).
 */
export interface IntegrationAction {
  events: readonly IntegrationEventFlag[];
  acts(settings: Settings, event: ActingEvent): Promise<boolean>;
  request(settings: Settings, delivery: ActingDelivery): ServiceRequest | null;
}

/** A setting as text ('' when not set). */
export function setting(settings: Settings, name: string): string {
  const value = settings[name];
  return value === undefined ? '' : String(value);
}

/** `Basic <credentials>`. */
export function basicAuth(username: string, password: string): string {
  return `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
}

/** `base` with `path` appended after exactly one slash (GitLab's `append_path`). */
export function appendPath(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
