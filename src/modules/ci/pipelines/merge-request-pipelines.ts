import type { Actor } from '../../../core/actor.ts';
import type { Project } from '../../projects/project.entity.ts';
import type { User } from '../../users/user.entity.ts';
import type { MergeRequestEventType, PipelineVariable } from './pipeline.entity.ts';

/**
 * What the CI engine needs to know about a merge request to run a pipeline for it. The merge
 * requests module builds this (it owns merge requests); the engine only stores and applies it.
 */
export interface MergeRequestPipelineFacts {
  mergeRequestId: number;
  eventType: MergeRequestEventType;
  /** The source branch's name: `CI_COMMIT_REF_NAME` of the pipeline, as GitLab sets it. */
  sourceBranch: string;
  /** Merged results and merge trains: the source head and the target (or car ahead) it was merged into. */
  sourceSha: string | null;
  targetSha: string | null;
  /** `CI_MERGE_REQUEST_*` (every one but those of the pipeline itself, which the engine adds). */
  variables: Record<string, string>;
}

/** A pipeline for a merge request's ref (`refs/merge-requests/:iid/head|merge|train`) at a commit. */
export interface MergeRequestPipelineRequest {
  actor: Actor;
  /** The target project: merge request pipelines run there, also for merge requests from forks. */
  project: Project;
  user: User | null;
  ref: string;
  sha: string;
  /** The commit the source branch was at before (a push), for `rules:changes`; null when unknown. */
  beforeSha: string | null;
  changedPaths: string[] | null;
  variables?: PipelineVariable[];
  mergeRequest: MergeRequestPipelineFacts;
}

/**
 * The predefined variables of a merge request pipeline: those of every pipeline with the source
 * branch as the ref name (there is no `CI_COMMIT_BRANCH`: the pipeline runs on a merge request
 * ref), then the merge request's, then the pipeline's own (`CI_MERGE_REQUEST_EVENT_TYPE`, the
 * source and target heads of a merged result).
 */
export function withMergeRequestVariables(
  predefined: Record<string, string>,
  mergeRequest: Pick<MergeRequestPipelineFacts, 'eventType' | 'sourceSha' | 'targetSha' | 'variables'>,
): Record<string, string> {
  const out: Record<string, string> = { ...predefined, ...mergeRequest.variables };
  delete out['CI_COMMIT_BRANCH'];
  out['CI_MERGE_REQUEST_EVENT_TYPE'] = mergeRequest.eventType;
  out['CI_MERGE_REQUEST_SOURCE_BRANCH_SHA'] = mergeRequest.sourceSha ?? '';
  out['CI_MERGE_REQUEST_TARGET_BRANCH_SHA'] = mergeRequest.targetSha ?? '';
  return out;
}

/** The variables stored with a merge request pipeline, as its jobs receive them. */
export function storedMergeRequestVariables(pipeline: {
  mergeRequestVariables?: Record<string, string> | null;
  mergeRequestEventType?: MergeRequestEventType | null;
  sourceSha?: string | null;
  targetSha?: string | null;
}): Pick<MergeRequestPipelineFacts, 'eventType' | 'sourceSha' | 'targetSha' | 'variables'> | null {
  if (!pipeline.mergeRequestVariables || !pipeline.mergeRequestEventType) return null;
  return {
    eventType: pipeline.mergeRequestEventType,
    sourceSha: pipeline.sourceSha ?? null,
    targetSha: pipeline.targetSha ?? null,
    variables: pipeline.mergeRequestVariables,
  };
}

/** The ref name a merge request pipeline's predefined variables use: the source branch's. */
export function refNameForVariables(pipeline: {
  ref: string;
  mergeRequestVariables?: Record<string, string> | null;
}): string {
  return pipeline.mergeRequestVariables?.['CI_MERGE_REQUEST_SOURCE_BRANCH_NAME'] ?? pipeline.ref;
}
