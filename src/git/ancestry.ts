import { readCommits, type CommitRecord } from './commit-log.ts';
import { isSafeRevision, type GitRepository } from './repository.ts';

/** Refuses revisions git would read as options: merge inputs come from users (`sha`, branch names). */
export function assertRevisions(...revisions: string[]): void {
  for (const revision of revisions) {
    if (!isSafeRevision(revision)) throw new Error(`invalid revision: ${JSON.stringify(revision)}`);
  }
}

/** Whether `ancestor` is reachable from `descendant` (a commit is its own ancestor). */
export async function isAncestor(
  repo: GitRepository,
  ancestor: string,
  descendant: string,
): Promise<boolean> {
  assertRevisions(ancestor, descendant);
  const { code } = await repo.run(['merge-base', '--is-ancestor', ancestor, descendant], { okCodes: [1] });
  return code === 0;
}

/** The best common ancestor of two commits, or null when their histories are unrelated. */
export async function mergeBase(repo: GitRepository, a: string, b: string): Promise<string | null> {
  assertRevisions(a, b);
  const { stdout, code } = await repo.run(['merge-base', a, b], { okCodes: [1] });
  return code === 0 ? stdout.toString('utf8').trim() : null;
}

/**
 * Whether the target branch can simply move to the source: the target's head is already in the
 * source's history (GitLab's `ff_merge_possible?`).
 */
export function canFastForward(
  repo: GitRepository,
  targetHead: string,
  sourceHead: string,
): Promise<boolean> {
  return isAncestor(repo, targetHead, sourceHead);
}

/**
 * Whether the target advanced past the commit the source branched from, so that a fast-forward (or
 * semi-linear) merge needs a rebase first (GitLab's `should_be_rebased?`).
 */
export async function needsRebase(
  repo: GitRepository,
  targetHead: string,
  sourceHead: string,
): Promise<boolean> {
  return !(await canFastForward(repo, targetHead, sourceHead));
}

/**
 * How far two commits diverged: `behind` counts target commits the source lacks (GitLab's
 * `diverged_commits_count`), `ahead` source commits the target lacks.
 */
export async function divergence(
  repo: GitRepository,
  targetHead: string,
  sourceHead: string,
): Promise<{ behind: number; ahead: number }> {
  assertRevisions(targetHead, sourceHead);
  const out = await repo.text(['rev-list', '--left-right', '--count', `${targetHead}...${sourceHead}`]);
  const [behind = '0', ahead = '0'] = out.trim().split(/\s+/);
  return { behind: Number(behind), ahead: Number(ahead) };
}

/**
 * The commits of `head` that `base` lacks, newest first (a merge request's commits, with `base` its
 * target head). `limit` caps the list.
 */
export async function commitsBetween(
  repo: GitRepository,
  base: string,
  head: string,
  options: { limit?: number; skip?: number } = {},
): Promise<CommitRecord[]> {
  assertRevisions(base, head);
  return readCommits(repo, [head, `^${base}`], options);
}

/** How many commits `head` has that `base` lacks (a merge request's `commits_count`). */
export async function countCommitsBetween(repo: GitRepository, base: string, head: string): Promise<number> {
  assertRevisions(base, head);
  return Number((await repo.text(['rev-list', '--count', head, `^${base}`])).trim());
}
