import { isoTime } from '../../../core/time.ts';
import { presentUserBasic } from '../../users/users.presenter.ts';
import { presentRunner, presentRunnerManager } from '../runners/runners.presenter.ts';
import type { JobView } from './job-view.ts';

const seconds = (from: Date | null | undefined, to: Date | null | undefined) =>
  from ? ((to ?? new Date()).getTime() - from.getTime()) / 1000 : null;

/** GitLab's Job record (and, for bridges, `downstream_pipeline`). */
export function presentJob(view: JobView) {
  const { job, commit } = view;
  const pipeline = job.pipeline;
  const archive = view.artifacts.find((a) => a.fileType === 'archive');
  const expireAt = view.artifacts.map((a) => a.expireAt).find(Boolean) ?? null;
  const body: Record<string, unknown> = {
    id: job.id,
    name: job.name,
    stage: job.stage.name,
    status: job.status,
    failure_reason: job.failureReason ?? undefined,
    ref: job.ref,
    tag: job.tag,
    coverage: job.coverage == null ? null : Number(job.coverage),
    allow_failure: job.allowFailure,
    archived: false,
    created_at: isoTime(job.createdAt),
    started_at: isoTime(job.startedAt),
    finished_at: isoTime(job.finishedAt),
    erased_at: isoTime(job.erasedAt),
    artifacts_expire_at: isoTime(expireAt),
    duration: job.startedAt ? seconds(job.startedAt, job.finishedAt) : null,
    queued_duration: job.queuedAt ? seconds(job.queuedAt, job.startedAt) : null,
    tag_list: job.tagList,
    web_url: `${view.projectUrl}/-/jobs/${job.id}`,
    commit: commit
      ? {
          id: commit.id,
          short_id: commit.id.slice(0, 8),
          title: commit.title,
          message: commit.message,
          author_name: commit.authorName,
          author_email: commit.authorEmail,
          created_at: commit.committedDate.toISOString(),
        }
      : null,
    pipeline: {
      id: pipeline.id,
      project_id: job.projectId,
      ref: pipeline.ref,
      sha: pipeline.sha,
      status: pipeline.status,
    },
    runner: view.runner ? presentRunner(view.runner) : null,
    runner_manager: view.runnerManager ? presentRunnerManager(view.runnerManager) : null,
    artifacts: view.artifacts.map((a) => ({
      file_type: a.fileType,
      size: a.size,
      filename: a.filename,
      file_format: a.fileFormat,
    })),
    project: { ci_job_token_scope_enabled: false },
    user: job.user ? presentUserBasic(job.user, { urls: view.urls }) : null,
  };
  if (archive) body['artifacts_file'] = { filename: archive.filename, size: archive.size };
  if (job.type === 'Ci::Bridge') {
    const d = view.downstream;
    body['downstream_pipeline'] = d
      ? {
          id: d.id,
          iid: d.iid,
          project_id: d.project_id,
          sha: d.sha,
          ref: d.ref,
          status: d.status,
          created_at: new Date(d.created_at).toISOString(),
          updated_at: new Date(d.updated_at).toISOString(),
          web_url: view.urls.to(`${d.project_path}/-/pipelines/${d.id}`),
        }
      : null;
    body['pipeline'] = {
      ...(body['pipeline'] as Record<string, unknown>),
      created_at: isoTime(pipeline.createdAt),
      updated_at: isoTime(pipeline.updatedAt),
      web_url: `${view.projectUrl}/-/pipelines/${pipeline.id}`,
    };
    delete body['runner'];
    delete body['runner_manager'];
    delete body['artifacts'];
  }
  return body;
}
