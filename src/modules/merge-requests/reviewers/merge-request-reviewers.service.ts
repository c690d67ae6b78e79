import { sql } from 'kysely';
import type { Actor } from '../../../core/actor.ts';
import { verbatimError } from '../../../core/errors.ts';
import type { Tx } from '../../../core/tx.ts';
import { kysely } from '../../../db/database.ts';
import type { ModuleDeps } from '../../../services.ts';
import type { ProjectSubject } from '../../projects/projects.policy.ts';
import type { MergeRequestView } from '../merge-request-view.ts';
import type { MergeRequestsService, Target } from '../merge-requests.service.ts';
import { approvalsChanged, reviewersChanged } from './review-events.ts';
import {
  lockedReviewerState,
  reviewerRecords,
  setReviewerState,
  type ReviewerEntry,
  type ReviewerRecord,
  type ReviewState,
  type SubmittedReviewState,
} from './review-states.ts';

/** Why a reviewer's own state was left as it was, in GitLab's words. */
export type ReviewStateRefusal = 'Invalid permissions' | 'Reviewer not found' | 'Reviewer has approved';

/**
 * Where the reviewers of merge requests stand, as GitLab moves them: approving and unapproving set
 * `approved` and `unapproved` (in the merge requests service), a reviewer's first draft note sets
 * `review_started`, a reviewer's comment sets `reviewed`, submitting a review (publishing drafts)
 * may set `reviewed`, `requested_changes` or approve, requesting changes withdraws the reviewer's
 * approval, and asking for a review again sets `unreviewed` and withdraws that reviewer's approval.
 * A reviewer who approved keeps `approved` until they unapprove or request changes.
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

  /** The caller, a reviewer, asks for changes (GraphQL `mergeRequestRequestChanges`). */
  async requestChanges(actor: Actor, projectRef: string | number, iid: number): Promise<MergeRequestView> {
    const target = await this.mergeRequests.target(actor, projectRef, iid);
    const refusal = await this.deps.uow.run((tx) => this.setOwnState(tx, actor, target, 'requested_changes'));
    if (refusal) throw refusalError(refusal);
    return this.mergeRequests.get(actor, projectRef, iid);
  }

  /**
   * In the transaction writing the caller's first draft note on a merge request: their review has
   * started (GitLab's `review_started`), unless they approved it or may not update it.
   */
  async reviewStarted(tx: Tx, actor: Actor, project: ProjectSubject, mergeRequestId: number): Promise<void> {
    const target = await this.mergeRequests.targetById(project, mergeRequestId);
    if (target) await this.setOwnState(tx, actor, target, 'review_started');
  }

  /**
   * In the transaction publishing the caller's review: concludes it with `state` (approving for
   * `approved`). Returns null when done, or why the state stays as it was (GitLab then publishes
   * the review all the same).
   */
  async submitted(
    tx: Tx,
    actor: Actor,
    project: ProjectSubject,
    mergeRequestId: number,
    state: SubmittedReviewState,
  ): Promise<ReviewStateRefusal | null> {
    const target = await this.mergeRequests.targetById(project, mergeRequestId);
    if (!target) return 'Reviewer not found';
    if (state !== 'approved') return this.setOwnState(tx, actor, target, state);
    if (!this.mergeRequests.mayApprove(actor, target)) return 'Invalid permissions';
    await this.mergeRequests.approveIn(tx, actor, target);
    return null;
  }

  /**
   * GitLab's rules for a reviewer setting their own state: they must be able to update the merge
   * request and be one of its reviewers; an approval stands unless they request changes, which
   * withdraws it and records a "requested changes" system note.
   */
  private async setOwnState(
    tx: Tx,
    actor: Actor,
    target: Target,
    state: Extract<ReviewState, 'review_started' | 'reviewed' | 'requested_changes'>,
  ): Promise<ReviewStateRefusal | null> {
    const me = actor.user;
    if (!me || !(await this.mergeRequests.mayUpdate(actor, target))) return 'Invalid permissions';
    const db = kysely(tx.em);
    const id = target.row.id;
    const current = await lockedReviewerState(db, id, me.id);
    if (current === null) return 'Reviewer not found';
    if (current === 'approved' && state !== 'requested_changes') return 'Reviewer has approved';
    if (state !== 'requested_changes') {
      if (current !== state) {
        await setReviewerState(db, id, me.id, state);
        reviewersChanged(tx, id);
      }
      return null;
    }
    await setReviewerState(db, id, me.id, state);
    await this.mergeRequests.systemNote(tx, target, me.id, 'requested changes');
    const withdrawn = await sql`delete from merge_request_approvals
      where merge_request_id = ${id} and user_id = ${me.id} returning user_id`.execute(db);
    if (withdrawn.rows.length > 0) approvalsChanged(tx, id);
    else reviewersChanged(tx, id);
    return null;
  }
}

const REFUSAL_KINDS = {
  'Invalid permissions': 'forbidden',
  'Reviewer not found': 'not_found',
  'Reviewer has approved': 'conflict',
} as const;

function refusalError(refusal: ReviewStateRefusal) {
  return verbatimError(REFUSAL_KINDS[refusal], refusal);
}
