import type { EventBus } from '../../../core/events.ts';

/**
 * The version of the job queue runners long-poll on (GitLab's runner queue value, which Workhorse
 * watches): it changes whenever a job becomes pending, to the id of that event, so that every
 * instance sharing the event bus agrees on it. A runner that sends the version it last saw
 * (`last_update`) waits, while the queue has nothing for it, until the version moves on.
 */
export class JobQueueWatch {
  #version = '0';
  #stopped = false;
  readonly #waiters = new Set<() => void>();
  #unsubscribe: (() => void) | null = null;

  /** Follows the bus: a job becoming pending moves the version on and wakes every waiter. */
  start(bus: EventBus): void {
    this.#stopped = false;
    this.#unsubscribe ??= bus.on('ci.job.status', (event) => {
      if (event.payload.status !== 'pending') return;
      this.#version = String(event.id);
      this.#wakeAll();
    });
  }

  /** Wakes every waiter and takes no more (shutdown): held requests answer at once. */
  stop(): void {
    this.#stopped = true;
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    this.#wakeAll();
  }

  get version(): string {
    return this.#version;
  }

  /** How many requests are held now. */
  get waiting(): number {
    return this.#waiters.size;
  }

  /** Whether a request may still be held (not shutting down). */
  get watching(): boolean {
    return !this.#stopped && this.#unsubscribe !== null;
  }

  /** Resolves once the version differs from `seen`, after `ms`, when `signal` aborts, or at stop. */
  changedSince(seen: string, ms: number, signal?: AbortSignal): Promise<void> {
    if (this.#version !== seen || !this.watching || signal?.aborted || ms <= 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        this.#waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      signal?.addEventListener('abort', done, { once: true });
      this.#waiters.add(done);
    });
  }

  #wakeAll(): void {
    for (const wake of [...this.#waiters]) wake();
  }
}
