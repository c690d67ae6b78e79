import { sql } from 'kysely';
import type { Actor } from '../../../core/actor.ts';
import { verbatimError } from '../../../core/errors.ts';
import type { Tx } from '../../../core/tx.ts';
import { kysely } from '../../../db/database.ts';
import type { ModuleDeps } from '../../../services.ts';
import type { MergeRequestView } from '../merge-request-view.ts';
import type { MergeRequestsService } from '../merge-requests.service.ts';
import { approvalsChanged, reviewersChanged } from './review-events.ts';
import {
  reviewerRecords,
  setReviewerState,
  type ReviewerEntry,
  type ReviewerRecord,
} from './review-states.ts';

/**
 * Where the reviewers of merge requests stand: approving and unapproving set `approved` and
 * `unapproved` (in the merge requests service), a reviewer's comment sets `reviewed`, and asking for
 * a review again sets `unreviewed` and withdraws that reviewer's approval, as GitLab does.
 */
export class MergeRequestReviewersService {
  private readonly deps: ModuleDeps;
  private readonly mergeRequests: MergeRequestsService;

  constructor(deps: ModuleDeps, mergeRequests: MergeRequestsService) {
    this.deps = deps;
    this.mergeRequests = mergeRequests;
  }

  /** `GET /projects/:id/merge_requests/:merge_request_iid/reviewers`. */
  async list(actor: Actor, projectRef: string | number, iid: number): Promise<ReviewerEntry[]> {
    const view = await this.mergeRequests.get(actor, projectRef, iid);
    const records = (await this.records([view.id])).get(view.id) ?? [];
    const byUser = new Map(records.map((r) => [r.userId, r]));
    return view.reviewers.flatMap((user) => {
      const record = byUser.get(user.id);
      return record ? [{ user, state: record.state, createdAt: record.createdAt }] : [];
    });
  }

  /** The reviewers of merge requests the caller may already read, with their states, by id. */
  records(ids: readonly number[]): Promise<Map<number, ReviewerRecord[]>> {
    return reviewerRecords(this.mergeRequests.finder.db, ids);
  }

  /** Asks a reviewer for a new review (GraphQL `mergeRequestReviewerRereview`). */
  async rereview(
    actor: Actor,
    projectRef: string | number,
    iid: number,
    userId: number,
  ): Promise<MergeRequestView> {
    const target = await this.mergeRequests.target(actor, projectRef, iid);
    await this.mergeRequests.authorizeUpdate(actor, target);
    await this.deps.uow.run(async (tx) => {
      const db = kysely(tx.em);
      if (!(await setReviewerState(db, target.row.id, userId, 'unreviewed'))) {
        throw verbatimError('not_found', 'Reviewer not found');
      }
      const withdrawn = await sql`delete from merge_request_approvals
        where merge_request_id = ${target.row.id} and user_id = ${userId} returning user_id`.execute(db);
      if (withdrawn.rows.length > 0) approvalsChanged(tx, target.row.id);
      else reviewersChanged(tx, target.row.id);
    });
    return this.mergeRequests.get(actor, projectRef, iid);
  }

  /** A comment by a reviewer marks their review given (an approval or a request for changes stands). */
  async commented(tx: Tx, mergeRequestId: number, userId: number): Promise<void> {
    const changed = await setReviewerState(kysely(tx.em), mergeRequestId, userId, 'reviewed', [
      'approved',
      'requested_changes',
    ]);
    if (changed) reviewersChanged(tx, mergeRequestId);
  }
}
