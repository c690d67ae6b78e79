import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../src/db/embedded-postgres.ts';
import { processInfo } from '../../src/db/leftover-postmaster.ts';

/**
 * The service as an operator runs it, `node src/main.ts` with an embedded PostgreSQL in its
 * DATA_DIR, for tests that kill it (SIGKILL) and start it again on the same data directory.
 */
export interface ServiceProcess {
  child: ChildProcess;
  url: string;
  port: number;
  dataDir: string;
  output: () => string;
  exited: Promise<number | null>;
}

export const SERVICE_TOKEN = 'crash-test-root-token-0123456789';

/** A data directory PostgreSQL (the `postgres` user, when the tests run as root) can enter. */
export async function newDataDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'railyard-crash-'));
  await fs.chmod(dir, 0o755);
  return dir;
}

/** Starts the service on `dataDir` (and `port`, to come back where clients expect it) and waits until ready. */
export async function startService(
  dataDir: string,
  options: { port?: number; env?: Record<string, string> } = {},
): Promise<ServiceProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, ['src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      ROOT_TOKEN: SERVICE_TOKEN,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the service exited early:\n${output}`);
    const ready = await fetch(`${url}/-/readiness`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`the service did not become ready:\n${output}`);
    await sleep(100);
  }
  return { child, url, port, dataDir, output: () => output, exited };
}

/** kill -9: nothing of the service runs any more (its embedded PostgreSQL may, orphaned). */
export async function killService(service: ServiceProcess): Promise<void> {
  service.child.kill('SIGKILL');
  await service.exited;
}

/** SIGTERM; resolves with the exit code once the process is gone. */
export async function stopService(service: ServiceProcess): Promise<number | null> {
  service.child.kill('SIGTERM');
  return service.exited;
}

/** The pid in the embedded PostgreSQL's lock file, if there is one. */
export async function postmasterPid(dataDir: string): Promise<number | null> {
  const text = await fs.readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').catch(() => null);
  return text === null ? null : Number(text.split('\n', 1)[0]);
}

/** The PostgreSQL processes (postmaster and children) working in this data directory. */
export async function postgresProcessesIn(dataDir: string): Promise<number[]> {
  const directory = await fs.realpath(path.join(dataDir, 'postgres'));
  const pids = (await fs.readdir('/proc')).filter((name) => /^\d+$/.test(name)).map(Number);
  const found: number[] = [];
  for (const pid of pids) {
    const info = await processInfo(pid);
    if (info?.cwd === directory) found.push(pid);
  }
  return found;
}

/**
 * After a crash test: SIGKILLs the services still running and whatever PostgreSQL a failed case
 * left on each data directory, then removes the directories.
 */
export async function removeServiceLeftovers(
  services: Iterable<ServiceProcess>,
  dataDirs: readonly string[],
): Promise<void> {
  for (const service of services) service.child.kill('SIGKILL');
  for (const dir of dataDirs) {
    for (const pid of await postgresProcessesIn(dir).catch(() => [])) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone with its postmaster
      }
    }
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/**
 * A connection to the service's embedded PostgreSQL (its port is in `postmaster.pid`), for
 * holding locks the service then waits for: a point in the middle of its work the test can see.
 */
export async function serviceDatabase(dataDir: string): Promise<pg.Client> {
  const lines = (await fs.readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n');
  const client = new pg.Client({
    host: '127.0.0.1',
    port: Number(lines[3]),
    user: 'postgres',
    password: 'postgres',
    database: 'postgres',
  });
  // The connection dies with the server it talks to; that is expected here.
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

/**
 * Waits until `count` sessions wait for a lock: the one `holder` holds, or one held by a session
 * that waits for it.
 */
export async function waitUntilBlocked(holder: pg.Client, what: string, count = 1): Promise<void> {
  await waitFor(async () => {
    // pg_locks is read live (pg_stat_activity would be a snapshot kept for the holder's transaction).
    const blocked = await holder.query<{ n: string }>(
      'select count(distinct pid) as n from pg_locks where not granted and pid <> pg_backend_pid()',
    );
    return Number(blocked.rows[0]!.n) >= count;
  }, `${what} to wait for the test's lock`);
}

export interface Answer<T = any> {
  status: number;
  body: T;
}

/** A REST call as root (or with `token`). */
export async function api<T = any>(
  service: { url: string },
  method: string,
  route: string,
  body?: unknown,
  token: string = SERVICE_TOKEN,
): Promise<Answer<T>> {
  const response = await fetch(`${service.url}/api/v4${route}`, {
    method,
    headers: {
      'private-token': token,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** Polls `check` every 100 ms until it holds, for at most `timeoutMs`. */
export async function waitFor(
  check: () => Promise<boolean>,
  what: string,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
