import type { Actor } from '../../core/actor.ts';
import { badRequest, notFound } from '../../core/errors.ts';
import { readCommit, readCommits, type CommitRecord } from '../../git/commit-log.ts';
import { readDiffs, type FileDiff } from '../../git/diff.ts';
import { isSafeRevision, type GitRepository } from '../../git/repository.ts';
import type { ModuleDeps } from '../../services.ts';
import { commitOnBranch, type BranchCommitRequest } from './branch-commit.ts';

export interface CommitStats {
  additions: number;
  deletions: number;
  total: number;
}

export interface CommitDetail {
  commit: CommitRecord;
  stats: CommitStats | null;
  projectUrl: string;
  projectId: number;
}

export interface CommitListQuery {
  refName?: string;
  since?: Date;
  until?: Date;
  path?: string;
  author?: string;
  all?: boolean;
  withStats?: boolean;
  firstParent?: boolean;
  order?: 'default' | 'topo';
  page: number;
  perPage: number;
}

/** Commits: history, one commit with stats, its diff and refs, and commits of file actions. */
export class CommitsService {
  private readonly deps: ModuleDeps;

  constructor(deps: ModuleDeps) {
    this.deps = deps;
  }

  async list(
    actor: Actor,
    idOrPath: string | number,
    query: CommitListQuery,
  ): Promise<{ commits: CommitDetail[]; total: number }> {
    const target = await this.deps.repositories.readable(actor, idOrPath);
    const projectUrl = this.deps.urls.to(target.subject.project.fullPath);
    if (!(await target.repo.hasBranches())) return { commits: [], total: 0 };
    let revisions: string[];
    if (query.all) revisions = ['--all'];
    else {
      const ref =
        query.refName ?? (await this.deps.repositories.defaultBranch(target.subject.project, target.repo));
      const sha = isSafeRevision(ref) ? await target.repo.resolveCommit(ref) : null;
      if (!sha) throw notFound('Commit');
      revisions = [sha];
    }
    if (query.order === 'topo') revisions.unshift('--topo-order');
    const options = {
      since: query.since,
      until: query.until,
      author: query.author,
      firstParent: query.firstParent,
      paths: query.path ? [query.path] : undefined,
    };
    const [commits, countOut] = await Promise.all([
      readCommits(target.repo, revisions, {
        ...options,
        skip: (query.page - 1) * query.perPage,
        limit: query.perPage,
      }),
      target.repo.text([
        'rev-list',
        '--count',
        ...countArgs(options),
        ...revisions,
        '--',
        ...(options.paths ?? []),
      ]),
    ]);
    const stats = query.withStats
      ? await Promise.all(commits.map((c) => commitStats(target.repo, c.id)))
      : null;
    return {
      commits: commits.map((commit, i) => ({
        commit,
        stats: stats?.[i] ?? null,
        projectUrl,
        projectId: target.subject.project.id,
      })),
      total: Number(countOut.trim()),
    };
  }

  async get(actor: Actor, idOrPath: string | number, sha: string): Promise<CommitDetail> {
    const target = await this.deps.repositories.readable(actor, idOrPath);
    const commit = isSafeRevision(sha) ? await readCommit(target.repo, sha) : null;
    if (!commit) throw notFound('Commit');
    return {
      commit,
      stats: await commitStats(target.repo, commit.id),
      projectUrl: this.deps.urls.to(target.subject.project.fullPath),
      projectId: target.subject.project.id,
    };
  }

  async diff(actor: Actor, idOrPath: string | number, sha: string, unidiff = false): Promise<FileDiff[]> {
    const target = await this.deps.repositories.readable(actor, idOrPath);
    const oid = isSafeRevision(sha) ? await target.repo.resolveCommit(sha) : null;
    if (!oid) throw notFound('Commit');
    return readDiffs(target.repo, null, oid, { unidiff });
  }

  /** Branches and tags that contain a commit. */
  async refs(
    actor: Actor,
    idOrPath: string | number,
    sha: string,
    type: 'branch' | 'tag' | 'all',
  ): Promise<{ type: 'branch' | 'tag'; name: string }[]> {
    const target = await this.deps.repositories.readable(actor, idOrPath);
    const oid = isSafeRevision(sha) ? await target.repo.resolveCommit(sha) : null;
    if (!oid) throw notFound('Commit');
    const prefixes =
      type === 'branch' ? ['refs/heads/'] : type === 'tag' ? ['refs/tags/'] : ['refs/heads/', 'refs/tags/'];
    const out = await target.repo.text([
      'for-each-ref',
      `--contains=${oid}`,
      '--format=%(refname)',
      ...prefixes,
    ]);
    return out
      .split('\n')
      .filter(Boolean)
      .map((ref) =>
        ref.startsWith('refs/heads/')
          ? { type: 'branch' as const, name: ref.slice(11) }
          : { type: 'tag' as const, name: ref.slice(10) },
      );
  }

  /** POST /repository/commits: several file actions in one commit. */
  async create(actor: Actor, idOrPath: string | number, request: BranchCommitRequest): Promise<CommitDetail> {
    if (request.actions.length === 0) throw badRequest('actions is missing');
    const target = await this.deps.repositories.writable(actor, idOrPath);
    const sha = await commitOnBranch(this.deps.repositories, actor, target, request);
    const commit = (await readCommit(target.repo, sha))!;
    return {
      commit,
      stats: await commitStats(target.repo, sha),
      projectUrl: this.deps.urls.to(target.subject.project.fullPath),
      projectId: target.subject.project.id,
    };
  }
}

function countArgs(options: {
  since?: Date;
  until?: Date;
  author?: string;
  firstParent?: boolean;
}): string[] {
  const args: string[] = [];
  if (options.since) args.push(`--since=${options.since.toISOString()}`);
  if (options.until) args.push(`--until=${options.until.toISOString()}`);
  if (options.author) args.push(`--author=${options.author}`);
  if (options.firstParent) args.push('--first-parent');
  return args;
}

/** Lines added and removed by a commit against its first parent. */
async function commitStats(repo: GitRepository, sha: string): Promise<CommitStats> {
  const out = await repo.text([
    'diff-tree',
    '--numstat',
    '-r',
    '--root',
    '-m',
    '--first-parent',
    '--no-commit-id',
    sha,
  ]);
  let additions = 0;
  let deletions = 0;
  for (const line of out.split('\n')) {
    const [a, d] = line.split('\t');
    additions += Number(a) || 0;
    deletions += Number(d) || 0;
  }
  return { additions, deletions, total: additions + deletions };
}
