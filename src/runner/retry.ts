/**
 * How the runner keeps a job's reports (log, artifacts, final status) while the server is away, as
 * GitLab Runner does: a request the server could not answer (connection refused or reset) or
 * answered with 408, 429 or a 5xx is sent again after a wait that doubles from `delayMs` up to
 * `maxDelayMs`, until `timeoutMs` has passed since the first try.
 */
export interface RetryPolicy {
  delayMs: number;
  maxDelayMs: number;
  timeoutMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  delayMs: 1000,
  maxDelayMs: 60_000,
  timeoutMs: 60 * 60 * 1000,
};

const RETRIED_STATUSES = new Set([408, 429]);

function worthRetrying(status: number): boolean {
  return RETRIED_STATUSES.has(status) || status >= 500;
}

/**
 * Runs `request` until the server gives an answer worth keeping; after the policy's time is up the
 * last answer is returned, or the last error thrown.
 */
export async function withRetries(
  what: string,
  policy: RetryPolicy,
  request: () => Promise<Response>,
  log: (message: string) => void,
): Promise<Response> {
  const giveUpAt = Date.now() + policy.timeoutMs;
  let delay = policy.delayMs;
  let failures = 0;
  for (;;) {
    let outcome: { response: Response } | { error: unknown };
    try {
      outcome = { response: await request() };
    } catch (error) {
      outcome = { error };
    }
    const failure =
      'error' in outcome
        ? describe(outcome.error)
        : worthRetrying(outcome.response.status)
          ? `HTTP ${outcome.response.status}`
          : null;
    if (failure === null) {
      if (failures > 0) log(`${what}: the server answered after ${failures} failed tries`);
      return (outcome as { response: Response }).response;
    }
    // Jitter spreads the tries of several jobs (and runners) waiting for the same server.
    const wait = Math.round(delay / 2 + (Math.random() * delay) / 2);
    if (Date.now() + wait > giveUpAt) {
      log(`${what}: giving up after ${failures + 1} tries (${failure})`);
      if ('error' in outcome) throw outcome.error;
      return outcome.response;
    }
    if (failures === 0) log(`${what}: ${failure}; trying again with back-off`);
    if ('response' in outcome) await outcome.response.body?.cancel();
    failures++;
    await new Promise((resolve) => setTimeout(resolve, wait));
    delay = Math.min(delay * 2, policy.maxDelayMs);
  }
}

function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: string } }).cause?.code;
  const message = error instanceof Error ? error.message : String(error);
  return cause ? `${message} (${cause})` : message;
}
