import { isoTime } from '../../../core/time.ts';
import type { Urls } from '../../../core/urls.ts';
import { presentUserBasic } from '../../users/users.presenter.ts';
import type { Pipeline, PipelineVariable } from './pipeline.entity.ts';
import type { PipelineRecord } from './pipeline-records.ts';

/** The list fields of a pipeline. */
export function presentPipeline(pipeline: PipelineRecord, projectUrl: string) {
  return {
    id: pipeline.id,
    iid: pipeline.iid,
    project_id: pipeline.project.id,
    sha: pipeline.sha,
    ref: pipeline.ref,
    status: pipeline.status,
    source: pipeline.source,
    name: pipeline.name ?? null,
    created_at: isoTime(pipeline.createdAt),
    updated_at: isoTime(pipeline.updatedAt),
    web_url: `${projectUrl}/-/pipelines/${pipeline.id}`,
  };
}

/** A pipeline with its details (GET one, create, retry, cancel). */
export function presentPipelineDetail(pipeline: Pipeline, projectUrl: string, urls: Urls) {
  return {
    ...presentPipeline(pipeline, projectUrl),
    before_sha: pipeline.beforeSha ?? '0000000000000000000000000000000000000000',
    tag: pipeline.tag,
    yaml_errors: pipeline.yamlErrors ?? null,
    user: pipeline.user ? presentUserBasic(pipeline.user, { urls }) : null,
    started_at: isoTime(pipeline.startedAt),
    finished_at: isoTime(pipeline.finishedAt),
    committed_at: null,
    duration: pipeline.duration ?? null,
    queued_duration: pipeline.queuedDuration ?? null,
    coverage:
      pipeline.coverage === null || pipeline.coverage === undefined ? null : String(pipeline.coverage),
    detailed_status: {
      icon: `status_${pipeline.status}`,
      text: pipeline.status,
      label: pipeline.status,
      group: pipeline.status,
      has_details: true,
      details_path: `${new URL(projectUrl).pathname}/-/pipelines/${pipeline.id}`,
    },
  };
}

/** A variable a pipeline was created with. */
export function presentPipelineVariable(variable: PipelineVariable) {
  return { key: variable.key, value: variable.value, variable_type: variable.variableType };
}
