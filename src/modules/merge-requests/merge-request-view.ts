import type { LabelView } from '../labels/label-view.ts';
import type { MilestoneView } from '../milestones/milestone-view.ts';
import type { MergeRequestState } from './merge-request.entity.ts';
import type { MergeCheckResult } from './mergeability-checks.ts';

/** A user as a merge request shows them (author, assignees, reviewers...). */
export interface MergeRequestUser {
  id: number;
  username: string;
  name: string;
  state: string;
  locked: boolean;
  avatarUrl: string;
  webUrl: string;
}

/** The head pipeline, as the merge request embeds it. */
export interface MergeRequestPipeline {
  id: number;
  iid: number;
  projectId: number;
  sha: string;
  ref: string;
  status: string;
  source: string;
  createdAt: Date;
  updatedAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  webUrl: string;
}

/** GitLab's `detailed_merge_status` values this service computes. */
export type DetailedMergeStatus =
  | 'not_open'
  | 'draft_status'
  | 'checking'
  | 'unchecked'
  | 'broken_status'
  | 'conflict'
  | 'need_rebase'
  | 'discussions_not_resolved'
  | 'ci_must_pass'
  | 'ci_still_running'
  | 'mergeable';

/** Thumbs up and down, and comments, of a merge request (from award emoji and notes). */
export interface MergeRequestSocialCounts {
  upvotes: number;
  downvotes: number;
  userNotesCount: number;
}

/** A merge request as both faces show it; computed once by the service. */
export interface MergeRequestView {
  id: number;
  iid: number;
  projectId: number;
  sourceProjectId: number;
  title: string;
  description: string | null;
  state: MergeRequestState;
  sourceBranch: string;
  targetBranch: string;
  draft: boolean;
  author: MergeRequestUser | null;
  assignees: MergeRequestUser[];
  reviewers: MergeRequestUser[];
  labels: LabelView[];
  milestone: MilestoneView | null;
  mergeUser: MergeRequestUser | null;
  mergedAt: Date | null;
  closedBy: MergeRequestUser | null;
  closedAt: Date | null;
  preparedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  mergeCommitSha: string | null;
  squashCommitSha: string | null;
  squash: boolean;
  discussionLocked: boolean | null;
  forceRemoveSourceBranch: boolean;
  allowCollaboration: boolean;
  mergeWhenPipelineSucceeds: boolean;
  mergeError: string | null;
  /** Deprecated `merge_status`: `unchecked`, `checking`, `can_be_merged`... */
  mergeStatus: string;
  detailedMergeStatus: DetailedMergeStatus;
  /** GitLab's mergeability checks, from the same facts as `detailedMergeStatus`. */
  mergeabilityChecks: MergeCheckResult[];
  hasConflicts: boolean;
  /** The project's merge method needs a rebase first (GitLab's `should_be_rebased`). */
  needsRebase: boolean;
  rebaseInProgress: boolean;
  /** Asked at merge time (`should_remove_source_branch`); null until then. */
  shouldRemoveSourceBranch: boolean | null;
  /** No unresolved thread blocks the merge (always true when the project does not require it). */
  blockingDiscussionsResolved: boolean;
  /** The auto-merge strategy set (`merge_when_pipeline_succeeds`...), null when none. */
  autoMergeStrategy: string | null;
  /** The source branch's head commit (`sha`); null until computed. */
  sha: string | null;
  diffRefs: { baseSha: string; headSha: string; startSha: string } | null;
  changesCount: string | null;
  headPipeline: MergeRequestPipeline | null;
  timeEstimate: number;
  totalTimeSpent: number;
  subscribed: boolean;
  upvotes: number;
  downvotes: number;
  /** Comments, not system notes (`user_notes_count`). */
  userNotesCount: number;
  /** `/<project>/-/merge_requests/<iid>`. */
  webPath: string;
  webUrl: string;
  projectPath: string;
}

/** GitLab's human durations: `1w 2d 3h 4m 5s`, 8-hour days and 5-day weeks (`Gitlab::TimeTrackingFormatter`). */
export function humanDuration(seconds: number): string | null {
  if (seconds === 0) return null;
  const sign = seconds < 0 ? '-' : '';
  let rest = Math.abs(seconds);
  const units: [string, number][] = [
    ['mo', 4 * 5 * 8 * 3600],
    ['w', 5 * 8 * 3600],
    ['d', 8 * 3600],
    ['h', 3600],
    ['m', 60],
    ['s', 1],
  ];
  const parts: string[] = [];
  for (const [unit, size] of units) {
    const n = Math.floor(rest / size);
    if (n > 0) parts.push(`${n}${unit}`);
    rest -= n * size;
  }
  return sign + parts.join(' ');
}

/** Parses GitLab durations (`1h30m`, `2d`, `-30m`, `3w 4h`, plain seconds); null when invalid. */
export function parseDuration(text: string): number | null {
  const value = text.trim().replace(/\s+/g, '');
  if (/^-?\d+$/.test(value)) return Number(value);
  const match = /^(-)?((?:\d+(?:mo|w|d|h|m|s))+)$/.exec(value);
  if (!match) return null;
  const sizes: Record<string, number> = {
    mo: 4 * 5 * 8 * 3600,
    w: 5 * 8 * 3600,
    d: 8 * 3600,
    h: 3600,
    m: 60,
    s: 1,
  };
  let total = 0;
  for (const part of match[2]!.matchAll(/(\d+)(mo|w|d|h|m|s)/g)) total += Number(part[1]) * sizes[part[2]!]!;
  return match[1] ? -total : total;
}

export interface TimeStats {
  timeEstimate: number;
  totalTimeSpent: number;
  humanTimeEstimate: string | null;
  humanTotalTimeSpent: string | null;
}

/** What GET .../approvals shows (GitLab's free-tier approval state). */
export interface ApprovalState {
  mergeRequest: MergeRequestView;
  approvedBy: { user: MergeRequestUser; approvedAt: Date }[];
  userHasApproved: boolean;
  userCanApprove: boolean;
}
