/**
 * A query worker: a thread of its own (own event loop, own heap and garbage collector) with its own
 * database connections and the same services and GraphQL executor as the main thread. It runs the
 * queries that can return many nodes, so that their work never holds up the requests on the main
 * thread. It only reads: mutations and subscriptions stay on the main thread.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { RequestContext } from '@mikro-orm/postgresql';
import { setUpEncryption } from '../../core/encryption-setup.ts';
import { EventBus, LocalTransport } from '../../core/events.ts';
import { RateLimits } from '../../core/rate-limits.ts';
import { createLogger, type LogSettings } from '../../core/logger.ts';
import { UnitOfWork } from '../../core/tx.ts';
import { withConnectionShare } from '../../db/connection-share.ts';
import { createOrm } from '../../db/orm.ts';
import { createServices } from '../../services.ts';
import { schema } from '../schema.ts';
import { createGraphqlYoga, type GraphqlServerContext } from '../yoga.ts';
import type { OffloadedRequest, OffloadedResponse, QueryWorkerData, WorkerMessage } from './messages.ts';

const port = parentPort;
if (!port) throw new Error('query-worker.ts runs as a worker thread');
const data = workerData as QueryWorkerData;
const { config } = data;
const post = (message: WorkerMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
// The main thread writes these lines through the process's logger.
const logger = createLogger({
  level: data.logLevel as LogSettings['level'],
  stream: { write: (line: string) => post({ type: 'log', line }) },
}).child({ thread: 'graphql-query-worker' });

/** Which request a statement belongs to. */
const currentRequest = new AsyncLocalStorage<number>();

const orm = await createOrm({
  url: data.databaseUrl,
  poolMax: config.GRAPHQL_MAX_DB_CONNECTIONS * config.GRAPHQL_WORKER_CONCURRENCY,
  // The main thread created and migrated it.
  ensureDatabase: false,
  onQuery: data.reportStatements
    ? (sql) => {
        const id = currentRequest.getStore();
        if (id !== undefined) post({ type: 'statement', id, sql });
      }
    : undefined,
});
const bus = new EventBus(new LocalTransport(), logger);
await bus.start();
const rateLimits = new RateLimits({ redisUrl: config.REDIS_URL, keyPrefix: config.REDIS_KEY_PREFIX });
const services = createServices({
  config,
  orm,
  uow: new UnitOfWork(orm, bus, logger),
  bus,
  queue: null,
  logger,
  encryption: await setUpEncryption(orm, { key: config.ENCRYPTION_KEY, dataDir: config.dataDir }),
  rateLimits,
});
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

port.on('message', (message: OffloadedRequest | { type: 'close' }) => {
  if ('type' in message) {
    services.storages.close();
    void Promise.allSettled([bus.close(), rateLimits.close(), orm.close()]).then(() => port.close());
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
