import { isAdmin } from '../../core/actor.ts';
import { builder } from '../../graphql/builder.ts';
import { connectionFromPage, pageRequestFromArgs } from '../../graphql/connections.ts';
import { mutationPayload, mutationErrorsField } from '../../graphql/errors.ts';
import type { User } from '../users/user.entity.ts';
import { UserRef, userObjectField } from '../users/users.graphql.ts';
import type { PersonalAccessToken } from './personal-access-token.entity.ts';
import { isTokenActive } from './token-state.ts';

/** A personal access token or an impersonation token; the secret is only in creation payloads. */
export const PersonalAccessTokenRef = builder.loadableNode('PersonalAccessToken', {
  description: 'A personal access token, or an impersonation token an administrator made for a user.',
  id: { resolve: (token: PersonalAccessToken) => token.id, parse: (id: string) => Number(id) },
  load: (ids: number[], ctx) => ctx.services.personalAccessTokens.loadMany(ctx.actor, ids),
  fields: (t) => ({
    name: t.exposeString('name', { description: 'Name of the token.' }),
    description: t.string({ nullable: true, resolve: (token) => token.description ?? null }),
    scopes: t.stringList({ resolve: (token) => [...token.scopes] }),
    createdAt: t.field({ type: 'Time', resolve: (token) => token.createdAt }),
    expiresAt: t.field({
      type: 'Date',
      nullable: true,
      description: 'The token stops working at the start of this day (UTC).',
      resolve: (token) => (token.expiresAt ? String(token.expiresAt) : null),
    }),
    lastUsedAt: t.field({ type: 'Time', nullable: true, resolve: (token) => token.lastUsedAt ?? null }),
    revoked: t.exposeBoolean('revoked'),
    active: t.boolean({
      description: 'Neither revoked nor expired.',
      resolve: (token) => isTokenActive(token),
    }),
    impersonation: t.exposeBoolean('impersonation'),
    user: t.field({ type: UserRef, resolve: (token) => token.user.id }),
  }),
});

const TokenStateEnum = builder.enumType('PersonalAccessTokenState', {
  description: 'Active tokens are neither revoked nor expired; inactive ones are either.',
  values: ['ACTIVE', 'INACTIVE'] as const,
});

const PersonalAccessTokenConnection = builder.connectionObject(
  {
    type: PersonalAccessTokenRef,
    name: 'PersonalAccessTokenConnection',
    description: 'The connection type for PersonalAccessToken.',
  },
  { name: 'PersonalAccessTokenEdge', description: 'An edge in a connection.' },
);

userObjectField('personalAccessTokens', (t) =>
  t.connection(
    {
      type: PersonalAccessTokenRef,
      nullable: true,
      description:
        "The user's personal access tokens (and impersonation tokens, for administrators). Null for anyone but the user and administrators.",
      args: {
        state: t.arg({ type: TokenStateEnum }),
        revoked: t.arg.boolean(),
        search: t.arg.string(),
        impersonation: t.arg.boolean(),
      },
      resolve: async (user: User, args, ctx) => {
        if (!isAdmin(ctx.actor) && ctx.actor.user?.id !== user.id) return null;
        const page = await ctx.services.personalAccessTokens.listForUser(
          ctx.actor,
          user.id,
          {
            state: args.state ? (args.state.toLowerCase() as 'active' | 'inactive') : undefined,
            revoked: args.revoked ?? undefined,
            search: args.search ?? undefined,
            impersonation: args.impersonation ?? undefined,
          },
          pageRequestFromArgs(args),
        );
        return connectionFromPage(page);
      },
    },
    PersonalAccessTokenConnection,
  ),
);

type TokenPayload = {
  personalAccessToken?: PersonalAccessToken | null;
  token?: string | null;
  errors: string[];
};

const tokenPayloadFields = (withSecret: boolean) => ({
  outputFields: (t: PayloadBuilder) => ({
    personalAccessToken: t.field({
      type: PersonalAccessTokenRef,
      nullable: true,
      resolve: (payload: TokenPayload) => payload.personalAccessToken ?? null,
    }),
    ...(withSecret
      ? {
          token: t.string({
            nullable: true,
            description: 'The secret, shown only in this response.',
            resolve: (payload: TokenPayload) => payload.token ?? null,
          }),
        }
      : {}),
    errors: mutationErrorsField(t),
  }),
});
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type PayloadBuilder = any;

builder.relayMutationField(
  'personalAccessTokenCreate',
  {
    inputFields: (t) => ({
      userId: t.field({
        type: 'UserID',
        description: 'Another user to create the token for (administrators only).',
      }),
      name: t.string({ required: true }),
      scopes: t.stringList({ required: true }),
      expiresAt: t.field({ type: 'Date' }),
      description: t.string(),
    }),
  },
  {
    description:
      'Create a personal access token: any scopes for another user (administrators), only `k8s_proxy` for oneself.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          const request = {
            name: input.name,
            scopes: input.scopes,
            expiresAt: input.expiresAt ?? undefined,
            description: input.description ?? undefined,
          };
          const issued =
            input.userId != null
              ? await ctx.services.personalAccessTokens.createForUser(ctx.actor, input.userId, request)
              : await ctx.services.personalAccessTokens.createOwn(ctx.actor, request);
          return { personalAccessToken: issued.token, token: issued.secret };
        },
        { personalAccessToken: null, token: null },
      ),
  },
  tokenPayloadFields(true),
);

builder.relayMutationField(
  'personalAccessTokenRevoke',
  { inputFields: (t) => ({ id: t.field({ type: 'PersonalAccessTokenID', required: true }) }) },
  {
    description: 'Revoke a personal access token (its owner, or an administrator).',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          await ctx.services.personalAccessTokens.revoke(ctx.actor, input.id);
          return { personalAccessToken: await ctx.services.personalAccessTokens.get(ctx.actor, input.id) };
        },
        { personalAccessToken: null },
      ),
  },
  tokenPayloadFields(false),
);

builder.relayMutationField(
  'personalAccessTokenRotate',
  {
    inputFields: (t) => ({
      id: t.field({ type: 'PersonalAccessTokenID', required: true }),
      expiresAt: t.field({ type: 'Date' }),
    }),
  },
  {
    description: 'Revoke a token and issue a replacement with the same name and scopes.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          const issued = await ctx.services.personalAccessTokens.rotate(
            ctx.actor,
            input.id,
            input.expiresAt ?? undefined,
          );
          return { personalAccessToken: issued.token, token: issued.secret };
        },
        { personalAccessToken: null, token: null },
      ),
  },
  tokenPayloadFields(true),
);

builder.relayMutationField(
  'impersonationTokenCreate',
  {
    inputFields: (t) => ({
      userId: t.field({ type: 'UserID', required: true }),
      name: t.string({ required: true }),
      scopes: t.stringList({ required: true }),
      expiresAt: t.field({ type: 'Date', required: true }),
      description: t.string(),
    }),
  },
  {
    description: 'Create an impersonation token for a user (administrators only).',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          const issued = await ctx.services.personalAccessTokens.createImpersonation(
            ctx.actor,
            input.userId,
            {
              name: input.name,
              scopes: input.scopes,
              expiresAt: input.expiresAt,
              description: input.description ?? undefined,
            },
          );
          return { personalAccessToken: issued.token, token: issued.secret };
        },
        { personalAccessToken: null, token: null },
      ),
  },
  tokenPayloadFields(true),
);

builder.relayMutationField(
  'impersonationTokenRevoke',
  { inputFields: (t) => ({ id: t.field({ type: 'PersonalAccessTokenID', required: true }) }) },
  {
    description: 'Revoke an impersonation token (administrators only).',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          const token = await ctx.services.personalAccessTokens.getImpersonationById(ctx.actor, input.id);
          await ctx.services.personalAccessTokens.revokeImpersonation(ctx.actor, token.user.id, token.id);
          return { personalAccessToken: token };
        },
        { personalAccessToken: null },
      ),
  },
  tokenPayloadFields(false),
);
