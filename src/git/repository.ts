import fs from 'node:fs/promises';
import path from 'node:path';
import type { CatFilePool, GitObject, ObjectInfo } from './cat-file.ts';
import { gitText, runGit, type GitResult, type GitRunOptions } from './run.ts';

export const ZERO_OID = '0000000000000000000000000000000000000000';

export interface Ref {
  name: string;
  oid: string;
}

/**
 * A bare repository on disk, driven through the git CLI (argument arrays only). Object reads go
 * through the shared cat-file pool; everything else spawns git. This class knows nothing of
 * projects or permissions: modules decide who may call what.
 */
export class GitRepository {
  readonly path: string;
  private readonly pool: CatFilePool;

  constructor(gitDir: string, pool: CatFilePool) {
    this.path = gitDir;
    this.pool = pool;
  }

  run(args: readonly string[], options: Omit<GitRunOptions, 'gitDir'> = {}): Promise<GitResult> {
    return runGit(args, { ...options, gitDir: this.path });
  }

  text(args: readonly string[], options: Omit<GitRunOptions, 'gitDir'> = {}): Promise<string> {
    return gitText(args, { ...options, gitDir: this.path });
  }

  async exists(): Promise<boolean> {
    try {
      await fs.access(path.join(this.path, 'HEAD'));
      return true;
    } catch {
      return false;
    }
  }

  /** Creates the bare repository (parents included) with HEAD on `defaultBranch`. */
  async init(defaultBranch = 'main'): Promise<void> {
    await fs.mkdir(path.dirname(this.path), { recursive: true });
    await runGit(['init', '--bare', '--quiet', `--initial-branch=${defaultBranch}`, this.path]);
    // Clients may ask for single objects by id (partial clones, CI fetching one commit).
    await this.run(['config', 'uploadpack.allowAnySHA1InWant', 'true']);
    await this.run(['config', 'uploadpack.allowFilter', 'true']);
  }

  /** Deletes the repository from disk (nothing if absent). */
  async remove(): Promise<void> {
    this.invalidate();
    await fs.rm(this.path, { recursive: true, force: true });
  }

  /** Drops cached readers after the repository was replaced or removed on disk. */
  invalidate(): void {
    this.pool.invalidate(this.path);
  }

  info(name: string): Promise<ObjectInfo | null> {
    return this.pool.acquire(this.path).info(name);
  }

  object(name: string): Promise<GitObject | null> {
    return this.pool.acquire(this.path).contents(name);
  }

  /** The commit a revision (branch, tag, sha, `HEAD~2`...) points to, or null. */
  async resolveCommit(revision: string): Promise<string | null> {
    if (!isSafeRevision(revision)) return null;
    const info = await this.info(`${revision}^{commit}`);
    return info?.oid ?? null;
  }

  /** The branch HEAD names (the default branch), whether or not it exists yet. */
  async headBranch(): Promise<string | null> {
    try {
      const head = (await fs.readFile(path.join(this.path, 'HEAD'), 'utf8')).trim();
      return head.startsWith('ref: refs/heads/') ? head.slice('ref: refs/heads/'.length) : null;
    } catch {
      return null;
    }
  }

  async setHeadBranch(branch: string): Promise<void> {
    await this.run(['symbolic-ref', 'HEAD', `refs/heads/${branch}`]);
  }

  /** Refs under a prefix (`refs/heads/`, `refs/tags/`...), sorted by name. */
  async refs(prefix = 'refs/'): Promise<Ref[]> {
    const out = await this.text(['for-each-ref', '--format=%(objectname) %(refname)', prefix]);
    return out
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const space = line.indexOf(' ');
        return { oid: line.slice(0, space), name: line.slice(space + 1) };
      });
  }

  async branchNames(): Promise<string[]> {
    return (await this.refs('refs/heads/')).map((r) => r.name.slice('refs/heads/'.length));
  }

  /** Whether any branch exists, read from the ref files without spawning git (cheap enough for lists). */
  async hasBranches(): Promise<boolean> {
    const walk = async (dir: string): Promise<boolean> => {
      let entries;
      try {
        entries = await fs.readdir(dir, { withFileTypes: true });
      } catch {
        return false;
      }
      for (const entry of entries) {
        if (entry.isFile()) return true;
        if (entry.isDirectory() && (await walk(path.join(dir, entry.name)))) return true;
      }
      return false;
    };
    if (await walk(path.join(this.path, 'refs', 'heads'))) return true;
    try {
      return (await fs.readFile(path.join(this.path, 'packed-refs'), 'utf8')).includes(' refs/heads/');
    } catch {
      return false;
    }
  }

  /** True when the repository has no refs at all (nothing pushed yet). */
  async isEmpty(): Promise<boolean> {
    const out = await this.text(['for-each-ref', '--count=1', '--format=%(refname)']);
    return out.trim() === '';
  }

  /**
   * Moves a ref from `expectedOld` to `newOid` atomically; `expectedOld` null means the ref must not
   * exist yet, and `newOid` ZERO_OID deletes it. Returns false when the ref was not as expected.
   */
  async updateRef(ref: string, newOid: string, expectedOld: string | null): Promise<boolean> {
    const args =
      newOid === ZERO_OID
        ? ['update-ref', '-d', ref, ...(expectedOld ? [expectedOld] : [])]
        : ['update-ref', ref, newOid, expectedOld ?? ZERO_OID];
    try {
      await this.run(args);
      return true;
    } catch {
      return false;
    }
  }
}

/** Refuses revisions that git would read as options or that could never name a commit. */
export function isSafeRevision(revision: string): boolean {
  return revision !== '' && !revision.startsWith('-') && !/[\0\n\r]/.test(revision);
}

/** git's own ref-name rules (check-ref-format), for branch and tag names given by users. */
export function isValidRefName(name: string): boolean {
  if (name === '' || name === '@' || name.startsWith('-') || name.startsWith('/') || name.endsWith('/'))
    return false;
  if (name.endsWith('.') || name.endsWith('.lock') || name.includes('..') || name.includes('@{'))
    return false;
  if (name.includes('//')) return false;

  if (/[\x00-\x20\x7f~^:?*[\\]/.test(name)) return false;
  return name.split('/').every((part) => part !== '' && !part.startsWith('.') && !part.endsWith('.lock'));
}
