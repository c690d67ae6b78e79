import { onMergeRequest } from './merge-requests.graphql.ts';

/**
 * The merge request sidebar's mutations GitLab has (subscription, discussion lock, asking a reviewer
 * again, requesting changes); each calls the service operation REST calls.
 */

onMergeRequest(
  'mergeRequestSetSubscription',
  'Subscribes the current user to a merge request, or unsubscribes them.',
  (t) => ({
    subscribedState: t.boolean({ required: true, description: 'Desired state of the subscription.' }),
  }),
  async (ctx, projectPath, iid, input) =>
    (
      await ctx.services.mergeRequests.setSubscribed(
        ctx.actor,
        projectPath,
        iid,
        Boolean(input['subscribedState']),
      )
    ).view,
);

onMergeRequest(
  'mergeRequestSetLocked',
  'Locks the discussion of a merge request (comments from project members only), or unlocks it.',
  (t) => ({
    locked: t.boolean({ required: true, description: 'Whether or not to lock the merge request.' }),
  }),
  (ctx, projectPath, iid, input) =>
    ctx.services.mergeRequests.update(ctx.actor, projectPath, iid, {
      discussionLocked: Boolean(input['locked']),
    }),
);

onMergeRequest(
  'mergeRequestReviewerRereview',
  'Asks a reviewer of a merge request for a new review (their state returns to unreviewed).',
  (t) => ({
    userId: t.field({
      type: 'UserID',
      required: true,
      description: 'The user ID for the user that has been requested for a new review.',
    }),
  }),
  (ctx, projectPath, iid, input) =>
    ctx.services.mergeRequests.reviewers.rereview(ctx.actor, projectPath, iid, Number(input['userId'])),
);

onMergeRequest(
  'mergeRequestRequestChanges',
  'Requests changes on a merge request as one of its reviewers (withdrawing your approval).',
  () => ({}),
  (ctx, projectPath, iid) => ctx.services.mergeRequests.reviewers.requestChanges(ctx.actor, projectPath, iid),
);
