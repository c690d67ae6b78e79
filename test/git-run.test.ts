import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GitError, gitProcessesStarted, gitText, observeGitCommands, runGit } from '../src/git/run.ts';

/**
 * Git commands run to completion through the launcher's child process: their output, exit codes,
 * standard input and error, and the limits on time and output size, as a directly spawned git's.
 */
let dir: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'railyard-git-run-'));
  await runGit(['init', '--quiet', '--bare', dir]);
});

afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe('runGit', () => {
  it('returns the output, reads standard input, and counts and reports each command started', async () => {
    const seen: string[][] = [];
    const stop = observeGitCommands((args) => seen.push([...args]));
    const before = gitProcessesStarted();
    const oid = (await gitText(['hash-object', '-w', '--stdin'], { gitDir: dir, input: 'hello\n' })).trim();
    expect(oid).toBe('ce013625030ba8dba906f756967f9e9ca394464a');
    const content = await runGit(['cat-file', '-p', oid], { gitDir: dir });
    expect(content.stdout).toBeInstanceOf(Buffer);
    expect(content.stdout.toString('utf8')).toBe('hello\n');
    expect(content.code).toBe(0);
    stop();
    expect(gitProcessesStarted() - before).toBe(2);
    expect(seen.map((args) => args.slice(2, 3))).toEqual([['hash-object'], ['cat-file']]);
  });

  it('fails with the exit code and standard error, unless the code is one the caller expects', async () => {
    const failure = await runGit(['rev-parse', '--verify', 'refs/heads/none'], { gitDir: dir }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(GitError);
    expect((failure as GitError).code).toBe(128);
    expect((failure as GitError).stderr).toContain('Needed a single revision');
    const allowed = await runGit(['diff', '--quiet', '--no-index', '/dev/null', path.join(dir, 'HEAD')], {
      okCodes: [1],
    });
    expect(allowed.code).toBe(1);
  });

  it('stops a command whose output grows too large, or that runs too long', async () => {
    const big = (
      await gitText(['hash-object', '-w', '--stdin'], { gitDir: dir, input: 'x'.repeat(100_000) })
    ).trim();
    const tooLarge = await runGit(['cat-file', '-p', big], { gitDir: dir, maxBytes: 1000 }).catch(
      (error: unknown) => error,
    );
    expect(String(tooLarge)).toContain('output exceeds 1000 bytes');
    const slow = await runGit(['-c', 'alias.wait=!sleep 1', 'wait'], { timeoutMs: 200 }).catch(
      (error: unknown) => error,
    );
    expect(String(slow)).toContain('timed out');
  });

  it('says why a command could not start', async () => {
    const failure = await runGit(['status'], { cwd: path.join(dir, 'no-such-directory') }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect(String(failure)).toMatch(/ENOENT|no such/i);
  });
});
