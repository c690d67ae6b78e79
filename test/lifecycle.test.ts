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

async function start(
  env: Record<string, string>,
  command: readonly string[] = [process.execPath, 'src/main.ts'],
): Promise<Service> {
  const port = await freePort();
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
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`service exited early:\n${output}`);
    const ready = await fetch(`${url}/-/readiness`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) break;
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

  it('prints a generated root token once when ROOT_TOKEN is not set', async () => {
    const dir = await dataDir();
    const first = await start({ DATA_DIR: dir });
    await new Promise((r) => setTimeout(r, 200));
    const match = /personal access token \(shown once\): (\S+)/.exec(first.output());
    expect(match, first.output()).not.toBeNull();
    const token = match![1]!;
    expect((await api(first, '/user', token)).status).toBe(200);
    expect(await stop(first)).toBe(0);

    const second = await start({ DATA_DIR: dir });
    expect(second.output()).not.toContain('shown once');
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

  it('refuses to start with an invalid configuration, saying why', async () => {
    const child = spawn(process.execPath, ['src/main.ts'], {
      env: { ...process.env, ROOT_TOKEN: 'short' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('ROOT_TOKEN must have at least 20 characters');
  });
});
