import { gzipSync, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import { addMember, createProject } from './support/membership.ts';

let t: TestApp;
let base: string;
let reporter: CreatedUser;
let developer: CreatedUser;
let maintainer: CreatedUser;

beforeAll(async () => {
  t = await startTestApp({ logger: { level: 'error' } });
  base = await t.listen();
  [reporter, developer, maintainer] = await Promise.all([createUser(t), createUser(t), createUser(t)]);
});

afterAll(async () => {
  await t.close();
});

/** A project with integrated error tracking on and one client key. */
async function trackedProject() {
  const project = await createProject(t);
  await addMember(t, 'projects', project.id, reporter.id, 20);
  await addMember(t, 'projects', project.id, developer.id, 30);
  await addMember(t, 'projects', project.id, maintainer.id, 40);
  const setting = await t.put(`/projects/${project.id}/error_tracking/settings`, {
    token: maintainer.token,
    body: { active: true, integrated: true },
  });
  expect(setting.status, JSON.stringify(setting.body)).toBe(200);
  const key = await t.post(`/projects/${project.id}/error_tracking/client_keys`, { token: maintainer.token });
  expect(key.status).toBe(201);
  return { project, key: key.body as { id: number; public_key: string; sentry_dsn: string } };
}

function exceptionEvent(type: string, value: string, extra: Record<string, unknown> = {}) {
  return {
    event_id: crypto.randomUUID().replace(/-/g, ''),
    timestamp: Date.now() / 1000,
    platform: 'node',
    level: 'error',
    environment: 'production',
    exception: {
      values: [
        {
          type,
          value,
          stacktrace: {
            frames: [
              { filename: 'app/main.js', function: 'main', lineno: 3, colno: 1, in_app: true },
              {
                filename: 'app/worker.js',
                function: 'work',
                module: 'worker',
                lineno: 42,
                colno: 7,
                context_line: '  throw new Error(x);',
                pre_context: ['function work() {'],
                post_context: ['}'],
                in_app: true,
              },
            ],
          },
        },
      ],
    },
    ...extra,
  };
}

function envelope(events: object[], extraItems: string[] = []): string {
  const lines = [JSON.stringify({ sent_at: new Date().toISOString() })];
  for (const event of events) {
    const payload = JSON.stringify(event);
    lines.push(JSON.stringify({ type: 'event', length: Buffer.byteLength(payload) }), payload);
  }
  lines.push(...extraItems);
  return lines.join('\n') + '\n';
}

async function collect(
  projectId: number,
  style: 'envelope' | 'store',
  body: string | Buffer,
  headers: Record<string, string> = {},
  query = '',
) {
  const response = await fetch(`${base}/api/v4/error_tracking/collector/api/${projectId}/${style}/${query}`, {
    method: 'POST',
    headers: {
      'content-type': style === 'envelope' ? 'application/x-sentry-envelope' : 'application/json',
      ...headers,
    },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
  return { status: response.status, text: await response.text() };
}

const sentryAuth = (key: string) => ({ 'x-sentry-auth': `Sentry sentry_version=7, sentry_key=${key}` });

describe('error tracking client keys', () => {
  it('are created, listed and deleted by maintainers with GitLab’s JSON and DSN', async () => {
    const { project, key } = await trackedProject();
    expect(key).toEqual({
      id: expect.any(Number),
      active: true,
      public_key: expect.stringMatching(/^glet_[0-9a-f]{32}$/),
      sentry_dsn: `http://${key.public_key}@railyard.test/api/v4/error_tracking/collector/${project.id}`,
    });
    const list = await t.get(`/projects/${project.id}/error_tracking/client_keys`, {
      token: maintainer.token,
    });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([key]);
    expect(list.headers['x-total']).toBe('1');

    for (const who of [developer, reporter]) {
      expect(
        (await t.get(`/projects/${project.id}/error_tracking/client_keys`, { token: who.token })).status,
      ).toBe(403);
      expect(
        (await t.post(`/projects/${project.id}/error_tracking/client_keys`, { token: who.token })).status,
      ).toBe(403);
    }
    const readOnly = await createUser(t, {}, ['read_api']);
    await addMember(t, 'projects', project.id, readOnly.id, 40);
    expect(
      (await t.post(`/projects/${project.id}/error_tracking/client_keys`, { token: readOnly.token })).status,
    ).toBe(403);

    const removed = await t.delete(`/projects/${project.id}/error_tracking/client_keys/${key.id}`, {
      token: maintainer.token,
    });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual(key);
    const again = await t.delete(`/projects/${project.id}/error_tracking/client_keys/${key.id}`, {
      token: maintainer.token,
    });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: '404 Client Key Not Found' });
    // A deleted key opens the collector no more.
    const refused = await collect(
      project.id,
      'store',
      JSON.stringify(exceptionEvent('E', 'x')),
      sentryAuth(key.public_key),
    );
    expect(refused.status).toBe(404);
  });

  it('show and change the error tracking setting (404 until it exists; PATCH needs one)', async () => {
    const project = await createProject(t);
    await addMember(t, 'projects', project.id, maintainer.id, 40);
    const path = `/projects/${project.id}/error_tracking/settings`;
    const missing = await t.get(path, { token: maintainer.token });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: '404 Error Tracking Setting Not Found' });
    expect((await t.request('PATCH', path, { token: maintainer.token, body: { active: true } })).status).toBe(
      404,
    );
    expect((await t.put(path, { token: maintainer.token, body: { active: true } })).status).toBe(400);
    const put = await t.put(path, { token: maintainer.token, body: { active: true, integrated: true } });
    expect(put.body).toEqual({
      active: true,
      project_name: null,
      sentry_external_url: null,
      api_url: null,
      integrated: true,
    });
    const patched = await t.request('PATCH', path, { token: maintainer.token, body: { active: false } });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ active: false, integrated: true });
    expect((await t.get(path, { token: maintainer.token })).body).toMatchObject({ active: false });
  });

  it('are made once by PUTs at the same moment, none of them refused', async () => {
    const project = await createProject(t);
    const path = `/projects/${project.id}/error_tracking/settings`;
    const puts = await Promise.all(
      Array.from({ length: 8 }, (_, i) => t.put(path, { body: { active: i % 2 === 0, integrated: true } })),
    );
    expect(puts.map((p) => p.status)).toEqual(Array.from({ length: 8 }, () => 200));
    expect((await t.get(path)).status).toBe(200);
  });
});

describe('the collector', () => {
  it('takes envelopes and store requests, plain, gzip and deflate, keyed by header, parameter or Basic auth', async () => {
    const { project, key } = await trackedProject();
    const auth = sentryAuth(key.public_key);
    expect(
      await collect(project.id, 'envelope', envelope([exceptionEvent('TypeError', 'a is undefined')]), auth),
    ).toEqual({
      status: 200,
      text: '',
    });
    expect(
      (
        await collect(
          project.id,
          'envelope',
          gzipSync(envelope([exceptionEvent('TypeError', 'a is undefined')])),
          { 'content-encoding': 'gzip' },
          `?sentry_key=${key.public_key}&sentry_version=7`,
        )
      ).status,
    ).toBe(200);
    const basic = { authorization: `Basic ${Buffer.from(`${key.public_key}:`).toString('base64')}` };
    expect(
      (
        await collect(
          project.id,
          'store',
          deflateSync(JSON.stringify(exceptionEvent('TypeError', 'a is undefined'))),
          {
            ...basic,
            'content-encoding': 'deflate',
          },
        )
      ).status,
    ).toBe(200);
    // A message event, and item types that are not events (a session, a client report): accepted.
    const message = {
      event_id: 'f'.repeat(32),
      level: 'warning',
      message: { formatted: 'disk almost full' },
    };
    const session = JSON.stringify({
      sid: 'a'.repeat(32),
      status: 'ok',
      init: true,
      started: new Date().toISOString(),
    });
    expect(
      (
        await collect(
          project.id,
          'envelope',
          envelope(
            [message],
            [JSON.stringify({ type: 'session' }), session, JSON.stringify({ type: 'client_report' }), '{}'],
          ),
          auth,
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await collect(
          project.id,
          'envelope',
          envelope([], [JSON.stringify({ type: 'session' }), session]),
          auth,
        )
      ).status,
    ).toBe(200);

    const errors = await t.get(`/projects/${project.id}/error_tracking/errors`, { token: reporter.token });
    expect(errors.status).toBe(200);
    expect(errors.body).toHaveLength(2);
    const typeError = errors.body.find((e: { name: string }) => e.name === 'TypeError');
    expect(typeError).toMatchObject({
      project_id: project.id,
      description: 'a is undefined',
      actor: 'work(worker)',
      platform: 'node',
      event_count: 3,
      status: 'unresolved',
    });
    const warning = errors.body.find((e: { name: string }) => e.name === 'disk almost full');
    expect(warning).toMatchObject({ event_count: 1, description: 'disk almost full' });
  });

  it('refuses wrong, inactive-setting and other projects’ keys (404, as GitLab’s collector) and bad payloads (400)', async () => {
    const { project, key } = await trackedProject();
    const other = await trackedProject();
    const body = JSON.stringify(exceptionEvent('E', 'x'));
    expect((await collect(project.id, 'store', body, sentryAuth('glet_' + '0'.repeat(32)))).status).toBe(404);
    expect((await collect(project.id, 'store', body)).status).toBe(404);
    expect((await collect(project.id, 'store', body, sentryAuth(other.key.public_key))).status).toBe(404);
    expect((await collect(999999999, 'store', body, sentryAuth(key.public_key))).status).toBe(404);
    const bad = await collect(project.id, 'store', '{not json', sentryAuth(key.public_key));
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text)).toEqual({ message: '400 Bad request - Failed to parse sentry request' });
    const unsupported = await collect(
      project.id,
      'store',
      JSON.stringify({ level: 'error' }),
      sentryAuth(key.public_key),
    );
    expect(unsupported.status).toBe(400);
    expect(JSON.parse(unsupported.text)).toEqual({ message: '400 Bad request - Unsupported sentry payload' });
    await t.request('PATCH', `/projects/${project.id}/error_tracking/settings`, {
      token: maintainer.token,
      body: { active: false },
    });
    expect((await collect(project.id, 'store', body, sentryAuth(key.public_key))).status).toBe(404);
    expect((await collect(project.id, 'store', body, {}, '?sentry_key=%00')).status).toBe(404);
    const none = await t.get(`/projects/${project.id}/error_tracking/errors`, { token: reporter.token });
    expect(none.body).toEqual([]);
  });
});

describe('errors', () => {
  it('group events by fingerprint, count users, show events, and change status (resolved reopens)', async () => {
    const { project, key } = await trackedProject();
    const auth = sentryAuth(key.public_key);
    const older = Date.now() / 1000 - 3600;
    await collect(
      project.id,
      'store',
      JSON.stringify(exceptionEvent('KeyError', 'k', { timestamp: older, user: { id: 'u1' } })),
      auth,
    );
    await collect(
      project.id,
      'store',
      JSON.stringify(exceptionEvent('KeyError', 'k', { user: { id: 'u2' } })),
      auth,
    );
    await collect(
      project.id,
      'store',
      JSON.stringify(exceptionEvent('KeyError', 'k', { user: { id: 'u1' } })),
      auth,
    );
    // The SDK's own fingerprint groups different messages together.
    await collect(
      project.id,
      'store',
      JSON.stringify(exceptionEvent('DbError', 'row 1', { fingerprint: ['db'] })),
      auth,
    );
    await collect(
      project.id,
      'store',
      JSON.stringify(exceptionEvent('DbError', 'row 2', { fingerprint: ['db'] })),
      auth,
    );

    const list = await t.get(`/projects/${project.id}/error_tracking/errors`, {
      token: reporter.token,
      query: { sort: 'frequency_desc', per_page: 1 },
    });
    expect(list.headers['x-total']).toBe('2');
    expect(list.body).toHaveLength(1);
    const keyError = list.body[0];
    expect(keyError).toMatchObject({ name: 'KeyError', event_count: 3, approximated_user_count: 2 });
    expect(new Date(keyError.first_seen_at).getTime()).toBeCloseTo(older * 1000, -3);
    const searched = await t.get(`/projects/${project.id}/error_tracking/errors`, {
      token: reporter.token,
      query: { query: 'row' },
    });
    expect(searched.body.map((e: { name: string; event_count: number }) => [e.name, e.event_count])).toEqual([
      ['DbError', 2],
    ]);

    const events = await t.get(`/projects/${project.id}/error_tracking/errors/${keyError.id}/events`, {
      token: reporter.token,
    });
    expect(events.body).toHaveLength(3);
    expect(events.body[0]).toMatchObject({
      error_id: keyError.id,
      level: 'error',
      environment: 'production',
    });
    expect(events.body[0].payload.exception.values[0].type).toBe('KeyError');

    const path = `/projects/${project.id}/error_tracking/errors/${keyError.id}`;
    expect((await t.put(path, { token: reporter.token, body: { status: 'resolved' } })).status).toBe(403);
    expect((await t.put(path, { token: developer.token, body: { status: 'closed' } })).status).toBe(400);
    const resolved = await t.put(path, { token: developer.token, body: { status: 'resolved' } });
    expect(resolved.body).toMatchObject({ status: 'resolved' });
    const filtered = await t.get(`/projects/${project.id}/error_tracking/errors`, {
      token: reporter.token,
      query: { status: 'resolved' },
    });
    expect(filtered.body.map((e: { id: number }) => e.id)).toEqual([keyError.id]);
    await collect(project.id, 'store', JSON.stringify(exceptionEvent('KeyError', 'k')), auth);
    expect((await t.get(path, { token: reporter.token })).body).toMatchObject({
      status: 'unresolved',
      event_count: 4,
    });
    const ignored = await t.put(path, { token: developer.token, body: { status: 'ignored' } });
    expect(ignored.body.status).toBe('ignored');
    await collect(project.id, 'store', JSON.stringify(exceptionEvent('KeyError', 'k')), auth);
    expect((await t.get(path, { token: reporter.token })).body).toMatchObject({
      status: 'ignored',
      event_count: 5,
    });

    const outsider = await createUser(t);
    expect((await t.get(path, { token: outsider.token })).status).toBe(404);
    expect(
      (await t.get(`/projects/${project.id}/error_tracking/errors/999999`, { token: reporter.token })).status,
    ).toBe(404);
  });

  it('are answered while their error row is held by another transaction, and counted once it lets go', async () => {
    const { project, key } = await trackedProject();
    const auth = sentryAuth(key.public_key);
    const first = await collect(project.id, 'store', JSON.stringify(exceptionEvent('HeldError', 'x')), auth);
    expect(first.status).toBe(200);
    const [error] = (await t.get(`/projects/${project.id}/error_tracking/errors`, { token: reporter.token }))
      .body as { id: number }[];
    // The lock an update of the error's counts takes: a batch that updated them would wait for it.
    await t.running.orm.em.fork().transactional(async (tx) => {
      await tx.execute('select id from error_tracking_errors where id = ? for no key update', [error!.id]);
      const sent = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          collect(
            project.id,
            'envelope',
            envelope([exceptionEvent('HeldError', 'x', { user: { id: `u${i}` } })]),
            auth,
          ),
        ),
      );
      expect(sent.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    });
    const read = await t.get(`/projects/${project.id}/error_tracking/errors/${error!.id}`, {
      token: reporter.token,
    });
    expect(read.body).toMatchObject({ event_count: 6, approximated_user_count: 5 });
  });

  it('store events whose text holds NUL characters (PostgreSQL keeps none) alongside others sent at once', async () => {
    const { project, key } = await trackedProject();
    const auth = sentryAuth(key.public_key);
    const sent = await Promise.all([
      collect(project.id, 'store', JSON.stringify(exceptionEvent('Nul\u0000Error', 'a\u0000b')), auth),
      collect(project.id, 'store', JSON.stringify(exceptionEvent('PlainError', 'fine')), auth),
    ]);
    expect(sent.map((r) => r.status)).toEqual([200, 200]);
    const errors = await t.get(`/projects/${project.id}/error_tracking/errors`, { token: reporter.token });
    expect(
      errors.body.map((e: { name: string; description: string }) => [e.name, e.description]).sort(),
    ).toEqual([
      ['Nul\ufffdError', 'a\ufffdb'],
      ['PlainError', 'fine'],
    ]);
  });

  it('go after 90 days: the retention sweep removes old events and errors last seen before it', async () => {
    const { project, key } = await trackedProject();
    const auth = sentryAuth(key.public_key);
    const day = 24 * 3600;
    const now = Date.now() / 1000;
    await collect(
      project.id,
      'store',
      JSON.stringify(exceptionEvent('Old', 'gone', { timestamp: now - 100 * day })),
      auth,
    );
    await collect(
      project.id,
      'store',
      JSON.stringify(exceptionEvent('Mixed', 'm', { timestamp: now - 95 * day })),
      auth,
    );
    await collect(
      project.id,
      'store',
      JSON.stringify(exceptionEvent('Mixed', 'm', { timestamp: now - 1 * day })),
      auth,
    );
    await collect(
      project.id,
      'store',
      JSON.stringify(exceptionEvent('Fresh', 'f', { timestamp: now - 89 * day })),
      auth,
    );
    const purged = await t.running.services.errorTrackingErrors.purgeExpired();
    expect(purged.events).toBeGreaterThanOrEqual(2);
    expect(purged.errors).toBeGreaterThanOrEqual(1);
    const left = await t.get(`/projects/${project.id}/error_tracking/errors`, { token: reporter.token });
    expect(left.body.map((e: { name: string }) => e.name).sort()).toEqual(['Fresh', 'Mixed']);
    const mixed = left.body.find((e: { name: string }) => e.name === 'Mixed');
    const events = await t.get(`/projects/${project.id}/error_tracking/errors/${mixed.id}/events`, {
      token: reporter.token,
    });
    expect(events.body).toHaveLength(1);
  });
});
