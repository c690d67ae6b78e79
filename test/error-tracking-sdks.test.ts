import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';

const run = promisify(execFile);

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await startTestApp();
  base = await t.listen();
});

afterAll(async () => {
  await t.close();
});

interface Issued {
  projectId: number;
  publicKey: string;
  /** The DSN the service issued, pointed at this test's server (the issued host is EXTERNAL_URL's). */
  dsn: string;
}

async function issueDsn(): Promise<Issued> {
  const project = await t.post('/projects', {
    body: { name: `sdk ${Math.random()}`, visibility: 'private' },
  });
  const projectId = project.body.id as number;
  await t.put(`/projects/${projectId}/error_tracking/settings`, { body: { active: true, integrated: true } });
  const key = await t.post(`/projects/${projectId}/error_tracking/client_keys`);
  const issued = key.body.sentry_dsn as string;
  expect(issued).toBe(
    `http://${key.body.public_key}@railyard.test/api/v4/error_tracking/collector/${projectId}`,
  );
  const dsn = new URL(issued);
  const server = new URL(base);
  dsn.host = server.host;
  return { projectId, publicKey: key.body.public_key, dsn: dsn.toString() };
}

async function errorsOf(projectId: number) {
  const response = await t.get(`/projects/${projectId}/error_tracking/errors`, { query: { per_page: 100 } });
  expect(response.status).toBe(200);
  return response.body as {
    id: number;
    name: string;
    description: string;
    event_count: number;
    approximated_user_count: number;
    platform: string;
  }[];
}

describe('real Sentry SDKs', () => {
  it('@sentry/node 11 sends an exception and a message through the envelope endpoint', async () => {
    const { projectId, dsn } = await issueDsn();
    const { stdout } = await run(process.execPath, ['test/sentry/node-client.ts', dsn], { timeout: 60_000 });
    expect(JSON.parse(stdout)).toEqual({ flushed: true });
    const errors = await errorsOf(projectId);
    const thrown = errors.find((e) => e.name === 'RangeError');
    expect(thrown).toMatchObject({
      description: 'node sdk boom',
      platform: 'node',
      event_count: 1,
      approximated_user_count: 1,
    });
    expect(errors.find((e) => e.name === 'node sdk message')).toMatchObject({ event_count: 1 });
    expect(errors).toHaveLength(2);
    const events = await t.get(`/projects/${projectId}/error_tracking/errors/${thrown!.id}/events`);
    const payload = events.body[0].payload;
    expect(payload.environment).toBe('node-test');
    expect(payload.release).toBe('node-app@1.0.0');
    const frames = payload.exception.values[0].stacktrace.frames as { function?: string }[];
    expect(frames.some((f) => f.function === 'failingWork')).toBe(true);
  });

  it("Debian's Python sentry-sdk sends an exception, a message and a session", async () => {
    const { projectId, dsn } = await issueDsn();
    const { stdout } = await run('/usr/bin/python3', ['test/python/sentry_client.py', dsn], {
      timeout: 60_000,
    });
    expect(JSON.parse(stdout)).toEqual({ flushed: true });
    const errors = await errorsOf(projectId);
    expect(errors.find((e) => e.name === 'KeyError')).toMatchObject({
      description: "'missing'",
      platform: 'python',
      event_count: 1,
      approximated_user_count: 1,
    });
    expect(errors.find((e) => e.name === 'python sdk message')).toMatchObject({ event_count: 1 });
    expect(errors).toHaveLength(2);
  });

  it('refuses an SDK configured with a key the project did not issue', async () => {
    const { projectId, publicKey, dsn } = await issueDsn();
    const wrong = dsn.replace(publicKey, `glet_${'0'.repeat(32)}`);
    const { stdout } = await run(process.execPath, ['test/sentry/node-client.ts', wrong], {
      timeout: 60_000,
    });
    expect(JSON.parse(stdout)).toEqual({ flushed: true });
    const refused = await fetch(`${base}/api/v4/error_tracking/collector/api/${projectId}/envelope/`, {
      method: 'POST',
      headers: { 'x-sentry-auth': `Sentry sentry_version=7, sentry_key=glet_${'0'.repeat(32)}` },
      body: '{}\n',
    });
    expect(refused.status).toBe(404);
    expect(await errorsOf(projectId)).toEqual([]);
  });
});

describe('a burst', () => {
  it('of 10,000 envelopes sent concurrently is stored without loss', { timeout: 300_000 }, async () => {
    const { projectId, publicKey } = await issueDsn();
    const url = `${base}/api/v4/error_tracking/collector/api/${projectId}/envelope/?sentry_key=${publicKey}`;
    const TOTAL = 10_000;
    const KINDS = 4;
    const USERS = 50;
    const envelopeOf = (i: number) => {
      const event = JSON.stringify({
        event_id: i.toString(16).padStart(32, '0'),
        timestamp: Date.now() / 1000,
        platform: 'node',
        user: { id: `u${i % USERS}` },
        exception: { values: [{ type: `Burst${i % KINDS}`, value: 'burst', stacktrace: { frames: [] } }] },
      });
      return `{}\n${JSON.stringify({ type: 'event', length: Buffer.byteLength(event) })}\n${event}\n`;
    };
    let next = 0;
    const statuses = new Map<number, number>();
    const worker = async () => {
      while (next < TOTAL) {
        const i = next++;
        const response = await fetch(url, { method: 'POST', body: envelopeOf(i) });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: 100 }, worker));
    expect(Object.fromEntries(statuses)).toEqual({ 200: TOTAL });
    const errors = await errorsOf(projectId);
    expect(errors).toHaveLength(KINDS);
    expect(errors.reduce((sum, e) => sum + e.event_count, 0)).toBe(TOTAL);
    for (const error of errors) {
      expect(error.event_count).toBe(TOTAL / KINDS);
      expect(error.approximated_user_count).toBeGreaterThan(0);
    }
    const events = await t.get(`/projects/${projectId}/error_tracking/errors/${errors[0]!.id}/events`, {
      query: { per_page: 1 },
    });
    expect(events.headers['x-total']).toBe(String(TOTAL / KINDS));
  });
});
