import { assertRevisions, mergeBase } from './ancestry.ts';
import { writeCommitObject } from './commit-object.ts';
import type { GitRepository } from './repository.ts';

/** One message of `git merge-tree`: the paths it concerns, its kind (`CONFLICT (contents)`...) and text. */
export interface MergeMessage {
  paths: string[];
  type: string;
  message: string;
}

/** The outcome of merging two commits in memory: nothing is referenced, only objects are written. */
export type MergeTrial =
  | { status: 'clean'; tree: string; mergeBase: string }
  | { status: 'conflict'; conflicts: string[]; messages: MergeMessage[]; mergeBase: string }
  /** The two commits share no history (git refuses to merge them). */
  | { status: 'unrelated' };

/**
 * Merges `theirs` into `ours` without a work tree (`git merge-tree --write-tree`): the merged tree
 * when clean, or the conflicting paths and git's messages. The merge base is the one git uses
 * (recursive merges of several bases aside).
 */
export async function trialMerge(repo: GitRepository, ours: string, theirs: string): Promise<MergeTrial> {
  assertRevisions(ours, theirs);
  const base = await mergeBase(repo, ours, theirs);
  if (base === null) return { status: 'unrelated' };
  const result = await mergeTrees(repo, ours, theirs);
  return result.clean
    ? { status: 'clean', tree: result.tree, mergeBase: base }
    : { status: 'conflict', conflicts: result.conflicts, messages: result.messages, mergeBase: base };
}

export interface MergeTreeResult {
  clean: boolean;
  /** Written even with conflicts (then holding conflict markers); only meaningful when clean. */
  tree: string;
  conflicts: string[];
  messages: MergeMessage[];
}

/** Runs `git merge-tree --write-tree` on two commits that share history, and parses its output. */
export async function mergeTrees(
  repo: GitRepository,
  ours: string,
  theirs: string,
): Promise<MergeTreeResult> {
  const { stdout, code } = await repo.run(['merge-tree', '--write-tree', '-z', '--name-only', ours, theirs], {
    okCodes: [1],
  });
  return { clean: code === 0, ...parseMergeTree(stdout.toString('utf8')) };
}

/**
 * `-z --name-only` output: the tree id, then (with conflicts) each conflicted path, an empty field,
 * and messages as `<count> <path>... <type> <message>`, every field NUL-terminated.
 */
export function parseMergeTree(out: string): Omit<MergeTreeResult, 'clean'> {
  const fields = out.split('\0');
  const tree = fields[0]!.trim();
  const conflicts: string[] = [];
  let i = 1;
  for (; i < fields.length && fields[i] !== ''; i++) {
    if (!conflicts.includes(fields[i]!)) conflicts.push(fields[i]!);
  }
  i += 1;
  const messages: MergeMessage[] = [];
  while (i < fields.length) {
    const count = Number(fields[i]);
    if (!Number.isInteger(count) || fields[i] === '') break;
    const paths = fields.slice(i + 1, i + 1 + count);
    const type = fields[i + 1 + count] ?? '';
    const message = (fields[i + 2 + count] ?? '').replace(/\n$/, '');
    messages.push({ paths, type, message });
    i += count + 3;
  }
  return { tree, conflicts, messages };
}

/** Fixed identity of the scaffolding commits below, so that the same trees give the same objects. */
const SCAFFOLD = { name: 'Railyard', email: 'railyard@localhost', date: new Date(0) };

/**
 * Three-way merge of trees around an explicit base, as a cherry-pick needs (base: the picked
 * commit's parent). git 2.39's merge-tree lacks `--merge-base`, so the base becomes a parentless
 * commit and both sides commits on it: their only merge base is then the given base.
 */
export async function mergeTreesWithBase(
  repo: GitRepository,
  baseTree: string,
  oursTree: string,
  theirsTree: string,
): Promise<MergeTreeResult> {
  const base = await writeCommitObject(repo, {
    tree: baseTree,
    parents: [],
    message: 'base\n',
    author: SCAFFOLD,
  });
  const [ours, theirs] = await Promise.all([
    writeCommitObject(repo, { tree: oursTree, parents: [base], message: 'ours\n', author: SCAFFOLD }),
    writeCommitObject(repo, { tree: theirsTree, parents: [base], message: 'theirs\n', author: SCAFFOLD }),
  ]);
  return mergeTrees(repo, ours, theirs);
}

/** The empty tree's id, written to the repository (commit-tree wants the object present). */
export async function emptyTree(repo: GitRepository): Promise<string> {
  return (await repo.text(['mktree'], { input: '' })).trim();
}
