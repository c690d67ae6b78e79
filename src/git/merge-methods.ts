import { assertRevisions, canFastForward } from './ancestry.ts';
import { writeCommitObject, type Identity } from './commit-object.ts';
import { trialMerge, type MergeMessage } from './merge-tree.ts';
import type { GitRepository } from './repository.ts';

/** A project's `merge_method`: merge commit, merge commit with semi-linear history, fast-forward. */
export type MergeMethod = 'merge' | 'rebase_merge' | 'ff';

/** Why a merge produced nothing; refs and the caller's state stay as they were. */
export type MergeRefusal =
  | { status: 'conflict'; conflicts: string[]; messages: MergeMessage[]; mergeBase: string }
  /** Fast-forward and semi-linear merges need the source rebased on the target first. */
  | { status: 'need_rebase' }
  | { status: 'unrelated' };

export type MergeCommitResult =
  | { status: 'merged'; commit: string; tree: string; mergeBase: string }
  | Exclude<MergeRefusal, { status: 'need_rebase' }>;

export interface MergeCommitRequest {
  /** First parent: the target head (or, on a merge train, the car ahead's merged result). */
  ours: string;
  /** Second parent: the source head. */
  theirs: string;
  message: string;
  /** The merging user, author and committer of the merge commit as in GitLab. */
  committer: Identity;
}

/**
 * Writes a merge commit of `theirs` into `ours` (two parents, the merged tree) without moving any
 * ref. Also what `refs/merge-requests/:iid/merge` and `/train` point to.
 */
export async function createMergeCommit(
  repo: GitRepository,
  request: MergeCommitRequest,
): Promise<MergeCommitResult> {
  const trial = await trialMerge(repo, request.ours, request.theirs);
  if (trial.status !== 'clean') return trial;
  const commit = await writeCommitObject(repo, {
    tree: trial.tree,
    parents: [request.ours, request.theirs],
    message: withNewline(request.message),
    author: request.committer,
  });
  return { status: 'merged', commit, tree: trial.tree, mergeBase: trial.mergeBase };
}

export interface SquashRequest {
  targetHead: string;
  sourceHead: string;
  message: string;
  /** GitLab: the merge request's author. */
  author: Identity;
  /** GitLab: the user who merges. */
  committer: Identity;
}

/**
 * One commit on top of the target head holding the target merged with the source: the source's
 * changes squashed. No ref moves.
 */
export async function createSquashCommit(
  repo: GitRepository,
  request: SquashRequest,
): Promise<MergeCommitResult> {
  const trial = await trialMerge(repo, request.targetHead, request.sourceHead);
  if (trial.status !== 'clean') return trial;
  const commit = await writeCommitObject(repo, {
    tree: trial.tree,
    parents: [request.targetHead],
    message: withNewline(request.message),
    author: request.author,
    committer: request.committer,
  });
  return { status: 'merged', commit, tree: trial.tree, mergeBase: trial.mergeBase };
}

export interface MergeRequestMerge {
  method: MergeMethod;
  squash: boolean;
  targetHead: string;
  sourceHead: string;
  /** The merge commit's message (unused by a fast-forward). */
  mergeMessage: string;
  /** The squash commit's message (used when squashing). */
  squashMessage: string;
  /** The merging user. */
  committer: Identity;
  /** The squash commit's author (GitLab: the merge request's author); defaults to the committer. */
  squashAuthor?: Identity;
}

export type MergeRequestMergeResult =
  | {
      status: 'merged';
      /** Where the target branch must move (from `targetHead`). */
      newHead: string;
      /** The merge commit, null for fast-forwards. */
      mergeCommit: string | null;
      /** The squash commit, when squashing. */
      squashCommit: string | null;
    }
  | MergeRefusal;

/**
 * The commit the target branch moves to for a merge request, by the project's merge method
 * (GitLab's MergeService / FfMergeService):
 * - `merge`: a merge commit of the source (or of its squash commit) into the target;
 * - `rebase_merge`: the same, but only when the target head is already in the source's history;
 * - `ff`: the source head itself (or its squash commit on the target), under the same condition.
 * Objects are written; no ref moves. Move the branch with `moveBranch(..., newHead, targetHead)`.
 */
export async function prepareMerge(
  repo: GitRepository,
  request: MergeRequestMerge,
): Promise<MergeRequestMergeResult> {
  assertRevisions(request.targetHead, request.sourceHead);
  if (request.method !== 'merge' && !(await canFastForward(repo, request.targetHead, request.sourceHead))) {
    return { status: 'need_rebase' };
  }
  let mergedSide = request.sourceHead;
  let squashCommit: string | null = null;
  if (request.squash) {
    const squashed = await createSquashCommit(repo, {
      targetHead: request.targetHead,
      sourceHead: request.sourceHead,
      message: request.squashMessage,
      author: request.squashAuthor ?? request.committer,
      committer: request.committer,
    });
    if (squashed.status !== 'merged') return squashed;
    squashCommit = mergedSide = squashed.commit;
  }
  if (request.method === 'ff') {
    return { status: 'merged', newHead: mergedSide, mergeCommit: null, squashCommit };
  }
  const merged = await createMergeCommit(repo, {
    ours: request.targetHead,
    theirs: mergedSide,
    message: request.mergeMessage,
    committer: request.committer,
  });
  if (merged.status !== 'merged') return merged;
  return { status: 'merged', newHead: merged.commit, mergeCommit: merged.commit, squashCommit };
}

function withNewline(message: string): string {
  return message.endsWith('\n') ? message : `${message}\n`;
}
