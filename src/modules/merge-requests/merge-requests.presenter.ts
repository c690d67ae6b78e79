import type { FileDiff } from '../../git/diff.ts';
import type { LabelView } from '../labels/label-view.ts';
import { presentMilestone } from '../milestones/milestones.presenter.ts';
import {
  humanDuration,
  type ApprovalState,
  type MergeRequestUser,
  type MergeRequestView,
  type TimeStats,
} from './merge-request-view.ts';

export function presentMergeRequestUser(user: MergeRequestUser) {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    state: user.state,
    locked: user.locked,
    avatar_url: user.avatarUrl,
    web_url: user.webUrl,
  };
}

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

export function presentTimeStats(stats: TimeStats) {
  return {
    time_estimate: stats.timeEstimate,
    total_time_spent: stats.totalTimeSpent,
    human_time_estimate: stats.humanTimeEstimate,
    human_total_time_spent: stats.humanTotalTimeSpent,
  };
}

function presentLabelDetails(label: LabelView) {
  return {
    id: label.id,
    name: label.title,
    color: label.color,
    description: label.description,
    description_html: label.description ?? '',
    text_color: label.textColor,
  };
}

/** `view=simple`: GitLab's `MergeRequestSimple`. */
export function presentMergeRequestSimple(mr: MergeRequestView) {
  return {
    id: mr.id,
    iid: mr.iid,
    project_id: mr.projectId,
    title: mr.title,
    description: mr.description,
    state: mr.state,
    created_at: mr.createdAt.toISOString(),
    updated_at: mr.updatedAt.toISOString(),
    web_url: mr.webUrl,
  };
}

/** GitLab's `MergeRequestBasic` (list items). */
export function presentMergeRequest(mr: MergeRequestView, options: { labelsDetails?: boolean } = {}) {
  const author = mr.author ? presentMergeRequestUser(mr.author) : null;
  const assignees = mr.assignees.map(presentMergeRequestUser);
  return {
    id: mr.id,
    iid: mr.iid,
    project_id: mr.projectId,
    title: mr.title,
    description: mr.description,
    state: mr.state,
    created_at: mr.createdAt.toISOString(),
    updated_at: mr.updatedAt.toISOString(),
    merged_by: mr.mergeUser ? presentMergeRequestUser(mr.mergeUser) : null,
    merge_user: mr.mergeUser ? presentMergeRequestUser(mr.mergeUser) : null,
    merged_at: iso(mr.mergedAt),
    closed_by: mr.closedBy ? presentMergeRequestUser(mr.closedBy) : null,
    closed_at: iso(mr.closedAt),
    target_branch: mr.targetBranch,
    source_branch: mr.sourceBranch,
    user_notes_count: mr.userNotesCount,
    upvotes: mr.upvotes,
    downvotes: mr.downvotes,
    author,
    assignees,
    assignee: assignees[0] ?? null,
    reviewers: mr.reviewers.map(presentMergeRequestUser),
    source_project_id: mr.sourceProjectId,
    target_project_id: mr.projectId,
    labels: options.labelsDetails ? mr.labels.map(presentLabelDetails) : mr.labels.map((l) => l.title),
    draft: mr.draft,
    work_in_progress: mr.draft,
    milestone: mr.milestone ? presentMilestone(mr.milestone) : null,
    merge_when_pipeline_succeeds: mr.mergeWhenPipelineSucceeds,
    merge_status: mr.mergeStatus,
    detailed_merge_status: mr.detailedMergeStatus,
    merge_after: null,
    sha: mr.sha,
    merge_commit_sha: mr.mergeCommitSha,
    squash_commit_sha: mr.squashCommitSha,
    discussion_locked: mr.discussionLocked,
    should_remove_source_branch: mr.shouldRemoveSourceBranch,
    force_remove_source_branch: mr.forceRemoveSourceBranch,
    prepared_at: iso(mr.preparedAt),
    allow_collaboration: mr.allowCollaboration,
    allow_maintainer_to_push: mr.allowCollaboration,
    reference: `!${mr.iid}`,
    references: {
      short: `!${mr.iid}`,
      relative: `!${mr.iid}`,
      full: `${mr.projectPath}!${mr.iid}`,
    },
    web_url: mr.webUrl,
    time_stats: presentTimeStats({
      timeEstimate: mr.timeEstimate,
      totalTimeSpent: mr.totalTimeSpent,
      humanTimeEstimate: humanDuration(mr.timeEstimate),
      humanTotalTimeSpent: humanDuration(mr.totalTimeSpent),
    }),
    squash: mr.squash,
    squash_on_merge: mr.squash,
    task_completion_status: taskCompletion(mr.description),
    has_conflicts: mr.hasConflicts,
    blocking_discussions_resolved: mr.blockingDiscussionsResolved,
    imported: false,
    imported_from: 'none',
  };
}

/** GitLab's `MergeRequest` (one merge request): the basic view and more. */
export function presentMergeRequestDetail(mr: MergeRequestView, options: { labelsDetails?: boolean } = {}) {
  const pipeline = mr.headPipeline
    ? {
        id: mr.headPipeline.id,
        iid: mr.headPipeline.iid,
        project_id: mr.headPipeline.projectId,
        sha: mr.headPipeline.sha,
        ref: mr.headPipeline.ref,
        status: mr.headPipeline.status,
        source: mr.headPipeline.source,
        created_at: mr.headPipeline.createdAt.toISOString(),
        updated_at: mr.headPipeline.updatedAt.toISOString(),
        web_url: mr.headPipeline.webUrl,
      }
    : null;
  return {
    ...presentMergeRequest(mr, options),
    subscribed: mr.subscribed,
    changes_count: mr.changesCount,
    latest_build_started_at: iso(mr.headPipeline?.startedAt ?? null),
    latest_build_finished_at: iso(mr.headPipeline?.finishedAt ?? null),
    first_deployed_to_production_at: null,
    pipeline,
    head_pipeline: pipeline,
    diff_refs: mr.diffRefs
      ? { base_sha: mr.diffRefs.baseSha, head_sha: mr.diffRefs.headSha, start_sha: mr.diffRefs.startSha }
      : null,
    merge_error: mr.mergeError,
    first_contribution: false,
    user: { can_merge: false },
    approvals_before_merge: null,
    diverged_commits_count: 0,
    rebase_in_progress: mr.rebaseInProgress,
  };
}

function taskCompletion(description: string | null) {
  const tasks = description?.match(/^\s*[-*+]\s+\[[ xX]\]/gm) ?? [];
  const done = tasks.filter((t) => /\[[xX]\]/.test(t)).length;
  return { count: tasks.length, completed_count: done };
}

export function presentDiff(diff: FileDiff) {
  return {
    old_path: diff.oldPath,
    new_path: diff.newPath,
    a_mode: diff.aMode,
    b_mode: diff.bMode,
    diff: diff.diff,
    new_file: diff.newFile,
    renamed_file: diff.renamedFile,
    deleted_file: diff.deletedFile,
    generated_file: false,
  };
}

export function presentApprovals(state: ApprovalState) {
  const mr = state.mergeRequest;
  return {
    id: mr.id,
    iid: mr.iid,
    project_id: mr.projectId,
    title: mr.title,
    description: mr.description,
    state: mr.state,
    created_at: mr.createdAt.toISOString(),
    updated_at: mr.updatedAt.toISOString(),
    merge_status: mr.mergeStatus,
    approved: state.approvedBy.length > 0,
    approvals_required: 0,
    approvals_left: 0,
    require_password_to_approve: false,
    approved_by: state.approvedBy.map((a) => ({
      user: presentMergeRequestUser(a.user),
      approved_at: a.approvedAt.toISOString(),
    })),
    suggested_approvers: [],
    approvers: [],
    approver_groups: [],
    user_has_approved: state.userHasApproved,
    user_can_approve: state.userCanApprove,
    approval_rules_left: [],
    has_approval_rules: false,
    merge_request_approvers_available: false,
    multiple_approval_rules_available: false,
    invalid_approvers_rules: [],
  };
}
