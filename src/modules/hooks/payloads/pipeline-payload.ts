import type { Urls } from '../../../core/urls.ts';
import type { CommitRecord } from '../../../git/commit-log.ts';
import type { JobRecord } from '../../ci/jobs/job-view.ts';
import type { Pipeline } from '../../ci/pipelines/pipeline.entity.ts';
import type { MergeRequestView } from '../../merge-requests/merge-request-view.ts';
import type { Project } from '../../projects/project.entity.ts';
import { projectWebUrl } from '../../projects/projects.presenter.ts';
import type { User } from '../../users/user.entity.ts';
import { hookUtcTime } from './hook-times.ts';
import { hookCommitAttributes } from './merge-request-payload.ts';
import { hookProjectAttributes, hookUserAttributes } from './project-attributes.ts';

export interface PipelinePayloadInput {
  pipeline: Pipeline;
  project: Project;
  /** Who ran the pipeline. */
  user: User | null;
  /** The latest attempt of each of its jobs, in stage order. */
  jobs: readonly JobRecord[];
  commit: CommitRecord | null;
  /** The merge request of a merge request pipeline. */
  mergeRequest: MergeRequestView | null;
  urls: Urls;
}

/** GitLab's `detailed_status` label of a status (`passed` for success). */
export function hookStatusLabel(status: string): string {
  if (status === 'success') return 'passed';
  if (status === 'manual') return 'manual action';
  return status.replaceAll('_', ' ');
}

/** Seconds between two instants, null unless both are known. */
export function secondsBetween(from: Date | null, to: Date | null): number | null {
  if (!from || !to) return null;
  return Math.max(0, (new Date(to).getTime() - new Date(from).getTime()) / 1000);
}

/** The names of the stages that have jobs, in order (GitLab's `stages_names`). */
function stageNames(jobs: readonly JobRecord[]): string[] {
  const ordered = [...jobs].sort((a, b) => a.stage.idx - b.stage.idx);
  return [...new Set(ordered.map((job) => job.stage.name))];
}

/** GitLab's pipeline hook payload (`object_kind: pipeline`). */
export function pipelinePayload(input: PipelinePayloadInput) {
  const { pipeline, project, user, urls } = input;
  const webUrl = projectWebUrl(project, urls);
  const mr = input.mergeRequest;
  return {
    object_kind: 'pipeline',
    object_attributes: {
      id: pipeline.id,
      iid: pipeline.iid,
      name: pipeline.name ?? null,
      ref: pipeline.ref,
      tag: pipeline.tag,
      sha: pipeline.sha,
      before_sha: pipeline.beforeSha ?? '0000000000000000000000000000000000000000',
      source: pipeline.source,
      status: pipeline.status,
      detailed_status: hookStatusLabel(pipeline.status),
      stages: stageNames(input.jobs),
      created_at: hookUtcTime(pipeline.createdAt),
      finished_at: hookUtcTime(pipeline.finishedAt),
      duration: pipeline.duration ?? null,
      queued_duration: pipeline.queuedDuration ?? null,
      variables: [],
      url: `${webUrl}/-/pipelines/${pipeline.id}`,
    },
    merge_request: mr
      ? {
          id: mr.id,
          iid: mr.iid,
          title: mr.title,
          source_branch: mr.sourceBranch,
          source_project_id: mr.sourceProjectId,
          target_branch: mr.targetBranch,
          target_project_id: mr.projectId,
          state: mr.state,
          merge_status: mr.mergeStatus,
          detailed_merge_status: mr.detailedMergeStatus,
          url: mr.webUrl,
        }
      : null,
    user: user ? hookUserAttributes(user, urls) : null,
    project: hookProjectAttributes(project, urls),
    commit: input.commit ? hookCommitAttributes(input.commit, project, urls) : null,
    builds: input.jobs.map((job) => ({
      id: job.id,
      stage: job.stage.name,
      name: job.name,
      status: job.status,
      created_at: hookUtcTime(job.createdAt),
      started_at: hookUtcTime(job.startedAt),
      finished_at: hookUtcTime(job.finishedAt),
      duration: secondsBetween(job.startedAt, job.finishedAt),
      queued_duration: secondsBetween(job.queuedAt, job.startedAt),
      failure_reason: job.failureReason,
      when: job.when,
      manual: job.when === 'manual',
      allow_failure: job.allowFailure,
      user: user ? hookUserAttributes(user, urls) : null,
      runner: null,
      artifacts_file: { filename: null, size: null },
      environment: null,
    })),
  };
}
