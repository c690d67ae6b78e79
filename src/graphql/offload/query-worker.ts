/**
 * A query worker: a thread of its own (own event loop, own heap and garbage collector) with its own
 * database connections and the same services and GraphQL executor as the main thread. It runs the
 * queries that can return many nodes, so that their work never holds up the requests on the main
 * thread. It only reads: mutations and subscriptions stay on the main thread.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { RequestContext } from '@mikro-orm/postgresql';
import { LocalTransport } from '../../core/events.ts';
import { withConnectionShare } from '../../db/connection-share.ts';
import { createThreadServices } from '../../thread-services.ts';
import { schema } from '../schema.ts';
import { createGraphqlYoga, type GraphqlServerContext } from '../yoga.ts';
import type { OffloadedRequest, OffloadedResponse, QueryWorkerData, WorkerMessage } from './messages.ts';
import type { RelayedEvent } from '../../core/threads/event-relay.ts';

const port = parentPort;
if (!port) throw new Error('query-worker.ts runs as a worker thread');
const data = workerData as QueryWorkerData;
const { config } = data;
const post = (message: WorkerMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

/** Which request a statement belongs to. */
const currentRequest = new AsyncLocalStorage<number>();

// It hears only what the main thread relays (query-workers.ts), which keeps its caches fresh.
const relayed = new LocalTransport();
const thread = await createThreadServices({
  data,
  thread: 'graphql-query-worker',
  // The main thread writes these lines through the process's logger.
  writeLog: (line) => post({ type: 'log', line }),
  transport: relayed,
  poolMax: config.GRAPHQL_MAX_DB_CONNECTIONS * config.GRAPHQL_WORKER_CONCURRENCY,
  onQuery: data.reportStatements
    ? (sql) => {
        const id = currentRequest.getStore();
        if (id !== undefined) post({ type: 'statement', id, sql });
      }
    : undefined,
});
const { orm, services } = thread;
const yoga = createGraphqlYoga<GraphqlServerContext>({
  schema,
  services,
  onUnexpectedError: (error) =>
    post({
      type: 'error',
      message: error instanceof Error ? error.message : String(error),
      stack: error instanceof Error ? error.stack : undefined,
    }),
});

async function run(request: OffloadedRequest): Promise<OffloadedResponse> {
  const response = await currentRequest.run(request.id, () =>
    RequestContext.create(orm.em, () =>
      withConnectionShare(config.GRAPHQL_MAX_DB_CONNECTIONS, () =>
        yoga.fetch(
          request.url,
          { method: request.method, headers: request.headers, body: request.body },
          { actor: request.actor },
        ),
      ),
    ),
  );
  // A copy of its own, to be handed over rather than copied again: the buffer the response gives may
  // be a view of memory that cannot be transferred.
  const body = new Uint8Array(await response.arrayBuffer()).slice().buffer;
  return { status: response.status, headers: [...response.headers], body };
}

port.on('message', (message: OffloadedRequest | RelayedEvent | { type: 'close' }) => {
  if ('type' in message && message.type === 'event') {
    void relayed.publish(message.message);
    return;
  }
  if ('type' in message) {
    void thread.close().then(() => port.close());
    return;
  }
  run(message).then(
    (response) => post({ type: 'response', id: message.id, response }, [response.body]),
    (error: unknown) =>
      post({
        type: 'failed',
        id: message.id,
        message: error instanceof Error ? error.message : String(error),
      }),
  );
});
post({ type: 'ready' });
