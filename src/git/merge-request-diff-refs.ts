import { mergeBase } from './ancestry.ts';
import type { GitRepository } from './repository.ts';

/** GitLab's `diff_refs` of a merge request: what its diff compares, fixed when the diff is computed. */
export interface MergeRequestDiffRefs {
  /** The merge base of target and source: the diff's left side. */
  baseSha: string;
  /** The target head when the diff was computed. */
  startSha: string;
  /** The source head: the diff's right side. */
  headSha: string;
}

/**
 * The diff refs of a merge request from its branch heads, or null when the histories are unrelated.
 * The merge request's diff is then `readDiffs(repo, baseSha, headSha)`.
 */
export async function mergeRequestDiffRefs(
  repo: GitRepository,
  targetHead: string,
  sourceHead: string,
): Promise<MergeRequestDiffRefs | null> {
  const base = await mergeBase(repo, targetHead, sourceHead);
  return base === null ? null : { baseSha: base, startSha: targetHead, headSha: sourceHead };
}
