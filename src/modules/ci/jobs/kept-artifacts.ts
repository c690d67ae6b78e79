import { sql, type RawBuilder } from 'kysely';

/**
 * The pipelines whose artifacts are kept whatever their expiry (GitLab's `keep_latest_artifact`): the
 * newest successful pipeline of each ref of a project, while both the instance setting and the
 * project's own keep them. `projectIds` narrows it; the answer is a subquery of pipeline ids.
 */
export function keptPipelines(
  instanceKeeps: boolean,
  projectIds?: readonly number[],
): RawBuilder<{ id: number }> {
  if (!instanceKeeps) return sql<{ id: number }>`select null::int as id where false`;
  const ofProjects =
    projectIds === undefined ? sql`` : sql`and p.project_id = any(${[...projectIds]}::int[])`;
  return sql<{ id: number }>`
    select distinct on (p.project_id, p.ref, p.tag) p.id
    from ci_pipelines p
    join projects pr on pr.id = p.project_id
    where p.status = 'success'
      and coalesce((pr.settings->>'keep_latest_artifact')::boolean, true)
      ${ofProjects}
    order by p.project_id, p.ref, p.tag, p.id desc`;
}
