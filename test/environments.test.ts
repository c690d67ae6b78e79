import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import { addMember, createProject, type CreatedProject } from './support/membership.ts';

let t: TestApp;
let developer: CreatedUser;
let reporter: CreatedUser;
let maintainer: CreatedUser;
let outsider: CreatedUser;
let project: CreatedProject;

const SHA = 'a'.repeat(40);

beforeAll(async () => {
  t = await startTestApp();
  [developer, reporter, maintainer, outsider] = await Promise.all([
    createUser(t),
    createUser(t),
    createUser(t),
    createUser(t),
  ]);
  project = await createProject(t);
  await addMember(t, 'projects', project.id, developer.id, 30);
  await addMember(t, 'projects', project.id, reporter.id, 20);
  await addMember(t, 'projects', project.id, maintainer.id, 40);
});

afterAll(async () => {
  await t.close();
});

const envs = () => `/projects/${project.id}/environments`;

describe('environments', () => {
  it('creates, reads, lists, updates, stops and deletes an environment with GitLab fields', async () => {
    const created = await t.post(envs(), {
      body: { name: 'review/feature-1', external_url: 'https://review.example.com' },
      token: developer.token,
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: 'review/feature-1',
      slug: expect.stringMatching(/^review-feature-1-[a-z0-9]{6}$/),
      external_url: 'https://review.example.com',
      description: null,
      tier: 'development',
      state: 'available',
      auto_stop_at: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updated_at: expect.any(String),
      kubernetes_namespace: null,
      flux_resource_path: null,
      auto_stop_setting: 'always',
    });
    const id = created.body.id as number;

    const shown = await t.get(`${envs()}/${id}`, { token: reporter.token });
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ id, name: 'review/feature-1', last_deployment: null });

    const listed = await t.get(envs(), { token: reporter.token, query: { search: 'feature' } });
    expect(listed.status).toBe(200);
    expect(listed.body.map((e: { id: number }) => e.id)).toEqual([id]);
    expect(listed.headers['x-total']).toBe('1');
    expect(listed.body[0]).not.toHaveProperty('last_deployment');

    const updated = await t.put(`${envs()}/${id}`, {
      body: { external_url: 'https://other.example.com', tier: 'staging', description: 'Review app' },
      token: developer.token,
    });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body).toMatchObject({
      external_url: 'https://other.example.com',
      tier: 'staging',
      description: 'Review app',
    });

    // An available environment may not be deleted: GitLab's policy refuses it.
    const early = await t.delete(`${envs()}/${id}`, { token: developer.token });
    expect(early.status).toBe(403);
    expect(early.body).toEqual({ message: '403 Forbidden' });

    const stopped = await t.post(`${envs()}/${id}/stop`, { token: developer.token });
    expect(stopped.status, stopped.text).toBe(200);
    expect(stopped.body.state).toBe('stopped');
    expect((await t.get(envs(), { token: reporter.token, query: { states: 'stopped' } })).body).toHaveLength(
      1,
    );
    expect(
      (await t.get(envs(), { token: reporter.token, query: { states: 'available' } })).body,
    ).toHaveLength(0);

    const deleted = await t.delete(`${envs()}/${id}`, { token: developer.token });
    expect(deleted.status).toBe(204);
    expect((await t.get(`${envs()}/${id}`, { token: reporter.token })).status).toBe(404);
  });

  it("refuses GitLab's bad input with GitLab's messages", async () => {
    const badName = await t.post(envs(), { body: { name: '/nope' }, token: developer.token });
    expect(badName.status).toBe(400);
    expect(badName.body).toEqual({
      message: {
        name: [
          "can contain only letters, digits, '-', '_', '/', '$', '{', '}', '.', and spaces, but it cannot start or end with '/'",
        ],
      },
    });
    const missing = await t.post(envs(), { body: {}, token: developer.token });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: '400 Bad request - name is missing' });

    await t.post(envs(), { body: { name: 'production' }, token: developer.token });
    const taken = await t.post(envs(), { body: { name: 'production' }, token: developer.token });
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual({ message: { name: ['has already been taken'] } });

    const badUrl = await t.post(envs(), {
      body: { name: 'x-url', external_url: 'ftp://example.com' },
      token: developer.token,
    });
    expect(badUrl.status).toBe(400);
    expect(badUrl.body.message.external_url).toEqual(['is blocked: Only allowed schemes are http, https']);

    const both = await t.get(envs(), {
      token: reporter.token,
      query: { name: 'production', search: 'prod' },
    });
    expect(both.status).toBe(400);
    const short = await t.get(envs(), { token: reporter.token, query: { search: 'pr' } });
    expect(short.status).toBe(400);

    const byName = await t.get(envs(), { token: reporter.token, query: { name: 'production' } });
    expect(byName.body).toHaveLength(1);
    expect(byName.body[0].tier).toBe('production');

    const stale = await t.post(`${envs()}/stop_stale`, {
      body: { before: new Date().toISOString() },
      token: developer.token,
    });
    expect(stale.status).toBe(400);
    expect(stale.body).toEqual({ message: '400 Bad request - Invalid Date' });
    const staleOk = await t.post(`${envs()}/stop_stale`, {
      body: { before: new Date(Date.now() - 30 * 86_400_000).toISOString() },
      token: developer.token,
    });
    expect(staleOk.status, staleOk.text).toBe(200);
    expect(staleOk.body).toEqual({ message: 'Successfully requested stop for all stale environments' });
  });

  it('keeps environments from those who may not see or change them', async () => {
    expect((await t.get(envs(), { token: outsider.token })).status).toBe(404);
    const byReporter = await t.post(envs(), { body: { name: 'not-mine' }, token: reporter.token });
    expect(byReporter.status).toBe(403);
    expect((await t.get(envs(), { token: null })).status).toBe(404);
  });
});

describe('deployments', () => {
  it('creates deployments through the API, lists them with filters and updates their status', async () => {
    const first = await t.post(`/projects/${project.id}/deployments`, {
      body: { environment: 'staging', sha: SHA, ref: 'main', tag: false, status: 'running' },
      token: developer.token,
    });
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({
      id: expect.any(Number),
      iid: 1,
      ref: 'main',
      sha: SHA,
      status: 'running',
      user: { id: developer.id, username: developer.username },
      environment: { name: 'staging', slug: 'staging', external_url: null },
      deployable: null,
    });
    const done = await t.put(`/projects/${project.id}/deployments/${first.body.id}`, {
      body: { status: 'success' },
      token: developer.token,
    });
    expect(done.status, done.text).toBe(200);
    expect(done.body.status).toBe('success');
    expect(done.body.finished_at).toEqual(expect.any(String));

    const second = await t.post(`/projects/${project.id}/deployments`, {
      body: { environment: 'staging', sha: SHA, ref: 'v1', tag: true, status: 'failed' },
      token: developer.token,
    });
    expect(second.body.iid).toBe(2);

    const list = await t.get(`/projects/${project.id}/deployments`, {
      token: reporter.token,
      query: { environment: 'staging', order_by: 'iid', sort: 'desc' },
    });
    expect(list.status).toBe(200);
    expect(list.body.map((d: { iid: number }) => d.iid)).toEqual([2, 1]);
    const failed = await t.get(`/projects/${project.id}/deployments`, {
      token: reporter.token,
      query: { status: 'failed' },
    });
    expect(failed.body.map((d: { iid: number }) => d.iid)).toEqual([2]);

    const environment = (await t.get(`${envs()}`, { token: reporter.token, query: { name: 'staging' } }))
      .body[0];
    const shown = await t.get(`${envs()}/${environment.id}`, { token: reporter.token });
    expect(shown.body.last_deployment).toMatchObject({ id: first.body.id, status: 'success' });

    // The last deployment of an environment stays; an older finished one may go (Maintainer).
    const refusedLast = await t.delete(`/projects/${project.id}/deployments/${first.body.id}`, {
      token: maintainer.token,
    });
    expect(refusedLast.status).toBe(400);
    expect(refusedLast.body).toEqual({ message: 'Deployment currently deployed to environment' });
    expect(
      (await t.delete(`/projects/${project.id}/deployments/${second.body.id}`, { token: developer.token }))
        .status,
    ).toBe(403);
    expect(
      (await t.delete(`/projects/${project.id}/deployments/${second.body.id}`, { token: maintainer.token }))
        .status,
    ).toBe(204);

    const badStatus = await t.post(`/projects/${project.id}/deployments`, {
      body: { environment: 'staging', sha: SHA, ref: 'main', tag: false, status: 'nope' },
      token: developer.token,
    });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body).toEqual({ message: '400 Bad request - status does not have a valid value' });
  });
});

describe('review apps', () => {
  it('schedules stopped review apps for deletion (Maintainer), a dry run by default', async () => {
    const made = await t.post(envs(), { body: { name: 'review/old-app' }, token: developer.token });
    await t.post(`${envs()}/${made.body.id}/stop`, { token: developer.token });
    const later = new Date(Date.now() + 60_000).toISOString();

    const dry = await t.delete(`${envs()}/review_apps`, {
      query: { before: later },
      token: maintainer.token,
    });
    expect(dry.status, dry.text).toBe(202);
    expect(dry.body).toEqual({
      scheduled_entries: [expect.objectContaining({ id: made.body.id, name: 'review/old-app' })],
      unprocessable_entries: [],
    });
    const refused = await t.delete(`${envs()}/review_apps`, {
      query: { before: later },
      token: developer.token,
    });
    expect(refused.status).toBe(403);

    const done = await t.delete(`${envs()}/review_apps`, {
      query: { before: later, dry_run: false },
      token: maintainer.token,
    });
    expect(done.body.scheduled_entries.map((e: { id: number }) => e.id)).toEqual([made.body.id]);
    // Scheduled once: the next run leaves it out.
    const again = await t.delete(`${envs()}/review_apps`, {
      query: { before: later },
      token: maintainer.token,
    });
    expect(again.body.scheduled_entries).toEqual([]);
  });
});
