/**
 * Work run every `intervalMs` in the background (sweeps, redelivery), one round at a time: a round
 * still running when the next is due is not doubled, and `stop()` waits for the running round, so
 * that shutting down never closes the database under a round in flight. Rounds report their own
 * failures; a failed round does not stop the next.
 */
export class Periodic {
  private readonly timer: NodeJS.Timeout;
  private running: Promise<void> | null = null;

  constructor(intervalMs: number, round: () => Promise<unknown>) {
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = round()
        .then(
          () => undefined,
          () => undefined,
        )
        .finally(() => {
          this.running = null;
        });
    }, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
