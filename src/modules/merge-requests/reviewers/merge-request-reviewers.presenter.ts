import { presentMergeRequestUser } from '../merge-requests.presenter.ts';
import type { ReviewerEntry } from './review-states.ts';

/** One entry of `GET .../merge_requests/:merge_request_iid/reviewers`. */
export function presentReviewer(entry: ReviewerEntry) {
  return {
    user: presentMergeRequestUser(entry.user),
    state: entry.state,
    created_at: entry.createdAt.toISOString(),
  };
}
