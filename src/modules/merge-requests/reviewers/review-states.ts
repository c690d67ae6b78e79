import { sql, type Kysely } from 'kysely';
import type { MergeRequestUser } from '../merge-request-view.ts';

/** Where a reviewer stands on a merge request (GitLab's `MergeRequestReviewer` states). */
export const REVIEW_STATES = [
  'unreviewed',
  'reviewed',
  'requested_changes',
  'approved',
  'unapproved',
  'review_started',
] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/**
 * How a reviewer concludes a review when submitting it (GitLab's `reviewer_state` on publishing draft
 * notes): approving is a real approval, the others set the state alone.
 */
export const SUBMITTED_REVIEW_STATES = ['approved', 'requested_changes', 'reviewed'] as const;
export type SubmittedReviewState = (typeof SUBMITTED_REVIEW_STATES)[number];

/** One reviewer of a merge request and their state. */
export interface ReviewerRecord {
  userId: number;
  state: ReviewState;
  createdAt: Date;
}

/** A reviewer as `GET .../reviewers` lists them. */
export interface ReviewerEntry {
  user: MergeRequestUser;
  state: ReviewState;
  createdAt: Date;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

/** The reviewers of these merge requests with their states, by merge request id (user id order). */
export async function reviewerRecords(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, ReviewerRecord[]>> {
  const result = new Map<number, ReviewerRecord[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return result;
  const { rows } = await sql<{
    merge_request_id: number;
    user_id: number;
    state: ReviewState;
    created_at: Date;
  }>`
    select merge_request_id, user_id, state, created_at from merge_request_reviewers
    where merge_request_id = any(${[...ids]}::int[]) order by merge_request_id, user_id`.execute(db);
  for (const r of rows) {
    result
      .get(r.merge_request_id)
      ?.push({ userId: r.user_id, state: r.state, createdAt: new Date(r.created_at) });
  }
  return result;
}

/** A reviewer's state, locked until the transaction ends; null when the user is no reviewer. */
export async function lockedReviewerState(
  db: Db,
  mergeRequestId: number,
  userId: number,
): Promise<ReviewState | null> {
  const { rows } = await sql<{ state: ReviewState }>`select state from merge_request_reviewers
    where merge_request_id = ${mergeRequestId} and user_id = ${userId} for update`.execute(db);
  return rows[0]?.state ?? null;
}

/**
 * Sets a reviewer's state (nothing when the user is no reviewer); states in `keep` stay as they are.
 * Returns whether the user is a reviewer whose state is now `state`.
 */
export async function setReviewerState(
  db: Db,
  mergeRequestId: number,
  userId: number,
  state: ReviewState,
  keep: readonly ReviewState[] = [],
): Promise<boolean> {
  const { rows } = await sql`update merge_request_reviewers set state = ${state}
    where merge_request_id = ${mergeRequestId} and user_id = ${userId}
      and not (state = any(${[...keep]}::varchar[]))
    returning user_id`.execute(db);
  return rows.length > 0;
}
