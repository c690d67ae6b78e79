import { bootstrap } from './bootstrap.ts';
import { ConfigError, loadConfig } from './config.ts';

/** Process entry: configuration → database → server; SIGTERM/SIGINT shut down in order. */
async function main(): Promise<void> {
  const config = loadConfig();
  const running = await bootstrap(config, {
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
  });
  if (running.seed.generatedToken) {
    console.log(
      `Created the administrator "root". Its personal access token (shown once): ${running.seed.generatedToken}`,
    );
  }
  if (running.seed.generatedPassword) {
    console.log(
      `Root password (shown once; set ROOT_PASSWORD to choose it): ${running.seed.generatedPassword}`,
    );
  }
  await running.app.listen({ port: config.PORT, host: config.HOST });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    running.app.log.info(`${signal} received, shutting down`);
    const force = setTimeout(() => {
      console.error('Shutdown timed out; exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS + 5000);
    force.unref();
    running
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
