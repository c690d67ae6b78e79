import { sql } from 'kysely';
import type { kysely } from '../../../db/database.ts';

type Db = ReturnType<typeof kysely>;

/** Which merge requests to recompute the head pipeline of. */
export type HeadPipelineScope =
  | { mergeRequestIds: readonly number[] }
  /** Open merge requests from a branch, and the one a pipeline runs for (a pipeline was created or changed). */
  | { sourceProjectId: number; sourceBranch: string; mergeRequestId: number | null };

/**
 * Points `merge_requests.head_pipeline_id` at the newest pipeline for the merge request's current
 * head (GitLab's `diff_head_pipeline`): a pipeline of the merge request itself (detached, merged
 * result or merge train) whose commit or source commit is the head, or a branch pipeline of the
 * source branch at the head. Child pipelines never are. Returns the merge requests that changed.
 */
export async function refreshHeadPipelines(db: Db, scope: HeadPipelineScope): Promise<number[]> {
  const which =
    'mergeRequestIds' in scope
      ? sql`m.id = any(${[...scope.mergeRequestIds]}::int[])`
      : sql`m.state = 'opened' and ((m.source_project_id = ${scope.sourceProjectId}
          and m.source_branch = ${scope.sourceBranch}) or m.id = ${scope.mergeRequestId ?? 0}::int)`;
  const { rows } = await sql<{ id: number }>`
    update merge_requests target set head_pipeline_id = found.pipeline_id
    from (
      select m.id, (
        select p.id from ci_pipelines p
        where m.head_sha is not null and p.source <> 'parent_pipeline'
          and (p.sha = m.head_sha or p.source_sha = m.head_sha)
          and (p.merge_request_id = m.id
            or (p.merge_request_id is null and p.project_id = m.source_project_id
              and p.ref = m.source_branch and p.tag = false))
        order by p.id desc limit 1
      ) as pipeline_id
      from merge_requests m where ${which}
    ) found
    where target.id = found.id and target.head_pipeline_id is distinct from found.pipeline_id
    returning target.id`.execute(db);
  return rows.map((r) => r.id);
}
