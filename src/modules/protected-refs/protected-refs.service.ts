import type { MikroORM } from '@mikro-orm/postgresql';
import { can } from '../../core/policy.ts';
import type { Actor } from '../../core/actor.ts';
import { forbidden, verbatimError } from '../../core/errors.ts';
import type { Tx } from '../../core/tx.ts';
import type { AccessFinder } from '../members/access.finder.ts';
import type { BranchProtectionDefaults } from '../namespaces/branch-protection-defaults.ts';
import { Namespace } from '../namespaces/namespace.entity.ts';
import type { Project } from '../projects/project.entity.ts';
import type { ProjectSubject } from '../projects/projects.policy.ts';
import { ProtectedBranch, ProtectedRefAccess } from './protected-ref.entity.ts';
import {
  canCreateTag,
  canMergeToBranch,
  canPushToBranch,
  canPushToEmptyRepository,
  defaultBranchProtected,
  isProtectedBranch,
  isProtectedTag,
  matchingBranchRules,
  type ProjectProtection,
  type Pusher,
} from './protection.ts';
import { ProtectionRecords } from './protection-records.ts';
import {
  checkRefChange,
  type RefChange,
  type RefChangeContext,
  type RefChangeVerdict,
} from './ref-update-checks.ts';

export interface ProtectedRefsDeps {
  orm: MikroORM;
  access: AccessFinder;
  /** The instance's `default_branch_protection_defaults`. */
  instanceDefaults: () => Promise<BranchProtectionDefaults>;
}

/** What the repository knows about itself when refs are about to change. */
export type RepositoryFacts = Omit<RefChangeContext, 'protection' | 'pusher'>;

/** How protection shows on a branch of the branches API. */
export interface BranchProtectionFlags {
  protected: boolean;
  developersCanPush: boolean;
  developersCanMerge: boolean;
  canPush: boolean;
}

export const PUSH_INTO_BRANCH_REFUSED = 'You are not allowed to push into this branch';

/**
 * Protected branches and tags as every writer of refs sees them: the rules in force for a project,
 * what a pusher may do under them, and the protection a default branch gets when it first appears.
 * Managing the rules is in ProtectedBranchesService and ProtectedTagsService.
 */
export class ProtectedRefsService {
  readonly records: ProtectionRecords;
  private readonly deps: ProtectedRefsDeps;

  constructor(deps: ProtectedRefsDeps) {
    this.deps = deps;
    this.records = new ProtectionRecords(deps.orm);
  }

  /** The project's rules, and what protects its default branch until it has one. */
  async protection(project: Project): Promise<ProjectProtection> {
    const [stored, defaults] = await Promise.all([
      this.records.forProject(project.id),
      this.defaultsFor(project),
    ]);
    return { ...stored, defaults };
  }

  /**
   * The branch protection a project's default branch gets: the nearest group's
   * `default_branch_protection_defaults`, else the instance's.
   */
  async defaultsFor(project: Project): Promise<BranchProtectionDefaults> {
    const namespace = project.namespace;
    if (namespace.kind === 'Group' && namespace.traversalIds.length > 0) {
      const groups = await this.deps.orm.em
        .fork()
        .find(
          Namespace,
          { id: { $in: namespace.traversalIds }, defaultBranchProtectionDefaults: { $ne: null } },
          { fields: ['id', 'defaultBranchProtectionDefaults'] },
        );
      const byId = new Map(groups.map((g) => [g.id, g.defaultBranchProtectionDefaults]));
      for (const id of [...namespace.traversalIds].reverse()) {
        const defaults = byId.get(id);
        if (defaults) return defaults;
      }
    }
    return this.deps.instanceDefaults();
  }

  /** The actor as the rules of this project see them. */
  async pusher(actor: Actor, subject: ProjectSubject, protection: ProjectProtection): Promise<Pusher> {
    const userId = actor.user?.id ?? null;
    const groupIds = new Set<number>();
    const named = [...protection.branches, ...protection.tags]
      .flatMap((rule) => rule.grants)
      .map((grant) => grant.groupId)
      .filter((id): id is number => id !== null);
    if (userId !== null && named.length > 0) {
      const levels = await this.deps.access.groupMembershipLevels(userId, [...new Set(named)]);
      for (const [groupId, level] of levels) if (level > 0) groupIds.add(groupId);
    }
    return {
      userId,
      isAdmin: actor.user?.isAdmin === true,
      access: subject.access,
      canPushCode: actor.user !== null && actor.method !== 'job_token' && can(actor, 'push_code', subject),
      groupIds,
    };
  }

  /** Each change's verdict under the project's protections. */
  async check(
    actor: Actor,
    subject: ProjectSubject,
    changes: readonly RefChange[],
    facts: RepositoryFacts,
  ): Promise<RefChangeVerdict[]> {
    const protection = await this.protection(subject.project);
    const pusher = await this.pusher(actor, subject, protection);
    const ctx: RefChangeContext = { ...facts, protection, pusher };
    const verdicts: RefChangeVerdict[] = [];
    for (const change of changes) verdicts.push(await checkRefChange(change, ctx));
    return verdicts;
  }

  /** Throws the first refusal, as a 400 with GitLab's words (changes made on the web or the API). */
  async authorize(
    actor: Actor,
    subject: ProjectSubject,
    changes: readonly RefChange[],
    facts: RepositoryFacts,
  ): Promise<void> {
    for (const verdict of await this.check(actor, subject, changes, facts)) {
      if (!verdict.allowed) throw verbatimError('bad_request', verdict.message);
    }
  }

  /** Commits through the API (commits, files): 403 unless the actor may push to the branch. */
  async authorizeBranchPush(
    actor: Actor,
    subject: ProjectSubject,
    branch: string,
    emptyRepository: boolean,
  ): Promise<void> {
    const protection = await this.protection(subject.project);
    const pusher = await this.pusher(actor, subject, protection);
    const allowed =
      emptyRepository && defaultBranchProtected(protection.defaults)
        ? canPushToEmptyRepository(protection, pusher)
        : canPushToBranch(protection, pusher, branch);
    if (!allowed) throw forbidden(PUSH_INTO_BRANCH_REFUSED);
  }

  /** How protection shows on each named branch, for the actor. */
  async branchFlags(
    actor: Actor,
    subject: ProjectSubject,
    branches: readonly string[],
  ): Promise<Map<string, BranchProtectionFlags>> {
    const protection = await this.protection(subject.project);
    const pusher = await this.pusher(actor, subject, protection);
    const developers = (branch: string, action: 'push' | 'merge') =>
      matchingBranchRules(protection, branch).some((rule) =>
        rule.grants.some((g) => g.action === action && g.accessLevel === 30),
      );
    return new Map(
      branches.map((branch) => {
        const isProtected = isProtectedBranch(protection, branch);
        return [
          branch,
          {
            protected: isProtected,
            developersCanPush: isProtected ? developers(branch, 'push') : false,
            developersCanMerge: isProtected ? developers(branch, 'merge') : false,
            canPush: canPushToBranch(protection, pusher, branch),
          },
        ];
      }),
    );
  }

  /** Which of these tags are protected. */
  async protectedTagNames(project: Project, tags: readonly string[]): Promise<Set<string>> {
    const stored = await this.records.forProject(project.id);
    const protection = { ...stored, defaults: await this.deps.instanceDefaults() };
    return new Set(tags.filter((tag) => isProtectedTag(protection, tag)));
  }

  /** Can the actor merge into the branch (the rules' merge access levels)? */
  async canMerge(actor: Actor, subject: ProjectSubject, branch: string): Promise<boolean> {
    const protection = await this.protection(subject.project);
    return canMergeToBranch(protection, await this.pusher(actor, subject, protection), branch);
  }

  /**
   * May the actor run CI for the ref (create, retry, cancel, play)? On a protected branch only those
   * who may push or merge to it; on a protected tag, those who may create it (GitLab's
   * `can_update_branch?` and `can_create_tag?`).
   */
  async canUpdateRef(actor: Actor, subject: ProjectSubject, ref: string, tag: boolean): Promise<boolean> {
    const protection = await this.protection(subject.project);
    const pusher = await this.pusher(actor, subject, protection);
    if (tag) return canCreateTag(protection, pusher, ref);
    return canPushToBranch(protection, pusher, ref) || canMergeToBranch(protection, pusher, ref);
  }

  /** Is the ref protected now (CI: protected variables, runners and `CI_COMMIT_REF_PROTECTED`)? */
  async isProtectedRef(project: Project, ref: string, tag: boolean): Promise<boolean> {
    const stored = await this.records.forProject(project.id);
    const protection = { ...stored, defaults: await this.defaultsFor(project) };
    return tag ? isProtectedTag(protection, ref) : isProtectedBranch(protection, ref);
  }

  /**
   * The first branch of a repository becomes its default branch: protect it as the defaults say
   * (GitLab's ProtectDefaultBranchService), unless a rule already covers it or the defaults protect
   * nothing. Runs in the transaction that records the push.
   */
  async protectDefaultBranch(tx: Tx, project: Project, branch: string): Promise<void> {
    const defaults = await this.defaultsFor(project);
    if (!defaultBranchProtected(defaults)) return;
    const stored = await this.records.forProject(project.id);
    if (isProtectedBranch({ ...stored, defaults }, branch)) return;
    const rule = tx.em.create(ProtectedBranch, {
      project: project.id,
      name: branch,
      allowForcePush: defaults.allow_force_push,
    });
    await tx.em.flush();
    const grant = (action: 'push' | 'merge' | 'unprotect', accessLevel: number) =>
      tx.em.create(ProtectedRefAccess, { protectedBranch: rule.id, action, accessLevel });
    for (const level of unique(defaults.allowed_to_push.map((a) => a.access_level))) grant('push', level);
    for (const level of unique(defaults.allowed_to_merge.map((a) => a.access_level))) grant('merge', level);
    grant('unprotect', 40);
  }
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}
