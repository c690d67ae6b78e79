import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';

/**
 * A merge between its ref move and its database record: written (and committed) before the target
 * branch moves, deleted in the transaction that marks the merge request merged. A row found at
 * startup is a merge a crash cut short: finished when the branch moved, dropped when it did not.
 */
export interface MergeJournal {
  id: number;
  merge_request_id: number;
  project_id: number;
  user_id: number | null;
  target_branch: string;
  old_sha: string;
  new_sha: string;
  merge_commit_sha: string | null;
  squash_commit_sha: string | null;
  source_branch: string | null;
  source_sha: string | null;
  remove_source_branch: boolean;
}

export type NewMergeJournal = Omit<MergeJournal, 'id'>;

/** Records a merge about to move its target branch; null when another merge of it is in flight. */
export async function writeJournal(db: Kysely<Database>, entry: NewMergeJournal): Promise<number | null> {
  const { rows } = await sql<{ id: number }>`
    insert into merge_request_merge_journals (merge_request_id, project_id, user_id, target_branch, old_sha,
      new_sha, merge_commit_sha, squash_commit_sha, source_branch, source_sha, remove_source_branch)
    values (${entry.merge_request_id}, ${entry.project_id}, ${entry.user_id}::int, ${entry.target_branch},
      ${entry.old_sha}, ${entry.new_sha}, ${entry.merge_commit_sha}, ${entry.squash_commit_sha},
      ${entry.source_branch}, ${entry.source_sha}, ${entry.remove_source_branch})
    on conflict (merge_request_id) do nothing
    returning id`.execute(db);
  return rows[0]?.id ?? null;
}

export async function deleteJournal(db: Kysely<Database>, id: number): Promise<void> {
  await sql`delete from merge_request_merge_journals where id = ${id}`.execute(db);
}

/** Merges whose ref move was never recorded as done (a crash between the two). */
export async function pendingJournals(db: Kysely<Database>): Promise<MergeJournal[]> {
  const { rows } = await sql<MergeJournal>`
    select id, merge_request_id, project_id, user_id, target_branch, old_sha, new_sha, merge_commit_sha,
      squash_commit_sha, source_branch, source_sha, remove_source_branch
    from merge_request_merge_journals order by id`.execute(db);
  return rows;
}
