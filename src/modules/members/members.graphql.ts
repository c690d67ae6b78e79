import DataLoader from 'dataloader';
import type { KeysetPageRequest, Page } from '../../core/pagination.ts';
import { builder, type GraphQLContext } from '../../graphql/builder.ts';
import { connectionFromPage, pageRequestFromArgs } from '../../graphql/connections.ts';
import { upperCaseValues } from '../../graphql/enum-values.ts';
import { encodeGlobalId } from '../../graphql/global-id.ts';
import { requestLoader } from '../../graphql/request-loader.ts';
import { GroupRef } from '../groups/groups.graphql.ts';
import { ProjectRef } from '../projects/projects.graphql.ts';
import type { User } from '../users/user.entity.ts';
import { UserInterfaceRef, UserRef } from '../users/users.graphql.ts';
import { AccessLevelRef } from './access-levels.graphql.ts';
import type { MemberSourceType } from './member.entity.ts';
import {
  GROUP_MEMBER_RELATIONS,
  PROJECT_MEMBER_RELATIONS,
  type MemberOrder,
  type MemberRelation,
} from './members.finder.ts';
import { dateOnly, type MemberView } from './members.presenter.ts';

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

const GroupMemberRelationEnum = builder.enumType('GroupMemberRelation', {
  description: 'Group member relation.',
  values: upperCaseValues(GROUP_MEMBER_RELATIONS),
});

const ProjectMemberRelationEnum = builder.enumType('ProjectMemberRelation', {
  description: 'Project member relation.',
  values: upperCaseValues(PROJECT_MEMBER_RELATIONS),
});

const MemberSortEnum = builder.enumType('MemberSort', {
  description: 'Values for sorting members.',
  values: {
    UPDATED_DESC: { value: 'updated_desc', description: 'Updated at descending order.' },
    UPDATED_ASC: { value: 'updated_asc', description: 'Updated at ascending order.' },
    CREATED_DESC: { value: 'created_desc', description: 'Created at descending order.' },
    CREATED_ASC: { value: 'created_asc', description: 'Created at ascending order.' },
    ACCESS_LEVEL_ASC: { value: 'access_level_asc', description: 'Access level ascending order.' },
    ACCESS_LEVEL_DESC: { value: 'access_level_desc', description: 'Access level descending order.' },
    USER_FULL_NAME_ASC: { value: 'name_asc', description: "User's full name ascending order." },
    USER_FULL_NAME_DESC: { value: 'name_desc', description: "User's full name descending order." },
  } satisfies Record<string, { value: MemberOrder; description: string }>,
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
  filters: { relations: readonly MemberRelation[]; search?: string; order?: MemberOrder },
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
        sort: t.arg({ type: MemberSortEnum, description: 'sort query.' }),
      },
      resolve: async (s, args, ctx) => {
        const filters = {
          relations: relationsOf(args.relations),
          search: args.search ?? undefined,
          order: args.sort ?? undefined,
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
        sort: t.arg({ type: MemberSortEnum, description: 'sort query.' }),
      },
      resolve: async (s, args, ctx) => {
        const filters = {
          relations: relationsOf(args.relations),
          search: args.search ?? undefined,
          order: args.sort ?? undefined,
        };
        const loader = memberLoader(ctx, 'Project', filters, pageRequestFromArgs(args));
        return connectionFromPage(await loader.load(s.project.id));
      },
    },
    MemberInterfaceConnection,
  ),
}));

const membershipCounts = (ctx: GraphQLContext) =>
  requestLoader(ctx, 'user:membershipCounts', (ids: readonly number[]) =>
    ctx.services.members.membershipCounts(ctx.actor, ids),
  );

builder.interfaceFields(UserInterfaceRef, (t) => ({
  groupCount: t.int({
    nullable: true,
    description:
      'Number of groups the user is a member of, directly or through a project (visible to the user and administrators).',
    resolve: async (user, _args, ctx) => (await membershipCounts(ctx).load(user.id))?.groups ?? null,
  }),
  projectCount: t.int({
    nullable: true,
    description:
      'Number of projects the user is a member of, directly or through a group (visible to the user and administrators).',
    resolve: async (user, _args, ctx) => (await membershipCounts(ctx).load(user.id))?.projects ?? null,
  }),
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
