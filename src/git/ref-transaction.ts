import { ZERO_OID, isValidRefName, type GitRepository } from './repository.ts';

/** One ref change; `newOid` ZERO_OID deletes the ref. */
export interface RefChange {
  ref: string;
  newOid: string;
  /**
   * What the ref must point at before the change: an id, null for "must not exist", undefined for
   * no check (refs only this code writes, such as `refs/merge-requests/*`).
   */
  expectedOld?: string | null;
}

/**
 * A ref was not where the caller expected (someone pushed meanwhile): nothing was changed. Callers
 * map it to their own answer (GitLab: 409 for a moved target, 406 for a stale source).
 */
export class RefMovedError extends Error {
  readonly ref: string;
  readonly expected: string | null;
  /** Where the ref is now (null when it does not exist). */
  readonly actual: string | null;
  constructor(ref: string, expected: string | null, actual: string | null) {
    super(`${ref} is at ${actual ?? 'nothing'} but ${expected ?? 'nothing'} was expected`);
    this.name = 'RefMovedError';
    this.ref = ref;
    this.expected = expected;
    this.actual = actual;
  }
}

/**
 * Applies all changes or none (`git update-ref --stdin`, which locks every ref, checks each
 * expected value, then commits). A ref not as expected throws RefMovedError naming it.
 */
export async function updateRefsAtomically(
  repo: GitRepository,
  changes: readonly RefChange[],
): Promise<void> {
  if (changes.length === 0) return;
  for (const change of changes) {
    if (!change.ref.startsWith('refs/') || !isValidRefName(change.ref)) {
      throw new Error(`invalid ref name: ${JSON.stringify(change.ref)}`);
    }
  }
  const input = changes.map((change) => {
    const old = change.expectedOld === undefined ? '' : (change.expectedOld ?? ZERO_OID);
    return change.newOid === ZERO_OID
      ? `delete ${change.ref}\0${old}\0`
      : `update ${change.ref}\0${change.newOid}\0${old}\0`;
  });
  const result = await repo.run(['update-ref', '--stdin', '-z'], { input: input.join(''), okCodes: [128] });
  if (result.code === 0) return;
  for (const change of changes) {
    if (change.expectedOld === undefined) continue;
    const actual = await readRef(repo, change.ref);
    if (actual !== change.expectedOld) throw new RefMovedError(change.ref, change.expectedOld, actual);
  }
  throw new Error(`git update-ref failed: ${result.stderr.trim()}`);
}

/** Moves a branch from `expectedOld` to `newOid`, or throws RefMovedError leaving it untouched. */
export function moveBranch(
  repo: GitRepository,
  branch: string,
  newOid: string,
  expectedOld: string | null,
): Promise<void> {
  return updateRefsAtomically(repo, [{ ref: `refs/heads/${branch}`, newOid, expectedOld }]);
}

/** The commit (or object) a full ref name points to, or null. */
export async function readRef(repo: GitRepository, ref: string): Promise<string | null> {
  const { stdout, code } = await repo.run(['rev-parse', '--verify', '--quiet', `${ref}^{}`], {
    okCodes: [1],
  });
  return code === 0 ? stdout.toString('utf8').trim() : null;
}
