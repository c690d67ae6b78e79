import { Gitlab } from '@gitbeaker/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_TOKEN, startTestApp, type TestApp } from './support/app.ts';
import { createToken, createUser, type CreatedUser } from './support/fixtures.ts';
import { addMember, createGroup, createProject } from './support/membership.ts';

let t: TestApp;
let maintainer: CreatedUser;
let developer: CreatedUser;
let owner: CreatedUser;
let project: { id: number };
let group: { id: number };

beforeAll(async () => {
  t = await startTestApp();
  maintainer = await createUser(t);
  developer = await createUser(t);
  owner = await createUser(t);
  group = await createGroup(t, {}, owner.token);
  project = await createProject(t, { namespace_id: group.id }, owner.token);
  await addMember(t, 'projects', project.id, maintainer.id, 40);
  await addMember(t, 'projects', project.id, developer.id, 30);
});

afterAll(async () => {
  await t.close();
});

async function createRunner(body: Record<string, unknown>, token: string = ROOT_TOKEN) {
  const response = await t.post('/user/runners', { body, token });
  expect(response.status, response.text).toBe(201);
  return response.body as { id: number; token: string; token_expires_at: string | null };
}

/** Sets a runner's last contact and creation times directly, to test the status rules. */
async function setTimes(id: number, contactedAt: Date | null, createdAt = new Date()) {
  await t.running.orm.em
    .fork()
    .getConnection()
    .execute('update ci_runners set contacted_at = ?, created_at = ? where id = ?', [
      contactedAt,
      createdAt,
      id,
    ]);
}

describe('creating runners', () => {
  it('creates runners of every type for those allowed, with a glrt- token shown once', async () => {
    const instance = await createRunner({
      runner_type: 'instance_type',
      description: 'shared',
      tag_list: ['linux', 'docker'],
    });
    expect(instance.token).toMatch(/^glrt-/);
    const projectRunner = await createRunner(
      { runner_type: 'project_type', project_id: project.id },
      maintainer.token,
    );
    const groupRunner = await createRunner({ runner_type: 'group_type', group_id: group.id }, owner.token);

    expect(
      (await t.post('/user/runners', { token: maintainer.token, body: { runner_type: 'instance_type' } }))
        .status,
    ).toBe(403);
    expect(
      (
        await t.post('/user/runners', {
          token: developer.token,
          body: { runner_type: 'project_type', project_id: project.id },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.post('/user/runners', {
          token: maintainer.token,
          body: { runner_type: 'group_type', group_id: group.id },
        })
      ).status,
    ).toBe(403);
    expect((await t.post('/user/runners', { body: { runner_type: 'project_type' } })).body).toEqual({
      message: '400 Bad request - project_id is missing',
    });
    const longNote = await t.post('/user/runners', {
      body: { runner_type: 'instance_type', maintenance_note: 'x'.repeat(1025) },
    });
    expect(longNote.status).toBe(400);
    expect(longNote.body).toEqual({
      message: { maintenance_note: ['is too long (maximum is 1024 characters)'] },
    });

    const detail = await t.get(`/runners/${projectRunner.id}`, { token: maintainer.token });
    expect(detail.body).toMatchObject({
      id: projectRunner.id,
      runner_type: 'project_type',
      is_shared: false,
      status: 'never_contacted',
      online: false,
      locked: true,
      ip_address: '',
      version: '',
      projects: [expect.objectContaining({ id: project.id })],
    });
    expect(detail.body.token).toBeUndefined();
    expect((await t.get(`/runners/${groupRunner.id}`, { token: developer.token })).status).toBe(403);
    expect((await t.get(`/runners/${instance.id}`, { token: developer.token })).status).toBe(200);
  });

  it('needs the create_runner or api scope', async () => {
    const readOnly = await createToken(t, maintainer.id, ['read_api']);
    expect(
      (
        await t.post('/user/runners', {
          token: readOnly,
          body: { runner_type: 'project_type', project_id: project.id },
        })
      ).status,
    ).toBe(403);
    const creator = await createToken(t, maintainer.id, ['create_runner']);
    expect(
      (
        await t.post('/user/runners', {
          token: creator,
          body: { runner_type: 'project_type', project_id: project.id },
        })
      ).status,
    ).toBe(201);
  });
});

describe('runner details', () => {
  it("are open to developers of the runner's group or project, not to reporters, and do not manage it", async () => {
    const reporter = await createUser(t);
    await addMember(t, 'projects', project.id, reporter.id, 20);
    const groupDeveloper = await createUser(t);
    await addMember(t, 'groups', group.id, groupDeveloper.id, 30);
    const projectRunner = await createRunner(
      { runner_type: 'project_type', project_id: project.id, description: 'for developers' },
      maintainer.token,
    );
    const groupRunner = await createRunner({ runner_type: 'group_type', group_id: group.id }, owner.token);

    const detail = await t.get(`/runners/${projectRunner.id}`, { token: developer.token });
    expect(detail.status, detail.text).toBe(200);
    expect(detail.body).toMatchObject({
      id: projectRunner.id,
      description: 'for developers',
      runner_type: 'project_type',
      projects: [expect.objectContaining({ id: project.id })],
    });
    expect((await t.get(`/runners/${projectRunner.id}/managers`, { token: developer.token })).body).toEqual(
      [],
    );
    expect((await t.get(`/runners/${groupRunner.id}`, { token: groupDeveloper.token })).status).toBe(200);
    expect((await t.get(`/runners/${projectRunner.id}`, { token: groupDeveloper.token })).status).toBe(200);
    const api = new Gitlab({ host: await t.listen(), token: developer.token });
    expect((await api.Runners.show(projectRunner.id)).description).toBe('for developers');

    expect(await t.get(`/runners/${projectRunner.id}`, { token: reporter.token })).toMatchObject({
      status: 403,
      body: { message: '403 Forbidden - No access granted' },
    });
    expect((await t.get(`/runners/${groupRunner.id}`, { token: developer.token })).status).toBe(403);
    // Reading is all: editing, the runner's jobs and enabling it elsewhere stay with its owners.
    expect(
      (await t.put(`/runners/${projectRunner.id}`, { token: developer.token, body: { paused: true } }))
        .status,
    ).toBe(403);
    expect((await t.get(`/runners/${projectRunner.id}/jobs`, { token: developer.token })).status).toBe(403);
    expect((await t.get(`/runners/${projectRunner.id}/jobs`, { token: maintainer.token })).status).toBe(200);
  });
});

describe('the runner protocol', () => {
  it('verifies a token, records contact and derives the status from it', async () => {
    const runner = await createRunner({ runner_type: 'instance_type', description: 'status' });
    expect((await t.post('/runners/verify', { token: null, body: { token: 'glrt-nope' } })).status).toBe(403);
    const verified = await t.post('/runners/verify', {
      token: null,
      body: { token: runner.token, system_id: 's_abc', info: { version: '17.5.0' } },
    });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ id: runner.id, token: runner.token });
    expect((await t.get(`/runners/${runner.id}`)).body).toMatchObject({ status: 'online', online: true });

    await setTimes(runner.id, new Date(Date.now() - 3 * 3600_000));
    expect((await t.get(`/runners/${runner.id}`)).body.status).toBe('offline');
    const old = new Date(Date.now() - 8 * 24 * 3600_000);
    await setTimes(runner.id, old, old);
    expect((await t.get(`/runners/${runner.id}`)).body.status).toBe('stale');

    const reset = await t.post('/runners/reset_authentication_token', {
      token: null,
      body: { token: runner.token },
    });
    expect(reset.status).toBe(201);
    expect(reset.body.token).not.toBe(runner.token);
    expect((await t.post('/runners/verify', { token: null, body: { token: runner.token } })).status).toBe(
      403,
    );
    expect((await t.delete('/runners', { token: null, body: { token: reset.body.token } })).status).toBe(204);
    expect((await t.get(`/runners/${runner.id}`)).status).toBe(404);
  });
});

describe('listing and managing runners', () => {
  it('filters by type, status, paused, tags and version prefix', async () => {
    const a = await createRunner({ runner_type: 'instance_type', tag_list: ['filter-a', 'linux'] });
    const b = await createRunner({ runner_type: 'instance_type', tag_list: ['filter-a'], paused: true });
    await t.post('/runners/verify', {
      token: null,
      body: { token: a.token, system_id: 's1', info: { version: '16.11.0' } },
    });
    const ids = async (query: Record<string, string | string[]>) =>
      ((await t.get('/runners/all', { query })).body as { id: number }[])
        .map((r) => r.id)
        .filter((id) => id === a.id || id === b.id);
    expect(await ids({ type: 'instance_type', per_page: '100' })).toEqual([a.id, b.id]);
    expect(await ids({ status: 'online', per_page: '100' })).toEqual([a.id]);
    expect(await ids({ status: 'never_contacted', per_page: '100' })).toEqual([b.id]);
    expect(await ids({ paused: 'true', per_page: '100' })).toEqual([b.id]);
    expect(await ids({ 'tag_list[]': ['filter-a', 'linux'], per_page: '100' })).toEqual([a.id]);
    expect(await ids({ version_prefix: '16.11', per_page: '100' })).toEqual([a.id]);
    expect(await ids({ scope: 'paused', per_page: '100' })).toEqual([b.id]);
    expect((await t.get('/runners/all', { query: { status: 'sleepy' } })).status).toBe(400);
    expect((await t.get('/runners/all', { token: maintainer.token })).status).toBe(403);
  });

  it('lists owned runners, project and group runners, and updates, pauses and deletes them', async () => {
    const mine = await createRunner(
      { runner_type: 'project_type', project_id: project.id, description: 'mine' },
      maintainer.token,
    );
    const owned = (await t.get('/runners', { token: maintainer.token, query: { per_page: '100' } })).body as {
      id: number;
    }[];
    expect(owned.map((r) => r.id)).toContain(mine.id);
    expect(((await t.get('/runners', { token: developer.token })).body as unknown[]).length).toBe(0);
    const projectList = (
      await t.get(`/projects/${project.id}/runners`, { token: maintainer.token, query: { per_page: '100' } })
    ).body as { id: number }[];
    expect(projectList.map((r) => r.id)).toContain(mine.id);
    expect((await t.get(`/projects/${project.id}/runners`, { token: developer.token })).status).toBe(403);
    expect((await t.get(`/groups/${group.id}/runners`, { token: owner.token })).status).toBe(200);

    const updated = await t.put(`/runners/${mine.id}`, {
      token: maintainer.token,
      body: {
        description: 'renamed',
        paused: true,
        tag_list: ['x', 'y'],
        run_untagged: false,
        access_level: 'ref_protected',
        maximum_timeout: 3600,
        maintenance_note: 'note',
      },
    });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body).toMatchObject({
      description: 'renamed',
      paused: true,
      active: false,
      tag_list: ['x', 'y'],
      run_untagged: false,
      access_level: 'ref_protected',
      maximum_timeout: 3600,
      maintenance_note: 'note',
    });
    const resumed = await t.put(`/runners/${mine.id}`, {
      token: maintainer.token,
      form: true,
      body: { paused: 'false' },
    });
    expect(resumed.body.paused).toBe(false);
    expect(
      (await t.put(`/runners/${mine.id}`, { token: developer.token, body: { description: 'no' } })).status,
    ).toBe(403);
    const instance = await createRunner({ runner_type: 'instance_type' });
    expect(
      (await t.put(`/runners/${instance.id}`, { token: maintainer.token, body: { description: 'no' } })).body,
    ).toEqual({
      message: '403 Forbidden - Runner is shared',
    });

    expect((await t.delete(`/runners/${mine.id}`, { token: maintainer.token })).status).toBe(204);
    expect((await t.get(`/runners/${mine.id}`)).status).toBe(404);
  });

  it('enables a project runner in another project and disables it again', async () => {
    const other = await createProject(t, { namespace_id: group.id }, owner.token);
    await addMember(t, 'projects', other.id, maintainer.id, 40);
    const runner = await createRunner(
      { runner_type: 'project_type', project_id: project.id, locked: false },
      maintainer.token,
    );
    const enabled = await t.post(`/projects/${other.id}/runners`, {
      token: maintainer.token,
      body: { runner_id: runner.id },
    });
    expect(enabled.status, enabled.text).toBe(201);
    expect(
      (
        await t.post(`/projects/${other.id}/runners`, {
          token: maintainer.token,
          body: { runner_id: runner.id },
        })
      ).status,
    ).toBe(400);
    expect((await t.get(`/runners/${runner.id}`)).body.projects.map((p: { id: number }) => p.id)).toEqual([
      project.id,
      other.id,
    ]);
    expect((await t.delete(`/runners/${runner.id}`, { token: maintainer.token })).body).toEqual({
      message: '403 Forbidden - Runner associated with more than one project',
    });
    expect(
      (await t.delete(`/projects/${other.id}/runners/${runner.id}`, { token: maintainer.token })).status,
    ).toBe(204);
    // Enabling counts against the project's runner limit too.
    const crowded = await createProject(t, { namespace_id: group.id }, owner.token);
    await addMember(t, 'projects', crowded.id, maintainer.id, 40);
    await createRunner({ runner_type: 'project_type', project_id: crowded.id }, maintainer.token);
    await t.put('/application/plan_limits', {
      body: { plan_name: 'default', ci_registered_project_runners: 1 },
    });
    try {
      const full = await t.post(`/projects/${crowded.id}/runners`, {
        token: maintainer.token,
        body: { runner_id: runner.id },
      });
      expect(full.status).toBe(400);
      expect(full.body).toEqual({
        message: { 'runner_projects.base': ['Maximum number of ci registered project runners (1) exceeded'] },
      });
    } finally {
      await t.put('/application/plan_limits', {
        body: { plan_name: 'default', ci_registered_project_runners: 1000 },
      });
    }
    expect(
      (await t.delete(`/projects/${project.id}/runners/${runner.id}`, { token: maintainer.token })).body,
    ).toEqual({
      message:
        '403 Forbidden - Only one project associated with the runner. Please remove the runner instead',
    });
  });

  it('works through @gitbeaker/rest', async () => {
    const api = new Gitlab({ host: await t.listen(), token: ROOT_TOKEN });
    const created = await createRunner({ runner_type: 'instance_type', description: 'beaker' });
    const all = await api.Runners.all({ type: 'instance_type' } as never);
    expect(all.map((r) => r.id)).toContain(created.id);
    const shown = await api.Runners.show(created.id);
    expect(shown.description).toBe('beaker');
    await api.Runners.edit(created.id, { description: 'edited' });
    expect((await api.Runners.show(created.id)).description).toBe('edited');
    await api.Runners.remove({ runnerId: created.id });
    expect((await t.get(`/runners/${created.id}`)).status).toBe(404);
  });
});

describe('plan limits', () => {
  it('reads and changes plan limits (administrators), and enforces the project runner limit', async () => {
    const limits = await t.get('/application/plan_limits');
    expect(limits.body).toMatchObject({
      ci_pipeline_size: 0,
      ci_needs_size_limit: 50,
      ci_registered_project_runners: 1000,
      dotenv_size: 5120,
      dotenv_variables: 20,
    });
    expect((await t.get('/application/plan_limits', { token: maintainer.token })).status).toBe(403);
    expect((await t.put('/application/plan_limits', { body: { ci_pipeline_size: 10 } })).status).toBe(400);
    expect(
      (await t.put('/application/plan_limits', { body: { plan_name: 'nope', ci_pipeline_size: 10 } })).status,
    ).toBe(404);
    expect(
      (await t.put('/application/plan_limits', { body: { plan_name: 'default', ci_pipeline_size: -1 } }))
        .status,
    ).toBe(400);

    const fresh = await createProject(t, {}, maintainer.token);
    const changed = await t.put('/application/plan_limits', {
      body: { plan_name: 'default', ci_registered_project_runners: 1 },
    });
    expect(changed.body.ci_registered_project_runners).toBe(1);
    try {
      await createRunner({ runner_type: 'project_type', project_id: fresh.id }, maintainer.token);
      const refused = await t.post('/user/runners', {
        token: maintainer.token,
        body: { runner_type: 'project_type', project_id: fresh.id },
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        message: { 'runner_projects.base': ['Maximum number of ci registered project runners (1) exceeded'] },
      });
      const freshGroup = await createGroup(t, {}, owner.token);
      await t.put('/application/plan_limits', {
        body: { plan_name: 'default', ci_registered_group_runners: 1 },
      });
      await createRunner({ runner_type: 'group_type', group_id: freshGroup.id }, owner.token);
      const refusedGroup = await t.post('/user/runners', {
        token: owner.token,
        body: { runner_type: 'group_type', group_id: freshGroup.id },
      });
      expect(refusedGroup.status).toBe(400);
      expect(refusedGroup.body).toEqual({
        message: { 'runner_namespaces.base': ['Maximum number of ci registered group runners (1) exceeded'] },
      });
    } finally {
      await t.put('/application/plan_limits', {
        body: {
          plan_name: 'default',
          ci_registered_project_runners: 1000,
          ci_registered_group_runners: 1000,
        },
      });
    }
  });
});
