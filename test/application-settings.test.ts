import http from 'node:http';
import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboundRefusedError } from '../src/core/outbound/guard.ts';
import { postOutbound } from '../src/core/outbound/request.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { latestPipeline } from './support/ci.ts';
import { createUser } from './support/fixtures.ts';
import { cleanupDirs, projectWithFiles } from './support/git.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

describe('application settings', () => {
  it('are read and changed by administrators only, and validated', async () => {
    const settings = await t.get('/application/settings');
    expect(settings.status).toBe(200);
    expect(settings.body).toMatchObject({
      id: expect.any(Number),
      created_at: expect.any(String),
      default_ci_config_path: null,
    });
    const user = await createUser(t);
    expect((await t.get('/application/settings', { token: user.token })).status).toBe(403);
    expect(
      (await t.put('/application/settings', { token: user.token, body: { default_ci_config_path: 'x.yml' } }))
        .status,
    ).toBe(403);
    const invalid = await t.put('/application/settings', { body: { default_ci_config_path: '../ci.yml' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({
      message: { default_ci_config_path: ['cannot include leading slash or directory traversal.'] },
    });
    expect((await t.get('/application/settings')).body.default_ci_config_path).toBeNull();
  });

  it('default_ci_config_path names the CI file of projects that name none', async () => {
    const changed = await t.put('/application/settings', { body: { default_ci_config_path: 'ci/main.yml' } });
    expect(changed.body.default_ci_config_path).toBe('ci/main.yml');
    try {
      const config = 'from-default:\n  script: echo\n';
      const repo = await projectWithFiles(t, {
        'ci/main.yml': config,
        '.gitlab-ci.yml': 'ignored:\n  script: echo\n',
      });
      const pipeline = await latestPipeline(t, repo.id);
      const jobs = (await t.get(`/projects/${repo.id}/pipelines/${pipeline.id}/jobs`)).body as {
        name: string;
      }[];
      expect(jobs.map((j) => j.name)).toEqual(['from-default']);

      const own = await projectWithFiles(t, { 'ci/main.yml': config, 'own.yml': 'own:\n  script: echo\n' });
      await latestPipeline(t, own.id);
      expect((await t.put(`/projects/${own.id}`, { body: { ci_config_path: 'own.yml' } })).status).toBe(200);
      const created = await t.post(`/projects/${own.id}/pipeline`, { body: { ref: 'main' } });
      expect(created.status, created.text).toBe(201);
      const ownJobs = (await t.get(`/projects/${own.id}/pipelines/${created.body.id}/jobs`)).body as {
        name: string;
      }[];
      expect(ownJobs.map((j) => j.name)).toEqual(['own']);
    } finally {
      await t.put('/application/settings', { body: { default_ci_config_path: '' } });
    }
    expect((await t.get('/application/settings')).body.default_ci_config_path).toBeNull();
  });
});

describe('outbound request settings', () => {
  it('default to refusing local requests from hooks, allowing them from system hooks, with an empty allowlist', async () => {
    const settings = (await t.get('/application/settings')).body;
    expect(settings).toMatchObject({
      allow_local_requests_from_web_hooks_and_services: false,
      allow_local_requests_from_system_hooks: true,
      outbound_local_requests_whitelist: [],
    });
    const policies = t.running.services.applicationSettings;
    expect(await policies.outboundPolicy('hooks')).toEqual({ allowLocalRequests: false, allowlist: [] });
    expect(await policies.outboundPolicy('system_hooks')).toEqual({
      allowLocalRequests: true,
      allowlist: [],
    });
  });

  it('are changed by administrators, validated, and give the outbound policy of each kind of hook', async () => {
    try {
      const changed = await t.put('/application/settings', {
        body: {
          allow_local_requests_from_web_hooks_and_services: true,
          allow_local_requests_from_system_hooks: 'false',
          outbound_local_requests_whitelist:
            'hooks.internal, 10.0.0.0/8;*.corp.example\n[::1]:8080 hooks.internal',
        },
      });
      expect(changed.status, changed.text).toBe(200);
      const allowlist = ['hooks.internal', '10.0.0.0/8', '*.corp.example', '[::1]:8080'];
      expect(changed.body).toMatchObject({
        allow_local_requests_from_web_hooks_and_services: true,
        allow_local_requests_from_system_hooks: false,
        outbound_local_requests_whitelist: allowlist,
      });
      const policies = t.running.services.applicationSettings;
      expect(await policies.outboundPolicy('hooks')).toEqual({ allowLocalRequests: true, allowlist });
      expect(await policies.outboundPolicy('system_hooks')).toEqual({ allowLocalRequests: false, allowlist });

      const asList = await t.put('/application/settings', {
        body: { outbound_local_requests_whitelist: ['127.0.0.1:3000', 'fd00::/8'] },
      });
      expect(asList.body.outbound_local_requests_whitelist).toEqual(['127.0.0.1:3000', 'fd00::/8']);
      // Other settings are left as they were.
      expect(asList.body.allow_local_requests_from_web_hooks_and_services).toBe(true);

      const user = await createUser(t);
      const forbidden = await t.put('/application/settings', {
        token: user.token,
        body: { allow_local_requests_from_web_hooks_and_services: false },
      });
      expect(forbidden.status).toBe(403);

      const invalid = async (body: Record<string, unknown>) => {
        const response = await t.put('/application/settings', { body });
        expect(response.status, JSON.stringify(body)).toBe(400);
        return response.body.message as unknown;
      };
      const tooMany = Array.from({ length: 1001 }, (_, i) => `10.0.${Math.floor(i / 256)}.${i % 256}`);
      expect(await invalid({ outbound_local_requests_whitelist: tooMany })).toEqual({
        outbound_local_requests_whitelist: ['is too long (maximum is 1000 entries)'],
      });
      expect(await invalid({ outbound_local_requests_whitelist: ['<b>x</b>'] })).toEqual({
        outbound_local_requests_whitelist: ['entries cannot contain HTML tags'],
      });
      expect(await invalid({ outbound_local_requests_whitelist: [`${'a'.repeat(250)}.example`] })).toEqual({
        outbound_local_requests_whitelist: ['entries cannot be larger than 255 characters'],
      });
      expect(await invalid({ outbound_local_requests_whitelist: 'ok.example bücher.example' })).toEqual({
        outbound_local_requests_whitelist: ['unicode domains should use IDNA encoding'],
      });
      for (const entry of ['10.0.0.1:99999', '10.0.0.0/33', 'a..b', 'http://x.example', '*.*.example']) {
        expect(await invalid({ outbound_local_requests_whitelist: [entry] })).toEqual({
          outbound_local_requests_whitelist: [
            `entry "${entry}" is not an IP address, IP range or domain name`,
          ],
        });
      }
      expect(await invalid({ allow_local_requests_from_web_hooks_and_services: 'maybe' })).toMatch(
        /allow_local_requests_from_web_hooks_and_services/,
      );
      expect(await invalid({ allow_local_requests_from_system_hooks: [true] })).toMatch(
        /allow_local_requests_from_system_hooks/,
      );
      expect(await invalid({ outbound_local_requests_whitelist: 5 })).toMatch(
        /outbound_local_requests_whitelist/,
      );
      expect((await t.get('/application/settings')).body.outbound_local_requests_whitelist).toEqual([
        '127.0.0.1:3000',
        'fd00::/8',
      ]);
    } finally {
      await t.put('/application/settings', {
        body: {
          allow_local_requests_from_web_hooks_and_services: false,
          allow_local_requests_from_system_hooks: true,
          outbound_local_requests_whitelist: [],
        },
      });
    }
    expect(await t.running.services.applicationSettings.outboundPolicy('hooks')).toEqual({
      allowLocalRequests: false,
      allowlist: [],
    });
  });
});

describe('outbound policy from the settings', () => {
  it('lets hooks reach a local receiver once the setting allows it or the allowlist names it', async () => {
    const received: string[] = [];
    const server = http.createServer((req, res) => {
      received.push(req.url ?? '');
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
    const policies = t.running.services.applicationSettings;
    const post = async (path: string, kind: 'hooks' | 'system_hooks') =>
      postOutbound(`${url}${path}`, { policy: await policies.outboundPolicy(kind), timeoutMs: 30_000 }).catch(
        (e: unknown) => {
          if (e instanceof OutboundRefusedError) return e.message;
          throw e;
        },
      );
    try {
      expect(await post('/hook-1', 'hooks')).toBe('Requests to localhost are not allowed');
      expect(await post('/system-1', 'system_hooks')).toMatchObject({ ok: true, status: 200 });
      await t.put('/application/settings', {
        body: { outbound_local_requests_whitelist: [new URL(url).host] },
      });
      expect(await post('/hook-2', 'hooks')).toMatchObject({ ok: true, status: 200 });
      await t.put('/application/settings', {
        body: {
          outbound_local_requests_whitelist: [],
          allow_local_requests_from_web_hooks_and_services: true,
          allow_local_requests_from_system_hooks: false,
        },
      });
      expect(await post('/hook-3', 'hooks')).toMatchObject({ ok: true, status: 200 });
      expect(await post('/system-2', 'system_hooks')).toBe('Requests to localhost are not allowed');
      expect(received).toEqual(['/system-1', '/hook-2', '/hook-3']);
    } finally {
      await t.put('/application/settings', {
        body: {
          allow_local_requests_from_web_hooks_and_services: false,
          allow_local_requests_from_system_hooks: true,
          outbound_local_requests_whitelist: [],
        },
      });
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
