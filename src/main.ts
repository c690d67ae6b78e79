import { bootstrap } from './bootstrap.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { createLogger, type Logger } from './core/logger.ts';
import { StartupRefusal } from './core/startup-refusal.ts';

/**
 * Process entry: configuration → database → server; SIGTERM/SIGINT shut down in order. Everything
 * it writes is a JSON line of its one logger, on standard output.
 */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    // LOG_LEVEL is part of what could not be read.
    return refuseToStart(createLogger({ level: 'info' }), error);
  }
  const logger = createLogger({ level: config.LOG_LEVEL });
  process.on('uncaughtException', (error) => {
    loud(logger).fatal({ err: error }, 'Uncaught exception; exiting');
    process.exit(1);
  });

  logger.info(
    { dataDir: config.dataDir, database: config.DATABASE_URL ? 'external' : 'embedded' },
    'Starting Railyard',
  );
  let running: Awaited<ReturnType<typeof bootstrap>>;
  try {
    running = await bootstrap(config, { logger });
    await running.app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    return refuseToStart(logger, error);
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received, shutting down`);
    const force = setTimeout(() => {
      logger.error('Shutdown timed out; exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS + 5000);
    force.unref();
    running
      .close()
      .then(() => {
        logger.info('Shut down');
        process.exit(0);
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'Shutting down failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

/**
 * Ends a start that failed: a refusal the operator can act on (configuration, data directory,
 * encryption key) is said in its own words; anything else with its stack, as a field of the line.
 */
function refuseToStart(logger: Logger, error: unknown): never {
  if (error instanceof ConfigError || error instanceof StartupRefusal) loud(logger).fatal(error.message);
  else loud(logger).fatal({ err: error }, 'The service could not start');
  process.exit(1);
}

/** Why the process ends is said even with LOG_LEVEL=silent. */
function loud(logger: Logger): Logger {
  return logger.level === 'silent' ? createLogger({ level: 'fatal' }) : logger;
}

await main();
