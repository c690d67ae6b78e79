import { builder, type GraphQLContext } from '../../graphql/builder.ts';
import { connectionFromPage, pageRequestFromArgs, type ConnectionArgs } from '../../graphql/connections.ts';
import { mutationPayload, mutationErrorsField } from '../../graphql/errors.ts';
import { encodeGlobalId } from '../../graphql/global-id.ts';
import { requestLoader } from '../../graphql/request-loader.ts';
import type { KeysetPageRequest, Page } from '../../core/pagination.ts';
import { GROUP_CALLOUT_FEATURES, USER_CALLOUT_FEATURES } from './callout-features.ts';
import type { CalloutRow, GroupCalloutRow } from './user-callouts.service.ts';
import { UserInterfaceRef } from './users.graphql.ts';

const featureValues = (names: readonly string[]) =>
  Object.fromEntries(
    names.map((name) => [
      name.toUpperCase(),
      { value: name, description: `Callout feature name for ${name}.` },
    ]),
  );

const UserCalloutFeatureNameEnum = builder.enumType('UserCalloutFeatureNameEnum', {
  description: 'Name of the feature that the callout is for.',
  values: featureValues(USER_CALLOUT_FEATURES),
});
const UserGroupCalloutFeatureNameEnum = builder.enumType('UserGroupCalloutFeatureName', {
  description: 'Name of the feature that the callout is for.',
  values: featureValues(GROUP_CALLOUT_FEATURES),
});

/** A dismissal that was not saved (GitLab answers the unsaved record, its fields null, with the errors). */
type UserCalloutResult = CalloutRow | { id: null; feature_name: null; dismissed_at: null };

const UserCalloutRef = builder.objectRef<UserCalloutResult>('UserCallout').implement({
  description: 'A callout the user dismissed.',
  fields: (t) => ({
    featureName: t.field({
      type: UserCalloutFeatureNameEnum,
      nullable: true,
      description: 'Name of the feature that the callout is for.',
      resolve: (c) => c.feature_name,
    }),
    dismissedAt: t.field({
      type: 'Time',
      nullable: true,
      description: 'Date when the callout was dismissed.',
      resolve: (c) => c.dismissed_at,
    }),
  }),
});

const UserGroupCalloutRef = builder.objectRef<GroupCalloutRow>('UserGroupCallout').implement({
  description: 'A callout the user dismissed for a group.',
  fields: (t) => ({
    featureName: t.field({
      type: UserGroupCalloutFeatureNameEnum,
      nullable: false,
      description: 'Name of the feature that the callout is for.',
      resolve: (c) => c.feature_name,
    }),
    dismissedAt: t.field({
      type: 'Time',
      nullable: false,
      description: 'Date when the callout was dismissed.',
      resolve: (c) => c.dismissed_at,
    }),
    groupId: t.field({
      type: 'GroupID',
      nullable: false,
      description: 'Group id that the callout applies.',
      resolve: (c) => encodeGlobalId('Group', c.group_id),
    }),
  }),
});

const UserCalloutConnection = builder.connectionObject(
  {
    type: UserCalloutRef,
    name: 'UserCalloutConnection',
    description: 'The connection type for UserCallout.',
  },
  { name: 'UserCalloutEdge', description: 'An edge in a connection.' },
);
const UserGroupCalloutConnection = builder.connectionObject(
  {
    type: UserGroupCalloutRef,
    name: 'UserGroupCalloutConnection',
    description: 'The connection type for UserGroupCallout.',
  },
  { name: 'UserGroupCalloutEdge', description: 'An edge in a connection.' },
);

/** A page of each user's dismissals, every user on a page of users in one query. */
function calloutPage<Row>(
  ctx: GraphQLContext,
  kind: 'callouts' | 'group-callouts',
  args: ConnectionArgs,
  userId: number,
  load: (ids: readonly number[], request: KeysetPageRequest) => Promise<Map<number, Page<Row> | null>>,
) {
  const request = pageRequestFromArgs(args);
  return requestLoader<number, Page<Row> | null>(
    ctx,
    `user-${kind}:${JSON.stringify(request)}`,
    async (ids) => {
      const pages = await load(ids, request);
      return ids.map((id) => pages.get(id) ?? null);
    },
  ).load(userId);
}

builder.interfaceFields(UserInterfaceRef, (t) => ({
  callouts: t.connection(
    {
      type: UserCalloutRef,
      nullable: true,
      description: 'User callouts that belong to the user (null for anyone but the user and administrators).',
      resolve: async (user, args, ctx) => {
        const page = await calloutPage(ctx, 'callouts', args, user.id, (ids, request) =>
          ctx.services.userCallouts.pagesByUser(ctx.actor, ids, request),
        );
        return page && connectionFromPage<UserCalloutResult>(page);
      },
    },
    UserCalloutConnection,
  ),
  groupCallouts: t.connection(
    {
      type: UserGroupCalloutRef,
      nullable: true,
      description:
        'Group callouts that belong to the user (null for anyone but the user and administrators).',
      resolve: async (user, args, ctx) => {
        const page = await calloutPage(ctx, 'group-callouts', args, user.id, (ids, request) =>
          ctx.services.userCallouts.groupPagesByUser(ctx.actor, ids, request),
        );
        return page && connectionFromPage(page);
      },
    },
    UserGroupCalloutConnection,
  ),
}));

builder.relayMutationField(
  'userCalloutCreate',
  {
    name: 'UserCalloutCreateInput',
    inputFields: (t) => ({
      featureName: t.string({
        required: true,
        description: 'Feature name you want to dismiss the callout for.',
      }),
    }),
  },
  {
    description: 'Dismiss a callout for the current user.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => ({ userCallout: await ctx.services.userCallouts.dismiss(ctx.actor, input.featureName) }),
        { userCallout: null },
      ),
  },
  {
    outputFields: (t) => ({
      userCallout: t.field({
        type: UserCalloutRef,
        nullable: false,
        description: 'User callout dismissed.',
        resolve: (p) => p.userCallout ?? { id: null, feature_name: null, dismissed_at: null },
      }),
      errors: mutationErrorsField(t),
    }),
  },
);

builder.relayMutationField(
  'userGroupCalloutCreate',
  {
    name: 'UserGroupCalloutCreateInput',
    inputFields: (t) => ({
      featureName: t.string({
        required: true,
        description: 'Feature name you want to dismiss the callout for.',
      }),
      groupId: t.field({ type: 'GroupID', required: true, description: 'Group for the callout.' }),
    }),
  },
  {
    description: 'Dismiss a group callout for the current user.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => ({
          userGroupCallout: await ctx.services.userCallouts.dismissForGroup(
            ctx.actor,
            input.featureName,
            input.groupId,
          ),
        }),
        { userGroupCallout: null },
      ),
  },
  {
    outputFields: (t) => ({
      userGroupCallout: t.field({
        type: UserGroupCalloutRef,
        nullable: true,
        description: 'User group callout dismissed (null when it was not: see `errors`).',
        resolve: (p) => p.userGroupCallout ?? null,
      }),
      errors: mutationErrorsField(t),
    }),
  },
);
