import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { unique } from './support/fixtures.ts';

describe('webhook destinations and the outbound policy', () => {
  let t: TestApp;
  let projectId: number;

  beforeAll(async () => {
    t = await startTestApp();
    projectId = (await t.post('/projects', { body: { name: unique('guarded') } })).body.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const hooksOf = async () => (await t.get(`/projects/${projectId}/hooks`)).body as unknown[];

  it('refuses local, private and link-local destinations with the reason, writing nothing', async () => {
    for (const [url, reason] of [
      ['http://127.0.0.1:9/hook', 'Requests to localhost are not allowed'],
      ['http://10.1.2.3/hook', 'Requests to the local network are not allowed'],
      ['http://169.254.169.254/latest/meta-data', 'Requests to the link local network are not allowed'],
      ['http://{host}/hook', 'Requests to the local network are not allowed'],
    ] as const) {
      const body = url.includes('{host}')
        ? { url, url_variables: [{ key: 'host', value: '192.168.0.10' }] }
        : { url };
      const refused = await t.post(`/projects/${projectId}/hooks`, { body });
      expect(refused.status, url).toBe(400);
      expect(refused.body).toEqual({ message: { url: [`is blocked: ${reason}`] } });
    }
    expect(await hooksOf()).toEqual([]);
  });

  it('allows them when the application settings do, and checks again on a URL change', async () => {
    await t.put('/application/settings', {
      body: { allow_local_requests_from_web_hooks_and_services: true },
    });
    const hook = await t.post(`/projects/${projectId}/hooks`, { body: { url: 'http://10.1.2.3/hook' } });
    expect(hook.status, hook.text).toBe(201);
    await t.put('/application/settings', {
      body: { allow_local_requests_from_web_hooks_and_services: false },
    });
    const moved = await t.put(`/projects/${projectId}/hooks/${hook.body.id}`, {
      body: { url: 'http://10.9.9.9/hook' },
    });
    expect(moved.status).toBe(400);
    expect((await t.get(`/projects/${projectId}/hooks/${hook.body.id}`)).body.url).toBe(
      'http://10.1.2.3/hook',
    );
    // The allowlist lets one address through without allowing the rest.
    await t.put('/application/settings', { body: { outbound_local_requests_whitelist: ['10.9.9.9'] } });
    expect(
      (await t.put(`/projects/${projectId}/hooks/${hook.body.id}`, { body: { url: 'http://10.9.9.9/hook' } }))
        .status,
    ).toBe(200);
  });

  it('applies the system hooks setting to system hooks (allowed by default, as GitLab)', async () => {
    const system = await t.post('/hooks', { body: { url: 'http://127.0.0.1:9/system' } });
    expect(system.status, system.text).toBe(201);
    await t.put('/application/settings', { body: { allow_local_requests_from_system_hooks: false } });
    expect((await t.post('/hooks', { body: { url: 'http://127.0.0.1:9/other' } })).status).toBe(400);
    await t.put('/application/settings', { body: { allow_local_requests_from_system_hooks: true } });
  });
});
