import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';

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

/** How many git processes this process has started (cost tests compare it before and after a request). */
export function gitProcessesStarted(): number {
  return spawned;
}

/**
 * Starts git with an argument array (never a shell string). The caller owns the streams; use
 * `runGit` for commands whose output fits in memory.
 */
export function spawnGit(
  args: readonly string[],
  options: Omit<GitRunOptions, 'input' | 'okCodes' | 'maxBytes'> = {},
): ChildProcessWithoutNullStreams {
  spawned += 1;
  return spawn('git', fullArgs(args, options), {
    cwd: options.cwd,
    env: gitEnv(options.env),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

/** Runs git to completion and returns its output; a non-zero exit (not in `okCodes`) throws GitError. */
export function runGit(args: readonly string[], options: GitRunOptions = {}): Promise<GitResult> {
  const all = fullArgs(args, options);
  return new Promise((resolve, reject) => {
    // Taken before spawning: a loaded machine can run the whole command inside the spawn call.
    const startedAt = performance.now();
    const child = spawnGit(args, options);
    const chunks: Buffer[] = [];
    let size = 0;
    let stderr = '';
    let failure: GitError | null = null;
    const timer =
      options.timeoutMs !== undefined
        ? setTimeout(() => {
            failure = new GitError(all, null, stderr, `git ${args[0]} timed out`);
            child.kill('SIGKILL');
          }, options.timeoutMs)
        : null;
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (options.maxBytes !== undefined && size > options.maxBytes) {
        failure ??= new GitError(
          all,
          null,
          stderr,
          `git ${args[0]} output exceeds ${options.maxBytes} bytes`,
        );
        child.kill('SIGKILL');
        return;
      }
      chunks.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 64 * 1024) stderr += chunk.toString('utf8');
    });
    child.on('error', (error) => {
      if (timer) clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      if (timer) clearTimeout(timer);
      // A busy event loop can run the timer late; the deadline still holds for the result.
      if (!failure && options.timeoutMs !== undefined && performance.now() - startedAt > options.timeoutMs) {
        failure = new GitError(all, null, stderr, `git ${args[0]} timed out`);
      }
      if (failure) return reject(failure);
      const exit = code ?? -1;
      if (exit !== 0 && !(options.okCodes ?? []).includes(exit)) {
        return reject(new GitError(all, exit, stderr));
      }
      resolve({ stdout: Buffer.concat(chunks), stderr, code: exit });
    });
    child.stdin.on('error', () => undefined);
    if (options.input !== undefined) child.stdin.end(options.input);
    else child.stdin.end();
  });
}

/** Runs git and returns its standard output as UTF-8 text. */
export async function gitText(args: readonly string[], options: GitRunOptions = {}): Promise<string> {
  return (await runGit(args, options)).stdout.toString('utf8');
}
