import { createHash, randomInt } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { badRequest } from '../core/errors.ts';
import { CatFilePool } from './cat-file.ts';
import { GitRepository } from './repository.ts';

/** What a repository belongs to; each kind has its own hashed tree, as GitLab's hashed storage. */
export type RepositoryOwner = { kind: 'project'; id: number } | { kind: 'snippet'; id: number };

const PREFIXES: Record<RepositoryOwner['kind'], string> = { project: '@hashed', snippet: '@snippets' };

/**
 * The named repository storages (shards) of this instance. Repositories live at hashed paths
 * (`@hashed/ab/cd/<sha256 of the id>.git`), so renaming or transferring a project moves nothing.
 */
export class Storages {
  readonly pool = new CatFilePool();
  private readonly roots: Record<string, string>;
  private weights: Record<string, number>;

  constructor(roots: Record<string, string>, weights: Record<string, number>) {
    this.roots = roots;
    this.weights = weights;
  }

  names(): string[] {
    return Object.keys(this.roots);
  }

  has(name: string): boolean {
    return Object.hasOwn(this.roots, name);
  }

  root(name: string): string {
    if (!this.has(name)) throw badRequest(`Unknown repository storage ${name}`);
    return this.roots[name]!;
  }

  /** Changes the weights new repositories are placed by (application settings). */
  setWeights(weights: Record<string, number>): void {
    for (const name of Object.keys(weights)) this.root(name);
    this.weights = { ...weights };
  }

  currentWeights(): Record<string, number> {
    return { ...this.weights };
  }

  /** A storage for a new repository, at random in proportion to the weights (`default` if all weigh 0). */
  pick(exclude: readonly string[] = []): string {
    const candidates = this.names().filter((n) => !exclude.includes(n) && (this.weights[n] ?? 0) > 0);
    const total = candidates.reduce((sum, n) => sum + this.weights[n]!, 0);
    if (total === 0) {
      const fallback = this.names().find((n) => !exclude.includes(n));
      if (!fallback) throw badRequest('No repository storage is available');
      return fallback;
    }
    let ticket = randomInt(total);
    for (const name of candidates) {
      ticket -= this.weights[name]!;
      if (ticket < 0) return name;
    }
    return candidates[candidates.length - 1]!;
  }

  /** The path of an owner's repository relative to its storage root. */
  relativePath(owner: RepositoryOwner): string {
    const digest = createHash('sha256').update(String(owner.id)).digest('hex');
    return path.join(PREFIXES[owner.kind], digest.slice(0, 2), digest.slice(2, 4), `${digest}.git`);
  }

  /** Every repository of a kind of owner on disk, on every storage (whoever owns it, if anyone). */
  async list(kind: RepositoryOwner['kind']): Promise<{ relativePath: string; path: string }[]> {
    const found: { relativePath: string; path: string }[] = [];
    const entries = async (dir: string) => fs.readdir(dir).catch(() => [] as string[]);
    for (const root of Object.values(this.roots)) {
      const base = path.join(root, PREFIXES[kind]);
      for (const a of await entries(base)) {
        for (const b of await entries(path.join(base, a))) {
          for (const name of await entries(path.join(base, a, b))) {
            if (!name.endsWith('.git')) continue;
            const relativePath = path.join(PREFIXES[kind], a, b, name);
            found.push({ relativePath, path: path.join(root, relativePath) });
          }
        }
      }
    }
    return found;
  }

  /** The repository of an owner on a storage (which may not exist on disk yet). */
  repository(storage: string, owner: RepositoryOwner): GitRepository {
    return new GitRepository(path.join(this.root(storage), this.relativePath(owner)), this.pool);
  }

  close(): void {
    this.pool.closeAll();
  }
}
