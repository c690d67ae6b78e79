import type { DomainEvent } from '../../../core/events.ts';
import type { Urls } from '../../../core/urls.ts';
import type { CommitRecord } from '../../../git/commit-log.ts';
import type { LabelView } from '../../labels/label-view.ts';
import {
  humanDuration,
  type MergeRequestUser,
  type MergeRequestView,
} from '../../merge-requests/merge-request-view.ts';
import type { Project } from '../../projects/project.entity.ts';
import { projectWebUrl } from '../../projects/projects.presenter.ts';
import type { User } from '../../users/user.entity.ts';
import { hookIsoTime } from './hook-times.ts';
import { hookProjectAttributes, hookUserAttributes } from './project-attributes.ts';

type MergeRequestAction = DomainEvent<'merge_request.changed'>['payload']['action'];

/** GitLab's `action` of a merge request hook, by the event's action (deletions send none). */
export const MERGE_REQUEST_HOOK_ACTIONS: Partial<Record<MergeRequestAction, string>> = {
  create: 'open',
  update: 'update',
  close: 'close',
  reopen: 'reopen',
  merge: 'merge',
};

/** GitLab's `state_id` of a merge request state. */
const STATE_IDS: Record<string, number> = { opened: 1, closed: 2, merged: 3, locked: 4 };

/** The state before each state-changing action, for `changes.state_id` (what the action itself tells). */
const STATE_BEFORE: Partial<Record<string, { previous: string; current: string }>> = {
  close: { previous: 'opened', current: 'closed' },
  reopen: { previous: 'closed', current: 'opened' },
  merge: { previous: 'opened', current: 'merged' },
};

export interface MergeRequestPayloadInput {
  /** GitLab's action: open, update, close, reopen, merge. */
  action: string;
  mergeRequest: MergeRequestView;
  /** The user who acted. */
  user: User;
  target: Project;
  source: Project | null;
  /** The source branch's head commit, when it could be read. */
  lastCommit: CommitRecord | null;
  /** The source branch's previous head, for an update by a push (`oldrev`). */
  oldrev?: string | null;
  urls: Urls;
}

/** A user as the lists of a merge request hook show them (`assignees`, `reviewers`). */
function hookPerson(user: MergeRequestUser) {
  return {
    id: user.id,
    name: user.name,
    username: user.username,
    avatar_url: user.avatarUrl,
    email: '[REDACTED]',
  };
}

/** A label as GitLab's hook payloads show it. */
export function hookLabelAttributes(label: LabelView) {
  return {
    id: label.id,
    title: label.title,
    color: label.color,
    project_id: label.projectId,
    created_at: hookIsoTime(label.createdAt),
    updated_at: hookIsoTime(label.updatedAt),
    template: false,
    description: label.description,
    type: label.type,
    group_id: label.groupId,
  };
}

/** A commit as hook payloads show it (`last_commit`, a pipeline's `commit`). */
export function hookCommitAttributes(commit: CommitRecord, project: Project, urls: Urls) {
  return {
    id: commit.id,
    message: commit.message,
    title: commit.title,
    timestamp: commit.authoredDate.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    url: `${projectWebUrl(project, urls)}/-/commit/${commit.id}`,
    author: { name: commit.authorName, email: commit.authorEmail },
  };
}

/** A merge request as hook payloads embed it in other kinds (a note's `merge_request`). */
export function hookMergeRequestAttributes(
  mr: MergeRequestView,
  target: Project,
  source: Project | null,
  lastCommit: CommitRecord | null,
  urls: Urls,
) {
  const sourceProject = source ?? (mr.sourceProjectId === target.id ? target : null);
  return {
    id: mr.id,
    iid: mr.iid,
    target_branch: mr.targetBranch,
    source_branch: mr.sourceBranch,
    source_project_id: mr.sourceProjectId,
    author_id: mr.author?.id ?? null,
    assignee_id: mr.assignees[0]?.id ?? null,
    assignee_ids: mr.assignees.map((u) => u.id),
    reviewer_ids: mr.reviewers.map((u) => u.id),
    title: mr.title,
    created_at: hookIsoTime(mr.createdAt),
    updated_at: hookIsoTime(mr.updatedAt),
    milestone_id: mr.milestone?.id ?? null,
    state_id: STATE_IDS[mr.state] ?? 1,
    state: mr.state,
    merge_status: mr.mergeStatus,
    detailed_merge_status: mr.detailedMergeStatus,
    target_project_id: mr.projectId,
    description: mr.description ?? '',
    merge_commit_sha: mr.mergeCommitSha,
    merge_error: mr.mergeError,
    merge_user_id: mr.mergeUser?.id ?? null,
    merge_when_pipeline_succeeds: mr.mergeWhenPipelineSucceeds,
    head_pipeline_id: mr.headPipeline?.id ?? null,
    prepared_at: hookIsoTime(mr.preparedAt),
    blocking_discussions_resolved: mr.blockingDiscussionsResolved,
    work_in_progress: mr.draft,
    draft: mr.draft,
    time_estimate: mr.timeEstimate,
    total_time_spent: mr.totalTimeSpent,
    time_change: 0,
    human_time_estimate: humanDuration(mr.timeEstimate),
    human_total_time_spent: humanDuration(mr.totalTimeSpent),
    human_time_change: null,
    url: mr.webUrl,
    source: sourceProject ? hookProjectAttributes(sourceProject, urls) : null,
    target: hookProjectAttributes(target, urls),
    last_commit: lastCommit && sourceProject ? hookCommitAttributes(lastCommit, sourceProject, urls) : null,
    labels: mr.labels.map(hookLabelAttributes),
  };
}

/** GitLab's merge request hook payload (`object_kind: merge_request`). */
export function mergeRequestPayload(input: MergeRequestPayloadInput) {
  const { mergeRequest: mr, target, urls } = input;
  const state = STATE_BEFORE[input.action];
  const changes: Record<string, { previous: unknown; current: unknown }> = {};
  if (state) {
    changes.state_id = { previous: STATE_IDS[state.previous], current: STATE_IDS[state.current] };
  }
  return {
    object_kind: 'merge_request',
    event_type: 'merge_request',
    user: hookUserAttributes(input.user, urls),
    project: hookProjectAttributes(target, urls),
    object_attributes: {
      ...hookMergeRequestAttributes(mr, target, input.source, input.lastCommit, urls),
      action: input.action,
      ...(input.oldrev ? { oldrev: input.oldrev } : {}),
    },
    labels: mr.labels.map(hookLabelAttributes),
    changes,
    repository: {
      name: target.name,
      url: hookProjectAttributes(target, urls).url,
      description: target.description ?? null,
      homepage: projectWebUrl(target, urls),
    },
    assignees: mr.assignees.map(hookPerson),
    reviewers: mr.reviewers.map(hookPerson),
  };
}
