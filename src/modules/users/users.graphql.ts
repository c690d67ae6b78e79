import DataLoader from 'dataloader';
import { isAdmin, requireUser } from '../../core/actor.ts';
import { badRequest } from '../../core/errors.ts';
import type { Page } from '../../core/pagination.ts';
import { can } from '../../core/policy.ts';
import type { FieldRef, ObjectFieldsShape, ObjectRef } from '@pothos/core';
import { builder, type GraphQLContext, type SchemaTypes } from '../../graphql/builder.ts';
import { connectionFromPage, pageRequestFromArgs, type ConnectionArgs } from '../../graphql/connections.ts';
import { mutationPayload, nullIfNotFound, mutationErrorsField } from '../../graphql/errors.ts';
import { registerGlobalIdClass } from '../../graphql/global-id.ts';
import { USER_STATES, USER_TYPES, isBot, type User } from './user.entity.ts';
import { USER_ORDER_FIELDS } from './users.finder.ts';
import { avatarUrl } from './users.presenter.ts';

registerGlobalIdClass('UserCore', 'User');

export const UserStateEnum = builder.enumType('UserState', {
  description: 'Possible states of a user.',
  values: USER_STATES,
});

/** GitLab's `UserType`: a human, or one of the kinds of bot users this service has. */
const UserTypeEnum = builder.enumType('UserType', {
  description: 'Possible types of user',
  values: Object.fromEntries(
    USER_TYPES.map((type) => {
      const words = type.replaceAll('_', ' ');
      return [type.toUpperCase(), { value: type, description: words[0]!.toUpperCase() + words.slice(1) }];
    }),
  ),
});

/** What the current user may do as the user in question. */
const UserPermissionsRef = builder.objectRef<User>('UserPermissions').implement({
  description: 'What the current user may do with a user.',
  fields: (t) => ({
    createSnippet: t.boolean({
      nullable: false,
      description:
        'Always false: there are no personal snippets here (project snippets are created in projects).',
      resolve: () => false,
    }),
  }),
});

/**
 * GitLab's `User` interface: the fields every kind of user representation has. `UserCore` is its one
 * implementation here; other modules add the fields they own (memberships, say) to the interface.
 */
export const UserInterfaceRef = builder.interfaceRef<User>('User').implement({
  description: 'Representation of a GitLab user.',
  interfaces: [builder.nodeInterfaceRef()],
  resolveType: () => 'UserCore',
  fields: (t) => {
    /** A field only the user themself and administrators may read; null for everyone else. */
    const own =
      <T>(value: (user: User) => T) =>
      (user: User, _: unknown, ctx: { actor: Parameters<typeof isAdmin>[0] }) =>
        isAdmin(ctx.actor) || ctx.actor.user?.id === user.id ? value(user) : null;
    /** A profile field hidden on private profiles (except for the user and administrators). */
    const profile =
      (value: (user: User) => string | null | undefined) =>
      (user: User, _: unknown, ctx: { actor: Parameters<typeof isAdmin>[0] }) =>
        can(ctx.actor, 'read_user_profile', user) ? (value(user) ?? null) : null;
    return {
      username: t.exposeString('username', { description: 'Username of the user.' }),
      name: t.exposeString('name', { description: 'Human-readable name of the user.' }),
      state: t.field({ type: UserStateEnum, description: 'State of the user.', resolve: (u) => u.state }),
      locked: t.boolean({ resolve: (u) => u.lockedAt != null }),
      bot: t.boolean({ description: 'Indicates if the user is a bot.', resolve: (u) => isBot(u) }),
      avatarUrl: t.string({ resolve: (u, _, ctx) => avatarUrl(u, ctx.services.urls) }),
      webUrl: t.string({ resolve: (u, _, ctx) => ctx.services.urls.to(u.username) }),
      webPath: t.string({ resolve: (u) => `/${u.username}` }),
      createdAt: t.field({ type: 'Time', resolve: (u) => u.createdAt }),
      publicEmail: t.string({ nullable: true, resolve: profile((u) => u.publicEmail) }),
      bio: t.string({ nullable: true, resolve: profile((u) => u.bio) }),
      location: t.string({ nullable: true, resolve: profile((u) => u.location) }),
      jobTitle: t.string({ nullable: true, resolve: profile((u) => u.jobTitle) }),
      organization: t.string({ nullable: true, resolve: profile((u) => u.organization) }),
      pronouns: t.string({ nullable: true, resolve: profile((u) => u.pronouns) }),
      discord: t.string({ nullable: true, resolve: profile((u) => u.discord) }),
      linkedin: t.string({ nullable: true, resolve: profile((u) => u.linkedin) }),
      twitter: t.string({ nullable: true, resolve: profile((u) => u.twitter) }),
      websiteUrl: t.string({ nullable: true, resolve: profile((u) => u.websiteUrl) }),
      workInformation: t.string({ nullable: true, resolve: profile((u) => u.workInformation) }),
      lastActivityOn: t.field({
        type: 'Date',
        nullable: true,
        resolve: own((u) => u.lastActivityOn ?? null),
      }),
      email: t.string({
        nullable: true,
        description: 'Visible to the user and administrators.',
        resolve: own((u) => u.email),
      }),
      commitEmail: t.string({ nullable: true, resolve: own((u) => u.commitEmail ?? u.email) }),
      isAdmin: t.boolean({ nullable: true, resolve: own((u) => u.admin) }),
      external: t.boolean({ nullable: true, resolve: own((u) => u.external) }),
      privateProfile: t.boolean({ nullable: true, resolve: own((u) => u.privateProfile) }),
      twoFactorEnabled: t.boolean({ nullable: true, resolve: own((u) => u.twoFactorEnabled) }),
      projectsLimit: t.int({ nullable: true, resolve: own((u) => u.projectsLimit) }),
      canCreateGroup: t.boolean({ nullable: true, resolve: own((u) => u.canCreateGroup) }),
      note: t.string({
        nullable: true,
        description: 'Administrator note; administrators only.',
        resolve: (u, _, ctx) => (isAdmin(ctx.actor) ? (u.note ?? null) : null),
      }),
      human: t.boolean({ description: 'Indicates if the user is not a bot.', resolve: (u) => !isBot(u) }),
      type: t.field({
        type: UserTypeEnum,
        nullable: false,
        description: 'Type of the user.',
        resolve: (u) => u.userType,
      }),
      compositeIdentityEnforced: t.boolean({
        nullable: false,
        description:
          'Indicates if the user has composite identity enforcement enabled. Always false: there are no composite-identity (AI agent) accounts here.',
        resolve: () => false,
      }),
      active: t.boolean({
        description: 'Indicates if the user is active.',
        resolve: (u) => u.state === 'active',
      }),
      userPermissions: t.field({
        type: UserPermissionsRef,
        nullable: false,
        description: 'Permissions for the current user on the resource.',
        resolve: (u) => u,
      }),
    };
  },
});

/** A user, as GitLab's GraphQL names it; loaded through a DataLoader wherever it is referenced. */
export const UserRef = builder.loadableNode('UserCore', {
  description: 'Core represention of a GitLab user.',
  interfaces: [UserInterfaceRef],
  id: { resolve: (user: User) => user.id, parse: (id: string) => Number(id) },
  load: (ids: number[], ctx) => ctx.services.users.loadMany(ctx.actor, ids),
  fields: () => ({}),
});

// --- Fields of every object type that shows a user ---------------------------------------------

type UserObjectRef = typeof UserRef | ObjectRef<SchemaTypes, User>;
type UserObjectFields = ObjectFieldsShape<SchemaTypes, User>;
const userObjectTypes: UserObjectRef[] = [UserRef];
const userObjectFieldSets: UserObjectFields[] = [];

/**
 * Adds fields to `UserCore` and to every other object type that shows a user in a context (GitLab's
 * `MergeRequestAuthor`, say, which has every field of `UserCore`): the fields of a user beyond the
 * `User` interface, declared once whichever module owns them.
 */
export function userObjectFields(fields: UserObjectFields): void {
  userObjectFieldSets.push(fields);
  for (const ref of userObjectTypes) builder.objectFields(ref as ObjectRef<SchemaTypes, User>, fields);
}

/** One field for `userObjectFields`. */
export function userObjectField(
  name: string,
  field: (
    t: PothosSchemaTypes.ObjectFieldBuilder<SchemaTypes, User>,
  ) => FieldRef<SchemaTypes, unknown, 'Object'>,
): void {
  userObjectFields((t) => ({ [name]: field(t) }));
}

/** Declares an object type that shows a user: it gets every field `userObjectFields` adds. */
export function userObjectType<T extends User>(ref: ObjectRef<SchemaTypes, T>): ObjectRef<SchemaTypes, T> {
  const asUser = ref as unknown as ObjectRef<SchemaTypes, User>;
  userObjectTypes.push(asUser);
  for (const fields of userObjectFieldSets) builder.objectFields(asUser, fields);
  return ref;
}

const UserSortEnum = builder.enumType('UserCoreSort', {
  values: USER_ORDER_FIELDS.flatMap((f) => [`${f.toUpperCase()}_ASC`, `${f.toUpperCase()}_DESC`]),
});

/** GitLab's `UserCoreConnection`, shared by every list of users. */
export const UserCoreConnection = builder.connectionObject(
  { type: UserRef, name: 'UserCoreConnection', description: 'The connection type for UserCore.' },
  { name: 'UserCoreEdge', description: 'An edge in a connection.' },
);

builder.queryFields((t) => ({
  currentUser: t.field({
    type: UserRef,
    nullable: true,
    description: 'Get information about current user.',
    resolve: (_, __, ctx) => (ctx.actor.user ? ctx.services.users.current(ctx.actor) : null),
  }),
  user: t.field({
    type: UserRef,
    nullable: true,
    description: 'Find a user by ID or username.',
    args: { id: t.arg({ type: 'UserID' }), username: t.arg.string() },
    resolve: (_, args, ctx) =>
      nullIfNotFound(async () => {
        if (args.id != null) return ctx.services.users.get(ctx.actor, args.id);
        if (args.username != null) return ctx.services.users.findByUsername(ctx.actor, args.username);
        return null;
      }),
  }),
  users: t.connection(
    {
      type: UserRef,
      description: 'Find users.',
      args: {
        ids: t.arg({ type: ['UserID'] }),
        usernames: t.arg.stringList(),
        search: t.arg.string(),
        active: t.arg.boolean(),
        blocked: t.arg.boolean(),
        external: t.arg.boolean(),
        admins: t.arg.boolean(),
        humans: t.arg.boolean({ description: 'Only human users (no bots).' }),
        createdAfter: t.arg({ type: 'Time' }),
        createdBefore: t.arg({ type: 'Time' }),
        sort: t.arg({ type: UserSortEnum }),
      },
      resolve: async (_, args, ctx) => {
        const [orderBy, sort] = parseSort(args.sort);
        const page = await ctx.services.usersFinder.list(
          ctx.actor,
          {
            ids: args.ids ?? undefined,
            usernames: args.usernames ?? undefined,
            search: args.search ?? undefined,
            active: args.active ?? undefined,
            blocked: args.blocked ?? undefined,
            external: args.external ?? undefined,
            admins: args.admins ?? undefined,
            excludeInternal: args.humans ?? undefined,
            createdAfter: args.createdAfter ?? undefined,
            createdBefore: args.createdBefore ?? undefined,
            orderBy,
            sort,
          },
          pageRequestFromArgs(args),
        );
        return connectionFromPage(page);
      },
    },
    UserCoreConnection,
  ),
}));

function parseSort(
  value: string | null | undefined,
): [(typeof USER_ORDER_FIELDS)[number] | undefined, 'asc' | 'desc' | undefined] {
  if (!value) return [undefined, undefined];
  const match = /^(.*)_(ASC|DESC)$/.exec(value)!;
  return [
    match[1]!.toLowerCase() as (typeof USER_ORDER_FIELDS)[number],
    match[2]!.toLowerCase() as 'asc' | 'desc',
  ];
}

builder.relayMutationField(
  'userCreate',
  {
    inputFields: (t) => ({
      email: t.string({ required: true }),
      username: t.string({ required: true }),
      name: t.string({ required: true }),
      password: t.string(),
      forceRandomPassword: t.boolean(),
      admin: t.boolean(),
      external: t.boolean(),
      skipConfirmation: t.boolean(),
    }),
  },
  {
    description: 'Create a user (administrators only).',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => ({
          user: await ctx.services.users.create(ctx.actor, {
            email: input.email,
            username: input.username,
            name: input.name,
            password: input.password ?? undefined,
            forceRandomPassword: input.forceRandomPassword ?? undefined,
            admin: input.admin ?? undefined,
            external: input.external ?? undefined,
            skipConfirmation: input.skipConfirmation ?? undefined,
          }),
        }),
        { user: null },
      ),
  },
  {
    outputFields: (t) => ({
      user: t.field({ type: UserRef, nullable: true, resolve: (payload) => payload.user }),
      errors: mutationErrorsField(t),
    }),
  },
);

// --- Followers and followees (GitLab's UserCore.followers / following) ---------------------------

/**
 * One DataLoader per request, connection direction and page arguments: a list of users asking for
 * their followers costs one query, whatever the number of users.
 */
const followLoaders = new WeakMap<object, Map<string, DataLoader<number, Page<User>>>>();

function followPage(
  ctx: GraphQLContext,
  direction: 'followers' | 'following',
  args: ConnectionArgs,
  userId: number,
): Promise<Page<User>> {
  let loaders = followLoaders.get(ctx);
  if (!loaders) followLoaders.set(ctx, (loaders = new Map()));
  const request = pageRequestFromArgs(args);
  const key = `${direction}:${JSON.stringify(request)}`;
  let loader = loaders.get(key);
  if (!loader) {
    loader = new DataLoader(async (ids: readonly number[]) => {
      const pages = await ctx.services.usersFinder.followsByUser(ctx.actor, ids, direction, request);
      return ids.map((id) => pages.get(id)!);
    });
    loaders.set(key, loader);
  }
  return loader.load(userId);
}

userObjectFields((t) => ({
  followers: t.connection(
    {
      type: UserRef,
      nullable: true,
      description: 'Users following the user; null when their profile is private.',
      resolve: async (user, args, ctx) =>
        can(ctx.actor, 'read_user_profile', user)
          ? connectionFromPage(await followPage(ctx, 'followers', args, user.id))
          : null,
    },
    UserCoreConnection,
  ),
  following: t.connection(
    {
      type: UserRef,
      nullable: true,
      description: 'Users the user follows; null when their profile is private.',
      resolve: async (user, args, ctx) =>
        can(ctx.actor, 'read_user_profile', user)
          ? connectionFromPage(await followPage(ctx, 'following', args, user.id))
          : null,
    },
    UserCoreConnection,
  ),
}));

// --- Activity ----------------------------------------------------------------------------------

interface UserActivity {
  user: User;
  username: string;
  lastActivityOn: string | null;
}

const UserActivityRef = builder.objectRef<UserActivity>('UserActivity').implement({
  description: 'When a user was last active (GET /user/activities).',
  fields: (t) => ({
    username: t.exposeString('username'),
    lastActivityOn: t.field({ type: 'Date', nullable: true, resolve: (a) => a.lastActivityOn }),
    user: t.field({ type: UserRef, resolve: (a) => a.user }),
  }),
});

const UserActivityConnection = builder.connectionObject(
  {
    type: UserActivityRef,
    name: 'UserActivityConnection',
    description: 'The connection type for UserActivity.',
  },
  { name: 'UserActivityEdge', description: 'An edge in a connection.' },
);

builder.queryField('userActivities', (t) =>
  t.connection(
    {
      type: UserActivityRef,
      description:
        'Users active on or after `from` (default: six months ago), least recently active first. Private profiles are listed to administrators only.',
      args: { from: t.arg({ type: 'Date' }) },
      resolve: async (_, args, ctx) => {
        requireUser(ctx.actor);
        const from = args.from ? new Date(`${args.from}T00:00:00Z`) : sixMonthsAgo();
        const page = await ctx.services.usersFinder.activities(ctx.actor, from, pageRequestFromArgs(args));
        return connectionFromPage({
          ...page,
          items: page.items.map((user) => ({
            user,
            username: user.username,
            lastActivityOn: user.lastActivityOn ? String(user.lastActivityOn).slice(0, 10) : null,
          })),
        });
      },
    },
    UserActivityConnection,
  ),
);

function sixMonthsAgo(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 6, now.getUTCDate()));
}

// --- Administration mutations ------------------------------------------------------------------

const userPayloadFields = {
  outputFields: (t: PayloadFieldBuilder) => ({
    user: t.field({ type: UserRef, nullable: true, resolve: (payload: UserPayload) => payload.user ?? null }),
    errors: mutationErrorsField(t),
  }),
};
type UserPayload = { user?: User | null; errors: string[] };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type PayloadFieldBuilder = any;

builder.relayMutationField(
  'userUpdate',
  {
    inputFields: (t) => ({
      id: t.field({ type: 'UserID', required: true }),
      email: t.string(),
      username: t.string(),
      name: t.string(),
      password: t.string(),
      admin: t.boolean(),
      external: t.boolean(),
      note: t.string(),
      bio: t.string(),
      location: t.string(),
      publicEmail: t.string(),
      commitEmail: t.string(),
      skype: t.string(),
      linkedin: t.string(),
      twitter: t.string(),
      discord: t.string(),
      websiteUrl: t.string(),
      organization: t.string(),
      jobTitle: t.string(),
      pronouns: t.string(),
      privateProfile: t.boolean(),
      projectsLimit: t.int(),
      canCreateGroup: t.boolean(),
      themeId: t.int(),
      colorSchemeId: t.int(),
      externUid: t.string(),
      provider: t.string(),
    }),
  },
  {
    description: 'Update a user (administrators only).',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => ({
          user: await ctx.services.users.update(ctx.actor, input.id, {
            email: input.email ?? undefined,
            username: input.username ?? undefined,
            name: input.name ?? undefined,
            password: input.password ?? undefined,
            admin: input.admin ?? undefined,
            external: input.external ?? undefined,
            externUid: input.externUid ?? undefined,
            provider: input.provider ?? undefined,
            profile: {
              note: input.note ?? undefined,
              bio: input.bio ?? undefined,
              location: input.location ?? undefined,
              publicEmail: input.publicEmail ?? undefined,
              commitEmail: input.commitEmail ?? undefined,
              skype: input.skype ?? undefined,
              linkedin: input.linkedin ?? undefined,
              twitter: input.twitter ?? undefined,
              discord: input.discord ?? undefined,
              websiteUrl: input.websiteUrl ?? undefined,
              organization: input.organization ?? undefined,
              jobTitle: input.jobTitle ?? undefined,
              pronouns: input.pronouns ?? undefined,
              privateProfile: input.privateProfile ?? undefined,
              projectsLimit: input.projectsLimit ?? undefined,
              canCreateGroup: input.canCreateGroup ?? undefined,
              themeId: input.themeId ?? undefined,
              colorSchemeId: input.colorSchemeId ?? undefined,
            },
          }),
        }),
        { user: null },
      ),
  },
  userPayloadFields,
);

builder.relayMutationField(
  'userDelete',
  {
    inputFields: (t) => ({
      id: t.field({ type: 'UserID', required: true }),
      hardDelete: t.boolean({ description: "Delete even when the user is a group's only owner." }),
    }),
  },
  {
    description: 'Delete a user (administrators only).',
    resolve: (_, { input }, ctx) =>
      mutationPayload(async () => {
        await ctx.services.users.delete(ctx.actor, input.id, { hardDelete: input.hardDelete ?? false });
        return {};
      }, {}),
  },
  { outputFields: (t) => ({ errors: mutationErrorsField(t) }) },
);

/** Block, unblock, deactivate, activate, ban, unban: the user in its new state, or why not. */
const stateMutations = {
  userBlock: { action: 'block', description: 'Block a user (administrators only).' },
  userUnblock: { action: 'unblock', description: 'Unblock a blocked or banned user (administrators only).' },
  userDeactivate: { action: 'deactivate', description: 'Deactivate a dormant user (administrators only).' },
  userActivate: { action: 'activate', description: 'Reactivate a deactivated user (administrators only).' },
  userBan: { action: 'ban', description: 'Ban an active user (administrators only).' },
  userUnban: { action: 'unban', description: 'Unban a banned user (administrators only).' },
} as const;

for (const [name, { action, description }] of Object.entries(stateMutations)) {
  builder.relayMutationField(
    name,
    { inputFields: (t) => ({ id: t.field({ type: 'UserID', required: true }) }) },
    {
      description,
      resolve: (_, { input }, ctx) =>
        mutationPayload(
          async () => {
            const changed = await ctx.services.userStates[action](ctx.actor, input.id);
            if (changed === false) throw badRequest('The user is not blocked');
            return { user: await ctx.services.users.findAny(ctx.actor, input.id) };
          },
          { user: null },
        ),
    },
    userPayloadFields,
  );
}

builder.relayMutationField(
  'userApprove',
  { inputFields: (t) => ({ id: t.field({ type: 'UserID', required: true }) }) },
  {
    description: 'Approve a user who signed up and waits for approval (administrators only).',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          await ctx.services.userStates.approve(ctx.actor, input.id);
          return { user: await ctx.services.users.findAny(ctx.actor, input.id) };
        },
        { user: null },
      ),
  },
  userPayloadFields,
);

builder.relayMutationField(
  'userReject',
  { inputFields: (t) => ({ id: t.field({ type: 'UserID', required: true }) }) },
  {
    description: 'Turn down a sign-up waiting for approval, deleting the account (administrators only).',
    resolve: (_, { input }, ctx) =>
      mutationPayload(async () => {
        await ctx.services.userStates.reject(ctx.actor, input.id);
        return {};
      }, {}),
  },
  { outputFields: (t) => ({ errors: mutationErrorsField(t) }) },
);

builder.relayMutationField(
  'userDisableTwoFactor',
  { inputFields: (t) => ({ id: t.field({ type: 'UserID', required: true }) }) },
  {
    description: "Disable a user's two-factor authentication (administrators only, not for administrators).",
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          await ctx.services.userStates.disableTwoFactor(ctx.actor, input.id);
          return { user: await ctx.services.users.findAny(ctx.actor, input.id) };
        },
        { user: null },
      ),
  },
  userPayloadFields,
);

for (const action of ['follow', 'unfollow'] as const) {
  builder.relayMutationField(
    action === 'follow' ? 'userFollow' : 'userUnfollow',
    { inputFields: (t) => ({ id: t.field({ type: 'UserID', required: true }) }) },
    {
      description: action === 'follow' ? 'Follow a user.' : 'Stop following a user.',
      resolve: (_, { input }, ctx) =>
        mutationPayload(
          async () => {
            const user = await ctx.services.userFollows[action](ctx.actor, input.id);
            return { user: user ?? (await ctx.services.users.get(ctx.actor, input.id)) };
          },
          { user: null },
        ),
    },
    userPayloadFields,
  );
}
