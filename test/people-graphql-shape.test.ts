import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PeopleGroupCountsDocument,
  PeopleGroupsWhereICanDocument,
  PeoplePersonalSnippetPermissionDocument,
  PeopleProjectsByActivityDocument,
  PeopleSnippetCreateDocument,
  PeopleSnippetCreatePermissionDocument,
  PeopleSnippetDeleteDocument,
  PeopleSnippetNodesDocument,
  PeopleSnippetsByIdsDocument,
  PeopleSnippetUpdateDocument,
  PeopleStarredCountDocument,
  PeopleUserSnippetsDocument,
  PeopleUsersMembershipCountsDocument,
  PeopleUsersWithRelationsDocument,
} from './generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import { addMember, createGroup, createProject } from './support/membership.ts';

let t: TestApp;
let member: CreatedUser;
let outsider: CreatedUser;
let project: { id: number; path_with_namespace: string };

beforeAll(async () => {
  t = await startTestApp();
  member = await createUser(t);
  outsider = await createUser(t);
  project = await createProject(t, { visibility: 'public' });
  await addMember(t, 'projects', project.id, member.id, 30);
});

afterAll(async () => {
  await t.close();
});

async function snippet(visibility: 'private' | 'public', token = member.token) {
  const created = await t.graphql(
    PeopleSnippetCreateDocument,
    {
      input: {
        projectPath: project.path_with_namespace,
        title: `${visibility} one`,
        visibilityLevel: visibility,
        blobActions: [{ action: 'create', filePath: 'x.txt', content: 'x\n' }],
      },
    },
    token,
  );
  expect(created.data?.createSnippet).toMatchObject({
    errors: [],
    needsCaptchaResponse: false,
    captchaSiteKey: null,
  });
  const webUrl = created.data!.createSnippet!.snippet!.webUrl;
  return `gid://gitlab/ProjectSnippet/${webUrl.split('/').pop()}`;
}

describe('snippets in GitLab shape', () => {
  it('creates, finds by ids and node ids as the snippet lookup authorises, updates and deletes by id alone', async () => {
    const open = await snippet('public');
    const closed = await snippet('private');

    const byIds = await t.graphql(PeopleSnippetsByIdsDocument, { ids: [open, closed] }, outsider.token);
    expect(byIds.errors).toBeUndefined();
    const seen = byIds.data!.snippets!.edges.map((e) => e.node);
    expect(seen.map((n) => n.id)).toEqual([open]);
    expect(seen[0]).toMatchObject({
      title: 'public one',
      sshUrlToRepo: null,
      project: { fullPath: project.path_with_namespace },
      author: { username: member.username },
      blob: { path: 'x.txt' },
      blobs: {
        nodes: [
          {
            path: 'x.txt',
            name: 'x.txt',
            size: 2,
            binary: false,
            renderedAsText: true,
            externalStorage: null,
            simpleViewer: {
              collapsed: false,
              tooLarge: false,
              renderError: null,
              loadingPartialName: 'loading',
            },
            richViewer: null,
          },
        ],
      },
      userPermissions: { adminSnippet: false, updateSnippet: false },
    });
    const mine = await t.graphql(PeopleSnippetsByIdsDocument, { ids: [closed] }, member.token);
    expect(mine.data!.snippets!.edges[0]!.node.userPermissions).toEqual({
      adminSnippet: true,
      updateSnippet: true,
    });

    const nodes = await t.graphql(PeopleSnippetNodesDocument, { ids: [open, closed] }, outsider.token);
    expect(nodes.data!.nodes).toEqual([{ __typename: 'Snippet', id: open, title: 'public one' }, null]);
    const asMember = await t.graphql(PeopleSnippetNodesDocument, { ids: [closed] }, member.token);
    expect(asMember.data!.nodes).toEqual([{ __typename: 'Snippet', id: closed, title: 'private one' }]);

    const refused = await t.graphql(
      PeopleSnippetUpdateDocument,
      { input: { id: closed, title: 'taken' } },
      outsider.token,
    );
    expect(refused.data!.updateSnippet!.errors).not.toEqual([]);
    const updated = await t.graphql(
      PeopleSnippetUpdateDocument,
      { input: { id: closed, title: 'renamed' } },
      member.token,
    );
    expect(updated.data!.updateSnippet).toMatchObject({ errors: [], snippet: { id: closed } });
    const deleted = await t.graphql(PeopleSnippetDeleteDocument, { id: closed }, member.token);
    expect(deleted.data!.destroySnippet!.errors).toEqual([]);
    const gone = await t.graphql(PeopleSnippetNodesDocument, { ids: [closed] }, member.token);
    expect(gone.data!.nodes).toEqual([null]);
  });

  it("lists a user's snippets that the caller may see, paged in SQL", async () => {
    const author = await createUser(t);
    await addMember(t, 'projects', project.id, author.id, 30);
    const open = [await snippet('public', author.token), await snippet('public', author.token)];
    const closed = await snippet('private', author.token);
    const gid = `gid://gitlab/User/${author.id}`;

    const asOutsider = await t.graphql(PeopleUserSnippetsDocument, { id: gid, first: 1 }, outsider.token);
    const page = asOutsider.data!.user!.snippets!;
    expect(page.nodes.map((n) => n.id)).toEqual([open[1]]);
    expect(page.nodes[0]!.blobs!.nodes).toEqual([{ name: 'x.txt' }]);
    expect(page.pageInfo.hasNextPage).toBe(true);
    const next = await t.graphql(
      PeopleUserSnippetsDocument,
      { id: gid, first: 5, afterToken: page.pageInfo.endCursor },
      outsider.token,
    );
    expect(next.data!.user!.snippets!.nodes.map((n) => n.id)).toEqual([open[0]]);

    const asMember = await t.graphql(PeopleUserSnippetsDocument, { id: gid }, member.token);
    expect(asMember.data!.user!.snippets!.nodes.map((n) => n.id)).toEqual([closed, open[1], open[0]]);
  });

  it('lists the files of snippets written before listings were kept, from git, and keeps the listing', async () => {
    const id = await snippet('public');
    const numeric = Number(id.split('/').pop());
    const db = t.running.orm.em.fork().getKysely();
    await sql`update snippets set files = null where id = ${numeric}`.execute(db);
    const read = await t.graphql(PeopleSnippetsByIdsDocument, { ids: [id] }, member.token);
    expect(read.data!.snippets!.edges[0]!.node.blobs!.nodes.map((b) => [b.path, b.size])).toEqual([
      ['x.txt', 2],
    ]);
    const { rows } = await sql<{ files: unknown }>`select files from snippets where id = ${numeric}`.execute(
      db,
    );
    expect(rows[0]!.files).toEqual([{ path: 'x.txt', size: 2, mode: '100644', binary: false }]);
  });

  it('says who may create snippets', async () => {
    const asMember = await t.graphql(
      PeopleSnippetCreatePermissionDocument,
      { fullPath: project.path_with_namespace },
      member.token,
    );
    expect(asMember.data!.project!.userPermissions.createSnippet).toBe(true);
    const asOutsider = await t.graphql(
      PeopleSnippetCreatePermissionDocument,
      { fullPath: project.path_with_namespace },
      outsider.token,
    );
    expect(asOutsider.data!.project!.userPermissions.createSnippet).toBe(false);
    const personal = await t.graphql(PeoplePersonalSnippetPermissionDocument, {}, member.token);
    expect(personal.data!.currentUser!.userPermissions.createSnippet).toBe(false);
  });
});

describe('the current user: namespace and groups by permission', () => {
  it('lists groups where the user may create or transfer projects, and their own namespace', async () => {
    const user = await createUser(t);
    const developerOf = await createGroup(t);
    const maintainerOf = await createGroup(t);
    const reporterOf = await createGroup(t);
    await addMember(t, 'groups', developerOf.id, user.id, 30);
    await addMember(t, 'groups', maintainerOf.id, user.id, 40);
    await addMember(t, 'groups', reporterOf.id, user.id, 20);

    const result = await t.graphql(PeopleGroupsWhereICanDocument, {}, user.token);
    expect(result.errors).toBeUndefined();
    const me = result.data!.currentUser!;
    expect(me.namespace).toMatchObject({ fullPath: user.username });
    expect(me.create!.nodes.map((g) => g.fullPath).sort()).toEqual(
      [developerOf.full_path, maintainerOf.full_path].sort(),
    );
    expect(me.transfer!.nodes.map((g) => g.fullPath)).toEqual([maintainerOf.full_path]);

    const counts = await t.graphql(PeopleGroupCountsDocument, {}, user.token);
    expect(counts.data).toEqual({ member: { count: 3 }, inactive: { count: 0 } });
  });
});

describe('users with their namespaces, starred projects and snippets', () => {
  it('loads them for a page of users with as many SQL statements as for one', async () => {
    const users = [await createUser(t), await createUser(t), await createUser(t)];
    for (const user of users) {
      const starred = await t.post(`/projects/${project.id}/star`, { token: user.token });
      expect(starred.status, starred.text).toBe(201);
    }
    const count = await t.graphql(PeopleStarredCountDocument, {}, users[0]!.token);
    expect(count.data!.currentUser!.starred).toEqual({ count: 1 });

    const run = async (ids: string[]) => {
      t.sql.reset();
      const result = await t.graphql(PeopleUsersWithRelationsDocument, { ids, first: 10 });
      expect(result.errors).toBeUndefined();
      return { nodes: result.data!.users!.nodes, statements: t.sql.statements.length };
    };
    const gids = users.map((u) => `gid://gitlab/User/${u.id}`);
    const one = await run(gids.slice(0, 1));
    const three = await run(gids);
    expect(three.nodes).toHaveLength(3);
    for (const node of three.nodes) {
      expect(node.namespace!.fullPath).toBe(node.username);
      expect(node.starredProjects!.nodes).toEqual([{ fullPath: project.path_with_namespace }]);
      expect(node.snippets!.nodes).toEqual([]);
    }
    expect(three.statements).toBe(one.statements);
  });
});

describe('projects(active:)', () => {
  it('finds active projects, or archived ones', async () => {
    const name = `activity-${Date.now()}`;
    const live = await createProject(t, { visibility: 'public', name: `${name}-live` });
    const old = await createProject(t, { visibility: 'public', name: `${name}-old` });
    expect((await t.post(`/projects/${old.id}/archive`)).status).toBe(201);
    const paths = async (active: boolean | undefined) =>
      (await t.graphql(PeopleProjectsByActivityDocument, { search: name, active }))
        .data!.projects!.nodes.map((n) => n.fullPath)
        .sort();
    expect(await paths(true)).toEqual([live.path_with_namespace]);
    expect(await paths(false)).toEqual([old.path_with_namespace]);
    expect(await paths(undefined)).toEqual([live.path_with_namespace, old.path_with_namespace].sort());
  });
});

describe("users' group and project counts (the admin user list)", () => {
  it('counts groups and projects of a membership, for administrators and the user alone, in one read', async () => {
    const [user, other] = [await createUser(t), await createUser(t)];
    const ofGroup = await createGroup(t);
    await createProject(t, { namespace_id: ofGroup.id });
    await addMember(t, 'groups', ofGroup.id, user.id, 30);
    const projectOnly = await createProject(t, { namespace_id: (await createGroup(t)).id });
    await addMember(t, 'projects', projectOnly.id, user.id, 20);
    await createProject(t, {}, user.token);
    await addMember(t, 'projects', projectOnly.id, other.id, 20);

    const usernames = [user.username, other.username];
    t.sql.reset();
    const asAdmin = await t.graphql(PeopleUsersMembershipCountsDocument, { usernames });
    expect(asAdmin.errors).toBeUndefined();
    const counts = new Map(asAdmin.data!.users!.nodes.map((n) => [n.id, [n.groupCount, n.projectCount]]));
    // The group itself and the group of the one project; its project, the one project and their own.
    expect(counts.get(`gid://gitlab/User/${user.id}`)).toEqual([2, 3]);
    expect(counts.get(`gid://gitlab/User/${other.id}`)).toEqual([1, 1]);
    expect(t.sql.statements.filter((s) => /user_groups/.test(s))).toHaveLength(1);

    const asUser = await t.graphql(PeopleUsersMembershipCountsDocument, { usernames }, user.token);
    const seen = new Map(asUser.data!.users!.nodes.map((n) => [n.id, [n.groupCount, n.projectCount]]));
    expect(seen.get(`gid://gitlab/User/${user.id}`)).toEqual([2, 3]);
    expect(seen.get(`gid://gitlab/User/${other.id}`)).toEqual([null, null]);
  });
});
