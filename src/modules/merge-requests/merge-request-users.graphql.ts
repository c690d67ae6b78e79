import type { ObjectRef } from '@pothos/core';
import { builder, type GraphQLContext, type SchemaTypes } from '../../graphql/builder.ts';
import { connectionFromArray } from '../../graphql/connections.ts';
import { encodeGlobalId } from '../../graphql/global-id.ts';
import { fromMap, requestLoader } from '../../graphql/request-loader.ts';
import type { User } from '../users/user.entity.ts';
import { UserInterfaceRef, UserRef, userObjectType } from '../users/users.graphql.ts';
import type { MergeRequestView } from './merge-request-view.ts';
import { MergeRequestRef } from './merge-requests.graphql.ts';
import {
  interactionKey,
  type InteractionKey,
  type MergeRequestInteraction,
} from './reviewers/merge-request-interactions.ts';
import { REVIEW_STATES } from './reviewers/review-states.ts';

/**
 * GitLab's users of a merge request (`MergeRequestAuthor`, `MergeRequestAssignee`,
 * `MergeRequestReviewer`, `MergeRequestParticipant`): every field of a `UserCore`, and
 * `mergeRequestInteraction`, what that user may do on the merge request and where their review stands.
 * Each list loads in batches: a page of merge requests costs the same statements whatever its size.
 */

const ON_MERGE_REQUEST = Symbol('mergeRequest');

/** A user seen on one merge request: reads as the user, and knows the merge request. */
type UserOnMergeRequest = User & { readonly [ON_MERGE_REQUEST]: MergeRequestView };

const onMergeRequest = (user: User, view: MergeRequestView): UserOnMergeRequest =>
  Object.create(user, { [ON_MERGE_REQUEST]: { value: view } }) as UserOnMergeRequest;

export const ReviewStateEnum = builder.enumType('MergeRequestReviewState', {
  description: 'State of a review of a GitLab merge request.',
  values: Object.fromEntries(
    REVIEW_STATES.map((state) => [
      state.toUpperCase(),
      { value: state, description: `The merge request is ${state.replace('_', ' ')}.` },
    ]),
  ),
});

export const UserMergeRequestInteractionRef = builder
  .objectRef<MergeRequestInteraction>('UserMergeRequestInteraction')
  .implement({
    description:
      'Information about a merge request given a specific user: what the user may do on it, and their review.',
    fields: (t) => ({
      canMerge: t.exposeBoolean('canMerge', {
        nullable: false,
        description: 'Whether the user can merge the merge request (push or merge into its target branch).',
      }),
      canUpdate: t.exposeBoolean('canUpdate', {
        nullable: false,
        description: 'Whether the user can update the merge request.',
      }),
      reviewState: t.field({
        type: ReviewStateEnum,
        nullable: true,
        description: 'State of the review by the user; null when they are no reviewer.',
        resolve: (i) => i.reviewState,
      }),
      reviewed: t.exposeBoolean('reviewed', {
        nullable: false,
        description: 'Whether the user has reviewed the merge request.',
      }),
      approved: t.exposeBoolean('approved', {
        nullable: false,
        description: 'Whether the user has approved the merge request.',
      }),
    }),
  });

/** One user's interaction with one merge request, batched across the request. */
export function interactionOf(ctx: GraphQLContext, key: InteractionKey) {
  return requestLoader(
    ctx,
    'mergeRequest.userInteractions',
    async (keys: readonly InteractionKey[]) => {
      const found = await ctx.services.mergeRequests.interactions.of(ctx.actor, keys);
      return keys.map((k) => found.get(interactionKey(k)) ?? null);
    },
    interactionKey,
  ).load(key);
}

function userType(name: string, description: string) {
  const ref = builder.objectRef<UserOnMergeRequest>(name).implement({
    description,
    interfaces: [builder.nodeInterfaceRef(), UserInterfaceRef],
    fields: (t) => ({
      id: t.id({
        nullable: false,
        description: 'Global ID of the user.',
        resolve: (user) => encodeGlobalId('UserCore', user.id),
      }),
      mergeRequestInteraction: t.field({
        type: UserMergeRequestInteractionRef,
        nullable: true,
        description: "Details of this user's interactions with the merge request.",
        resolve: (user, _, ctx) => interactionOf(ctx, { view: user[ON_MERGE_REQUEST], userId: user.id }),
      }),
    }),
  });
  return userObjectType<UserOnMergeRequest>(ref);
}

const AuthorRef = userType('MergeRequestAuthor', 'The author of the merge request.');
const AssigneeRef = userType('MergeRequestAssignee', 'A user assigned to a merge request.');
const ReviewerRef = userType('MergeRequestReviewer', 'A user assigned to a merge request as a reviewer.');
const ParticipantRef = userType('MergeRequestParticipant', 'A user participating in a merge request.');

function connection(ref: ObjectRef<SchemaTypes, UserOnMergeRequest>, name: string) {
  return builder.connectionObject(
    { type: ref, name: `${name}Connection`, description: `The connection type for ${name}.` },
    { name: `${name}Edge`, description: 'An edge in a connection.' },
  );
}

/** The users of these ids the caller may see, in order, as seen on the merge request. */
async function usersOn(ctx: GraphQLContext, view: MergeRequestView, ids: readonly number[]) {
  const users = await UserRef.getDataloader(ctx).loadMany(ids);
  return users.flatMap((u) => (u && !(u instanceof Error) ? [onMergeRequest(u, view)] : []));
}

function participantIdsOf(ctx: GraphQLContext, id: number) {
  return requestLoader(
    ctx,
    'mergeRequest.participants',
    fromMap((ids: readonly number[]) => ctx.services.mergeRequests.participantIds(ids), []),
  ).load(id);
}

builder.objectFields(MergeRequestRef, (t) => ({
  author: t.field({
    type: AuthorRef,
    nullable: true,
    description: 'User who created the merge request.',
    resolve: async (m, _, ctx) => (m.author ? ((await usersOn(ctx, m, [m.author.id]))[0] ?? null) : null),
  }),
  assignees: t.connection(
    {
      type: AssigneeRef,
      nullable: true,
      description: 'Assignees of the merge request.',
      resolve: async (m, args, ctx) =>
        connectionFromArray(
          await usersOn(
            ctx,
            m,
            m.assignees.map((u) => u.id),
          ),
          args,
        ),
    },
    connection(AssigneeRef, 'MergeRequestAssignee'),
  ),
  reviewers: t.connection(
    {
      type: ReviewerRef,
      nullable: true,
      description: 'Users from whom a review has been requested.',
      resolve: async (m, args, ctx) =>
        connectionFromArray(
          await usersOn(
            ctx,
            m,
            m.reviewers.map((u) => u.id),
          ),
          args,
        ),
    },
    connection(ReviewerRef, 'MergeRequestReviewer'),
  ),
  participants: t.connection(
    {
      type: ParticipantRef,
      nullable: true,
      description:
        'Participants in the merge request: its author, assignees, reviewers, approvers and commenters.',
      resolve: async (m, args, ctx) =>
        connectionFromArray(await usersOn(ctx, m, await participantIdsOf(ctx, m.id)), args),
    },
    connection(ParticipantRef, 'MergeRequestParticipant'),
  ),
}));
