import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { GitError, spawnGit } from './run.ts';

export type ObjectType = 'blob' | 'tree' | 'commit' | 'tag';

export interface ObjectInfo {
  oid: string;
  type: ObjectType;
  size: number;
}

export interface GitObject extends ObjectInfo {
  content: Buffer;
}

interface Pending {
  kind: 'info' | 'contents';
  resolve: (value: ObjectInfo | GitObject | null) => void;
  reject: (error: Error) => void;
}

/**
 * One long-lived `git cat-file --batch-command` process: object reads without a spawn each
 * (a spawn costs milliseconds and blocks the event loop in a large process), as Gitaly does.
 * Requests are answered in order.
 */
export class CatFileProcess {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly pending: Pending[] = [];
  private buffer: Buffer = Buffer.alloc(0);
  private header: ObjectInfo | null = null;
  private dead: Error | null = null;
  lastUsed = Date.now();

  constructor(gitDir: string) {
    this.child = spawnGit(['cat-file', '--batch-command'], { gitDir });
    let stderr = '';
    this.child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 4096) stderr += chunk.toString('utf8');
    });
    this.child.stdout.on('data', (chunk: Buffer) => this.onData(chunk));
    this.child.stdin.on('error', () => undefined);
    const fail = (error: Error) => {
      this.dead ??= error;
      for (const p of this.pending.splice(0)) p.reject(this.dead);
    };
    this.child.on('error', fail);
    this.child.on('close', (code) => fail(new GitError(['cat-file', '--batch-command'], code, stderr)));
  }

  get alive(): boolean {
    return this.dead === null;
  }

  get busy(): boolean {
    return this.pending.length > 0;
  }

  info(name: string): Promise<ObjectInfo | null> {
    return this.request('info', name);
  }

  contents(name: string): Promise<GitObject | null> {
    return this.request('contents', name) as Promise<GitObject | null>;
  }

  close(): void {
    this.dead ??= new Error('cat-file process closed');
    this.child.stdin.end();
    this.child.kill();
  }

  private request(kind: Pending['kind'], name: string): Promise<ObjectInfo | GitObject | null> {
    if (this.dead) return Promise.reject(this.dead);
    // A name with a line break would be read as two commands; a `<rev>:<path>` whose path steps
    // through `.` or `..` makes git exit ("outside repository"), failing every read queued behind it.
    if (/[\n\r]/.test(name) || name === '' || relativePath(name)) return Promise.resolve(null);
    this.lastUsed = Date.now();
    return new Promise((resolve, reject) => {
      this.pending.push({ kind, resolve, reject });
      this.child.stdin.write(`${kind} ${name}\n`);
    });
  }

  private onData(chunk: Buffer): void {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const current = this.pending[0];
      if (!current) return;
      if (!this.header) {
        const eol = this.buffer.indexOf(10);
        if (eol < 0) return;
        const line = this.buffer.subarray(0, eol).toString('utf8');
        this.buffer = this.buffer.subarray(eol + 1);
        const parts = line.split(' ');
        if (parts.length !== 3 || !/^[0-9a-f]{40,64}$/.test(parts[0]!)) {
          // "<name> missing", "<name> ambiguous" and the like: no such object.
          this.pending.shift();
          current.resolve(null);
          continue;
        }
        const info: ObjectInfo = { oid: parts[0]!, type: parts[1] as ObjectType, size: Number(parts[2]) };
        if (current.kind === 'info') {
          this.pending.shift();
          current.resolve(info);
          continue;
        }
        this.header = info;
      }
      const header = this.header;
      if (this.buffer.length < header.size + 1) return;
      const content = Buffer.from(this.buffer.subarray(0, header.size));
      this.buffer = this.buffer.subarray(header.size + 1);
      this.header = null;
      this.pending.shift();
      current.resolve({ ...header, content });
    }
  }
}

/**
 * Long-lived cat-file processes, one per repository (more while one is busy), closed when idle,
 * when the pool is full, and when a repository changes on disk in a way they might not notice.
 */
export class CatFilePool {
  private readonly processes = new Map<string, CatFileProcess[]>();
  private readonly maxProcesses: number;
  private readonly idleMs: number;
  private readonly sweeper: NodeJS.Timeout;

  constructor(options: { maxProcesses?: number; idleMs?: number } = {}) {
    this.maxProcesses = options.maxProcesses ?? 64;
    this.idleMs = options.idleMs ?? 30_000;
    this.sweeper = setInterval(() => this.sweep(), Math.min(this.idleMs, 10_000));
    this.sweeper.unref();
  }

  /** A process for the repository, reusing an idle one. */
  acquire(gitDir: string): CatFileProcess {
    const list = (this.processes.get(gitDir) ?? []).filter((p) => p.alive);
    const idle = list.find((p) => !p.busy);
    if (idle) return idle;
    // Busy processes answer in order; share one rather than spawning without bound.
    if (list.length >= 4) return list.reduce((a, b) => (a.lastUsed <= b.lastUsed ? a : b));
    this.evictIfFull();
    const created = new CatFileProcess(gitDir);
    list.push(created);
    this.processes.set(gitDir, list);
    return created;
  }

  /** Closes the repository's processes (after a repository is moved, replaced or removed). */
  invalidate(gitDir: string): void {
    for (const p of this.processes.get(gitDir) ?? []) p.close();
    this.processes.delete(gitDir);
  }

  closeAll(): void {
    clearInterval(this.sweeper);
    for (const gitDir of [...this.processes.keys()]) this.invalidate(gitDir);
  }

  private count(): number {
    let n = 0;
    for (const list of this.processes.values()) n += list.length;
    return n;
  }

  private evictIfFull(): void {
    if (this.count() < this.maxProcesses) return;
    let oldest: { gitDir: string; process: CatFileProcess } | null = null;
    for (const [gitDir, list] of this.processes) {
      for (const process of list) {
        if (!process.busy && (!oldest || process.lastUsed < oldest.process.lastUsed))
          oldest = { gitDir, process };
      }
    }
    if (oldest) this.remove(oldest.gitDir, oldest.process);
  }

  private sweep(): void {
    const now = Date.now();
    for (const [gitDir, list] of this.processes) {
      for (const process of list) {
        if (!process.alive || (!process.busy && now - process.lastUsed > this.idleMs))
          this.remove(gitDir, process);
      }
    }
  }

  private remove(gitDir: string, process: CatFileProcess): void {
    process.close();
    const rest = (this.processes.get(gitDir) ?? []).filter((p) => p !== process);
    if (rest.length > 0) this.processes.set(gitDir, rest);
    else this.processes.delete(gitDir);
  }
}

/** `<rev>:<path>` with a `.` or `..` segment in the path: no tree holds one. */
function relativePath(name: string): boolean {
  const colon = name.indexOf(':');
  return (
    colon >= 0 &&
    name
      .slice(colon + 1)
      .split('/')
      .some((segment) => segment === '.' || segment === '..')
  );
}
