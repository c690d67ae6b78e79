import type { Actor } from '../../../core/actor.ts';
import { can } from '../../../core/policy.ts';
import { kysely } from '../../../db/database.ts';
import type { ModuleDeps } from '../../../services.ts';
import { systemActor } from '../../ci/pipelines/pipelines.service.ts';
import type { ProjectSubject } from '../../projects/projects.policy.ts';
import {
  canMergeToBranch,
  canPushToBranch,
  type ProjectProtection,
} from '../../protected-refs/protection.ts';
import type { User } from '../../users/user.entity.ts';
import type { MergeRequestDetailsService } from '../details/merge-request-details.service.ts';
import type { MergeRequestView } from '../merge-request-view.ts';
import { reviewerRecords, type ReviewState } from './review-states.ts';

/** GitLab's `UserMergeRequestInteraction`: what one user may do on one merge request, and their review. */
export interface MergeRequestInteraction {
  canMerge: boolean;
  canUpdate: boolean;
  reviewState: ReviewState | null;
  reviewed: boolean;
  approved: boolean;
}

/** A user on a merge request: whose interaction to compute. */
export interface InteractionKey {
  view: MergeRequestView;
  userId: number;
}

export const interactionKey = (k: InteractionKey) => `${k.view.id}:${k.userId}`;

/**
 * Interactions of users with merge requests the caller may already read, as the merge request
 * sidebar shows them for its author, assignees, reviewers and participants. A page of merge requests
 * costs the same statements whatever its size: users, their access levels on every project at once,
 * approvals and reviewer states in one statement each, and the protections of each project.
 */
export class MergeRequestInteractions {
  private readonly deps: ModuleDeps;
  private readonly details: MergeRequestDetailsService;

  constructor(deps: ModuleDeps, details: MergeRequestDetailsService) {
    this.deps = deps;
    this.details = details;
  }

  /** Interactions by `interactionKey`; absent for users the caller may not see. */
  async of(actor: Actor, keys: readonly InteractionKey[]): Promise<Map<string, MergeRequestInteraction>> {
    const result = new Map<string, MergeRequestInteraction>();
    if (keys.length === 0) return result;
    const userIds = [...new Set(keys.map((k) => k.userId))];
    const projectIds = [...new Set(keys.map((k) => k.view.projectId))];
    const mergeRequestIds = [...new Set(keys.map((k) => k.view.id))];
    const [users, subjects, levels, approvals, reviewers] = await Promise.all([
      this.deps.users.loadMany(actor, userIds),
      this.deps.projects.loadMany(actor, projectIds),
      this.deps.access.projectAccessLevelsOfUsers(userIds, projectIds),
      this.details.approvals(mergeRequestIds),
      reviewerRecords(kysely(this.deps.orm.em.fork()), mergeRequestIds),
    ]);
    const userById = new Map(users.flatMap((u) => (u ? [[u.id, u] as const] : [])));
    const projects = subjects.flatMap((s) => (s ? [s] : []));
    const protections = new Map(
      await Promise.all(
        projects.map(
          async (s) => [s.project.id, await this.deps.protectedRefs.protection(s.project)] as const,
        ),
      ),
    );
    const subjectById = new Map(projects.map((s) => [s.project.id, s]));
    for (const key of keys) {
      const user = userById.get(key.userId);
      const project = subjectById.get(key.view.projectId);
      const protection = protections.get(key.view.projectId);
      if (!user || !project || !protection) continue;
      const subject: ProjectSubject = {
        project: project.project,
        access: levels.get(user.id)?.get(project.project.id) ?? 0,
      };
      const reviewer = reviewers.get(key.view.id)?.find((r) => r.userId === user.id);
      result.set(interactionKey(key), {
        canMerge: await this.canMerge(user, subject, protection, key.view.targetBranch),
        canUpdate: canUpdate(user, subject, key.view),
        reviewState: reviewer?.state ?? null,
        reviewed: reviewer?.state === 'reviewed',
        approved: (approvals.get(key.view.id) ?? []).some((a) => a.userId === user.id),
      });
    }
    return result;
  }

  /** May push or merge into the target branch (GitLab's `can_be_merged_by?`). */
  private async canMerge(
    user: User,
    subject: ProjectSubject,
    protection: ProjectProtection,
    branch: string,
  ): Promise<boolean> {
    const pusher = await this.deps.protectedRefs.pusher(systemActor(user), subject, protection);
    return canPushToBranch(protection, pusher, branch) || canMergeToBranch(protection, pusher, branch);
  }
}

/** Developers update any merge request they can read; its author and assignees update their own. */
function canUpdate(user: User, subject: ProjectSubject, view: MergeRequestView): boolean {
  const actor = systemActor(user);
  if (!can(actor, 'read_merge_request', subject)) return false;
  if (can(actor, 'update_merge_request', subject)) return true;
  return view.author?.id === user.id || view.assignees.some((a) => a.id === user.id);
}
