import { DomainError } from './errors.ts';

/**
 * A fixed-window request counter per key (user or address), in this process. `limit` 0 disables it.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { started: number; count: number }>();
  private readonly limit: number;
  private readonly windowMs: number;

  constructor(limit: number, windowMs = 60_000) {
    this.limit = limit;
    this.windowMs = windowMs;
  }

  /** Counts one request for `key`; throws 429 once the window's limit is used up. */
  hit(key: string, now = Date.now()): void {
    if (this.limit === 0) return;
    let window = this.windows.get(key);
    if (!window || now - window.started >= this.windowMs) {
      window = { started: now, count: 0 };
      this.windows.set(key, window);
      this.prune(now);
    }
    window.count += 1;
    if (window.count > this.limit) {
      throw new DomainError(
        'rate_limited',
        'This endpoint has been requested too many times. Try again later.',
      );
    }
  }

  private prune(now: number): void {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows)
      if (now - window.started >= this.windowMs) this.windows.delete(key);
  }
}
