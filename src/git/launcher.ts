import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** A git command for the launcher to run (arguments complete, environment complete). */
export interface LaunchRequest {
  id: number;
  args: string[];
  cwd?: string;
  env: NodeJS.ProcessEnv;
  input?: Uint8Array | string;
  maxBytes?: number;
  timeoutMs?: number;
}

/** How it ended: its output and exit code, or why it was stopped or could not start. */
export interface LaunchAnswer {
  id: number;
  stdout: Uint8Array;
  stderr: string;
  code: number | null;
  failure?: 'timeout' | 'too_large' | null;
  /** The command could not be started (no git, no such directory...). */
  error?: string;
}

const CHILD = fileURLToPath(new URL('./launcher-child.ts', import.meta.url));

/**
 * Runs git commands whose output fits in memory from a small child process. Forking the service
 * itself costs milliseconds per command once it holds a few hundred megabytes (the kernel copies its
 * page tables), time during which nothing else runs; the child forks in a fraction of that. Commands
 * that stream (smart HTTP, archives, cat-file batches) are still started by the service itself.
 */
class GitLauncher {
  #child: ChildProcess | null = null;
  #next = 1;
  readonly #pending = new Map<number, (answer: LaunchAnswer) => void>();

  run(request: Omit<LaunchRequest, 'id'>): Promise<LaunchAnswer> {
    const child = this.#ensure();
    const id = this.#next++;
    return new Promise((resolve) => {
      this.#pending.set(id, resolve);
      child.channel?.ref();
      child.send({ ...request, id }, (error) => {
        if (error)
          this.#settle({ id, stdout: new Uint8Array(), stderr: '', code: null, error: error.message });
      });
    });
  }

  #ensure(): ChildProcess {
    if (this.#child?.connected) return this.#child;
    const child = fork(CHILD, [], {
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      execArgv: [],
    });
    child.on('message', (answer) => this.#settle(answer as LaunchAnswer));
    child.on('exit', () => {
      if (this.#child === child) this.#child = null;
      for (const [id] of this.#pending) {
        this.#settle({
          id,
          stdout: new Uint8Array(),
          stderr: '',
          code: null,
          error: 'the git launcher exited',
        });
      }
    });
    child.unref();
    child.channel?.unref();
    this.#child = child;
    return child;
  }

  #settle(answer: LaunchAnswer): void {
    const resolve = this.#pending.get(answer.id);
    if (!resolve) return;
    this.#pending.delete(answer.id);
    // Idle, the launcher does not keep the service's process alive.
    if (this.#pending.size === 0) this.#child?.channel?.unref();
    resolve(answer);
  }
}

export const gitLauncher = new GitLauncher();
