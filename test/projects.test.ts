import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessLevel, Visibility, type VisibilityName } from '../src/core/access.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, unique, type CreatedUser } from './support/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const BASE = 'http://railyard.test';
const PATH_FORMAT =
  "can contain only letters, digits, '_', '-' and '.'. Cannot start with '-', end in '.git' or end in '.atom'";

/** A group made directly through the services (fixture set-up), optionally with members. */
async function createGroup(
  visibility: VisibilityName = 'public',
  options: { parentId?: number; members?: [CreatedUser, number][]; projectCreationLevel?: string } = {},
): Promise<{ id: number; fullPath: string; path: string }> {
  const services = t.running.services;
  const path = unique('grp');
  const group = await t.run(() =>
    services.uow.run(async () => {
      const parent = options.parentId ? await services.namespaces.findByIdOrPath(options.parentId) : null;
      return services.namespaces.createGroupNamespace({
        name: path,
        path,
        parent,
        attributes: {
          visibilityLevel: Visibility[visibility],
          ...(options.projectCreationLevel ? { projectCreationLevel: options.projectCreationLevel } : {}),
        },
      });
    }),
  );
  for (const [user, level] of options.members ?? []) await addMember('Namespace', group.id, user.id, level);
  return { id: group.id, fullPath: group.fullPath, path };
}

async function addMember(
  sourceType: 'Project' | 'Namespace',
  sourceId: number,
  userId: number,
  level: number,
) {
  await t.run(() => t.running.services.members.grant(sourceType, sourceId, userId, level, null));
}

async function createProject(token: string, body: Record<string, unknown>) {
  const response = await t.post('/projects', { token, body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

async function count(query: ReturnType<typeof sql<{ count: string }>>): Promise<number> {
  const db = t.running.orm.em.fork().getKysely();
  const { rows } = await query.execute(db);
  return Number(rows[0]?.count ?? 0);
}

describe('POST /projects', () => {
  it('creates a personal project: path from the name, owner membership, GitLab entity fields', async () => {
    const alice = await createUser(t);
    const response = await t.post('/projects', {
      token: alice.token,
      body: { name: 'My Project', description: 'About it', topics: ['b', 'a'] },
    });
    expect(response.status).toBe(201);
    const p = response.body;
    expect(p).toMatchObject({
      name: 'My Project',
      path: 'my-project',
      path_with_namespace: `${alice.username}/my-project`,
      name_with_namespace: `${alice.name} / My Project`,
      description: 'About it',
      visibility: 'private',
      default_branch: 'main',
      topics: ['a', 'b'],
      tag_list: ['a', 'b'],
      web_url: `${BASE}/${alice.username}/my-project`,
      http_url_to_repo: `${BASE}/${alice.username}/my-project.git`,
      ssh_url_to_repo: `git@railyard.test:${alice.username}/my-project.git`,
      readme_url: null,
      avatar_url: null,
      empty_repo: true,
      archived: false,
      star_count: 0,
      forks_count: 0,
      creator_id: alice.id,
      issues_enabled: true,
      issues_access_level: 'enabled',
      merge_method: 'merge',
      shared_with_groups: [],
      namespace: {
        kind: 'user',
        path: alice.username,
        full_path: alice.username,
        parent_id: null,
        web_url: `${BASE}/${alice.username}`,
      },
      owner: { id: alice.id, username: alice.username },
      _links: {
        self: `${BASE}/api/v4/projects/${p.id}`,
        issues: `${BASE}/api/v4/projects/${p.id}/issues`,
        members: `${BASE}/api/v4/projects/${p.id}/members`,
      },
    });
    expect(p).not.toHaveProperty('permissions');

    // The namespace owner became an owner member: GET shows it in permissions.
    const got = await t.get(`/projects/${p.id}`, { token: alice.token });
    expect(got.body.permissions).toEqual({
      project_access: { access_level: 50, notification_level: 3 },
      group_access: null,
    });
  });

  it('derives the name from the path, and keeps a name that is a valid path as the path', async () => {
    const alice = await createUser(t);
    expect(await createProject(alice.token, { path: 'only-path' })).toMatchObject({
      name: 'only-path',
      path: 'only-path',
    });
    expect(await createProject(alice.token, { name: 'CamelName' })).toMatchObject({
      name: 'CamelName',
      path: 'CamelName',
    });
  });

  it('requires a name or a path, and authentication', async () => {
    const alice = await createUser(t);
    const missing = await t.post('/projects', { token: alice.token, body: { description: 'x' } });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      message: '400 Bad request - name, path are missing, at least one parameter must be provided',
    });
    const anonymous = await t.post('/projects', { token: null, body: { name: 'x' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: '401 Unauthorized' });
  });

  it('refuses taken names and paths (case-insensitively for paths), and malformed ones', async () => {
    const alice = await createUser(t);
    await createProject(alice.token, { name: 'dup' });
    const both = await t.post('/projects', { token: alice.token, body: { name: 'dup' } });
    expect(both.status).toBe(400);
    expect(both.body).toEqual({
      message: { name: ['has already been taken'], path: ['has already been taken'] },
    });
    const pathOnly = await t.post('/projects', { token: alice.token, body: { name: 'Other', path: 'DUP' } });
    expect(pathOnly.status).toBe(400);
    expect(pathOnly.body).toEqual({ message: { path: ['has already been taken'] } });

    const badPath = await t.post('/projects', { token: alice.token, body: { name: 'ok', path: '-bad.git' } });
    expect(badPath.status).toBe(400);
    expect(badPath.body).toEqual({ message: { path: [PATH_FORMAT] } });
    const badName = await t.post('/projects', { token: alice.token, body: { name: '-bad', path: 'fine' } });
    expect(badName.status).toBe(400);
    expect(badName.body.message.name[0]).toMatch(/^can contain only letters, digits, emoji/);
    const reserved = await t.post('/projects', { token: alice.token, body: { path: 'tree' } });
    expect(reserved.body).toEqual({ message: { path: ['tree is a reserved name'] } });
    // Nothing half-written: still only one project named dup.
    const list = await t.get(`/users/${alice.id}/projects`, { token: alice.token });
    expect(list.body.map((p: { path: string }) => p.path)).toEqual(['dup']);
  });

  it('creates group projects for members allowed to, without a membership, capped at the group visibility', async () => {
    const dev = await createUser(t);
    const guest = await createUser(t);
    const group = await createGroup('internal', {
      members: [
        [dev, AccessLevel.DEVELOPER],
        [guest, AccessLevel.GUEST],
      ],
    });
    const p = await createProject(dev.token, {
      name: 'In group',
      namespace_id: group.id,
      visibility: 'public',
    });
    expect(p).toMatchObject({
      path_with_namespace: `${group.fullPath}/in-group`,
      visibility: 'internal',
      namespace: {
        id: group.id,
        kind: 'group',
        full_path: group.fullPath,
        web_url: `${BASE}/groups/${group.fullPath}`,
      },
    });
    expect(p).not.toHaveProperty('owner');
    const got = await t.get(`/projects/${p.id}`, { token: dev.token });
    expect(got.body.permissions).toEqual({
      project_access: null,
      group_access: { access_level: 30, notification_level: 3 },
    });
    expect(
      await count(
        sql`select count(*) as count from members where source_type = 'Project' and source_id = ${p.id}`,
      ),
    ).toBe(0);

    const refused = await t.post('/projects', {
      token: guest.token,
      body: { name: 'nope', namespace_id: group.id },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: { namespace: ['is not valid'] } });
    const otherUser = await createUser(t);
    const foreign = await t.post('/projects', {
      token: otherUser.token,
      body: { name: 'nope', namespace_id: 999999 },
    });
    expect(foreign.body).toEqual({ message: { namespace: ['is not valid'] } });
  });

  it('stores feature access levels, the deprecated *_enabled switches and merge settings', async () => {
    const alice = await createUser(t);
    const p = await createProject(alice.token, {
      name: unique('feat'),
      issues_access_level: 'disabled',
      wiki_enabled: false,
      merge_method: 'ff',
      squash_option: 'always',
      only_allow_merge_if_pipeline_succeeds: true,
      ci_config_path: 'ci/pipeline.yml',
      request_access_enabled: false,
      emails_disabled: true,
    });
    expect(p).toMatchObject({
      issues_access_level: 'disabled',
      issues_enabled: false,
      wiki_access_level: 'disabled',
      wiki_enabled: false,
      merge_method: 'ff',
      squash_option: 'always',
      only_allow_merge_if_pipeline_succeeds: true,
      ci_config_path: 'ci/pipeline.yml',
      request_access_enabled: false,
      emails_enabled: false,
      emails_disabled: true,
    });
    expect(p._links).not.toHaveProperty('issues');
    expect(p).not.toHaveProperty('open_issues_count');
    const bad = await t.post('/projects', {
      token: alice.token,
      body: { name: 'x', issues_access_level: 'public' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      message: '400 Bad request - issues_access_level does not have a valid value',
    });
    const traversal = await t.post('/projects', {
      token: alice.token,
      body: { name: 'y', ci_config_path: '../x' },
    });
    expect(traversal.body).toEqual({
      message: { ci_config_path: ['cannot include leading slash or directory traversal.'] },
    });
  });

  it('lets administrators create a project for another user (POST /projects/user/:user_id)', async () => {
    const bob = await createUser(t);
    const response = await t.post(`/projects/user/${bob.id}`, { body: { name: 'For Bob' } });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      path_with_namespace: `${bob.username}/for-bob`,
      creator_id: bob.id,
      owner: { id: bob.id },
    });
    const asBob = await t.get(`/projects/${response.body.id}`, { token: bob.token });
    expect(asBob.body.permissions.project_access).toEqual({ access_level: 50, notification_level: 3 });

    expect((await t.post(`/projects/user/${bob.id}`, { token: bob.token, body: { name: 'x' } })).status).toBe(
      403,
    );
    const unknownUser = await t.post('/projects/user/999999', { body: { name: 'x' } });
    expect(unknownUser.status).toBe(404);
    expect(unknownUser.body).toEqual({ message: '404 User Not Found' });
  });

  it('enforces the personal projects limit (none at all for external users)', async () => {
    const limited = await createUser(t, { projects_limit: 0 });
    const response = await t.post('/projects', { token: limited.token, body: { name: 'x' } });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      message: 'You cannot create projects in your personal namespace. Contact your GitLab administrator.',
    });
    const external = await createUser(t, { external: true });
    const refused = await t.post('/projects', { token: external.token, body: { name: 'x' } });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(response.body);
  });
});

describe('GET /projects/:id', () => {
  it('finds a project by id or URL-encoded path; 404 when missing or private to others', async () => {
    const alice = await createUser(t);
    const bob = await createUser(t);
    const p = await createProject(alice.token, { name: unique('priv') });
    const byPath = await t.get(`/projects/${encodeURIComponent(p.path_with_namespace)}`, {
      token: alice.token,
    });
    expect(byPath.status).toBe(200);
    expect(byPath.body.id).toBe(p.id);
    for (const token of [bob.token, null]) {
      const hidden = await t.get(`/projects/${p.id}`, { token });
      expect(hidden.status).toBe(404);
      expect(hidden.body).toEqual({ message: '404 Project Not Found' });
    }
    expect((await t.get('/projects/999999')).body).toEqual({ message: '404 Project Not Found' });
    expect((await t.get(`/projects/${encodeURIComponent('no/such')}`)).status).toBe(404);
    // Administrators see everything.
    expect((await t.get(`/projects/${p.id}`)).status).toBe(200);
  });

  it('shows anonymous callers the basic details of public projects only', async () => {
    const alice = await createUser(t);
    const p = await createProject(alice.token, { name: unique('pub'), visibility: 'public' });
    const response = await t.get(`/projects/${p.id}`, { token: null });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: p.id,
      visibility: 'public',
      web_url: p.web_url,
      star_count: 0,
    });
    expect(response.body).not.toHaveProperty('permissions');
    expect(response.body).not.toHaveProperty('_links');
  });

  it('includes statistics for reporters and above when asked', async () => {
    const alice = await createUser(t);
    const guest = await createUser(t);
    const p = await createProject(alice.token, { name: unique('stats'), visibility: 'internal' });
    await addMember('Project', p.id, guest.id, AccessLevel.GUEST);
    const own = await t.get(`/projects/${p.id}`, { token: alice.token, query: { statistics: 'true' } });
    expect(own.body.statistics).toEqual({
      commit_count: 0,
      storage_size: 0,
      repository_size: 0,
      wiki_size: 0,
      lfs_objects_size: 0,
      job_artifacts_size: 0,
      pipeline_artifacts_size: 0,
      packages_size: 0,
      snippets_size: 0,
      uploads_size: 0,
      container_registry_size: 0,
    });
    const asGuest = await t.get(`/projects/${p.id}`, { token: guest.token, query: { statistics: 'true' } });
    expect(asGuest.status).toBe(200);
    expect(asGuest.body).not.toHaveProperty('statistics');
    expect(asGuest.body.permissions.project_access.access_level).toBe(10);
    // Maintainer-only CI settings are hidden from a guest.
    expect(asGuest.body).not.toHaveProperty('ci_default_git_depth');
    expect(own.body.ci_default_git_depth).toBe(20);
  });

  it('shows custom attributes to administrators when asked', async () => {
    const alice = await createUser(t);
    const p = await createProject(alice.token, { name: unique('attrs') });
    await t.run(() =>
      t.running.services.customAttributes.set(
        { ...anonymousAdmin() },
        'Project',
        p.id,
        'location',
        'Antarctica',
      ),
    );
    const response = await t.get(`/projects/${p.id}`, { query: { with_custom_attributes: 'true' } });
    expect(response.body.custom_attributes).toEqual([{ key: 'location', value: 'Antarctica' }]);
    const plain = await t.get(`/projects/${p.id}`);
    expect(plain.body).not.toHaveProperty('custom_attributes');
  });
});

/** An administrator actor for fixture calls into services. */
function anonymousAdmin() {
  return {
    user: { id: 1, username: 'root', state: 'active', isAdmin: true, external: false },
    authenticatedUser: { id: 1, username: 'root', state: 'active', isAdmin: true, external: false },
    method: 'personal_access_token' as const,
    scopes: new Set(['api' as const]),
    tokenId: null,
    sudo: false,
    jobId: null,
  };
}

describe('PUT /projects/:id', () => {
  it('lets maintainers change settings; developers get 403; path and visibility are the owners', async () => {
    const alice = await createUser(t);
    const maintainer = await createUser(t);
    const developer = await createUser(t);
    const p = await createProject(alice.token, { name: unique('upd') });
    await addMember('Project', p.id, maintainer.id, AccessLevel.MAINTAINER);
    await addMember('Project', p.id, developer.id, AccessLevel.DEVELOPER);

    const updated = await t.put(`/projects/${p.id}`, {
      token: maintainer.token,
      body: { description: 'new', topics: 'x,y', default_branch: 'refs/heads/develop', name: 'Renamed' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      description: 'new',
      topics: ['x', 'y'],
      default_branch: 'develop',
      name: 'Renamed',
      path: p.path,
    });

    const asDeveloper = await t.put(`/projects/${p.id}`, {
      token: developer.token,
      body: { description: 'x' },
    });
    expect(asDeveloper.status).toBe(403);
    expect(asDeveloper.body).toEqual({ message: '403 Forbidden' });
    const visibility = await t.put(`/projects/${p.id}`, {
      token: maintainer.token,
      body: { visibility: 'public' },
    });
    expect(visibility.status).toBe(403);
    const path = await t.put(`/projects/${p.id}`, { token: maintainer.token, body: { path: unique('np') } });
    expect(path.status).toBe(403);
    const byOwner = await t.put(`/projects/${p.id}`, { token: alice.token, body: { visibility: 'public' } });
    expect(byOwner.body.visibility).toBe('public');

    const empty = await t.put(`/projects/${p.id}`, { token: alice.token, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/are missing, at least one parameter must be provided$/);
    expect((await t.put(`/projects/${p.id}`, { token: null, body: { description: 'x' } })).status).toBe(401);
  });

  it('refuses a visibility above the group and a taken path', async () => {
    const owner = await createUser(t);
    const group = await createGroup('private', { members: [[owner, AccessLevel.OWNER]] });
    const p = await createProject(owner.token, { name: unique('a'), namespace_id: group.id });
    const other = await createProject(owner.token, { name: unique('b'), namespace_id: group.id });
    const above = await t.put(`/projects/${p.id}`, { token: owner.token, body: { visibility: 'public' } });
    expect(above.status).toBe(400);
    expect(above.body).toEqual({
      message: { visibility_level: ['public is not allowed in a private group.'] },
    });
    const taken = await t.put(`/projects/${p.id}`, { token: owner.token, body: { path: other.path } });
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual({ message: { path: ['has already been taken'] } });
  });

  it('renaming the path leaves a redirect: 301 for reads, 405 for writes through the old path', async () => {
    const alice = await createUser(t);
    const p = await createProject(alice.token, { name: unique('old'), visibility: 'public' });
    const newPath = unique('new');
    const renamed = await t.put(`/projects/${p.id}`, { token: alice.token, body: { path: newPath } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.path_with_namespace).toBe(`${alice.username}/${newPath}`);
    expect(renamed.body.web_url).toBe(`${BASE}/${alice.username}/${newPath}`);

    const old = encodeURIComponent(p.path_with_namespace);
    const moved = await t.get(`/projects/${old}`, { token: alice.token, query: { statistics: 'true' } });
    expect(moved.status).toBe(301);
    const location = `http://localhost:80/api/v4/projects/${p.id}?statistics=true`;
    expect(moved.headers['location']).toBe(location);
    expect(moved.body).toEqual({ message: `This resource has been moved permanently to ${location}` });
    // Anonymous callers follow redirects of public projects too.
    expect((await t.get(`/projects/${old}`, { token: null })).status).toBe(301);

    const write = await t.put(`/projects/${old}`, { token: alice.token, body: { description: 'x' } });
    expect(write.status).toBe(405);
    expect(write.body).toEqual({ message: 'Non GET methods are not allowed for moved projects' });
    expect((await t.delete(`/projects/${old}`, { token: alice.token })).status).toBe(405);

    const current = await t.get(`/projects/${encodeURIComponent(`${alice.username}/${newPath}`)}`, {
      token: alice.token,
    });
    expect(current.status).toBe(200);

    // A new project may take the old path; the redirect then gives way to it.
    const reuse = await createProject(alice.token, { name: unique('reuse'), path: p.path });
    const resolved = await t.get(`/projects/${old}`, { token: alice.token });
    expect(resolved.status).toBe(200);
    expect(resolved.body.id).toBe(reuse.id);
  });

  it('round-trips settings and access levels', async () => {
    const alice = await createUser(t);
    const p = await createProject(alice.token, { name: unique('settings') });
    const response = await t.put(`/projects/${p.id}`, {
      token: alice.token,
      form: true,
      body: {
        merge_requests_access_level: 'private',
        pages_access_level: 'public',
        remove_source_branch_after_merge: 'false',
        squash_option: 'default_on',
        build_timeout: '7200',
        jobs_enabled: 'false',
        shared_runners_enabled: 'false',
        lfs_enabled: 'false',
      },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      merge_requests_access_level: 'private',
      merge_requests_enabled: true,
      pages_access_level: 'public',
      remove_source_branch_after_merge: false,
      squash_option: 'default_on',
      build_timeout: 7200,
      builds_access_level: 'disabled',
      jobs_enabled: false,
      shared_runners_enabled: false,
      lfs_enabled: false,
    });
    const again = await t.get(`/projects/${p.id}`, { token: alice.token });
    expect(again.body.squash_option).toBe('default_on');
  });
});

describe('PUT /projects/:id/transfer', () => {
  it('moves a project to a group, leaving a redirect; owners only', async () => {
    const alice = await createUser(t);
    const maintainerOfProject = await createUser(t);
    const group = await createGroup('private', { members: [[alice, AccessLevel.MAINTAINER]] });
    const p = await createProject(alice.token, { name: unique('mv'), visibility: 'public' });
    await addMember('Project', p.id, maintainerOfProject.id, AccessLevel.MAINTAINER);

    const notOwner = await t.put(`/projects/${p.id}/transfer`, {
      token: maintainerOfProject.token,
      body: { namespace: group.id },
    });
    expect(notOwner.status).toBe(403);

    const moved = await t.put(`/projects/${p.id}/transfer`, {
      token: alice.token,
      body: { namespace: group.fullPath },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      path_with_namespace: `${group.fullPath}/${p.path}`,
      namespace: { id: group.id, kind: 'group' },
      visibility: 'private',
    });
    expect(moved.body).not.toHaveProperty('owner');
    const old = await t.get(`/projects/${encodeURIComponent(p.path_with_namespace)}`, { token: alice.token });
    expect(old.status).toBe(301);
    expect(old.headers['location']).toBe(`http://localhost:80/api/v4/projects/${p.id}`);
  });

  it('explains refusals as GitLab does', async () => {
    const alice = await createUser(t);
    const devGroup = await createGroup('public', { members: [[alice, AccessLevel.DEVELOPER]] });
    const ownGroup = await createGroup('public', { members: [[alice, AccessLevel.OWNER]] });
    const p = await createProject(alice.token, { name: unique('tr') });
    const same = await t.put(`/projects/${p.id}/transfer`, {
      token: alice.token,
      body: { namespace: alice.username },
    });
    expect(same.status).toBe(400);
    expect(same.body).toEqual({
      message: 'Failed to transfer project {:new_namespace=>["Project is already in this namespace."]}',
    });
    const noRight = await t.put(`/projects/${p.id}/transfer`, {
      token: alice.token,
      body: { namespace: devGroup.id },
    });
    expect(noRight.status).toBe(400);
    expect(noRight.body.message).toContain(
      "You don't have permission to transfer projects into that namespace.",
    );
    const missing = await t.put(`/projects/${p.id}/transfer`, {
      token: alice.token,
      body: { namespace: 999999 },
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: '404 Namespace Not Found' });
    await createProject(alice.token, { name: p.name, path: unique('other'), namespace_id: ownGroup.id });
    const clash = await t.put(`/projects/${p.id}/transfer`, {
      token: alice.token,
      body: { namespace: ownGroup.id },
    });
    expect(clash.status).toBe(400);
    expect(clash.body.message).toContain('Project with same name or path in target namespace already exists');
  });

  it('moves a group project into a personal namespace and makes the namespace owner an owner', async () => {
    const alice = await createUser(t);
    const group = await createGroup('public', { members: [[alice, AccessLevel.OWNER]] });
    const p = await createProject(alice.token, { name: unique('home'), namespace_id: group.id });
    const moved = await t.put(`/projects/${p.id}/transfer`, {
      token: alice.token,
      body: { namespace: alice.username },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ namespace: { kind: 'user' }, owner: { id: alice.id } });
    const got = await t.get(`/projects/${p.id}`, { token: alice.token });
    expect(got.body.permissions.project_access.access_level).toBe(50);
  });
});

describe('archive, star', () => {
  it('archives and unarchives (owners, idempotent)', async () => {
    const alice = await createUser(t);
    const maintainer = await createUser(t);
    const p = await createProject(alice.token, { name: unique('arc') });
    await addMember('Project', p.id, maintainer.id, AccessLevel.MAINTAINER);
    expect((await t.post(`/projects/${p.id}/archive`, { token: maintainer.token })).status).toBe(403);
    for (let i = 0; i < 2; i++) {
      const archived = await t.post(`/projects/${p.id}/archive`, { token: alice.token });
      expect(archived.status).toBe(201);
      expect(archived.body.archived).toBe(true);
    }
    const unarchived = await t.post(`/projects/${p.id}/unarchive`, { token: alice.token });
    expect(unarchived.status).toBe(201);
    expect(unarchived.body.archived).toBe(false);
  });

  it('stars and unstars, answering 304 when nothing changes', async () => {
    const alice = await createUser(t);
    const bob = await createUser(t);
    const p = await createProject(alice.token, { name: unique('star'), visibility: 'internal' });
    const starred = await t.post(`/projects/${p.id}/star`, { token: bob.token });
    expect(starred.status).toBe(201);
    expect(starred.body.star_count).toBe(1);
    // A star is not a change of the project.
    expect(starred.body.updated_at).toBe(p.updated_at);
    const again = await t.post(`/projects/${p.id}/star`, { token: bob.token });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect((await t.post(`/projects/${p.id}/star`, { token: alice.token })).body.star_count).toBe(2);
    const unstarred = await t.post(`/projects/${p.id}/unstar`, { token: bob.token });
    expect(unstarred.status).toBe(201);
    expect(unstarred.body.star_count).toBe(1);
    expect((await t.post(`/projects/${p.id}/unstar`, { token: bob.token })).status).toBe(304);
    expect((await t.post(`/projects/${p.id}/star`, { token: null })).status).toBe(401);
  });
});

describe('DELETE /projects/:id', () => {
  it('is for owners; removes the project, its memberships, attributes, stars, shares and redirects', async () => {
    const alice = await createUser(t);
    const developer = await createUser(t);
    const group = await createGroup('public');
    const p = await createProject(alice.token, { name: unique('del'), visibility: 'public' });
    await addMember('Project', p.id, developer.id, AccessLevel.DEVELOPER);
    await t.post(`/projects/${p.id}/star`, { token: developer.token });
    await t.run(async () => {
      await t.running.services.customAttributes.set(anonymousAdmin(), 'Project', p.id, 'k', 'v');
      await sql`insert into project_group_links (project_id, group_id, group_access, created_at, updated_at)
        values (${p.id}, ${group.id}, 30, now(), now())`.execute(t.running.orm.em.getKysely());
    });
    const newPath = unique('renamed');
    await t.put(`/projects/${p.id}`, { token: alice.token, body: { path: newPath } });

    const denied = await t.delete(`/projects/${p.id}`, { token: developer.token });
    expect(denied.status).toBe(403);
    const deleted = await t.delete(`/projects/${p.id}`, { token: alice.token });
    expect(deleted.status).toBe(202);
    expect(deleted.body).toEqual({ message: '202 Accepted' });

    expect((await t.get(`/projects/${p.id}`)).status).toBe(404);
    expect((await t.get(`/projects/${encodeURIComponent(p.path_with_namespace)}`)).status).toBe(404);
    const list = await t.get('/projects', { query: { search: p.name } });
    expect(list.body).toEqual([]);
    for (const table of [
      sql<{
        count: string;
      }>`select count(*) as count from members where source_type = 'Project' and source_id = ${p.id}`,
      sql<{
        count: string;
      }>`select count(*) as count from custom_attributes where subject_type = 'Project' and subject_id = ${p.id}`,
      sql<{
        count: string;
      }>`select count(*) as count from redirect_routes where source_type = 'Project' and source_id = ${p.id}`,
      sql<{ count: string }>`select count(*) as count from users_star_projects where project_id = ${p.id}`,
      sql<{ count: string }>`select count(*) as count from project_group_links where project_id = ${p.id}`,
    ]) {
      expect(await count(table)).toBe(0);
    }
    // The path is free again.
    await createProject(alice.token, { name: unique('again'), path: newPath });
  });
});
