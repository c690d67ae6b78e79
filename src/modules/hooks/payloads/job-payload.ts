import type { Urls } from '../../../core/urls.ts';
import type { CommitRecord } from '../../../git/commit-log.ts';
import type { JobRecord } from '../../ci/jobs/job-view.ts';
import type { Pipeline } from '../../ci/pipelines/pipeline.entity.ts';
import type { Project } from '../../projects/project.entity.ts';
import type { User } from '../../users/user.entity.ts';
import { hookUtcTime } from './hook-times.ts';
import { secondsBetween } from './pipeline-payload.ts';
import { hookProjectAttributes, hookRepositoryAttributes, hookUserAttributes } from './project-attributes.ts';

export interface JobPayloadInput {
  job: JobRecord;
  pipeline: Pipeline;
  project: Project;
  /** Who ran the job's pipeline. */
  user: User | null;
  commit: CommitRecord | null;
  /** Earlier attempts of the job (`retries_count`). */
  retries: number;
  urls: Urls;
}

/** GitLab's job hook payload (`object_kind: build`). */
export function jobPayload(input: JobPayloadInput) {
  const { job, pipeline, project, user, commit, urls } = input;
  return {
    object_kind: 'build',
    ref: job.ref,
    tag: job.tag,
    before_sha: pipeline.beforeSha ?? '0000000000000000000000000000000000000000',
    sha: job.sha,
    retries_count: input.retries,
    build_id: job.id,
    build_name: job.name,
    build_stage: job.stage.name,
    build_status: job.status,
    build_created_at: hookUtcTime(job.createdAt),
    build_started_at: hookUtcTime(job.startedAt),
    build_finished_at: hookUtcTime(job.finishedAt),
    build_duration: secondsBetween(job.startedAt, job.finishedAt),
    build_queued_duration: secondsBetween(job.queuedAt, job.startedAt),
    build_allow_failure: job.allowFailure,
    build_failure_reason: job.failureReason,
    pipeline_id: pipeline.id,
    runner: null,
    project_id: project.id,
    project_name: `${project.namespace.name} / ${project.name}`,
    user: user ? hookUserAttributes(user, urls) : null,
    commit: {
      id: pipeline.id,
      name: pipeline.name ?? null,
      sha: pipeline.sha,
      message: commit?.message ?? null,
      author_name: commit?.authorName ?? null,
      author_email: commit?.authorEmail ?? null,
      author_url: null,
      status: pipeline.status,
      duration: pipeline.duration ?? null,
      started_at: hookUtcTime(pipeline.startedAt),
      finished_at: hookUtcTime(pipeline.finishedAt),
    },
    repository: {
      ...hookRepositoryAttributes(project, urls),
    },
    project: hookProjectAttributes(project, urls),
    environment: null,
  };
}
