import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { kysely } from '../../../db/database.ts';
import { prepared } from '../../../db/prepared-statements.ts';
import type { JobWhen } from '../config/types.ts';
import type { CiStatus } from '../status.ts';
import type { JobType } from './job.entity.ts';
import { sharedStages } from './job-records.ts';
import type { JobRecord, JobStage } from './job-view.ts';

/**
 * Jobs read as summaries: what a pipeline's stages and a status graph show of each job (its
 * identity, stage and status), without the text and timestamps that make up most of a full
 * record's cost (a pipeline graph of a thousand jobs reads several times faster). A summary is a
 * `JobRecord` whose other members throw when read, so that a field that needs more than a summary
 * fails loudly instead of answering with nothing; `jobSummariesSuffice` decides when they are read.
 */
type SummaryValues = [
  id: number,
  type: JobType,
  projectId: number,
  pipelineId: number,
  name: string,
  stage: string,
  stageIdx: number,
  status: CiStatus,
  when: JobWhen,
  allowFailure: boolean,
  retried: boolean,
];

const SUMMARY_ROWS_AS_JSON = sql<SummaryValues[]>`coalesce(json_agg(json_build_array(
  b.id, b.type, b.project_id, b.pipeline_id, b.name, b.stage, b.stage_idx, b.status, b.when,
  b.allow_failure, b.retried)), '[]')`;

/** What a summary holds; reading any other member of `JobRecord` is a bug of the caller's. */
type SummaryMembers =
  | 'id'
  | 'type'
  | 'projectId'
  | 'name'
  | 'stage'
  | 'status'
  | 'when'
  | 'allowFailure'
  | 'retried'
  | 'pipeline';

class JobSummary {
  readonly id: number;
  readonly type: JobType;
  readonly projectId: number;
  readonly name: string;
  readonly stage: JobStage;
  readonly status: CiStatus;
  readonly when: JobWhen;
  readonly allowFailure: boolean;
  readonly retried: boolean;
  readonly pipeline: { id: number };

  constructor(values: SummaryValues, stage: JobStage) {
    this.id = values[0];
    this.type = values[1];
    this.projectId = values[2];
    this.pipeline = { id: values[3] };
    this.name = values[4];
    this.stage = stage;
    this.status = values[7];
    this.when = values[8];
    this.allowFailure = values[9];
    this.retried = values[10];
  }
}

const NOT_READ: readonly Exclude<keyof JobRecord, SummaryMembers>[] = [
  'failureReason',
  'ref',
  'tag',
  'sha',
  'coverage',
  'tagList',
  'runnerId',
  'runnerManagerId',
  'downstreamPipelineId',
  'createdAt',
  'scheduledAt',
  'queuedAt',
  'startedAt',
  'finishedAt',
  'erasedAt',
];
for (const member of NOT_READ) {
  Object.defineProperty(JobSummary.prototype, member, {
    get(this: JobSummary) {
      throw new Error(`Job ${this.id} was read as a summary, without ${member}`);
    },
  });
}

/** The jobs of pipelines as summaries, in stage order: their latest attempts, or every one. */
export async function readJobSummariesOfPipelines(
  em: EntityManager,
  pipelineIds: readonly number[],
  attempts: 'latest' | 'all',
): Promise<JobRecord[]> {
  if (pipelineIds.length === 0) return [];
  const { rows } = await sql<{ jobs: SummaryValues[] }>`${prepared}
    select ${SUMMARY_ROWS_AS_JSON} as jobs from ci_builds b
    where b.pipeline_id = any(${pipelineIds}::int[]) ${attempts === 'latest' ? sql`and b.retried = false` : sql``}`.execute(
    kysely(em),
  );
  const stageOf = sharedStages();
  const summaries = rows[0]!.jobs.map((values) => {
    const [, , projectId, pipelineId, , name, idx] = values;
    return new JobSummary(values, stageOf(pipelineId, projectId, name, idx)) as unknown as JobRecord;
  });
  return summaries.sort((a, b) => a.stage.idx - b.stage.idx || a.id - b.id);
}
