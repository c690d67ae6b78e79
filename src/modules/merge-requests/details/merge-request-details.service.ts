import { sql } from 'kysely';
import type { Actor } from '../../../core/actor.ts';
import { can } from '../../../core/policy.ts';
import { AccessLevel } from '../../../core/access.ts';
import type { ModuleDeps } from '../../../services.ts';
import type { ProjectSubject } from '../../projects/projects.policy.ts';
import { canMergeToBranch, canPushToBranch, isProtectedBranch } from '../../protected-refs/protection.ts';
import type { MergeRequestView } from '../merge-request-view.ts';
import type { MergeRequestsFinder } from '../merge-requests.finder.ts';
import { diffStatsByIds, type DiffStats } from './diff-stats.ts';

/** One approval of a merge request. */
export interface Approval {
  userId: number;
  approvedAt: Date;
}

/** What the branches of a merge request are, for the actor. */
export interface BranchFacts {
  sourceBranchExists: boolean;
  targetBranchExists: boolean;
  sourceBranchProtected: boolean;
  /** The source branch is its project's default branch. */
  sourceIsDefault: boolean;
  canPushSource: boolean;
  /** May push or merge into the target branch (GitLab's `can_update_branch?`). */
  canUpdateTarget: boolean;
}

/** GitLab's `MergeRequestPermissions`, for the actor. */
export interface MergeRequestPermissionSet {
  readMergeRequest: boolean;
  adminMergeRequest: boolean;
  updateMergeRequest: boolean;
  createNote: boolean;
  pushToSourceBranch: boolean;
  removeSourceBranch: boolean;
  cherryPickOnCurrentMergeRequest: boolean;
  revertOnCurrentMergeRequest: boolean;
  canMerge: boolean;
  canApprove: boolean;
}

interface ProjectFacts {
  subject: ProjectSubject;
  branches: Set<string>;
  protectedBranch: (branch: string) => boolean;
  canPush: (branch: string) => boolean;
  canMerge: (branch: string) => boolean;
}

/**
 * What GitLab's merge request pages read about many merge requests at once: approvals, diff counts,
 * branch existence and protection, and the actor's permissions. Each method answers a whole page with
 * a fixed number of statements, and at most one git process per project.
 */
export class MergeRequestDetailsService {
  private readonly deps: ModuleDeps;
  private readonly finder: MergeRequestsFinder;

  constructor(deps: ModuleDeps, finder: MergeRequestsFinder) {
    this.deps = deps;
    this.finder = finder;
  }

  /** Approvals of these merge requests, oldest first, by merge request id. */
  async approvals(ids: readonly number[]): Promise<Map<number, Approval[]>> {
    const result = new Map<number, Approval[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return result;
    const { rows } = await sql<{ merge_request_id: number; user_id: number; created_at: Date }>`
      select merge_request_id, user_id, created_at from merge_request_approvals
      where merge_request_id = any(${[...ids]}::int[]) order by created_at, user_id`.execute(this.finder.db);
    for (const r of rows)
      result.get(r.merge_request_id)?.push({ userId: r.user_id, approvedAt: new Date(r.created_at) });
    return result;
  }

  /** Commit and line counts of these merge requests' current diffs (absent until computed). */
  diffStats(ids: readonly number[]): Promise<Map<number, DiffStats>> {
    return diffStatsByIds(this.finder.db, ids);
  }

  /** Branch existence, protection and the actor's push and merge rights, by merge request id. */
  async branchFacts(actor: Actor, views: readonly MergeRequestView[]): Promise<Map<number, BranchFacts>> {
    const projects = await this.projectFacts(
      actor,
      views.flatMap((v) => [v.projectId, v.sourceProjectId]),
    );
    return new Map(
      views.map((v) => {
        const target = projects.get(v.projectId);
        const source = projects.get(v.sourceProjectId);
        const sourceExists = source?.branches.has(v.sourceBranch) ?? false;
        return [
          v.id,
          {
            sourceBranchExists: sourceExists,
            targetBranchExists: target?.branches.has(v.targetBranch) ?? false,
            sourceBranchProtected: source?.protectedBranch(v.sourceBranch) ?? false,
            sourceIsDefault: source?.subject.project.defaultBranch === v.sourceBranch,
            canPushSource: sourceExists && (source?.canPush(v.sourceBranch) ?? false),
            canUpdateTarget:
              (target?.canPush(v.targetBranch) ?? false) || (target?.canMerge(v.targetBranch) ?? false),
          },
        ];
      }),
    );
  }

  /** The actor's permissions on each merge request, by id. */
  async permissions(
    actor: Actor,
    views: readonly MergeRequestView[],
  ): Promise<Map<number, MergeRequestPermissionSet>> {
    const [facts, approvals, subjects] = await Promise.all([
      this.branchFacts(actor, views),
      this.approvals(views.map((v) => v.id)),
      this.subjects(
        actor,
        views.map((v) => v.projectId),
      ),
    ]);
    const me = actor.user?.id;
    return new Map(
      views.map((v) => {
        const subject = subjects.get(v.projectId);
        const branch = facts.get(v.id)!;
        const read = subject !== undefined && can(actor, 'read_merge_request', subject);
        const developer = subject !== undefined && can(actor, 'update_merge_request', subject);
        const own = me !== undefined && (v.author?.id === me || v.assignees.some((a) => a.id === me));
        const pushCode = subject !== undefined && can(actor, 'push_code', subject);
        const member = (subject?.access ?? 0) >= AccessLevel.GUEST;
        const approved = (approvals.get(v.id) ?? []).some((a) => a.userId === me);
        return [
          v.id,
          {
            readMergeRequest: read,
            adminMergeRequest: read && developer,
            updateMergeRequest: read && (developer || own),
            // Locked discussions take comments from project members only.
            createNote:
              read && me !== undefined && (!v.discussionLocked || member || actor.user?.isAdmin === true),
            pushToSourceBranch: read && branch.canPushSource,
            // GitLab keeps protected and default branches, and needs push rights to the source.
            removeSourceBranch:
              read && branch.canPushSource && !branch.sourceBranchProtected && !branch.sourceIsDefault,
            cherryPickOnCurrentMergeRequest: read && v.state === 'merged' && pushCode,
            revertOnCurrentMergeRequest:
              read && v.state === 'merged' && pushCode && v.mergeCommitSha !== null,
            canMerge: read && branch.canUpdateTarget,
            canApprove: read && developer && v.state === 'opened' && me !== undefined && !approved,
          },
        ];
      }),
    );
  }

  /** The projects of these ids the actor can see, by id (one batched load). */
  async subjects(actor: Actor, ids: readonly number[]): Promise<Map<number, ProjectSubject>> {
    const unique = [...new Set(ids)];
    const loaded = await this.deps.projects.loadMany(actor, unique);
    return new Map(loaded.flatMap((s) => (s ? [[s.project.id, s] as const] : [])));
  }

  /** Per project: its branch names (one git process), its protections and the actor's rights. */
  private async projectFacts(actor: Actor, ids: readonly number[]): Promise<Map<number, ProjectFacts>> {
    const subjects = await this.subjects(actor, ids);
    const entries = await Promise.all(
      [...subjects.values()].map(async (subject): Promise<[number, ProjectFacts]> => {
        const readable = can(actor, 'read_code', subject);
        const [names, protection] = await Promise.all([
          readable
            ? this.deps.repositories
                .repository(subject.project)
                .branchNames()
                .catch(() => [])
            : Promise.resolve([]),
          this.deps.protectedRefs.protection(subject.project),
        ]);
        const pusher = await this.deps.protectedRefs.pusher(actor, subject, protection);
        return [
          subject.project.id,
          {
            subject,
            branches: new Set(names),
            protectedBranch: (b) => isProtectedBranch(protection, b),
            canPush: (b) => canPushToBranch(protection, pusher, b),
            canMerge: (b) => canMergeToBranch(protection, pusher, b),
          },
        ];
      }),
    );
    return new Map(entries);
  }
}
