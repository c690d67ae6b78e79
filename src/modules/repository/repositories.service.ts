import { isAdmin, requireAnyScope, requireUser, type Actor, type TokenScope } from '../../core/actor.ts';
import { badRequest, forbidden, verbatimError } from '../../core/errors.ts';
import { authorize, can } from '../../core/policy.ts';
import type { Tx, UnitOfWork } from '../../core/tx.ts';
import { writeCommit, type Signature } from '../../git/commit-writer.ts';
import { commitsOfUpdate, type PushedCommit, type RefUpdate } from '../../git/ref-updates.ts';
import type { GitRepository } from '../../git/repository.ts';
import type { Storages } from '../../git/storages.ts';
import { kysely } from '../../db/database.ts';
import { lockRepositoryCreation, removeOrphanRepositories } from './orphan-repositories.ts';
import type { Project } from '../projects/project.entity.ts';
import type { ProjectSubject } from '../projects/projects.policy.ts';
import type { ProjectCreateInput, ProjectsService } from '../projects/projects.service.ts';
import type { ProtectedRefsService, RepositoryFacts } from '../protected-refs/protected-refs.service.ts';
import { REF_UPDATE_MESSAGES, type RefChange } from '../protected-refs/ref-update-checks.ts';
import type { UsersService } from '../users/users.service.ts';

declare module '../../core/events.ts' {
  interface DomainEventMap {
    /** A ref changed through a push or an API write (GitLab's push and tag-push events). */
    'repository.pushed': {
      projectId: number;
      userId: number | null;
      ref: string;
      before: string;
      after: string;
      commits: PushedCommit[];
      totalCommitsCount: number;
      /** No pipeline asked (`skip_ci` of a rebase): the push's pipeline is recorded as skipped. */
      skipCi?: boolean;
    };
  }
}

const GIT_READ_SCOPES: readonly TokenScope[] = ['api', 'read_repository', 'write_repository'];
const GIT_WRITE_SCOPES: readonly TokenScope[] = ['api', 'write_repository'];

export const READ_ONLY_MESSAGE = 'The repository is temporarily read-only. Please try again later.';

/** A project the caller may read the code of, with its repository. */
export interface ProjectRepository {
  subject: ProjectSubject;
  repo: GitRepository;
}

/**
 * Projects' repositories: where each lives, who may read or write it, creation and removal with the
 * project, and the record of every ref change (push events). Modules that read or write
 * repositories (tree, files, commits, smart HTTP...) start here.
 */
export class RepositoriesService {
  private readonly storages: Storages;
  private readonly uow: UnitOfWork;
  private readonly projects: ProjectsService;
  private readonly users: UsersService;
  private readonly protectedRefs: ProtectedRefsService;

  constructor(
    storages: Storages,
    uow: UnitOfWork,
    projects: ProjectsService,
    users: UsersService,
    protectedRefs: ProtectedRefsService,
  ) {
    this.storages = storages;
    this.uow = uow;
    this.projects = projects;
    this.users = users;
    this.protectedRefs = protectedRefs;
    projects.addLifecycleHooks({
      created: (project, input, creator, tx) => this.createFor(project, input, creator, tx),
      deleting: async (project, tx) => {
        const repo = this.repository(project);
        tx.afterCommit(() => repo.remove());
      },
      // A new default branch is what clones check out: HEAD follows it once it exists.
      updated: async (project, _input, changes, _actor, tx) => {
        const branch = project.defaultBranch;
        if (!changes.includes('defaultBranch') || !branch) return;
        const repo = this.repository(project);
        if (await repo.resolveCommit(`refs/heads/${branch}`))
          tx.afterCommit(() => repo.setHeadBranch(branch));
      },
    });
    projects.useRepositoryProbe(async (list) => {
      const flags = await Promise.all(list.map((p) => this.repository(p).hasBranches()));
      return new Set(list.filter((_, i) => !flags[i]).map((p) => p.id));
    });
  }

  /** Repositories a crash left without their project (created but never committed, or deleted) go. */
  async removeOrphans(): Promise<string[]> {
    return removeOrphanRepositories(this.uow, this.storages, 'project', async (tx) =>
      (await kysely(tx.em).selectFrom('projects').select('id').execute()).map((row) => row.id),
    );
  }

  /** The project's repository on its current storage (it may not exist on disk). */
  repository(project: Project): GitRepository {
    return this.storages.repository(project.repositoryStorage, { kind: 'project', id: project.id });
  }

  /**
   * A project whose code the actor may read: 404 when the project is invisible, 403 when the
   * repository feature is closed to the caller.
   */
  async readable(actor: Actor, idOrPath: string | number): Promise<ProjectRepository> {
    const subject = await this.projects.find(actor, idOrPath);
    return { subject, repo: this.forReading(actor, subject) };
  }

  /** The repository of a project already looked up, if the actor may read its code. */
  forReading(actor: Actor, subject: ProjectSubject): GitRepository {
    authorize(actor, 'read_code', subject);
    return this.repository(subject.project);
  }

  /** A project whose repository the actor may write to (developers and above), when not read-only. */
  async writable(actor: Actor, idOrPath: string | number): Promise<ProjectRepository> {
    const subject = await this.projects.find(actor, idOrPath);
    return { subject, repo: this.forWriting(actor, subject) };
  }

  forWriting(actor: Actor, subject: ProjectSubject): GitRepository {
    requireUser(actor);
    authorize(actor, 'read_code', subject);
    if (!can(actor, 'push_code', subject)) throw forbidden();
    this.assertNotReadOnly(subject.project);
    return this.repository(subject.project);
  }

  /**
   * git over HTTP: a clone or fetch needs read access to the code, a push developer access and a
   * repository that is not read-only. Old paths of renamed projects keep working.
   */
  async forGit(actor: Actor, fullPath: string, write: boolean): Promise<ProjectRepository> {
    requireAnyScope(actor, write ? GIT_WRITE_SCOPES : GIT_READ_SCOPES);
    const subject = await this.projects.find(actor, fullPath, { redirects: 'follow' });
    if (!can(actor, 'read_code', subject))
      throw verbatimError('forbidden', 'You are not allowed to download code from this project.');
    if (!write) return { subject, repo: this.repository(subject.project) };
    requireUser(actor);
    if (!can(actor, 'push_code', subject))
      throw verbatimError('forbidden', 'You are not allowed to push code to this project.');
    this.assertNotReadOnly(subject.project);
    return { subject, repo: this.repository(subject.project) };
  }

  /**
   * Ref changes made through the API (branches, tags, commits): refused with GitLab's words, as a
   * 400, when the project's protected branches and tags do not allow them. `forced` tells whether
   * a branch update replaces history.
   */
  async authorizeRefChanges(
    actor: Actor,
    target: ProjectRepository,
    changes: readonly RefChange[],
    options: { forced?: boolean } = {},
  ): Promise<void> {
    const facts = await this.refFacts(target, 'web');
    facts.isForced = () => Promise.resolve(options.forced === true);
    await this.protectedRefs.authorize(actor, target.subject, changes, facts);
  }

  /** Commits through the API: 403 "You are not allowed to push into this branch" unless allowed. */
  async authorizeBranchPush(actor: Actor, target: ProjectRepository, branch: string): Promise<void> {
    const empty = !(await target.repo.hasBranches());
    await this.protectedRefs.authorizeBranchPush(actor, target.subject, branch, empty);
  }

  /**
   * A git push, before its objects arrive: the first refusal (with GitLab's words), and the refs
   * that may only move forward, which the pre-receive hook checks once the objects are there.
   */
  async pushVerdict(
    actor: Actor,
    target: ProjectRepository,
    changes: readonly RefChange[],
  ): Promise<{ refusal: string | null; fastForwardOnly: string[]; forcePushRefusal: string }> {
    const verdicts = await this.protectedRefs.check(
      actor,
      target.subject,
      changes,
      await this.refFacts(target, 'git'),
    );
    const refused = verdicts.find((v) => !v.allowed);
    return {
      refusal: refused && !refused.allowed ? refused.message : null,
      fastForwardOnly: changes
        .filter((_, i) => verdicts[i]?.allowed && verdicts[i].refuseForcePush)
        .map((c) => c.ref),
      forcePushRefusal: REF_UPDATE_MESSAGES.forcePushProtectedBranch,
    };
  }

  private async refFacts(target: ProjectRepository, source: 'git' | 'web'): Promise<RepositoryFacts> {
    const { repo, subject } = target;
    const emptyRepository = !(await repo.hasBranches());
    return {
      source,
      emptyRepository,
      defaultBranch: emptyRepository ? null : await this.defaultBranch(subject.project, repo),
      branchesContaining: async (sha) => {
        const out = await repo.text([
          'for-each-ref',
          `--contains=${sha}`,
          '--format=%(refname:strip=2)',
          'refs/heads/',
        ]);
        return out.split('\n').filter(Boolean);
      },
    };
  }

  /** Refuses writes while the repository moves between storages. */
  assertNotReadOnly(project: Project): void {
    if (project.repositoryReadOnly) throw verbatimError('forbidden', READ_ONLY_MESSAGE);
  }

  /** The branch a project's reads default to: its setting, else the repository's HEAD, else `main`. */
  async defaultBranch(project: Project, repo: GitRepository = this.repository(project)): Promise<string> {
    return project.defaultBranch ?? (await repo.headBranch()) ?? 'main';
  }

  /** The name and email commits written on the actor's behalf carry. */
  async signature(actor: Actor): Promise<Signature> {
    return this.users.commitIdentity(requireUser(actor).id);
  }

  /**
   * Records ref changes (from a push or an API write): one `repository.pushed` event per ref, and
   * the project's default branch set by its first branch, as GitLab does.
   */
  async recordUpdates(actor: Actor, project: Project, updates: readonly RefUpdate[]): Promise<void> {
    if (updates.length === 0) return;
    const repo = this.repository(project);
    const events = await Promise.all(
      updates.map(async (update) => ({ update, ...(await commitsOfUpdate(repo, update)) })),
    );
    const firstBranch = updates.find((u) => u.ref.startsWith('refs/heads/'));
    if (!project.defaultBranch && firstBranch) {
      const head = await repo.headBranch();
      const headExists = head !== null && (await repo.resolveCommit(`refs/heads/${head}`)) !== null;
      if (!headExists) await repo.setHeadBranch(firstBranch.ref.slice('refs/heads/'.length));
    }
    await this.uow.run(async (tx) => {
      await this.projects.touchActivity(project.id, actor.user?.id ?? null);
      if (!project.defaultBranch && firstBranch) {
        const head = await repo.headBranch();
        await this.projects.setDefaultBranchIfUnset(project.id, head);
        if (head) await this.protectedRefs.protectDefaultBranch(tx, project, head);
      }
      for (const { update, commits, total } of events) {
        tx.emit('repository.pushed', {
          projectId: project.id,
          userId: actor.user?.id ?? null,
          ref: update.ref,
          before: update.before,
          after: update.after,
          commits,
          totalCommitsCount: total,
          ...(update.skipCi ? { skipCi: true } : {}),
        });
      }
    });
  }

  private async createFor(
    project: Project,
    input: ProjectCreateInput,
    creator: { id: number },
    tx: Tx,
  ): Promise<void> {
    const requested = input.repositoryStorage;
    if (requested !== undefined && requested !== '' && !this.storages.has(requested)) {
      throw badRequest(`repository_storage ${requested} is not a configured storage`);
    }
    project.repositoryStorage = requested && this.storages.has(requested) ? requested : this.storages.pick();
    const repo = this.repository(project);
    const branch = project.defaultBranch ?? 'main';
    tx.onRollback(() => repo.remove());
    await lockRepositoryCreation(tx, this.storages, { kind: 'project', id: project.id });
    await repo.init(branch);
    if (input.initializeWithReadme) {
      await writeCommit(repo, {
        ref: `refs/heads/${branch}`,
        parent: null,
        expectedOld: null,
        message: 'Initial commit',
        author: await this.users.commitIdentity(creator.id),
        actions: [{ action: 'create', path: 'README.md', content: Buffer.from(readme(project)) }],
      });
      await this.protectedRefs.protectDefaultBranch(tx, project, branch);
    }
  }

  /** Administrators see every storage name; used by presenters of storage fields. */
  storageNames(actor: Actor): string[] {
    return isAdmin(actor) ? this.storages.names() : [];
  }
}

function readme(project: Project): string {
  const description = project.description ? `\n${project.description}\n` : '';
  return `# ${project.name}\n${description}`;
}
