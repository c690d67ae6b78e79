import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type RawBuilder } from 'kysely';
import { kysely } from '../../../db/database.ts';
import { User } from '../../users/user.entity.ts';
import type { JobWhen } from '../config/types.ts';
import type { CiStatus } from '../status.ts';
import type { JobType } from './job.entity.ts';
import type { JobArtifactRecord, JobRecord } from './job-view.ts';

/** Timestamps arrive as PostgreSQL's text (MikroORM leaves them unparsed for its own hydration). */
interface JobRow {
  id: number;
  type: JobType;
  project_id: number;
  pipeline_id: number;
  name: string;
  stage: string;
  stage_idx: number;
  status: CiStatus;
  when: JobWhen;
  failure_reason: string | null;
  ref: string;
  tag: boolean;
  sha: string;
  coverage: number | null;
  allow_failure: boolean;
  retried: boolean;
  tag_list: string[] | null;
  runner_id: number | null;
  runner_manager_id: number | null;
  downstream_pipeline_id: number | null;
  user_id: number | null;
  created_at: string;
  scheduled_at: string | null;
  queued_at: string | null;
  started_at: string | null;
  finished_at: string | null;
  erased_at: string | null;
  pipeline_iid: number;
  pipeline_ref: string;
  pipeline_sha: string;
  pipeline_status: CiStatus;
  pipeline_created_at: string;
  pipeline_updated_at: string;
}

/**
 * Jobs by id, in the order of the ids (missing ones left out), with their pipelines and (unless
 * `withUsers` is false: GraphQL shows no job's user) their users.
 */
export async function readJobRecords(
  em: EntityManager,
  ids: readonly number[],
  options: { withUsers?: boolean } = {},
): Promise<JobRecord[]> {
  if (ids.length === 0) return [];
  const records = await selectJobRecords(em, sql`b.id = any(${ids}::int[])`, options.withUsers ?? true);
  const byId = new Map(records.map((record) => [record.id, record]));
  return ids.map((id) => byId.get(id)).filter((record): record is JobRecord => record !== undefined);
}

/** The latest attempts of the jobs (builds and bridges) of pipelines, in stage order, in one read (no users). */
export async function readLatestJobRecordsOfPipelines(
  em: EntityManager,
  pipelineIds: readonly number[],
): Promise<JobRecord[]> {
  if (pipelineIds.length === 0) return [];
  const records = await selectJobRecords(
    em,
    sql`b.pipeline_id = any(${pipelineIds}::int[]) and b.retried = false`,
    false,
  );
  return records.sort((a, b) => a.stageIdx - b.stageIdx || a.id - b.id);
}

async function selectJobRecords(
  em: EntityManager,
  where: RawBuilder<unknown>,
  withUsers: boolean,
): Promise<JobRecord[]> {
  const { rows } = await sql<JobRow>`
    select b.id, b.type, b.project_id, b.pipeline_id, b.name, b.stage, b.stage_idx, b.status, b."when",
      b.failure_reason, b.ref, b.tag, b.sha, b.coverage, b.allow_failure, b.retried, b.options -> 'tags' as tag_list,
      b.runner_id, b.runner_manager_id, b.downstream_pipeline_id, b.user_id, b.created_at, b.scheduled_at,
      b.queued_at, b.started_at, b.finished_at, b.erased_at, p.iid as pipeline_iid, p.ref as pipeline_ref,
      p.sha as pipeline_sha, p.status as pipeline_status, p.created_at as pipeline_created_at,
      p.updated_at as pipeline_updated_at
    from ci_builds b join ci_pipelines p on p.id = b.pipeline_id
    where ${where}`.execute(kysely(em));
  const userIds = withUsers
    ? [...new Set(rows.map((r) => r.user_id).filter((id): id is number => id !== null))]
    : [];
  const users = new Map(
    (userIds.length > 0 ? await em.find(User, { id: { $in: userIds } }) : []).map((u) => [u.id, u]),
  );
  return rows.map((row) => recordOfRow(row, users));
}

function recordOfRow(row: JobRow, users: Map<number, User>): JobRecord {
  return {
    id: row.id,
    type: row.type,
    projectId: row.project_id,
    name: row.name,
    stage: row.stage,
    stageIdx: row.stage_idx,
    status: row.status,
    when: row.when,
    failureReason: row.failure_reason,
    ref: row.ref,
    tag: row.tag,
    sha: row.sha,
    coverage: row.coverage,
    allowFailure: row.allow_failure,
    retried: row.retried,
    tagList: row.tag_list ?? [],
    runnerId: row.runner_id,
    runnerManagerId: row.runner_manager_id,
    downstreamPipelineId: row.downstream_pipeline_id,
    createdAt: new Date(row.created_at),
    scheduledAt: dateOrNull(row.scheduled_at),
    queuedAt: dateOrNull(row.queued_at),
    startedAt: dateOrNull(row.started_at),
    finishedAt: dateOrNull(row.finished_at),
    erasedAt: dateOrNull(row.erased_at),
    pipeline: {
      id: row.pipeline_id,
      iid: row.pipeline_iid,
      ref: row.pipeline_ref,
      sha: row.pipeline_sha,
      status: row.pipeline_status,
      createdAt: new Date(row.pipeline_created_at),
      updatedAt: new Date(row.pipeline_updated_at),
    },
    user: row.user_id === null ? null : (users.get(row.user_id) ?? null),
  };
}

/** The artifacts of jobs, as the presenters show them. */
export function readArtifactRecords(
  em: EntityManager,
  jobIds: readonly number[],
): Promise<JobArtifactRecord[]> {
  return readArtifactRecordsWhere(em, 'job_id', jobIds);
}

/** Artifacts by their own ids (missing ones left out). */
export function readArtifactRecordsById(
  em: EntityManager,
  ids: readonly number[],
): Promise<JobArtifactRecord[]> {
  return readArtifactRecordsWhere(em, 'id', ids);
}

async function readArtifactRecordsWhere(
  em: EntityManager,
  column: 'id' | 'job_id',
  values: readonly number[],
): Promise<JobArtifactRecord[]> {
  if (values.length === 0) return [];
  const rows = await kysely(em)
    .selectFrom('ci_job_artifacts')
    .select(['id', 'job_id', 'file_type', 'file_format', 'filename', 'size', 'expire_at'])
    .where(column, 'in', values)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    jobId: Number(row.job_id),
    fileType: row.file_type,
    fileFormat: row.file_format,
    filename: row.filename,
    size: Number(row.size),
    expireAt: dateOrNull(row.expire_at),
  }));
}

function dateOrNull(value: string | Date | null | undefined): Date | null {
  return value == null ? null : new Date(value);
}
