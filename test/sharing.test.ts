import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousActor } from '../src/core/actor.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, unique } from './support/fixtures.ts';
import { addMember, createGroup, createProject } from './support/membership.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /groups/:id/share', () => {
  it('shares a group with a group, whose members then reach it, and answers with the group detail', async () => {
    const owner = await createUser(t);
    const invitedMember = await createUser(t);
    const group = await createGroup(t, {}, owner.token);
    const invited = await createGroup(t, { name: `Invited ${unique()}`, visibility: 'internal' });
    await addMember(t, 'groups', invited.id, invitedMember.id, 40);
    expect((await t.get(`/groups/${group.id}`, { token: invitedMember.token })).status).toBe(404);

    const response = await t.post(`/groups/${group.id}/share`, {
      token: owner.token,
      body: { group_id: invited.id, group_access: 30, expires_at: '2099-05-05' },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ id: group.id, full_path: group.full_path });
    expect(response.body.shared_with_groups).toEqual([
      {
        group_id: invited.id,
        group_name: invited.name,
        group_full_path: invited.full_path,
        group_access_level: 30,
        expires_at: '2099-05-05',
      },
    ]);
    expect((await t.get(`/groups/${group.id}`, { token: invitedMember.token })).status).toBe(200);
    // Capped at the share's level: a Maintainer of the invited group is a Developer here.
    const member = await t.get(`/groups/${group.id}/members/all/${invitedMember.id}`, { token: owner.token });
    expect(member.body.access_level).toBe(30);

    const again = await t.post(`/groups/${group.id}/share`, {
      token: owner.token,
      body: { group_id: invited.id, group_access: 20 },
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'Shared group The group has already been shared with this group' });
  });

  it('answers 404 for groups the caller cannot see or does not own, 400 for bad parameters', async () => {
    const owner = await createUser(t);
    const maintainer = await createUser(t);
    const group = await createGroup(t, {}, owner.token);
    const hidden = await createGroup(t);
    const visible = await createGroup(t, {}, owner.token);
    await addMember(t, 'groups', group.id, maintainer.id, 40);
    await addMember(t, 'groups', visible.id, maintainer.id, 40);
    const invisible = await t.post(`/groups/${group.id}/share`, {
      token: owner.token,
      body: { group_id: hidden.id, group_access: 30 },
    });
    expect(invisible.status).toBe(404);
    expect(invisible.body).toEqual({ message: '404 Group Not Found' });
    const notOwner = await t.post(`/groups/${group.id}/share`, {
      token: maintainer.token,
      body: { group_id: visible.id, group_access: 30 },
    });
    expect(notOwner.status).toBe(404);
    const level = await t.post(`/groups/${group.id}/share`, {
      token: owner.token,
      body: { group_id: visible.id, group_access: 25 },
    });
    expect(level.status).toBe(400);
    expect(level.body).toEqual({ message: '400 Bad request - group_access does not have a valid value' });
    const missing = await t.post(`/groups/${group.id}/share`, {
      token: owner.token,
      body: { group_id: visible.id },
    });
    expect(missing.body).toEqual({ message: '400 Bad request - group_access is missing' });
    const anonymous = await t.post(`/groups/${group.id}/share`, {
      token: null,
      body: { group_id: visible.id, group_access: 30 },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('DELETE /groups/:id/share/:group_id', () => {
  it('removes the share and the access it gave', async () => {
    const group = await createGroup(t);
    const invited = await createGroup(t);
    const member = await createUser(t);
    await addMember(t, 'groups', invited.id, member.id, 30);
    await t.post(`/groups/${group.id}/share`, { body: { group_id: invited.id, group_access: 30 } });
    expect((await t.get(`/groups/${group.id}`, { token: member.token })).status).toBe(200);

    const removed = await t.delete(`/groups/${group.id}/share/${invited.id}`);
    expect(removed.status).toBe(204);
    expect((await t.get(`/groups/${group.id}`, { token: member.token })).status).toBe(404);
    const again = await t.delete(`/groups/${group.id}/share/${invited.id}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: '404 Group Link Not Found' });
  });
});

describe('POST /projects/:id/share', () => {
  it('shares a project with a group, whose members then reach it', async () => {
    const owner = await createUser(t);
    const group = await createGroup(t, {}, owner.token);
    const project = await createProject(t, { namespace_id: group.id }, owner.token);
    const invited = await createGroup(t, { visibility: 'internal' });
    const member = await createUser(t);
    await addMember(t, 'groups', invited.id, member.id, 30);
    expect((await t.get(`/projects/${project.id}`, { token: member.token })).status).toBe(404);

    const response = await t.post(`/projects/${project.id}/share`, {
      token: owner.token,
      body: { group_id: invited.id, group_access: 20, expires_at: '2099-09-09' },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      project_id: project.id,
      group_id: invited.id,
      group_access: 20,
      expires_at: '2099-09-09',
    });
    const seen = await t.get(`/projects/${project.id}`, { token: member.token });
    expect(seen.status).toBe(200);
    expect(seen.body.shared_with_groups).toEqual([
      expect.objectContaining({ group_id: invited.id, group_access_level: 20, expires_at: '2099-09-09' }),
    ]);
    const duplicate = await t.post(`/projects/${project.id}/share`, {
      token: owner.token,
      body: { group_id: invited.id, group_access: 30 },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({ message: 'Group already shared with this group' });
  });

  it("refuses the project's own group and its ancestors, locked groups, non-maintainers and unknown groups", async () => {
    const parent = await createGroup(t);
    const group = await createGroup(t, { parent_id: parent.id });
    const project = await createProject(t, { namespace_id: group.id });
    const other = await createGroup(t);
    for (const id of [group.id, parent.id]) {
      const own = await t.post(`/projects/${project.id}/share`, { body: { group_id: id, group_access: 30 } });
      expect(own.status).toBe(409);
      expect(own.body).toEqual({
        message: 'Project cannot be shared with the group it is in or one of its ancestors.',
      });
    }
    const developer = await createUser(t);
    await addMember(t, 'projects', project.id, developer.id, 30);
    const denied = await t.post(`/projects/${project.id}/share`, {
      token: developer.token,
      body: { group_id: other.id, group_access: 30 },
    });
    expect(denied.status).toBe(403);
    const unknown = await t.post(`/projects/${project.id}/share`, {
      body: { group_id: 999999, group_access: 30 },
    });
    expect(unknown.status).toBe(404);

    const lockedGroup = await createGroup(t);
    const lockedProject = await createProject(t, { namespace_id: lockedGroup.id });
    const lock = await t.put(`/groups/${lockedGroup.id}`, { body: { share_with_group_lock: true } });
    expect(lock.status).toBe(200);
    const locked = await t.post(`/projects/${lockedProject.id}/share`, {
      body: { group_id: other.id, group_access: 30 },
    });
    expect(locked.status).toBe(400);
    expect(locked.body).toEqual({ message: '400 Bad request - The project sharing with group is disabled' });
  });

  it('removes a project share: 204, then 404', async () => {
    const project = await createProject(t);
    const invited = await createGroup(t);
    const member = await createUser(t);
    await addMember(t, 'groups', invited.id, member.id, 30);
    await t.post(`/projects/${project.id}/share`, { body: { group_id: invited.id, group_access: 30 } });
    expect((await t.get(`/projects/${project.id}`, { token: member.token })).status).toBe(200);
    const removed = await t.delete(`/projects/${project.id}/share/${invited.id}`);
    expect(removed.status).toBe(204);
    expect((await t.get(`/projects/${project.id}`, { token: member.token })).status).toBe(404);
    const again = await t.delete(`/projects/${project.id}/share/${invited.id}`);
    expect(again.body).toEqual({ message: '404 Group Link Not Found' });
  });
});

describe('SharingService.sharedWithGroups', () => {
  it('lists the groups groups and projects are shared with, as far as the caller may see them', async () => {
    const group = await createGroup(t, { visibility: 'public' });
    const project = await createProject(t, { namespace_id: group.id, visibility: 'public' });
    const publicGroup = await createGroup(t, { visibility: 'public' });
    const privateGroup = await createGroup(t, { visibility: 'private' });
    for (const shared of [publicGroup, privateGroup]) {
      await t.post(`/groups/${group.id}/share`, { body: { group_id: shared.id, group_access: 20 } });
      await t.post(`/projects/${project.id}/share`, { body: { group_id: shared.id, group_access: 30 } });
    }
    const sharing = t.running.services.sharing;
    const admin = await t.run(() =>
      t.running.services.authentication.authenticate({ privateToken: 'root-test-token-0123456789abcdef' }),
    );
    const asAdmin = await t.run(() => sharing.sharedWithGroups(admin, 'Namespace', [group.id]));
    expect(asAdmin.get(group.id)?.map((s) => s.groupId)).toEqual([publicGroup.id, privateGroup.id]);
    expect(asAdmin.get(group.id)?.[0]).toEqual({
      groupId: publicGroup.id,
      groupName: publicGroup.name,
      groupFullPath: publicGroup.full_path,
      groupAccessLevel: 20,
      expiresAt: null,
    });
    const anonymous = await t.run(() => sharing.sharedWithGroups(anonymousActor, 'Project', [project.id]));
    expect(anonymous.get(project.id)?.map((s) => [s.groupId, s.groupAccessLevel])).toEqual([
      [publicGroup.id, 30],
    ]);
  });
});
