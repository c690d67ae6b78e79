import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BillableMemberDestroyDocument,
  BillableMembersDocument,
  GroupInvitationCreateDocument,
  GroupInvitationDestroyDocument,
  GroupInvitationUpdateDocument,
  GroupMemberBulkUpdateDocument,
  GroupMemberCreateDocument,
  GroupMemberDestroyDocument,
  GroupMembersOfDocument,
  GroupShareCreateDocument,
  GroupShareDestroyDocument,
  GroupsWithMembersDocument,
  MemberNodeDocument,
  ProjectInvitationCreateDocument,
  ProjectMemberBulkUpdateDocument,
  ProjectMemberCreateDocument,
  ProjectMemberDestroyDocument,
  ProjectMembersOfDocument,
  ProjectShareCreateDocument,
  ProjectShareDestroyDocument,
  UserMembershipsDocument,
} from './generated/graphql.ts';
import { backgroundSettled } from './support/background.ts';
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

const gid = (type: string, id: number) => `gid://gitlab/${type}/${id}`;
const FORBIDDEN =
  "The resource that you are attempting to access does not exist or you don't have permission to perform this action";

/** The id of a user's direct membership row, read through REST-independent SQL-free means: the GraphQL node id. */
function memberIdOf(nodes: { id: string; user: { id: string } | null }[], userId: number): number {
  const node = nodes.find((n) => n.user?.id === gid('User', userId));
  return Number(node!.id.split('/').pop());
}

describe('Group.groupMembers and Project.projectMembers', () => {
  let parent: { id: number; full_path: string };
  let group: { id: number; full_path: string };
  let project: { id: number; path_with_namespace: string };
  let inherited: CreatedUser;
  let direct: CreatedUser;
  let invitedMember: CreatedUser;
  let projectMember: CreatedUser;

  beforeAll(async () => {
    parent = await createGroup(t, { visibility: 'public' });
    group = await createGroup(t, { parent_id: parent.id, visibility: 'public' });
    project = await createProject(t, { namespace_id: group.id, visibility: 'public' });
    inherited = await createUser(t);
    direct = await createUser(t);
    invitedMember = await createUser(t);
    await addMember(t, 'groups', parent.id, inherited.id, 20);
    await addMember(t, 'groups', parent.id, direct.id, 20);
    await addMember(t, 'groups', group.id, direct.id, 30, { expires_at: '2099-02-02' });
    const invited = await createGroup(t, { visibility: 'private' });
    await addMember(t, 'groups', invited.id, invitedMember.id, 50);
    await t.post(`/projects/${project.id}/share`, { body: { group_id: invited.id, group_access: 30 } });
    projectMember = await createUser(t);
    await addMember(t, 'projects', project.id, projectMember.id, 40);
  });

  it('lists direct members, and inherited ones with the highest access once, as REST does', async () => {
    const onlyDirect = await t.graphql(GroupMembersOfDocument, {
      fullPath: group.full_path,
      relations: ['DIRECT'],
    });
    expect(onlyDirect.errors).toBeUndefined();
    const nodes = onlyDirect.data!.group!.groupMembers.nodes;
    expect(nodes.map((n) => n.user?.id)).toEqual([gid('User', 1), gid('User', direct.id)]);
    const member = nodes[1]!;
    expect(member).toMatchObject({
      __typename: 'GroupMember',
      accessLevel: { integerValue: 30, stringValue: 'DEVELOPER', humanAccess: 'Developer' },
      createdBy: { username: 'root' },
      expiresAt: '2099-02-02T00:00:00.000Z',
      group: { id: gid('Group', group.id) },
    });
    expect(member.id).toMatch(/^gid:\/\/gitlab\/GroupMember\/\d+$/);

    const all = await t.graphql(GroupMembersOfDocument, { fullPath: group.full_path });
    const levels = all.data!.group!.groupMembers.nodes.map((n) => [n.user?.id, n.accessLevel?.integerValue]);
    const rest = await t.get(`/groups/${group.id}/members/all`);
    expect(levels).toEqual(
      rest.body.map((m: { id: number; access_level: number }) => [gid('User', m.id), m.access_level]),
    );
    expect(levels).toContainEqual([gid('User', direct.id), 30]);
    expect(levels).toContainEqual([gid('User', inherited.id), 20]);
    expect(all.data!.group!.groupMembers.count).toBe(levels.length);
  });

  it('pages with first/after and searches', async () => {
    const first = await t.graphql(GroupMembersOfDocument, { fullPath: group.full_path, first: 1 });
    const connection = first.data!.group!.groupMembers;
    expect(connection.nodes).toHaveLength(1);
    expect(connection.pageInfo.hasNextPage).toBe(true);
    const next = await t.graphql(GroupMembersOfDocument, {
      fullPath: group.full_path,
      first: 10,
      after: connection.pageInfo.endCursor,
    });
    const seen = [...connection.nodes, ...next.data!.group!.groupMembers.nodes].map((n) => n.user?.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(first.data!.group!.groupMembers.count!);
    const search = await t.graphql(GroupMembersOfDocument, {
      fullPath: group.full_path,
      search: inherited.username,
    });
    expect(search.data!.group!.groupMembers.nodes.map((n) => n.user?.username)).toEqual([inherited.username]);
  });

  it('types project members by where they come from, and hides private invited groups from outsiders', async () => {
    const result = await t.graphql(ProjectMembersOfDocument, {
      fullPath: project.path_with_namespace,
      relations: ['DIRECT', 'INHERITED', 'INVITED_GROUPS'],
    });
    const nodes = result.data!.project!.projectMembers.nodes;
    const byUser = new Map(nodes.map((n) => [n.user?.id, n]));
    expect(byUser.get(gid('User', direct.id))).toMatchObject({
      __typename: 'GroupMember',
      accessLevel: { integerValue: 30 },
      group: { id: gid('Group', group.id) },
    });
    expect(byUser.get(gid('User', invitedMember.id))?.accessLevel?.integerValue).toBe(30);
    expect(byUser.get(gid('User', projectMember.id))).toMatchObject({
      __typename: 'ProjectMember',
      accessLevel: { integerValue: 40 },
      project: { id: gid('Project', project.id) },
    });
    expect(result.data!.project!.sharedWithGroups.map((s) => s.groupAccess.integerValue)).toEqual([30]);

    const outsider = await createUser(t);
    const asOutsider = await t.graphql(
      ProjectMembersOfDocument,
      { fullPath: project.path_with_namespace, relations: ['INVITED_GROUPS'] },
      outsider.token,
    );
    expect(asOutsider.data!.project!.projectMembers.nodes).toEqual([]);
    // Nor does the outsider see the private group in the project's shares, nor its invitations.
    expect(asOutsider.data!.project!.sharedWithGroups).toEqual([]);
    expect(asOutsider.data!.project!.pendingInvitations).toBeNull();
    const anonymous = await t.graphql(
      ProjectMembersOfDocument,
      { fullPath: project.path_with_namespace, relations: ['INHERITED'] },
      null,
    );
    expect(anonymous.data!.project!.projectMembers.nodes.map((n) => n.user?.id)).toContain(
      gid('User', inherited.id),
    );
  });

  it('loads members of many groups with the same number of SQL statements whatever their number', async () => {
    const groups: number[] = [];
    for (let i = 0; i < 5; i++) {
      const g = await createGroup(t);
      const u = await createUser(t);
      await addMember(t, 'groups', g.id, u.id, 30);
      groups.push(g.id);
    }
    // The memberships' events set off work in the background (hook and email intake): not counted.
    await backgroundSettled(t);
    const run = async (ids: number[]) => {
      t.sql.reset();
      const result = await t.graphql(GroupsWithMembersDocument, {
        ids: ids.map((id) => gid('Group', id)),
        first: 10,
      });
      expect(result.errors).toBeUndefined();
      const nodes = result.data!.groups!.nodes;
      expect(nodes).toHaveLength(ids.length);
      for (const node of nodes)
        expect(node.groupMembers.nodes.map((n) => n.accessLevel?.integerValue).sort()).toEqual([30, 50]);
      return t.sql.statements.length;
    };
    const two = await run(groups.slice(0, 2));
    const five = await run(groups);
    expect(five).toBe(two);
  });

  it('loads a membership as a node, for those who may read the members', async () => {
    const members = await t.graphql(GroupMembersOfDocument, {
      fullPath: group.full_path,
      relations: ['DIRECT'],
    });
    const id = gid('GroupMember', memberIdOf(members.data!.group!.groupMembers.nodes, direct.id));
    const node = await t.graphql(MemberNodeDocument, { id });
    expect(node.data!.node).toMatchObject({
      id,
      accessLevel: { integerValue: 30 },
      user: { username: direct.username },
    });
    const privateGroup = await createGroup(t);
    const privateMembers = await t.graphql(GroupMembersOfDocument, { fullPath: privateGroup.full_path });
    const hiddenId = privateMembers.data!.group!.groupMembers.nodes[0]!.id;
    const outsider = await createUser(t);
    const hidden = await t.graphql(MemberNodeDocument, { id: hiddenId }, outsider.token);
    expect(hidden.data?.node ?? null).toBeNull();
  });
});

describe('UserCore.groupMemberships and projectMemberships', () => {
  it('shows direct memberships to the user and administrators only', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const group = await createGroup(t);
    const project = await createProject(t);
    await addMember(t, 'groups', group.id, user.id, 20);
    await addMember(t, 'projects', project.id, user.id, 40);
    const own = await t.graphql(UserMembershipsDocument, { usernames: [user.username] }, user.token);
    const node = own.data!.users!.nodes[0]!;
    expect(node.groupMemberships.nodes).toEqual([
      { group: { id: gid('Group', group.id) }, accessLevel: { integerValue: 20 } },
    ]);
    expect(node.projectMemberships.nodes).toEqual([
      { project: { id: gid('Project', project.id) }, accessLevel: { integerValue: 40 } },
    ]);
    const asAdmin = await t.graphql(UserMembershipsDocument, { usernames: [user.username] });
    expect(asAdmin.data!.users!.nodes[0]!.groupMemberships.nodes).toHaveLength(1);
    const asOther = await t.graphql(UserMembershipsDocument, { usernames: [user.username] }, other.token);
    expect(asOther.data!.users!.nodes[0]!.groupMemberships.nodes).toEqual([]);
  });
});

describe('member mutations', () => {
  it('adds, updates and removes group members with the same rules as REST', async () => {
    const owner = await createUser(t);
    const maintainer = await createUser(t);
    const user = await createUser(t);
    const group = await createGroup(t, {}, owner.token);
    await addMember(t, 'groups', group.id, maintainer.id, 40);
    const input = {
      groupId: gid('Group', group.id),
      userId: gid('User', user.id),
      accessLevel: 'DEVELOPER' as const,
    };

    const denied = await t.graphql(GroupMemberCreateDocument, { input }, maintainer.token);
    expect(denied.data!.groupMemberCreate).toEqual({ groupMember: null, errors: [FORBIDDEN] });

    const created = await t.graphql(GroupMemberCreateDocument, { input }, owner.token);
    expect(created.data!.groupMemberCreate!.errors).toEqual([]);
    expect(created.data!.groupMemberCreate!.groupMember).toMatchObject({
      accessLevel: { integerValue: 30 },
      user: { username: user.username },
      createdBy: { username: owner.username },
    });
    const again = await t.graphql(GroupMemberCreateDocument, { input }, owner.token);
    expect(again.data!.groupMemberCreate!.errors).toEqual(['Member already exists']);
    expect((await t.get(`/groups/${group.id}/members/${user.id}`)).body.access_level).toBe(30);

    const updated = await t.graphql(
      GroupMemberBulkUpdateDocument,
      {
        input: {
          groupId: gid('Group', group.id),
          userIds: [gid('User', user.id), gid('User', maintainer.id)],
          accessLevel: 'REPORTER',
          expiresAt: '2099-04-04T00:00:00Z',
        },
      },
      owner.token,
    );
    expect(updated.data!.groupMemberBulkUpdate!.errors).toEqual([]);
    expect(
      updated.data!.groupMemberBulkUpdate!.groupMembers!.map((m) => m.accessLevel?.integerValue),
    ).toEqual([20, 20]);
    const rest = await t.get(`/groups/${group.id}/members/${user.id}`);
    expect(rest.body).toMatchObject({ access_level: 20, expires_at: '2099-04-04' });

    const lastOwner = await t.graphql(
      GroupMemberBulkUpdateDocument,
      { input: { groupId: gid('Group', group.id), userIds: [gid('User', owner.id)], accessLevel: 'GUEST' } },
      owner.token,
    );
    expect(lastOwner.data!.groupMemberBulkUpdate!.errors).toEqual([FORBIDDEN]);

    const destroyed = await t.graphql(
      GroupMemberDestroyDocument,
      { input: { groupId: gid('Group', group.id), userId: gid('User', user.id) } },
      owner.token,
    );
    expect(destroyed.data!.groupMemberDestroy!.errors).toEqual([]);
    expect((await t.get(`/groups/${group.id}/members/${user.id}`)).status).toBe(404);
  });

  it('adds, updates and removes project members, reporting validation errors', async () => {
    const group = await createGroup(t, { name: `GQL ${unique()}` });
    const project = await createProject(t, { namespace_id: group.id });
    const user = await createUser(t);
    await addMember(t, 'groups', group.id, user.id, 30);
    const projectId = gid('Project', project.id);
    const lower = await t.graphql(ProjectMemberCreateDocument, {
      input: { projectId, userId: gid('User', user.id), accessLevel: 'REPORTER' },
    });
    expect(lower.data!.projectMemberCreate!.errors).toEqual([
      `Access level should be greater than or equal to Developer inherited membership from group ${group.name}`,
    ]);
    const created = await t.graphql(ProjectMemberCreateDocument, {
      input: { projectId, userId: gid('User', user.id), accessLevel: 'MAINTAINER' },
    });
    expect(created.data!.projectMemberCreate!.projectMember).toMatchObject({
      __typename: 'ProjectMember',
      project: { id: projectId },
      accessLevel: { integerValue: 40 },
    });
    const updated = await t.graphql(ProjectMemberBulkUpdateDocument, {
      input: { projectId, userIds: [gid('User', user.id)], accessLevel: 'OWNER' },
    });
    expect(updated.data!.projectMemberBulkUpdate!.projectMembers![0]!.accessLevel?.integerValue).toBe(50);
    const destroyed = await t.graphql(ProjectMemberDestroyDocument, {
      input: { projectId, userId: gid('User', user.id) },
    });
    expect(destroyed.data!.projectMemberDestroy!.errors).toEqual([]);
    expect((await t.get(`/projects/${project.id}/members/${user.id}`)).status).toBe(404);
  });
});

describe('invitation mutations', () => {
  it('invites, lists, updates and deletes invitations', async () => {
    const owner = await createUser(t);
    const developer = await createUser(t);
    const group = await createGroup(t, {}, owner.token);
    await addMember(t, 'groups', group.id, developer.id, 30);
    const address = `${unique('gql')}@example.org`;
    const groupId = gid('Group', group.id);
    const result = await t.graphql(
      GroupInvitationCreateDocument,
      {
        input: {
          groupId,
          emails: [address, 'broken'],
          userIds: [gid('User', developer.id)],
          accessLevel: 'GUEST',
        },
      },
      owner.token,
    );
    expect(result.data!.groupInvitationCreate).toEqual({
      status: 'error',
      failures: [
        { invitee: 'broken', message: 'Invite email is invalid' },
        { invitee: developer.username, message: 'User already exists in source' },
      ],
      errors: [],
    });
    const listed = await t.graphql(GroupMembersOfDocument, { fullPath: group.full_path }, owner.token);
    expect(listed.data!.group!.pendingInvitations!.nodes).toEqual([
      {
        id: expect.stringMatching(/^gid:\/\/gitlab\/GroupMember\/\d+$/),
        inviteEmail: address,
        accessLevel: { integerValue: 10 },
        createdBy: { username: owner.username },
        expiresAt: null,
      },
    ]);
    const notOwner = await t.graphql(GroupMembersOfDocument, { fullPath: group.full_path }, developer.token);
    expect(notOwner.data!.group!.pendingInvitations).toBeNull();
    // The invitation's id is that of the membership it becomes: node(id:) finds it, for owners only.
    const invitationId = listed.data!.group!.pendingInvitations!.nodes[0]!.id;
    const asNode = await t.graphql(MemberNodeDocument, { id: invitationId }, owner.token);
    expect(asNode.errors).toBeUndefined();
    expect(asNode.data!.node).toEqual({ id: invitationId, inviteEmail: address });
    const hidden = await t.graphql(MemberNodeDocument, { id: invitationId }, developer.token);
    expect(hidden.data!.node).toBeNull();
    expect(hidden.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');

    const updated = await t.graphql(
      GroupInvitationUpdateDocument,
      { input: { groupId, email: address, accessLevel: 'MAINTAINER' } },
      owner.token,
    );
    expect(updated.data!.groupInvitationUpdate).toEqual({
      invitation: { inviteEmail: address, accessLevel: { integerValue: 40 }, expiresAt: null },
      errors: [],
    });
    const destroyed = await t.graphql(
      GroupInvitationDestroyDocument,
      { input: { groupId, email: address } },
      owner.token,
    );
    expect(destroyed.data!.groupInvitationDestroy!.errors).toEqual([]);
    const missing = await t.graphql(
      GroupInvitationDestroyDocument,
      { input: { groupId, email: address } },
      owner.token,
    );
    expect(missing.data!.groupInvitationDestroy!.errors).toEqual([FORBIDDEN]);

    const project = await createProject(t);
    const success = await t.graphql(ProjectInvitationCreateDocument, {
      input: { projectId: gid('Project', project.id), emails: [address], accessLevel: 'DEVELOPER' },
    });
    expect(success.data!.projectInvitationCreate).toEqual({ status: 'success', failures: [], errors: [] });
  });
});

describe('share mutations', () => {
  it('shares groups and projects with groups, and stops sharing', async () => {
    const group = await createGroup(t);
    const invited = await createGroup(t);
    const project = await createProject(t);
    const member = await createUser(t);
    await addMember(t, 'groups', invited.id, member.id, 40);
    const shared = await t.graphql(GroupShareCreateDocument, {
      input: {
        groupId: gid('Group', group.id),
        sharedWithGroupId: gid('Group', invited.id),
        groupAccess: 'REPORTER',
        expiresAt: '2099-01-01',
      },
    });
    expect(shared.data!.groupShareCreate).toEqual({
      group: {
        id: gid('Group', group.id),
        sharedWithGroups: [
          {
            group: { id: gid('Group', invited.id) },
            groupAccess: { integerValue: 20 },
            expiresAt: '2099-01-01',
          },
        ],
      },
      errors: [],
    });
    const duplicate = await t.graphql(GroupShareCreateDocument, {
      input: {
        groupId: gid('Group', group.id),
        sharedWithGroupId: gid('Group', invited.id),
        groupAccess: 'GUEST',
      },
    });
    expect(duplicate.data!.groupShareCreate!.errors).toEqual([
      'Shared group The group has already been shared with this group',
    ]);
    expect((await t.get(`/groups/${group.id}`, { token: member.token })).status).toBe(200);

    const projectShare = await t.graphql(ProjectShareCreateDocument, {
      input: {
        projectId: gid('Project', project.id),
        groupId: gid('Group', invited.id),
        groupAccess: 'DEVELOPER',
      },
    });
    expect(projectShare.data!.projectShareCreate!.project!.sharedWithGroups).toEqual([
      { group: { id: gid('Group', invited.id) }, groupAccess: { integerValue: 30 } },
    ]);
    expect((await t.get(`/projects/${project.id}`, { token: member.token })).status).toBe(200);

    const unshareGroup = await t.graphql(GroupShareDestroyDocument, {
      input: { groupId: gid('Group', group.id), sharedWithGroupId: gid('Group', invited.id) },
    });
    expect(unshareGroup.data!.groupShareDestroy!.errors).toEqual([]);
    const unshareProject = await t.graphql(ProjectShareDestroyDocument, {
      input: { projectId: gid('Project', project.id), groupId: gid('Group', invited.id) },
    });
    expect(unshareProject.data!.projectShareDestroy!.errors).toEqual([]);
    expect((await t.get(`/groups/${group.id}`, { token: member.token })).status).toBe(404);
    expect((await t.get(`/projects/${project.id}`, { token: member.token })).status).toBe(404);
  });
});

describe('Group.billableMembers', () => {
  it('lists billable users to owners of a top-level group, pages them, and removes one', async () => {
    const owner = await createUser(t, { name: 'Bea Owner' });
    const member = await createUser(t, { name: 'Carl Member' });
    const invitedOwner = await createUser(t, { name: 'Dan Invited' });
    const group = await createGroup(t, {}, owner.token);
    const sub = await createGroup(t, { parent_id: group.id }, owner.token);
    const invited = await createGroup(t, {}, invitedOwner.token);
    await addMember(t, 'groups', sub.id, member.id, 30);
    await t.post(`/groups/${group.id}/share`, { body: { group_id: invited.id, group_access: 20 } });

    const list = await t.graphql(
      BillableMembersDocument,
      { fullPath: group.full_path, sort: 'NAME_DESC' },
      owner.token,
    );
    expect(list.errors).toBeUndefined();
    expect(list.data!.group!.billableMembers).toMatchObject({
      count: 3,
      nodes: [
        {
          user: { username: invitedOwner.username },
          membershipType: 'GROUP_INVITE',
          removable: false,
          isLastOwner: false,
        },
        {
          user: { username: member.username },
          membershipType: 'GROUP_MEMBER',
          removable: true,
          isLastOwner: false,
        },
        {
          user: { username: owner.username },
          membershipType: 'GROUP_MEMBER',
          removable: true,
          isLastOwner: true,
        },
      ],
    });
    const first = await t.graphql(
      BillableMembersDocument,
      { fullPath: group.full_path, sort: 'NAME_DESC', first: 2 },
      owner.token,
    );
    const page = first.data!.group!.billableMembers!;
    expect(page.pageInfo.hasNextPage).toBe(true);
    const rest = await t.graphql(
      BillableMembersDocument,
      { fullPath: group.full_path, sort: 'NAME_DESC', first: 2, after: page.pageInfo.endCursor },
      owner.token,
    );
    expect(rest.data!.group!.billableMembers!.nodes.map((n) => n.user.username)).toEqual([owner.username]);

    const notOwner = await t.graphql(BillableMembersDocument, { fullPath: group.full_path }, member.token);
    expect(notOwner.data!.group!.billableMembers).toBeNull();

    const removed = await t.graphql(
      BillableMemberDestroyDocument,
      { input: { groupId: gid('Group', group.id), userId: gid('User', member.id) } },
      owner.token,
    );
    expect(removed.data!.billableMemberDestroy!.errors).toEqual([]);
    expect((await t.get(`/groups/${sub.id}/members/${member.id}`)).status).toBe(404);
    const again = await t.graphql(
      BillableMemberDestroyDocument,
      { input: { groupId: gid('Group', group.id), userId: gid('User', member.id) } },
      owner.token,
    );
    expect(again.data!.billableMemberDestroy!.errors).toEqual(['No member found for the given user_id']);
  });
});
