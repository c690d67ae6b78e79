import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Actor } from '../../core/actor.ts';
import { badRequest, notFound, verbatimError } from '../../core/errors.ts';
import type { RateLimiter } from '../../core/rate-limits.ts';
import { archiveContentType, streamArchive, type ArchiveFormat } from '../../git/archive.ts';
import { readCommit, readCommits, type CommitRecord } from '../../git/commit-log.ts';
import { readContributors, type Contributor } from '../../git/contributors.ts';
import { DEFAULT_DIFF_LIMITS, readDiffs, type FileDiff } from '../../git/diff.ts';
import { GitError, spawnGit } from '../../git/run.ts';
import { isSafeRevision, type GitRepository } from '../../git/repository.ts';
import { listTree, type TreeEntry } from '../../git/tree.ts';
import { refNamesOfCommit, type CommitRefQuery } from '../../git/ref-containment.ts';
import { can } from '../../core/policy.ts';
import type { ProjectSubject } from '../projects/projects.policy.ts';
import { RawBlobLimiter } from './raw-blob-limit.ts';
import type { ModuleDeps } from '../../services.ts';
import type { CompareResult } from './compare-result.ts';
import type { ProjectRepository } from './repositories.service.ts';

export interface TreeQuery {
  path?: string;
  ref?: string;
  recursive?: boolean;
  perPage: number;
  /** Keyset pagination: the id of the entry after which the page starts. */
  pageToken?: string;
  /** Offset pagination. */
  page?: number;
}

export interface TreePage {
  entries: TreeEntry[];
  /** The commit the tree was read at (for permalinks). */
  commitId: string;
  /** Keyset: the token of the next page, when there is one. */
  nextPageToken: string | null;
  hasMore: boolean;
  /** Entries at the path, over all pages. */
  total: number;
}

export interface CompareQuery {
  from: string;
  to: string;
  fromProjectId?: number;
  straight?: boolean;
  unidiff?: boolean;
}

export interface ArchiveDownload {
  stream: Readable;
  filename: string;
  contentType: string;
}

/** Blobs larger than this are streamed from `git cat-file` rather than read whole. */
const STREAM_BLOBS_ABOVE = 1024 * 1024;

export type ContributorOrder = 'name' | 'email' | 'commits';

/** A commit of a project whose code the caller may read. */
export interface CommitTarget extends ProjectRepository {
  sha: string;
}

/** GitLab's bounds on the number of ref names asked about a commit. */
const REF_NAMES_LIMIT = { min: 1, max: 1000 };

/** Reads of a repository through the API: tree, blobs, archives, compare, contributors, merge base. */
export class RepositoryReadsService {
  private readonly deps: ModuleDeps;
  private readonly archiveLimiter: RateLimiter;
  private readonly rawLimiter: RawBlobLimiter;

  constructor(deps: ModuleDeps) {
    this.deps = deps;
    this.rawLimiter = new RawBlobLimiter(deps);
    this.archiveLimiter = deps.rateLimits.limiter('archive', {
      limit: deps.config.ARCHIVE_RATE_LIMIT_PER_MINUTE,
    });
  }

  private async commitOf(
    target: ProjectRepository,
    ref: string | undefined,
    resource = 'Tree',
  ): Promise<string> {
    const revision = ref ?? (await this.deps.repositories.defaultBranch(target.subject.project, target.repo));
    const sha = await target.repo.resolveCommit(revision);
    if (!sha) throw notFound(resource);
    return sha;
  }

  async tree(actor: Actor, idOrPath: string | number, query: TreeQuery): Promise<TreePage> {
    const target = await this.deps.repositories.readable(actor, idOrPath);
    const sha = await this.commitOf(target, query.ref);
    const entries = await listTree(target.repo, sha, query.path ?? '', query.recursive ?? false);
    if (!entries) throw notFound('Tree');
    let start = 0;
    if (query.pageToken !== undefined) {
      const index = entries.findIndex((e) => e.id === query.pageToken);
      if (index === -1) throw badRequest('Invalid page token');
      start = index + 1;
    } else if (query.page !== undefined) {
      start = (query.page - 1) * query.perPage;
    }
    const page = entries.slice(start, start + query.perPage);
    const hasMore = start + query.perPage < entries.length;
    return {
      entries: page,
      commitId: sha,
      hasMore,
      nextPageToken: hasMore ? (page[page.length - 1]?.id ?? null) : null,
      total: entries.length,
    };
  }

  async blob(
    actor: Actor,
    idOrPath: string | number,
    sha: string,
  ): Promise<{ sha: string; size: number; data: Buffer }> {
    const target = await this.deps.repositories.readable(actor, idOrPath);
    if (!isSafeRevision(sha)) throw notFound('Blob');
    const object = await target.repo.object(sha);
    if (!object || object.type !== 'blob') throw notFound('Blob');
    return { sha: object.oid, size: object.size, data: object.content };
  }

  /**
   * A blob's bytes: from the shared reader when small, streamed from git when large. `head` (the
   * first bytes, to tell text from binary) is null for streamed blobs. Counted against the raw blob
   * rate limit of the project and blob id (see RawBlobLimiter).
   */
  async rawBlob(
    actor: Actor,
    idOrPath: string | number,
    sha: string,
  ): Promise<{ size: number; head: Buffer | null; body: Buffer | Readable }> {
    const target = await this.deps.repositories.readable(actor, idOrPath);
    await this.rawLimiter.hit(target.subject.project.id, sha);
    if (!isSafeRevision(sha)) throw notFound('Blob');
    const info = await target.repo.info(sha);
    if (!info || info.type !== 'blob') throw notFound('Blob');
    if (info.size <= STREAM_BLOBS_ABOVE) {
      const object = await target.repo.object(info.oid);
      const data = object?.content ?? Buffer.alloc(0);
      return { size: info.size, head: data.subarray(0, 8000), body: data };
    }
    return { size: info.size, head: null, body: streamBlob(target.repo, info.oid) };
  }

  async archive(
    actor: Actor,
    idOrPath: string | number,
    query: { format: ArchiveFormat; sha?: string; path?: string; clientKey: string },
  ): Promise<ArchiveDownload> {
    await this.archiveLimiter.hit(actor.user ? `user:${actor.user.id}` : `ip:${query.clientKey}`);
    const target = await this.deps.repositories.readable(actor, idOrPath);
    const ref =
      query.sha ?? (await this.deps.repositories.defaultBranch(target.subject.project, target.repo));
    const sha = await target.repo.resolveCommit(ref);
    if (!sha) throw notFound('File');
    const subPath = (query.path ?? '').replace(/^\/+|\/+$/g, '');
    if (subPath !== '') {
      const info = await target.repo.info(`${sha}:${subPath}`);
      if (!info) throw notFound('File');
    }
    const name = [target.subject.project.path, ref, subPath]
      .filter(Boolean)
      .join('-')
      .replace(/[^A-Za-z0-9._-]+/g, '-');
    const extension = query.format === 'bz2' ? 'tar.bz2' : query.format;
    return {
      stream: streamArchive(target.repo.path, sha, query.format, name, subPath),
      filename: `${name}.${extension}`,
      contentType: archiveContentType(query.format),
    };
  }

  async compare(actor: Actor, idOrPath: string | number, query: CompareQuery): Promise<CompareResult> {
    const target = await this.deps.repositories.readable(actor, idOrPath);
    let fromRepo: GitRepository = target.repo;
    if (query.fromProjectId !== undefined && query.fromProjectId !== target.subject.project.id) {
      fromRepo = (await this.deps.repositories.readable(actor, query.fromProjectId)).repo;
    }
    const from = await fromRepo.resolveCommit(query.from);
    const to = await target.repo.resolveCommit(query.to);
    if (!from || !to) throw notFound('Ref');
    // Objects of the other project are read through git's alternates, without copying them.
    const env =
      fromRepo === target.repo
        ? undefined
        : { GIT_ALTERNATE_OBJECT_DIRECTORIES: path.join(fromRepo.path, 'objects') };
    const projectUrl = this.deps.urls.to(target.subject.project.fullPath);
    // `from..to` is the history either way; the diff starts at the merge base unless `straight`.
    // Both come from one git process each, run at once.
    let compareTimeout = false;
    const diffOptions = {
      unidiff: query.unidiff ?? false,
      timeoutMs: this.deps.config.COMPARE_TIMEOUT_SECONDS * 1000,
      env,
      limits: DEFAULT_DIFF_LIMITS,
    };
    const [commits, diffs] = await Promise.all([
      from === to ? Promise.resolve([]) : readCommits(target.repo, [`${from}..${to}`], { env }),
      readDiffs(target.repo, from, to, { ...diffOptions, fromMergeBase: !query.straight })
        .catch((error: unknown) => {
          // Unrelated histories have no merge base: compare the two commits themselves.
          if (error instanceof GitError && /no merge base/i.test(error.stderr)) {
            return readDiffs(target.repo, from, to, diffOptions);
          }
          throw error;
        })
        .catch((error: unknown): FileDiff[] => {
          if (!(error instanceof GitError) || !error.message.includes('timed out')) throw error;
          compareTimeout = true;
          return [];
        }),
    ]);
    commits.reverse();
    return {
      commit: commits[commits.length - 1] ?? null,
      commits,
      diffs,
      compareTimeout,
      compareSameRef: from === to,
      projectUrl,
      projectId: target.subject.project.id,
      webUrl: `${projectUrl}/-/compare/${query.from}...${query.to}`,
    };
  }

  async contributors(
    actor: Actor,
    idOrPath: string | number,
    query: { orderBy: ContributorOrder; sort: 'asc' | 'desc'; ref?: string },
  ): Promise<Contributor[]> {
    const target = await this.deps.repositories.readable(actor, idOrPath);
    if (!(await target.repo.hasBranches())) return [];
    const sha = await this.commitOf(target, query.ref, 'Ref');
    const list = await readContributors(target.repo, sha);
    const key = query.orderBy;
    list.sort((a, b) => {
      const order = key === 'commits' ? a.commits - b.commits : a[key].localeCompare(b[key]);
      return query.sort === 'desc' ? -order : order;
    });
    return list;
  }

  /**
   * The commit a revision of the project names, when the caller may read the code (GitLab's
   * `read_commit`); null when it may not or when the revision names no commit.
   */
  async commitTarget(actor: Actor, subject: ProjectSubject, revision: string): Promise<CommitTarget | null> {
    if (!can(actor, 'read_code', subject)) return null;
    const repo = this.deps.repositories.repository(subject.project);
    if (!(await repo.exists())) return null;
    const sha = await repo.resolveCommit(revision);
    return sha ? { subject, repo, sha } : null;
  }

  /** Branch or tag names containing or tipping at a commit (one git process). */
  async refNamesOfCommit(target: CommitTarget, query: CommitRefQuery): Promise<string[]> {
    if (
      !Number.isInteger(query.limit) ||
      query.limit < REF_NAMES_LIMIT.min ||
      query.limit > REF_NAMES_LIMIT.max
    )
      throw badRequest(`limit must be between ${REF_NAMES_LIMIT.min} and ${REF_NAMES_LIMIT.max}`);
    return refNamesOfCommit(target.repo, target.sha, query);
  }

  async mergeBase(
    actor: Actor,
    idOrPath: string | number,
    refs: string[],
  ): Promise<{ commit: CommitRecord; projectUrl: string; projectId: number }> {
    if (refs.length < 2) throw verbatimError('bad_request', 'Provide at least 2 refs');
    const target = await this.deps.repositories.readable(actor, idOrPath);
    const shas = await Promise.all(refs.map((ref) => target.repo.resolveCommit(ref)));
    const unknown = refs.filter((_, i) => !shas[i]);
    if (unknown.length > 0) {
      throw verbatimError(
        'bad_request',
        `Could not find ${unknown.length > 1 ? 'refs' : 'ref'}: ${unknown.join(', ')}`,
      );
    }
    const base = (await target.repo.text(['merge-base', ...(shas as string[])], { okCodes: [1] })).trim();
    const commit = base ? await readCommit(target.repo, base) : null;
    if (!commit) throw notFound('Merge Base');
    return {
      commit,
      projectUrl: this.deps.urls.to(target.subject.project.fullPath),
      projectId: target.subject.project.id,
    };
  }
}

function streamBlob(repo: GitRepository, oid: string): Readable {
  const child = spawnGit(['cat-file', 'blob', oid], { gitDir: repo.path });
  child.stdin.end();
  child.stderr.resume();
  return child.stdout;
}
