import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT_TOKEN, type TestApp } from './app.ts';

const exec = promisify(execFile);

/** Environment for the git CLI in tests: no user configuration, a fixed identity, no prompts. */
export const GIT_ENV = {
  PATH: process.env['PATH'] ?? '/usr/bin:/bin',
  HOME: os.tmpdir(),
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_TERMINAL_PROMPT: '0',
  GIT_AUTHOR_NAME: 'Test Author',
  GIT_AUTHOR_EMAIL: 'author@example.com',
  GIT_COMMITTER_NAME: 'Test Committer',
  GIT_COMMITTER_EMAIL: 'committer@example.com',
  LC_ALL: 'C',
};

export interface GitOutput {
  stdout: string;
  stderr: string;
}

/** Runs the git CLI in `cwd`; rejects with git's stderr in the message. */
export async function git(cwd: string, args: string[], env: Record<string, string> = {}): Promise<GitOutput> {
  try {
    return await exec('git', args, { cwd, env: { ...GIT_ENV, ...env }, maxBuffer: 256 * 1024 * 1024 });
  } catch (error) {
    const e = error as { stderr?: string; message: string };
    throw new Error(`git ${args.join(' ')} failed: ${e.stderr ?? e.message}`);
  }
}

/** Runs git and returns the failure's stderr; throws if git succeeded. */
export async function gitFails(cwd: string, args: string[]): Promise<string> {
  try {
    await exec('git', args, { cwd, env: GIT_ENV });
  } catch (error) {
    return (error as { stderr: string }).stderr;
  }
  throw new Error(`git ${args.join(' ')} succeeded but was expected to fail`);
}

/** A fresh temporary directory, removed by `cleanupDirs`. */
const dirs: string[] = [];
export async function tempDir(prefix = 'railyard-git-'): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

export async function cleanupDirs(): Promise<void> {
  await Promise.all(dirs.splice(0).map((d) => fs.rm(d, { recursive: true, force: true })));
}

/** The HTTP clone URL of a project on a listening test app, with a token as Basic password. */
export async function cloneUrl(t: TestApp, fullPath: string, token?: string | null): Promise<string> {
  const base = await t.listen();
  const auth = token ? `oauth2:${encodeURIComponent(token)}@` : '';
  return `${base.replace('http://', `http://${auth}`)}/${fullPath}.git`;
}

/** Writes files (path → content) into a work tree, creating directories. */
export async function writeFiles(dir: string, files: Record<string, string | Buffer>): Promise<void> {
  for (const [file, content] of Object.entries(files)) {
    const target = path.join(dir, file);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, content);
  }
}

/**
 * A local work tree with the project as `origin`: empty (`git init`) or cloned. Commit and push
 * through `git()`.
 */
export async function workTree(
  t: TestApp,
  fullPath: string,
  token: string,
  branch = 'main',
): Promise<string> {
  const dir = await tempDir();
  await git(dir, ['init', '--quiet', `--initial-branch=${branch}`]);
  await git(dir, ['remote', 'add', 'origin', await cloneUrl(t, fullPath, token)]);
  return dir;
}

/** Commits the given files in a work tree and returns the new commit's sha. */
export async function commitFiles(
  dir: string,
  files: Record<string, string | Buffer>,
  message: string,
  env: Record<string, string> = {},
): Promise<string> {
  await writeFiles(dir, files);
  await git(dir, ['add', '--all']);
  await git(dir, ['commit', '--quiet', '--allow-empty', '-m', message], env);
  return (await git(dir, ['rev-parse', 'HEAD'])).stdout.trim();
}

/** Creates a project and pushes one commit with `files` to `branch`; returns the project and the sha. */
export async function projectWithFiles(
  t: TestApp,
  files: Record<string, string | Buffer>,
  options: { token?: string; branch?: string; visibility?: string; name?: string } = {},
): Promise<{ id: number; fullPath: string; sha: string; dir: string }> {
  const token = options.token ?? ROOT_TOKEN;
  const name = options.name ?? `repo-${Math.random().toString(36).slice(2, 8)}`;
  const created = await t.post('/projects', {
    token,
    body: { name, visibility: options.visibility ?? 'private' },
  });
  if (created.status !== 201) throw new Error(`project creation failed: ${created.text}`);
  const fullPath: string = created.body.path_with_namespace;
  const dir = await workTree(t, fullPath, token, options.branch ?? 'main');
  const sha = await commitFiles(dir, files, 'Initial files');
  await git(dir, ['push', '--quiet', 'origin', `HEAD:refs/heads/${options.branch ?? 'main'}`]);
  return { id: created.body.id, fullPath, sha, dir };
}
