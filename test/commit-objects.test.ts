import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatFilePool } from '../src/git/cat-file.ts';
import { readCommitObjects, readCommits } from '../src/git/commit-log.ts';
import { GitRepository } from '../src/git/repository.ts';
import { git } from './support/git.ts';

/** Commits read from their objects (cat-file, no spawn) are the commits `git log` reports. */
let dir: string;
let pool: CatFilePool;
let repo: GitRepository;
const oids: string[] = [];

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'railyard-commits-'));
  await git(dir, ['init', '--quiet', '--initial-branch=main', 'work']);
  const work = path.join(dir, 'work');
  const commit = async (message: string, env: Record<string, string> = {}) => {
    await git(work, ['commit', '--quiet', '--allow-empty', '-m', message], env);
    oids.push((await git(work, ['rev-parse', 'HEAD'])).stdout.trim());
  };
  await commit('First line\n\nA body.\n\nSigned-off-by: Test <test@example.com>', {
    GIT_AUTHOR_DATE: '2026-01-02T03:04:05+0130',
    GIT_COMMITTER_DATE: '2026-01-03T03:04:05-0800',
  });
  await git(work, ['checkout', '--quiet', '-b', 'side']);
  await commit('On the side');
  await git(work, ['checkout', '--quiet', 'main']);
  await commit('Ünïcode title with a long name', { GIT_AUTHOR_NAME: 'Zoë Q. Author' });
  await git(work, ['merge', '--quiet', '--no-ff', '-m', 'Merge side', 'side']);
  oids.push((await git(work, ['rev-parse', 'HEAD'])).stdout.trim());
  pool = new CatFilePool();
  repo = new GitRepository(path.join(work, '.git'), pool);
});

afterAll(async () => {
  pool.closeAll();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('readCommitObjects', () => {
  it('reports what git log reports: parents, identities, dates, message, title and trailers', async () => {
    const expected = await readCommits(repo, ['--no-walk=unsorted', ...oids]);
    expect(expected).toHaveLength(4);
    expect(await readCommitObjects(repo, oids)).toEqual(expected);
  });

  it('leaves out ids that are not commits of the repository', async () => {
    const missing = 'f'.repeat(40);
    expect((await readCommitObjects(repo, [missing, oids[0]!, 'HEAD'])).map((c) => c.id)).toEqual([oids[0]]);
  });
});
