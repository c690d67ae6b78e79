/**
 * One value kept for at most `ttlMs` (0: not kept), loaded once however many callers ask at the
 * same time. `invalidate()` drops it, and a load that started before is not kept either.
 */
export class ExpiringValue<T> {
  private readonly ttlMs: number;
  private readonly now: () => number;
  private entry: { value: T; expiresAt: number } | null = null;
  private loading: Promise<T> | null = null;
  private generation = 0;

  constructor(ttlMs: number, now: () => number = Date.now) {
    this.ttlMs = ttlMs;
    this.now = now;
  }

  get(load: () => Promise<T>): Promise<T> {
    if (this.entry && this.entry.expiresAt > this.now()) return Promise.resolve(this.entry.value);
    if (this.loading) return this.loading;
    const generation = this.generation;
    const loading = load()
      .then((value) => {
        if (generation === this.generation) this.keep(value);
        return value;
      })
      .finally(() => {
        if (this.loading === loading) this.loading = null;
      });
    this.loading = loading;
    return loading;
  }

  /** Loads the value afresh whatever is kept (and keeps it, unless invalidated meanwhile). */
  async refresh(load: () => Promise<T>): Promise<T> {
    const generation = this.generation;
    const value = await load();
    if (generation === this.generation) this.keep(value);
    return value;
  }

  invalidate(): void {
    this.entry = null;
    this.loading = null;
    this.generation++;
  }

  private keep(value: T): void {
    if (this.ttlMs > 0) this.entry = { value, expiresAt: this.now() + this.ttlMs };
  }
}
