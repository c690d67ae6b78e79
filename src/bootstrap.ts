import path from 'node:path';
import type { Config } from './config.ts';
import { setUpEncryption } from './core/encryption-setup.ts';
import { EventBus, LocalTransport, RedisTransport } from './core/events.ts';
import { silentLogger, type Logger } from './core/logger.ts';
import { Periodic } from './core/periodic.ts';
import { Queue } from './core/queue.ts';
import { RateLimits } from './core/rate-limits.ts';
import { UnitOfWork } from './core/tx.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded-postgres.ts';
import { createOrm, migrate, type Orm } from './db/orm.ts';
import { QueryWorkers } from './graphql/offload/query-workers.ts';
import { removeExpiredRootCredentials, writeInitialRootCredentials } from './initial-root-credentials.ts';
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
  /** The process's one logger (core/logger.ts createLogger): Fastify's and every background part's. */
  logger?: Logger;
  /** Run pg-boss (background jobs). */
  queue?: boolean;
  /** Receives every SQL statement. */
  onQuery?: (sql: string) => void;
}

/**
 * Database → migrations → bus → queue → seed → HTTP application, each step said in one log line as it
 * starts (the first start spends seconds in initdb and migrations). Shared by main.ts and the tests.
 */
export async function bootstrap(config: Config, options: BootstrapOptions = {}): Promise<RunningApp> {
  const logger = options.logger ?? silentLogger();
  const cleanups: { name: string; run: () => Promise<void> }[] = [];
  const cleanup = async () => {
    for (const { name, run } of cleanups.reverse()) await stopStep(logger, name, run);
  };
  try {
    let url = config.DATABASE_URL;
    if (!url) {
      const embedded: EmbeddedDatabase = await startEmbeddedPostgres({
        dataDir: path.join(config.dataDir, 'postgres'),
        logger,
      });
      cleanups.push({ name: 'embedded PostgreSQL', run: () => embedded.stop() });
      url = embedded.url;
    }
    logger.info('Connecting to the database and applying migrations');
    const orm = await createOrm({
      url,
      poolMax: config.DB_POOL_MAX,
      debug: config.DB_DEBUG,
      logger,
      onQuery: options.onQuery,
    });
    cleanups.push({ name: 'database connections', run: () => orm.close() });
    await migrate(orm);
    logger.info('Checking the encryption key');
    const encryption = await setUpEncryption(orm, { key: config.ENCRYPTION_KEY, dataDir: config.dataDir });

    logger.info(config.REDIS_URL ? 'Connecting to Redis for domain events' : 'Starting the event bus');
    const bus = new EventBus(
      config.REDIS_URL ? new RedisTransport(config.REDIS_URL, config.REDIS_CHANNEL) : new LocalTransport(),
      logger,
    );
    await bus.start();
    cleanups.push({ name: 'event bus', run: () => bus.close() });
    const uow = new UnitOfWork(orm, bus, logger);
    const rateLimits = new RateLimits({ redisUrl: config.REDIS_URL, keyPrefix: config.REDIS_KEY_PREFIX });
    cleanups.push({ name: 'rate-limit store', run: () => rateLimits.close() });

    let queue: Queue | null = null;
    if (options.queue !== false) {
      logger.info('Starting the job queue');
      queue = new Queue(url, logger);
      await queue.start();
      cleanups.push({ name: 'job queue', run: () => queue!.stop() });
    }

    const queryWorkers = new QueryWorkers({
      config,
      databaseUrl: url,
      onQuery: options.onQuery,
      logger,
      bus,
    });
    cleanups.push({ name: 'GraphQL query workers', run: () => queryWorkers.close() });
    const server = await buildServer({
      config,
      orm,
      uow,
      bus,
      queue,
      encryption,
      rateLimits,
      queryWorkers,
      logger,
    });
    cleanups.push({ name: 'git processes', run: async () => server.services.storages.close() });
    const seed = await seedAndSay(server.services, config, logger);
    logger.info('Taking up work an earlier run left unfinished');
    await server.services.storageMoves.start();
    // Repositories a crash left without their owner's row (a creation or deletion cut short) go.
    await server.services.repositories.removeOrphans();
    await server.services.snippets.removeOrphans();
    cleanups.push({ name: 'storage moves', run: () => server.services.storageMoves.idle() });
    server.services.pipelines.start();
    cleanups.push({ name: 'pipeline creation', run: () => server.services.pipelines.stop() });
    server.services.mergeRequestPipelines.start();
    cleanups.push({
      name: 'merge request pipelines',
      run: () => server.services.mergeRequestPipelines.stop(),
    });
    // Merges a crash cut short are finished or undone before trains move again.
    await server.services.mergeTrains.engine.start();
    cleanups.push({ name: 'merge trains', run: () => server.services.mergeTrains.engine.stop() });
    cleanups.push({ name: 'merge request diffs', run: () => server.services.mergeRequests.settle() });
    // Merges a crash cut short are finished or dropped before requests come in.
    await server.services.merging.start();
    cleanups.push({ name: 'merging', run: () => server.services.merging.stop() });
    // Diffs a crash left uncomputed (merge requests written, the refresh gone with the process).
    await server.services.mergeRequests.resumeRefreshes();
    // Webhook deliveries a crash left unsent, and events never turned into deliveries.
    await server.services.hookDeliveries.start();
    cleanups.push({ name: 'webhook deliveries', run: () => server.services.hookDeliveries.stop() });
    const ciSweep = new Periodic(config.CI_SWEEP_INTERVAL_MS, () =>
      Promise.all([
        server.services.ciEngine
          .sweep({
            stuckAfterSeconds: config.CI_STUCK_PENDING_SECONDS,
            timeoutGraceSeconds: config.CI_TIMEOUT_GRACE_SECONDS,
            defaultTimeoutSeconds: DEFAULT_JOB_TIMEOUT_SECONDS,
          })
          .catch((error: unknown) => logger.error({ err: error }, 'CI sweep failed')),
        server.services.pipelineSchedules
          .runDue()
          .catch((error: unknown) => logger.error({ err: error }, 'Pipeline schedules failed')),
        server.services.expiredArtifacts
          .removeExpired()
          .catch((error: unknown) => logger.error({ err: error }, 'Removing expired artifacts failed')),
        // Environments past their `auto_stop_in`.
        server.services.environments
          .stopExpired()
          .catch((error: unknown) => logger.error({ err: error }, 'Stopping expired environments failed')),
        server.services.environments
          .deleteScheduled()
          .catch((error: unknown) => logger.error({ err: error }, 'Deleting review apps failed')),
      ]),
    );
    cleanups.push({ name: 'CI sweep', run: () => ciSweep.stop() });
    server.services.repositoryHousekeeping.start();
    cleanups.push({
      name: 'repository housekeeping',
      run: async () => {
        server.services.repositoryHousekeeping.stop();
        await server.services.repositoryHousekeeping.idle();
      },
    });
    server.services.inactiveProjectDeletion.start(config.INACTIVE_PROJECTS_CHECK_INTERVAL_SECONDS);
    cleanups.push({
      name: 'inactive project deletion',
      run: () => server.services.inactiveProjectDeletion.stop(),
    });
    if (config.ERROR_TRACKING_PURGE_INTERVAL_SECONDS > 0) {
      const errorRetention = new Periodic(config.ERROR_TRACKING_PURGE_INTERVAL_SECONDS * 1000, () =>
        server.services.errorTrackingErrors
          .purgeExpired()
          .catch((error: unknown) =>
            logger.error({ err: error }, 'Removing expired error tracking data failed'),
          ),
      );
      cleanups.push({ name: 'error tracking retention', run: () => errorRetention.stop() });
    }
    server.services.ldapSync.start(config.LDAP_SYNC_INTERVAL_SECONDS);
    cleanups.push({ name: 'LDAP group sync', run: () => server.services.ldapSync.stop() });
    // What is left undispatched is tried again at the next round.
    const redelivery = new Periodic(5000, () => uow.redeliver().catch(() => undefined));
    cleanups.push({ name: 'event redelivery', run: () => redelivery.stop() });
    await uow.redeliver(0);

    // After redelivery: events a crash left unsent are claimed by the listener or its recovery, once.
    server.services.notificationEmails.start();
    cleanups.push({ name: 'notification emails', run: () => server.services.notificationEmails.stop() });
    server.services.runnerJobs.queue.start(bus);
    cleanups.push({ name: 'HTTP server', run: () => server.app.close() });
    // Before the server closes: held job requests answer at once.
    cleanups.push({
      name: 'job request long polls',
      run: async () => server.services.runnerJobs.queue.stop(),
    });
    return { ...server, orm, queryWorkers, seed, close: cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

/**
 * Creates root on the first start; the secrets generated for it go to a file of the data directory
 * (see initial-root-credentials.ts), and the log says where. A file left from a first start 24 hours
 * or more ago goes.
 */
async function seedAndSay(
  services: RunningApp['services'],
  config: Config,
  logger: Logger,
): Promise<SeedResult> {
  const removed = await removeExpiredRootCredentials(config.dataDir);
  if (removed)
    logger.info({ file: removed }, `Removed ${removed}, written at the first start over 24 hours ago`);
  const written: { file?: string } = {};
  const seed = await seedRoot(services, config, async (secrets) => {
    written.file = await writeInitialRootCredentials(config.dataDir, secrets);
  });
  const file = written.file;
  if (file) {
    logger.info(
      { file },
      `Created the administrator root; its generated credentials are in ${file} (readable by this user only), which the first start 24 hours or more from now removes`,
    );
  } else if (seed.created) {
    logger.info('Created the administrator root with ROOT_PASSWORD and ROOT_TOKEN');
  }
  return seed;
}

/** Runs one shutdown step; one that takes long says what shutting down waits for. */
async function stopStep(logger: Logger, name: string, run: () => Promise<void>): Promise<void> {
  const slow = setTimeout(() => logger.warn(`Shutting down: still waiting for the ${name}`), 10_000);
  try {
    await run();
  } catch (error) {
    logger.error({ err: error }, `Shutting down the ${name} failed`);
  } finally {
    clearTimeout(slow);
  }
}
