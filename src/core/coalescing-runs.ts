/**
 * Background work per key, one run at a time: asked again while a run is under way, it runs once
 * more afterwards, for every ask made meanwhile (merged into one). A burst of asks costs at most two
 * runs, and each run sees the latest state.
 */
export class CoalescingRuns<K, A> {
  readonly #entries = new Map<K, Entry<A>>();
  readonly #run: (key: K, ask: A) => Promise<void>;
  readonly #merge: (earlier: A, later: A) => A;
  readonly #onError: (error: unknown, key: K) => void;

  constructor(options: {
    run: (key: K, ask: A) => Promise<void>;
    merge: (earlier: A, later: A) => A;
    onError: (error: unknown, key: K) => void;
  }) {
    this.#run = options.run;
    this.#merge = options.merge;
    this.#onError = options.onError;
  }

  /** Runs now, or once more after the run under way; resolves when a run begun after this call ends. */
  schedule(key: K, ask: A): Promise<void> {
    const entry = this.#entries.get(key);
    if (entry) {
      entry.pending = entry.pending === null ? ask : this.#merge(entry.pending, ask);
      return entry.next.promise;
    }
    const fresh: Entry<A> = { pending: ask, next: deferred(), loop: Promise.resolve() };
    const first = fresh.next.promise;
    this.#entries.set(key, fresh);
    fresh.loop = this.#drain(key, fresh);
    return first;
  }

  /** Waits until no run is under way or asked for. */
  async settle(): Promise<void> {
    while (this.#entries.size > 0) await Promise.allSettled([...this.#entries.values()].map((e) => e.loop));
  }

  async #drain(key: K, entry: Entry<A>): Promise<void> {
    while (entry.pending !== null) {
      const ask = entry.pending;
      const done = entry.next;
      entry.pending = null;
      entry.next = deferred();
      try {
        await this.#run(key, ask);
      } catch (error) {
        this.#onError(error, key);
      }
      done.resolve();
    }
    this.#entries.delete(key);
  }
}

interface Entry<A> {
  /** What the next run is asked for (null: no next run). */
  pending: A | null;
  /** Resolved when the next run ends. */
  next: { promise: Promise<void>; resolve: () => void };
  loop: Promise<void>;
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}
