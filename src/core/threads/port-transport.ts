import type { EventTransport } from '../events.ts';

/**
 * The event transport of a worker thread: what it publishes goes to the main thread (which publishes
 * it on the instance's bus), and it hears only the events the main thread passes on with `receive`.
 */
export class PortTransport implements EventTransport {
  private handler: ((message: string) => void) | null = null;
  private readonly toMain: (message: string) => void;

  constructor(toMain: (message: string) => void) {
    this.toMain = toMain;
  }

  publish(message: string): Promise<void> {
    this.toMain(message);
    return Promise.resolve();
  }

  /** An event passed on by the main thread; delivered on a later tick, as a network transport would. */
  receive(message: string): void {
    setImmediate(() => this.handler?.(message));
  }

  start(onMessage: (message: string) => void): Promise<void> {
    this.handler = onMessage;
    return Promise.resolve();
  }

  close(): Promise<void> {
    this.handler = null;
    return Promise.resolve();
  }
}
