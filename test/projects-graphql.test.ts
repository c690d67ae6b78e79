import { Gitlab } from '@gitbeaker/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessLevel, Visibility, type VisibilityName } from '../src/core/access.ts';
import {
  GroupProjectsDocument,
  GroupSharedProjectsDocument,
  GroupsWithProjectsDocument,
  NamespaceProjectsSearchDocument,
  ProjectArchiveDocument,
  ProjectByPathDocument,
  ProjectCreateDocument,
  ProjectDeleteDocument,
  ProjectMergeRequestAbilitiesDocument,
  ProjectNodeDocument,
  ProjectsListDocument,
  ProjectStarDocument,
  ProjectTopicsSearchDocument,
  ProjectTransferDocument,
  ProjectUpdateDocument,
} from './generated/graphql.ts';
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

async function createGroup(
  visibility: VisibilityName,
  options: { parentId?: number; path?: string; members?: [CreatedUser, number][] } = {},
): Promise<{ id: number; fullPath: string }> {
  const services = t.running.services;
  const path = options.path ?? unique('grp');
  const group = await t.run(() =>
    services.uow.run(async () => {
      const parent = options.parentId ? await services.namespaces.findByIdOrPath(options.parentId) : null;
      return services.namespaces.createGroupNamespace({
        name: path,
        path,
        parent,
        attributes: { visibilityLevel: Visibility[visibility] },
      });
    }),
  );
  for (const [user, level] of options.members ?? []) {
    await t.run(() => services.members.grant('Namespace', group.id, user.id, level, null));
  }
  return { id: group.id, fullPath: group.fullPath };
}

async function createProject(token: string, body: Record<string, unknown>) {
  const response = await t.post('/projects', { token, body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: number; path: string; name: string; path_with_namespace: string };
}

const NOT_FOUND =
  "The resource that you are attempting to access does not exist or you don't have permission to perform this action";

describe('GraphQL project queries', () => {
  it('project(fullPath) matches the REST view, with namespace, group and permissions', async () => {
    const alice = await createUser(t);
    const group = await createGroup('public', { members: [[alice, AccessLevel.MAINTAINER]] });
    const p = await createProject(alice.token, {
      name: unique('Gql'),
      namespace_id: group.id,
      visibility: 'public',
      topics: ['z', 'a'],
      description: 'described',
    });
    const rest = (await t.get(`/projects/${p.id}`, { token: alice.token })).body;
    const { data, errors } = await t.graphql(
      ProjectByPathDocument,
      { fullPath: p.path_with_namespace },
      alice.token,
    );
    expect(errors).toBeUndefined();
    expect(data?.project).toEqual({
      id: `gid://gitlab/Project/${p.id}`,
      name: rest.name,
      path: rest.path,
      fullPath: rest.path_with_namespace,
      nameWithNamespace: rest.name_with_namespace,
      description: 'described',
      visibility: 'public',
      webUrl: rest.web_url,
      httpUrlToRepo: rest.http_url_to_repo,
      sshUrlToRepo: rest.ssh_url_to_repo,
      archived: false,
      createdAt: rest.created_at,
      lastActivityAt: rest.last_activity_at,
      starCount: 0,
      topics: ['a', 'z'],
      issuesEnabled: true,
      namespace: {
        id: `gid://gitlab/Namespace/${group.id}`,
        fullPath: group.fullPath,
        name: group.fullPath,
        path: group.fullPath,
        kind: 'group',
      },
      group: { id: `gid://gitlab/Group/${group.id}`, fullPath: group.fullPath },
      userPermissions: {
        readProject: true,
        adminProject: true,
        removeProject: false,
        pushCode: true,
        changeNamespace: false,
      },
    });
    expect(rest.web_url).toBe(`${BASE}/${p.path_with_namespace}`);

    const anonymous = await t.graphql(ProjectByPathDocument, { fullPath: p.path_with_namespace }, null);
    expect(anonymous.data?.project?.userPermissions).toEqual({
      readProject: true,
      adminProject: false,
      removeProject: false,
      pushCode: false,
      changeNamespace: false,
    });
  });

  it('follows old paths, hides what the caller cannot see, and resolves nodes', async () => {
    const alice = await createUser(t);
    const bob = await createUser(t);
    const p = await createProject(alice.token, { name: unique('hidden') });
    const newPath = unique('moved');
    await t.put(`/projects/${p.id}`, { token: alice.token, body: { path: newPath } });

    const followed = await t.graphql(ProjectByPathDocument, { fullPath: p.path_with_namespace }, alice.token);
    expect(followed.data?.project?.fullPath).toBe(`${alice.username}/${newPath}`);
    const hidden = await t.graphql(
      ProjectByPathDocument,
      { fullPath: `${alice.username}/${newPath}` },
      bob.token,
    );
    expect(hidden.errors).toBeUndefined();
    expect(hidden.data?.project).toBeNull();
    expect((await t.graphql(ProjectByPathDocument, { fullPath: 'nobody/nothing' })).data?.project).toBeNull();

    const node = await t.graphql(ProjectNodeDocument, { id: `gid://gitlab/Project/${p.id}` }, alice.token);
    expect(node.data?.node).toEqual({
      id: `gid://gitlab/Project/${p.id}`,
      fullPath: `${alice.username}/${newPath}`,
    });
  });

  it('projects connection: visibility, search, membership, ids, sort and paging agree with REST', async () => {
    const tok = unique('gq');
    const alice = await createUser(t);
    const bob = await createUser(t);
    const made = [];
    for (const [suffix, visibility] of [
      ['b', 'public'],
      ['a', 'internal'],
      ['c', 'private'],
    ] as const) {
      made.push(await createProject(alice.token, { path: `${tok}-${suffix}`, visibility }));
    }
    const asBob = await t.graphql(ProjectsListDocument, { search: tok, sort: 'path_asc' }, bob.token);
    expect(asBob.data?.projects?.nodes.map((n) => n.fullPath)).toEqual([
      `${alice.username}/${tok}-a`,
      `${alice.username}/${tok}-b`,
    ]);
    expect(asBob.data?.projects?.count).toBe(2);
    const rest = await t.get('/projects', {
      token: bob.token,
      query: { search: tok, order_by: 'path', sort: 'asc' },
    });
    expect(rest.body.map((p: { path_with_namespace: string }) => p.path_with_namespace)).toEqual(
      asBob.data?.projects?.nodes.map((n) => n.fullPath),
    );
    const anonymous = await t.graphql(ProjectsListDocument, { search: tok }, null);
    expect(anonymous.data?.projects?.nodes.map((n) => n.fullPath)).toEqual([`${alice.username}/${tok}-b`]);

    const membership = await t.graphql(ProjectsListDocument, { search: tok, membership: true }, alice.token);
    expect(membership.data?.projects?.count).toBe(3);
    expect(
      (await t.graphql(ProjectsListDocument, { search: tok, membership: true }, bob.token)).data?.projects
        ?.count,
    ).toBe(0);

    const byIds = await t.graphql(
      ProjectsListDocument,
      { ids: [`gid://gitlab/Project/${made[0]!.id}`, `gid://gitlab/Project/${made[2]!.id}`], sort: 'id_asc' },
      alice.token,
    );
    expect(byIds.data?.projects?.nodes.map((n) => n.id)).toEqual([
      `gid://gitlab/Project/${made[0]!.id}`,
      `gid://gitlab/Project/${made[2]!.id}`,
    ]);

    const first = await t.graphql(
      ProjectsListDocument,
      { search: tok, first: 2, sort: 'id_desc' },
      alice.token,
    );
    expect(first.data?.projects?.pageInfo.hasNextPage).toBe(true);
    const second = await t.graphql(
      ProjectsListDocument,
      { search: tok, first: 2, sort: 'id_desc', after: first.data?.projects?.pageInfo.endCursor },
      alice.token,
    );
    expect(second.data?.projects?.nodes.map((n) => n.fullPath)).toEqual([`${alice.username}/${tok}-b`]);
    expect(second.data?.projects?.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });

    const bad = await t.graphql(ProjectsListDocument, { sort: 'colour_asc' }, alice.token);
    expect(bad.errors?.[0]?.message).toBe('sort colour_asc is not supported');
  });

  it('Group.projects (includeSubgroups, search, sort), one query for many groups', async () => {
    const tok = unique('gpq');
    const owner = await createUser(t);
    const groups = [];
    for (let i = 0; i < 3; i++) {
      const group = await createGroup('public', {
        path: `${tok}-g${i}`,
        members: [[owner, AccessLevel.OWNER]],
      });
      const sub = await createGroup('public', { parentId: group.id });
      await createProject(owner.token, { path: `p${i}-top`, namespace_id: group.id, visibility: 'public' });
      await createProject(owner.token, { path: `p${i}-sub`, namespace_id: sub.id, visibility: 'public' });
      groups.push(group);
    }
    const direct = await t.graphql(GroupProjectsDocument, { fullPath: groups[0]!.fullPath });
    expect(direct.data?.group?.projects?.nodes.map((n) => n.fullPath)).toEqual([
      `${groups[0]!.fullPath}/p0-top`,
    ]);
    const all = await t.graphql(GroupProjectsDocument, {
      fullPath: groups[0]!.fullPath,
      includeSubgroups: true,
      sort: 'PATH_DESC',
    });
    expect(all.data?.group?.projects?.count).toBe(2);
    expect(all.data?.group?.projects?.nodes.map((n) => n.fullPath.split('/').pop())).toEqual([
      'p0-top',
      'p0-sub',
    ]);
    const searched = await t.graphql(GroupProjectsDocument, {
      fullPath: groups[0]!.fullPath,
      includeSubgroups: true,
      search: 'sub',
    });
    expect(searched.data?.group?.projects?.nodes).toHaveLength(1);

    const run = async (search: string) => {
      t.sql.reset();
      const result = await t.graphql(GroupsWithProjectsDocument, {
        search,
        first: 10,
        includeSubgroups: true,
      });
      expect(result.errors).toBeUndefined();
      const projectQueries = t.sql.statements.filter((s) => /from "projects" as "p"/.test(s)).length;
      return { result, projectQueries };
    };
    const one = await run(`${tok}-g0`);
    const many = await run(tok);
    const top = many.result.data?.groups?.nodes.filter((g) => /-g\d$/.test(g.fullPath ?? '')) ?? [];
    expect(top).toHaveLength(3);
    for (const group of top) {
      expect(group.projects?.nodes.map((n) => n.fullPath.split('/').pop())).toEqual([
        expect.stringMatching(/-sub$/),
        expect.stringMatching(/-top$/),
      ]);
    }
    // The number of project queries does not grow with the number of groups listed.
    expect(one.projectQueries).toBeGreaterThan(0);
    expect(many.projectQueries).toBe(one.projectQueries);
  });

  it('Group.sharedProjects lists the projects the group was invited to, by search and sort, paged', async () => {
    const alice = await createUser(t);
    const reader = await createUser(t);
    const group = await createGroup('private', {
      members: [
        [reader, AccessLevel.REPORTER],
        [alice, AccessLevel.GUEST],
      ],
    });
    const name = unique('Shared');
    const shared = [];
    for (const suffix of ['a', 'b', 'c']) {
      const project = await createProject(alice.token, { name: `${name}-${suffix}` });
      const share = await t.post(`/projects/${project.id}/share`, {
        token: alice.token,
        body: { group_id: group.id, group_access: AccessLevel.DEVELOPER },
      });
      expect(share.status, JSON.stringify(share.body)).toBe(201);
      shared.push(project);
    }
    await createProject(alice.token, { name: `${name}-not-shared` });

    const first = await t.graphql(
      GroupSharedProjectsDocument,
      { fullPath: group.fullPath, first: 2, sort: 'name_desc' },
      reader.token,
    );
    expect(first.errors).toBeUndefined();
    const list = first.data!.group!.sharedProjects!;
    expect(list.count).toBe(3);
    expect(list.nodes.map((p) => p.name)).toEqual([`${name}-c`, `${name}-b`]);
    const second = await t.graphql(
      GroupSharedProjectsDocument,
      { fullPath: group.fullPath, first: 2, sort: 'name_desc', after: list.pageInfo.endCursor },
      reader.token,
    );
    expect(second.data!.group!.sharedProjects!.nodes.map((p) => p.name)).toEqual([`${name}-a`]);
    const searched = await t.graphql(
      GroupSharedProjectsDocument,
      { fullPath: group.fullPath, search: `${name}-b` },
      reader.token,
    );
    expect(searched.data!.group!.sharedProjects!.nodes.map((p) => p.id)).toEqual([
      `gid://gitlab/Project/${shared[1]!.id}`,
    ]);
  });

  it('topics: every name projects use, the most used by projects that are not private first, by search', async () => {
    const owner = await createUser(t);
    const marker = unique('topic').toLowerCase();
    const [popular, rare, hidden] = [`${marker}-popular`, `${marker}-rare`, `${marker}-hidden`];
    await createProject(owner.token, { name: unique('T'), visibility: 'public', topics: [popular, rare] });
    await createProject(owner.token, { name: unique('T'), visibility: 'internal', topics: [popular] });
    await createProject(owner.token, { name: unique('T'), topics: [hidden, hidden.toUpperCase()] });
    const renamed = await createProject(owner.token, { name: unique('T'), visibility: 'public' });
    const updated = await t.put(`/projects/${renamed.id}`, {
      token: owner.token,
      body: { topics: [rare, `${marker}-later`] },
    });
    expect(updated.status, updated.text).toBe(200);

    const all = await t.graphql(ProjectTopicsSearchDocument, { search: marker }, null);
    expect(all.errors).toBeUndefined();
    const names = all.data!.topics!.nodes.map((n) => n.name);
    // By projects that are not private using them (2, 2, 1, 0), then by age.
    expect(names).toEqual([popular, rare, `${marker}-later`, hidden]);
    expect(all.data!.topics!.nodes[0]).toEqual({
      id: expect.stringMatching(/^gid:\/\/gitlab\/Projects::Topic\/\d+$/),
      name: popular,
      title: popular,
      avatarUrl: null,
    });
    const paged = await t.graphql(ProjectTopicsSearchDocument, { search: marker, first: 2 }, owner.token);
    expect(paged.data!.topics!.pageInfo.hasNextPage).toBe(true);
    const rest = await t.graphql(ProjectTopicsSearchDocument, {
      search: marker,
      first: 2,
      after: paged.data!.topics!.pageInfo.endCursor,
    });
    expect(rest.data!.topics!.nodes.map((n) => n.name)).toEqual([`${marker}-later`, hidden]);
    const one = await t.graphql(ProjectTopicsSearchDocument, { search: `${marker}-rar` });
    expect(one.data!.topics!.nodes.map((n) => n.name)).toEqual([rare]);
  });

  it('namespace(fullPath) finds a group or a personal namespace, with its projects by search', async () => {
    const owner = await createUser(t);
    const outsider = await createUser(t);
    const group = await createGroup('private', { members: [[owner, AccessLevel.OWNER]] });
    const name = unique('Avail');
    await createProject(owner.token, { name, namespace_id: group.id });
    await createProject(owner.token, { name: `${name}-other`, namespace_id: group.id });
    await createProject(owner.token, { name: `${name}-mine`, visibility: 'public' });

    const inGroup = await t.graphql(
      NamespaceProjectsSearchDocument,
      { namespacePath: group.fullPath, search: `${name}-other` },
      owner.token,
    );
    expect(inGroup.errors).toBeUndefined();
    expect(inGroup.data!.namespace!.id).toBe(`gid://gitlab/Namespace/${group.id}`);
    expect(inGroup.data!.namespace!.projects!.nodes.map((p) => p.name)).toEqual([`${name}-other`]);

    const personal = await t.graphql(
      NamespaceProjectsSearchDocument,
      { namespacePath: owner.username, search: name },
      outsider.token,
    );
    expect(personal.data!.namespace!.projects!.nodes.map((p) => p.name)).toEqual([`${name}-mine`]);

    const hidden = await t.graphql(
      NamespaceProjectsSearchDocument,
      { namespacePath: group.fullPath },
      outsider.token,
    );
    expect(hidden.data!.namespace).toBeNull();
    const missing = await t.graphql(
      NamespaceProjectsSearchDocument,
      { namespacePath: unique('none') },
      owner.token,
    );
    expect(missing.data!.namespace).toBeNull();
  });
});

describe('GraphQL project mutations', () => {
  it('projectCreate, projectUpdate, projectArchive, projectStar, projectDelete', async () => {
    const alice = await createUser(t);
    const name = unique('mut');
    const created = await t.graphql(
      ProjectCreateDocument,
      { input: { name, visibility: 'internal', topics: ['x'] } },
      alice.token,
    );
    expect(created.data?.projectCreate?.errors).toEqual([]);
    const project = created.data?.projectCreate?.project;
    expect(project).toMatchObject({
      name,
      path: name.toLowerCase(),
      fullPath: `${alice.username}/${name.toLowerCase()}`,
      visibility: 'internal',
      topics: ['x'],
      namespace: { kind: 'user', fullPath: alice.username },
      group: null,
      userPermissions: { removeProject: true, changeNamespace: true },
    });
    // The same project through REST.
    const rest = await t.get(`/projects/${encodeURIComponent(project!.fullPath)}`, { token: alice.token });
    expect(rest.body).toMatchObject({ name, visibility: 'internal', owner: { id: alice.id } });

    const duplicate = await t.graphql(ProjectCreateDocument, { input: { name } }, alice.token);
    expect(duplicate.data?.projectCreate).toEqual({
      project: null,
      errors: ['Name has already been taken, Path has already been taken'],
    });

    const updated = await t.graphql(
      ProjectUpdateDocument,
      {
        input: { fullPath: project!.fullPath, description: 'from graphql', path: `${name.toLowerCase()}-2` },
      },
      alice.token,
    );
    expect(updated.data?.projectUpdate?.errors).toEqual([]);
    expect(updated.data?.projectUpdate?.project).toMatchObject({
      description: 'from graphql',
      fullPath: `${alice.username}/${name.toLowerCase()}-2`,
    });
    expect(
      (await t.get(`/projects/${encodeURIComponent(project!.fullPath)}`, { token: alice.token })).status,
    ).toBe(301);

    const bob = await createUser(t);
    const denied = await t.graphql(
      ProjectUpdateDocument,
      { input: { fullPath: `${alice.username}/${name.toLowerCase()}-2`, description: 'no' } },
      bob.token,
    );
    expect(denied.data?.projectUpdate).toEqual({
      project: null,
      errors: [NOT_FOUND],
    });

    const archived = await t.graphql(
      ProjectArchiveDocument,
      { input: { fullPath: `${alice.username}/${name.toLowerCase()}-2` } },
      alice.token,
    );
    expect(archived.data?.projectArchive).toEqual({
      project: { id: project!.id, archived: true },
      errors: [],
    });

    const starred = await t.graphql(
      ProjectStarDocument,
      { input: { fullPath: `${alice.username}/${name.toLowerCase()}-2`, starred: true } },
      bob.token,
    );
    expect(starred.data?.projectStar).toEqual({
      project: { id: project!.id, starCount: 1 },
      changed: true,
      errors: [],
    });
    const again = await t.graphql(
      ProjectStarDocument,
      { input: { fullPath: `${alice.username}/${name.toLowerCase()}-2`, starred: true } },
      bob.token,
    );
    expect(again.data?.projectStar?.changed).toBe(false);

    const deleteDenied = await t.graphql(
      ProjectDeleteDocument,
      { input: { fullPath: `${alice.username}/${name.toLowerCase()}-2` } },
      bob.token,
    );
    expect(deleteDenied.data?.projectDelete?.errors).toEqual([NOT_FOUND]);
    const deleted = await t.graphql(
      ProjectDeleteDocument,
      { input: { fullPath: `${alice.username}/${name.toLowerCase()}-2` } },
      alice.token,
    );
    expect(deleted.data?.projectDelete?.errors).toEqual([]);
    expect((await t.get(`/projects/${project!.id.split('/').pop()}`)).status).toBe(404);
    const gone = await t.graphql(
      ProjectDeleteDocument,
      { input: { fullPath: `${alice.username}/${name.toLowerCase()}-2` } },
      alice.token,
    );
    expect(gone.data?.projectDelete?.errors).toEqual([NOT_FOUND]);
  });

  it('projectCreate in a group and projectTransfer between namespaces', async () => {
    const alice = await createUser(t);
    const group = await createGroup('private', { members: [[alice, AccessLevel.OWNER]] });
    const inGroup = await t.graphql(
      ProjectCreateDocument,
      { input: { path: unique('ing'), namespaceId: `gid://gitlab/Group/${group.id}`, visibility: 'public' } },
      alice.token,
    );
    expect(inGroup.data?.projectCreate?.errors).toEqual([]);
    expect(inGroup.data?.projectCreate?.project).toMatchObject({
      visibility: 'private',
      group: { fullPath: group.fullPath },
      namespace: { kind: 'group', id: `gid://gitlab/Namespace/${group.id}` },
    });
    const fullPath = inGroup.data!.projectCreate!.project!.fullPath;
    const moved = await t.graphql(
      ProjectTransferDocument,
      { input: { fullPath, namespacePath: alice.username } },
      alice.token,
    );
    expect(moved.data?.projectTransfer?.errors).toEqual([]);
    expect(moved.data?.projectTransfer?.project?.namespace?.fullPath).toBe(alice.username);
    const same = await t.graphql(
      ProjectTransferDocument,
      { input: { fullPath: moved.data!.projectTransfer!.project!.fullPath, namespacePath: alice.username } },
      alice.token,
    );
    expect(same.data?.projectTransfer?.errors).toEqual([
      'Failed to transfer project {:new_namespace=>["Project is already in this namespace."]}',
    ]);
    const stranger = await createUser(t);
    const notAllowed = await t.graphql(
      ProjectCreateDocument,
      { input: { name: 'x', namespaceId: `gid://gitlab/Group/${group.id}` } },
      stranger.token,
    );
    expect(notAllowed.data?.projectCreate?.errors).toEqual(['Namespace is not valid']);
  });
});

describe('@gitbeaker/rest', () => {
  it('creates, shows (by id and by path), edits and lists projects unmodified', async () => {
    const alice = await createUser(t);
    const api = new Gitlab({ host: await t.listen(), token: alice.token });
    const name = unique('beaker');
    const created = await api.Projects.create({ name, description: 'via gitbeaker', visibility: 'internal' });
    expect(created).toMatchObject({ name, path: name.toLowerCase(), visibility: 'internal' });

    const byId = await api.Projects.show(created.id);
    expect(byId.path_with_namespace).toBe(`${alice.username}/${name.toLowerCase()}`);
    const byPath = await api.Projects.show(`${alice.username}/${name.toLowerCase()}`);
    expect(byPath.id).toBe(created.id);

    const edited = await api.Projects.edit(created.id, { description: 'edited', topics: ['one', 'two'] });
    expect(edited).toMatchObject({ description: 'edited', topics: ['one', 'two'] });

    const listed = await api.Projects.all({ search: name, owned: true });
    expect(listed.map((p) => p.id)).toEqual([created.id]);
    const paged = await api.Projects.all({ owned: true, perPage: 1, maxPages: 5 });
    expect(paged.map((p) => p.id)).toContain(created.id);

    await api.Projects.star(created.id);
    expect((await api.Projects.show(created.id)).star_count).toBe(1);
    await api.Projects.remove(created.id);
    await expect(api.Projects.show(created.id)).rejects.toThrow();
  });
});

describe('what the commits page and "Your work" read of a project', () => {
  it('answers createMergeRequestFrom for those who may push, and no adjourned deletion', async () => {
    const owner = await createUser(t);
    const reporter = await createUser(t);
    const project = await createProject(owner.token, { name: unique('mr-from') });
    expect(
      (
        await t.post(`/projects/${project.id}/members`, {
          token: owner.token,
          body: { user_id: reporter.id, access_level: AccessLevel.REPORTER },
        })
      ).status,
    ).toBe(201);
    const ask = async (token: string) =>
      (
        await t.graphql(
          ProjectMergeRequestAbilitiesDocument,
          { fullPath: project.path_with_namespace },
          token,
        )
      ).data!.project!;
    expect(await ask(owner.token)).toMatchObject({
      isAdjournedDeletionEnabled: false,
      userPermissions: { createMergeRequestFrom: true, createMergeRequestIn: true },
    });
    expect((await ask(reporter.token)).userPermissions).toEqual({
      createMergeRequestFrom: false,
      createMergeRequestIn: true,
    });
  });
});
