import type { DetailedMergeStatus } from './merge-request-view.ts';

/** GitLab's mergeability check identifiers this service evaluates (`MergeabilityCheckIdentifier`, lower case). */
export type MergeCheckIdentifier =
  | 'not_open'
  | 'draft_status'
  | 'commits_status'
  | 'conflict'
  | 'need_rebase'
  | 'discussions_not_resolved'
  | 'ci_must_pass';

/** GitLab's `MergeabilityCheckStatus`, lower case. */
export type MergeCheckStatus = 'success' | 'failed' | 'inactive' | 'checking';

export interface MergeCheckResult {
  identifier: MergeCheckIdentifier;
  status: MergeCheckStatus;
}

/** What the checks read: the merge request's stored state, its head pipeline and its project's rules. */
export interface MergeabilityFacts {
  state: string;
  draft: boolean;
  /** `unchecked`, `checking`, `can_be_merged`, `cannot_be_merged`... */
  mergeStatus: string;
  hasConflicts: boolean;
  needsRebase: boolean;
  pipelineStatus: string | null;
  /** The project allows merging only after a successful pipeline. */
  pipelineRequired: boolean;
  /** The project allows merging only with every thread resolved. */
  discussionsRequired: boolean;
  unresolvedThreads: number;
}

const PIPELINE_FAILED = new Set(['failed', 'canceled', 'skipped']);

/**
 * Every check, in GitLab's order (open, draft, commits, conflicts, rebase, threads, pipeline): the
 * checks that read git facts are `checking` until mergeability is computed; those a project setting
 * turns off are `inactive`.
 */
export function mergeabilityChecks(facts: MergeabilityFacts): MergeCheckResult[] {
  const computed = facts.mergeStatus !== 'unchecked' && facts.mergeStatus !== 'checking';
  const gitCheck = (failed: boolean): MergeCheckStatus =>
    !computed ? 'checking' : failed ? 'failed' : 'success';
  // Cannot be merged for no conflict nor rebase: a branch is gone (or holds no commits).
  const branchBroken = facts.mergeStatus === 'cannot_be_merged' && !facts.hasConflicts && !facts.needsRebase;
  const ciStatus: MergeCheckStatus = !facts.pipelineRequired
    ? 'inactive'
    : facts.pipelineStatus === 'success'
      ? 'success'
      : 'failed';
  return [
    { identifier: 'not_open', status: facts.state === 'opened' ? 'success' : 'failed' },
    { identifier: 'draft_status', status: facts.draft ? 'failed' : 'success' },
    { identifier: 'commits_status', status: gitCheck(branchBroken) },
    { identifier: 'conflict', status: gitCheck(facts.hasConflicts) },
    { identifier: 'need_rebase', status: gitCheck(facts.needsRebase) },
    {
      identifier: 'discussions_not_resolved',
      status: !facts.discussionsRequired ? 'inactive' : facts.unresolvedThreads > 0 ? 'failed' : 'success',
    },
    { identifier: 'ci_must_pass', status: ciStatus },
  ];
}

/**
 * GitLab's `detailed_merge_status`, from the same checks: the first one that fails (a branch gone is
 * `broken_status`), `checking`/`unchecked` while git facts are not computed, and a required pipeline
 * that has not failed yet is still running.
 */
export function detailedMergeStatus(
  facts: MergeabilityFacts,
  checks: readonly MergeCheckResult[] = mergeabilityChecks(facts),
): DetailedMergeStatus {
  const failed = checks.find((c) => c.status === 'failed');
  if (failed?.identifier === 'not_open' || failed?.identifier === 'draft_status') return failed.identifier;
  if (facts.mergeStatus === 'checking' || facts.mergeStatus === 'unchecked') return facts.mergeStatus;
  if (!failed) return 'mergeable';
  if (failed.identifier === 'commits_status') return 'broken_status';
  if (failed.identifier === 'ci_must_pass') {
    const status = facts.pipelineStatus;
    return status === null || PIPELINE_FAILED.has(status) ? 'ci_must_pass' : 'ci_still_running';
  }
  return failed.identifier;
}
