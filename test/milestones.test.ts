import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import {
  addMember,
  createGroup,
  createProject,
  type CreatedGroup,
  type CreatedProject,
} from './support/membership.ts';

let t: TestApp;
let reporter: CreatedUser;
let guest: CreatedUser;
let outsider: CreatedUser;
let parent: CreatedGroup;
let group: CreatedGroup;
let project: CreatedProject;
let personal: CreatedProject;

beforeAll(async () => {
  t = await startTestApp();
  reporter = await createUser(t);
  guest = await createUser(t);
  outsider = await createUser(t);
  parent = await createGroup(t, { visibility: 'public' });
  group = await createGroup(t, { visibility: 'public', parent_id: parent.id });
  project = await createProject(t, { namespace_id: group.id, visibility: 'public' });
  personal = await createProject(t, { visibility: 'private' });
  await addMember(t, 'projects', project.id, reporter.id, 20);
  await addMember(t, 'groups', group.id, reporter.id, 20);
  await addMember(t, 'projects', project.id, guest.id, 10);
});

afterAll(async () => {
  await t.close();
});

const projectPath = () => `/projects/${project.id}/milestones`;

async function make(path: string, body: Record<string, unknown>, token?: string) {
  const response = await t.post(path, { body, token });
  expect(response.status, response.text).toBe(201);
  return response.body as { id: number; iid: number; title: string };
}

describe('project milestones', () => {
  it('creates, reads, updates, closes, reopens and deletes a milestone with GitLab fields', async () => {
    const created = await t.post(projectPath(), {
      body: { title: '  v1.0  ', description: 'First', start_date: '2099-01-01', due_date: '2099-02-01' },
      token: reporter.token,
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      iid: 1,
      project_id: project.id,
      title: 'v1.0',
      description: 'First',
      state: 'active',
      created_at: expect.any(String),
      updated_at: expect.any(String),
      due_date: '2099-02-01',
      start_date: '2099-01-01',
      expired: false,
      web_url: `http://railyard.test/${project.path_with_namespace}/-/milestones/1`,
    });
    const id = created.body.id as number;
    expect((await t.get(`${projectPath()}/${id}`, { token: guest.token })).body.title).toBe('v1.0');

    const closed = await t.put(`${projectPath()}/${id}`, {
      body: { state_event: 'close' },
      token: reporter.token,
    });
    expect(closed.status, closed.text).toBe(200);
    expect(closed.body.state).toBe('closed');
    const reopened = await t.put(`${projectPath()}/${id}`, {
      body: { state_event: 'activate', title: 'v1.0.0', due_date: '' },
    });
    expect(reopened.body).toMatchObject({ state: 'active', title: 'v1.0.0', due_date: null });
    const blank = await t.put(`${projectPath()}/${id}`, { body: { title: '  ' } });
    expect(blank.body.title).toBe('v1.0.0');

    expect((await t.delete(`${projectPath()}/${id}`, { token: reporter.token })).status).toBe(204);
    expect((await t.get(`${projectPath()}/${id}`)).body).toEqual({ message: '404 Not found' });
    // iids are never given twice: the next milestone is 2, though 1 is gone.
    expect((await make(projectPath(), { title: 'after delete' })).iid).toBe(2);
  });

  it('refuses guests writes, anonymous callers and outsiders of private projects', async () => {
    expect((await t.post(projectPath(), { body: { title: 'x' }, token: guest.token })).status).toBe(403);
    expect((await t.get(projectPath(), { token: null })).status).toBe(401);
    expect((await t.get(`/projects/${personal.id}/milestones`, { token: outsider.token })).status).toBe(404);
    expect((await t.get(projectPath(), { token: outsider.token })).status).toBe(200);
  });

  it('validates titles and dates as GitLab does', async () => {
    const blank = await t.post(projectPath(), { body: { title: ' ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(`Failed to create milestone {:title=>["can't be blank"]}`);
    expect((await t.post(projectPath(), { body: {} })).body).toEqual({
      message: '400 Bad request - title is missing',
    });
    const order = await t.post(projectPath(), {
      body: { title: 'dates', start_date: '2026-03-02', due_date: '2026-03-01' },
    });
    expect(order.status).toBe(400);
    expect(order.body.message).toBe(
      `Failed to create milestone {:due_date=>["must be greater than start date"]}`,
    );
    const bad = await t.post(projectPath(), { body: { title: 'bad date', due_date: '2026-02-30' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain(':due_date=>');

    await make(`/groups/${group.id}/milestones`, { title: 'shared title' });
    const taken = await t.post(projectPath(), { body: { title: 'shared title' } });
    expect(taken.status).toBe(400);
    expect(taken.body.message).toBe(
      'Failed to create milestone {:title=>["already being used for another group or project milestone."]}',
    );
    await make(projectPath(), { title: 'project title' });
    const groupTaken = await t.post(`/groups/${group.id}/milestones`, { body: { title: 'project title' } });
    expect(groupTaken.body.message).toBe(
      'Failed to create milestone {:title=>["already being used for another group or project milestone."]}',
    );
    // The parent group is outside the hierarchy GitLab checks (the project's own group only).
    await make(`/groups/${parent.id}/milestones`, { title: 'project title' });

    const none = await t.put(`${projectPath()}/1`, { body: {} });
    expect(none.body.message).toBe(
      '400 Bad request - title, description, start_date, due_date, state_event are missing, at least one parameter must be provided',
    );
    const wrongState = await t.get(projectPath(), { query: { state: 'opened' } });
    expect(wrongState.body.message).toBe('400 Bad request - state does not have a valid value');
  });

  it('lists with filters, ancestors and GitLab order (due date first, undated last, newest first)', async () => {
    const p = await createProject(t, { namespace_id: group.id, visibility: 'public' });
    const path = `/projects/${p.id}/milestones`;
    const a = await make(path, { title: 'alpha', due_date: '2030-05-01', description: 'has needle' });
    const b = await make(path, { title: 'beta', due_date: '2030-01-01' });
    const c = await make(path, { title: 'gamma' });
    const d = await make(path, { title: 'delta' });
    await t.put(`${path}/${b.id}`, { body: { state_event: 'close' } });

    const all = await t.get(path);
    expect(all.body.map((m: { title: string }) => m.title)).toEqual(['beta', 'alpha', 'delta', 'gamma']);
    expect(all.headers['x-total']).toBe('4');
    expect((await t.get(path, { query: { state: 'closed' } })).body.map((m: { id: number }) => m.id)).toEqual(
      [b.id],
    );
    expect(
      (await t.get(path, { query: { state: 'active', per_page: 1 } })).body.map((m: { id: number }) => m.id),
    ).toEqual([a.id]);
    expect(
      (await t.get(path, { query: { 'iids[]': [c.iid, d.iid] } })).body.map((m: { id: number }) => m.id),
    ).toEqual([d.id, c.id]);
    expect((await t.get(path, { query: { title: 'gamma' } })).body.map((m: { id: number }) => m.id)).toEqual([
      c.id,
    ]);
    expect(
      (await t.get(path, { query: { search: 'needle' } })).body.map((m: { id: number }) => m.id),
    ).toEqual([a.id]);
    expect((await t.get(path, { query: { updated_after: '2999-01-01T00:00:00Z' } })).body).toEqual([]);
    expect((await t.get(path, { query: { updated_before: '2999-01-01T00:00:00Z' } })).body).toHaveLength(4);

    const withAncestors = await t.get(path, { query: { include_ancestors: true, per_page: 100 } });
    const titles = withAncestors.body.map((m: { title: string }) => m.title);
    expect(titles).toEqual(expect.arrayContaining(['alpha', 'shared title', 'project title']));
    const groupOne = withAncestors.body.find((m: { title: string }) => m.title === 'shared title');
    expect(groupOne).toMatchObject({ group_id: group.id });
    expect(groupOne).not.toHaveProperty('project_id');
    expect(groupOne.web_url).toBe(
      `http://railyard.test/groups/${group.full_path}/-/milestones/${groupOne.iid}`,
    );
    // The deprecated name still works.
    expect(
      (await t.get(path, { query: { include_parent_milestones: true, per_page: 100 } })).body,
    ).toHaveLength(withAncestors.body.length);
  });
});

describe('promoting a project milestone to its group', () => {
  it("replaces the milestones of that title in the group's projects with a group milestone", async () => {
    const g = await createGroup(t, { visibility: 'public' });
    const a = await createProject(t, { namespace_id: g.id, visibility: 'public' });
    const b = await createProject(t, { namespace_id: g.id, visibility: 'public' });
    const promoted = await make(`/projects/${a.id}/milestones`, {
      title: 'Promote me',
      description: 'from a',
      start_date: '2099-01-01',
      due_date: '2099-01-02',
    });
    await make(`/projects/${b.id}/milestones`, { title: 'Promote me' });
    await make(`/projects/${b.id}/milestones`, { title: 'Stays' });
    await t.put(`/projects/${a.id}/milestones/${promoted.id}`, { body: { state_event: 'close' } });

    const response = await t.post(`/projects/${a.id}/milestones/${promoted.id}/promote`);
    expect(response.status, response.text).toBe(200);
    expect(response.text).toBe('200');
    expect(response.headers['content-type']).toBe('application/json');
    const groupList = await t.get(`/groups/${g.id}/milestones`);
    expect(groupList.body).toEqual([
      expect.objectContaining({
        iid: 1,
        group_id: g.id,
        title: 'Promote me',
        description: 'from a',
        state: 'closed',
        start_date: '2099-01-01',
        due_date: '2099-01-02',
      }),
    ]);
    expect((await t.get(`/projects/${a.id}/milestones`)).body).toEqual([]);
    expect((await t.get(`/projects/${b.id}/milestones`)).body.map((m: { title: string }) => m.title)).toEqual(
      ['Stays'],
    );
  });

  it('refuses milestones of personal projects, and callers who may not manage the group', async () => {
    const own = await make(`/projects/${personal.id}/milestones`, { title: 'mine' });
    const refused = await t.post(`/projects/${personal.id}/milestones/${own.id}/promote`);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: 'Promotion failed - Project does not belong to a group.' });
    const milestone = await make(projectPath(), { title: 'guest cannot promote' });
    const guestTry = await t.post(`${projectPath()}/${milestone.id}/promote`, { token: guest.token });
    expect(guestTry.status).toBe(403);
    expect((await t.post(`${projectPath()}/424242/promote`)).status).toBe(404);
    // Ids past PostgreSQL's integer name nothing.
    expect((await t.get(`${projectPath()}/3000000000`)).status).toBe(404);
    expect((await t.get(projectPath(), { query: { 'iids[]': [3000000000] } })).body).toEqual([]);
  });
});

describe('milestone events and titles', () => {
  it('records an event for each change after it commits, and cleans markup out of titles', async () => {
    const seen: { action: string; milestoneId: number; projectId: number | null }[] = [];
    const stop = t.running.services.bus.on('milestone.changed', (e) => seen.push(e.payload));
    const made = await make(projectPath(), { title: '<b>Fish &amp; chips</b>' });
    expect(made.title).toBe('Fish & chips');
    await t.put(`${projectPath()}/${made.id}`, { body: { description: 'd' } });
    await t.put(`${projectPath()}/${made.id}`, { body: { state_event: 'close' } });
    await t.put(`${projectPath()}/${made.id}`, { body: { state_event: 'activate' } });
    await t.delete(`${projectPath()}/${made.id}`);
    const deadline = Date.now() + 2000;
    while (seen.length < 5 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    stop();
    expect(seen.map((e) => e.action)).toEqual(['create', 'update', 'close', 'reopen', 'delete']);
    expect(seen.every((e) => e.milestoneId === made.id && e.projectId === project.id)).toBe(true);
    const long = await t.post(projectPath(), { body: { title: 'x'.repeat(256) } });
    expect(long.body.message).toBe(
      'Failed to create milestone {:title=>["is too long (maximum is 255 characters)"]}',
    );
  });
});

describe('group milestones', () => {
  it('numbers iids per group, lists with ancestors and descendants, and keeps writes for reporters', async () => {
    const g = await createGroup(t, { visibility: 'public', parent_id: group.id });
    const path = `/groups/${g.id}/milestones`;
    const first = await make(path, { title: 'sub one' });
    const second = await make(path, { title: 'sub two' });
    expect([first.iid, second.iid]).toEqual([1, 2]);
    expect((await t.post(path, { body: { title: 'no' }, token: guest.token })).status).toBe(403);
    expect((await t.post(path, { body: { title: 'by reporter' }, token: reporter.token })).status).toBe(201);
    expect((await t.get(`${path}/${first.id}`, { token: outsider.token })).body.group_id).toBe(g.id);

    const own = await t.get(path);
    expect(own.body.map((m: { title: string }) => m.title).sort()).toEqual([
      'by reporter',
      'sub one',
      'sub two',
    ]);
    const up = await t.get(path, { query: { include_ancestors: true, per_page: 100 } });
    expect(up.body.map((m: { title: string }) => m.title)).toEqual(
      expect.arrayContaining(['shared title', 'sub one']),
    );
    const down = await t.get(`/groups/${group.id}/milestones`, {
      query: { include_descendants: true, per_page: 100 },
    });
    const downTitles = down.body.map((m: { title: string }) => m.title);
    expect(downTitles).toEqual(expect.arrayContaining(['sub one', 'shared title', 'alpha', 'project title']));
    // A milestone of another group is not found through this one.
    expect((await t.get(`/groups/${group.id}/milestones/${first.id}`)).status).toBe(404);
    expect((await t.delete(`${path}/${first.id}`, { token: reporter.token })).status).toBe(204);
  });
});
