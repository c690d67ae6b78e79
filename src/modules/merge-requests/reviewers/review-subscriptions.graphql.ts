import { mergeRequestEventSubscription } from '../merge-request-event-subscriptions.graphql.ts';
import './review-events.ts';

mergeRequestEventSubscription(
  'mergeRequestReviewersUpdated',
  'merge_request.reviewers',
  'Triggered when the reviewers of a merge request are updated (who they are, or where a review stands).',
);

mergeRequestEventSubscription(
  'mergeRequestApprovalStateUpdated',
  'merge_request.approval_state',
  'Triggered when the approval state of a merge request is updated (an approval given or withdrawn).',
);
