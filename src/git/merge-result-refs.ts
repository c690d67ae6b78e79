import type { Identity } from './commit-object.ts';
import { createMergeCommit, type MergeCommitResult } from './merge-methods.ts';
import { writeMergeRequestRef } from './merge-request-refs.ts';
import type { GitRepository } from './repository.ts';

export interface MergeResultRefRequest {
  iid: number;
  /** `merge`: merged results pipelines and `/merge_ref`; `train`: a merge train car's pipeline. */
  kind: 'merge' | 'train';
  /** The target head, or on a train the merged result of the car ahead. */
  base: string;
  sourceHead: string;
  message: string;
  committer: Identity;
}

/**
 * Merges the source into `base` and points `refs/merge-requests/:iid/{merge,train}` at the merge
 * commit. A conflict leaves the ref as it was; the caller reports it (and drops the train car).
 */
export async function writeMergeResultRef(
  repo: GitRepository,
  request: MergeResultRefRequest,
): Promise<MergeCommitResult> {
  const result = await createMergeCommit(repo, {
    ours: request.base,
    theirs: request.sourceHead,
    message: request.message,
    committer: request.committer,
  });
  if (result.status === 'merged') await writeMergeRequestRef(repo, request.iid, request.kind, result.commit);
  return result;
}
