/**
 * The services of a worker thread: its own database connections, logger and bus, and the same
 * services as the main thread's, for a thread that does one kind of work (GraphQL queries, webhook
 * deliveries). Nothing is started: no listener, no periodic work.
 */
import type { Config } from './config.ts';
import { setUpEncryption } from './core/encryption-setup.ts';
import { EventBus, type EventTransport } from './core/events.ts';
import { createLogger, type LogSettings, type Logger } from './core/logger.ts';
import { RateLimits } from './core/rate-limits.ts';
import { UnitOfWork } from './core/tx.ts';
import { createOrm, type Orm } from './db/orm.ts';
import { createServices, type Services } from './services.ts';

/** What a worker thread starts from: the instance's settings and its database. */
export interface ThreadData {
  config: Config;
  databaseUrl: string;
  /** The main thread's log level: the thread's lines are relayed to its logger. */
  logLevel: string;
}

export interface ThreadServices {
  orm: Orm;
  bus: EventBus;
  logger: Logger;
  services: Services;
  close(): Promise<void>;
}

export async function createThreadServices(options: {
  data: ThreadData;
  /** Names the thread in its log lines. */
  thread: string;
  /** Where the thread's log lines go (the main thread writes them). */
  writeLog: (line: string) => void;
  transport: EventTransport;
  poolMax: number;
  /** A nice value for the database processes serving the thread, when the database is the embedded one. */
  databaseNice?: number;
  onQuery?: (sql: string) => void;
}): Promise<ThreadServices> {
  const { config } = options.data;
  const logger = createLogger({
    level: options.data.logLevel as LogSettings['level'],
    stream: { write: options.writeLog },
  }).child({ thread: options.thread });
  const orm = await createOrm({
    url: options.data.databaseUrl,
    poolMax: options.poolMax,
    // The main thread created and migrated it.
    ensureDatabase: false,
    onQuery: options.onQuery,
    backendNice: config.DATABASE_URL ? undefined : options.databaseNice,
  });
  const bus = new EventBus(options.transport, logger);
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
  return {
    orm,
    bus,
    logger,
    services,
    async close() {
      services.storages.close();
      await Promise.allSettled([bus.close(), rateLimits.close(), orm.close()]);
    },
  };
}
