import type { Urls } from '../../../core/urls.ts';
import type { CommitRecord } from '../../../git/commit-log.ts';
import type { User } from '../../users/user.entity.ts';
import type { JobWhen } from '../config/types.ts';
import type { Runner, RunnerManager } from '../runners/runner.entity.ts';
import type { CiStatus } from '../status.ts';
import type { JobType } from './job.entity.ts';

/**
 * What the presenters show of a job, read as plain rows: a page of jobs is read far faster than the
 * same page hydrated as managed entities.
 */
export interface JobRecord {
  id: number;
  type: JobType;
  projectId: number;
  name: string;
  /** Shared by the jobs of one stage read together. */
  stage: JobStage;
  status: CiStatus;
  when: JobWhen;
  failureReason: string | null;
  ref: string;
  tag: boolean;
  sha: string;
  coverage: number | null;
  allowFailure: boolean;
  retried: boolean;
  tagList: string[];
  runnerId: number | null;
  runnerManagerId: number | null;
  downstreamPipelineId: number | null;
  createdAt: Date;
  scheduledAt: Date | null;
  queuedAt: Date | null;
  startedAt: Date | null;
  finishedAt: Date | null;
  erasedAt: Date | null;
  /** Only its id: GraphQL reads a job's pipeline apart (once per pipeline, not once per job). */
  pipeline: { id: number };
}

/** A stage of a pipeline: stages are not stored apart from their jobs. */
export interface JobStage {
  pipelineId: number;
  projectId: number;
  name: string;
  /** Position of the stage in the pipeline. */
  idx: number;
}

/** What REST shows of a job's pipeline, read with the job. */
export interface JobPipelineSummary {
  id: number;
  iid: number;
  ref: string;
  sha: string;
  status: CiStatus;
  createdAt: Date;
  updatedAt: Date;
}

/** A job as REST presents it: with its pipeline's summary and its user. */
export interface JobRecordWithPipeline extends JobRecord {
  pipeline: JobPipelineSummary;
  user: User | null;
}

/** A job's stored file, as the presenters show it. */
export interface JobArtifactRecord {
  id: number;
  jobId: number;
  fileType: string;
  fileFormat: string;
  filename: string;
  size: number;
  expireAt: Date | null;
}

/** A job with everything its presenter shows. */
export interface JobView {
  job: JobRecordWithPipeline;
  projectUrl: string;
  commit: CommitRecord | null;
  runner: Runner | null;
  runnerManager: RunnerManager | null;
  artifacts: JobArtifactRecord[];
  downstream: {
    id: number;
    sha: string;
    ref: string;
    status: CiStatus;
    created_at: Date;
    updated_at: Date;
    project_id: number;
    iid: number;
    project_path: string;
  } | null;
  urls: Urls;
}
