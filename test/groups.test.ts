import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, unique, type CreatedUser } from './support/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Creates a group through the API (as root unless a token is given) and returns its JSON. */
async function createGroup(body: Record<string, unknown> = {}, token?: string): Promise<any> {
  const path = (body['path'] as string | undefined) ?? unique('grp');
  const response = await t.post('/groups', { token, body: { name: `Group ${path}`, path, ...body } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** Makes a user a direct member of a group (fixture set-up through the members service). */
async function addMember(groupId: number, userId: number, accessLevel: number): Promise<void> {
  await t.run(async () => {
    await t.running.services.members.grant('Namespace', groupId, userId, accessLevel, null);
  });
}

const enc = (path: string) => encodeURIComponent(path);

describe('POST /groups', () => {
  it('creates a top-level group with GitLab defaults and makes the creator its owner', async () => {
    const user = await createUser(t);
    const path = unique('team');
    const response = await t.post('/groups', {
      token: user.token,
      body: { name: 'My Team', path, description: 'A team' },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      name: 'My Team',
      path,
      full_path: path,
      full_name: 'My Team',
      description: 'A team',
      visibility: 'private',
      web_url: `http://railyard.test/groups/${path}`,
      parent_id: null,
      avatar_url: null,
      share_with_group_lock: false,
      require_two_factor_authentication: false,
      two_factor_grace_period: 48,
      project_creation_level: 'developer',
      subgroup_creation_level: 'maintainer',
      auto_devops_enabled: null,
      emails_disabled: false,
      emails_enabled: true,
      mentions_disabled: false,
      lfs_enabled: true,
      request_access_enabled: true,
      default_branch: null,
      default_branch_protection: 2,
      default_branch_protection_defaults: {
        allowed_to_push: [{ access_level: 40 }],
        allow_force_push: false,
        allowed_to_merge: [{ access_level: 40 }],
      },
      shared_runners_setting: 'enabled',
      shared_with_groups: [],
      prevent_sharing_groups_outside_hierarchy: false,
    });
    expect(typeof response.body.id).toBe('number');
    expect(Date.parse(response.body.created_at)).not.toBeNaN();
    expect(response.body).not.toHaveProperty('repository_storage');
    expect(response.body).not.toHaveProperty('statistics');

    // The creator is an Owner: the group is theirs, they may change it.
    const owned = await t.get('/groups', { token: user.token, query: { owned: 'true' } });
    expect(owned.body.map((g: any) => g.id)).toEqual([response.body.id]);
    const updated = await t.put(`/groups/${response.body.id}`, {
      token: user.token,
      body: { description: 'changed' },
    });
    expect(updated.status).toBe(200);
  });

  it('stores every setting given', async () => {
    const group = await createGroup({
      visibility: 'public',
      share_with_group_lock: true,
      require_two_factor_authentication: true,
      two_factor_grace_period: 12,
      project_creation_level: 'maintainer',
      subgroup_creation_level: 'owner',
      auto_devops_enabled: false,
      emails_disabled: true,
      mentions_disabled: true,
      lfs_enabled: false,
      request_access_enabled: false,
      default_branch: 'trunk',
      default_branch_protection: 1,
    });
    expect(group).toMatchObject({
      visibility: 'public',
      share_with_group_lock: true,
      require_two_factor_authentication: true,
      two_factor_grace_period: 12,
      project_creation_level: 'maintainer',
      subgroup_creation_level: 'owner',
      auto_devops_enabled: false,
      emails_disabled: true,
      emails_enabled: false,
      mentions_disabled: true,
      lfs_enabled: false,
      request_access_enabled: false,
      default_branch: 'trunk',
      default_branch_protection: 1,
      default_branch_protection_defaults: {
        allowed_to_push: [{ access_level: 30 }],
        allow_force_push: false,
        allowed_to_merge: [{ access_level: 40 }],
      },
    });
    const shown = await t.get(`/groups/${group.id}`);
    expect(shown.body.default_branch).toBe('trunk');
    expect(shown.body.project_creation_level).toBe('maintainer');
  });

  it('takes default_branch_protection_defaults over the deprecated level', async () => {
    const group = await createGroup({
      default_branch_protection: 0,
      default_branch_protection_defaults: {
        allowed_to_push: [{ access_level: 40 }],
        allowed_to_merge: [{ access_level: 30 }],
        allow_force_push: false,
      },
    });
    expect(group.default_branch_protection_defaults).toEqual({
      allowed_to_push: [{ access_level: 40 }],
      allow_force_push: false,
      allowed_to_merge: [{ access_level: 30 }],
    });
    expect(group.default_branch_protection).toBe(3);
  });

  it('creates subgroups under parent_id, with nested full paths and names', async () => {
    const parent = await createGroup({ name: 'Parent Org' });
    const child = await createGroup({ name: 'Child Team', parent_id: parent.id });
    expect(child).toMatchObject({
      parent_id: parent.id,
      full_path: `${parent.path}/${child.path}`,
      full_name: 'Parent Org / Child Team',
      web_url: `http://railyard.test/groups/${parent.path}/${child.path}`,
    });
    expect(child).not.toHaveProperty('prevent_sharing_groups_outside_hierarchy');
  });

  it('refuses a subgroup more visible than its parent', async () => {
    const parent = await createGroup({ visibility: 'private' });
    const response = await t.post('/groups', {
      body: { name: 'Open', path: unique('open'), parent_id: parent.id, visibility: 'public' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message:
        'Failed to save group {:visibility_level=>["public is not allowed since the parent group has a private visibility."]}',
    });
  });

  it('answers 400 naming missing and invalid parameters', async () => {
    const noName = await t.post('/groups', { body: { path: unique('p') } });
    expect(noName.status).toBe(400);
    expect(noName.body).toEqual({ message: '400 Bad request - name is missing' });
    const noPath = await t.post('/groups', { body: { name: 'x' } });
    expect(noPath.body).toEqual({ message: '400 Bad request - path is missing' });
    const badVisibility = await t.post('/groups', {
      body: { name: 'x', path: unique('p'), visibility: 'secret' },
    });
    expect(badVisibility.status).toBe(400);
    expect(badVisibility.body).toEqual({
      message: '400 Bad request - visibility does not have a valid value',
    });
    const badLevel = await t.post('/groups', {
      body: { name: 'x', path: unique('p'), project_creation_level: 'everyone' },
    });
    expect(badLevel.body).toEqual({
      message: '400 Bad request - project_creation_level does not have a valid value',
    });
  });

  it('refuses malformed, reserved and taken paths, and taken sibling names', async () => {
    const malformed = await t.post('/groups', { body: { name: 'x', path: '-bad' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe(
      `Failed to save group {:path=>["can contain only letters, digits, '_', '-' and '.'. Cannot start with '-', end in '.git' or end in '.atom'"]}`,
    );
    const reserved = await t.post('/groups', { body: { name: 'x', path: 'admin' } });
    expect(reserved.body).toEqual({ message: 'Failed to save group {:path=>["admin is a reserved name"]}' });

    const existing = await createGroup();
    const taken = await t.post('/groups', { body: { name: 'x', path: existing.path.toUpperCase() } });
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual({ message: 'Failed to save group {:path=>["has already been taken"]}' });

    // A user's personal namespace holds its path too.
    const user = await createUser(t);
    const clash = await t.post('/groups', { body: { name: 'x', path: user.username } });
    expect(clash.body).toEqual({ message: 'Failed to save group {:path=>["has already been taken"]}' });

    await createGroup({ name: 'Same Name', parent_id: existing.id });
    const sibling = await t.post('/groups', {
      body: { name: 'Same Name', path: unique('other'), parent_id: existing.id },
    });
    expect(sibling.body).toEqual({ message: 'Failed to save group {:name=>["has already been taken"]}' });

    const badName = await t.post('/groups', { body: { name: '-dash first', path: unique('p') } });
    expect(badName.body.message).toContain(':name=>["can contain only letters, digits, emoji');
  });

  it('needs a signed-in user allowed to create groups, and create_subgroup on the parent', async () => {
    const anonymous = await t.post('/groups', { token: null, body: { name: 'x', path: unique('p') } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: '401 Unauthorized' });

    const restricted = await createUser(t, { can_create_group: false });
    const refused = await t.post('/groups', {
      token: restricted.token,
      body: { name: 'x', path: unique('p') },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: '403 Forbidden' });

    const parent = await createGroup();
    // Developers may not create subgroups; maintainers may (subgroup_creation_level maintainer).
    await addMember(parent.id, restricted.id, 30);
    const developer = await t.post('/groups', {
      token: restricted.token,
      body: { name: 'x', path: unique('p'), parent_id: parent.id },
    });
    expect(developer.status).toBe(403);
    const maintainer = await createUser(t, { can_create_group: false });
    await addMember(parent.id, maintainer.id, 40);
    const sub = await t.post('/groups', {
      token: maintainer.token,
      body: { name: 'y', path: unique('p'), parent_id: parent.id },
    });
    expect(sub.status).toBe(201);

    // A parent the caller cannot see is not found.
    const stranger = await createUser(t);
    const hidden = await t.post('/groups', {
      token: stranger.token,
      body: { name: 'z', path: unique('p'), parent_id: parent.id },
    });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ message: '404 Group Not Found' });
  });

  it('leaves nothing behind when the request fails', async () => {
    const path = unique('atomic');
    const parent = await createGroup({ visibility: 'private' });
    const failed = await t.post('/groups', {
      body: { name: 'x', path, parent_id: parent.id, visibility: 'internal' },
    });
    expect(failed.status).toBe(400);
    const subgroups = await t.get(`/groups/${parent.id}/subgroups`);
    expect(subgroups.body).toEqual([]);
  });
});

describe('GET /groups/:id', () => {
  let owner: CreatedUser;
  let stranger: CreatedUser;
  let external: CreatedUser;
  let privateGroup: any;
  let internalGroup: any;
  let publicGroup: any;

  beforeAll(async () => {
    owner = await createUser(t);
    stranger = await createUser(t);
    external = await createUser(t, { external: true });
    privateGroup = await createGroup({ visibility: 'private' }, owner.token);
    internalGroup = await createGroup({ visibility: 'internal' }, owner.token);
    publicGroup = await createGroup({ visibility: 'public' }, owner.token);
  });

  it('finds a group by id and by URL-encoded full path', async () => {
    const child = await createGroup({ parent_id: publicGroup.id, visibility: 'public' }, owner.token);
    const byId = await t.get(`/groups/${child.id}`);
    expect(byId.status).toBe(200);
    const byPath = await t.get(`/groups/${enc(child.full_path)}`);
    expect(byPath.status).toBe(200);
    expect(byPath.body).toMatchObject({ id: child.id, full_path: `${publicGroup.path}/${child.path}` });
    const upper = await t.get(`/groups/${enc(child.full_path.toUpperCase())}`);
    expect(upper.body.id).toBe(child.id);
    const missing = await t.get('/groups/999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: '404 Group Not Found' });
  });

  it('applies the visibility matrix', async () => {
    const status = async (group: any, token: string | null | undefined) =>
      (await t.get(`/groups/${group.id}`, { token })).status;
    // anonymous
    expect(await status(publicGroup, null)).toBe(200);
    expect(await status(internalGroup, null)).toBe(404);
    expect(await status(privateGroup, null)).toBe(404);
    // signed in, not a member
    expect(await status(publicGroup, stranger.token)).toBe(200);
    expect(await status(internalGroup, stranger.token)).toBe(200);
    expect(await status(privateGroup, stranger.token)).toBe(404);
    // external user
    expect(await status(publicGroup, external.token)).toBe(200);
    expect(await status(internalGroup, external.token)).toBe(404);
    expect(await status(privateGroup, external.token)).toBe(404);
    // member and administrator
    expect(await status(privateGroup, owner.token)).toBe(200);
    expect(await status(privateGroup, undefined)).toBe(200); // root, an administrator
  });

  it('shows a private group to a member of one of its subgroups', async () => {
    const sub = await createGroup({ parent_id: privateGroup.id }, owner.token);
    const member = await createUser(t);
    await addMember(sub.id, member.id, 10);
    expect((await t.get(`/groups/${privateGroup.id}`, { token: member.token })).status).toBe(200);
    expect((await t.get(`/groups/${sub.id}`, { token: member.token })).status).toBe(200);
  });

  it('shows a private group to a member of a project inside it', async () => {
    const group = await createGroup({ visibility: 'private' });
    const project = await t.post('/projects', {
      body: { name: 'Inner', path: unique('inner'), namespace_id: group.id },
    });
    expect(project.status, JSON.stringify(project.body)).toBe(201);
    const member = await createUser(t);
    expect((await t.get(`/groups/${group.id}`, { token: member.token })).status).toBe(404);
    await t.run(async () => {
      await t.running.services.members.grant('Project', project.body.id, member.id, 30, null);
    });
    expect((await t.get(`/groups/${group.id}`, { token: member.token })).status).toBe(200);
  });

  it('lists the group projects and shared groups in the detail view', async () => {
    const group = await createGroup({ visibility: 'public' });
    const project = await t.post('/projects', {
      body: { name: 'Listed', path: unique('listed'), namespace_id: group.id, visibility: 'public' },
    });
    expect(project.status).toBe(201);
    const shown = await t.get(`/groups/${group.id}`);
    expect(shown.body.projects.map((p: any) => p.id)).toEqual([project.body.id]);
    expect(shown.body.projects[0]).toMatchObject({
      path_with_namespace: `${group.path}/${project.body.path}`,
      namespace: { id: group.id, kind: 'group' },
    });
    expect(shown.body.shared_projects).toEqual([]);
    const without = await t.get(`/groups/${group.id}`, { query: { with_projects: 'false' } });
    expect(without.body).not.toHaveProperty('projects');
    expect(without.body).not.toHaveProperty('shared_projects');
  });

  it('adds statistics and repository_storage for administrators only', async () => {
    const admin = await t.get(`/groups/${publicGroup.id}`, { query: { statistics: 'true' } });
    expect(admin.body.repository_storage).toBe('default');
    expect(admin.body.statistics).toEqual({
      storage_size: 0,
      repository_size: 0,
      wiki_size: 0,
      lfs_objects_size: 0,
      job_artifacts_size: 0,
      pipeline_artifacts_size: 0,
      packages_size: 0,
      snippets_size: 0,
      uploads_size: 0,
    });
    const user = await t.get(`/groups/${publicGroup.id}`, {
      token: stranger.token,
      query: { statistics: 'true' },
    });
    expect(user.body).not.toHaveProperty('statistics');
    expect(user.body).not.toHaveProperty('repository_storage');
  });

  it('adds custom attributes for administrators who ask for them', async () => {
    const set = await t.put(`/groups/${publicGroup.id}/custom_attributes/tier`, { body: { value: 'gold' } });
    expect(set.status).toBe(200);
    const shown = await t.get(`/groups/${publicGroup.id}`, { query: { with_custom_attributes: 'true' } });
    expect(shown.body.custom_attributes).toEqual([{ key: 'tier', value: 'gold' }]);
    const plain = await t.get(`/groups/${publicGroup.id}`);
    expect(plain.body).not.toHaveProperty('custom_attributes');
    const user = await t.get(`/groups/${publicGroup.id}`, {
      token: stranger.token,
      query: { with_custom_attributes: 'true' },
    });
    expect(user.body).not.toHaveProperty('custom_attributes');
  });
});

describe('PUT /groups/:id', () => {
  it('lets owners change name, description, visibility and settings', async () => {
    const owner = await createUser(t);
    const group = await createGroup({ visibility: 'private' }, owner.token);
    const response = await t.put(`/groups/${group.id}`, {
      token: owner.token,
      body: {
        name: 'Renamed',
        description: 'new words',
        visibility: 'internal',
        emails_disabled: true,
        request_access_enabled: false,
        project_creation_level: 'noone',
        subgroup_creation_level: 'owner',
        two_factor_grace_period: 0,
        default_branch_protection_defaults: { allowed_to_push: [{ access_level: 30 }] },
        shared_runners_setting: 'disabled_and_overridable',
      },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: group.id,
      name: 'Renamed',
      full_name: 'Renamed',
      path: group.path,
      description: 'new words',
      visibility: 'internal',
      emails_enabled: false,
      emails_disabled: true,
      request_access_enabled: false,
      project_creation_level: 'noone',
      subgroup_creation_level: 'owner',
      two_factor_grace_period: 0,
      default_branch_protection_defaults: {
        allowed_to_push: [{ access_level: 30 }],
        allow_force_push: false,
        allowed_to_merge: [{ access_level: 40 }],
      },
      default_branch_protection: 1,
      shared_runners_setting: 'disabled_and_overridable',
      projects: [],
      shared_projects: [],
    });
    const shown = await t.get(`/groups/${group.id}`, { token: owner.token });
    expect(shown.body.visibility).toBe('internal');
  });

  it('is 401 anonymous, 404 for those who cannot see it and 403 below Owner', async () => {
    const group = await createGroup({ visibility: 'private' });
    expect((await t.put(`/groups/${group.id}`, { token: null, body: { name: 'x' } })).status).toBe(401);
    const stranger = await createUser(t);
    const hidden = await t.put(`/groups/${group.id}`, { token: stranger.token, body: { name: 'x' } });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ message: '404 Group Not Found' });
    const maintainer = await createUser(t);
    await addMember(group.id, maintainer.id, 40);
    const refused = await t.put(`/groups/${group.id}`, { token: maintainer.token, body: { name: 'x' } });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: '403 Forbidden' });
    expect((await t.get(`/groups/${group.id}`)).body.name).toBe(group.name);
  });

  it('moves the subtree on a path change; the old group paths are gone', async () => {
    const parent = await createGroup();
    const child = await createGroup({ parent_id: parent.id });
    const grandchild = await createGroup({ parent_id: child.id });
    const newPath = unique('moved');
    const response = await t.put(`/groups/${enc(parent.full_path)}`, { body: { path: newPath } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ path: newPath, full_path: newPath });

    expect((await t.get(`/groups/${enc(parent.full_path)}`)).status).toBe(404);
    expect((await t.get(`/groups/${enc(grandchild.full_path)}`)).status).toBe(404);
    const movedChild = await t.get(`/groups/${child.id}`);
    expect(movedChild.body.full_path).toBe(`${newPath}/${child.path}`);
    const movedGrandchild = await t.get(`/groups/${enc(`${newPath}/${child.path}/${grandchild.path}`)}`);
    expect(movedGrandchild.status).toBe(200);
    expect(movedGrandchild.body.id).toBe(grandchild.id);

    // The old path is free again for a new group.
    await createGroup({ path: parent.path });
  });

  it('renames full names down the tree on a name change', async () => {
    const parent = await createGroup({ name: 'Old Name' });
    const child = await createGroup({ name: 'Kid', parent_id: parent.id });
    await t.put(`/groups/${parent.id}`, { body: { name: 'New Name' } });
    expect((await t.get(`/groups/${child.id}`)).body.full_name).toBe('New Name / Kid');
  });

  it('refuses taken paths with a field error', async () => {
    const taken = await createGroup();
    const group = await createGroup();
    const response = await t.put(`/groups/${group.id}`, { body: { path: taken.path } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: { path: ['has already been taken'] } });
  });

  it('keeps visibility within the parent and above subgroups and projects', async () => {
    const parent = await createGroup({ visibility: 'internal' });
    const child = await createGroup({ parent_id: parent.id, visibility: 'internal' });
    const tooOpen = await t.put(`/groups/${child.id}`, { body: { visibility: 'public' } });
    expect(tooOpen.status).toBe(400);
    expect(tooOpen.body).toEqual({
      message: {
        visibility_level: ['public is not allowed since the parent group has a internal visibility.'],
      },
    });
    const tooClosed = await t.put(`/groups/${parent.id}`, { body: { visibility: 'private' } });
    expect(tooClosed.body).toEqual({
      message: {
        visibility_level: ['private is not allowed since there are sub-groups with higher visibility.'],
      },
    });

    const withProject = await createGroup({ visibility: 'public' });
    const project = await t.post('/projects', {
      body: { name: 'Open', path: unique('open'), namespace_id: withProject.id, visibility: 'public' },
    });
    expect(project.status).toBe(201);
    const blocked = await t.put(`/groups/${withProject.id}`, { body: { visibility: 'private' } });
    expect(blocked.body).toEqual({
      message: {
        visibility_level: [
          'private is not allowed since this group contains projects with higher visibility.',
        ],
      },
    });
  });

  it('enforces and cascades shared runner settings', async () => {
    const parent = await createGroup();
    const child = await createGroup({ parent_id: parent.id });
    const disabled = await t.put(`/groups/${parent.id}`, {
      body: { shared_runners_setting: 'disabled_and_unoverridable' },
    });
    expect(disabled.body.shared_runners_setting).toBe('disabled_and_unoverridable');
    expect((await t.get(`/groups/${child.id}`)).body.shared_runners_setting).toBe(
      'disabled_and_unoverridable',
    );
    const enable = await t.put(`/groups/${child.id}`, { body: { shared_runners_setting: 'enabled' } });
    expect(enable.status).toBe(400);
    expect(enable.body).toEqual({
      message: {
        update_shared_runners: [
          'Validation failed: Shared runners enabled cannot be enabled because parent group has shared Runners disabled',
        ],
      },
    });
    // New subgroups start from their parent's setting.
    const later = await createGroup({ parent_id: parent.id });
    expect(later.shared_runners_setting).toBe('disabled_and_unoverridable');
  });
});

describe('DELETE /groups/:id', () => {
  it('deletes the group, its subgroups, projects and memberships for owners (202)', async () => {
    const owner = await createUser(t);
    const group = await createGroup({}, owner.token);
    const child = await createGroup({ parent_id: group.id }, owner.token);
    const project = await t.post('/projects', {
      token: owner.token,
      body: { name: 'Doomed', path: unique('doomed'), namespace_id: child.id },
    });
    expect(project.status, JSON.stringify(project.body)).toBe(201);
    const member = await createUser(t);
    await addMember(child.id, member.id, 30);

    // A member of the subgroup sees the parent but may not delete it.
    const developer = await t.delete(`/groups/${group.id}`, { token: member.token });
    expect(developer.status).toBe(403);
    const stranger = await createUser(t);
    expect((await t.delete(`/groups/${group.id}`, { token: stranger.token })).status).toBe(404);
    await addMember(group.id, member.id, 40);
    const maintainer = await t.delete(`/groups/${group.id}`, { token: member.token });
    expect(maintainer.status).toBe(403);

    const response = await t.delete(`/groups/${enc(group.full_path)}`, { token: owner.token });
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ message: '202 Accepted' });
    expect((await t.get(`/groups/${group.id}`)).status).toBe(404);
    expect((await t.get(`/groups/${child.id}`)).status).toBe(404);
    expect((await t.get(`/projects/${project.body.id}`)).status).toBe(404);
    const memberships = await t.get('/groups', { token: member.token, query: { min_access_level: 10 } });
    expect(memberships.body).toEqual([]);
    // The path can be used again.
    await createGroup({ path: group.path });
  });

  it('is 401 for anonymous callers and 404 for missing groups', async () => {
    const group = await createGroup({ visibility: 'public' });
    expect((await t.delete(`/groups/${group.id}`, { token: null })).status).toBe(401);
    expect((await t.delete('/groups/987654')).status).toBe(404);
  });
});

describe('POST /groups/:id/transfer', () => {
  it('moves a group under a new parent and back to the top level', async () => {
    const source = await createGroup();
    const target = await createGroup();
    const group = await createGroup({ parent_id: source.id });
    const inner = await createGroup({ parent_id: group.id });

    const moved = await t.post(`/groups/${group.id}/transfer`, { body: { group_id: target.id } });
    expect(moved.status).toBe(201);
    expect(moved.body).toMatchObject({
      id: group.id,
      parent_id: target.id,
      full_path: `${target.path}/${group.path}`,
    });
    expect((await t.get(`/groups/${enc(group.full_path)}`)).status).toBe(404);
    expect((await t.get(`/groups/${inner.id}`)).body.full_path).toBe(
      `${target.path}/${group.path}/${inner.path}`,
    );

    const top = await t.post(`/groups/${group.id}/transfer`);
    expect(top.status).toBe(201);
    expect(top.body).toMatchObject({ parent_id: null, full_path: group.path, full_name: group.name });
  });

  it('lowers the visibility of what moves under a less visible parent', async () => {
    const target = await createGroup({ visibility: 'private' });
    const group = await createGroup({ visibility: 'public' });
    const inner = await createGroup({ parent_id: group.id, visibility: 'public' });
    const project = await t.post('/projects', {
      body: { name: 'Shown', path: unique('shown'), namespace_id: inner.id, visibility: 'public' },
    });
    expect(project.status).toBe(201);
    const moved = await t.post(`/groups/${group.id}/transfer`, { body: { group_id: target.id } });
    expect(moved.body.visibility).toBe('private');
    expect((await t.get(`/groups/${inner.id}`)).body.visibility).toBe('private');
    const movedProject = await t.get(`/projects/${project.body.id}`);
    expect(movedProject.body).toMatchObject({
      visibility: 'private',
      path_with_namespace: `${target.path}/${group.path}/${inner.path}/${project.body.path}`,
    });
    expect((await t.get(`/projects/${project.body.id}`, { token: null })).status).toBe(404);
  });

  it("answers GitLab's transfer errors", async () => {
    const root = await createGroup();
    const child = await createGroup({ parent_id: root.id });
    const grandchild = await createGroup({ parent_id: child.id });
    const fail = async (id: number, body: Record<string, unknown>, message: string) => {
      const response = await t.post(`/groups/${id}/transfer`, { body });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: `Transfer failed: ${message}` });
    };
    await fail(root.id, {}, 'Group is already a root group.');
    await fail(child.id, { group_id: root.id }, 'Group is already associated to the parent group.');
    await fail(root.id, { group_id: grandchild.id }, 'Cannot transfer group to one of its subgroup.');
    const clash = await createGroup({ path: child.path });
    await fail(child.id, {}, 'The parent group already has a subgroup or a project with the same path.');
    await t.delete(`/groups/${clash.id}`);

    // Owner of the group, but only a developer in the target.
    const owner = await createUser(t);
    const mine = await createGroup({}, owner.token);
    await addMember(root.id, owner.id, 30);
    const denied = await t.post(`/groups/${mine.id}/transfer`, {
      token: owner.token,
      body: { group_id: root.id },
    });
    expect(denied.status).toBe(400);
    expect(denied.body).toEqual({ message: "Transfer failed: You don't have enough permissions." });

    // Not an owner of the group at all.
    const maintainer = await createUser(t);
    await addMember(root.id, maintainer.id, 40);
    const notOwner = await t.post(`/groups/${child.id}/transfer`, { token: maintainer.token });
    expect(notOwner.status).toBe(403);

    const hiddenTarget = await createGroup({ visibility: 'private' });
    const notFound = await t.post(`/groups/${mine.id}/transfer`, {
      token: owner.token,
      body: { group_id: hiddenTarget.id },
    });
    expect(notFound.status).toBe(404);
    expect(notFound.body).toEqual({ message: '404 Group Not Found' });
  });
});
