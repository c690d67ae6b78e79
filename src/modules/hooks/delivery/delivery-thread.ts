import { Worker } from 'node:worker_threads';
import type { Config } from '../../../config.ts';
import type { EventBus } from '../../../core/events.ts';
import { relayLogLine, type Logger } from '../../../core/logger.ts';
import { relayEvents } from '../../../core/threads/event-relay.ts';
import type { ThreadData } from '../../../thread-services.ts';
import type { FromDeliveryThread, ToDeliveryThread } from './delivery-thread-messages.ts';

export interface DeliveryThreadOptions {
  config: Config;
  databaseUrl: string;
  bus: EventBus;
  logger: Logger;
}

/**
 * Sends recorded webhook deliveries from a worker thread of its own (delivery-worker.ts), started on
 * the first delivery, at a lower priority than the threads answering requests: a burst of thousands
 * of deliveries then neither holds up the main thread's event loop nor takes its processor time.
 * The events its units of work publish reach the instance's bus through this thread. A thread that
 * dies leaves its deliveries recorded and unsent, for the sweep or recovery job to send.
 */
export class DeliveryThread {
  private readonly options: DeliveryThreadOptions;
  private worker: Worker | null = null;
  private stopRelaying: (() => void) | null = null;
  private sent = 0;
  private settled = 0;
  private waiters: (() => void)[] = [];
  private closed = false;

  constructor(options: DeliveryThreadOptions) {
    this.options = options;
  }

  /** Batches of deliveries handed over so far. */
  get batchesHandedOver(): number {
    return this.sent;
  }

  /** Hands deliveries over; returns at once. */
  deliver(ids: readonly number[]): void {
    if (ids.length === 0 || this.closed) return;
    this.post({ type: 'deliver', ids, seq: ++this.sent });
  }

  /** Waits until every delivery handed over so far is done (or the thread has stopped). */
  idle(): Promise<void> {
    if (this.settled >= this.sent) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    if (!worker) return;
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    worker.postMessage({ type: 'close' } satisfies ToDeliveryThread);
    const force = setTimeout(() => void worker.terminate(), 5000);
    await exited;
    clearTimeout(force);
  }

  private post(message: ToDeliveryThread): void {
    (this.worker ?? this.start()).postMessage(message);
  }

  private start(): Worker {
    const data: ThreadData = {
      config: this.options.config,
      databaseUrl: this.options.databaseUrl,
      logLevel: this.options.logger.level,
    };
    const worker = new Worker(new URL('./delivery-worker.ts', import.meta.url), { workerData: data });
    this.worker = worker;
    // Messages posted before the thread listens wait for it.
    this.stopRelaying = relayEvents(this.options.bus, (message) => worker.postMessage(message));
    worker.on('message', (message: FromDeliveryThread) => this.receive(message));
    worker.on('error', (error) =>
      this.options.logger.error({ err: error }, 'The webhook delivery thread failed'),
    );
    worker.on('exit', () => {
      this.stopRelaying?.();
      this.stopRelaying = null;
      if (this.worker === worker) this.worker = null;
      // What it had not sent stays recorded for the sweep; nobody waits for it here.
      this.acknowledge(this.sent);
    });
    return worker;
  }

  private receive(message: FromDeliveryThread): void {
    switch (message.type) {
      case 'settled':
        this.acknowledge(message.seq);
        return;
      case 'publish':
        void this.options.bus
          .publish([JSON.parse(message.message)])
          .catch((error: unknown) =>
            this.options.logger.error({ err: error }, 'An event of the webhook delivery thread was lost'),
          );
        return;
      case 'log':
        relayLogLine(this.options.logger, message.line);
        return;
    }
  }

  private acknowledge(seq: number): void {
    this.settled = Math.max(this.settled, seq);
    if (this.settled < this.sent) return;
    for (const resolve of this.waiters.splice(0)) resolve();
  }
}
