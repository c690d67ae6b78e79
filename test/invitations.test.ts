import { Gitlab } from '@gitbeaker/rest';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../src/core/events.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, unique, type CreatedUser } from './support/fixtures.ts';
import { addMember, createGroup, createProject } from './support/membership.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const email = (prefix = 'invitee') => `${unique(prefix)}@example.org`;

describe('POST /:sources/:id/invitations', () => {
  it('invites an email address, storing only a digest of the invite token', async () => {
    const group = await createGroup(t);
    const address = email();
    const events: DomainEvent<'invitation.created'>[] = [];
    const stop = t.running.services.bus.on('invitation.created', (e) => events.push(e));
    const response = await t.post(`/groups/${group.id}/invitations`, {
      body: { email: address, access_level: 30, expires_at: '2099-03-01' },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ status: 'success' });

    const list = await t.get(`/groups/${group.id}/invitations`);
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(Object.keys(list.body[0]).sort()).toEqual(
      [
        'access_level',
        'created_at',
        'created_by_name',
        'expires_at',
        'id',
        'invite_email',
        'user_name',
      ].sort(),
    );
    expect(list.body[0]).toMatchObject({
      invite_email: address,
      access_level: 30,
      expires_at: '2099-03-01',
      user_name: null,
      created_by_name: 'Administrator',
    });
    const { rows } = await t.run(() =>
      sql<{ invite_token_digest: string | null; user_id: number | null; invite_source: string }>`
        select invite_token_digest, user_id, invite_source from members where id = ${list.body[0].id}`.execute(
        t.running.orm.em.getKysely(),
      ),
    );
    expect(rows[0]?.invite_token_digest).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.user_id).toBeNull();
    expect(rows[0]?.invite_source).toBe('invitations-api');
    // Invitations are not members.
    const members = await t.get(`/groups/${group.id}/members`);
    expect(members.body.map((m: { id: number }) => m.id)).toEqual([1]);
    const deadline = Date.now() + 2000;
    while (events.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    stop();
    expect(events[0]?.payload).toMatchObject({
      sourceType: 'Namespace',
      sourceId: group.id,
      accessLevel: 30,
    });
  });

  it("makes the owner of an existing user's email, and users given by id, members", async () => {
    const project = await createProject(t);
    const byEmail = await createUser(t);
    const byId = await createUser(t);
    const response = await t.post(`/projects/${project.id}/invitations`, {
      body: { email: byEmail.email.toUpperCase(), user_id: String(byId.id), access_level: 20 },
    });
    expect(response.body).toEqual({ status: 'success' });
    const members = await t.get(`/projects/${project.id}/members`);
    const levels = Object.fromEntries(
      members.body.map((m: { id: number; access_level: number }) => [m.id, m.access_level]),
    );
    expect(levels).toMatchObject({ [byEmail.id]: 20, [byId.id]: 20 });
    const pending = await t.get(`/projects/${project.id}/invitations`);
    expect(pending.body).toEqual([]);
  });

  it('adds what it can and reports the reason for each email or username that failed', async () => {
    const group = await createGroup(t);
    const member = await createUser(t);
    await addMember(t, 'groups', group.id, member.id, 30);
    const taken = email('taken');
    await t.post(`/groups/${group.id}/invitations`, { body: { email: taken, access_level: 30 } });
    const fresh = email('fresh');
    const newcomer = await createUser(t);

    const response = await t.post(`/groups/${group.id}/invitations`, {
      body: {
        email: `not-an-email,${taken},${fresh}`,
        user_id: `${member.id},${newcomer.id}`,
        access_level: 20,
      },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      status: 'error',
      message: {
        'not-an-email': 'Invite email is invalid',
        [taken]: 'Invite email has already been taken',
        [member.username]: 'User already exists in source',
      },
    });
    const invitations = await t.get(`/groups/${group.id}/invitations`);
    expect(invitations.body.map((i: { invite_email: string }) => i.invite_email).sort()).toEqual(
      [taken, fresh].sort(),
    );
    const newcomerMember = await t.get(`/groups/${group.id}/members/${newcomer.id}`);
    expect(newcomerMember.body.access_level).toBe(20);
    const unchanged = await t.get(`/groups/${group.id}/members/${member.id}`);
    expect(unchanged.body.access_level).toBe(30);
  });

  it('reports model validation failures per invitee', async () => {
    const group = await createGroup(t, { name: `Parent ${unique()}` });
    const project = await createProject(t, { namespace_id: group.id });
    const inherited = await createUser(t);
    await addMember(t, 'groups', group.id, inherited.id, 40);
    const address = email();
    const minimal = await t.post(`/projects/${project.id}/invitations`, {
      body: { email: address, access_level: 5 },
    });
    expect(minimal.body).toEqual({
      status: 'error',
      message: { [address]: 'Access level is not included in the list' },
    });
    const lower = await t.post(`/projects/${project.id}/invitations`, {
      body: { user_id: inherited.id, access_level: 30 },
    });
    expect(lower.body).toEqual({
      status: 'error',
      message: {
        [inherited.username]: `Access level should be greater than or equal to Maintainer inherited membership from group ${group.name}`,
      },
    });
  });

  it('answers 400, 401, 403 and 404 as GitLab does', async () => {
    const owner = await createUser(t);
    const developer = await createUser(t);
    const outsider = await createUser(t);
    const group = await createGroup(t, {}, owner.token);
    await addMember(t, 'groups', group.id, developer.id, 30);
    const none = await t.post(`/groups/${group.id}/invitations`, {
      token: owner.token,
      body: { access_level: 30 },
    });
    expect(none.status).toBe(400);
    expect(none.body).toEqual({
      message: '400 Bad request - Must provide either email or user_id as a parameter',
    });
    const level = await t.post(`/groups/${group.id}/invitations`, {
      token: owner.token,
      body: { email: email(), access_level: 31 },
    });
    expect(level.status).toBe(400);
    expect(level.body).toEqual({ message: '400 Bad request - access_level does not have a valid value' });
    const anonymous = await t.post(`/groups/${group.id}/invitations`, {
      token: null,
      body: { email: email(), access_level: 30 },
    });
    expect(anonymous.status).toBe(401);
    const developerDenied = await t.post(`/groups/${group.id}/invitations`, {
      token: developer.token,
      body: { email: email(), access_level: 30 },
    });
    expect(developerDenied.status).toBe(403);
    expect(developerDenied.body).toEqual({ message: '403 Forbidden' });
    const hidden = await t.post(`/groups/${group.id}/invitations`, {
      token: outsider.token,
      body: { email: email(), access_level: 30 },
    });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ message: '404 Group Not Found' });
    const listDenied = await t.get(`/groups/${group.id}/invitations`, { token: developer.token });
    expect(listDenied.status).toBe(403);
  });
});

describe('GET, PUT and DELETE /:sources/:id/invitations', () => {
  let owner: CreatedUser;
  let group: { id: number };
  const addresses: string[] = [];

  beforeAll(async () => {
    owner = await createUser(t, { name: 'Olga Owner' });
    group = await createGroup(t, {}, owner.token);
    for (let i = 0; i < 3; i++) addresses.push(email(`list${i}`));
    const response = await t.post(`/groups/${group.id}/invitations`, {
      token: owner.token,
      body: { email: addresses.join(','), access_level: 30 },
    });
    expect(response.body).toEqual({ status: 'success' });
  });

  it('lists invitations oldest first, paginated, and finds one by exact email', async () => {
    const page = await t.get(`/groups/${group.id}/invitations`, {
      token: owner.token,
      query: { per_page: 2 },
    });
    expect(page.body.map((i: { invite_email: string }) => i.invite_email)).toEqual(addresses.slice(0, 2));
    expect(page.headers['x-total']).toBe('3');
    expect(page.body[0].created_by_name).toBe('Olga Owner');
    const exact = await t.get(`/groups/${group.id}/invitations`, {
      token: owner.token,
      query: { query: addresses[2]! },
    });
    expect(exact.body.map((i: { invite_email: string }) => i.invite_email)).toEqual([addresses[2]]);
    const partial = await t.get(`/groups/${group.id}/invitations`, {
      token: owner.token,
      query: { query: addresses[2]!.slice(0, 6) },
    });
    expect(partial.body).toEqual([]);
  });

  it('updates an invitation', async () => {
    const target = addresses[0]!;
    const response = await t.put(`/groups/${group.id}/invitations/${encodeURIComponent(target)}`, {
      token: owner.token,
      body: { access_level: 40, expires_at: '2099-07-01T10:00:00Z' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ invite_email: target, access_level: 40, expires_at: '2099-07-01' });
    const empty = await t.put(`/groups/${group.id}/invitations/${target}`, { token: owner.token, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ message: '400 Bad request' });
    const missing = await t.put(`/groups/${group.id}/invitations/nobody@example.org`, {
      token: owner.token,
      body: { access_level: 20 },
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: '404 Not found' });
  });

  it('deletes an invitation: 204, then 404; 403 for non-owners', async () => {
    const target = addresses[1]!;
    const developer = await createUser(t);
    await addMember(t, 'groups', group.id, developer.id, 30);
    const denied = await t.delete(`/groups/${group.id}/invitations/${target}`, { token: developer.token });
    expect(denied.status).toBe(403);
    const deleted = await t.delete(`/groups/${group.id}/invitations/${target}`, { token: owner.token });
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    const again = await t.delete(`/groups/${group.id}/invitations/${target}`, { token: owner.token });
    expect(again.status).toBe(404);
    const list = await t.get(`/groups/${group.id}/invitations`, { token: owner.token });
    expect(list.body.map((i: { invite_email: string }) => i.invite_email)).not.toContain(target);
  });
});

describe('through @gitbeaker/rest', () => {
  it('invites, lists, edits and removes project invitations', async () => {
    const owner = await createUser(t);
    const group = await createGroup(t, {}, owner.token);
    const project = await createProject(t, { namespace_id: group.id }, owner.token);
    const api = new Gitlab({ host: await t.listen(), token: owner.token });
    const address = email('beaker');
    const created = await api.ProjectInvitations.add(project.id, 30, { email: address });
    expect(created).toEqual({ status: 'success' });
    const all = await api.ProjectInvitations.all(project.id);
    expect(all.map((i) => i.invite_email)).toEqual([address]);
    const edited = await api.ProjectInvitations.edit(project.id, address, { accessLevel: 20 });
    expect(edited.access_level).toBe(20);
    await api.ProjectInvitations.remove(project.id, address);
    expect(await api.ProjectInvitations.all(project.id)).toEqual([]);
  });
});
