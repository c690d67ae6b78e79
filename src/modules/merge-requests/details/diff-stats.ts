import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import type { GitRepository } from '../../../git/repository.ts';

/** What a merge request's diff counts: commits on the source branch past the merge base, and lines. */
export interface DiffStats {
  commitsCount: number;
  additions: number;
  deletions: number;
}

/** Counts the commits of `base..head` and the lines `git diff --numstat` adds and deletes (binaries: 0). */
export async function countDiff(
  repo: GitRepository,
  base: string,
  head: string,
  env: Record<string, string> | undefined,
): Promise<DiffStats> {
  const commits = await repo.text(['rev-list', '--count', `${base}..${head}`], { env });
  const numstat = await repo.text(['diff', '--numstat', '-M', base, head], { env });
  let additions = 0;
  let deletions = 0;
  for (const line of numstat.split('\n')) {
    const [added, deleted] = line.split('\t');
    if (added && /^\d+$/.test(added)) additions += Number(added);
    if (deleted && /^\d+$/.test(deleted)) deletions += Number(deleted);
  }
  return { commitsCount: Number(commits.trim()) || 0, additions, deletions };
}

/** Stores (or, with null, forgets) the counts of a merge request's current diff. */
export async function saveDiffStats(
  db: Kysely<Database>,
  mergeRequestId: number,
  stats: (DiffStats & { headSha: string }) | null,
): Promise<void> {
  if (!stats) {
    await sql`delete from merge_request_diff_stats where merge_request_id = ${mergeRequestId}`.execute(db);
    return;
  }
  await sql`insert into merge_request_diff_stats (merge_request_id, commits_count, additions, deletions, head_sha)
    values (${mergeRequestId}, ${stats.commitsCount}, ${stats.additions}, ${stats.deletions}, ${stats.headSha})
    on conflict (merge_request_id) do update set commits_count = excluded.commits_count,
      additions = excluded.additions, deletions = excluded.deletions, head_sha = excluded.head_sha,
      updated_at = now()`.execute(db);
}

/** The stored counts of these merge requests, by id (one statement). */
export async function diffStatsByIds(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, DiffStats>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<{
    merge_request_id: number;
    commits_count: number;
    additions: number;
    deletions: number;
  }>`
    select merge_request_id, commits_count, additions, deletions from merge_request_diff_stats
    where merge_request_id = any(${[...ids]}::int[])`.execute(db);
  return new Map(
    rows.map((r) => [
      r.merge_request_id,
      { commitsCount: r.commits_count, additions: r.additions, deletions: r.deletions },
    ]),
  );
}
