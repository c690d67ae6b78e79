import DataLoader from 'dataloader';
import { accessLevelName } from '../../core/access.ts';
import type { Actor } from '../../core/actor.ts';
import { DomainError, notFound } from '../../core/errors.ts';
import type { DomainEvent } from '../../core/events.ts';
import type { KeysetPageRequest, Page } from '../../core/pagination.ts';
import { builder, type GraphQLContext } from '../../graphql/builder.ts';
import { connectionFromPage, pageRequestFromArgs } from '../../graphql/connections.ts';
import { mutationPayload } from '../../graphql/errors.ts';
import { encodeGlobalId } from '../../graphql/global-id.ts';
import { GroupRef } from '../groups/groups.graphql.ts';
import { ProjectRef } from '../projects/projects.graphql.ts';
import type { User } from '../users/user.entity.ts';
import { UserRef } from '../users/users.graphql.ts';
import type { MemberSourceType } from './member.entity.ts';
import { GROUP_MEMBER_RELATIONS, PROJECT_MEMBER_RELATIONS, type MemberRelation } from './members.finder.ts';
import type { MemberSource } from './members.policy.ts';
import {
  dateOnly,
  type BillableMemberView,
  type MemberView,
  type SharedWithGroup,
} from './members.presenter.ts';
import { BILLABLE_SORTS, type BillableSort } from './billable-members.service.ts';

// ---------------------------------------------------------------------------------------------
// Access levels

const LEVEL_NAMES = {
  NO_ACCESS: 0,
  MINIMAL_ACCESS: 5,
  GUEST: 10,
  PLANNER: 15,
  REPORTER: 20,
  DEVELOPER: 30,
  MAINTAINER: 40,
  OWNER: 50,
  ADMIN: 60,
} as const;

type LevelName = keyof typeof LEVEL_NAMES;
const LEVEL_BY_NUMBER = new Map(
  Object.entries(LEVEL_NAMES).map(([name, level]) => [level as number, name as LevelName]),
);

export const AccessLevelEnum = builder.enumType('AccessLevelEnum', {
  description: 'Access level to a resource.',
  values: Object.keys(LEVEL_NAMES) as LevelName[],
});

const MEMBER_LEVEL_NAMES = [
  'MINIMAL_ACCESS',
  'GUEST',
  'PLANNER',
  'REPORTER',
  'DEVELOPER',
  'MAINTAINER',
  'OWNER',
] as const;
export type MemberAccessLevelName = (typeof MEMBER_LEVEL_NAMES)[number];

/** Levels a member can be given (GitLab's MemberAccessLevel; minimal access on groups only). */
export const MemberAccessLevelEnum = builder.enumType('MemberAccessLevel', {
  description: 'Access level of a group or project member.',
  values: MEMBER_LEVEL_NAMES,
});

/** The integer level of a `MemberAccessLevel` value. */
export function memberAccessLevel(name: MemberAccessLevelName): number {
  return LEVEL_NAMES[name];
}

export const AccessLevelRef = builder.objectRef<number>('AccessLevel').implement({
  description:
    'Represents the access level of a relationship between a User and object that it is related to.',
  fields: (t) => ({
    integerValue: t.int({
      nullable: true,
      description: 'Integer representation of access level.',
      resolve: (l) => l,
    }),
    stringValue: t.field({
      type: AccessLevelEnum,
      nullable: true,
      description: 'String representation of access level.',
      resolve: (l) => LEVEL_BY_NUMBER.get(l) ?? null,
    }),
    humanAccess: t.string({
      nullable: true,
      description: 'Human-readable display name.',
      resolve: accessLevelName,
    }),
  }),
});

// ---------------------------------------------------------------------------------------------
// Members

const typename = (view: MemberView) =>
  view.member.sourceType === 'Namespace' ? 'GroupMember' : 'ProjectMember';

export const MemberInterfaceRef = builder.interfaceRef<MemberView>('MemberInterface').implement({
  description: 'A membership of a group or project.',
  resolveType: typename,
  fields: (t) => ({
    id: t.id({
      nullable: false,
      description: 'ID of the member.',
      resolve: (v) => encodeGlobalId(typename(v), v.member.id),
    }),
    accessLevel: t.field({
      type: AccessLevelRef,
      nullable: true,
      description: 'GitLab::Access level (effective: capped by the share for members of invited groups).',
      resolve: (v) => v.accessLevel,
    }),
    createdAt: t.field({ type: 'Time', nullable: true, resolve: (v) => v.member.createdAt }),
    updatedAt: t.field({ type: 'Time', nullable: true, resolve: (v) => v.member.updatedAt }),
    expiresAt: t.field({
      type: 'Time',
      nullable: true,
      description: 'Date and time the membership expires.',
      resolve: (v) => {
        const day = dateOnly(v.member.expiresAt);
        return day ? new Date(`${day}T00:00:00Z`) : null;
      },
    }),
    createdBy: t.field({
      type: UserRef,
      nullable: true,
      description: 'User that authorized membership.',
      resolve: (v) => v.member.createdBy ?? null,
    }),
    user: t.field({
      type: UserRef,
      nullable: true,
      description: 'User that is associated with the member object.',
      resolve: (v) => v.member.user as User,
    }),
  }),
});

const loadMembers = async (ids: number[], ctx: GraphQLContext, type: MemberSourceType) =>
  (await ctx.services.members.loadMany(ctx.actor, ids)).map((v) =>
    v && v.member.sourceType === type ? v : null,
  );

export const GroupMemberRef = builder.loadableNode('GroupMember', {
  description: 'Represents a Group Membership.',
  interfaces: [MemberInterfaceRef],
  id: { resolve: (v: MemberView) => v.member.id, parse: (id: string) => Number(id) },
  load: (ids: number[], ctx: GraphQLContext) => loadMembers(ids, ctx, 'Namespace'),
  fields: (t) => ({
    group: t.field({
      type: GroupRef,
      nullable: true,
      description: 'Group that a user is a member of.',
      resolve: (v) => v.member.sourceId,
    }),
  }),
});

export const ProjectMemberRef = builder.loadableNode('ProjectMember', {
  description: 'Represents a Project Membership.',
  interfaces: [MemberInterfaceRef],
  id: { resolve: (v: MemberView) => v.member.id, parse: (id: string) => Number(id) },
  load: (ids: number[], ctx: GraphQLContext) => loadMembers(ids, ctx, 'Project'),
  fields: (t) => ({
    project: t.field({
      type: ProjectRef,
      nullable: true,
      description: 'Project that User is a member of.',
      resolve: (v) => v.member.sourceId,
    }),
  }),
});

const upper = <T extends string>(values: readonly T[]) => values.map((v) => v.toUpperCase() as Uppercase<T>);

const GroupMemberRelationEnum = builder.enumType('GroupMemberRelation', {
  description: 'Group member relation.',
  values: upper(GROUP_MEMBER_RELATIONS),
});

const ProjectMemberRelationEnum = builder.enumType('ProjectMemberRelation', {
  description: 'Project member relation.',
  values: upper(PROJECT_MEMBER_RELATIONS),
});

/** Relations as the finder names them; DIRECT and INHERITED by default, as GitLab. */
const relationsOf = (values: readonly string[] | null | undefined): MemberRelation[] =>
  (values ?? ['DIRECT', 'INHERITED']).map((v) => v.toLowerCase() as MemberRelation);

const GroupMemberConnection = builder.connectionObject(
  { type: GroupMemberRef, name: 'GroupMemberConnection' },
  { name: 'GroupMemberEdge' },
);
const ProjectMemberConnection = builder.connectionObject(
  { type: ProjectMemberRef, name: 'ProjectMemberConnection' },
  { name: 'ProjectMemberEdge' },
);
const MemberInterfaceConnection = builder.connectionObject(
  { type: MemberInterfaceRef, name: 'MemberInterfaceConnection' },
  { name: 'MemberInterfaceEdge' },
);

/**
 * One DataLoader per request, kind of parent and argument set: the members of every parent on a page
 * are fetched with one query (a window per parent), whatever the number of parents.
 */
const memberLoaders = new WeakMap<object, Map<string, DataLoader<number, Page<MemberView>>>>();

function memberLoader(
  ctx: GraphQLContext,
  kind: 'Namespace' | 'Project' | 'UserNamespace' | 'UserProject',
  filters: { relations: readonly MemberRelation[]; search?: string },
  page: KeysetPageRequest,
): DataLoader<number, Page<MemberView>> {
  let loaders = memberLoaders.get(ctx);
  if (!loaders) {
    loaders = new Map();
    memberLoaders.set(ctx, loaders);
  }
  const key = JSON.stringify([kind, filters, page]);
  let loader = loaders.get(key);
  if (!loader) {
    loader = new DataLoader(async (ids: readonly number[]) => {
      const pages =
        kind === 'UserNamespace' || kind === 'UserProject'
          ? await ctx.services.members.membershipsByUser(
              ctx.actor,
              ids,
              kind === 'UserNamespace' ? 'Namespace' : 'Project',
              page,
            )
          : await ctx.services.members.pageByParent(ctx.actor, kind, ids, filters, page);
      return ids.map((id) => pages.get(id)!);
    });
    loaders.set(key, loader);
  }
  return loader;
}

builder.objectFields(GroupRef, (t) => ({
  groupMembers: t.connection(
    {
      type: GroupMemberRef,
      nullable: false,
      description: 'A membership of a user within this group.',
      args: {
        search: t.arg.string({ description: 'Search query.' }),
        relations: t.arg({
          type: [GroupMemberRelationEnum],
          defaultValue: ['DIRECT', 'INHERITED'],
          description: 'Filter members by the given member relations.',
        }),
      },
      resolve: async (s, args, ctx) => {
        const filters = {
          relations: relationsOf(args.relations),
          search: args.search ?? undefined,
        };
        const loader = memberLoader(ctx, 'Namespace', filters, pageRequestFromArgs(args));
        return connectionFromPage(await loader.load(s.group.id));
      },
    },
    GroupMemberConnection,
  ),
}));

builder.objectFields(ProjectRef, (t) => ({
  projectMembers: t.connection(
    {
      type: MemberInterfaceRef,
      nullable: false,
      description: 'Members of the project.',
      args: {
        search: t.arg.string({ description: 'Search query.' }),
        relations: t.arg({
          type: [ProjectMemberRelationEnum],
          defaultValue: ['DIRECT', 'INHERITED'],
          description: 'Filter members by the given member relations.',
        }),
      },
      resolve: async (s, args, ctx) => {
        const filters = {
          relations: relationsOf(args.relations),
          search: args.search ?? undefined,
        };
        const loader = memberLoader(ctx, 'Project', filters, pageRequestFromArgs(args));
        return connectionFromPage(await loader.load(s.project.id));
      },
    },
    MemberInterfaceConnection,
  ),
}));

builder.objectFields(UserRef, (t) => ({
  groupMemberships: t.connection(
    {
      type: GroupMemberRef,
      nullable: false,
      description: 'Group memberships of the user (visible to the user and administrators).',
      resolve: async (user, args, ctx) =>
        connectionFromPage(
          await memberLoader(ctx, 'UserNamespace', { relations: [] }, pageRequestFromArgs(args)).load(
            user.id,
          ),
        ),
    },
    GroupMemberConnection,
  ),
  projectMemberships: t.connection(
    {
      type: ProjectMemberRef,
      nullable: false,
      description: 'Project memberships of the user (visible to the user and administrators).',
      resolve: async (user, args, ctx) =>
        connectionFromPage(
          await memberLoader(ctx, 'UserProject', { relations: [] }, pageRequestFromArgs(args)).load(user.id),
        ),
    },
    ProjectMemberConnection,
  ),
}));

// ---------------------------------------------------------------------------------------------
// Member mutations (GitLab has the bulk updates; creation and removal are filled in its style)

async function findSource(ctx: GraphQLContext, type: MemberSourceType, id: number): Promise<MemberSource> {
  return ctx.services.members.source(ctx.actor, type, id, { redirects: 'follow' });
}

interface MemberInputs {
  accessLevel: MemberAccessLevelName;
  expiresAt?: Date | null;
}

const addMember = async (ctx: GraphQLContext, source: MemberSource, userId: number, input: MemberInputs) => ({
  member: await ctx.services.memberAdditions.addOne(
    ctx.actor,
    source,
    { id: userId },
    {
      accessLevel: memberAccessLevel(input.accessLevel),
      expiresAt: input.expiresAt ?? null,
      inviteSource: 'graphql',
    },
  ),
});

const updateMembers = async (
  ctx: GraphQLContext,
  source: MemberSource,
  userIds: readonly number[],
  input: MemberInputs,
) => ({
  members: await ctx.services.members.updateMany(ctx.actor, source, userIds, {
    accessLevel: memberAccessLevel(input.accessLevel),
    ...(input.expiresAt !== undefined ? { expiresAt: input.expiresAt } : {}),
  }),
});

builder.relayMutationField(
  'groupMemberCreate',
  {
    inputFields: (t) => ({
      groupId: t.field({ type: 'GroupID', required: true, description: 'Global ID of the group.' }),
      userId: t.field({ type: 'UserID', required: true, description: 'Global ID of the user to add.' }),
      accessLevel: t.field({ type: MemberAccessLevelEnum, required: true }),
      expiresAt: t.field({ type: 'Time', description: 'Date and time the membership expires.' }),
    }),
  },
  {
    description: 'Adds a user to a group.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => addMember(ctx, await findSource(ctx, 'Namespace', input.groupId), input.userId, input),
        { member: null },
      ),
  },
  {
    outputFields: (t) => ({
      groupMember: t.field({ type: GroupMemberRef, nullable: true, resolve: (p) => p.member }),
      errors: t.stringList({ resolve: (p) => p.errors }),
    }),
  },
);

builder.relayMutationField(
  'projectMemberCreate',
  {
    inputFields: (t) => ({
      projectId: t.field({ type: 'ProjectID', required: true, description: 'Global ID of the project.' }),
      userId: t.field({ type: 'UserID', required: true, description: 'Global ID of the user to add.' }),
      accessLevel: t.field({ type: MemberAccessLevelEnum, required: true }),
      expiresAt: t.field({ type: 'Time', description: 'Date and time the membership expires.' }),
    }),
  },
  {
    description: 'Adds a user to a project.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => addMember(ctx, await findSource(ctx, 'Project', input.projectId), input.userId, input),
        { member: null },
      ),
  },
  {
    outputFields: (t) => ({
      projectMember: t.field({ type: ProjectMemberRef, nullable: true, resolve: (p) => p.member }),
      errors: t.stringList({ resolve: (p) => p.errors }),
    }),
  },
);

builder.relayMutationField(
  'groupMemberBulkUpdate',
  {
    inputFields: (t) => ({
      groupId: t.field({ type: 'GroupID', required: true, description: 'Global ID of the group.' }),
      userIds: t.field({ type: ['UserID'], required: true, description: 'Global IDs of the members.' }),
      accessLevel: t.field({ type: MemberAccessLevelEnum, required: true }),
      expiresAt: t.field({ type: 'Time', description: 'Date and time the membership expires.' }),
    }),
  },
  {
    description: 'Updates the access level and expiry of group members.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () =>
          updateMembers(ctx, await findSource(ctx, 'Namespace', input.groupId), input.userIds, input),
        { members: null },
      ),
  },
  {
    outputFields: (t) => ({
      groupMembers: t.field({ type: [GroupMemberRef], nullable: true, resolve: (p) => p.members }),
      errors: t.stringList({ resolve: (p) => p.errors }),
    }),
  },
);

builder.relayMutationField(
  'projectMemberBulkUpdate',
  {
    inputFields: (t) => ({
      projectId: t.field({ type: 'ProjectID', required: true, description: 'Global ID of the project.' }),
      userIds: t.field({ type: ['UserID'], required: true, description: 'Global IDs of the members.' }),
      accessLevel: t.field({ type: MemberAccessLevelEnum, required: true }),
      expiresAt: t.field({ type: 'Time', description: 'Date and time the membership expires.' }),
    }),
  },
  {
    description: 'Updates the access level and expiry of project members.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () =>
          updateMembers(ctx, await findSource(ctx, 'Project', input.projectId), input.userIds, input),
        { members: null },
      ),
  },
  {
    outputFields: (t) => ({
      projectMembers: t.field({ type: [ProjectMemberRef], nullable: true, resolve: (p) => p.members }),
      errors: t.stringList({ resolve: (p) => p.errors }),
    }),
  },
);

builder.relayMutationField(
  'groupMemberDestroy',
  {
    inputFields: (t) => ({
      groupId: t.field({ type: 'GroupID', required: true, description: 'Global ID of the group.' }),
      userId: t.field({ type: 'UserID', required: true, description: 'Global ID of the member.' }),
      skipSubresources: t.boolean({ description: 'Keep the direct memberships of subgroups and projects.' }),
    }),
  },
  {
    description: 'Removes a member from a group (and, unless skipped, from its subgroups and projects).',
    resolve: (_, { input }, ctx) =>
      mutationPayload(async () => {
        const source = await findSource(ctx, 'Namespace', input.groupId);
        await ctx.services.members.remove(ctx.actor, source, input.userId, {
          skipSubresources: input.skipSubresources ?? false,
        });
        return {};
      }, {}),
  },
  { outputFields: (t) => ({ errors: t.stringList({ resolve: (p) => p.errors }) }) },
);

builder.relayMutationField(
  'projectMemberDestroy',
  {
    inputFields: (t) => ({
      projectId: t.field({ type: 'ProjectID', required: true, description: 'Global ID of the project.' }),
      userId: t.field({ type: 'UserID', required: true, description: 'Global ID of the member.' }),
    }),
  },
  {
    description: 'Removes a member from a project.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(async () => {
        await ctx.services.members.remove(
          ctx.actor,
          await findSource(ctx, 'Project', input.projectId),
          input.userId,
        );
        return {};
      }, {}),
  },
  { outputFields: (t) => ({ errors: t.stringList({ resolve: (p) => p.errors }) }) },
);

// ---------------------------------------------------------------------------------------------
// Billable members of a top-level group

const BillableMembershipTypeEnum = builder.enumType('BillableMembershipType', {
  description: 'How a billable user is a member of a group hierarchy.',
  values: ['GROUP_MEMBER', 'PROJECT_MEMBER', 'GROUP_INVITE', 'PROJECT_INVITE'] as const,
});

const BillableMemberSortEnum = builder.enumType('BillableMemberSort', {
  description: 'Orderings of billable members.',
  values: upper(BILLABLE_SORTS),
});

const BillableMemberRef = builder.objectRef<BillableMemberView>('BillableMember').implement({
  description: 'A user billed for a top-level group, and how they are a member of it.',
  fields: (t) => ({
    user: t.field({ type: UserRef, nullable: false, resolve: (b) => b.user }),
    membershipType: t.field({
      type: BillableMembershipTypeEnum,
      resolve: (b) => b.membershipType.toUpperCase() as Uppercase<BillableMemberView['membershipType']>,
    }),
    removable: t.boolean({
      description: 'Direct member of the group hierarchy (not only through an invited group).',
      resolve: (b) => b.membershipType === 'group_member' || b.membershipType === 'project_member',
    }),
    isLastOwner: t.boolean({ resolve: (b) => b.isLastOwner }),
  }),
});

const BillableMemberConnection = builder.connectionObject(
  { type: BillableMemberRef, name: 'BillableMemberConnection' },
  { name: 'BillableMemberEdge' },
);

builder.objectFields(GroupRef, (t) => ({
  billableMembers: t.connection(
    {
      type: BillableMemberRef,
      nullable: true,
      description: 'Users billed for this top-level group (owners only; null otherwise).',
      args: {
        search: t.arg.string({ description: 'Name, username or public email.' }),
        sort: t.arg({ type: BillableMemberSortEnum }),
      },
      resolve: async (s, args, ctx) => {
        try {
          const page = await ctx.services.billableMembers.list(
            ctx.actor,
            { type: 'Namespace', id: s.group.id, subject: s },
            {
              search: args.search ?? undefined,
              sort: (args.sort?.toLowerCase() as BillableSort) ?? undefined,
            },
            pageRequestFromArgs(args),
          );
          return connectionFromPage(page);
        } catch (error) {
          if (error instanceof DomainError && error.kind === 'bad_request') return null;
          throw error;
        }
      },
    },
    BillableMemberConnection,
  ),
}));

builder.relayMutationField(
  'billableMemberDestroy',
  {
    inputFields: (t) => ({
      groupId: t.field({ type: 'GroupID', required: true, description: 'Global ID of the top-level group.' }),
      userId: t.field({ type: 'UserID', required: true, description: 'Global ID of the billable user.' }),
    }),
  },
  {
    description: 'Removes a billable user from every group and project of a top-level group.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(async () => {
        const source = await findSource(ctx, 'Namespace', input.groupId);
        await ctx.services.billableMembers.remove(ctx.actor, source, input.userId);
        return {};
      }, {}),
  },
  { outputFields: (t) => ({ errors: t.stringList({ resolve: (p) => p.errors }) }) },
);

// ---------------------------------------------------------------------------------------------
// Sharing with groups

const SharedWithGroupRef = builder.objectRef<SharedWithGroup>('SharedWithGroup').implement({
  description: 'A group a group or project is shared with: its members get access up to `groupAccess`.',
  fields: (t) => ({
    group: t.field({
      type: GroupRef,
      nullable: true,
      description: 'Group shared with.',
      resolve: (s) => s.groupId,
    }),
    groupAccess: t.field({
      nullable: false,
      type: AccessLevelRef,
      description: 'Highest access the share gives.',
      resolve: (s) => s.groupAccessLevel,
    }),
    expiresAt: t.field({ type: 'Date', nullable: true, resolve: (s) => s.expiresAt }),
  }),
});

const shareLoaders = new WeakMap<object, Map<MemberSourceType, DataLoader<number, SharedWithGroup[]>>>();

/** The shares of every group (or project) on a page, in one query. */
function shareLoader(ctx: GraphQLContext, type: MemberSourceType): DataLoader<number, SharedWithGroup[]> {
  let loaders = shareLoaders.get(ctx);
  if (!loaders) {
    loaders = new Map();
    shareLoaders.set(ctx, loaders);
  }
  let loader = loaders.get(type);
  if (!loader) {
    loader = new DataLoader(async (ids: readonly number[]) => {
      const shares = await ctx.services.sharing.sharedWithGroups(ctx.actor, type, ids);
      return ids.map((id) => shares.get(id) ?? []);
    });
    loaders.set(type, loader);
  }
  return loader;
}

builder.objectFields(GroupRef, (t) => ({
  sharedWithGroups: t.field({
    type: [SharedWithGroupRef],
    nullable: false,
    description: 'Groups this group is shared with (as far as the current user may see them).',
    resolve: (s, _, ctx) => shareLoader(ctx, 'Namespace').load(s.group.id),
  }),
}));

builder.objectFields(ProjectRef, (t) => ({
  sharedWithGroups: t.field({
    type: [SharedWithGroupRef],
    nullable: false,
    description: 'Groups this project is shared with (as far as the current user may see them).',
    resolve: (s, _, ctx) => shareLoader(ctx, 'Project').load(s.project.id),
  }),
}));

builder.relayMutationField(
  'groupShareCreate',
  {
    inputFields: (t) => ({
      groupId: t.field({ type: 'GroupID', required: true, description: 'Global ID of the group to share.' }),
      sharedWithGroupId: t.field({
        type: 'GroupID',
        required: true,
        description: 'Global ID of the group to share with.',
      }),
      groupAccess: t.field({
        type: MemberAccessLevelEnum,
        required: true,
      }),
      expiresAt: t.field({ type: 'Date', description: 'Date the share expires.' }),
    }),
  },
  {
    description: 'Shares a group with another group (owners).',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          const group = await ctx.services.groups.find(ctx.actor, input.groupId);
          return {
            group: await ctx.services.sharing.shareGroup(ctx.actor, group, {
              groupId: input.sharedWithGroupId,
              groupAccess: memberAccessLevel(input.groupAccess),
              expiresAt: input.expiresAt ?? null,
            }),
          };
        },
        { group: null },
      ),
  },
  {
    outputFields: (t) => ({
      group: t.field({ type: GroupRef, nullable: true, resolve: (p) => p.group }),
      errors: t.stringList({ resolve: (p) => p.errors }),
    }),
  },
);

builder.relayMutationField(
  'groupShareDestroy',
  {
    inputFields: (t) => ({
      groupId: t.field({ type: 'GroupID', required: true, description: 'Global ID of the shared group.' }),
      sharedWithGroupId: t.field({
        type: 'GroupID',
        required: true,
        description: 'Global ID of the group shared with.',
      }),
    }),
  },
  {
    description: 'Stops sharing a group with another group.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(async () => {
        const group = await ctx.services.groups.find(ctx.actor, input.groupId);
        await ctx.services.sharing.unshareGroup(ctx.actor, group, input.sharedWithGroupId);
        return {};
      }, {}),
  },
  { outputFields: (t) => ({ errors: t.stringList({ resolve: (p) => p.errors }) }) },
);

builder.relayMutationField(
  'projectShareCreate',
  {
    inputFields: (t) => ({
      projectId: t.field({ type: 'ProjectID', required: true, description: 'Global ID of the project.' }),
      groupId: t.field({
        type: 'GroupID',
        required: true,
        description: 'Global ID of the group to share with.',
      }),
      groupAccess: t.field({
        type: MemberAccessLevelEnum,
        required: true,
      }),
      expiresAt: t.field({ type: 'Date', description: 'Date the share expires.' }),
    }),
  },
  {
    description: 'Shares a project with a group (maintainers).',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          const project = await ctx.services.projects.find(ctx.actor, input.projectId, {
            redirects: 'follow',
          });
          await ctx.services.sharing.shareProject(ctx.actor, project, {
            groupId: input.groupId,
            groupAccess: memberAccessLevel(input.groupAccess),
            expiresAt: input.expiresAt ?? null,
          });
          return { project };
        },
        { project: null },
      ),
  },
  {
    outputFields: (t) => ({
      project: t.field({ type: ProjectRef, nullable: true, resolve: (p) => p.project }),
      errors: t.stringList({ resolve: (p) => p.errors }),
    }),
  },
);

builder.relayMutationField(
  'projectShareDestroy',
  {
    inputFields: (t) => ({
      projectId: t.field({ type: 'ProjectID', required: true, description: 'Global ID of the project.' }),
      groupId: t.field({
        type: 'GroupID',
        required: true,
        description: 'Global ID of the group shared with.',
      }),
    }),
  },
  {
    description: 'Stops sharing a project with a group.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(async () => {
        const project = await ctx.services.projects.find(ctx.actor, input.projectId, { redirects: 'follow' });
        await ctx.services.sharing.unshareProject(ctx.actor, project, input.groupId);
        return {};
      }, {}),
  },
  { outputFields: (t) => ({ errors: t.stringList({ resolve: (p) => p.errors }) }) },
);

// ---------------------------------------------------------------------------------------------
// Live membership changes

const MembershipChangeActionEnum = builder.enumType('MembershipChangeAction', {
  description: 'What happened to a membership.',
  values: ['ADDED', 'UPDATED', 'REMOVED'] as const,
});

interface MembershipChange {
  action: 'added' | 'updated' | 'removed';
  sourceType: MemberSourceType;
  sourceId: number;
  userId: number;
  accessLevel: number | null;
  member: MemberView | null;
}

const MembershipChangedRef = builder.objectRef<MembershipChange>('MembershipChanged').implement({
  description: 'A change of a direct membership of a group or project.',
  fields: (t) => ({
    action: t.field({
      type: MembershipChangeActionEnum,
      resolve: (c) => c.action.toUpperCase() as Uppercase<MembershipChange['action']>,
    }),
    member: t.field({
      type: MemberInterfaceRef,
      nullable: true,
      description: 'The membership as it is now; null once removed.',
      resolve: (c) => c.member,
    }),
    user: t.field({ type: UserRef, nullable: true, resolve: (c) => c.userId }),
    accessLevel: t.field({
      type: AccessLevelRef,
      nullable: true,
      description: 'Access level given (null when removed).',
      resolve: (c) => c.accessLevel,
    }),
  }),
});

type MembershipEvent = DomainEvent<'member.added' | 'member.updated' | 'member.removed'>;

/**
 * Membership changes of one group or project from the domain-event bus (whichever instance made
 * them). Only callers who may read its members subscribe; each event is checked again, so a caller
 * who lost access stops receiving them.
 */
async function membershipChanges(
  ctx: GraphQLContext,
  type: MemberSourceType,
  id: number,
): Promise<AsyncIterableIterator<MembershipChange>> {
  const source = await findSource(ctx, type, id);
  if (!(await ctx.services.members.mayReadMembers(ctx.actor, type, source.id))) {
    throw notFound(type === 'Project' ? 'Project' : 'Group');
  }
  const events = ctx.services.bus.subscribe(
    ['member.added', 'member.updated', 'member.removed'],
    (event) => event.payload.sourceType === type && event.payload.sourceId === source.id,
  );
  return filterMap(events, (event) => toChange(ctx.actor, ctx, event));
}

async function toChange(
  actor: Actor,
  ctx: GraphQLContext,
  event: MembershipEvent,
): Promise<MembershipChange | null> {
  const { payload } = event;
  if (!(await ctx.services.members.mayReadMembers(actor, payload.sourceType, payload.sourceId))) return null;
  const action =
    event.type === 'member.added' ? 'added' : event.type === 'member.updated' ? 'updated' : 'removed';
  const member =
    action === 'removed'
      ? null
      : await ctx.services.members.findDirect(payload.sourceType, payload.sourceId, payload.userId);
  return {
    action,
    sourceType: payload.sourceType,
    sourceId: payload.sourceId,
    userId: payload.userId,
    accessLevel: 'accessLevel' in payload ? payload.accessLevel : null,
    member,
  };
}

/** Maps an async iterator, skipping values mapped to null; closing it closes the source. */
function filterMap<A, B>(
  source: AsyncIterableIterator<A>,
  map: (value: A) => Promise<B | null>,
): AsyncIterableIterator<B> {
  const iterator: AsyncIterableIterator<B> = {
    async next() {
      for (;;) {
        const result = await source.next();
        if (result.done) return { value: undefined, done: true };
        const mapped = await map(result.value);
        if (mapped !== null) return { value: mapped, done: false };
      }
    },
    return: async () => {
      await source.return?.();
      return { value: undefined, done: true };
    },
    throw: async (error: unknown) => {
      await source.return?.();
      throw error instanceof Error ? error : new Error(String(error));
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}

builder.subscriptionType({});

builder.subscriptionFields((t) => ({
  projectMembershipChanged: t.field({
    type: MembershipChangedRef,
    description: 'Triggered when a direct membership of the project is added, changed or removed.',
    args: { projectId: t.arg({ type: 'ProjectID', required: true }) },
    subscribe: (_, args, ctx) => membershipChanges(ctx, 'Project', args.projectId),
    resolve: (change: MembershipChange) => change,
  }),
  groupMembershipChanged: t.field({
    type: MembershipChangedRef,
    description: 'Triggered when a direct membership of the group is added, changed or removed.',
    args: { groupId: t.arg({ type: 'GroupID', required: true }) },
    subscribe: (_, args, ctx) => membershipChanges(ctx, 'Namespace', args.groupId),
    resolve: (change: MembershipChange) => change,
  }),
}));
