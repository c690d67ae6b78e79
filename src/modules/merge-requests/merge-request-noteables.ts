import type { Actor } from '../../core/actor.ts';
import { can } from '../../core/policy.ts';
import type { Noteable, NoteableKind } from '../notes/noteables.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import { validateDiffPosition } from './diff-positions.ts';
import type { MergeRequestView } from './merge-request-view.ts';
import type { MergeRequestsService } from './merge-requests.service.ts';

/** A merge request as the notes module sees it. */
export interface MergeRequestNoteable extends Noteable {
  subject: MergeRequestView;
}

export const viewOfNoteable = (noteable: Noteable) => noteable.subject as MergeRequestView;

interface Deps {
  mergeRequests: MergeRequestsService;
  projects: ProjectsService;
}

/** Merge requests found for notes (by project and iid, or by ids), read access checked. */
export class MergeRequestNoteables {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  async find(actor: Actor, projectRef: string | number, iid: number): Promise<MergeRequestNoteable> {
    const view = await this.#deps.mergeRequests.get(actor, projectRef, iid);
    const project = await this.#deps.projects.find(actor, view.projectId);
    return noteableOf(view, project);
  }

  async loadMany(actor: Actor, ids: readonly number[]): Promise<(MergeRequestNoteable | null)[]> {
    const views = await this.#deps.mergeRequests.loadMany(actor, ids);
    const projectIds = [...new Set(views.flatMap((v) => (v ? [v.projectId] : [])))];
    const projects = await this.#deps.projects.loadMany(actor, projectIds);
    const byId = new Map(projects.flatMap((p) => (p ? [[p.project.id, p] as const] : [])));
    return views.map((v) => {
      const project = v && byId.get(v.projectId);
      return v && project ? noteableOf(v, project) : null;
    });
  }

  /**
   * GitLab's notes rules on merge requests: signed-in readers comment (members only when the
   * discussion is locked), Maintainers edit others' comments, Developers and the merge request's
   * author resolve threads; threads and diff notes; individual notes may be replied to.
   */
  kind(): NoteableKind {
    return {
      type: 'MergeRequest',
      globalIdClass: 'MergeRequest',
      routeSegment: 'merge_requests',
      find: (actor, project, iid) => this.find(actor, project, iid),
      loadMany: (actor, ids) => this.loadMany(actor, ids),
      canCreateNote: (actor, n) => can(actor, 'create_merge_request_note', n.project),
      canAdminNotes: (actor, n) => can(actor, 'admin_merge_request_notes', n.project),
      canAwardEmoji: (actor, n) => can(actor, 'award_emoji_merge_request', n.project),
      canResolve: (actor, n) =>
        can(actor, 'resolve_merge_request_discussion', n.project) ||
        (actor.user !== null && viewOfNoteable(n).author?.id === actor.user.id),
      resolvable: true,
      replyToIndividualNotes: true,
      internalNotes: false,
      commented: (tx, n, authorId) => this.#deps.mergeRequests.reviewers.commented(tx, n.id, authorId),
      validatePosition: async (actor, n, position) => {
        const { view, diffs } = await this.#deps.mergeRequests.diffs(actor, n.project.project.id, n.iid!);
        return { ...validateDiffPosition(position, view.diffRefs, diffs) };
      },
    };
  }
}

function noteableOf(view: MergeRequestView, project: MergeRequestNoteable['project']): MergeRequestNoteable {
  return {
    type: 'MergeRequest',
    id: view.id,
    iid: view.iid,
    project,
    discussionLocked: view.discussionLocked ?? false,
    webUrl: view.webUrl,
    subject: view,
  };
}
