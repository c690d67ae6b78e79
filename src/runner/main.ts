/**
 * The bundled runner: `npm run runner -- --url http://localhost:3000 --token glrt-...` takes jobs
 * from the service and runs them with a shell executor, speaking only the runner protocol.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { RunnerClient } from './client.ts';
import { runJob } from './executor.ts';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry.ts';

export interface RunnerOptions {
  url: string;
  token: string;
  /** Where to clone from, when the service's external URL is not reachable from here. */
  cloneUrl?: string;
  /** Where the shell executor keeps caches (default: a directory under the system's temp). */
  cacheDir?: string;
  /** Jobs run at once. */
  concurrency?: number;
  pollIntervalMs?: number;
  /** How a job's log, artifacts and status are sent again while the server is away. */
  retry?: RetryPolicy;
  signal?: AbortSignal;
}

export const RUNNER_VERSION = '17.5.0-railyard';

/** Polls for jobs and runs them until the signal aborts. */
export async function startRunner(options: RunnerOptions): Promise<void> {
  const client = new RunnerClient(options.url, options.token, { retry: options.retry });
  const systemId = `s_${randomBytes(6).toString('hex')}`;
  await client.verify(systemId);
  const running = new Set<Promise<void>>();
  const limit = options.concurrency ?? 1;
  while (!options.signal?.aborted) {
    if (running.size >= limit) {
      await Promise.race(running);
      continue;
    }
    const job = await client.requestJob(systemId, RUNNER_VERSION).catch((error: unknown) => {
      console.error((error as Error).message);
      return null;
    });
    if (!job) {
      await new Promise((resolve) => setTimeout(resolve, options.pollIntervalMs ?? 1000));
      continue;
    }
    const cacheDir = options.cacheDir ?? path.join(os.tmpdir(), 'railyard-runner-cache');
    const task = runJob(client, job, { cloneUrl: options.cloneUrl, cacheDir })
      .catch((error: unknown) => console.error(`Job ${job.id} failed to run:`, error))
      .finally(() => running.delete(task));
    running.add(task);
  }
  await Promise.allSettled([...running]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', default: process.env['RAILYARD_URL'] ?? 'http://localhost:3000' },
      token: { type: 'string', default: process.env['RUNNER_TOKEN'] },
      'clone-url': { type: 'string' },
      'cache-dir': { type: 'string' },
      concurrency: { type: 'string', default: '1' },
      'retry-delay-ms': {
        type: 'string',
        default: process.env['RUNNER_RETRY_DELAY_MS'] ?? String(DEFAULT_RETRY_POLICY.delayMs),
      },
      'retry-max-delay-ms': {
        type: 'string',
        default: process.env['RUNNER_RETRY_MAX_DELAY_MS'] ?? String(DEFAULT_RETRY_POLICY.maxDelayMs),
      },
      'retry-timeout-ms': {
        type: 'string',
        default: process.env['RUNNER_RETRY_TIMEOUT_MS'] ?? String(DEFAULT_RETRY_POLICY.timeoutMs),
      },
    },
  });
  if (!values.token) {
    console.error('A runner token is needed: --token glrt-... (create one with POST /api/v4/user/runners)');
    process.exit(2);
  }
  const milliseconds = (name: keyof typeof values) => {
    const value = Number(values[name]);
    if (!Number.isInteger(value) || value <= 0) {
      console.error(`--${name} must be a positive number of milliseconds`);
      process.exit(2);
    }
    return value;
  };
  const retry: RetryPolicy = {
    delayMs: milliseconds('retry-delay-ms'),
    maxDelayMs: milliseconds('retry-max-delay-ms'),
    timeoutMs: milliseconds('retry-timeout-ms'),
  };
  const controller = new AbortController();
  process.on('SIGTERM', () => controller.abort());
  process.on('SIGINT', () => controller.abort());
  await startRunner({
    url: values.url,
    token: values.token,
    cloneUrl: values['clone-url'],
    cacheDir: values['cache-dir'],
    concurrency: Number(values.concurrency),
    retry,
    signal: controller.signal,
  });
}
