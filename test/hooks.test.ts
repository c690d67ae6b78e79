import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import { addMember, createGroup, createProject } from './support/membership.ts';
import { WebHook } from '../src/modules/hooks/web-hook.entity.ts';

let t: TestApp;
let developer: CreatedUser;
let maintainer: CreatedUser;
let stranger: CreatedUser;

beforeAll(async () => {
  t = await startTestApp();
  [developer, maintainer, stranger] = await Promise.all([createUser(t), createUser(t), createUser(t)]);
});

afterAll(async () => {
  await t.close();
});

/** The stored row, straight from the database. */
async function storedHook(id: number): Promise<WebHook | null> {
  return t.run(() => t.running.orm.em.fork().findOne(WebHook, id));
}

async function hookCount(): Promise<number> {
  return t.run(() => t.running.orm.em.fork().count(WebHook, {}));
}

describe('project hooks', () => {
  it('are managed by maintainers, with GitLab JSON and write-only secrets', async () => {
    const project = await createProject(t);
    await addMember(t, 'projects', project.id, developer.id, 30);
    await addMember(t, 'projects', project.id, maintainer.id, 40);
    const url = `/projects/${project.id}/hooks`;

    const created = await t.post(url, {
      token: maintainer.token,
      body: {
        url: 'https://example.com/hook',
        name: 'CI hook',
        description: 'tells CI',
        token: 'secret-token',
        push_events: false,
        merge_requests_events: true,
        pipeline_events: true,
        push_events_branch_filter: 'release/*',
        custom_headers: [{ key: 'X-Api-Key', value: 'header-secret' }],
      },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      url: 'https://example.com/hook',
      name: 'CI hook',
      description: 'tells CI',
      created_at: expect.any(String),
      project_id: project.id,
      push_events: false,
      tag_push_events: false,
      merge_requests_events: true,
      repository_update_events: false,
      issues_events: false,
      confidential_issues_events: false,
      note_events: false,
      confidential_note_events: false,
      job_events: false,
      pipeline_events: true,
      wiki_page_events: false,
      deployment_events: false,
      releases_events: false,
      feature_flag_events: false,
      emoji_events: false,
      resource_access_token_events: false,
      enable_ssl_verification: true,
      alert_status: 'executable',
      disabled_until: null,
      url_variables: [],
      push_events_branch_filter: 'release/*',
      branch_filter_strategy: 'wildcard',
      custom_webhook_template: '',
      custom_headers: [{ key: 'X-Api-Key' }],
    });
    expect(created.text).not.toContain('secret');
    const id = created.body.id as number;

    // Secrets are stored encrypted.
    const row = await storedHook(id);
    expect(row!.encryptedToken).toMatch(/^v1:/);
    expect(row!.encryptedCustomHeaders).toMatch(/^v1:/);

    const listed = await t.get(url, { token: maintainer.token });
    expect(listed.status).toBe(200);
    expect(listed.headers['x-total']).toBe('1');
    expect(listed.body).toEqual([created.body]);
    expect((await t.get(`${url}/${id}`, { token: maintainer.token })).body).toEqual(created.body);

    // Developers are refused; strangers do not see the (private) project at all.
    expect(await t.get(url, { token: developer.token })).toMatchObject({
      status: 403,
      body: { message: '403 Forbidden' },
    });
    expect(
      (await t.post(url, { token: developer.token, body: { url: 'https://example.com/x' } })).status,
    ).toBe(403);
    expect(await t.get(`${url}/${id}`, { token: stranger.token })).toMatchObject({
      status: 404,
      body: { message: '404 Project Not Found' },
    });
    expect((await t.delete(`${url}/${id}`, { token: stranger.token })).status).toBe(404);
    expect((await t.get(`${url}/${id + 1000}`)).body).toEqual({ message: '404 Hook Not Found' });

    // Same URL: the token stays. A new URL without a token: the token (and the headers) go.
    const same = await t.put(`${url}/${id}`, {
      token: maintainer.token,
      body: { url: 'https://example.com/hook', note_events: true },
    });
    expect(same.status, same.text).toBe(200);
    expect(same.body).toMatchObject({ note_events: true, custom_headers: [{ key: 'X-Api-Key' }] });
    expect((await storedHook(id))!.encryptedToken).not.toBeNull();
    const moved = await t.put(`${url}/${id}`, {
      token: maintainer.token,
      body: { url: 'https://elsewhere.example.com/hook' },
    });
    expect(moved.body).toMatchObject({ url: 'https://elsewhere.example.com/hook', custom_headers: [] });
    expect((await storedHook(id))!.encryptedToken).toBeNull();
    const withToken = await t.put(`${url}/${id}`, {
      token: maintainer.token,
      body: { url: 'https://third.example.com/hook', token: 'new-secret' },
    });
    expect(withToken.status).toBe(200);
    expect((await storedHook(id))!.encryptedToken).not.toBeNull();

    expect((await t.delete(`${url}/${id}`, { token: developer.token })).status).toBe(403);
    expect((await t.delete(`${url}/${id}`, { token: maintainer.token })).status).toBe(204);
    expect((await t.get(`${url}/${id}`, { token: maintainer.token })).status).toBe(404);
    expect((await t.delete(`${url}/${id}`, { token: maintainer.token })).status).toBe(404);
  });

  it('set and remove custom headers and URL variables one key at a time, never showing values', async () => {
    const project = await createProject(t);
    const url = `/projects/${project.id}/hooks`;
    const created = await t.post(url, {
      body: {
        url: 'https://{host}/hook?key={api_key}',
        url_variables: [
          { key: 'host', value: 'example.com' },
          { key: 'api_key', value: 'very-secret' },
        ],
      },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.url).toBe('https://{host}/hook?key={api_key}');
    expect(created.body.url_variables).toEqual([{ key: 'host' }, { key: 'api_key' }]);
    const hook = `${url}/${created.body.id}`;

    const put = await t.put(`${hook}/custom_headers/X-Token`, { body: { value: 'hdr-secret' } });
    expect(put.status, put.text).toBe(204);
    expect((await t.put(`${hook}/url_variables/extra`, { body: { value: 'v' } })).status).toBe(204);
    const shown = await t.get(hook);
    expect(shown.body.custom_headers).toEqual([{ key: 'X-Token' }]);
    expect(shown.body.url_variables).toEqual([{ key: 'host' }, { key: 'api_key' }, { key: 'extra' }]);
    expect(shown.text).not.toMatch(/hdr-secret|very-secret|example\.com/);

    // A variable the URL uses cannot go; a missing one is a 404.
    const inUse = await t.delete(`${hook}/url_variables/api_key`);
    expect(inUse.status).toBe(400);
    expect(inUse.body.message.url[0]).toContain('Missing keys');
    expect((await t.delete(`${hook}/url_variables/extra`)).status).toBe(204);
    expect((await t.delete(`${hook}/url_variables/extra`)).body).toEqual({
      message: '404 URL variable Not Found',
    });
    expect((await t.delete(`${hook}/custom_headers/X-Token`)).status).toBe(204);
    expect((await t.delete(`${hook}/custom_headers/X-Token`)).body).toEqual({
      message: '404 Custom header Not Found',
    });
    expect((await t.put(`${hook}/custom_headers/bad header`, { body: { value: 'x' } })).status).toBe(400);
    expect((await t.get(hook)).body).toMatchObject({
      custom_headers: [],
      url_variables: [{ key: 'host' }, { key: 'api_key' }],
    });

    // The delivery finder hands the engine the secrets, decrypted, and the URL filled in.
    const [deliverable] = await t.running.services.hooksFinder.subscribed(
      { projectId: project.id },
      'push_events',
    );
    expect(deliverable).toMatchObject({
      id: created.body.id,
      url: 'https://example.com/hook?key=very-secret',
      urlTemplate: 'https://{host}/hook?key={api_key}',
      token: null,
    });
  });

  it('refuse bad input with a 400 naming the field, and write nothing', async () => {
    const project = await createProject(t);
    const url = `/projects/${project.id}/hooks`;
    const before = await hookCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ url: 'ftp://example.com/x' }, 'url'],
      [{ url: 'not a url' }, 'url'],
      [{ url: 'https://{host}/x' }, 'url'],
      [
        { url: 'https://example.com', branch_filter_strategy: 'regex', push_events_branch_filter: '(' },
        'push_events_branch_filter',
      ],
      [{ url: 'https://example.com', push_events_branch_filter: 'has space' }, 'push_events_branch_filter'],
      [{ url: 'https://example.com', custom_headers: [{ key: 'bad key', value: 'x' }] }, 'custom_headers'],
      [{ url: 'https://example.com', url_variables: [{ key: 'a-b', value: 'x' }] }, 'url_variables'],
      [{ url: 'https://example.com', name: 'n'.repeat(256) }, 'name'],
      [{ url: 'https://example.com', custom_webhook_template: 't'.repeat(4097) }, 'custom_webhook_template'],
    ];
    for (const [body, field] of cases) {
      const response = await t.post(url, { body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.body.message as object), JSON.stringify(body)).toEqual([field]);
    }
    const missing = await t.post(url, { body: { push_events: true } });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('url');
    expect(
      (await t.post(url, { body: { url: 'https://example.com', branch_filter_strategy: 'nope' } })).status,
    ).toBe(400);
    expect(await hookCount()).toBe(before);

    // An update that fails leaves the hook as it was.
    const created = await t.post(url, { body: { url: 'https://example.com/a', token: 'keep-me' } });
    const failed = await t.put(`${url}/${created.body.id}`, { body: { url: 'javascript:alert(1)' } });
    expect(failed.status).toBe(400);
    const row = await storedHook(created.body.id);
    expect(row!.url).toBe('https://example.com/a');
    expect(row!.encryptedToken).not.toBeNull();

    // all_branches drops the filter; a valid regex is kept.
    const regex = await t.put(`${url}/${created.body.id}`, {
      body: {
        url: 'https://example.com/a',
        branch_filter_strategy: 'regex',
        push_events_branch_filter: '^main$',
      },
    });
    expect(regex.body).toMatchObject({
      branch_filter_strategy: 'regex',
      push_events_branch_filter: '^main$',
    });
    const all = await t.put(`${url}/${created.body.id}`, {
      body: { url: 'https://example.com/a', branch_filter_strategy: 'all_branches' },
    });
    expect(all.body).toMatchObject({
      branch_filter_strategy: 'all_branches',
      push_events_branch_filter: null,
    });
  });

  it('report auto-disabling, and an update re-enables the hook', async () => {
    const project = await createProject(t);
    const url = `/projects/${project.id}/hooks`;
    const created = await t.post(url, { body: { url: 'https://example.com/flaky' } });
    const id = created.body.id as number;
    const hooks = t.running.services.hooks;
    for (let i = 0; i < 4; i++)
      await hooks.recordDeliveryResult(id, { ok: false, reason: 'server_error', status: 502 });
    const disabled = await t.get(`${url}/${id}`);
    expect(disabled.body.alert_status).toBe('temporarily_disabled');
    expect(Date.parse(disabled.body.disabled_until as string)).toBeGreaterThan(Date.now());
    expect(await t.running.services.hooksFinder.subscribed({ projectId: project.id }, 'push_events')).toEqual(
      [],
    );

    // Failing on after every back-off: disabled for good at the fortieth failure in a row.
    let state = await hooks.recordDeliveryResult(id, { ok: false, reason: 'client_error', status: 404 });
    let now = new Date();
    for (let failures = 5; failures <= 40; failures++) {
      now = new Date(Math.max(now.getTime(), state!.disabledUntil?.getTime() ?? 0) + 1000);
      state = await hooks.recordDeliveryResult(id, { ok: false, reason: 'network_error' }, now);
    }
    expect(state!.recentFailures).toBe(40);
    expect((await t.get(`${url}/${id}`)).body).toMatchObject({
      alert_status: 'disabled',
      disabled_until: null,
    });

    const updated = await t.put(`${url}/${id}`, { body: { url: 'https://example.com/flaky' } });
    expect(updated.body).toMatchObject({ alert_status: 'executable', disabled_until: null });
    expect(
      (await t.running.services.hooksFinder.subscribed({ projectId: project.id }, 'push_events')).map(
        (h) => h.id,
      ),
    ).toEqual([id]);
  });
});

describe('group hooks', () => {
  it('are for owners, show the group flags, and fire for projects of subgroups', async () => {
    const group = await createGroup(t);
    const subgroup = await createGroup(t, { parent_id: group.id });
    const project = await createProject(t, { namespace_id: subgroup.id });
    await addMember(t, 'groups', group.id, maintainer.id, 40);
    const url = `/groups/${group.id}/hooks`;

    const created = await t.post(url, {
      body: { url: 'https://example.com/group', subgroup_events: true, member_events: true, token: 's' },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({
      group_id: group.id,
      subgroup_events: true,
      member_events: true,
      push_events: true,
      alert_status: 'executable',
    });
    expect(created.body).not.toHaveProperty('project_id');
    expect(created.body).not.toHaveProperty('token');

    // Maintainers of the group are refused (owners only); strangers do not see it.
    expect((await t.get(url, { token: maintainer.token })).status).toBe(403);
    expect((await t.get(url, { token: stranger.token })).status).toBe(404);

    const projectHook = await t.post(`/projects/${project.id}/hooks`, {
      body: { url: 'https://example.com/p' },
    });
    const finder = t.running.services.hooksFinder;
    const found = await finder.subscribed({ projectId: project.id }, 'push_events');
    expect(found.map((h) => [h.id, h.type, h.token])).toEqual([
      [created.body.id, 'GroupHook', 's'],
      [projectHook.body.id, 'ProjectHook', null],
    ]);
    expect((await finder.subscribed({ groupId: subgroup.id }, 'subgroup_events')).map((h) => h.id)).toEqual([
      created.body.id,
    ]);
    expect(await finder.subscribed({ projectId: project.id }, 'pipeline_events')).toEqual([]);

    const updated = await t.put(`${url}/${created.body.id}`, {
      body: {
        url: 'https://example.com/group',
        subgroup_events: false,
        service_access_tokens_expiration_enforced: true,
      },
    });
    expect(updated.body.subgroup_events).toBe(false);
    expect((await t.delete(`${url}/${created.body.id}`)).status).toBe(204);
    expect((await t.get(url)).body).toEqual([]);
  });
});

describe('hooks and their owners', () => {
  it('go when their project goes', async () => {
    const project = await createProject(t);
    const created = await t.post(`/projects/${project.id}/hooks`, {
      body: { url: 'https://example.com/gone' },
    });
    expect(created.status).toBe(201);
    const deleted = await t.delete(`/projects/${project.id}`);
    expect(deleted.status, deleted.text).toBeLessThan(300);
    await expect.poll(() => storedHook(created.body.id as number), { timeout: 10_000 }).toBeNull();
  });
});

describe('system hooks', () => {
  it('are for administrators, and receive the system events', async () => {
    const created = await t.post('/hooks', {
      body: { url: 'https://example.com/system', repository_update_events: true, token: 'sys' },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({
      url: 'https://example.com/system',
      push_events: true,
      repository_update_events: true,
      alert_status: 'executable',
    });
    expect(created.body).not.toHaveProperty('issues_events');
    const id = created.body.id as number;
    expect((await t.get('/hooks', { token: developer.token })).status).toBe(403);
    expect((await t.get('/hooks', { token: null })).status).toBe(401);
    expect((await t.get('/hooks')).body.map((h: { id: number }) => h.id)).toContain(id);
    expect((await t.put(`/hooks/${id}`, { body: { url: 'https://example.com/system2' } })).body.url).toBe(
      'https://example.com/system2',
    );

    const finder = t.running.services.hooksFinder;
    expect((await finder.subscribed({ system: true }, 'system_events')).map((h) => h.id)).toContain(id);
    expect(
      (await finder.subscribed({ system: true }, 'repository_update_events')).map((h) => h.id),
    ).toContain(id);
    expect(await finder.subscribed({ system: true }, 'issues_events')).toEqual([]);
    expect(await finder.subscribed({}, 'repository_update_events')).toEqual([]);

    // System hooks are never auto-disabled.
    for (let i = 0; i < 5; i++)
      await t.running.services.hooks.recordDeliveryResult(id, { ok: false, reason: 'network_error' });
    expect((await t.get(`/hooks/${id}`)).body.alert_status).toBe('executable');
    expect((await t.delete(`/hooks/${id}`)).status).toBe(204);
  });
});
