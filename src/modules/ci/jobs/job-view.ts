import type { Urls } from '../../../core/urls.ts';
import type { CommitRecord } from '../../../git/commit-log.ts';
import type { Runner, RunnerManager } from '../runners/runner.entity.ts';
import type { CiStatus } from '../status.ts';
import type { Job, JobArtifact } from './job.entity.ts';

/** A job with everything its presenter shows. */
export interface JobView {
  job: Job;
  projectUrl: string;
  commit: CommitRecord | null;
  runner: Runner | null;
  runnerManager: RunnerManager | null;
  artifacts: JobArtifact[];
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
