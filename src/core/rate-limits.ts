import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { RateLimitedError } from './errors.ts';

/** What a rate-limited request is told unless the instance words it otherwise. */
export const RATE_LIMITED_MESSAGE = 'This endpoint has been requested too many times. Try again later.';

export interface LimitOptions {
  /** Hits one key may make per window; 0 turns the limit off. */
  limit: number;
  windowSeconds?: number;
}

/** One limit, counted per key (a user, or an address) in a fixed window. */
export class RateLimiter {
  private readonly counter: RateLimiterAbstract | null;

  constructor(counter: RateLimiterAbstract | null) {
    this.counter = counter;
  }

  /** Counts one hit for `key`; throws `rate_limited` once the window's limit is used up. */
  async hit(key: string): Promise<void> {
    if (!this.counter) return;
    try {
      await this.counter.consume(key);
    } catch (error) {
      // The counter rejects with its state when the limit is used up, and with an Error when its store fails.
      if (error instanceof RateLimiterRes)
        throw new RateLimitedError(RATE_LIMITED_MESSAGE, retryAfter(error));
      throw error;
    }
  }
}

/**
 * A limit whose size is given at each hit (an application setting that administrators change at
 * run time), counted per key in a fixed window, as GitLab's application rate limiter counts: every
 * hit is counted, and a hit beyond the limit of the moment is refused.
 */
export class VariableRateLimiter {
  private readonly counter: RateLimiterAbstract;

  constructor(counter: RateLimiterAbstract) {
    this.counter = counter;
  }

  /**
   * Counts one hit for `key`; throws `rate_limited` (with `message`, or the default one) once it
   * is beyond `limit`. A limit of 0 turns the limit off: nothing is counted.
   */
  async hit(key: string, limit: number, message?: string | null): Promise<void> {
    if (limit <= 0) return;
    const state = await this.counter.consume(key);
    if (state.consumedPoints > limit) {
      throw new RateLimitedError(message || RATE_LIMITED_MESSAGE, retryAfter(state));
    }
  }
}

/** Whole seconds until the window of a count ends (at least one). */
function retryAfter(state: RateLimiterRes): number {
  return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
}

/**
 * Where the counts of every rate limit live: in this process, or in Redis when a URL is given, so
 * that N instances sharing it allow a limit once between them rather than N times.
 */
export class RateLimits {
  private readonly redis: Redis | null;
  private readonly keyPrefix: string;

  constructor(options: { redisUrl?: string; keyPrefix: string }) {
    this.keyPrefix = options.keyPrefix;
    // Connects on the first count, so that processes that never count hold no connection.
    this.redis = options.redisUrl
      ? new Redis(options.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 })
      : null;
    // A failed count rejects with the error itself; the client's error events would only repeat it.
    this.redis?.on('error', () => undefined);
  }

  /** A limit named `name`: its counts are kept apart from every other limit's. */
  limiter(name: string, { limit, windowSeconds = 60 }: LimitOptions): RateLimiter {
    if (limit === 0) return new RateLimiter(null);
    const options = {
      keyPrefix: `${this.keyPrefix}rate-limit:${name}`,
      points: limit,
      duration: windowSeconds,
    };
    return new RateLimiter(
      this.redis
        ? new RateLimiterRedis({ ...options, storeClient: this.redis })
        : new RateLimiterMemory(options),
    );
  }

  /**
   * A limit named `name` whose size each hit gives (see VariableRateLimiter); its counts are kept
   * apart from every other limit's.
   */
  variableLimiter(
    name: string,
    { windowSeconds = 60 }: { windowSeconds?: number } = {},
  ): VariableRateLimiter {
    const options = {
      keyPrefix: `${this.keyPrefix}rate-limit:${name}`,
      // The counter only counts: the limit is compared with its count at each hit.
      points: Number.MAX_SAFE_INTEGER,
      duration: windowSeconds,
    };
    return new VariableRateLimiter(
      this.redis
        ? new RateLimiterRedis({ ...options, storeClient: this.redis })
        : new RateLimiterMemory(options),
    );
  }

  close(): Promise<void> {
    this.redis?.disconnect();
    return Promise.resolve();
  }
}
