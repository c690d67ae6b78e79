import { sql, type RawBuilder } from 'kysely';
import type { Ciphertext } from '../../../core/encryption.ts';
import { epochMilliseconds } from '../../../db/sql.ts';
import type { CiStatus } from '../status.ts';
import type { MergeRequestEventType, PipelineSource } from './pipeline.entity.ts';

/**
 * What lists show of a pipeline, read as a plain row: a page of pipelines hydrated as entities cost
 * more than reading the page itself (each with its project joined). A `Pipeline` entity is one too,
 * so whatever shows a record shows an entity as well.
 */
export interface PipelineRecord {
  id: number;
  /** The project, as the caller already holds it (a page of one project's pipelines shares it). */
  project: { id: number; fullPath: string };
  iid: number;
  ref: string;
  tag: boolean;
  sha: string;
  beforeSha?: string | null;
  source: PipelineSource;
  status: CiStatus;
  /** Only the id: who started it is loaded by whoever shows it. */
  user?: { id: number } | null;
  name?: string | null;
  encryptedVariables: Ciphertext;
  yamlErrors?: string | null;
  failureReason?: string | null;
  sourceJobId?: number | null;
  sourcePipelineId?: number | null;
  sourceProjectId?: number | null;
  /** The merge request of a merge request pipeline, and which kind it is. */
  mergeRequestId?: number | null;
  mergeRequestEventType?: MergeRequestEventType | null;
  /** The schedule that ran it (source `schedule`). */
  pipelineScheduleId?: number | null;
  /** A double precision column, which the entity types as either. */
  coverage?: number | string | null;
  startedAt?: Date | null;
  finishedAt?: Date | null;
  duration?: number | null;
  queuedDuration?: number | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The columns of `ci_pipelines` a record is made of. */
export const PIPELINE_RECORD_COLUMNS = [
  'id',
  'project_id',
  'iid',
  'ref',
  'tag',
  'sha',
  'before_sha',
  'source',
  'status',
  'user_id',
  'name',
  'encrypted_variables',
  'yaml_errors',
  'failure_reason',
  'source_job_id',
  'source_pipeline_id',
  'source_project_id',
  'merge_request_id',
  'merge_request_event_type',
  'pipeline_schedule_id',
  'coverage',
  'started_at',
  'finished_at',
  'duration',
  'queued_duration',
  'created_at',
  'updated_at',
] as const;

/** A row of those columns. Timestamps arrive as PostgreSQL's text (see job-records.ts). */
export interface PipelineRow {
  id: number;
  project_id: number;
  iid: number;
  ref: string;
  tag: boolean;
  sha: string;
  before_sha: string | null;
  source: PipelineSource;
  status: CiStatus;
  user_id: number | null;
  name: string | null;
  encrypted_variables: Ciphertext;
  yaml_errors: string | null;
  failure_reason: string | null;
  source_job_id: number | null;
  source_pipeline_id: number | null;
  source_project_id: number | null;
  merge_request_id: number | null;
  merge_request_event_type: MergeRequestEventType | null;
  pipeline_schedule_id: number | null;
  coverage: number | string | null;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
  duration: number | null;
  queued_duration: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** PostgreSQL's text, a driver's Date, or milliseconds since the epoch (JSON reads). */
type Timestamp = string | Date | number;

const TIMESTAMP_COLUMNS: ReadonlySet<string> = new Set([
  'started_at',
  'finished_at',
  'created_at',
  'updated_at',
]);

/**
 * The record columns of the pipelines `alias` names, as one JSON array of arrays in the order of
 * `PIPELINE_RECORD_COLUMNS` (timestamps as epoch milliseconds): for reads that bring a page's
 * pipelines along with the page in one statement.
 */
export function pipelineValuesAsJson(alias: string): RawBuilder<unknown[][]> {
  const values = PIPELINE_RECORD_COLUMNS.map((column) =>
    TIMESTAMP_COLUMNS.has(column) ? epochMilliseconds(`${alias}.${column}`) : sql.ref(`${alias}.${column}`),
  );
  return sql<unknown[][]>`coalesce(json_agg(json_build_array(${sql.join(values)})), '[]')`;
}

/** One array of {@link pipelineValuesAsJson} as a record of `project`'s. */
export function pipelineRecordOfValues(
  values: unknown[],
  project: PipelineRecord['project'],
): PipelineRecord {
  const row = Object.fromEntries(PIPELINE_RECORD_COLUMNS.map((column, i) => [column, values[i]]));
  return pipelineRecordOfRow(row as unknown as PipelineRow, project);
}

/** A row of `project`'s pipelines as a record. */
export function pipelineRecordOfRow(row: PipelineRow, project: PipelineRecord['project']): PipelineRecord {
  return {
    id: row.id,
    project,
    iid: row.iid,
    ref: row.ref,
    tag: row.tag,
    sha: row.sha,
    beforeSha: row.before_sha,
    source: row.source,
    status: row.status,
    user: row.user_id === null ? null : { id: row.user_id },
    name: row.name,
    encryptedVariables: row.encrypted_variables,
    yamlErrors: row.yaml_errors,
    failureReason: row.failure_reason,
    sourceJobId: row.source_job_id,
    sourcePipelineId: row.source_pipeline_id,
    sourceProjectId: row.source_project_id,
    mergeRequestId: row.merge_request_id,
    mergeRequestEventType: row.merge_request_event_type,
    pipelineScheduleId: row.pipeline_schedule_id,
    coverage: row.coverage,
    startedAt: dateOrNull(row.started_at),
    finishedAt: dateOrNull(row.finished_at),
    duration: row.duration,
    queuedDuration: row.queued_duration,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

function dateOrNull(value: Timestamp | null): Date | null {
  return value === null ? null : new Date(value);
}
