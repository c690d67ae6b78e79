import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { gitLauncher } from './launcher.ts';

/** Environment every git process runs with: no prompts, no system or user configuration. */
export function gitEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env['PATH'] ?? '/usr/bin:/bin',
    HOME: '/nonexistent',
    GIT_TERMINAL_PROMPT: '0',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    LANG: 'C',
    LC_ALL: 'C',
    TZ: 'UTC',
    ...extra,
  };
}

export interface GitRunOptions {
  /** The repository (bare) the command runs in, passed as `--git-dir`. */
  gitDir?: string;
  /** Working directory (defaults to the process's). */
  cwd?: string;
  /** Extra environment variables (author identity, index file...). */
  env?: Record<string, string>;
  /** Written to stdin, which is then closed. */
  input?: string | Buffer;
  /** Exit codes that are not failures (e.g. 1 for `diff --quiet`). */
  okCodes?: readonly number[];
  /** Stop and fail when stdout grows beyond this many bytes. */
  maxBytes?: number;
  /** Kill the process after this many milliseconds. */
  timeoutMs?: number;
}

export interface GitResult {
  stdout: Buffer;
  stderr: string;
  code: number;
}

/** A git command that failed: its arguments, exit code and standard error. */
export class GitError extends Error {
  readonly args: readonly string[];
  readonly code: number | null;
  readonly stderr: string;
  constructor(args: readonly string[], code: number | null, stderr: string, reason?: string) {
    super(reason ?? `git ${args.join(' ')} failed (${code}): ${stderr.trim()}`);
    this.name = 'GitError';
    this.args = args;
    this.code = code;
    this.stderr = stderr;
  }
}

function fullArgs(args: readonly string[], options: GitRunOptions): string[] {
  return options.gitDir ? ['--git-dir', options.gitDir, ...args] : [...args];
}

let spawned = 0;
const observers = new Set<(args: readonly string[]) => void>();

/** How many git processes this process has started (cost tests compare it before and after a request). */
export function gitProcessesStarted(): number {
  return spawned;
}

/** Calls `observer` with the arguments of every git command started from now on; returns a stop. */
export function observeGitCommands(observer: (args: readonly string[]) => void): () => void {
  observers.add(observer);
  return () => observers.delete(observer);
}

function started(args: readonly string[]): void {
  spawned += 1;
  for (const observer of observers) observer(args);
}

/**
 * Starts git with an argument array (never a shell string). The caller owns the streams; use
 * `runGit` for commands whose output fits in memory.
 */
export function spawnGit(
  args: readonly string[],
  options: Omit<GitRunOptions, 'input' | 'okCodes' | 'maxBytes'> = {},
): ChildProcessWithoutNullStreams {
  const all = fullArgs(args, options);
  started(all);
  return spawn('git', all, {
    cwd: options.cwd,
    env: gitEnv(options.env),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

/**
 * Runs git to completion and returns its output; a non-zero exit (not in `okCodes`) throws GitError.
 * The command is started by the git launcher's small child process (see launcher.ts).
 */
export async function runGit(args: readonly string[], options: GitRunOptions = {}): Promise<GitResult> {
  const all = fullArgs(args, options);
  started(all);
  // Taken before sending: a loaded machine can run the whole command before the answer is read.
  const startedAt = performance.now();
  const answer = await gitLauncher.run({
    args: all,
    ...(options.cwd === undefined ? {} : { cwd: options.cwd }),
    env: gitEnv(options.env),
    ...(options.input === undefined ? {} : { input: options.input }),
    ...(options.maxBytes === undefined ? {} : { maxBytes: options.maxBytes }),
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  });
  if (answer.error !== undefined) throw new Error(answer.error);
  const { stderr } = answer;
  // A busy event loop can read the answer late; the deadline still holds for the result.
  const late = options.timeoutMs !== undefined && performance.now() - startedAt > options.timeoutMs;
  if (answer.failure === 'timeout' || (!answer.failure && late)) {
    throw new GitError(all, null, stderr, `git ${args[0]} timed out`);
  }
  if (answer.failure === 'too_large') {
    throw new GitError(all, null, stderr, `git ${args[0]} output exceeds ${options.maxBytes} bytes`);
  }
  const exit = answer.code ?? -1;
  if (exit !== 0 && !(options.okCodes ?? []).includes(exit)) throw new GitError(all, exit, stderr);
  const out = answer.stdout;
  return { stdout: Buffer.from(out.buffer, out.byteOffset, out.byteLength), stderr, code: exit };
}

/** Runs git and returns its standard output as UTF-8 text. */
export async function gitText(args: readonly string[], options: GitRunOptions = {}): Promise<string> {
  return (await runGit(args, options)).stdout.toString('utf8');
}
