import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { kysely } from '../../../db/database.ts';
import { prepared } from '../../../db/prepared-statements.ts';
import { epochMilliseconds } from '../../../db/sql.ts';
import { User } from '../../users/user.entity.ts';
import type { JobWhen } from '../config/types.ts';
import {
  pipelineRecordOfValues,
  pipelineValuesAsJson,
  type PipelineRecord,
} from '../pipelines/pipeline-records.ts';
import type { CiStatus } from '../status.ts';
import type { JobType } from './job.entity.ts';
import type {
  JobArtifactRecord,
  JobPipelineSummary,
  JobRecord,
  JobRecordWithPipeline,
  JobStage,
} from './job-view.ts';

/** Timestamps are read as milliseconds since the epoch: a number is cheaper to parse than a date's text. */
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
  created_at: number;
  scheduled_at: number | null;
  queued_at: number | null;
  started_at: number | null;
  finished_at: number | null;
  erased_at: number | null;
}

interface PipelineSummaryRow {
  pipeline_iid: number;
  pipeline_ref: string;
  pipeline_sha: string;
  pipeline_status: CiStatus;
  pipeline_created_at: number;
  pipeline_updated_at: number;
}

/** The columns a job row holds as they are. */
const JOB_RAW_COLUMNS = [
  'id',
  'type',
  'project_id',
  'pipeline_id',
  'name',
  'stage',
  'stage_idx',
  'status',
  'when',
  'failure_reason',
  'ref',
  'tag',
  'sha',
  'coverage',
  'allow_failure',
  'retried',
  'runner_id',
  'runner_manager_id',
  'downstream_pipeline_id',
  'user_id',
] as const;

const JOB_TIMESTAMP_COLUMNS = [
  'created_at',
  'scheduled_at',
  'queued_at',
  'started_at',
  'finished_at',
  'erased_at',
] as const;

/** What a job row holds, each read by its SQL expression, in the order of `JobValues`. */
const JOB_FIELDS: [keyof JobRow, RawBuilder<unknown>][] = [
  ...JOB_RAW_COLUMNS.map((column): [keyof JobRow, RawBuilder<unknown>] => [column, sql.ref(`b.${column}`)]),
  ['tag_list', sql`b.options -> 'tags'`],
  ...JOB_TIMESTAMP_COLUMNS.map((column): [keyof JobRow, RawBuilder<unknown>] => [
    column,
    epochMilliseconds(`b.${column}`),
  ]),
];

/** The columns of `ci_builds` that `JOB_FIELDS` read. */
const JOB_SOURCE_COLUMNS = [...JOB_RAW_COLUMNS, 'options', ...JOB_TIMESTAMP_COLUMNS];

const JOB_COLUMNS = sql.join(JOB_FIELDS.map(([name, value]) => sql`${value} as ${sql.ref(name)}`));

/** A job row as a JSON array: the values of `JOB_FIELDS`, in their order. */
type JobValues = [
  JobRow['id'],
  JobRow['type'],
  JobRow['project_id'],
  JobRow['pipeline_id'],
  JobRow['name'],
  JobRow['stage'],
  JobRow['stage_idx'],
  JobRow['status'],
  JobRow['when'],
  JobRow['failure_reason'],
  JobRow['ref'],
  JobRow['tag'],
  JobRow['sha'],
  JobRow['coverage'],
  JobRow['allow_failure'],
  JobRow['retried'],
  JobRow['runner_id'],
  JobRow['runner_manager_id'],
  JobRow['downstream_pipeline_id'],
  JobRow['user_id'],
  JobRow['tag_list'],
  JobRow['created_at'],
  JobRow['scheduled_at'],
  JobRow['queued_at'],
  JobRow['started_at'],
  JobRow['finished_at'],
  JobRow['erased_at'],
];

/**
 * The rows of a read as one JSON array of arrays, parsed by one `JSON.parse`: pg's driver decodes each
 * column of each row apart, which for a thousand jobs cost more than the statement itself, and arrays
 * spare the text (and the parse) of the column names a thousand times over.
 */
const jobRowsAsJson = (order = sql``) =>
  sql<JobValues[]>`coalesce(json_agg(json_build_array(${sql.join(
    JOB_FIELDS.map(([, value]) => value),
  )}) ${order}), '[]')`;
const JOB_ROWS_AS_JSON = jobRowsAsJson();

/** Jobs by id, in the order of the ids (missing ones left out): what GraphQL shows of them. */
export async function readJobRecords(em: EntityManager, ids: readonly number[]): Promise<JobRecord[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<{ jobs: JobValues[] }>`${prepared}
    select ${JOB_ROWS_AS_JSON} as jobs from ci_builds b where b.id = any(${ids}::int[])`.execute(kysely(em));
  return inOrderOf(ids, rows[0]!.jobs.map(recordsOfValues()));
}

/** A page of jobs, with their pipelines when asked for. */
export interface JobRecordsOfPage {
  jobs: JobRecord[];
  pipelines: PipelineRecord[];
}

/**
 * The jobs a page's query selects, read by that query itself (its index scan brings the rows, not
 * only their ids), in id order either way; with `pipelinesOf` (the project of the page) the jobs'
 * pipelines too, in the same statement.
 */
export async function readJobRecordsOfPage(
  em: EntityManager,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  page: SelectQueryBuilder<any, any, { id: number }>,
  order: 'asc' | 'desc',
  pipelinesOf?: PipelineRecord['project'],
): Promise<JobRecordsOfPage> {
  const rows = page.clearSelect().select(JOB_SOURCE_COLUMNS.map((column) => `ci_builds.${column}`));
  const jobs = jobRowsAsJson(sql`order by b.id ${sql.raw(order)}`);
  const { rows: read } = await (
    pipelinesOf
      ? sql<{ jobs: JobValues[]; pipelines: unknown[][] }>`${prepared}
          with b as (${rows})
          select (select ${jobs} from b) as jobs,
            (select ${pipelineValuesAsJson('p')} from ci_pipelines p
              where p.id in (select pipeline_id from b)) as pipelines`
      : sql<{
          jobs: JobValues[];
          pipelines: null;
        }>`${prepared}select ${jobs} as jobs, null as pipelines from (${rows}) b`
  ).execute(kysely(em));
  const { jobs: values, pipelines } = read[0]!;
  return {
    jobs: values.map(recordsOfValues()),
    pipelines: pipelinesOf ? (pipelines ?? []).map((p) => pipelineRecordOfValues(p, pipelinesOf)) : [],
  };
}

/** Jobs by id, in the order of the ids (missing ones left out), with their pipelines and users (REST). */
export async function readJobRecordsWithPipelines(
  em: EntityManager,
  ids: readonly number[],
): Promise<JobRecordWithPipeline[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<JobRow & PipelineSummaryRow>`${prepared}
    select ${JOB_COLUMNS}, p.iid as pipeline_iid, p.ref as pipeline_ref, p.sha as pipeline_sha,
      p.status as pipeline_status, ${epochMilliseconds('p.created_at')} as pipeline_created_at,
      ${epochMilliseconds('p.updated_at')} as pipeline_updated_at
    from ci_builds b join ci_pipelines p on p.id = b.pipeline_id
    where b.id = any(${ids}::int[])`.execute(kysely(em));
  const userIds = [...new Set(rows.map((r) => r.user_id).filter((id): id is number => id !== null))];
  const users = new Map(
    (userIds.length > 0 ? await em.find(User, { id: { $in: userIds } }) : []).map((u) => [u.id, u]),
  );
  // The jobs of a page share a few pipelines: one summary each.
  const pipelines = new Map<number, JobPipelineSummary>();
  const recordOfValues = recordsOfValues();
  const records = rows.map((row) => {
    let pipeline = pipelines.get(row.pipeline_id);
    if (!pipeline) {
      pipeline = {
        id: row.pipeline_id,
        iid: row.pipeline_iid,
        ref: row.pipeline_ref,
        sha: row.pipeline_sha,
        status: row.pipeline_status,
        createdAt: new Date(row.pipeline_created_at),
        updatedAt: new Date(row.pipeline_updated_at),
      };
      pipelines.set(row.pipeline_id, pipeline);
    }
    const user = row.user_id === null ? null : (users.get(row.user_id) ?? null);
    return { ...recordOfValues(JOB_FIELDS.map(([name]) => row[name]) as JobValues), pipeline, user };
  });
  return inOrderOf(ids, records);
}

/** The jobs (builds and bridges) of pipelines, in stage order, in one read: their latest attempts, or every one. */
export async function readJobRecordsOfPipelines(
  em: EntityManager,
  pipelineIds: readonly number[],
  attempts: 'latest' | 'all',
): Promise<JobRecord[]> {
  if (pipelineIds.length === 0) return [];
  const { rows } = await sql<{ jobs: JobValues[] }>`${prepared}
    select ${JOB_ROWS_AS_JSON} as jobs from ci_builds b
    where b.pipeline_id = any(${pipelineIds}::int[]) ${attempts === 'latest' ? sql`and b.retried = false` : sql``}`.execute(
    kysely(em),
  );
  return rows[0]!.jobs.map(recordsOfValues()).sort((a, b) => a.stage.idx - b.stage.idx || a.id - b.id);
}

function inOrderOf<T extends { id: number }>(ids: readonly number[], records: T[]): T[] {
  const byId = new Map(records.map((record) => [record.id, record]));
  return ids.map((id) => byId.get(id)).filter((record): record is T => record !== undefined);
}

/** The stages of the jobs of one read, one object per stage, however many jobs it has. */
export function sharedStages(): (
  pipelineId: number,
  projectId: number,
  name: string,
  idx: number,
) => JobStage {
  // By pipeline, then by position: a stage is found without a key made per job.
  const stages = new Map<number, JobStage[]>();
  return (pipelineId, projectId, name, idx) => {
    let ofPipeline = stages.get(pipelineId);
    if (!ofPipeline) stages.set(pipelineId, (ofPipeline = []));
    return (ofPipeline[idx] ??= { pipelineId, projectId, name, idx });
  };
}

/** Turns the rows of one read into records; the jobs of a stage share one stage. */
function recordsOfValues(): (values: JobValues) => JobRecord {
  const stageOf = sharedStages();
  return (values) => {
    const [, , projectId, pipelineId, , name, idx] = values;
    return recordOfValues(values, stageOf(pipelineId, projectId, name, idx));
  };
}

function recordOfValues(values: JobValues, stage: JobStage): JobRecord {
  const [
    id,
    type,
    projectId,
    pipelineId,
    name,
    ,
    ,
    status,
    when,
    failureReason,
    ref,
    tag,
    sha,
    coverage,
    allowFailure,
    retried,
    runnerId,
    runnerManagerId,
    downstreamPipelineId,
    ,
    tagList,
    createdAt,
    scheduledAt,
    queuedAt,
    startedAt,
    finishedAt,
    erasedAt,
  ] = values;
  return {
    id,
    type,
    projectId,
    name,
    stage,
    status,
    when,
    failureReason,
    ref,
    tag,
    sha,
    coverage,
    allowFailure,
    retried,
    tagList: tagList ?? [],
    runnerId,
    runnerManagerId,
    downstreamPipelineId,
    createdAt: new Date(createdAt),
    scheduledAt: dateOrNull(scheduledAt),
    queuedAt: dateOrNull(queuedAt),
    startedAt: dateOrNull(startedAt),
    finishedAt: dateOrNull(finishedAt),
    erasedAt: dateOrNull(erasedAt),
    pipeline: { id: pipelineId },
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

function dateOrNull(value: number | string | Date | null | undefined): Date | null {
  return value == null ? null : new Date(value);
}
