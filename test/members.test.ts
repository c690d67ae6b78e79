import { Gitlab } from '@gitbeaker/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent, DomainEventType } from '../src/core/events.ts';
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

const MEMBER_KEYS = [
  'access_level',
  'avatar_url',
  'created_at',
  'created_by',
  'expires_at',
  'group_saml_identity',
  'id',
  'locked',
  'membership_state',
  'name',
  'state',
  'username',
  'web_url',
].sort();

/** Collects domain events of the given types published while `action` runs. */
async function eventsDuring<T extends DomainEventType>(
  types: T[],
  action: () => Promise<unknown>,
  count: number,
): Promise<DomainEvent<T>[]> {
  const events: DomainEvent<T>[] = [];
  const stops = types.map((type) => t.running.services.bus.on(type, (e) => events.push(e)));
  await action();
  const deadline = Date.now() + 3000;
  while (events.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  stops.forEach((stop) => stop());
  return events;
}

describe('GET /:sources/:id/members', () => {
  let owner: CreatedUser;
  let developer: CreatedUser;
  let group: { id: number; full_path: string };

  beforeAll(async () => {
    owner = await createUser(t);
    developer = await createUser(t, { name: 'Dora Developer' });
    group = await createGroup(t, {}, owner.token);
    await addMember(t, 'groups', group.id, developer.id, 30, { expires_at: '2099-12-31' });
  });

  it('lists direct members with the v4 member fields and pagination headers', async () => {
    const response = await t.get(`/groups/${group.id}/members`, { token: owner.token });
    expect(response.status).toBe(200);
    expect(response.headers['x-total']).toBe('2');
    expect(response.headers['x-page']).toBe('1');
    expect(response.headers['link']).toContain('rel="first"');
    const [first, second] = response.body;
    expect(first).toMatchObject({
      id: owner.id,
      username: owner.username,
      access_level: 50,
      expires_at: null,
    });
    expect(Object.keys(second).sort()).toEqual(MEMBER_KEYS);
    expect(second).toMatchObject({
      id: developer.id,
      username: developer.username,
      name: 'Dora Developer',
      state: 'active',
      web_url: `http://railyard.test/${developer.username}`,
      access_level: 30,
      expires_at: '2099-12-31',
      created_by: { id: 1, username: 'root' },
      group_saml_identity: null,
      membership_state: 'active',
    });
    expect(new Date(second.created_at).toString()).not.toBe('Invalid Date');
  });

  it('reads by URL-encoded path and filters by query, user_ids and skip_users', async () => {
    const path = encodeURIComponent(group.full_path);
    const byQuery = await t.get(`/groups/${path}/members`, {
      token: owner.token,
      query: { query: developer.username.slice(0, 8) },
    });
    expect(byQuery.body.map((m: { id: number }) => m.id)).toEqual([developer.id]);
    const byEmail = await t.get(`/groups/${group.id}/members`, { query: { query: developer.email } });
    expect(byEmail.body.map((m: { id: number }) => m.id)).toEqual([developer.id]);
    const byIds = await t.get(`/groups/${group.id}/members`, { query: { 'user_ids[]': [owner.id] } });
    expect(byIds.body.map((m: { id: number }) => m.id)).toEqual([owner.id]);
    const skipped = await t.get(`/groups/${group.id}/members`, { query: { 'skip_users[]': [owner.id] } });
    expect(skipped.body.map((m: { id: number }) => m.id)).toEqual([developer.id]);
    const seats = await t.get(`/groups/${group.id}/members`, { query: { show_seat_info: true } });
    expect(seats.body[0].is_using_seat).toBe(true);
    expect(byIds.body[0]).not.toHaveProperty('is_using_seat');
  });

  it('is 401 for anonymous callers and 404 for a private group a user cannot see', async () => {
    const anonymous = await t.get(`/groups/${group.id}/members`, { token: null });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: '401 Unauthorized' });
    const outsider = await createUser(t);
    const hidden = await t.get(`/groups/${group.id}/members`, { token: outsider.token });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ message: '404 Group Not Found' });
  });

  it('gets one direct member, and 404 "Not found" for a non-member', async () => {
    const one = await t.get(`/groups/${group.id}/members/${developer.id}`, { token: developer.token });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: developer.id, access_level: 30 });
    const none = await t.get(`/groups/${group.id}/members/999999`);
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ message: '404 Not found' });
  });

  it('paginates with per_page', async () => {
    const page = await t.get(`/groups/${group.id}/members`, { query: { per_page: 1, page: 2 } });
    expect(page.body.map((m: { id: number }) => m.id)).toEqual([developer.id]);
    expect(page.headers['x-prev-page']).toBe('1');
    expect(page.headers['x-next-page']).toBe('');
    expect(page.headers['x-total-pages']).toBe('2');
  });
});

describe('GET /:sources/:id/members/all', () => {
  it('includes inherited members and returns only the highest access level of a user', async () => {
    const user = await createUser(t);
    const parentOnly = await createUser(t);
    const parent = await createGroup(t);
    const child = await createGroup(t, { parent_id: parent.id });
    await addMember(t, 'groups', parent.id, user.id, 30);
    await addMember(t, 'groups', child.id, user.id, 40);
    await addMember(t, 'groups', parent.id, parentOnly.id, 20);

    const direct = await t.get(`/groups/${child.id}/members`);
    expect(direct.body.map((m: { id: number }) => m.id)).toEqual([1, user.id]);

    const all = await t.get(`/groups/${child.id}/members/all`);
    expect(all.status).toBe(200);
    const entries = all.body.filter((m: { id: number }) => m.id === user.id);
    expect(entries).toHaveLength(1);
    expect(entries[0].access_level).toBe(40);
    expect(all.body.find((m: { id: number }) => m.id === parentOnly.id)?.access_level).toBe(20);
    expect(all.headers['x-total']).toBe(String(all.body.length));

    const inheritedOnly = await t.get(`/groups/${child.id}/members/${parentOnly.id}`);
    expect(inheritedOnly.status).toBe(404);
    const inherited = await t.get(`/groups/${child.id}/members/all/${parentOnly.id}`);
    expect(inherited.status).toBe(200);
    expect(inherited.body).toMatchObject({ id: parentOnly.id, access_level: 20 });
  });

  it('lists project members inherited from the group, and invited groups capped at the share level', async () => {
    const groupDev = await createUser(t);
    const invitedOwner = await createUser(t);
    const both = await createUser(t);
    const group = await createGroup(t);
    const project = await createProject(t, { namespace_id: group.id });
    const invited = await createGroup(t);
    await addMember(t, 'groups', group.id, groupDev.id, 30);
    await addMember(t, 'groups', invited.id, invitedOwner.id, 50);
    await addMember(t, 'groups', invited.id, both.id, 50);
    await addMember(t, 'projects', project.id, both.id, 30);
    const share = await t.post(`/projects/${project.id}/share`, {
      body: { group_id: invited.id, group_access: 20 },
    });
    expect(share.status).toBe(201);

    const all = await t.get(`/projects/${project.id}/members/all`);
    const levels = Object.fromEntries(
      all.body.map((m: { id: number; access_level: number }) => [m.id, m.access_level]),
    );
    expect(levels[groupDev.id]).toBe(30);
    // Owner of the invited group, capped by the share.
    expect(levels[invitedOwner.id]).toBe(20);
    // Reporter through the share, Developer directly: the highest wins, once.
    expect(levels[both.id]).toBe(30);
    expect(all.body.filter((m: { id: number }) => m.id === both.id)).toHaveLength(1);

    const direct = await t.get(`/projects/${project.id}/members`);
    expect(direct.body.map((m: { id: number }) => m.id)).toEqual([both.id]);
  });

  it('shows members of a private invited group only to its members, members of the project and admins', async () => {
    const group = await createGroup(t, { visibility: 'public' });
    const project = await createProject(t, { namespace_id: group.id, visibility: 'public' });
    const invited = await createGroup(t, { visibility: 'private' });
    const invitedMember = await createUser(t);
    const otherInvitedMember = await createUser(t);
    const projectMember = await createUser(t);
    const outsider = await createUser(t);
    await addMember(t, 'groups', invited.id, invitedMember.id, 30);
    await addMember(t, 'groups', invited.id, otherInvitedMember.id, 30);
    await addMember(t, 'projects', project.id, projectMember.id, 20);
    await t.post(`/projects/${project.id}/share`, { body: { group_id: invited.id, group_access: 30 } });

    const ids = async (token: string) =>
      (await t.get(`/projects/${project.id}/members/all`, { token })).body.map((m: { id: number }) => m.id);
    expect(await ids(outsider.token)).not.toContain(invitedMember.id);
    expect(await ids(projectMember.token)).toContain(invitedMember.id);
    expect(await ids(otherInvitedMember.token)).toContain(invitedMember.id);
    const root = await t.get(`/projects/${project.id}/members/all`);
    expect(root.body.map((m: { id: number }) => m.id)).toContain(invitedMember.id);
    const single = await t.get(`/projects/${project.id}/members/all/${invitedMember.id}`, {
      token: outsider.token,
    });
    expect(single.status).toBe(404);

    // Once the invited group is public, everyone who can see the project sees its members.
    const update = await t.put(`/groups/${invited.id}`, { body: { visibility: 'public' } });
    expect(update.status).toBe(200);
    expect(await ids(outsider.token)).toContain(invitedMember.id);
  });

  it('lists members of groups shared into the group', async () => {
    const group = await createGroup(t);
    const sub = await createGroup(t, { parent_id: group.id });
    const invited = await createGroup(t);
    const member = await createUser(t);
    await addMember(t, 'groups', invited.id, member.id, 40);
    const share = await t.post(`/groups/${group.id}/share`, {
      body: { group_id: invited.id, group_access: 30 },
    });
    expect(share.status).toBe(201);
    const all = await t.get(`/groups/${sub.id}/members/all/${member.id}`);
    expect(all.status).toBe(200);
    expect(all.body.access_level).toBe(30);
  });
});

describe('POST /:sources/:id/members', () => {
  it('adds a member by user_id or username, and answers 409 when the member exists', async () => {
    const group = await createGroup(t);
    const user = await createUser(t);
    const other = await createUser(t);
    const added = await t.post(`/groups/${group.id}/members`, {
      body: { user_id: user.id, access_level: 30, expires_at: '2099-01-31' },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      id: user.id,
      access_level: 30,
      expires_at: '2099-01-31',
      created_by: { id: 1 },
    });
    const byName = await t.post(`/groups/${group.id}/members`, {
      body: { username: other.username.toUpperCase(), access_level: 20 },
      form: true,
    });
    expect(byName.status).toBe(201);
    expect(byName.body).toMatchObject({ id: other.id, access_level: 20 });
    const again = await t.post(`/groups/${group.id}/members`, {
      body: { user_id: user.id, access_level: 40 },
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'Member already exists' });
  });

  it('answers 400 for missing or invalid parameters and 404 for unknown users', async () => {
    const group = await createGroup(t);
    const user = await createUser(t);
    const missing = await t.post(`/groups/${group.id}/members`, { body: { user_id: user.id } });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: '400 Bad request - access_level is missing' });
    const both = await t.post(`/groups/${group.id}/members`, {
      body: { user_id: user.id, username: user.username, access_level: 30 },
    });
    expect(both.status).toBe(400);
    expect(both.body).toEqual({ message: '400 Bad request - user_id, username are mutually exclusive' });
    const level = await t.post(`/groups/${group.id}/members`, {
      body: { user_id: user.id, access_level: 35 },
    });
    expect(level.status).toBe(400);
    expect(level.body).toEqual({ message: { access_level: ['is not included in the list'] } });
    const past = await t.post(`/groups/${group.id}/members`, {
      body: { user_id: user.id, access_level: 30, expires_at: '2001-01-01' },
    });
    expect(past.status).toBe(400);
    expect(past.body).toEqual({ message: { expires_at: ['cannot be a date in the past'] } });
    const unknown = await t.post(`/groups/${group.id}/members`, {
      body: { user_id: 987654, access_level: 30 },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: '404 User Not Found' });
    const notAnId = await t.post(`/groups/${group.id}/members`, {
      body: { user_id: 'abc', access_level: 30 },
    });
    expect(notAnId.status).toBe(404);
    // Nothing was written.
    const list = await t.get(`/groups/${group.id}/members`);
    expect(list.body.map((m: { id: number }) => m.id)).toEqual([1]);
  });

  it('lets only group owners add group members', async () => {
    const owner = await createUser(t);
    const maintainer = await createUser(t);
    const user = await createUser(t);
    const group = await createGroup(t, {}, owner.token);
    await addMember(t, 'groups', group.id, maintainer.id, 40);
    const denied = await t.post(`/groups/${group.id}/members`, {
      token: maintainer.token,
      body: { user_id: user.id, access_level: 30 },
    });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ message: '403 Forbidden' });
    const allowed = await t.post(`/groups/${group.id}/members`, {
      token: owner.token,
      body: { user_id: user.id, access_level: 50 },
    });
    expect(allowed.status).toBe(201);
    expect(allowed.body.access_level).toBe(50);
  });

  it('lets project maintainers add members, but only owners grant Owner', async () => {
    const owner = await createUser(t);
    const maintainer = await createUser(t);
    const group = await createGroup(t, {}, owner.token);
    const project = await createProject(t, { namespace_id: group.id }, owner.token);
    await addMember(t, 'projects', project.id, maintainer.id, 40);
    const dev = await createUser(t);
    const added = await t.post(`/projects/${project.id}/members`, {
      token: maintainer.token,
      body: { user_id: dev.id, access_level: 30 },
    });
    expect(added.status).toBe(201);
    const another = await createUser(t);
    const asOwner = await t.post(`/projects/${project.id}/members`, {
      token: maintainer.token,
      body: { user_id: another.id, access_level: 50 },
    });
    expect(asOwner.status).toBe(403);
    const byOwner = await t.post(`/projects/${project.id}/members`, {
      token: owner.token,
      body: { user_id: another.id, access_level: 50 },
    });
    expect(byOwner.status).toBe(201);
    const developerDenied = await t.post(`/projects/${project.id}/members`, {
      token: dev.token,
      body: { user_id: (await createUser(t)).id, access_level: 10 },
    });
    expect(developerDenied.status).toBe(403);
  });

  it('refuses a project membership below the inherited group membership', async () => {
    const group = await createGroup(t, { name: `Inherit ${unique()}` });
    const project = await createProject(t, { namespace_id: group.id });
    const user = await createUser(t);
    await addMember(t, 'groups', group.id, user.id, 30);
    const lower = await t.post(`/projects/${project.id}/members`, {
      body: { user_id: user.id, access_level: 20 },
    });
    expect(lower.status).toBe(400);
    expect(lower.body).toEqual({
      message: {
        access_level: [
          `should be greater than or equal to Developer inherited membership from group ${group.name}`,
        ],
      },
    });
    const higher = await t.post(`/projects/${project.id}/members`, {
      body: { user_id: user.id, access_level: 40 },
    });
    expect(higher.status).toBe(201);
  });

  it('adds several users from a comma-separated list, reporting each failure', async () => {
    const group = await createGroup(t);
    const a = await createUser(t);
    const b = await createUser(t);
    const c = await createUser(t);
    await addMember(t, 'groups', group.id, c.id, 30);
    const response = await t.post(`/groups/${group.id}/members`, {
      body: { user_id: `${a.id},${b.id},${c.id}`, access_level: 20 },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      status: 'error',
      message: `${c.username}: User already exists in source`,
    });
    const all = await t.get(`/groups/${group.id}/members`);
    const levels = Object.fromEntries(
      all.body.map((m: { id: number; access_level: number }) => [m.id, m.access_level]),
    );
    expect(levels).toMatchObject({ [a.id]: 20, [b.id]: 20, [c.id]: 30 });

    const d = await createUser(t);
    const e = await createUser(t);
    const ok = await t.post(`/groups/${group.id}/members`, {
      body: { username: `${d.username},${e.username}`, access_level: 10 },
    });
    expect(ok.body).toEqual({ status: 'success' });
  });

  it('emits member.added inside the unit of work', async () => {
    const group = await createGroup(t);
    const user = await createUser(t);
    const events = await eventsDuring(
      ['member.added'],
      () => addMember(t, 'groups', group.id, user.id, 30),
      1,
    );
    const event = events.find((e) => e.payload.userId === user.id);
    expect(event?.payload).toMatchObject({ sourceType: 'Namespace', sourceId: group.id, accessLevel: 30 });
  });
});

describe('PUT /:sources/:id/members/:user_id', () => {
  it('changes the access level and expiry, emitting member.updated', async () => {
    const group = await createGroup(t);
    const user = await createUser(t);
    await addMember(t, 'groups', group.id, user.id, 30);
    let response: Awaited<ReturnType<TestApp['put']>> | undefined;
    const events = await eventsDuring(
      ['member.updated'],
      async () => {
        response = await t.put(`/groups/${group.id}/members/${user.id}`, {
          body: { access_level: 40, expires_at: '2099-06-30' },
        });
      },
      1,
    );
    expect(response!.status).toBe(200);
    expect(response!.body).toMatchObject({ id: user.id, access_level: 40, expires_at: '2099-06-30' });
    expect(events.map((e) => e.payload)).toContainEqual(
      expect.objectContaining({ sourceId: group.id, userId: user.id, accessLevel: 40 }),
    );
  });

  it('answers 404 for non-members, 403 for non-owners and for the last owner, 400 for invalid levels', async () => {
    const owner = await createUser(t);
    const maintainer = await createUser(t);
    const group = await createGroup(t, {}, owner.token);
    await addMember(t, 'groups', group.id, maintainer.id, 40);
    const none = await t.put(`/groups/${group.id}/members/999999`, { body: { access_level: 30 } });
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ message: '404 Not found' });
    const denied = await t.put(`/groups/${group.id}/members/${owner.id}`, {
      token: maintainer.token,
      body: { access_level: 30 },
    });
    expect(denied.status).toBe(403);
    const lastOwner = await t.put(`/groups/${group.id}/members/${owner.id}`, {
      token: owner.token,
      body: { access_level: 40 },
    });
    expect(lastOwner.status).toBe(403);
    const invalidLevel = await t.put(`/groups/${group.id}/members/${maintainer.id}`, {
      token: owner.token,
      body: { access_level: 7 },
    });
    expect(invalidLevel.status).toBe(400);
    expect(invalidLevel.body).toEqual({ message: { access_level: ['is not included in the list'] } });
    const unchanged = await t.get(`/groups/${group.id}/members/${owner.id}`);
    expect(unchanged.body.access_level).toBe(50);
  });
});

describe('DELETE /:sources/:id/members/:user_id', () => {
  it('removes a member with 204 and emits member.removed', async () => {
    const group = await createGroup(t);
    const user = await createUser(t);
    await addMember(t, 'groups', group.id, user.id, 30);
    let status = 0;
    const events = await eventsDuring(
      ['member.removed'],
      async () => {
        status = (await t.delete(`/groups/${group.id}/members/${user.id}`)).status;
      },
      1,
    );
    expect(status).toBe(204);
    expect(events.map((e) => e.payload)).toContainEqual(
      expect.objectContaining({ sourceType: 'Namespace', sourceId: group.id, userId: user.id }),
    );
    expect((await t.get(`/groups/${group.id}/members/${user.id}`)).status).toBe(404);
    expect((await t.delete(`/groups/${group.id}/members/${user.id}`)).status).toBe(404);
  });

  it('never removes the last owner of a group, but lets members leave', async () => {
    const owner = await createUser(t);
    const member = await createUser(t);
    const group = await createGroup(t, {}, owner.token);
    await addMember(t, 'groups', group.id, member.id, 20);
    const last = await t.delete(`/groups/${group.id}/members/${owner.id}`);
    expect(last.status).toBe(403);
    expect((await t.get(`/groups/${group.id}/members/${owner.id}`)).status).toBe(200);
    const leave = await t.delete(`/groups/${group.id}/members/${member.id}`, { token: member.token });
    expect(leave.status).toBe(204);
    // With a second owner, the first may go.
    await addMember(t, 'groups', group.id, member.id, 50);
    expect((await t.delete(`/groups/${group.id}/members/${owner.id}`, { token: member.token })).status).toBe(
      204,
    );
  });

  it('removes the memberships of subgroups and projects too, unless skip_subresources', async () => {
    const group = await createGroup(t);
    const sub = await createGroup(t, { parent_id: group.id });
    const project = await createProject(t, { namespace_id: sub.id });
    const user = await createUser(t);
    const kept = await createUser(t);
    for (const u of [user, kept]) {
      await addMember(t, 'groups', group.id, u.id, 20);
      await addMember(t, 'groups', sub.id, u.id, 30);
      await addMember(t, 'projects', project.id, u.id, 40);
    }
    expect((await t.delete(`/groups/${group.id}/members/${user.id}`)).status).toBe(204);
    expect((await t.get(`/groups/${sub.id}/members/${user.id}`)).status).toBe(404);
    expect((await t.get(`/projects/${project.id}/members/${user.id}`)).status).toBe(404);
    // Other users' memberships are untouched.
    expect((await t.get(`/projects/${project.id}/members/${kept.id}`)).status).toBe(200);

    const skip = await t.delete(`/groups/${group.id}/members/${kept.id}`, {
      query: { skip_subresources: true },
    });
    expect(skip.status).toBe(204);
    expect((await t.get(`/groups/${sub.id}/members/${kept.id}`)).status).toBe(200);
    expect((await t.get(`/projects/${project.id}/members/${kept.id}`)).status).toBe(200);
  });

  it("never removes or demotes the owner of a personal project's namespace", async () => {
    const owner = await createUser(t);
    const project = await createProject(t, {}, owner.token);
    const member = await t.get(`/projects/${project.id}/members/${owner.id}`);
    expect(member.body.access_level).toBe(50);
    expect((await t.delete(`/projects/${project.id}/members/${owner.id}`)).status).toBe(403);
    const demote = await t.put(`/projects/${project.id}/members/${owner.id}`, { body: { access_level: 30 } });
    expect(demote.status).toBe(403);
    expect((await t.get(`/projects/${project.id}/members/${owner.id}`)).body.access_level).toBe(50);
  });

  it('does not let a project maintainer remove an owner', async () => {
    const group = await createGroup(t);
    const project = await createProject(t, { namespace_id: group.id });
    const maintainer = await createUser(t);
    const owner = await createUser(t);
    await addMember(t, 'projects', project.id, maintainer.id, 40);
    await addMember(t, 'projects', project.id, owner.id, 50);
    const denied = await t.delete(`/projects/${project.id}/members/${owner.id}`, { token: maintainer.token });
    expect(denied.status).toBe(403);
  });
});

describe('GET /users/:id/memberships', () => {
  it('lists direct memberships for administrators, filtered by type', async () => {
    const user = await createUser(t);
    const group = await createGroup(t, { name: `Memberships ${unique()}` });
    const project = await createProject(t, { namespace_id: group.id, name: `Proj ${unique()}` });
    await addMember(t, 'groups', group.id, user.id, 20);
    await addMember(t, 'projects', project.id, user.id, 30);
    const all = await t.get(`/users/${user.id}/memberships`);
    expect(all.status).toBe(200);
    expect(all.body).toEqual([
      { source_id: group.id, source_name: group.name, source_type: 'Namespace', access_level: 20 },
      { source_id: project.id, source_name: project.name, source_type: 'Project', access_level: 30 },
    ]);
    const projects = await t.get(`/users/${user.id}/memberships`, { query: { type: 'Project' } });
    expect(projects.body.map((m: { source_type: string }) => m.source_type)).toEqual(['Project']);
  });

  it('answers 403 for non-administrators, 404 for unknown users, 400 for unsupported types', async () => {
    const user = await createUser(t);
    const forbidden = await t.get(`/users/${user.id}/memberships`, { token: user.token });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ message: '403 Forbidden' });
    const unknown = await t.get('/users/999999/memberships');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: '404 User Not Found' });
    const badType = await t.get(`/users/${user.id}/memberships`, { query: { type: 'Group' } });
    expect(badType.status).toBe(400);
    expect(badType.body).toEqual({ message: '400 Bad request - type does not have a valid value' });
    expect((await t.get(`/users/${user.id}/memberships`, { token: null })).status).toBe(401);
  });
});

describe('billable members', () => {
  let owner: CreatedUser;
  let group: { id: number };
  let sub: { id: number };
  let projectMember: CreatedUser;
  let invitedMember: CreatedUser;
  let groupMember: CreatedUser;

  beforeAll(async () => {
    owner = await createUser(t, { name: 'Aaron Owner' });
    groupMember = await createUser(t, { name: 'Gina Group' });
    projectMember = await createUser(t, { name: 'Paul Project' });
    invitedMember = await createUser(t, { name: 'Ivan Invited' });
    group = await createGroup(t, {}, owner.token);
    sub = await createGroup(t, { parent_id: group.id }, owner.token);
    const project = await createProject(t, { namespace_id: sub.id }, owner.token);
    const invited = await createGroup(t, {}, invitedMember.token);
    await addMember(t, 'groups', sub.id, groupMember.id, 30);
    await addMember(t, 'projects', project.id, projectMember.id, 20);
    await t.post(`/groups/${group.id}/share`, { body: { group_id: invited.id, group_access: 20 } });
  });

  it('lists billable users of the hierarchy with how they are members', async () => {
    const response = await t.get(`/groups/${group.id}/billable_members`, {
      token: owner.token,
      query: { sort: 'name_asc' },
    });
    expect(response.status).toBe(200);
    expect(response.body.map((m: { name: string }) => m.name)).toEqual([
      'Aaron Owner',
      'Gina Group',
      'Ivan Invited',
      'Paul Project',
    ]);
    const byName = Object.fromEntries(response.body.map((m: { name: string }) => [m.name, m]));
    expect(byName['Aaron Owner']).toMatchObject({
      id: owner.id,
      membership_type: 'group_member',
      removable: true,
      is_last_owner: true,
      email: null,
    });
    expect(byName['Ivan Invited']).toMatchObject({ membership_type: 'group_invite', removable: false });
    expect(byName['Paul Project']).toMatchObject({ membership_type: 'project_member', removable: true });
    expect(byName['Gina Group']).toHaveProperty('last_activity_on');
    expect(byName['Gina Group']).toHaveProperty('last_login_at');

    const desc = await t.get(`/groups/${group.id}/billable_members`, {
      token: owner.token,
      query: { sort: 'name_desc', search: 'a' },
    });
    expect(desc.body[0].name).toBe('Paul Project');
    const search = await t.get(`/groups/${group.id}/billable_members`, { query: { search: 'gina' } });
    expect(search.body.map((m: { id: number }) => m.id)).toEqual([groupMember.id]);
    expect(search.body[0].email).toBe(groupMember.email);
  });

  it('answers 400 for subgroups and for non-owners', async () => {
    const subgroup = await t.get(`/groups/${sub.id}/billable_members`);
    expect(subgroup.status).toBe(400);
    expect(subgroup.body).toEqual({ message: '400 Bad request' });
    const member = await t.get(`/groups/${group.id}/billable_members`, { token: groupMember.token });
    expect(member.status).toBe(400);
  });

  it("lists a billable member's memberships in the hierarchy and removes them all", async () => {
    const memberships = await t.get(`/groups/${group.id}/billable_members/${groupMember.id}/memberships`);
    expect(memberships.status).toBe(200);
    expect(memberships.body).toHaveLength(1);
    expect(memberships.body[0]).toMatchObject({
      source_id: sub.id,
      access_level: { string_value: 'Developer', integer_value: 30 },
      expires_at: null,
    });
    expect(memberships.body[0].source_members_url).toMatch(/\/groups\/.+\/-\/group_members$/);
    const unknown = await t.get(`/groups/${group.id}/billable_members/999999/memberships`);
    expect(unknown.status).toBe(404);

    expect((await t.delete(`/groups/${group.id}/billable_members/${groupMember.id}`)).status).toBe(204);
    expect((await t.get(`/groups/${sub.id}/members/${groupMember.id}`)).status).toBe(404);
    const again = await t.delete(`/groups/${group.id}/billable_members/${groupMember.id}`);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: '400 Bad request - No member found for the given user_id' });
    const subgroup = await t.delete(`/groups/${sub.id}/billable_members/${projectMember.id}`);
    expect(subgroup.body).toEqual({ message: '400 Bad request - Invalid group provided, must be top-level' });
  });
});

describe('through @gitbeaker/rest', () => {
  it('adds, lists, edits and removes group and project members', async () => {
    const owner = await createUser(t);
    const user = await createUser(t);
    const group = await createGroup(t, {}, owner.token);
    const project = await createProject(t, { namespace_id: group.id }, owner.token);
    const api = new Gitlab({ host: await t.listen(), token: owner.token });

    const added = await api.GroupMembers.add(group.id, 30, { userId: user.id });
    expect(added).toMatchObject({ id: user.id, access_level: 30 });
    const edited = await api.GroupMembers.edit(group.id, user.id, 40);
    expect(edited.access_level).toBe(40);
    const members = await api.GroupMembers.all(group.id);
    expect(members.map((m) => m.id).sort()).toEqual([owner.id, user.id].sort());
    const inherited = await api.ProjectMembers.all(project.id, { includeInherited: true });
    expect(inherited.find((m) => m.id === user.id)?.access_level).toBe(40);
    const shown = await api.ProjectMembers.show(project.id, user.id, { includeInherited: true });
    expect(shown.id).toBe(user.id);
    await api.GroupMembers.remove(group.id, user.id);
    await expect(api.GroupMembers.show(group.id, user.id)).rejects.toThrow();
  });
});
