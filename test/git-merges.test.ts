import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  canFastForward,
  commitsBetween,
  countCommitsBetween,
  divergence,
  isAncestor,
  mergeBase,
  needsRebase,
} from '../src/git/ancestry.ts';
import { CatFilePool } from '../src/git/cat-file.ts';
import { readCommitHeader } from '../src/git/commit-object.ts';
import { createMergeCommit, prepareMerge, type MergeRequestMerge } from '../src/git/merge-methods.ts';
import { defaultMergeCommitMessage, defaultSquashCommitMessage } from '../src/git/merge-messages.ts';
import { mergeRequestDiffRefs } from '../src/git/merge-request-diff-refs.ts';
import { writeMergeResultRef } from '../src/git/merge-result-refs.ts';
import {
  deleteMergeRequestRefs,
  fetchSourceHead,
  readMergeRequestRef,
  writeMergeRequestRef,
} from '../src/git/merge-request-refs.ts';
import { trialMerge } from '../src/git/merge-tree.ts';
import { rebaseCommits } from '../src/git/rebase.ts';
import {
  moveBranch,
  PreparedRefUpdate,
  readRef,
  RefMovedError,
  updateRefsAtomically,
} from '../src/git/ref-transaction.ts';
import { GitRepository } from '../src/git/repository.ts';
import { cleanupDirs, commitFiles, git, tempDir } from './support/git.ts';

/**
 * Merges, squashes and rebases on real bare repositories: branches are made in a work tree with the
 * git CLI and pushed; the library then works on the bare repository alone.
 */
const pool = new CatFilePool();
let bare: string;
let work: string;
let repo: GitRepository;

const MERGER = { name: 'Mona Merger', email: 'mona@example.com', date: new Date('2026-03-01T10:00:00Z') };
const MR_AUTHOR = { name: 'Ada Author', email: 'ada@example.com' };

async function rev(revision: string): Promise<string> {
  return (await git(bare, ['rev-parse', revision])).stdout.trim();
}

async function refsSnapshot(): Promise<string> {
  return (await git(bare, ['for-each-ref', '--format=%(objectname) %(refname)'])).stdout;
}

async function fileAt(revision: string, file: string): Promise<string> {
  return (await git(bare, ['show', `${revision}:${file}`])).stdout;
}

async function filesAt(revision: string): Promise<string[]> {
  return (await git(bare, ['ls-tree', '-r', '--name-only', revision])).stdout.split('\n').filter(Boolean);
}

async function push(...branches: string[]): Promise<void> {
  await git(work, ['push', '--quiet', '--force', 'origin', ...branches.map((b) => `${b}:refs/heads/${b}`)]);
}

async function checkout(branch: string, create = false): Promise<void> {
  await git(work, ['checkout', '--quiet', ...(create ? ['-b'] : []), branch]);
}

/** main: a.txt and f.txt; feature (from main) changes f.txt's second line and adds b.txt. */
async function forked(): Promise<{ fork: string }> {
  const fork = await commitFiles(work, { 'a.txt': 'a\n', 'f.txt': 'one\ntwo\nthree\n' }, 'Initial');
  await checkout('feature', true);
  await commitFiles(work, { 'f.txt': 'one\nTWO\nthree\n' }, 'Change two');
  await commitFiles(work, { 'b.txt': 'b\n' }, 'Add b');
  await checkout('main');
  await push('main', 'feature');
  return { fork };
}

beforeEach(async () => {
  const dir = await tempDir('railyard-merges-');
  bare = path.join(dir, 'repo.git');
  work = path.join(dir, 'work');
  await git(dir, ['init', '--quiet', '--bare', '--initial-branch=main', bare]);
  await git(dir, ['init', '--quiet', '--initial-branch=main', work]);
  await git(work, ['remote', 'add', 'origin', bare]);
  repo = new GitRepository(bare, pool);
});

afterAll(async () => {
  pool.closeAll();
  await cleanupDirs();
});

describe('trial merge', () => {
  it('merges two commits into a tree without touching refs or writing an index', async () => {
    const { fork } = await forked();
    await commitFiles(work, { 'a.txt': 'a changed\n' }, 'Change a');
    await push('main');
    const before = await refsSnapshot();

    const trial = await trialMerge(repo, await rev('main'), await rev('feature'));

    expect(trial).toMatchObject({ status: 'clean', mergeBase: fork });
    if (trial.status !== 'clean') return;
    expect(await fileAt(trial.tree, 'a.txt')).toBe('a changed\n');
    expect(await fileAt(trial.tree, 'f.txt')).toBe('one\nTWO\nthree\n');
    expect(await fileAt(trial.tree, 'b.txt')).toBe('b\n');
    expect(await refsSnapshot()).toBe(before);
    await expect(fs.access(path.join(bare, 'index'))).rejects.toThrow();
  });

  it('reports the conflicting paths and git messages, and changes no ref', async () => {
    const { fork } = await forked();
    await commitFiles(work, { 'f.txt': 'one\nDeux\nthree\n', 'a.txt': 'a changed\n' }, 'Conflicting');
    await push('main');
    const before = await refsSnapshot();

    const trial = await trialMerge(repo, await rev('main'), await rev('feature'));

    expect(trial).toMatchObject({ status: 'conflict', conflicts: ['f.txt'], mergeBase: fork });
    if (trial.status !== 'conflict') return;
    expect(trial.messages).toContainEqual({
      paths: ['f.txt'],
      type: 'CONFLICT (contents)',
      message: 'CONFLICT (content): Merge conflict in f.txt',
    });
    expect(await refsSnapshot()).toBe(before);
  });

  it('reports a modify/delete conflict with its path', async () => {
    await forked();
    await git(work, ['rm', '--quiet', 'f.txt']);
    await git(work, ['commit', '--quiet', '-m', 'Remove f']);
    await push('main');
    const trial = await trialMerge(repo, await rev('main'), await rev('feature'));
    expect(trial).toMatchObject({ status: 'conflict', conflicts: ['f.txt'] });
    if (trial.status === 'conflict')
      expect(trial.messages.map((m) => m.type)).toContain('CONFLICT (modify/delete)');
  });

  it('answers unrelated for histories without a common commit', async () => {
    await forked();
    await git(work, ['checkout', '--quiet', '--orphan', 'other']);
    await commitFiles(work, { 'z.txt': 'z\n' }, 'Unrelated root');
    await push('other');
    expect(await trialMerge(repo, await rev('main'), await rev('other'))).toEqual({ status: 'unrelated' });
    expect(await mergeBase(repo, await rev('main'), await rev('other'))).toBeNull();
  });

  it('refuses revisions that git would read as options', async () => {
    await forked();
    await expect(trialMerge(repo, '--output=/tmp/x', await rev('main'))).rejects.toThrow(/invalid revision/);
  });
});

describe('ancestry', () => {
  it('tells whether a fast-forward is possible or a rebase is needed, and counts commits', async () => {
    const { fork } = await forked();
    const main0 = await rev('main');
    const feature = await rev('feature');
    expect(await isAncestor(repo, main0, feature)).toBe(true);
    expect(await canFastForward(repo, main0, feature)).toBe(true);
    expect(await needsRebase(repo, main0, feature)).toBe(false);
    expect(await divergence(repo, main0, feature)).toEqual({ behind: 0, ahead: 2 });

    await commitFiles(work, { 'a.txt': 'moved on\n' }, 'Main moves');
    await push('main');
    const main1 = await rev('main');
    expect(await canFastForward(repo, main1, feature)).toBe(false);
    expect(await needsRebase(repo, main1, feature)).toBe(true);
    expect(await divergence(repo, main1, feature)).toEqual({ behind: 1, ahead: 2 });
    expect(await mergeBase(repo, main1, feature)).toBe(fork);

    const commits = await commitsBetween(repo, main1, feature);
    expect(commits.map((c) => c.title)).toEqual(['Add b', 'Change two']);
    expect(await countCommitsBetween(repo, main1, feature)).toBe(2);
    expect(await mergeRequestDiffRefs(repo, main1, feature)).toEqual({
      baseSha: fork,
      startSha: main1,
      headSha: feature,
    });
  });
});

describe('merge methods', () => {
  const plan = async (overrides: Partial<MergeRequestMerge>): Promise<MergeRequestMerge> => ({
    method: 'merge',
    squash: false,
    targetHead: await rev('main'),
    sourceHead: await rev('feature'),
    mergeMessage: defaultMergeCommitMessage({
      sourceBranch: 'feature',
      targetBranch: 'main',
      title: 'Improve two',
      reference: 'group/project!7',
    }),
    squashMessage: defaultSquashCommitMessage({ title: 'Improve two' }),
    committer: MERGER,
    squashAuthor: MR_AUTHOR,
    ...overrides,
  });

  it('merge commit: two parents, the merged tree, GitLab message; the branch moves only when asked', async () => {
    await forked();
    await commitFiles(work, { 'a.txt': 'a changed\n' }, 'Change a');
    await push('main');
    const target = await rev('main');
    const source = await rev('feature');

    const result = await prepareMerge(repo, await plan({}));

    expect(result).toMatchObject({ status: 'merged', squashCommit: null });
    if (result.status !== 'merged') return;
    expect(result.mergeCommit).toBe(result.newHead);
    expect(await rev('main')).toBe(target);
    const commit = (await readCommitHeader(repo, result.newHead))!;
    expect(commit.parents).toEqual([target, source]);
    expect(commit.message).toBe(
      "Merge branch 'feature' into 'main'\n\nImprove two\n\nSee merge request group/project!7\n",
    );
    expect(commit.author).toMatchObject({ name: MERGER.name, email: MERGER.email, date: MERGER.date });
    expect(await filesAt(result.newHead)).toEqual(['a.txt', 'b.txt', 'f.txt']);
    expect(await fileAt(result.newHead, 'a.txt')).toBe('a changed\n');

    await moveBranch(repo, 'main', result.newHead, target);
    expect(await rev('main')).toBe(result.newHead);
  });

  it('merge commit with a conflict: the conflicting paths, no new ref', async () => {
    await forked();
    await commitFiles(work, { 'f.txt': 'one\n2\nthree\n' }, 'Conflicting');
    await push('main');
    const before = await refsSnapshot();
    const result = await prepareMerge(repo, await plan({}));
    expect(result).toMatchObject({ status: 'conflict', conflicts: ['f.txt'] });
    expect(await refsSnapshot()).toBe(before);
  });

  it('fast-forward: the source head itself when possible, need_rebase when the target moved', async () => {
    await forked();
    const ff = await prepareMerge(repo, await plan({ method: 'ff' }));
    expect(ff).toEqual({
      status: 'merged',
      newHead: await rev('feature'),
      mergeCommit: null,
      squashCommit: null,
    });

    await commitFiles(work, { 'a.txt': 'a changed\n' }, 'Change a');
    await push('main');
    expect(await prepareMerge(repo, await plan({ method: 'ff' }))).toEqual({ status: 'need_rebase' });
    expect(await prepareMerge(repo, await plan({ method: 'rebase_merge' }))).toEqual({
      status: 'need_rebase',
    });
  });

  it('semi-linear merge: a merge commit when the source is based on the target', async () => {
    await forked();
    const result = await prepareMerge(repo, await plan({ method: 'rebase_merge' }));
    expect(result.status).toBe('merged');
    if (result.status !== 'merged') return;
    const commit = (await readCommitHeader(repo, result.newHead))!;
    expect(commit.parents).toEqual([await rev('main'), await rev('feature')]);
    expect(commit.tree).toBe(await rev('feature^{tree}'));
  });

  it('squash with fast-forward: one commit on the target, MR author as author, merger as committer', async () => {
    await forked();
    const target = await rev('main');
    const result = await prepareMerge(repo, await plan({ method: 'ff', squash: true }));
    expect(result.status).toBe('merged');
    if (result.status !== 'merged') return;
    expect(result.mergeCommit).toBeNull();
    expect(result.squashCommit).toBe(result.newHead);
    const squash = (await readCommitHeader(repo, result.newHead))!;
    expect(squash.parents).toEqual([target]);
    expect(squash.tree).toBe(await rev('feature^{tree}'));
    expect(squash.message).toBe('Improve two\n');
    expect(squash.author).toMatchObject(MR_AUTHOR);
    expect(squash.committer).toMatchObject({ name: MERGER.name, email: MERGER.email });
  });

  it('squash and merge commit: the merge commit joins the target and the squash commit', async () => {
    await forked();
    await commitFiles(work, { 'a.txt': 'a changed\n' }, 'Change a');
    await push('main');
    const target = await rev('main');
    const result = await prepareMerge(repo, await plan({ squash: true }));
    expect(result.status).toBe('merged');
    if (result.status !== 'merged') return;
    const merge = (await readCommitHeader(repo, result.newHead))!;
    const squash = (await readCommitHeader(repo, result.squashCommit!))!;
    expect(merge.parents).toEqual([target, result.squashCommit]);
    expect(squash.parents).toEqual([target]);
    expect(squash.tree).toBe(merge.tree);
    expect(await fileAt(merge.tree, 'a.txt')).toBe('a changed\n');
    expect(await fileAt(merge.tree, 'b.txt')).toBe('b\n');
  });
});

describe('rebase', () => {
  it('replays the source commits on the target, keeping authorship and messages, moving no ref', async () => {
    const authored = {
      GIT_AUTHOR_NAME: 'Feature Author',
      GIT_AUTHOR_EMAIL: 'feature@example.com',
      GIT_AUTHOR_DATE: '2026-01-02T03:04:05+0130',
    };
    await commitFiles(work, { 'a.txt': 'a\n', 'f.txt': 'one\ntwo\nthree\n' }, 'Initial');
    await checkout('feature', true);
    await commitFiles(work, { 'f.txt': 'one\nTWO\nthree\n' }, 'Change two\n\nWith a body.', authored);
    await commitFiles(work, { 'b.txt': 'b\n' }, 'Add b', authored);
    await checkout('main');
    await commitFiles(work, { 'a.txt': 'a changed\n' }, 'Change a');
    await push('main', 'feature');
    const before = await refsSnapshot();
    const onto = await rev('main');
    const originals = [await rev('feature~1'), await rev('feature')];

    const result = await rebaseCommits(repo, { sourceHead: await rev('feature'), onto, committer: MERGER });

    expect(result.status).toBe('rebased');
    if (result.status !== 'rebased') return;
    expect(await refsSnapshot()).toBe(before);
    expect(result.rewritten.map((r) => r.from)).toEqual(originals);
    const [first, second] = await Promise.all(result.rewritten.map((r) => readCommitHeader(repo, r.to)));
    expect(first!.parents).toEqual([onto]);
    expect(second!.parents).toEqual([first!.oid]);
    expect(result.head).toBe(second!.oid);
    for (const [copy, original] of [
      [first!, (await readCommitHeader(repo, originals[0]!))!],
      [second!, (await readCommitHeader(repo, originals[1]!))!],
    ] as const) {
      expect(copy.oid).not.toBe(original.oid);
      expect(copy.author).toEqual(original.author);
      expect(copy.author.timezone).toBe('+0130');
      expect(copy.message).toBe(original.message);
      expect(copy.committer).toMatchObject({ name: MERGER.name, email: MERGER.email });
    }
    expect(first!.message).toBe('Change two\n\nWith a body.\n');
    expect(await fileAt(result.head, 'a.txt')).toBe('a changed\n');
    expect(await fileAt(result.head, 'f.txt')).toBe('one\nTWO\nthree\n');
    expect(await filesAt(result.head)).toEqual(['a.txt', 'b.txt', 'f.txt']);
    expect(await canFastForward(repo, onto, result.head)).toBe(true);
  });

  it('applies each commit against its own parent, not the branch as a whole', async () => {
    const lines = (first: string, fourth: string) => `${first}\ntwo\nthree\n${fourth}\nfive\n`;
    await commitFiles(work, { 'f.txt': lines('one', 'four') }, 'Initial');
    await checkout('feature', true);
    await commitFiles(work, { 'f.txt': lines('one', 'FOUR') }, 'Upper four');
    await commitFiles(work, { 'f.txt': lines('one', 'four') }, 'Lower four again');
    await checkout('main');
    await commitFiles(work, { 'f.txt': lines('ONE', 'four'), 'x.txt': 'x\n' }, 'Upper one');
    await push('main', 'feature');
    const result = await rebaseCommits(repo, {
      sourceHead: await rev('feature'),
      onto: await rev('main'),
      committer: MERGER,
    });
    expect(result.status).toBe('rebased');
    if (result.status !== 'rebased') return;
    expect(result.rewritten).toHaveLength(2);
    expect(await fileAt(result.rewritten[0]!.to, 'f.txt')).toBe(lines('ONE', 'FOUR'));
    expect(await fileAt(result.head, 'f.txt')).toBe(lines('ONE', 'four'));
    expect(await fileAt(result.head, 'x.txt')).toBe('x\n');
  });

  it('stops at the conflicting commit, names it and its paths, and leaves refs as they were', async () => {
    await forked();
    await commitFiles(work, { 'f.txt': 'one\n2\nthree\n' }, 'Conflicting');
    await push('main');
    const before = await refsSnapshot();
    const result = await rebaseCommits(repo, {
      sourceHead: await rev('feature'),
      onto: await rev('main'),
      committer: MERGER,
    });
    expect(result).toMatchObject({
      status: 'conflict',
      commit: await rev('feature~1'),
      conflicts: ['f.txt'],
    });
    expect(await refsSnapshot()).toBe(before);
  });

  it('keeps commits already on the target, and skips changes the target already has', async () => {
    await forked();
    const upToDate = await rebaseCommits(repo, {
      sourceHead: await rev('feature'),
      onto: await rev('main'),
      committer: MERGER,
    });
    expect(upToDate).toMatchObject({ status: 'rebased', head: await rev('feature') });

    await git(work, ['cherry-pick', 'feature']);
    await push('main');
    const result = await rebaseCommits(repo, {
      sourceHead: await rev('feature'),
      onto: await rev('main'),
      committer: MERGER,
    });
    expect(result.status).toBe('rebased');
    if (result.status !== 'rebased') return;
    expect(result.rewritten).toHaveLength(1);
    expect((await readCommitHeader(repo, result.head))!.message).toBe('Change two\n');
    expect(await filesAt(result.head)).toEqual(['a.txt', 'b.txt', 'f.txt']);
  });
});

describe('ref updates', () => {
  it('detects a target that moved after the merge was prepared, and leaves it where the push put it', async () => {
    await forked();
    const target = await rev('main');
    const result = await prepareMerge(repo, {
      method: 'merge',
      squash: false,
      targetHead: target,
      sourceHead: await rev('feature'),
      mergeMessage: 'Merge',
      squashMessage: 'Squash',
      committer: MERGER,
    });
    if (result.status !== 'merged') throw new Error(result.status);
    const pushed = await commitFiles(work, { 'a.txt': 'concurrent\n' }, 'Concurrent push');
    await push('main');

    const error = await moveBranch(repo, 'main', result.newHead, target).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(RefMovedError);
    expect(error).toMatchObject({ ref: 'refs/heads/main', expected: target, actual: pushed });
    expect(await rev('main')).toBe(pushed);
  });

  it('applies several ref changes all or none', async () => {
    await forked();
    const main = await rev('main');
    const feature = await rev('feature');
    const error = await updateRefsAtomically(repo, [
      { ref: 'refs/heads/new', newOid: feature, expectedOld: null },
      { ref: 'refs/heads/feature', newOid: main, expectedOld: main },
    ]).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'RefMovedError', ref: 'refs/heads/feature', actual: feature });
    expect(await readRef(repo, 'refs/heads/new')).toBeNull();

    await updateRefsAtomically(repo, [
      { ref: 'refs/heads/new', newOid: feature, expectedOld: null },
      { ref: 'refs/heads/feature', newOid: main, expectedOld: feature },
    ]);
    expect(await readRef(repo, 'refs/heads/new')).toBe(feature);
    expect(await readRef(repo, 'refs/heads/feature')).toBe(main);
  });

  it('holds a prepared update: pushes fail meanwhile, commit applies it, abort changes nothing', async () => {
    await forked();
    const main = await rev('main');
    const feature = await rev('feature');
    const changes = [
      { ref: 'refs/heads/main', newOid: feature, expectedOld: main },
      { ref: 'refs/merge-requests/1/head', newOid: feature, expectedOld: null },
    ];

    const aborted = await PreparedRefUpdate.prepare(repo, changes);
    expect(await repo.updateRef('refs/heads/main', feature, main)).toBe(false);
    await aborted.abort();
    expect(await rev('main')).toBe(main);
    expect(await readRef(repo, 'refs/merge-requests/1/head')).toBeNull();

    const prepared = await PreparedRefUpdate.prepare(repo, changes);
    expect(await repo.updateRef('refs/heads/main', feature, main)).toBe(false);
    expect(await rev('main')).toBe(main);
    await prepared.commit();
    expect(await rev('main')).toBe(feature);
    expect(await readRef(repo, 'refs/merge-requests/1/head')).toBe(feature);
    await expect(prepared.commit()).rejects.toThrow(/already/);

    const error = await PreparedRefUpdate.prepare(repo, changes).catch((e: unknown) => e);
    expect(error).toMatchObject({
      name: 'RefMovedError',
      ref: 'refs/heads/main',
      expected: main,
      actual: feature,
    });
    expect(await repo.updateRef('refs/heads/main', main, feature)).toBe(true);
  });

  it('writes, guards and deletes refs/merge-requests/:iid/{head,merge,train}', async () => {
    await forked();
    await commitFiles(work, { 'a.txt': 'a changed\n' }, 'Change a');
    await push('main');
    const target = await rev('main');
    const source = await rev('feature');

    await writeMergeRequestRef(repo, 3, 'head', source, null);
    const merged = await createMergeCommit(repo, {
      ours: target,
      theirs: source,
      message: 'Merge for pipelines',
      committer: MERGER,
    });
    if (merged.status !== 'merged') throw new Error(merged.status);
    await writeMergeRequestRef(repo, 3, 'merge', merged.commit);
    await writeMergeRequestRef(repo, 3, 'train', merged.commit);
    expect(await rev('refs/merge-requests/3/head')).toBe(source);
    expect(await rev('refs/merge-requests/3/merge')).toBe(merged.commit);
    expect(await readMergeRequestRef(repo, 3, 'train')).toBe(merged.commit);
    expect((await readCommitHeader(repo, merged.commit))!.parents).toEqual([target, source]);

    await expect(writeMergeRequestRef(repo, 3, 'head', target, target)).rejects.toBeInstanceOf(RefMovedError);
    expect(await readMergeRequestRef(repo, 3, 'head')).toBe(source);
    await writeMergeRequestRef(repo, 3, 'head', target, source);
    expect(await readMergeRequestRef(repo, 3, 'head')).toBe(target);

    await deleteMergeRequestRefs(repo, 3);
    expect((await git(bare, ['for-each-ref', 'refs/merge-requests/'])).stdout).toBe('');
    await deleteMergeRequestRefs(repo, 3);
    expect(() => writeMergeRequestRef(repo, 0, 'head', target)).toThrow(/iid/);
  });
});

describe('merge trains', () => {
  it('chains train refs: each car merges onto the car ahead; a conflicting car leaves its ref alone', async () => {
    await commitFiles(work, { 'f.txt': 'base\n' }, 'Initial');
    const heads: string[] = [];
    for (const [branch, files] of [
      ['one', { '1.txt': '1\n' }],
      ['two', { 'f.txt': 'two\n' }],
      ['three', { 'f.txt': 'three\n' }],
    ] as const) {
      await checkout('main');
      await checkout(branch, true);
      heads.push(await commitFiles(work, files, `Car ${branch}`));
    }
    await push('main', 'one', 'two', 'three');
    const target = await rev('main');
    const car = (iid: number, base: string) =>
      writeMergeResultRef(repo, {
        iid,
        kind: 'train',
        base,
        sourceHead: heads[iid - 1]!,
        message: `Train car !${iid}`,
        committer: MERGER,
      });

    const first = await car(1, target);
    if (first.status !== 'merged') throw new Error(first.status);
    const second = await car(2, first.commit);
    if (second.status !== 'merged') throw new Error(second.status);
    expect(await readMergeRequestRef(repo, 2, 'train')).toBe(second.commit);
    expect((await readCommitHeader(repo, second.commit))!.parents).toEqual([first.commit, heads[1]]);
    expect(await filesAt(second.commit)).toEqual(['1.txt', 'f.txt']);

    expect(await car(3, second.commit)).toMatchObject({ status: 'conflict', conflicts: ['f.txt'] });
    expect(await readMergeRequestRef(repo, 3, 'train')).toBeNull();

    // The first car's pipeline passed: the target moves to exactly the tested commit.
    await moveBranch(repo, 'main', first.commit, target);
    expect(await rev('main')).toBe(first.commit);
  });
});

describe('merge requests from a fork', () => {
  it('fetches the source head into the target repository, where it merges', async () => {
    await forked();
    const fork = path.join(path.dirname(bare), 'fork.git');
    await git(path.dirname(bare), ['init', '--quiet', '--bare', fork]);
    await checkout('feature');
    await commitFiles(work, { 'c.txt': 'from the fork\n' }, 'Fork work');
    await git(work, ['push', '--quiet', fork, 'feature:refs/heads/feature']);
    const head = (await git(work, ['rev-parse', 'HEAD'])).stdout.trim();
    expect(await repo.resolveCommit(head)).toBeNull();

    await fetchSourceHead(repo, fork, head, 5);

    expect(await readMergeRequestRef(repo, 5, 'head')).toBe(head);
    const result = await createMergeCommit(repo, {
      ours: await rev('main'),
      theirs: head,
      message: 'Merge',
      committer: MERGER,
    });
    expect(result.status).toBe('merged');
    if (result.status === 'merged') expect(await fileAt(result.commit, 'c.txt')).toBe('from the fork\n');
  });
});

describe('commit messages', () => {
  const base = { sourceBranch: 'feat', targetBranch: 'main', title: 'Add it', reference: 'g/p!4' };

  it("follows GitLab's default merge commit template, closed issues or description included", () => {
    expect(defaultMergeCommitMessage(base)).toBe(
      "Merge branch 'feat' into 'main'\n\nAdd it\n\nSee merge request g/p!4",
    );
    expect(defaultMergeCommitMessage({ ...base, closesIssues: ['#1', '#2', 'o/p#3'] })).toBe(
      "Merge branch 'feat' into 'main'\n\nAdd it\n\nCloses #1, #2 and o/p#3\n\nSee merge request g/p!4",
    );
    expect(defaultMergeCommitMessage({ ...base, description: 'Why.\nHow.', closesIssues: ['#1'] })).toBe(
      "Merge branch 'feat' into 'main'\n\nAdd it\n\nWhy.\nHow.\n\nSee merge request g/p!4",
    );
    expect(defaultSquashCommitMessage(base)).toBe('Add it');
  });
});
