import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry.ts';

/**
 * The runner's command line. Help, the version and usage errors are the command's own output (on
 * standard output and standard error, as plain text); once the runner starts, it only logs.
 */

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type RunnerLogLevel = (typeof LOG_LEVELS)[number];

export interface RunnerSettings {
  url: string;
  token: string;
  cloneUrl?: string;
  cacheDir?: string;
  concurrency: number;
  retry: RetryPolicy;
  logLevel: RunnerLogLevel;
}

export type Invocation =
  | { kind: 'run'; settings: RunnerSettings }
  | { kind: 'help' }
  | { kind: 'version' }
  | { kind: 'usage-error'; message: string };

export function usage(): string {
  return `Usage: npm run runner -- --token <runner token> [options]
       node src/runner/main.ts --token <runner token> [options]

Takes CI/CD jobs from the service and runs them with a shell executor (bash), speaking only the
runner protocol. It logs one JSON line per event on standard error: the token verified, each job
received and how it ended, the service going away and coming back.

Options:
  --url <url>                The service (default: $RAILYARD_URL or http://localhost:3000)
  --token <token>            The runner's authentication token, glrt-... (default: $RUNNER_TOKEN);
                             create a runner with POST /api/v4/user/runners to get one
  --clone-url <url>          Clone from here when the service's external URL is not reachable
  --cache-dir <dir>          Where caches are kept (default: ${path.join(os.tmpdir(), 'railyard-runner-cache')})
  --concurrency <n>          Jobs run at once (default: 1)
  --retry-delay-ms <ms>      First wait before a job's report is sent again while the service is
                             away (default: $RUNNER_RETRY_DELAY_MS or ${DEFAULT_RETRY_POLICY.delayMs})
  --retry-max-delay-ms <ms>  Longest wait between tries (default: $RUNNER_RETRY_MAX_DELAY_MS or ${DEFAULT_RETRY_POLICY.maxDelayMs})
  --retry-timeout-ms <ms>    When to give up (default: $RUNNER_RETRY_TIMEOUT_MS or ${DEFAULT_RETRY_POLICY.timeoutMs})
  --log-level <level>        ${LOG_LEVELS.join(', ')} (default: $LOG_LEVEL or info)
  -h, --help                 Show this text
  --version                  Show the version

Exit status: 0 once stopped by SIGTERM or SIGINT (running jobs finish first); 1 when the service
refuses the token or cannot be reached at start; 2 for a usage error.
`;
}

/** What the command line asks for; a usage error says what is wrong. */
export function parseInvocation(args: string[], env: NodeJS.ProcessEnv = process.env): Invocation {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        url: { type: 'string', default: env['RAILYARD_URL'] || 'http://localhost:3000' },
        token: { type: 'string', default: env['RUNNER_TOKEN'] || undefined },
        'clone-url': { type: 'string' },
        'cache-dir': { type: 'string' },
        concurrency: { type: 'string', default: '1' },
        'retry-delay-ms': {
          type: 'string',
          default: env['RUNNER_RETRY_DELAY_MS'] || String(DEFAULT_RETRY_POLICY.delayMs),
        },
        'retry-max-delay-ms': {
          type: 'string',
          default: env['RUNNER_RETRY_MAX_DELAY_MS'] || String(DEFAULT_RETRY_POLICY.maxDelayMs),
        },
        'retry-timeout-ms': {
          type: 'string',
          default: env['RUNNER_RETRY_TIMEOUT_MS'] || String(DEFAULT_RETRY_POLICY.timeoutMs),
        },
        'log-level': { type: 'string', default: env['LOG_LEVEL'] || 'info' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean' },
      },
    }));
  } catch (error) {
    return { kind: 'usage-error', message: (error as Error).message };
  }
  if (values.help) return { kind: 'help' };
  if (values.version) return { kind: 'version' };
  const problems: string[] = [];
  if (!values.token)
    problems.push(
      'A runner token is needed: --token glrt-... (create a runner with POST /api/v4/user/runners)',
    );
  try {
    new URL(values.url);
  } catch {
    problems.push(`--url must be a URL, such as http://localhost:3000 (got "${values.url}")`);
  }
  const positive = (name: string, value: string, what: string) => {
    const number = Number(value);
    if (Number.isInteger(number) && number > 0) return number;
    problems.push(`--${name} must be a positive whole number of ${what} (got "${value}")`);
    return 0;
  };
  const concurrency = positive('concurrency', values.concurrency, 'jobs');
  const retry: RetryPolicy = {
    delayMs: positive('retry-delay-ms', values['retry-delay-ms'], 'milliseconds'),
    maxDelayMs: positive('retry-max-delay-ms', values['retry-max-delay-ms'], 'milliseconds'),
    timeoutMs: positive('retry-timeout-ms', values['retry-timeout-ms'], 'milliseconds'),
  };
  const logLevel = values['log-level'];
  if (!LOG_LEVELS.includes(logLevel as RunnerLogLevel))
    problems.push(`--log-level must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);
  if (problems.length > 0) return { kind: 'usage-error', message: problems.join('\n') };
  return {
    kind: 'run',
    settings: {
      url: values.url,
      token: values.token!,
      cloneUrl: values['clone-url'],
      cacheDir: values['cache-dir'],
      concurrency,
      retry,
      logLevel: logLevel as RunnerLogLevel,
    },
  };
}
