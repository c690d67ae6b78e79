import { Gitlab } from '@gitbeaker/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GroupByPathDocument,
  GroupCreateDocument,
  GroupDeleteDocument,
  GroupDescendantsDocument,
  GroupNodeDocument,
  GroupsListDocument,
  GroupTransferDocument,
  GroupUpdateDocument,
} from './generated/graphql.ts';
import { ROOT_TOKEN, startTestApp, type TestApp } from './support/app.ts';
import { createUser, unique } from './support/fixtures.ts';
import { ownStatements } from './support/sql-statements.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const NO_PERMISSION =
  "The resource that you are attempting to access does not exist or you don't have permission to perform this action";

async function createGroup(body: Record<string, unknown> = {}, token?: string): Promise<any> {
  const path = (body['path'] as string | undefined) ?? unique('gq');
  const response = await t.post('/groups', { token, body: { name: `Group ${path}`, path, ...body } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

async function addMember(groupId: number, userId: number, accessLevel: number): Promise<void> {
  await t.run(async () => {
    await t.running.services.members.grant('Namespace', groupId, userId, accessLevel, null);
  });
}

const gid = (id: number) => `gid://gitlab/Group/${id}`;

describe('groupCreate', () => {
  it('creates a group whose REST view matches', async () => {
    const user = await createUser(t);
    const path = unique('gqlnew');
    const result = await t.graphql(
      GroupCreateDocument,
      { input: { name: 'From GraphQL', path, description: 'made here', visibility: 'internal' } },
      user.token,
    );
    expect(result.errors).toBeUndefined();
    const payload = result.data!.groupCreate!;
    expect(payload.errors).toEqual([]);
    const group = payload.group!;
    expect(group).toMatchObject({
      name: 'From GraphQL',
      path,
      fullPath: path,
      fullName: 'From GraphQL',
      description: 'made here',
      visibility: 'internal',
      webUrl: `http://railyard.test/groups/${path}`,
      avatarUrl: null,
      projectCreationLevel: 'developer',
      subgroupCreationLevel: 'maintainer',
      emailsEnabled: true,
      emailsDisabled: false,
      sharedRunnersSetting: 'ENABLED',
      parent: null,
      userPermissions: {
        readGroup: true,
        adminGroup: true,
        createSubgroup: true,
        createProjects: true,
        removeGroup: true,
      },
    });
    const id = Number(/^gid:\/\/gitlab\/Group\/(\d+)$/.exec(group.id)![1]);
    const rest = await t.get(`/groups/${id}`, { token: user.token });
    expect(rest.body).toMatchObject({
      id,
      name: group.name,
      path: group.path,
      full_path: group.fullPath,
      description: group.description,
      visibility: group.visibility,
      web_url: group.webUrl,
      created_at: group.createdAt,
    });
  });

  it('creates subgroups and reports validation errors in the payload', async () => {
    const parent = await createGroup({ visibility: 'private' });
    const sub = await t.graphql(GroupCreateDocument, {
      input: { name: 'Sub', path: unique('sub'), parentId: gid(parent.id) },
    });
    expect(sub.data!.groupCreate!.group).toMatchObject({
      parent: { id: gid(parent.id), fullPath: parent.full_path },
    });

    const taken = await t.graphql(GroupCreateDocument, { input: { name: 'Again', path: parent.path } });
    expect(taken.data!.groupCreate).toEqual({ group: null, errors: ['Path has already been taken'] });

    const tooOpen = await t.graphql(GroupCreateDocument, {
      input: { name: 'Open', path: unique('open'), parentId: gid(parent.id), visibility: 'public' },
    });
    expect(tooOpen.data!.groupCreate!.errors).toEqual([
      'Visibility level public is not allowed since the parent group has a private visibility.',
    ]);

    const badLevel = await t.graphql(GroupCreateDocument, {
      input: { name: 'Bad', path: unique('bad'), projectCreationLevel: 'everyone' },
    });
    expect(badLevel.data!.groupCreate!.errors).toEqual([
      'Project creation level is not included in the list',
    ]);
  });

  it('refuses users who may not create groups or subgroups', async () => {
    const restricted = await createUser(t, { can_create_group: false });
    const top = await t.graphql(
      GroupCreateDocument,
      { input: { name: 'No', path: unique('no') } },
      restricted.token,
    );
    expect(top.data!.groupCreate).toEqual({ group: null, errors: [NO_PERMISSION] });
    const parent = await createGroup({ visibility: 'public' });
    const sub = await t.graphql(
      GroupCreateDocument,
      { input: { name: 'No', path: unique('no'), parentId: gid(parent.id) } },
      restricted.token,
    );
    expect(sub.data!.groupCreate).toEqual({ group: null, errors: [NO_PERMISSION] });
    const anonymous = await t.graphql(
      GroupCreateDocument,
      { input: { name: 'No', path: unique('no') } },
      null,
    );
    expect(anonymous.data!.groupCreate!.group).toBeNull();
    expect(anonymous.data!.groupCreate!.errors).toHaveLength(1);
  });
});

describe('groupUpdate, groupTransfer and groupDelete', () => {
  it('updates like PUT /groups/:id, for owners only', async () => {
    const owner = await createUser(t);
    const group = await createGroup({ visibility: 'private' }, owner.token);
    const newPath = unique('renamed');
    const result = await t.graphql(
      GroupUpdateDocument,
      {
        input: {
          fullPath: group.full_path,
          name: 'Renamed',
          path: newPath,
          visibility: 'internal',
          emailsEnabled: false,
          sharedRunnersSetting: 'DISABLED_AND_OVERRIDABLE',
        },
      },
      owner.token,
    );
    expect(result.data!.groupUpdate!.errors).toEqual([]);
    expect(result.data!.groupUpdate!.group).toMatchObject({
      name: 'Renamed',
      fullPath: newPath,
      visibility: 'internal',
      emailsEnabled: false,
      emailsDisabled: true,
      sharedRunnersSetting: 'DISABLED_AND_OVERRIDABLE',
    });
    const rest = await t.get(`/groups/${group.id}`);
    expect(rest.body).toMatchObject({
      name: 'Renamed',
      full_path: newPath,
      visibility: 'internal',
      emails_enabled: false,
      shared_runners_setting: 'disabled_and_overridable',
    });

    const developer = await createUser(t);
    await addMember(group.id, developer.id, 30);
    const refused = await t.graphql(
      GroupUpdateDocument,
      { input: { fullPath: newPath, name: 'Mine now' } },
      developer.token,
    );
    expect(refused.data!.groupUpdate).toEqual({ group: null, errors: [NO_PERMISSION] });
    const stranger = await createUser(t);
    const hidden = await t.graphql(
      GroupUpdateDocument,
      { input: { fullPath: newPath, name: 'x' } },
      stranger.token,
    );
    expect(hidden.data!.groupUpdate!.errors).toEqual([NO_PERMISSION]);
  });

  it('transfers like POST /groups/:id/transfer', async () => {
    const target = await createGroup({ visibility: 'private' });
    const group = await createGroup({ visibility: 'public' });
    const moved = await t.graphql(GroupTransferDocument, {
      input: { fullPath: group.full_path, newParentId: gid(target.id) },
    });
    expect(moved.data!.groupTransfer).toEqual({
      group: {
        id: gid(group.id),
        fullPath: `${target.path}/${group.path}`,
        visibility: 'private',
        parent: { fullPath: target.full_path },
      },
      errors: [],
    });
    const top = await t.graphql(GroupTransferDocument, {
      input: { fullPath: `${target.path}/${group.path}` },
    });
    expect(top.data!.groupTransfer!.group).toMatchObject({ fullPath: group.path, parent: null });
    const again = await t.graphql(GroupTransferDocument, { input: { fullPath: group.path } });
    expect(again.data!.groupTransfer).toEqual({
      group: null,
      errors: ['Transfer failed: Group is already a root group.'],
    });
  });

  it('deletes like DELETE /groups/:id', async () => {
    const owner = await createUser(t);
    const group = await createGroup({}, owner.token);
    const developer = await createUser(t);
    await addMember(group.id, developer.id, 30);
    const refused = await t.graphql(
      GroupDeleteDocument,
      { input: { fullPath: group.full_path } },
      developer.token,
    );
    expect(refused.data!.groupDelete!.errors).toEqual([NO_PERMISSION]);

    const deleted = await t.graphql(
      GroupDeleteDocument,
      { input: { fullPath: group.full_path } },
      owner.token,
    );
    expect(deleted.data!.groupDelete!.errors).toEqual([]);
    expect((await t.graphql(GroupByPathDocument, { fullPath: group.full_path })).data!.group).toBeNull();
    expect((await t.get(`/groups/${group.id}`)).status).toBe(404);
  });
});

describe('group and groups queries', () => {
  it('returns null for groups the caller may not see, and the caller permissions otherwise', async () => {
    const group = await createGroup({ visibility: 'private', default_branch_protection: 3 });
    expect(
      (await t.graphql(GroupByPathDocument, { fullPath: group.full_path }, null)).data!.group,
    ).toBeNull();
    const developer = await createUser(t);
    await addMember(group.id, developer.id, 30);
    const seen = await t.graphql(GroupByPathDocument, { fullPath: group.full_path }, developer.token);
    expect(seen.data!.group).toMatchObject({
      id: gid(group.id),
      fullPath: group.full_path,
      userPermissions: {
        readGroup: true,
        adminGroup: false,
        createSubgroup: false,
        createProjects: true,
        removeGroup: false,
      },
      defaultBranchProtectionDefaults: { allowedToPush: [40], allowForcePush: false, allowedToMerge: [30] },
    });
    const node = await t.graphql(GroupNodeDocument, { id: gid(group.id) }, developer.token);
    expect(node.data!.node).toEqual({ id: gid(group.id), fullPath: group.full_path });
  });

  it('lists groups with search, sort, filters and cursor pagination', async () => {
    const marker = unique('gql');
    const member = await createUser(t);
    const a = await createGroup({ name: `A ${marker}`, visibility: 'public' });
    const b = await createGroup({ name: `B ${marker}`, visibility: 'internal' });
    const c = await createGroup({ name: `C ${marker}`, visibility: 'private' }, member.token);
    const d = await createGroup(
      { name: `D ${marker}`, visibility: 'private', parent_id: c.id },
      member.token,
    );

    const first = await t.graphql(GroupsListDocument, { search: marker, first: 2 });
    expect(first.data!.groups!.count).toBe(4);
    expect(first.data!.groups!.nodes.map((n) => n.id)).toEqual([gid(a.id), gid(b.id)]);
    expect(first.data!.groups!.pageInfo.hasNextPage).toBe(true);
    const second = await t.graphql(GroupsListDocument, {
      search: marker,
      first: 2,
      after: first.data!.groups!.pageInfo.endCursor,
    });
    expect(second.data!.groups!.nodes.map((n) => n.id)).toEqual([gid(c.id), gid(d.id)]);
    expect(second.data!.groups!.pageInfo.hasNextPage).toBe(false);

    // GitLab's sort is a string, `<field>_<direction>`; the upper-case form of earlier clients works too.
    for (const sort of ['name_desc', 'NAME_DESC']) {
      const desc = await t.graphql(GroupsListDocument, { search: marker, sort });
      expect(desc.data!.groups!.nodes.map((n) => n.name)).toEqual([d, c, b, a].map((g) => g.name));
    }
    const idAsc = await t.graphql(GroupsListDocument, { search: marker, sort: 'id_asc' });
    expect(idAsc.data!.groups!.nodes.map((n) => n.id)).toEqual([a, b, c, d].map((g) => gid(g.id)));
    const unknown = await t.graphql(GroupsListDocument, { search: marker, sort: 'size_desc' });
    expect(unknown.errors?.[0]?.message).toMatch(/sort must be one of name_asc/);

    // allAvailable defaults to true: everything the caller may see, like GET /groups?all_available=true.
    const visible = await t.graphql(GroupsListDocument, { search: marker }, member.token);
    expect(visible.data!.groups!.nodes.map((n) => n.id)).toEqual([a, b, c, d].map((g) => gid(g.id)));
    const rest = await t.get('/groups', {
      token: member.token,
      query: { search: marker, all_available: 'true' },
    });
    expect(rest.body.map((g: any) => gid(g.id))).toEqual(visible.data!.groups!.nodes.map((n) => n.id));
    const mine = await t.graphql(GroupsListDocument, { search: marker, allAvailable: false }, member.token);
    expect(mine.data!.groups!.nodes.map((n) => n.id)).toEqual([gid(c.id), gid(d.id)]);
    const anonymous = await t.graphql(GroupsListDocument, { search: marker }, null);
    expect(anonymous.data!.groups!.nodes.map((n) => n.id)).toEqual([gid(a.id)]);
    const topOwned = await t.graphql(
      GroupsListDocument,
      { search: marker, ownedOnly: true, topLevelOnly: true },
      member.token,
    );
    expect(topOwned.data!.groups!.nodes.map((n) => n.id)).toEqual([gid(c.id)]);
    const byIds = await t.graphql(GroupsListDocument, { ids: [gid(b.id), gid(d.id)] });
    expect(byIds.data!.groups!.nodes.map((n) => n.id)).toEqual([gid(b.id), gid(d.id)]);
  });

  it('batches descendantGroups: the SQL count does not grow with the number of groups', async () => {
    const setup = async (count: number) => {
      const marker = unique('bat');
      for (let i = 0; i < count; i++) {
        const top = await createGroup({ name: `${marker} ${i}` });
        const child = await createGroup({ name: `${marker} ${i} child`, parent_id: top.id });
        await createGroup({ name: `${marker} ${i} grandchild`, parent_id: child.id });
      }
      return marker;
    };
    const run = async (marker: string) => {
      t.sql.reset();
      const result = await t.graphql(GroupDescendantsDocument, { search: marker, first: 1 });
      expect(result.errors).toBeUndefined();
      return { result, statements: ownStatements(t.sql.statements).length };
    };
    const small = await run(await setup(2));
    const large = await run(await setup(5));
    expect(large.result.data!.groups!.nodes).toHaveLength(5);
    for (const node of large.result.data!.groups!.nodes) {
      expect(node.descendantGroups!.count).toBe(2);
      expect(node.descendantGroups!.nodes).toHaveLength(1);
      expect(node.descendantGroups!.pageInfo.hasNextPage).toBe(true);
      expect(String(node.descendantGroups!.nodes[0]?.fullPath)).toMatch(new RegExp(`^${node.fullPath}/`));
    }
    expect(large.statements).toBe(small.statements);

    const marker = await setup(1);
    const direct = await t.graphql(GroupDescendantsDocument, {
      search: marker,
      includeParentDescendants: false,
    });
    expect(direct.data!.groups!.nodes[0]!.descendantGroups!.count).toBe(1);
  });
});

describe('with @gitbeaker/rest', () => {
  it('creates, shows, edits, lists, transfers and removes groups', async () => {
    const api = new Gitlab({ host: await t.listen(), token: ROOT_TOKEN });
    const path = unique('beaker');
    const created = await api.Groups.create('Beaker Group', path, {
      description: 'from gitbeaker',
      visibility: 'public',
    });
    expect(created).toMatchObject({ name: 'Beaker Group', path, full_path: path, visibility: 'public' });

    const shown = await api.Groups.show(path);
    expect(shown.id).toBe(created.id);
    expect(shown.description).toBe('from gitbeaker');

    const edited = await api.Groups.edit(created.id, { description: 'edited', requestAccessEnabled: false });
    expect(edited).toMatchObject({ description: 'edited', request_access_enabled: false });

    const child = await api.Groups.create('Beaker Child', unique('child'), { parentId: created.id });
    const found = await api.Groups.all({ search: path });
    // Ordered by name: "Beaker Child" before "Beaker Group".
    expect(found.map((g) => g.id)).toEqual([child.id, created.id]);
    const subgroups = await api.Groups.allSubgroups(created.id);
    expect(subgroups.map((g) => g.id)).toEqual([child.id]);

    const top = await api.Groups.transfer(child.id);
    expect(top).toMatchObject({ id: child.id, parent_id: null });

    await api.Groups.remove(created.id);
    await expect(api.Groups.show(created.id)).rejects.toThrow();
  });
});
