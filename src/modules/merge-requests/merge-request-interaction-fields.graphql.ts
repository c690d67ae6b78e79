import { builder, type GraphQLContext, type SchemaTypes } from '../../graphql/builder.ts';
import { MemberInterfaceRef } from '../members/members.graphql.ts';
import { AutocompletedUserRef } from '../users/autocompleted-user.graphql.ts';
import type { MergeRequestInteraction } from './reviewers/merge-request-interactions.ts';
import { interactionOf, UserMergeRequestInteractionRef } from './merge-request-users.graphql.ts';
import { MergeRequestRef } from './merge-requests.graphql.ts';

/**
 * `mergeRequestInteraction(id:)` on users offered for a merge request (autocompletion, project
 * members): what each may do on the merge request the caller names, as the reviewer and assignee
 * pickers show it. The merge request loads once per request and the interactions in one batch.
 */
async function interactionWith(
  ctx: GraphQLContext,
  mergeRequestId: number,
  userId: number | null | undefined,
): Promise<MergeRequestInteraction | null> {
  if (userId == null) return null;
  const [view] = await MergeRequestRef.getDataloader(ctx).loadMany([mergeRequestId]);
  if (!view || view instanceof Error) return null;
  return interactionOf(ctx, { view, userId });
}

function interactionField<Parent>(
  t: PothosSchemaTypes.FieldBuilder<SchemaTypes, Parent, 'Object' | 'Interface'>,
  description: string,
  userIdOf: (parent: Parent) => number | null | undefined,
) {
  return t.field({
    type: UserMergeRequestInteractionRef,
    nullable: true,
    description,
    args: {
      id: t.arg({ type: 'MergeRequestID', required: true, description: 'Global ID of the merge request.' }),
    },
    resolve: (parent, args, ctx) => interactionWith(ctx, Number(args.id), userIdOf(parent)),
  });
}

builder.objectField(AutocompletedUserRef, 'mergeRequestInteraction', (t) =>
  interactionField(t, 'Merge request state related to the user.', (user) => user.id),
);

builder.interfaceField(MemberInterfaceRef, 'mergeRequestInteraction', (t) =>
  interactionField(t, 'Find a merge request.', (member) => member.member.user?.id),
);
