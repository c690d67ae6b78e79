import DataLoader from 'dataloader';
import { AccessLevel } from '../../core/access.ts';
import { MAX_PER_PAGE } from '../../core/pagination.ts';
import { badRequest } from '../../core/errors.ts';
import { can } from '../../core/policy.ts';
import type { Namespace } from '../namespaces/namespace.entity.ts';
import { UserInterfaceRef } from '../users/users.graphql.ts';
import { permissionFields } from '../../graphql/permissions.ts';
import { visibilityName } from '../../core/access.ts';
import type { KeysetPageRequest, Page } from '../../core/pagination.ts';
import {
  builder,
  type GraphQLContext,
  type InputFieldBuilder,
  type SchemaTypes,
} from '../../graphql/builder.ts';
import { connectionFromArray, connectionFromPage, pageRequestFromArgs } from '../../graphql/connections.ts';
import { mutationPayload, nullIfNotFound, mutationErrorsField } from '../../graphql/errors.ts';
import { GROUP_ORDER_FIELDS, type GroupFilters, type GroupOrderField } from './groups.finder.ts';
import type { GroupSubject } from './groups.policy.ts';
import { branchProtectionDefaults, groupAvatarUrl, groupWebUrl } from './groups.presenter.ts';
import type { GroupSettingsInput } from './group-settings.ts';

export const SharedRunnersSettingEnum = builder.enumType('SharedRunnersSetting', {
  description: 'Use of instance runners by the projects and subgroups of a group.',
  values: {
    ENABLED: { description: 'Sharing of runners is enabled.' },
    DISABLED_AND_OVERRIDABLE: { description: 'Sharing of runners is disabled and overridable.' },
    DISABLED_AND_UNOVERRIDABLE: { description: 'Sharing of runners is disabled and unoverridable.' },
    DISABLED_WITH_OVERRIDE: {
      description: 'Sharing of runners is disabled and overridable.',
      deprecationReason: 'Use DISABLED_AND_OVERRIDABLE.',
    },
  } as const,
});

const GroupPermissionsRef = builder.objectRef<GroupSubject>('GroupPermissions').implement({
  description: 'What the current user may do with a group.',
  fields: (t) =>
    permissionFields(
      t,
      [
        'read_group',
        'admin_group',
        'remove_group',
        'create_subgroup',
        'create_projects',
        'read_group_member',
        'admin_group_member',
      ],
      {
        nullable: true,
        descriptions: { admin_group: 'Change settings, share, transfer.' },
      },
    ),
});

const BranchProtectionDefaultsRef = builder
  .objectRef<ReturnType<typeof branchProtectionDefaults>>('GroupDefaultBranchProtection')
  .implement({
    description: "Branch protection the group's new projects get on their default branch.",
    fields: (t) => ({
      allowedToPush: t.intList({
        description: 'Access levels allowed to push.',
        resolve: (d) => d.allowed_to_push.map((a) => a.access_level),
      }),
      allowForcePush: t.boolean({ resolve: (d) => d.allow_force_push }),
      allowedToMerge: t.intList({
        description: 'Access levels allowed to merge.',
        resolve: (d) => d.allowed_to_merge.map((a) => a.access_level),
      }),
      developerCanInitialPush: t.boolean({ resolve: (d) => d.developer_can_initial_push ?? false }),
    }),
  });

/** A group, as GitLab's GraphQL names it; loaded through a DataLoader wherever it is referenced. */
export const GroupRef = builder.loadableNode('Group', {
  description: 'A group: a namespace of projects and subgroups, with members.',
  id: { resolve: (s: GroupSubject) => s.group.id, parse: (id: string) => Number(id) },
  load: (ids: number[], ctx: GraphQLContext) => ctx.services.groups.loadMany(ctx.actor, ids),
  fields: (t) => ({
    name: t.string({ resolve: (s) => s.group.name }),
    path: t.string({ resolve: (s) => s.group.path }),
    fullName: t.string({
      description: 'Names from the top-level group down.',
      resolve: (s) => s.group.fullName,
    }),
    fullPath: t.id({ description: 'Full path of the group.', resolve: (s) => s.group.fullPath }),
    description: t.string({ nullable: true, resolve: (s) => s.group.description }),
    visibility: t.string({
      description: 'Visibility of the group: private, internal or public.',
      resolve: (s) => visibilityName(s.group.visibilityLevel),
    }),
    webUrl: t.string({ resolve: (s, _, ctx) => groupWebUrl(s.group, ctx.services.urls) }),
    avatarUrl: t.string({
      nullable: true,
      resolve: (s, _, ctx) => groupAvatarUrl(s.group, ctx.services.urls),
    }),
    createdAt: t.field({ type: 'Time', resolve: (s) => s.group.createdAt }),
    updatedAt: t.field({ type: 'Time', resolve: (s) => s.group.updatedAt }),
    shareWithGroupLock: t.boolean({ resolve: (s) => s.group.shareWithGroupLock }),
    requireTwoFactorAuthentication: t.boolean({ resolve: (s) => s.group.requireTwoFactorAuthentication }),
    twoFactorGracePeriod: t.int({ resolve: (s) => s.group.twoFactorGracePeriod }),
    projectCreationLevel: t.string({ resolve: (s) => s.group.projectCreationLevel }),
    subgroupCreationLevel: t.string({ resolve: (s) => s.group.subgroupCreationLevel }),
    autoDevopsEnabled: t.boolean({ nullable: true, resolve: (s) => s.group.autoDevopsEnabled ?? null }),
    emailsDisabled: t.boolean({ resolve: (s) => !s.group.emailsEnabled }),
    emailsEnabled: t.boolean({ resolve: (s) => s.group.emailsEnabled }),
    mentionsDisabled: t.boolean({ resolve: (s) => s.group.mentionsDisabled }),
    lfsEnabled: t.boolean({ resolve: (s) => s.group.lfsEnabled }),
    requestAccessEnabled: t.boolean({ resolve: (s) => s.group.requestAccessEnabled }),
    membershipLock: t.boolean({ resolve: (s) => s.group.membershipLock }),
    defaultBranch: t.string({ nullable: true, resolve: (s) => s.group.defaultBranch ?? null }),
    defaultBranchProtectionDefaults: t.field({
      type: BranchProtectionDefaultsRef,
      resolve: (s) => branchProtectionDefaults(s.group),
    }),
    sharedRunnersSetting: t.field({
      type: SharedRunnersSettingEnum,
      resolve: (s) => s.group.sharedRunnersSetting.toUpperCase() as 'ENABLED',
    }),
    userPermissions: t.field({
      type: GroupPermissionsRef,
      description: 'Permissions for the current user on the group.',
      resolve: (s) => s,
    }),
  }),
});

/** GitLab's `GroupConnection`, shared by every list of groups. */
export const GroupConnection = builder.connectionObject(
  { type: GroupRef, name: 'GroupConnection', description: 'The connection type for Group.' },
  { name: 'GroupEdge', description: 'An edge in a connection.' },
);

builder.objectFields(GroupRef, (t) => ({
  parent: t.field({
    type: GroupRef,
    nullable: true,
    description: 'Parent group.',
    resolve: (s) => s.group.parent?.id ?? null,
  }),
  descendantGroups: t.connection(
    {
      type: GroupRef,
      description: 'List of descendant groups of this group.',
      args: {
        includeParentDescendants: t.arg.boolean({
          defaultValue: true,
          description: 'List of descendant groups of the parent group (false: direct subgroups only).',
        }),
        owned: t.arg.boolean({
          defaultValue: false,
          description: 'Limit result to groups owned by authenticated user.',
        }),
        search: t.arg.string({ description: 'Search query for group name or group full path.' }),
      },
      resolve: async (s, args, ctx) => {
        const page = pageRequestFromArgs(args);
        const loader = descendantLoader(
          ctx,
          { allAvailable: true, owned: args.owned ?? false, search: args.search ?? undefined },
          page,
          args.includeParentDescendants === false,
        );
        return connectionFromPage(await loader.load(s.group.id));
      },
    },
    GroupConnection,
  ),
}));

/**
 * One DataLoader per request and argument set: the descendant groups of every parent on a page are
 * fetched with one query (a window per parent).
 */
const descendantLoaders = new WeakMap<object, Map<string, DataLoader<number, Page<GroupSubject>>>>();

function descendantLoader(
  ctx: GraphQLContext,
  filters: GroupFilters,
  page: KeysetPageRequest,
  childrenOnly: boolean,
): DataLoader<number, Page<GroupSubject>> {
  let loaders = descendantLoaders.get(ctx);
  if (!loaders) {
    loaders = new Map();
    descendantLoaders.set(ctx, loaders);
  }
  const key = JSON.stringify([filters, page, childrenOnly]);
  let loader = loaders.get(key);
  if (!loader) {
    loader = new DataLoader(async (ids: readonly number[]) => {
      const pages = await ctx.services.groups.descendantPages(ctx.actor, ids, filters, page, {
        childrenOnly,
      });
      return ids.map((id) => pages.get(id)!);
    });
    loaders.set(key, loader);
  }
  return loader;
}

/**
 * GitLab's group list order, `<field>_<direction>` (`name_asc`, `id_desc`...) or `similarity`, in
 * any letter case.
 */
function parseSort(value: string | null | undefined): { orderBy?: GroupOrderField; sort?: 'asc' | 'desc' } {
  if (!value) return {};
  const lower = value.toLowerCase();
  if (lower === 'similarity') return { orderBy: 'similarity' };
  const match = /^(.*)_(asc|desc)$/.exec(lower);
  const field = GROUP_ORDER_FIELDS.find((f) => f !== 'similarity' && f === match?.[1]);
  if (!match || !field)
    throw badRequest(
      `sort must be one of ${GROUP_ORDER_FIELDS.filter((f) => f !== 'similarity')
        .map((f) => `${f}_asc, ${f}_desc`)
        .join(', ')} or similarity`,
    );
  return { orderBy: field, sort: match[2] as 'asc' | 'desc' };
}

builder.queryFields((t) => ({
  group: t.field({
    type: GroupRef,
    nullable: true,
    description: 'Find a group.',
    args: {
      fullPath: t.arg.id({
        required: true,
        description: 'Full path of the group. For example, `gitlab-org/gitlab-foss`.',
      }),
    },
    resolve: (_, args, ctx) =>
      nullIfNotFound(() => ctx.services.groups.find(ctx.actor, String(args.fullPath))),
  }),
  groups: t.connection(
    {
      type: GroupRef,
      description: 'Find groups visible to the current user.',
      args: {
        search: t.arg.string({ description: 'Search query for group name or group full path.' }),
        ids: t.arg({ type: ['GroupID'], description: 'Filter groups by IDs.' }),
        allAvailable: t.arg.boolean({
          defaultValue: true,
          description:
            'When true, returns all accessible groups. When false, returns only groups where the user is a member. Unauthenticated requests always return all public groups.',
        }),
        topLevelOnly: t.arg.boolean({ description: 'Only include top-level groups.' }),
        ownedOnly: t.arg.boolean({
          description: 'Only include groups where the current user has an owner role.',
        }),
        minAccessLevel: t.arg.int({
          description: 'Only groups where the current user has at least this access level.',
        }),
        sort: t.arg.string({
          description:
            'Sort order of results, `<field>_<direction>` (`name_asc` by default, `name_desc`, `path_asc`, `path_desc`, `id_asc`, `id_desc`), or `similarity` to rank results by closeness to `search`.',
        }),
        active: t.arg.boolean({
          description: 'Active groups only (true), or inactive ones only (false): no group is inactive here.',
        }),
      },
      resolve: async (_, args, ctx) => {
        // No group is archived or scheduled for deletion here: every group is active.
        if (args.active === false) return connectionFromArray([], args);
        const page = await ctx.services.groupsFinder.list(
          ctx.actor,
          {
            search: args.search ?? undefined,
            ids: args.ids ?? undefined,
            allAvailable: args.allAvailable ?? true,
            topLevelOnly: args.topLevelOnly ?? undefined,
            owned: args.ownedOnly ?? undefined,
            minAccessLevel: args.minAccessLevel ?? undefined,
            ...parseSort(args.sort),
          },
          pageRequestFromArgs(args),
        );
        return connectionFromPage(await ctx.services.groups.withSubjects(ctx.actor, page));
      },
    },
    GroupConnection,
  ),
}));

/** Settings fields shared by `groupCreate` and `groupUpdate` inputs. */
function settingsInputFields(t: InputFieldBuilder) {
  return {
    description: t.string({ description: 'Description of the group.' }),
    visibility: t.string({ description: 'Visibility: private, internal or public.' }),
    shareWithGroupLock: t.boolean({
      description: 'Prevent sharing a project with another group within this group.',
    }),
    requireTwoFactorAuthentication: t.boolean(),
    twoFactorGracePeriod: t.int({ description: 'Hours before two-factor authentication is enforced.' }),
    projectCreationLevel: t.string({ description: 'noone, owner, maintainer, developer or administrator.' }),
    subgroupCreationLevel: t.string({ description: 'owner or maintainer.' }),
    autoDevopsEnabled: t.boolean(),
    emailsEnabled: t.boolean(),
    mentionsDisabled: t.boolean(),
    lfsEnabled: t.boolean(),
    requestAccessEnabled: t.boolean(),
    defaultBranch: t.string(),
    sharedRunnersSetting: t.field({ type: SharedRunnersSettingEnum }),
  };
}

interface SettingsArgs {
  description?: string | null;
  visibility?: string | null;
  shareWithGroupLock?: boolean | null;
  requireTwoFactorAuthentication?: boolean | null;
  twoFactorGracePeriod?: number | null;
  projectCreationLevel?: string | null;
  subgroupCreationLevel?: string | null;
  autoDevopsEnabled?: boolean | null;
  emailsEnabled?: boolean | null;
  mentionsDisabled?: boolean | null;
  lfsEnabled?: boolean | null;
  requestAccessEnabled?: boolean | null;
  defaultBranch?: string | null;
  sharedRunnersSetting?: string | null;
}

function settingsFrom(input: SettingsArgs): GroupSettingsInput {
  const value = <T>(v: T | null | undefined): T | undefined => (v === null ? undefined : v);
  return {
    description: value(input.description),
    visibility: value(input.visibility),
    shareWithGroupLock: value(input.shareWithGroupLock),
    requireTwoFactorAuthentication: value(input.requireTwoFactorAuthentication),
    twoFactorGracePeriod: value(input.twoFactorGracePeriod),
    projectCreationLevel: value(input.projectCreationLevel),
    subgroupCreationLevel: value(input.subgroupCreationLevel),
    autoDevopsEnabled: value(input.autoDevopsEnabled),
    emailsEnabled: value(input.emailsEnabled),
    mentionsDisabled: value(input.mentionsDisabled),
    lfsEnabled: value(input.lfsEnabled),
    requestAccessEnabled: value(input.requestAccessEnabled),
    defaultBranch: value(input.defaultBranch),
    sharedRunnersSetting: value(input.sharedRunnersSetting)?.toLowerCase(),
  };
}

const groupPayloadFields = (
  t: PothosSchemaTypes.ObjectFieldBuilder<SchemaTypes, { group?: GroupSubject | null; errors: string[] }>,
) => ({
  group: t.field({ type: GroupRef, nullable: true, resolve: (payload) => payload.group ?? null }),
  errors: mutationErrorsField(t),
});

builder.relayMutationField(
  'groupCreate',
  {
    inputFields: (t) => ({
      name: t.string({ required: true, description: 'Name of the group.' }),
      path: t.string({ required: true, description: 'Path of the group.' }),
      parentId: t.field({ type: 'GroupID', description: 'Parent group, for a subgroup.' }),
      ...settingsInputFields(t),
    }),
  },
  {
    description: 'Create a group or a subgroup; the current user becomes its owner.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => ({
          group: await ctx.services.groups.create(ctx.actor, {
            name: input.name,
            path: input.path,
            parentId: input.parentId ?? null,
            ...settingsFrom(input),
          }),
        }),
        { group: null },
      ),
  },
  { outputFields: groupPayloadFields },
);

builder.relayMutationField(
  'groupUpdate',
  {
    inputFields: (t) => ({
      fullPath: t.id({ required: true, description: 'Full path of the group that will be updated.' }),
      name: t.string({ description: 'Name of the group.' }),
      path: t.string({ description: 'Path of the group (renaming moves its subgroups too).' }),
      ...settingsInputFields(t),
    }),
  },
  {
    description: "Update a group's name, path or settings.",
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => ({
          group: await ctx.services.groups.update(ctx.actor, String(input.fullPath), {
            name: input.name ?? undefined,
            path: input.path ?? undefined,
            ...settingsFrom(input),
          }),
        }),
        { group: null },
      ),
  },
  { outputFields: groupPayloadFields },
);

builder.relayMutationField(
  'groupTransfer',
  {
    inputFields: (t) => ({
      fullPath: t.id({ required: true, description: 'Full path of the group to transfer.' }),
      newParentId: t.field({
        type: 'GroupID',
        description: 'New parent group; absent or null makes the group a top-level group.',
      }),
    }),
  },
  {
    description: 'Move a group under another parent, or to the top level.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => ({
          group: await ctx.services.groups.transfer(
            ctx.actor,
            String(input.fullPath),
            input.newParentId ?? null,
          ),
        }),
        { group: null },
      ),
  },
  { outputFields: groupPayloadFields },
);

builder.relayMutationField(
  'groupDelete',
  {
    inputFields: (t) => ({
      fullPath: t.id({ required: true, description: 'Full path of the group to delete.' }),
    }),
  },
  {
    description: 'Delete a group with its subgroups (owners and administrators).',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          await ctx.services.groups.delete(ctx.actor, String(input.fullPath));
          return { deleted: true };
        },
        { deleted: null },
      ),
  },
  {
    outputFields: (t) => ({
      errors: mutationErrorsField(t),
    }),
  },
);

// ------------------------------------------------------------------ User.groups

const GroupPermissionEnum = builder.enumType('GroupPermission', {
  description: 'User permission on groups.',
  values: {
    CREATE_PROJECTS: { value: 'create_projects', description: 'Groups where the user can create projects.' },
    TRANSFER_PROJECTS: {
      value: 'transfer_projects_into_group',
      description: 'Groups where the user can transfer projects to.',
    },
  } as const,
});

builder.interfaceField(UserInterfaceRef, 'groups', (t) =>
  t.connection(
    {
      type: GroupRef,
      nullable: true,
      description:
        'Groups the user is a member of, or those where they have a permission; for the user themself only (null for others).',
      args: {
        search: t.arg.string({ description: 'Search by group name or path.' }),
        permissionScope: t.arg({ type: GroupPermissionEnum, description: 'Filter by permission.' }),
      },
      resolve: async (user, args, ctx) => {
        if (ctx.actor.user?.id !== user.id) return null;
        // GitLab's frontend passes `after: ""` for the first page.
        const paging = { ...args, after: args.after || null, before: args.before || null };
        const filters: GroupFilters = { allAvailable: false, search: args.search ?? undefined };
        if (!args.permissionScope) {
          const page = await ctx.services.groupsFinder.list(ctx.actor, filters, pageRequestFromArgs(paging));
          return connectionFromPage(await ctx.services.groups.withSubjects(ctx.actor, page));
        }
        // Whether a member may create or transfer projects depends on each group's settings: the
        // groups where the user is at least Developer (the lowest role either can need) are checked.
        const ability = args.permissionScope;
        const subjects: GroupSubject[] = [];
        let cursor: string | null = null;
        do {
          const page: Page<Namespace> = await ctx.services.groupsFinder.list(
            ctx.actor,
            { ...filters, minAccessLevel: AccessLevel.DEVELOPER },
            { kind: 'keyset', direction: 'forward', size: MAX_PER_PAGE, cursor },
          );
          const withAccess = await ctx.services.groups.withSubjects(ctx.actor, page);
          subjects.push(...withAccess.items.filter((g) => can(ctx.actor, ability, g)));
          cursor = page.hasNextPage ? page.cursorAt(page.items.length - 1) : null;
        } while (cursor);
        return connectionFromArray(subjects, paging);
      },
    },
    GroupConnection,
  ),
);
