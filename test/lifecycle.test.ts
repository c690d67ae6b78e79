import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/db/embedded-postgres.ts';

/**
 * The service as an operator runs it: `node src/main.ts` with an embedded PostgreSQL in DATA_DIR.
 */
interface Service {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
});

async function dataDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'railyard-life-'));
  await fs.chmod(dir, 0o755);
  dirs.push(dir);
  return dir;
}

const LISTENING = /"msg":"Server listening at /;

/**
 * Starts the service on a free port. The port is free when picked, not when the service binds it
 * (its embedded PostgreSQL picks a free port too, and may take the same one): a start that fails
 * with EADDRINUSE is tried again on another port.
 */
async function start(
  env: Record<string, string>,
  command: readonly string[] = [process.execPath, 'src/main.ts'],
): Promise<Service> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(env, command, await freePort());
    } catch (error) {
      if (attempt >= 3 || !/EADDRINUSE/.test(String(error))) throw error;
    }
  }
}

async function startOnce(
  env: Record<string, string>,
  command: readonly string[],
  port: number,
): Promise<Service> {
  const child = spawn(command[0]!, command.slice(1), {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // 'close': the process exited and all it wrote has been read.
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`service exited early:\n${output}`);
    const ready = await fetch(`${url}/-/readiness`)
      .then((r) => r.ok)
      .catch(() => false);
    // Ready, and (at LOG_LEVEL=info) its line about listening read: standard output may lag behind.
    if (ready && (env['LOG_LEVEL'] !== 'info' || LISTENING.test(output))) break;
    if (Date.now() > deadline) throw new Error(`service did not become ready:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, url, output: () => output, exited };
}

async function stop(service: Service): Promise<number | null> {
  service.child.kill('SIGTERM');
  return service.exited;
}

const api = (service: Service, route: string, token?: string, init: RequestInit = {}) =>
  fetch(`${service.url}/api/v4${route}`, {
    ...init,
    headers: { ...(token ? { 'private-token': token } : {}), ...init.headers },
  });

describe('running the service', () => {
  it('creates root on first start from ROOT_TOKEN and ROOT_PASSWORD, and later starts change nothing', async () => {
    const dir = await dataDir();
    const token = 'first-start-token-0123456789';
    const first = await start({ DATA_DIR: dir, ROOT_TOKEN: token, ROOT_PASSWORD: 'first-password-1' });
    const me = await api(first, '/user', token);
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ username: 'root', is_admin: true });
    const oauth = await fetch(`${first.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'password', username: 'root', password: 'first-password-1' }),
    });
    expect(oauth.status).toBe(200);
    expect(await stop(first)).toBe(0);

    const second = await start({
      DATA_DIR: dir,
      ROOT_TOKEN: 'another-token-0123456789',
      ROOT_PASSWORD: 'second-password-2',
    });
    expect((await api(second, '/user', token)).status).toBe(200);
    expect((await api(second, '/user', 'another-token-0123456789')).status).toBe(401);
    const users = (await (await api(second, '/users', token)).json()) as unknown[];
    expect(users).toHaveLength(1);
    expect(await stop(second)).toBe(0);
  });

  it('says each start-up step in one JSON line, and writes the generated root credentials to a file it names', async () => {
    const dir = await dataDir();
    const first = await start({ DATA_DIR: dir, LOG_LEVEL: 'info' });
    // Lines about requests (readiness checks) aside.
    const firstLog = jsonLines(first.output()).filter((entry) => !('reqId' in entry));
    expect(firstLog.map((entry) => entry['msg'])).toEqual([
      'Starting Railyard',
      'Initialising the embedded PostgreSQL data directory (first start)',
      'Starting the embedded PostgreSQL',
      'Connecting to the database and applying migrations',
      'Checking the encryption key',
      'Starting the event bus',
      'Starting the job queue',
      expect.stringMatching(/^Created the administrator root; its generated credentials are in /),
      'Taking up work an earlier run left unfinished',
      expect.stringMatching(/^Server listening at http:\/\/127\.0\.0\.1:\d+$/),
    ]);
    expect(firstLog.every((entry) => entry['level'] === 30)).toBe(true);
    const file = path.join(dir, 'initial_root_credentials');
    expect(firstLog[7]).toMatchObject({ file });
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    const credentials = await fs.readFile(file, 'utf8');
    const token = /^Personal access token: (\S+)$/m.exec(credentials)![1]!;
    const password = /^Password: (\S+)$/m.exec(credentials)![1]!;
    expect((await api(first, '/user', token)).status).toBe(200);
    const oauth = await fetch(`${first.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'password', username: 'root', password }),
    });
    expect(oauth.status).toBe(200);
    // Secrets stay out of the log.
    expect(first.output()).not.toContain(token);
    expect(first.output()).not.toContain(password);
    expect(await stop(first)).toBe(0);
    expect(
      jsonLines(first.output())
        .slice(-2)
        .map((entry) => entry['msg']),
    ).toEqual(['SIGTERM received, shutting down', 'Shut down']);

    // A start a day later initialises nothing, creates no root, and removes the file.
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await fs.utimes(file, dayAgo, dayAgo);
    const second = await start({ DATA_DIR: dir, LOG_LEVEL: 'info' });
    const secondSteps = jsonLines(second.output()).map((entry) => entry['msg'] as string);
    expect(secondSteps).not.toContain('Initialising the embedded PostgreSQL data directory (first start)');
    expect(secondSteps.filter((msg) => msg.startsWith('Created the administrator'))).toEqual([]);
    expect(secondSteps).toContain(`Removed ${file}, written at the first start over 24 hours ago`);
    await expect(fs.access(file)).rejects.toThrow();
    expect((await api(second, '/user', token)).status).toBe(200);
    expect(await stop(second)).toBe(0);
  });

  it('lets in-flight requests finish on SIGTERM, then stops the embedded PostgreSQL', async () => {
    const dir = await dataDir();
    const service = await start({
      DATA_DIR: dir,
      ROOT_TOKEN: 'inflight-token-0123456789',
      ROOT_PASSWORD: 'inflight-pass-1',
    });
    // A request in flight: headers and half the body sent before the signal, the rest after it.
    const body = JSON.stringify({ grant_type: 'password', username: 'root', password: 'inflight-pass-1' });
    const port = Number(new URL(service.url).port);
    const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/oauth/token',
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        service.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 300);
      }, 200);
    });
    const result = await response;
    expect(result.status).toBe(200);
    expect(JSON.parse(result.text)).toMatchObject({ token_type: 'Bearer', expires_in: 7200 });
    expect(await service.exited).toBe(0);
    await expect(fs.access(path.join(dir, 'postgres', 'postmaster.pid'))).rejects.toThrow();
    await expect(fetch(`${service.url}/-/health`)).rejects.toThrow();
  });

  it('stops cleanly when `npm start` itself receives SIGTERM (the README command)', async () => {
    const dir = await dataDir();
    const service = await start({ DATA_DIR: dir, ROOT_TOKEN: 'npm-start-token-0123456789' }, [
      'npm',
      'start',
      '--silent',
    ]);
    expect((await api(service, '/user', 'npm-start-token-0123456789')).status).toBe(200);
    service.child.kill('SIGTERM');
    await service.exited;
    // The app behind npm stopped too, and took the embedded PostgreSQL with it.
    await expect(fetch(`${service.url}/-/health`)).rejects.toThrow();
    await expect(fs.access(path.join(dir, 'postgres', 'postmaster.pid'))).rejects.toThrow();
  });

  it('refuses to start with an invalid configuration, saying why in one JSON line', async () => {
    const refused = await run({ ROOT_TOKEN: 'short' });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe('');
    expect(jsonLines(refused.stdout)).toEqual([
      expect.objectContaining({
        level: 60,
        msg: 'Invalid configuration:\n  ROOT_TOKEN: ROOT_TOKEN must have at least 20 characters',
      }),
    ]);
  });

  it('refuses, before creating anything, a data directory the postgres user cannot enter, saying what to change', async () => {
    // Tests run as root (as .ci/run does), so the embedded PostgreSQL runs as the `postgres` user.
    const closed = await fs.mkdtemp(path.join(os.tmpdir(), 'railyard-closed-'));
    dirs.push(closed);
    expect((await fs.stat(closed)).mode & 0o777).toBe(0o700);
    const refused = await run({ DATA_DIR: path.join(closed, 'data'), LOG_LEVEL: 'info' });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe('');
    const log = jsonLines(refused.stdout);
    expect(log.map((entry) => entry['msg'])).toEqual([
      'Starting Railyard',
      `Run as root, the embedded PostgreSQL runs as the system user "postgres", which cannot enter ${closed} ` +
        `(mode 0700, owner uid 0), on the way to its data directory ${path.join(closed, 'data', 'postgres')}. ` +
        `Let it in (chmod o+x ${closed}), choose a DATA_DIR outside ${closed}, ` +
        `or set DATABASE_URL to use an external PostgreSQL.`,
    ]);
    expect(log[1]).toMatchObject({ level: 60 });
    expect(log[1]).not.toHaveProperty('err');
    expect(await fs.readdir(closed)).toEqual([]);

    // Once it may enter, the same data directory starts.
    await fs.chmod(closed, 0o701);
    const service = await start({
      DATA_DIR: path.join(closed, 'data'),
      ROOT_TOKEN: 'opened-token-0123456789',
    });
    expect((await api(service, '/user', 'opened-token-0123456789')).status).toBe(200);
    expect(await stop(service)).toBe(0);
  });
});

/** Every line of `output` parsed as JSON (each must be one). */
function jsonLines(output: string): Record<string, any>[] {
  return output
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, any>);
}

/** Runs the service until it exits by itself (a refusal to start). */
async function run(
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['src/main.ts'], {
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, stdout, stderr };
}
