/**
 * GitLab's auto-disabling of failing webhooks, as pure functions over a hook's state. GitLab
 * documents it ("Auto-disabled webhooks"): a project or group hook that fails four consecutive
 * times is disabled temporarily, for one minute at first and twice as long after each further
 * failure, up to one day; after 40 consecutive failures it is disabled permanently, until someone
 * re-enables it (a successful test delivery, or an update of the hook). Every failure counts alike:
 * a 4xx or 5xx answer, or no answer at all. A success clears the state. System hooks and service
 * hooks (integrations', as GitLab's `ServiceHook#executable?`) are never auto-disabled.
 *
 * The delivery engine records each delivery's result through `HooksService.recordDeliveryResult`,
 * which applies `afterDelivery`; the finder's SQL applies `executable` (see `EXECUTABLE_SQL`).
 */

export interface AutoDisablingState {
  recentFailures: number;
  backoffCount: number;
  disabledUntil: Date | null;
}

export type DeliveryResult =
  | { ok: true; status?: number }
  | { ok: false; reason: 'client_error' | 'server_error'; status: number }
  | { ok: false; reason: 'network_error'; message?: string };

export type AlertStatus = 'executable' | 'temporarily_disabled' | 'disabled';

/** Failures in a row after which a hook is disabled for a while (the fourth failure disables it). */
export const TEMPORARILY_DISABLED_AFTER = 4;
/** Failures in a row after which a hook stays disabled until re-enabled. */
export const PERMANENTLY_DISABLED_AFTER = 40;
export const INITIAL_BACKOFF_MS = 60_000;
export const MAX_BACKOFF_MS = 24 * 60 * 60_000;
const BACKOFF_GROWTH = 2;

export const INITIAL_STATE: AutoDisablingState = Object.freeze({
  recentFailures: 0,
  backoffCount: 0,
  disabledUntil: null,
});

export function permanentlyDisabled(state: AutoDisablingState): boolean {
  return state.recentFailures >= PERMANENTLY_DISABLED_AFTER;
}

export function temporarilyDisabled(state: AutoDisablingState, now: Date): boolean {
  return (
    !permanentlyDisabled(state) &&
    state.recentFailures >= TEMPORARILY_DISABLED_AFTER &&
    state.disabledUntil !== null &&
    state.disabledUntil.getTime() > now.getTime()
  );
}

/** GitLab's `alert_status`. */
export function alertStatus(state: AutoDisablingState, now: Date): AlertStatus {
  if (permanentlyDisabled(state)) return 'disabled';
  if (temporarilyDisabled(state, now)) return 'temporarily_disabled';
  return 'executable';
}

/** Whether deliveries may be made to the hook now. */
export function executable(state: AutoDisablingState, now: Date): boolean {
  return alertStatus(state, now) === 'executable';
}

/** How long the next temporary disabling lasts: 1 min, 2, 4, ... up to one day. */
export function backoffMs(backoffCount: number): number {
  // 2^11 minutes already exceeds a day; past that the power only grows.
  if (backoffCount >= 11) return MAX_BACKOFF_MS;
  return Math.min(INITIAL_BACKOFF_MS * BACKOFF_GROWTH ** backoffCount, MAX_BACKOFF_MS);
}

/**
 * The state after a delivery made at `now`. A success clears it. A failure counts; from the fourth
 * in a row the hook is disabled for the next back-off period, and from the fortieth for good. A
 * failure while the hook is disabled (a delivery already under way when it was) changes nothing.
 */
export function afterDelivery(
  state: AutoDisablingState,
  result: DeliveryResult,
  now: Date,
): AutoDisablingState {
  if (result.ok) return { ...INITIAL_STATE };
  if (!executable(state, now)) return state;
  const recentFailures = state.recentFailures + 1;
  if (recentFailures >= PERMANENTLY_DISABLED_AFTER) {
    return {
      recentFailures: PERMANENTLY_DISABLED_AFTER,
      backoffCount: state.backoffCount,
      disabledUntil: null,
    };
  }
  if (recentFailures < TEMPORARILY_DISABLED_AFTER) return { ...state, recentFailures };
  return {
    recentFailures,
    backoffCount: state.backoffCount + 1,
    disabledUntil: new Date(now.getTime() + backoffMs(state.backoffCount)),
  };
}

/**
 * `executable` as a SQL condition on `web_hooks` (alias `h`), at `now()`, for the finder. System
 * hooks never carry failures, so the condition holds for them.
 */
export const EXECUTABLE_SQL = `not (h.recent_failures >= ${PERMANENTLY_DISABLED_AFTER}
  or (h.recent_failures >= ${TEMPORARILY_DISABLED_AFTER} and h.disabled_until is not null and h.disabled_until > now()))`;
