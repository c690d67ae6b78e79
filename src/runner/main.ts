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
  signal?: AbortSignal;
}

export const RUNNER_VERSION = '17.5.0-railyard';

/** Polls for jobs and runs them until the signal aborts. */
export async function startRunner(options: RunnerOptions): Promise<void> {
  const client = new RunnerClient(options.url, options.token);
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
    },
  });
  if (!values.token) {
    console.error('A runner token is needed: --token glrt-... (create one with POST /api/v4/user/runners)');
    process.exit(2);
  }
  const controller = new AbortController();
  process.on('SIGTERM', () => controller.abort());
  process.on('SIGINT', () => controller.abort());
  await startRunner({
    url: values.url,
    token: values.token,
    cloneUrl: values['clone-url'],
    cacheDir: values['cache-dir'],
    concurrency: Number(values.concurrency),
    signal: controller.signal,
  });
}
