import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { ZERO_OID, isValidRefName, type GitRepository } from './repository.ts';
import { spawnGit } from './run.ts';

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
  for (const change of changes) assertRefName(change.ref);
  const input = changes.map((change) => {
    const old = change.expectedOld === undefined ? '' : (change.expectedOld ?? ZERO_OID);
    return change.newOid === ZERO_OID
      ? `delete ${change.ref}\0${old}\0`
      : `update ${change.ref}\0${change.newOid}\0${old}\0`;
  });
  const result = await repo.run(['update-ref', '--stdin', '-z'], { input: input.join(''), okCodes: [128] });
  if (result.code === 0) return;
  await throwIfMoved(repo, changes);
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

/** The object a full ref name points to (unpeeled, as update-ref compares it), or null. */
export async function readRef(repo: GitRepository, ref: string): Promise<string | null> {
  const { stdout, code } = await repo.run(['rev-parse', '--verify', '--quiet', ref], {
    okCodes: [1],
  });
  return code === 0 ? stdout.toString('utf8').trim() : null;
}

/**
 * A ref update held between its check and its commit: `prepare` locks every ref and verifies the
 * expected values (RefMovedError otherwise); until `commit` or `abort`, pushes to those refs fail.
 * This lets a caller commit its database transaction between the two, so that the database and the
 * refs change together (if this process dies before `commit`, git sees its input end, drops the
 * locks and changes nothing).
 */
export class PreparedRefUpdate {
  readonly #child: ChildProcessWithoutNullStreams;
  readonly #closed: Promise<{ code: number; stderr: string }>;
  #stdout = '';
  #finished = false;

  private constructor(child: ChildProcessWithoutNullStreams) {
    this.#child = child;
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (this.#stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.stdin.on('error', () => undefined);
    this.#closed = new Promise((resolve, reject) => {
      child.on('error', reject);
      child.on('close', (code) => resolve({ code: code ?? -1, stderr }));
    });
  }

  static async prepare(repo: GitRepository, changes: readonly RefChange[]): Promise<PreparedRefUpdate> {
    const lines = changes.map((change) => {
      assertRefName(change.ref);
      const old = change.expectedOld === undefined ? '' : ` ${change.expectedOld ?? ZERO_OID}`;
      return change.newOid === ZERO_OID
        ? `delete ${change.ref}${old}`
        : `update ${change.ref} ${change.newOid}${old}`;
    });
    const update = new PreparedRefUpdate(spawnGit(['update-ref', '--stdin'], { gitDir: repo.path }));
    update.#child.stdin.write(['start', ...lines, 'prepare', ''].join('\n'));
    const ready = await Promise.race([update.#until('prepare: ok\n'), update.#closed.then(() => false)]);
    if (ready) return update;
    update.#finished = true;
    const { stderr } = await update.#closed;
    await throwIfMoved(repo, changes);
    throw new Error(`git update-ref failed: ${stderr.trim()}`);
  }

  /** Applies the prepared changes. */
  async commit(): Promise<void> {
    const { code, stderr } = await this.#finish('commit');
    if (code !== 0) throw new Error(`git update-ref commit failed: ${stderr.trim()}`);
  }

  /** Releases the locks, changing nothing. */
  async abort(): Promise<void> {
    await this.#finish('abort');
  }

  async #finish(command: 'commit' | 'abort'): Promise<{ code: number; stderr: string }> {
    if (this.#finished) throw new Error('the ref update was already committed or aborted');
    this.#finished = true;
    this.#child.stdin.end(`${command}\n`);
    return this.#closed;
  }

  async #until(text: string): Promise<boolean> {
    while (!this.#stdout.includes(text)) {
      await new Promise((resolve) => this.#child.stdout.once('data', resolve));
    }
    return true;
  }
}

function assertRefName(ref: string): void {
  if (!ref.startsWith('refs/') || !isValidRefName(ref))
    throw new Error(`invalid ref name: ${JSON.stringify(ref)}`);
}

/** After a refused update: the first ref that is not where the caller expected, as RefMovedError. */
async function throwIfMoved(repo: GitRepository, changes: readonly RefChange[]): Promise<void> {
  for (const change of changes) {
    if (change.expectedOld === undefined) continue;
    const actual = await readRef(repo, change.ref);
    if (actual !== change.expectedOld) throw new RefMovedError(change.ref, change.expectedOld, actual);
  }
}
