import { isAdmin } from '../../core/actor.ts';
import { can } from '../../core/policy.ts';
import { builder } from '../../graphql/builder.ts';
import { connectionFromPage, pageRequestFromArgs } from '../../graphql/connections.ts';
import { mutationPayload, nullIfNotFound } from '../../graphql/errors.ts';
import { registerGlobalIdClass } from '../../graphql/global-id.ts';
import { USER_STATES, isBot, type User } from './user.entity.ts';
import { USER_ORDER_FIELDS } from './users.finder.ts';
import { avatarUrl } from './users.presenter.ts';

registerGlobalIdClass('UserCore', 'User');

export const UserStateEnum = builder.enumType('UserState', {
  description: 'Possible states of a user.',
  values: USER_STATES,
});

/** A user, as GitLab's GraphQL names it; loaded through a DataLoader wherever it is referenced. */
export const UserRef = builder.loadableNode('UserCore', {
  description: 'Core represention of a GitLab user.',
  id: { resolve: (user: User) => user.id, parse: (id: string) => Number(id) },
  load: (ids: number[], ctx) => ctx.services.users.loadMany(ctx.actor, ids),
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
    };
  },
});

const UserSortEnum = builder.enumType('UserCoreSort', {
  values: USER_ORDER_FIELDS.flatMap((f) => [`${f.toUpperCase()}_ASC`, `${f.toUpperCase()}_DESC`]),
});

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
  users: t.connection({
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
  }),
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
      errors: t.stringList({ resolve: (payload) => payload.errors }),
    }),
  },
);
