import { AsyncResource } from 'node:async_hooks';
import { Worker } from 'node:worker_threads';
import type { Config } from '../../config.ts';
import type { EventBus } from '../../core/events.ts';
import { relayEvents, type RelayedEvent } from '../../core/threads/event-relay.ts';
import { relayLogLine, type Logger } from '../../core/logger.ts';
import type { OffloadedRequest, OffloadedResponse, QueryWorkerData, WorkerMessage } from './messages.ts';

export interface QueryWorkersOptions {
  config: Config;
  databaseUrl: string;
  /** Receives the SQL statements of offloaded requests, in the context of the request that caused them. */
  onQuery?: (sql: string) => void;
  /** Where the workers' log lines go, and their errors (unexpected errors of operations, a worker that died). */
  logger: Logger;
  /** The instance's bus, whose events the workers' caches depend on reach every running worker. */
  bus?: EventBus;
}

interface Pending {
  request: OffloadedRequest;
  /** The request's async context, where its statements are reported. */
  scope: AsyncResource;
  resolve: (response: OffloadedResponse) => void;
  reject: (error: Error) => void;
}

interface Running {
  worker: Worker;
  ready: boolean;
  inFlight: Map<number, Pending>;
}

/**
 * The query workers (see query-worker.ts), started on the first request that needs one. Each runs
 * up to GRAPHQL_WORKER_CONCURRENCY requests at once; the rest wait for one of them. A worker that
 * dies fails its requests and is replaced for the next one.
 */
export class QueryWorkers {
  private readonly workers: (Running | null)[];
  private readonly waiting: Pending[] = [];
  private nextId = 1;
  private closed = false;
  private answered = 0;
  private readonly options: QueryWorkersOptions;
  private readonly stopRelaying: () => void;

  constructor(options: QueryWorkersOptions) {
    this.options = options;
    this.workers = Array.from({ length: options.config.GRAPHQL_QUERY_WORKERS }, () => null);
    this.stopRelaying =
      this.workers.length > 0 && options.bus
        ? relayEvents(options.bus, (message) => this.relay(message))
        : () => undefined;
  }

  get enabled(): boolean {
    return this.workers.length > 0;
  }

  /** Requests the workers have answered so far. */
  get requestsAnswered(): number {
    return this.answered;
  }

  run(request: Omit<OffloadedRequest, 'id'>): Promise<OffloadedResponse> {
    if (this.closed) return Promise.reject(new Error('The query workers are shut down'));
    return new Promise((resolve, reject) => {
      this.waiting.push({
        request: { ...request, id: this.nextId++ },
        scope: new AsyncResource('GraphqlQueryWorkerRequest'),
        resolve,
        reject,
      });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    this.stopRelaying();
    for (const pending of this.waiting.splice(0))
      pending.reject(new Error('The query workers are shut down'));
    await Promise.all(
      this.workers.map(async (running, index) => {
        if (!running) return;
        this.workers[index] = null;
        const exited = new Promise((resolve) => running.worker.once('exit', resolve));
        running.worker.postMessage({ type: 'close' });
        const force = setTimeout(() => void running.worker.terminate(), 5000);
        await exited;
        clearTimeout(force);
      }),
    );
  }

  /** Passes an event on to every worker started, ready or not: a starting one reads it once it is up. */
  private relay(message: RelayedEvent): void {
    for (const running of this.workers) running?.worker.postMessage(message);
  }

  /** Hands waiting requests to ready workers with room, fewest in flight first. */
  private dispatch(): void {
    const capacity = this.options.config.GRAPHQL_WORKER_CONCURRENCY;
    while (this.waiting.length > 0) {
      const running = this.workers
        .map((worker, index) => worker ?? this.start(index))
        .filter((worker) => worker.ready && worker.inFlight.size < capacity)
        .sort((a, b) => a.inFlight.size - b.inFlight.size)[0];
      if (!running) return;
      const pending = this.waiting.shift()!;
      running.inFlight.set(pending.request.id, pending);
      running.worker.postMessage(pending.request);
    }
  }

  private start(index: number): Running {
    const data: QueryWorkerData = {
      config: this.options.config,
      databaseUrl: this.options.databaseUrl,
      reportStatements: this.options.onQuery !== undefined,
      logLevel: this.options.logger.level,
    };
    const worker = new Worker(new URL('./query-worker.ts', import.meta.url), { workerData: data });
    const running: Running = { worker, ready: false, inFlight: new Map() };
    this.workers[index] = running;
    worker.on('message', (message: WorkerMessage) => this.receive(running, message));
    worker.on('error', (error) => this.options.logger.error({ err: error }, 'A GraphQL query worker failed'));
    worker.on('exit', () => {
      if (this.workers[index] === running) this.workers[index] = null;
      const stopped = new Error('The GraphQL query worker stopped');
      for (const pending of running.inFlight.values()) pending.reject(stopped);
      running.inFlight.clear();
      // One that could not even start would fail again at once: the waiting requests fail with it,
      // and the next request tries again.
      if (!running.ready) for (const pending of this.waiting.splice(0)) pending.reject(stopped);
      else if (!this.closed) this.dispatch();
    });
    return running;
  }

  private receive(running: Running, message: WorkerMessage): void {
    switch (message.type) {
      case 'ready':
        running.ready = true;
        this.dispatch();
        return;
      case 'statement': {
        const pending = running.inFlight.get(message.id);
        const onQuery = this.options.onQuery;
        if (pending && onQuery) pending.scope.runInAsyncScope(() => onQuery(message.sql));
        return;
      }
      case 'error':
        this.options.logger.error(
          { err: { message: message.message, stack: message.stack } },
          message.message,
        );
        return;
      case 'log':
        relayLogLine(this.options.logger, message.line);
        return;
      case 'response':
      case 'failed': {
        const pending = running.inFlight.get(message.id);
        if (!pending) return;
        running.inFlight.delete(message.id);
        pending.scope.emitDestroy();
        this.answered += 1;
        if (message.type === 'response') pending.resolve(message.response);
        else pending.reject(new Error(message.message));
        this.dispatch();
        return;
      }
    }
  }
}
