import { assertRevisions } from './ancestry.ts';
import { ZERO_OID, type GitRepository } from './repository.ts';
import { readRef, updateRefsAtomically } from './ref-transaction.ts';

/**
 * GitLab's hidden refs of a merge request: `head` (the source head, fetched into the target project),
 * `merge` (the merged result, for merged-results pipelines and `/merge_ref`), `train` (a car's
 * merged result on a merge train).
 */
export type MergeRequestRefKind = 'head' | 'merge' | 'train';

export const MERGE_REQUEST_REF_KINDS: readonly MergeRequestRefKind[] = ['head', 'merge', 'train'];

export function mergeRequestRef(iid: number, kind: MergeRequestRefKind): string {
  if (!Number.isSafeInteger(iid) || iid <= 0) throw new Error(`invalid merge request iid: ${iid}`);
  return `refs/merge-requests/${iid}/${kind}`;
}

/**
 * Points a merge request ref at a commit. With `expectedOld` (null: must not exist) the write is
 * refused with RefMovedError when the ref moved; without it the ref is overwritten.
 */
export function writeMergeRequestRef(
  repo: GitRepository,
  iid: number,
  kind: MergeRequestRefKind,
  oid: string,
  expectedOld?: string | null,
): Promise<void> {
  return updateRefsAtomically(repo, [{ ref: mergeRequestRef(iid, kind), newOid: oid, expectedOld }]);
}

export function readMergeRequestRef(
  repo: GitRepository,
  iid: number,
  kind: MergeRequestRefKind,
): Promise<string | null> {
  return readRef(repo, mergeRequestRef(iid, kind));
}

/** Deletes the given refs of a merge request (all by default); absent ones are fine. */
export function deleteMergeRequestRefs(
  repo: GitRepository,
  iid: number,
  kinds: readonly MergeRequestRefKind[] = MERGE_REQUEST_REF_KINDS,
): Promise<void> {
  return updateRefsAtomically(
    repo,
    kinds.map((kind) => ({ ref: mergeRequestRef(iid, kind), newOid: ZERO_OID })),
  );
}

/**
 * Brings a source head that lives in another repository (a merge request from a fork) into the
 * target repository as `refs/merge-requests/:iid/head`, so that merges, diffs and pipelines work
 * on the target alone. For a merge request within one project, write the ref instead.
 */
export async function fetchSourceHead(
  target: GitRepository,
  sourceGitDir: string,
  sourceHead: string,
  iid: number,
): Promise<void> {
  assertRevisions(sourceHead);
  if (!/^[0-9a-f]{40}$/.test(sourceHead)) throw new Error(`not a commit id: ${sourceHead}`);
  await target.run([
    'fetch',
    '--quiet',
    '--no-tags',
    '--no-write-fetch-head',
    '--',
    sourceGitDir,
    `+${sourceHead}:${mergeRequestRef(iid, 'head')}`,
  ]);
}
