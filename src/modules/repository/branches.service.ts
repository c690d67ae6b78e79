import type { Actor } from '../../core/actor.ts';
import { can } from '../../core/policy.ts';
import { badRequest, notFound, verbatimError } from '../../core/errors.ts';
import { readCommits, type CommitRecord } from '../../git/commit-log.ts';
import { isValidRefName, ZERO_OID, type GitRepository } from '../../git/repository.ts';
import type { ModuleDeps } from '../../services.ts';
import type { ProjectSubject } from '../projects/projects.policy.ts';
import type { Branch } from './refs.ts';
import type { ProjectRepository } from './repositories.service.ts';

/** What the actor may do with files at a ref (GitLab's blob presenter flags). */
export interface RefEditability {
  /** A signed-in actor may push to the ref, which is a branch. */
  canPushToBranch: boolean;
  /** The single-file editor may change files there: the ref is a branch and the actor pushes code. */
  canModify: boolean;
  /** The Web IDE may change files (it can commit to a new branch): the actor pushes code. */
  canModifyWithWebIde: boolean;
}

/** Branches: list, get, create, delete, under the project's protected branches. */
export class BranchesService {
  private readonly deps: ModuleDeps;

  constructor(deps: ModuleDeps) {
    this.deps = deps;
  }

  async list(
    actor: Actor,
    idOrPath: string | number,
    query: { search?: string; regex?: string },
  ): Promise<Branch[]> {
    const target = await this.deps.repositories.readable(actor, idOrPath);
    let names = await target.repo.branchNames();
    if (query.search) names = names.filter(searchMatcher(query.search));
    if (query.regex) {
      let pattern: RegExp;
      try {
        pattern = new RegExp(query.regex);
      } catch {
        throw badRequest('regex is invalid');
      }
      names = names.filter((n) => pattern.test(n));
    }
    return this.describe(actor, target, names);
  }

  /**
   * Branches not yet protected by a rule of their exact name (GitLab's protectable branches: rules
   * with wildcards are ignored, so a branch they cover may still get a rule of its own). Null when the caller may not read the code.
   */
  async protectableNames(actor: Actor, subject: ProjectSubject): Promise<string[] | null> {
    if (!can(actor, 'read_code', subject)) return null;
    const repo = this.deps.repositories.repository(subject.project);
    if (!(await repo.exists())) return [];
    const [names, stored] = await Promise.all([
      repo.branchNames(),
      this.deps.protectedRefs.records.forProject(subject.project.id),
    ]);
    const ruled = new Set(stored.branches.filter((r) => !r.name.includes('*')).map((r) => r.name));
    return names.filter((name) => !ruled.has(name));
  }

  /**
   * For each ref, what the actor may do with files there (GitLab's `can_modify_blob?`: the ref is a
   * branch and the actor may push code to the project, or to that branch). Archived and read-only
   * projects allow nothing. Refs are checked through the shared object reader, protections read once.
   */
  async editability(
    actor: Actor,
    subject: ProjectSubject,
    refs: readonly string[],
  ): Promise<Map<string, RefEditability>> {
    const repo = this.deps.repositories.forReading(actor, subject);
    const open = !subject.project.archived && !subject.project.repositoryReadOnly && actor.user !== null;
    const isBranch = await Promise.all(
      refs.map(
        async (ref) =>
          isValidRefName(`refs/heads/${ref}`) && (await repo.resolveCommit(`refs/heads/${ref}`)) !== null,
      ),
    );
    const branches = refs.filter((_, i) => isBranch[i]);
    const flags =
      open && branches.length > 0
        ? await this.deps.protectedRefs.branchFlags(actor, subject, branches)
        : new Map();
    const pushesCode = open && can(actor, 'push_code', subject);
    return new Map(
      refs.map((ref, i) => {
        const canPushToBranch = flags.get(ref)?.canPush === true;
        return [
          ref,
          {
            canPushToBranch,
            canModify: isBranch[i]! && open && (pushesCode || canPushToBranch),
            canModifyWithWebIde: pushesCode,
          },
        ];
      }),
    );
  }

  async get(actor: Actor, idOrPath: string | number, name: string): Promise<Branch> {
    const target = await this.deps.repositories.readable(actor, idOrPath);
    const [branch] = await this.describe(actor, target, [name]);
    if (!branch) throw notFound('Branch');
    return branch;
  }

  async create(actor: Actor, idOrPath: string | number, name: string, ref: string): Promise<Branch> {
    const target = await this.deps.repositories.writable(actor, idOrPath);
    const refName = `refs/heads/${name}`;
    if (!isValidRefName(refName) || name.startsWith('refs/') || name === 'HEAD') {
      throw verbatimError('bad_request', 'Branch name is invalid');
    }
    if (await target.repo.resolveCommit(refName)) throw verbatimError('bad_request', 'Branch already exists');
    const sha = await target.repo.resolveCommit(ref);
    if (!sha) throw verbatimError('bad_request', 'Invalid reference name');
    await this.deps.repositories.authorizeRefChanges(actor, target, [
      { ref: refName, before: ZERO_OID, after: sha },
    ]);
    if (!(await target.repo.updateRef(refName, sha, null))) {
      throw verbatimError('bad_request', 'Branch already exists');
    }
    await this.deps.repositories.recordUpdates(actor, target.subject.project, [
      { ref: refName, before: ZERO_OID, after: sha },
    ]);
    const [branch] = await this.describe(actor, target, [name]);
    return branch!;
  }

  async delete(actor: Actor, idOrPath: string | number, name: string): Promise<void> {
    const target = await this.deps.repositories.writable(actor, idOrPath);
    const refName = `refs/heads/${name}`;
    const sha = await target.repo.resolveCommit(refName);
    if (!sha) throw notFound('Branch');
    await this.deps.repositories.authorizeRefChanges(actor, target, [
      { ref: refName, before: sha, after: ZERO_OID },
    ]);
    if (!(await target.repo.updateRef(refName, ZERO_OID, sha))) throw notFound('Branch');
    await this.deps.repositories.recordUpdates(actor, target.subject.project, [
      { ref: refName, before: sha, after: ZERO_OID },
    ]);
  }

  /** Branches by name with their tip commits (one git log), merged state and defaults. */
  private async describe(actor: Actor, target: ProjectRepository, names: string[]): Promise<Branch[]> {
    const { repo, subject } = target;
    if (names.length === 0) return [];
    const refs = new Map(
      (await repo.refs('refs/heads/')).map((r) => [r.name.slice('refs/heads/'.length), r.oid]),
    );
    const present = names.filter((n) => refs.has(n));
    if (present.length === 0) return [];
    const defaultBranch = await this.deps.repositories.defaultBranch(subject.project, repo);
    const commits = await commitsByOid(repo, [...new Set(present.map((n) => refs.get(n)!))]);
    const merged = await mergedInto(repo, defaultBranch);
    const writable = !subject.project.repositoryReadOnly;
    const flags = await this.deps.protectedRefs.branchFlags(actor, subject, present);
    const projectUrl = this.deps.urls.to(subject.project.fullPath);
    return present.map((name) => {
      const flag = flags.get(name)!;
      return {
        name,
        commit: commits.get(refs.get(name)!)!,
        merged: name !== defaultBranch && merged.has(name),
        default: name === defaultBranch,
        protected: flag.protected,
        developersCanPush: flag.developersCanPush,
        developersCanMerge: flag.developersCanMerge,
        canPush: writable && flag.canPush,
        projectUrl,
        projectId: subject.project.id,
      };
    });
  }
}

/** GitLab's branch search: `^x` prefix, `x$` suffix, otherwise a substring, case-insensitive. */
function searchMatcher(search: string): (name: string) => boolean {
  const lower = search.toLowerCase();
  if (lower.startsWith('^')) return (n) => n.toLowerCase().startsWith(lower.slice(1));
  if (lower.endsWith('$')) return (n) => n.toLowerCase().endsWith(lower.slice(0, -1));
  return (n) => n.toLowerCase().includes(lower);
}

export async function commitsByOid(repo: GitRepository, oids: string[]): Promise<Map<string, CommitRecord>> {
  if (oids.length === 0) return new Map();
  const commits = await readCommits(repo, ['--no-walk=unsorted', ...oids]);
  return new Map(commits.map((c) => [c.id, c]));
}

async function mergedInto(repo: GitRepository, branch: string): Promise<Set<string>> {
  if (!(await repo.resolveCommit(`refs/heads/${branch}`))) return new Set();
  const out = await repo.text([
    'for-each-ref',
    `--merged=refs/heads/${branch}`,
    '--format=%(refname:strip=2)',
    'refs/heads/',
  ]);
  return new Set(out.split('\n').filter(Boolean));
}
