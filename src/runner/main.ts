/**
 * The bundled runner: `npm run runner -- --url http://localhost:3000 --token glrt-...` takes jobs
 * from the service and runs them with a shell executor, speaking only the runner protocol.
 */
import { pino } from 'pino';
import { createLogger } from '../core/logger.ts';
import { parseInvocation, usage } from './cli.ts';
import { RUNNER_VERSION, RunnerStartError, startRunner } from './runner.ts';

const invocation = parseInvocation(process.argv.slice(2));
switch (invocation.kind) {
  case 'help':
    process.stdout.write(usage());
    break;
  case 'version':
    process.stdout.write(`railyard-runner ${RUNNER_VERSION}\n`);
    break;
  case 'usage-error':
    process.stderr.write(`railyard-runner: ${invocation.message}\nSee --help for the options.\n`);
    process.exitCode = 2;
    break;
  case 'run': {
    const { settings } = invocation;
    // As GitLab Runner's, the log goes to standard error; it is JSON lines, as the service's.
    const logger = createLogger({
      level: settings.logLevel,
      stream: pino.destination({ dest: 2, sync: true }),
    });
    process.on('uncaughtException', (error) => {
      logger.fatal({ err: error }, 'The runner failed');
      process.exit(1);
    });
    const controller = new AbortController();
    process.on('SIGTERM', () => controller.abort());
    process.on('SIGINT', () => controller.abort());
    try {
      await startRunner({ ...settings, signal: controller.signal, logger });
    } catch (error) {
      // Why it could not start is already logged.
      if (!(error instanceof RunnerStartError)) logger.fatal({ err: error }, 'The runner failed');
      process.exitCode = 1;
    }
    break;
  }
}
