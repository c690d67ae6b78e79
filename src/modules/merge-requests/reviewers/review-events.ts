import type { Tx } from '../../../core/tx.ts';

declare module '../../../core/events.ts' {
  interface DomainEventMap {
    /** A merge request's reviewers changed: who they are, or where a review stands. */
    'merge_request.reviewers': { mergeRequestId: number };
    /** A merge request was approved or an approval withdrawn. */
    'merge_request.approval_state': { mergeRequestId: number };
  }
}

/** After commit: the merge request's reviewers changed (`mergeRequestReviewersUpdated`). */
export function reviewersChanged(tx: Tx, mergeRequestId: number): void {
  tx.emit('merge_request.reviewers', { mergeRequestId });
}

/**
 * After commit: an approval was given or withdrawn (`mergeRequestApprovalStateUpdated`); the
 * approver's review state moved with it, so the reviewers changed too.
 */
export function approvalsChanged(tx: Tx, mergeRequestId: number): void {
  tx.emit('merge_request.approval_state', { mergeRequestId });
  reviewersChanged(tx, mergeRequestId);
}
