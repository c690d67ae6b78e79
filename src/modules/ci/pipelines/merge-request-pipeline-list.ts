import { sql } from 'kysely';
import type { kysely } from '../../../db/database.ts';
import { PIPELINE_RECORD_COLUMNS } from './pipeline-records.ts';

/**
 * Which pipelines belong to a merge request (GitLab's `all_pipelines`): its own merge request
 * pipelines, and the branch pipelines of its source branch for the merge request's commits.
 * Child pipelines belong to their parent's trigger job and are left out.
 */
export interface MergeRequestPipelineScope {
  mergeRequestId: number;
  /** Null when the caller may not read the source project's pipelines (a private fork). */
  sourceProjectId: number | null;
  /** The source project's full path (a fork's branch pipelines are shown with it). */
  sourceProjectPath: string;
  sourceBranch: string;
  /** The merge request's commits (source head first). */
  shas: readonly string[];
}

type Db = ReturnType<typeof kysely>;

/** The pipelines of one merge request, as records' rows. */
export function mergeRequestPipelinesQuery(db: Db, scope: MergeRequestPipelineScope) {
  return db
    .selectFrom('ci_pipelines')
    .select(PIPELINE_RECORD_COLUMNS)
    .where('source', '!=', 'parent_pipeline')
    .where((eb) =>
      eb.or([
        eb('merge_request_id', '=', scope.mergeRequestId),
        ...(scope.sourceProjectId !== null && scope.shas.length > 0
          ? [
              eb.and([
                eb('merge_request_id', 'is', null),
                eb('project_id', '=', scope.sourceProjectId),
                eb('ref', '=', scope.sourceBranch),
                eb('tag', '=', false),
                eb('sha', 'in', [...scope.shas]),
              ]),
            ]
          : []),
      ]),
    );
}

/** The pipelines of several merge requests in one statement, newest first, with the merge request each is for. */
export async function pipelinesOfMergeRequests(
  db: Db,
  scopes: readonly MergeRequestPipelineScope[],
  limit: number,
) {
  if (scopes.length === 0) return [];
  const branchScopes = scopes.flatMap((s) =>
    s.sourceProjectId === null ? [] : s.shas.map((sha) => ({ s, sha })),
  );
  const { rows } = await sql<{ owner_id: number; pipeline_id: number }>`
    select owner_id, pipeline_id from (
      select owner_id, pipeline_id, row_number() over (partition by owner_id order by pipeline_id desc) as n
      from (
        select p.merge_request_id as owner_id, p.id as pipeline_id from ci_pipelines p
        where p.merge_request_id = any(${scopes.map((s) => s.mergeRequestId)}::int[])
          and p.source <> 'parent_pipeline'
        union
        select b.owner_id, p.id from unnest(
            ${branchScopes.map((b) => b.s.mergeRequestId)}::int[],
            ${branchScopes.map((b) => b.s.sourceProjectId!)}::int[],
            ${branchScopes.map((b) => b.s.sourceBranch)}::text[],
            ${branchScopes.map((b) => b.sha)}::text[]) as b(owner_id, project_id, ref, sha)
          join ci_pipelines p on p.project_id = b.project_id and p.ref = b.ref and p.sha = b.sha
        where p.merge_request_id is null and p.tag = false and p.source <> 'parent_pipeline'
      ) found
    ) ranked where n <= ${limit} order by owner_id, pipeline_id desc`.execute(db);
  return rows;
}
