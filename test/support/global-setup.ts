import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createLogger } from '../../src/core/logger.ts';
import { Queue } from '../../src/core/queue.ts';
import { freePort, startEmbeddedPostgres } from '../../src/db/embedded-postgres.ts';
import { createOrm, migrate } from '../../src/db/orm.ts';
import { TEMPLATE_DATABASE, withDatabase } from './databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Server URL (database `postgres`) of the run's PostgreSQL. */
    pgServerUrl: string;
    /** Redis for multi-instance tests: REDIS_URL, or a redis-server started for this run; null if neither. */
    redisUrl: string | null;
    /** Where `spawnRunner` records the pid of each runner process it starts. */
    runnerPidsDir: string;
  }
}

/**
 * One PostgreSQL per test run (embedded, or the server of DATABASE_URL), with a migrated template
 * database every test file copies; and a Redis when one can be had.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const stops: (() => Promise<void>)[] = [];
  let serverUrl: string;
  if (process.env['DATABASE_URL']) {
    const url = new URL(process.env['DATABASE_URL']);
    url.pathname = '/postgres';
    serverUrl = url.toString();
  } else {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'railyard-test-'));
    await fs.chmod(dir, 0o755);
    const pg = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), persistent: false });
    stops.push(async () => {
      await pg.stop();
      await fs.rm(dir, { recursive: true, force: true });
    });
    serverUrl = pg.url;
  }

  await withDatabase(serverUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  });
  const templateUrl = databaseUrl(serverUrl, TEMPLATE_DATABASE);
  const orm = await createOrm({ url: templateUrl });
  await migrate(orm);
  await orm.close();
  const queue = new Queue(templateUrl, createLogger({ level: 'warn' }));
  await queue.start();
  await queue.stop();

  const redisUrl = process.env['REDIS_URL'] ?? (await startRedis(stops));
  project.provide('pgServerUrl', serverUrl);
  project.provide('redisUrl', redisUrl);
  const runnerPidsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'railyard-runner-pids-'));
  project.provide('runnerPidsDir', runnerPidsDir);
  stops.push(async () => {
    await killLeftoverRunners(runnerPidsDir);
    await fs.rm(runnerPidsDir, { recursive: true, force: true });
  });

  return async () => {
    for (const stop of stops.reverse()) await stop();
  };
}

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Starts a throwaway redis-server when the binary is installed; null otherwise. */
async function startRedis(stops: (() => Promise<void>)[]): Promise<string | null> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  const started = await new Promise<boolean>((resolve) => {
    child.once('error', () => resolve(false));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve(true);
    });
    setTimeout(() => resolve(false), 10_000);
  });
  if (!started) {
    child.kill();
    return null;
  }
  stops.push(async () => {
    child.kill('SIGTERM');
  });
  return `redis://127.0.0.1:${port}`;
}

/** SIGKILLs each runner `spawnRunner` recorded that is still running (still a runner process). */
async function killLeftoverRunners(pidsDir: string): Promise<void> {
  for (const name of await fs.readdir(pidsDir)) {
    const pid = Number(name);
    const commandLine = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (!commandLine.includes('src/runner/main.ts')) continue;
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // it exited meanwhile
    }
  }
}
