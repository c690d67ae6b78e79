import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser } from './support/fixtures.ts';
import { addMember, createGroup, createProject } from './support/membership.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** An HTTP date this far from now (If-Unmodified-Since has a resolution of seconds). */
const httpDate = (offsetSeconds: number) => new Date(Date.now() + offsetSeconds * 1000).toUTCString();
const before = () => ({ 'if-unmodified-since': httpDate(-3600) });
const after = () => ({ 'if-unmodified-since': httpDate(3600) });

describe('DELETE with If-Unmodified-Since', () => {
  it('refuses to delete a user changed since then, with 412, and deletes when unchanged', async () => {
    const user = await createUser(t);
    const refused = await t.delete(`/users/${user.id}`, { headers: before() });
    expect(refused.status).toBe(412);
    expect(refused.body).toEqual({ message: '412 Precondition Failed' });
    expect((await t.get(`/users/${user.id}`)).status).toBe(200);

    const deleted = await t.delete(`/users/${user.id}`, { headers: after() });
    expect(deleted.status).toBe(204);
  });

  it('ignores a date it cannot read, as GitLab does', async () => {
    const user = await createUser(t);
    const deleted = await t.delete(`/users/${user.id}`, { headers: { 'if-unmodified-since': 'yesterday' } });
    expect(deleted.status).toBe(204);
  });

  it('checks existence and permission first: 404 and 403 win over 412', async () => {
    expect((await t.delete('/users/999999', { headers: before() })).status).toBe(404);
    const user = await createUser(t);
    const other = await createUser(t);
    const forbidden = await t.delete(`/users/${other.id}`, { token: user.token, headers: before() });
    expect(forbidden.status).toBe(403);
  });

  it('guards projects, groups and memberships, which stay when refused', async () => {
    const group = await createGroup(t);
    const project = await createProject(t, { namespace_id: group.id });
    const member = await createUser(t);
    await addMember(t, 'projects', project.id, member.id, 30);

    const memberRefused = await t.delete(`/projects/${project.id}/members/${member.id}`, {
      headers: before(),
    });
    expect(memberRefused.status).toBe(412);
    expect((await t.get(`/projects/${project.id}/members/${member.id}`)).status).toBe(200);
    expect(
      (await t.delete(`/projects/${project.id}/members/${member.id}`, { headers: after() })).status,
    ).toBe(204);

    expect((await t.delete(`/projects/${project.id}`, { headers: before() })).status).toBe(412);
    expect((await t.get(`/projects/${project.id}`)).status).toBe(200);
    expect((await t.delete(`/groups/${group.id}`, { headers: before() })).status).toBe(412);
    expect((await t.get(`/groups/${group.id}`)).status).toBe(200);

    expect((await t.delete(`/projects/${project.id}`, { headers: after() })).status).toBe(202);
    expect((await t.delete(`/groups/${group.id}`, { headers: after() })).status).toBe(202);
  });

  it('guards CI/CD variables, trigger tokens and pipeline schedules', async () => {
    const project = await createProject(t);
    const base = `/projects/${project.id}`;
    expect((await t.post(`${base}/variables`, { body: { key: 'KEY', value: 'value-1' } })).status).toBe(201);
    const trigger = await t.post(`${base}/triggers`, { body: { description: 'deploys' } });
    expect(trigger.status).toBe(201);
    const schedule = await t.post(`${base}/pipeline_schedules`, {
      body: { description: 'nightly', ref: 'main', cron: '0 1 * * *' },
    });
    expect(schedule.status, JSON.stringify(schedule.body)).toBe(201);

    for (const path of [
      `${base}/variables/KEY`,
      `${base}/triggers/${trigger.body.id}`,
      `${base}/pipeline_schedules/${schedule.body.id}`,
    ]) {
      expect((await t.delete(path, { headers: before() })).status, path).toBe(412);
      expect((await t.get(path)).status, path).toBe(200);
      expect((await t.delete(path, { headers: after() })).status, path).toBe(204);
      expect((await t.get(path)).status, path).toBe(404);
    }
  });
  it('guards invitations, runners and snippets', async () => {
    const project = await createProject(t);
    const base = `/projects/${project.id}`;
    const invited = await t.post(`${base}/invitations`, {
      body: { email: 'invitee@example.com', access_level: 30 },
    });
    expect(invited.body).toEqual({ status: 'success' });
    const runner = await t.post('/user/runners', {
      body: { runner_type: 'project_type', project_id: project.id },
    });
    expect(runner.status).toBe(201);
    const snippet = await t.post(`${base}/snippets`, {
      body: { title: 'notes', visibility: 'private', files: [{ file_path: 'a.md', content: 'a' }] },
    });
    expect(snippet.status, snippet.text).toBe(201);

    const invitationEmails = async () =>
      ((await t.get(`${base}/invitations`)).body as { invite_email: string }[]).map((i) => i.invite_email);
    const exists = {
      [`${base}/invitations/invitee@example.com`]: async () =>
        (await invitationEmails()).includes('invitee@example.com'),
      [`/runners/${runner.body.id}`]: async () => (await t.get(`/runners/${runner.body.id}`)).status === 200,
      [`${base}/snippets/${snippet.body.id}`]: async () =>
        (await t.get(`${base}/snippets/${snippet.body.id}`)).status === 200,
    };
    for (const [path, stillThere] of Object.entries(exists)) {
      expect((await t.delete(path, { headers: before() })).status, path).toBe(412);
      expect(await stillThere(), path).toBe(true);
      expect((await t.delete(path, { headers: after() })).status, path).toBe(204);
      expect(await stillThere(), path).toBe(false);
    }
  });
});
