import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import { setUpEncryption } from './core/encryption-setup.ts';
import { EventBus, LocalTransport, RedisTransport } from './core/events.ts';
import { Periodic } from './core/periodic.ts';
import { Queue } from './core/queue.ts';
import { RateLimits } from './core/rate-limits.ts';
import { UnitOfWork } from './core/tx.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded-postgres.ts';
import { createOrm, migrate, type Orm } from './db/orm.ts';
import { QueryWorkers } from './graphql/offload/query-workers.ts';
import { seedRoot, type SeedResult } from './seed.ts';
import { buildServer, type BuiltServer } from './server.ts';
import { DEFAULT_JOB_TIMEOUT_SECONDS } from './modules/ci/runners/job-payload.ts';

export interface RunningApp extends BuiltServer {
  orm: Orm;
  queryWorkers: QueryWorkers;
  seed: SeedResult;
  /** Stops in order: HTTP server (in-flight requests finish), queue, bus, database. */
  close(): Promise<void>;
}

export interface BootstrapOptions {
  logger?: FastifyServerOptions['logger'];
  /** Run pg-boss (background jobs). */
  queue?: boolean;
  /** Receives every SQL statement. */
  onQuery?: (sql: string) => void;
}

/** Database → migrations → bus → queue → seed → HTTP application. Shared by main.ts and the tests. */
export async function bootstrap(config: Config, options: BootstrapOptions = {}): Promise<RunningApp> {
  const cleanups: { name: string; run: () => Promise<void> }[] = [];
  const cleanup = async () => {
    for (const { name, run } of cleanups.reverse()) await stopStep(name, run);
  };
  try {
    let url = config.DATABASE_URL;
    if (!url) {
      const embedded: EmbeddedDatabase = await startEmbeddedPostgres({
        dataDir: path.join(config.dataDir, 'postgres'),
      });
      cleanups.push({ name: 'embedded PostgreSQL', run: () => embedded.stop() });
      url = embedded.url;
    }
    const orm = await createOrm({
      url,
      poolMax: config.DB_POOL_MAX,
      debug: config.DB_DEBUG,
      onQuery: options.onQuery,
    });
    cleanups.push({ name: 'database connections', run: () => orm.close() });
    await migrate(orm);
    const encryption = await setUpEncryption(orm, { key: config.ENCRYPTION_KEY, dataDir: config.dataDir });

    const bus = new EventBus(
      config.REDIS_URL ? new RedisTransport(config.REDIS_URL, config.REDIS_CHANNEL) : new LocalTransport(),
    );
    await bus.start();
    cleanups.push({ name: 'event bus', run: () => bus.close() });
    const uow = new UnitOfWork(orm, bus);
    const rateLimits = new RateLimits({ redisUrl: config.REDIS_URL, keyPrefix: config.REDIS_KEY_PREFIX });
    cleanups.push({ name: 'rate-limit store', run: () => rateLimits.close() });

    let queue: Queue | null = null;
    if (options.queue !== false) {
      queue = new Queue(url);
      await queue.start();
      cleanups.push({ name: 'job queue', run: () => queue!.stop() });
    }

    const queryWorkers = new QueryWorkers({
      config,
      databaseUrl: url,
      onQuery: options.onQuery,
      onError: (message, detail) => server.app.log.error({ err: detail }, message),
    });
    cleanups.push({ name: 'GraphQL query workers', run: () => queryWorkers.close() });
    const server = await buildServer(
      { config, orm, uow, bus, queue, encryption, rateLimits, queryWorkers },
      options.logger ?? false,
    );
    cleanups.push({ name: 'git processes', run: async () => server.services.storages.close() });
    const seed = await seedRoot(server.services, config);
    await server.services.storageMoves.start();
    // Repositories a crash left without their owner's row (a creation or deletion cut short) go.
    await server.services.repositories.removeOrphans();
    await server.services.snippets.removeOrphans();
    cleanups.push({ name: 'storage moves', run: () => server.services.storageMoves.idle() });
    server.services.pipelines.start();
    cleanups.push({ name: 'pipeline creation', run: () => server.services.pipelines.stop() });
    const ciSweep = new Periodic(config.CI_SWEEP_INTERVAL_MS, () =>
      Promise.all([
        server.services.ciEngine
          .sweep({
            stuckAfterSeconds: config.CI_STUCK_PENDING_SECONDS,
            timeoutGraceSeconds: config.CI_TIMEOUT_GRACE_SECONDS,
            defaultTimeoutSeconds: DEFAULT_JOB_TIMEOUT_SECONDS,
          })
          .catch((error: unknown) => console.error('CI sweep failed', error)),
        server.services.pipelineSchedules
          .runDue()
          .catch((error: unknown) => console.error('Pipeline schedules failed', error)),
      ]),
    );
    cleanups.push({ name: 'CI sweep', run: () => ciSweep.stop() });
    // What is left undispatched is tried again at the next round.
    const redelivery = new Periodic(5000, () => uow.redeliver().catch(() => undefined));
    cleanups.push({ name: 'event redelivery', run: () => redelivery.stop() });
    await uow.redeliver(0);

    cleanups.push({ name: 'HTTP server', run: () => server.app.close() });
    return { ...server, orm, queryWorkers, seed, close: cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

/** Runs one shutdown step; one that takes long says what shutting down waits for. */
async function stopStep(name: string, run: () => Promise<void>): Promise<void> {
  const slow = setTimeout(() => console.error(`Shutting down: still waiting for the ${name}`), 10_000);
  try {
    await run();
  } catch (error) {
    console.error(`Shutting down the ${name} failed`, error);
  } finally {
    clearTimeout(slow);
  }
}
