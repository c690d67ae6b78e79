import { sql } from 'kysely';
import type { EntityManager } from '@mikro-orm/postgresql';
import { kysely } from '../../../db/database.ts';
import type { EnvironmentSpec } from '../config/types.ts';
import type { CiStatus } from '../status.ts';

/** A job with `environment:`, as the environments module follows it. */
export interface EnvironmentJob {
  id: number;
  projectId: number;
  pipelineId: number;
  name: string;
  ref: string;
  tag: boolean;
  sha: string;
  userId: number | null;
  status: CiStatus;
  environment: EnvironmentSpec;
}

/**
 * Of these jobs, those that name an environment, read in the caller's transaction (the
 * environments module records their deployments along with the jobs' status changes).
 */
export async function jobsWithEnvironments(
  em: EntityManager,
  jobIds: readonly number[],
): Promise<EnvironmentJob[]> {
  if (jobIds.length === 0) return [];
  const { rows } = await sql<EnvironmentJob>`
    select b.id, b.project_id as "projectId", b.pipeline_id as "pipelineId", b.name, b.ref, b.tag, b.sha,
      b.user_id as "userId", b.status, b.options->'environment' as environment
    from ci_builds b
    where b.id = any(${[...new Set(jobIds)]}) and b.options ? 'environment' and b.type = 'Ci::Build'
    order by b.id`.execute(kysely(em));
  return rows.filter((row) => row.environment && typeof row.environment.name === 'string');
}

/**
 * The newest job named `name` in the pipeline of the job `jobId` (GitLab's stop action of a
 * deployment: its `on_stop` job), if it waits to be played by hand.
 */
export async function manualJobInPipelineOf(
  em: EntityManager,
  jobId: number,
  name: string,
): Promise<number | null> {
  const { rows } = await sql<{ id: number }>`
    select s.id from ci_builds s join ci_builds b on b.pipeline_id = s.pipeline_id
    where b.id = ${jobId} and s.name = ${name} and s.retried = false and s.status = 'manual'
    order by s.id desc limit 1`.execute(kysely(em));
  return rows[0]?.id ?? null;
}
