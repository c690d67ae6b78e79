import type { Actor } from '../../core/actor.ts';
import { requireUser } from '../../core/actor.ts';
import { badRequest, forbidden, notFound } from '../../core/errors.ts';
import type { Tx } from '../../core/tx.ts';
import type { ModuleDeps } from '../../services.ts';
import { lineCode } from '../merge-requests/diff-positions.ts';
import type {
  MergeRequestReviewersService,
  ReviewStateRefusal,
} from '../merge-requests/reviewers/merge-request-reviewers.service.ts';
import type { SubmittedReviewState } from '../merge-requests/reviewers/review-states.ts';
import type { Noteable } from '../notes/noteables.ts';
import type { NotesService, PublishedNote } from '../notes/notes.service.ts';
import { DraftNote } from './draft-note.entity.ts';

export interface DraftNoteInput {
  note: string;
  commitId?: string | null;
  inReplyToDiscussionId?: string | null;
  resolveDiscussion?: boolean;
  position?: Record<string, unknown> | null;
}

export interface DraftNoteUpdate {
  note?: string;
  position?: Record<string, unknown> | null;
}

/** How a review is concluded when all of its drafts are published (`bulk_publish`). */
export interface ReviewSubmission {
  /** A summary note posted with the review. */
  note?: string | null;
  /** The summary note is internal. */
  internal?: boolean;
  /** Where the reviewer now stands; `approved` approves the merge request. */
  reviewerState?: SubmittedReviewState | null;
}

/** What publishing a review did. */
export interface SubmittedReview {
  /** Drafts published. */
  published: number;
  /** Why the reviewer state asked for was not set (the review is published all the same), or null. */
  reviewerStateRefusal: ReviewStateRefusal | null;
}

/** A draft with the merge request it belongs to. */
export interface DraftNoteView {
  draft: DraftNote;
  noteable: Noteable;
}

const MAX_BODY = 1_000_000;

/**
 * Draft notes (GitLab's review comments): written, changed and read by their author only (others
 * get 404), then published one by one or all together, turning into notes, threads and diff
 * threads, and resolving the threads asked for, in one transaction. A reviewer's first draft starts
 * their review (`review_started`); publishing them all submits it, with a summary note and the
 * state the reviewer concludes with, in the same transaction.
 */
export class DraftNotesService {
  readonly #deps: ModuleDeps;
  readonly #notes: NotesService;
  readonly #reviewers: MergeRequestReviewersService;

  constructor(deps: ModuleDeps, notes: NotesService, reviewers: MergeRequestReviewersService) {
    this.#deps = deps;
    this.#notes = notes;
    this.#reviewers = reviewers;
  }

  /** The merge request a route names, read access checked. */
  mergeRequest(actor: Actor, projectRef: string | number, iid: number): Promise<Noteable> {
    requireUser(actor);
    return this.#notes.find(actor, 'MergeRequest', projectRef, iid);
  }

  async list(actor: Actor, noteable: Noteable): Promise<DraftNoteView[]> {
    const drafts = await this.#drafts(actor, noteable, null);
    return drafts.map((draft) => ({ draft, noteable }));
  }

  /**
   * The caller's drafts on many merge requests the caller has read, in one statement (GraphQL
   * `draftNotes` on a list of them).
   */
  async listByMergeRequests(actor: Actor, ids: readonly number[]): Promise<Map<number, DraftNote[]>> {
    const result = new Map<number, DraftNote[]>(ids.map((id) => [id, []]));
    const me = actor.user;
    if (!me || ids.length === 0) return result;
    const drafts = await this.#deps.orm.em
      .fork()
      .find(
        DraftNote,
        { mergeRequestId: { $in: [...ids] }, author: me.id },
        { populate: ['author'], orderBy: { id: 'asc' } },
      );
    for (const draft of drafts) result.get(draft.mergeRequestId)?.push(draft);
    return result;
  }

  /**
   * The caller's drafts by id (GraphQL `node(id:)`), in the order asked, null for another user's
   * draft or one on a merge request the caller can no longer read.
   */
  async loadMany(actor: Actor, ids: readonly number[]): Promise<(DraftNote | null)[]> {
    const me = actor.user;
    const valid = ids.filter((id) => Number.isInteger(id) && id > 0 && id <= 2147483647);
    if (!me || valid.length === 0) return ids.map(() => null);
    const drafts = await this.#deps.orm.em
      .fork()
      .find(DraftNote, { id: { $in: valid }, author: me.id }, { populate: ['author'] });
    const mergeRequestIds = [...new Set(drafts.map((d) => d.mergeRequestId))];
    const readable = new Set(
      (await this.#notes.noteables.kind('MergeRequest').loadMany(actor, mergeRequestIds))
        .filter((noteable) => noteable !== null)
        .map((noteable) => noteable.id),
    );
    const found = new Map(drafts.filter((d) => readable.has(d.mergeRequestId)).map((d) => [d.id, d]));
    return ids.map((id) => found.get(id) ?? null);
  }

  /** One of the caller's drafts by id alone (GraphQL), with its merge request; NotFound otherwise. */
  async byId(actor: Actor, id: number): Promise<DraftNoteView> {
    const me = requireUser(actor);
    const draft =
      Number.isInteger(id) && id > 0 && id <= 2147483647
        ? await this.#deps.orm.em.fork().findOne(DraftNote, { id, author: me.id }, { populate: ['author'] })
        : null;
    if (!draft) throw notFound('Draft Note');
    const noteable = await this.#notes.noteableByGlobalId(actor, 'MergeRequest', draft.mergeRequestId);
    return { draft, noteable };
  }

  async get(actor: Actor, noteable: Noteable, id: number): Promise<DraftNoteView> {
    const [draft] = await this.#drafts(actor, noteable, [id]);
    if (!draft) throw notFound('Draft Note');
    return { draft, noteable };
  }

  async create(actor: Actor, noteable: Noteable, input: DraftNoteInput): Promise<DraftNoteView> {
    const me = requireUser(actor);
    if (!this.#notes.canCreateNote(actor, noteable)) throw forbidden();
    checkBody(input.note);
    const discussionId = input.inReplyToDiscussionId || null;
    if (discussionId) await this.#notes.discussion(actor, noteable, discussionId);
    if (input.resolveDiscussion && !discussionId) {
      throw badRequest('resolve_discussion needs in_reply_to_discussion_id');
    }
    const position = input.position
      ? await this.#notes.validatePosition(actor, noteable, input.position)
      : null;
    const id = await this.#deps.uow.run(async (tx) => {
      const draft = tx.em.create(DraftNote, {
        mergeRequestId: noteable.id,
        author: me.id,
        note: input.note,
        commitId: input.commitId ?? null,
        discussionId,
        resolveDiscussion: input.resolveDiscussion ?? false,
        lineCode: lineCodeOf(position),
        position,
      });
      await tx.em.flush();
      // GitLab: the first draft of the caller on the merge request starts their review.
      const drafts = await tx.em.count(DraftNote, { mergeRequestId: noteable.id, author: me.id });
      if (drafts === 1) await this.#reviewers.reviewStarted(tx, actor, noteable.project, noteable.id);
      return draft.id;
    });
    return this.get(actor, noteable, id);
  }

  async update(actor: Actor, noteable: Noteable, id: number, input: DraftNoteUpdate): Promise<DraftNoteView> {
    const { draft } = await this.get(actor, noteable, id);
    if (input.note !== undefined) checkBody(input.note);
    const position =
      input.position === undefined
        ? draft.position
        : input.position === null
          ? null
          : await this.#notes.validatePosition(actor, noteable, input.position);
    await this.#deps.uow.run(async (tx) => {
      const row = await tx.em.findOneOrFail(DraftNote, draft.id);
      tx.em.assign(row, {
        note: input.note ?? row.note,
        position,
        lineCode: lineCodeOf(position ?? null),
      });
    });
    return this.get(actor, noteable, id);
  }

  async delete(actor: Actor, noteable: Noteable, id: number): Promise<void> {
    const { draft } = await this.get(actor, noteable, id);
    await this.#deps.uow.run(async (tx) => {
      await tx.em.nativeDelete(DraftNote, { id: draft.id });
    });
  }

  /** Publishes one draft (`PUT .../draft_notes/:id/publish`). */
  async publish(actor: Actor, noteable: Noteable, id: number): Promise<void> {
    const { draft } = await this.get(actor, noteable, id);
    await this.#publish(actor, noteable, [draft]);
  }

  /**
   * Publishes every draft of the caller on the merge request (`POST .../draft_notes/bulk_publish`),
   * with the review's summary note and the reviewer state asked for, in one transaction. A summary
   * or a state alone, without drafts, is submitted all the same, as GitLab does.
   */
  async bulkPublish(
    actor: Actor,
    noteable: Noteable,
    review: ReviewSubmission = {},
  ): Promise<SubmittedReview> {
    const drafts = await this.#drafts(actor, noteable, null);
    const summary = review.note?.trim() ? review.note : null;
    const state = review.reviewerState ?? null;
    let reviewerStateRefusal: ReviewStateRefusal | null = null;
    if (drafts.length > 0 || summary !== null || state !== null) {
      const extra: PublishedNote[] =
        summary === null
          ? []
          : [
              {
                body: summary,
                discussionId: null,
                position: null,
                resolveDiscussion: false,
                individual: true,
                internal: review.internal === true,
              },
            ];
      await this.#publish(actor, noteable, drafts, extra, async (tx) => {
        if (state !== null) {
          reviewerStateRefusal = await this.#reviewers.submitted(
            tx,
            actor,
            noteable.project,
            noteable.id,
            state,
          );
        }
      });
    }
    return { published: drafts.length, reviewerStateRefusal };
  }

  async #publish(
    actor: Actor,
    noteable: Noteable,
    drafts: readonly DraftNote[],
    extra: readonly PublishedNote[] = [],
    alsoInTx?: (tx: Tx) => Promise<void>,
  ): Promise<void> {
    const ids = drafts.map((d) => d.id);
    await this.#notes.publish(
      actor,
      noteable,
      [
        ...drafts.map((d) => ({
          body: d.note,
          discussionId: d.discussionId ?? null,
          position: d.discussionId ? null : (d.position ?? null),
          resolveDiscussion: d.resolveDiscussion === true,
        })),
        ...extra,
      ],
      async (tx) => {
        // Drafts published by another request meanwhile are not published twice.
        const removed = await tx.em.nativeDelete(DraftNote, { id: { $in: ids } });
        if (removed !== ids.length) throw notFound('Draft Note');
        await alsoInTx?.(tx);
      },
    );
  }

  async #drafts(actor: Actor, noteable: Noteable, ids: number[] | null): Promise<DraftNote[]> {
    const me = requireUser(actor);
    const valid = ids?.filter((id) => Number.isInteger(id) && id > 0 && id <= 2147483647);
    if (valid && valid.length === 0) return [];
    return this.#deps.orm.em.fork().find(
      DraftNote,
      {
        mergeRequestId: noteable.id,
        author: me.id,
        ...(valid ? { id: { $in: valid } } : {}),
      },
      { populate: ['author'], orderBy: { id: 'asc' } },
    );
  }
}

function checkBody(body: string): void {
  if (!body.trim()) throw badRequest('Note {:note=>["can\'t be blank"]}');
  if (body.length > MAX_BODY) {
    throw badRequest(`Note {:note=>["is too long (maximum is ${MAX_BODY} characters)"]}`);
  }
}

function lineCodeOf(position: Record<string, unknown> | null): string | null {
  if (!position || position['position_type'] !== 'text') return null;
  const path = (position['new_path'] ?? position['old_path']) as string;
  return lineCode(
    path,
    (position['old_line'] as number | null) ?? null,
    (position['new_line'] as number | null) ?? null,
  );
}
