import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  api,
  killService,
  newDataDir,
  postgresProcessesIn,
  postmasterPid,
  startService,
  stopService,
  type ServiceProcess,
} from './support/service-process.ts';

/**
 * kill -9 of `node src/main.ts` (the embedded PostgreSQL survives it), then a start on the same
 * data directory: the service comes back, nothing committed is lost, nothing is half-written,
 * nothing is stuck; and the restarted service shuts down leaving no PostgreSQL behind.
 */

const dirs: string[] = [];
const running = new Set<ServiceProcess>();

afterAll(async () => {
  for (const service of running) service.child.kill('SIGKILL');
  for (const dir of dirs) {
    // Whatever a failed case left running on its data directory goes before the directory.
    for (const pid of await postgresProcessesIn(dir).catch(() => [])) process.kill(pid, 'SIGKILL');
    await fs.rm(dir, { recursive: true, force: true });
  }
});

async function dataDir(): Promise<string> {
  const dir = await newDataDir();
  dirs.push(dir);
  return dir;
}

async function start(dir: string, options: Parameters<typeof startService>[1] = {}): Promise<ServiceProcess> {
  const service = await startService(dir, options);
  running.add(service);
  return service;
}

async function kill9(service: ServiceProcess): Promise<void> {
  await killService(service);
  running.delete(service);
}

/** SIGTERM to the restarted service: it exits 0 and no PostgreSQL is left in its data directory. */
async function stopsCleanly(service: ServiceProcess): Promise<void> {
  const code = await stopService(service);
  running.delete(service);
  expect(code, service.output()).toBe(0);
  expect(await postgresProcessesIn(service.dataDir)).toEqual([]);
  expect(await postmasterPid(service.dataDir)).toBeNull();
}

describe('kill -9 and a restart on the same data directory', () => {
  it('stops the PostgreSQL the killed service left running, and starts with everything committed', async () => {
    const dir = await dataDir();
    const first = await start(dir);
    const created = await api(first, 'POST', '/projects', { name: 'before-the-crash' });
    expect(created.status).toBe(201);
    const postmaster = await postmasterPid(dir);
    await kill9(first);
    // The orphan: PostgreSQL outlives the process that started it.
    expect(await postgresProcessesIn(dir)).toContain(postmaster);

    const second = await start(dir, { port: first.port });
    expect(second.output()).toContain(`Stopping the PostgreSQL (pid ${postmaster})`);
    expect(await postgresProcessesIn(dir)).not.toContain(postmaster);
    const project = await api(second, 'GET', `/projects/${created.body.id}`);
    expect(project.body).toMatchObject({ name: 'before-the-crash' });
    await stopsCleanly(second);
  });

  it('starts past a postmaster.pid whose pid now belongs to another process, and refuses a data directory a live service uses', async () => {
    const dir = await dataDir();
    const first = await start(dir);
    // A second service on the same data directory must not take the first one's database away.
    const second = spawn(process.execPath, ['src/main.ts'], {
      env: { ...process.env, DATA_DIR: dir, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '', REDIS_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let refused = '';
    second.stderr.on('data', (chunk: Buffer) => (refused += chunk.toString()));
    expect(await new Promise((resolve) => second.on('exit', resolve))).toBe(1);
    expect(refused).toContain('belongs to a service that is still running');
    expect((await api(first, 'GET', '/user')).status).toBe(200);
    await stopsCleanly(first);

    // After a reboot pids are handed out again: the lock file may name a live process that is not PostgreSQL.
    const stranger = spawn('sleep', ['600'], { stdio: 'ignore' });
    try {
      const lockFile = path.join(dir, 'postgres', 'postmaster.pid');
      await fs.writeFile(lockFile, `${stranger.pid}\n${path.join(dir, 'postgres')}\n1764000000\n5432\n`);
      const third = await start(dir);
      expect((await api(third, 'GET', '/user')).status).toBe(200);
      await stopsCleanly(third);
    } finally {
      stranger.kill('SIGKILL');
    }
  });
});
