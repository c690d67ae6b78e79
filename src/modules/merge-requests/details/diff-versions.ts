import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';

/** The commits a merge request's diff is computed from (GitLab's `diff_refs`). */
export interface DiffVersionRefs {
  /** The merge base of the target and the source head: the diff's base. */
  base: string;
  head: string;
  /** The target branch head the diff was computed against. */
  start: string;
}

/**
 * The version of a merge request's diff with these base and head commits (GitLab's
 * `merge_request_diffs` id): recorded the first time the diff is computed (the background diff
 * refresh, or a pipeline's variables when it comes first), the same version afterwards.
 */
export async function diffVersionId(
  db: Kysely<Database>,
  mergeRequestId: number,
  refs: DiffVersionRefs,
): Promise<number> {
  const inserted = await sql<{ id: number }>`insert into merge_request_diffs
      (merge_request_id, base_commit_sha, head_commit_sha, start_commit_sha)
    values (${mergeRequestId}, ${refs.base}, ${refs.head}, ${refs.start})
    on conflict (merge_request_id, head_commit_sha, base_commit_sha) do nothing returning id`.execute(db);
  if (inserted.rows[0]) return inserted.rows[0].id;
  const { rows } = await sql<{ id: number }>`select id from merge_request_diffs
    where merge_request_id = ${mergeRequestId} and head_commit_sha = ${refs.head}
      and base_commit_sha = ${refs.base}`.execute(db);
  return rows[0]!.id;
}
