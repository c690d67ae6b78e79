import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { AccessLevel } from '../../core/access.ts';
import { isAdmin, requireUser, type Actor } from '../../core/actor.ts';
import { badRequest, forbidden, notFound } from '../../core/errors.ts';
import type { KeysetPageRequest, Page, PageRequest, SortDirection } from '../../core/pagination.ts';
import { mapPage } from '../../core/pagination.ts';
import type { Tx, UnitOfWork } from '../../core/tx.ts';
import { Note, type NoteType } from './note.entity.ts';
import type { DiscussionView, NoteView } from './note-view.ts';
import { Noteables, type Noteable, type NoteableKind, type PositionInput } from './noteables.ts';
import {
  NotesFinder,
  type ActivityFilter,
  type DiscussionNotes,
  type NoteFacts,
  type NoteOrder,
  type NoteScope,
} from './notes.finder.ts';

export interface NoteCreateInput {
  body: string;
  internal?: boolean;
  /** Honoured for administrators and project owners only (GitLab's `set_note_created_at`). */
  createdAt?: Date;
}

/** A note written by the system for a state change (GitLab's system notes). */
export interface SystemNoteTarget {
  type: string;
  id: number;
  projectId: number;
}

declare module '../../core/events.ts' {
  interface DomainEventMap {
    /** A comment or system note was written (for hooks, e-mail and subscriptions). */
    'note.created': NoteEvent;
    'note.updated': NoteEvent;
    'note.deleted': NoteEvent;
  }
}

/** What note events say: the note, where it is, and who wrote it. */
export interface NoteEvent {
  noteId: number;
  noteableType: string;
  noteableId: number;
  projectId: number;
  authorId: number;
  system: boolean;
  /** An internal note (confidential: only members who read internal notes see it). */
  internal?: boolean;
  discussionId: string;
}

const eventOf = (note: Note): NoteEvent => ({
  noteId: note.id,
  noteableType: note.noteableType,
  noteableId: note.noteableId,
  projectId: note.project.id,
  authorId: note.author.id,
  system: note.system,
  internal: note.internal,
  discussionId: note.discussionId,
});

const MAX_BODY = 1_000_000;

/** What kind of note a write makes: its class, discussion, diff position, and a note it turns into a thread. */
interface NoteShape {
  type: NoteType;
  discussionId: string;
  position?: PositionInput | null;
  convert?: number;
}

/**
 * One note of a batch published together (draft notes): a reply, a diff thread, a new thread, or a
 * note of its own (a review's summary).
 */
export interface PublishedNote {
  body: string;
  /** The discussion it replies to, or null for a new thread. */
  discussionId: string | null;
  /** A position already checked (`validatePosition`), for a new diff thread. */
  position: PositionInput | null;
  /** Resolve the discussion replied to. */
  resolveDiscussion: boolean;
  /** A note of its own rather than a thread (a review's summary), as `create` writes. */
  individual?: boolean;
  /** An internal note (kinds that have them). */
  internal?: boolean;
}

/** Counts of a noteable's notes and threads (GitLab's `user_notes_count` and discussion counts). */
export interface NoteCounts {
  userNotes: number;
  userDiscussions: number;
  resolvableDiscussions: number;
  resolvedDiscussions: number;
}

/** Ruby's `Hash#inspect` of model errors, as GitLab embeds them in "Note {...}". */
const noteInvalid = (field: string, message: string) =>
  badRequest(`Note {:${field}=>[${JSON.stringify(message)}]}`);

/** GitLab's discussion ids: 40 hex digits. */
export function newDiscussionId(): string {
  return randomBytes(20).toString('hex');
}

/**
 * Notes and discussions on any registered noteable (GitLab's notes and discussions APIs): who may
 * read, comment, edit; threads and replies; system notes for other modules' state changes.
 */
export class NotesService {
  readonly noteables = new Noteables();
  readonly #uow: UnitOfWork;
  readonly #finder: NotesFinder;

  constructor(deps: { orm: MikroORM; uow: UnitOfWork }) {
    this.#uow = deps.uow;
    this.#finder = new NotesFinder(deps.orm);
  }

  /** Adds a kind of noteable (snippets, merge requests); see noteables.ts. */
  register(kind: NoteableKind): void {
    this.noteables.register(kind);
  }

  /** The noteable a REST route names, read access checked. */
  async find(actor: Actor, type: string, projectIdOrPath: string | number, noteableId: number) {
    return this.noteables.kind(type).find(actor, projectIdOrPath, noteableId);
  }

  // ------------------------------------------------------------------ reads

  async list(
    actor: Actor,
    noteable: Noteable,
    order: { orderBy: NoteOrder; sort: SortDirection; activity?: ActivityFilter },
    request: PageRequest,
  ): Promise<Page<NoteView>> {
    const page = await this.#finder.page(this.#scope(actor, noteable), order, request);
    return mapPage(page, (notes) => notes.map((n) => this.#view(n, noteable)));
  }

  async get(actor: Actor, noteable: Noteable, noteId: number): Promise<NoteView> {
    const note = await this.#finder.one(this.#scope(actor, noteable), noteId);
    if (!note) throw notFound('Note');
    return this.#view(note, noteable);
  }

  async discussions(actor: Actor, noteable: Noteable, request: PageRequest): Promise<Page<DiscussionView>> {
    const page = await this.#finder.discussionPage(this.#scope(actor, noteable), request);
    return mapPage(page, (list) => list.map((d) => this.#discussionView(d, noteable)));
  }

  async discussion(actor: Actor, noteable: Noteable, discussionId: string): Promise<DiscussionView> {
    const notes = await this.#finder.discussion(this.#scope(actor, noteable), discussionId);
    if (notes.length === 0) throw notFound('Discussion');
    return this.#discussionView({ id: discussionId, notes }, noteable);
  }

  /** The same page of notes of many noteables of one kind (GraphQL `notes` on a page of them). */
  async pagesByNoteable(
    actor: Actor,
    type: string,
    noteables: readonly Noteable[],
    request: KeysetPageRequest,
  ): Promise<Map<number, Page<NoteView>>> {
    const byId = new Map(noteables.map((n) => [n.id, n]));
    const pages = await this.#finder.pagesByNoteable(
      type,
      [...byId.keys()],
      this.#internalOpen(actor, noteables),
      request,
    );
    const result = new Map<number, Page<NoteView>>();
    for (const [id, page] of pages) {
      result.set(id, await mapPage(page, (notes) => notes.map((n) => this.#view(n, byId.get(id)!))));
    }
    return result;
  }

  /** The same page of discussions of many noteables of one kind (GraphQL `discussions`). */
  async discussionPagesByNoteable(
    actor: Actor,
    type: string,
    noteables: readonly Noteable[],
    request: KeysetPageRequest,
  ): Promise<Map<number, Page<DiscussionView>>> {
    const byId = new Map(noteables.map((n) => [n.id, n]));
    const pages = await this.#finder.discussionPagesByNoteable(
      type,
      [...byId.keys()],
      this.#internalOpen(actor, noteables),
      request,
    );
    const result = new Map<number, Page<DiscussionView>>();
    for (const [id, page] of pages) {
      result.set(id, await mapPage(page, (list) => list.map((d) => this.#discussionView(d, byId.get(id)!))));
    }
    return result;
  }

  /** Notes by id, null for those the actor may not read (GraphQL `node`, `updateNote`...). */
  async loadMany(actor: Actor, ids: readonly number[]): Promise<(NoteView | null)[]> {
    const notes = await this.#finder.load(
      ids.filter((id) => Number.isInteger(id) && id > 0 && id <= 2147483647),
    );
    const noteables = await this.#noteablesOf(actor, notes);
    const found = new Map<number, NoteView>();
    for (const note of notes) {
      const noteable = noteables.get(`${note.noteableType}:${note.noteableId}`);
      if (!noteable || (note.internal && !this.#readsInternal(actor, noteable))) continue;
      found.set(note.id, this.#view(note, noteable));
    }
    return ids.map((id) => found.get(id) ?? null);
  }

  /** A project's newest note, if the actor may read it (a hook test's sample emoji award). */
  async newestOfProject(actor: Actor, projectId: number): Promise<NoteView | null> {
    const id = await this.#finder.newestIdOfProject(projectId);
    if (id === null) return null;
    const [view] = await this.loadMany(actor, [id]);
    return view ?? null;
  }

  /** One note by id, wherever it is (GraphQL `updateNote`, `destroyNote`); NotFound when hidden. */
  async byId(actor: Actor, noteId: number): Promise<NoteView> {
    const [view] = await this.loadMany(actor, [noteId]);
    if (!view) throw notFound('Note');
    return view;
  }

  /** The discussions of notes already read (a note's `discussion` in GraphQL), by discussion id. */
  async discussionsOf(actor: Actor, views: readonly NoteView[]): Promise<Map<string, DiscussionView>> {
    const notes = await this.#finder.notesOfDiscussions([...new Set(views.map((v) => v.note.discussionId))]);
    const result = new Map<string, DiscussionView>();
    for (const view of views) {
      if (result.has(view.note.discussionId)) continue;
      const withInternal = this.#readsInternal(actor, view.noteable);
      const own = notes.filter(
        (n) => n.discussionId === view.note.discussionId && (withInternal || !n.internal),
      );
      result.set(
        view.note.discussionId,
        this.#discussionView({ id: view.note.discussionId, notes: own }, view.noteable),
      );
    }
    return result;
  }

  /** A discussion by its id alone (GraphQL `DiscussionID`), wherever it is; NotFound when hidden. */
  async discussionById(actor: Actor, discussionId: string): Promise<DiscussionView> {
    const [first] = await this.#finder.notesOfDiscussions([discussionId]);
    if (!first) throw notFound('Discussion');
    const view = await this.byId(actor, first.id).catch(() => null);
    if (!view) throw notFound('Discussion');
    return this.discussion(actor, view.noteable, discussionId);
  }

  /** The noteable of a global id's class and id (GraphQL `noteableId`), read access checked. */
  async noteableByGlobalId(actor: Actor, className: string, id: number): Promise<Noteable> {
    const kind = this.noteables.byGlobalIdClass(className);
    const [noteable] = kind ? await kind.loadMany(actor, [id]) : [null];
    if (!noteable) throw notFound();
    return noteable;
  }

  /** May the actor comment on the noteable (a permissions field)? */
  canCreateNote(actor: Actor, noteable: Noteable): boolean {
    if (!actor.user || !this.noteables.kind(noteable.type).canCreateNote(actor, noteable)) return false;
    // A locked discussion takes comments from project members only.
    return !noteable.discussionLocked || isAdmin(actor) || noteable.project.access >= AccessLevel.GUEST;
  }

  /**
   * May the actor add emoji reactions to the note (GitLab's `award_emoji` on it): a comment (not a
   * system note), by a signed-in user, as the noteable's kind allows, and by members only while the
   * discussion is locked.
   */
  canAwardEmoji(actor: Actor, view: NoteView): boolean {
    const { noteable } = view;
    if (!actor.user || view.note.system) return false;
    if (!this.noteables.kind(noteable.type).canAwardEmoji(actor, noteable)) return false;
    // A locked discussion takes reactions from project members only, as it takes comments.
    return !noteable.discussionLocked || isAdmin(actor) || noteable.project.access >= AccessLevel.GUEST;
  }

  /** May the actor edit and delete the note (GitLab's `admin_note` on it)? */
  canAdminNote(actor: Actor, view: NoteView): boolean {
    if (!actor.user || view.note.system) return false;
    if (view.note.author.id === actor.user.id) return true;
    return this.noteables.kind(view.noteable.type).canAdminNotes(actor, view.noteable);
  }

  // ------------------------------------------------------------------ writes

  /** A note of its own (notes API, GraphQL `createNote` without a discussion). */
  async create(actor: Actor, noteable: Noteable, input: NoteCreateInput): Promise<NoteView> {
    return this.#write(actor, noteable, input, { type: null, discussionId: newDiscussionId() });
  }

  /** A new thread (discussions API), on a diff line when a position is given. */
  async createDiscussion(
    actor: Actor,
    noteable: Noteable,
    input: NoteCreateInput & { position?: PositionInput },
  ): Promise<DiscussionView> {
    let position: PositionInput | null = null;
    if (input.position) {
      const kind = this.noteables.kind(noteable.type);
      if (!kind.validatePosition) throw badRequest('position is not supported here');
      this.#checkCreate(actor, noteable);
      position = await kind.validatePosition(actor, noteable, input.position);
    }
    const view = await this.#write(actor, noteable, input, {
      type: position ? 'DiffNote' : 'DiscussionNote',
      discussionId: newDiscussionId(),
      position,
    });
    return this.#discussionView({ id: view.note.discussionId, notes: [view.note] }, noteable);
  }

  /** A reply in a discussion; an individual note becomes a thread where the kind allows it. */
  async reply(
    actor: Actor,
    noteable: Noteable,
    discussionId: string,
    input: NoteCreateInput,
  ): Promise<NoteView> {
    const notes = await this.#finder.discussion(this.#scope(actor, noteable), discussionId);
    const first = notes[0];
    if (!first) throw notFound('Discussion');
    const kind = this.noteables.kind(noteable.type);
    const individual = first.type === null;
    if (individual && (first.system || !kind.replyToIndividualNotes)) {
      throw badRequest('Discussion can not be replied to.');
    }
    return this.#write(actor, noteable, input, {
      type: first.type === 'DiffNote' ? 'DiffNote' : 'DiscussionNote',
      discussionId,
      position: first.position ?? null,
      convert: individual ? first.id : undefined,
    });
  }

  async update(
    actor: Actor,
    noteable: Noteable,
    noteId: number,
    input: { body?: string },
  ): Promise<NoteView> {
    const view = await this.get(actor, noteable, noteId);
    this.#checkAdmin(actor, view);
    if (input.body === undefined || input.body === view.note.body) return view;
    this.#checkBody(input.body);
    const me = requireUser(actor);
    await this.#uow.run(async (tx) => {
      const row = await tx.em.findOneOrFail(Note, view.note.id);
      const now = new Date();
      tx.em.assign(row, { body: input.body!, lastEditedAt: now, updatedAt: now, updatedBy: me.id });
      tx.emit('note.updated', eventOf(row));
    });
    return this.get(actor, noteable, noteId);
  }

  /** Resolves or reopens one thread note (discussions API `resolved`). */
  async resolve(actor: Actor, noteable: Noteable, noteId: number, resolved: boolean): Promise<NoteView> {
    const view = await this.get(actor, noteable, noteId);
    const me = requireUser(actor);
    const kind = this.noteables.kind(noteable.type);
    if (view.note.author.id !== me.id && !kind.canResolve(actor, noteable)) throw forbidden();
    if (!view.resolvable) throw badRequest('Note is not resolvable');
    if ((view.note.resolvedAt !== null) === resolved) return view;
    await this.#uow.run(async (tx) => {
      const row = await tx.em.findOneOrFail(Note, view.note.id);
      tx.em.assign(row, { resolvedAt: resolved ? new Date() : null, resolvedBy: resolved ? me.id : null });
    });
    return this.get(actor, noteable, noteId);
  }

  async delete(actor: Actor, noteable: Noteable, noteId: number): Promise<NoteView> {
    const view = await this.get(actor, noteable, noteId);
    this.#checkAdmin(actor, view);
    await this.#uow.run(async (tx) => {
      const row = await tx.em.findOneOrFail(Note, view.note.id);
      tx.emit('note.deleted', eventOf(row));
      tx.em.remove(row);
    });
    return view;
  }

  /**
   * Records a system note (a state change of the noteable: "changed the description", "merged") in
   * the caller's transaction, as its own discussion.
   */
  async createSystemNote(tx: Tx, target: SystemNoteTarget, authorId: number, body: string): Promise<Note> {
    const note = tx.em.create(Note, {
      project: target.projectId,
      author: authorId,
      noteableType: target.type,
      noteableId: target.id,
      body,
      system: true,
      internal: false,
      discussionId: newDiscussionId(),
      type: null,
      position: null,
      resolvedAt: null,
      resolvedBy: null,
      lastEditedAt: null,
      updatedBy: null,
    });
    await tx.em.flush();
    tx.emit('note.created', eventOf(note));
    return note;
  }

  /** Unresolved threads per noteable of one type (merge requests' blocking discussions). */
  unresolvedThreadCounts(type: string, ids: readonly number[]): Promise<Map<number, number>> {
    return this.#finder.unresolvedThreadCounts(type, ids);
  }

  /** Removes the notes of noteables that are deleted, in the caller's transaction. */
  async deleteAllOf(tx: Tx, type: string, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await tx.em.nativeDelete(Note, { noteableType: type, noteableId: { $in: [...ids] } });
  }

  /** Checks a diff position with the noteable's kind (diff notes, draft notes); refused where there are no diffs. */
  async validatePosition(actor: Actor, noteable: Noteable, position: PositionInput): Promise<PositionInput> {
    const kind = this.noteables.kind(noteable.type);
    if (!kind.validatePosition) throw badRequest('position is not supported here');
    return kind.validatePosition(actor, noteable, position);
  }

  /** May the actor resolve this discussion (each resolvable note theirs, or the kind lets them)? */
  canResolveDiscussion(actor: Actor, view: DiscussionView): boolean {
    const me = actor.user;
    if (!me || !view.notes.some((n) => n.resolvable)) return false;
    if (this.noteables.kind(view.noteable.type).canResolve(actor, view.noteable)) return true;
    return view.notes.filter((n) => n.resolvable).every((n) => n.note.author.id === me.id);
  }

  /** Resolves or reopens every resolvable note of a discussion (discussions API `resolved`). */
  async resolveDiscussion(
    actor: Actor,
    noteable: Noteable,
    discussionId: string,
    resolved: boolean,
  ): Promise<DiscussionView> {
    const view = await this.discussion(actor, noteable, discussionId);
    const me = requireUser(actor);
    if (!view.notes.some((n) => n.resolvable)) throw badRequest('Discussion is not resolvable');
    if (!this.canResolveDiscussion(actor, view)) throw forbidden();
    await this.#uow.run(async (tx) => {
      await this.#setResolved(tx, view.id, resolved ? me.id : null);
    });
    return this.discussion(actor, noteable, discussionId);
  }

  /**
   * Publishes a batch of notes in one transaction (draft notes): replies, new threads, diff threads
   * and notes of their own, resolving the discussions asked for, then `alsoInTx` (removing the
   * drafts, concluding the review). Every
   * discussion replied to must exist; nothing is written when one does not.
   */
  async publish(
    actor: Actor,
    noteable: Noteable,
    items: readonly PublishedNote[],
    alsoInTx: (tx: Tx) => Promise<void>,
  ): Promise<void> {
    const me = requireUser(actor);
    const discussions = new Map<string, DiscussionView>();
    for (const item of items) {
      this.#checkWrite(actor, noteable, { body: item.body, internal: item.internal });
      if (item.discussionId && !discussions.has(item.discussionId)) {
        discussions.set(item.discussionId, await this.discussion(actor, noteable, item.discussionId));
      }
    }
    const kind = this.noteables.kind(noteable.type);
    for (const item of items) {
      if (!item.discussionId) continue;
      const view = discussions.get(item.discussionId)!;
      const first = view.notes[0]!.note;
      if (first.type === null && (first.system || !kind.replyToIndividualNotes)) {
        throw badRequest('Discussion can not be replied to.');
      }
      if (item.resolveDiscussion && !this.canResolveDiscussion(actor, view)) throw forbidden();
    }
    await this.#uow.run(async (tx) => {
      const converted = new Set<string>();
      for (const item of items) {
        if (item.discussionId) {
          const first = discussions.get(item.discussionId)!.notes[0]!.note;
          const convert = first.type === null && !converted.has(item.discussionId);
          converted.add(item.discussionId);
          await this.#insert(
            tx,
            actor,
            noteable,
            { body: item.body },
            {
              type: first.type === 'DiffNote' ? 'DiffNote' : 'DiscussionNote',
              discussionId: item.discussionId,
              position: first.position ?? null,
              convert: convert ? first.id : undefined,
            },
          );
          if (item.resolveDiscussion) await this.#setResolved(tx, item.discussionId, me.id);
        } else if (item.individual) {
          await this.#insert(
            tx,
            actor,
            noteable,
            { body: item.body, internal: item.internal },
            { type: null, discussionId: newDiscussionId() },
          );
        } else {
          await this.#insert(
            tx,
            actor,
            noteable,
            { body: item.body },
            {
              type: item.position ? 'DiffNote' : 'DiscussionNote',
              discussionId: newDiscussionId(),
              position: item.position,
            },
          );
        }
      }
      await alsoInTx(tx);
    });
  }

  /** A note as notification emails need it (instance-internal, no actor); null when it is gone. */
  async forNotifications(noteId: number): Promise<NoteFacts | null> {
    return this.#finder.facts(noteId);
  }

  /** Who commented on many noteables of one type (user ids, first commenter first), in one statement. */
  async commentersByNoteable(type: string, ids: readonly number[]): Promise<Map<number, number[]>> {
    return this.#finder.commenters(type, ids);
  }

  /** Note and thread counts of many noteables of one type, in one statement (lists of them). */
  async countsByNoteable(type: string, ids: readonly number[]): Promise<Map<number, NoteCounts>> {
    return this.#finder.counts(type, ids, this.noteables.kind(type).resolvable);
  }

  // ------------------------------------------------------------------ helpers

  async #write(
    actor: Actor,
    noteable: Noteable,
    input: NoteCreateInput,
    shape: NoteShape,
  ): Promise<NoteView> {
    this.#checkWrite(actor, noteable, input);
    const id = await this.#uow.run(async (tx) => (await this.#insert(tx, actor, noteable, input, shape)).id);
    const [note] = await this.#finder.load([id]);
    return this.#view(note!, noteable);
  }

  #checkWrite(actor: Actor, noteable: Noteable, input: NoteCreateInput): void {
    requireUser(actor);
    this.#checkCreate(actor, noteable);
    this.#checkBody(input.body);
    const kind = this.noteables.kind(noteable.type);
    if (input.internal) {
      if (!kind.internalNotes) throw noteInvalid('confidential', 'can not be set for this resource');
      if (!this.#readsInternal(actor, noteable)) throw forbidden();
    }
  }

  /** Writes a checked note in the caller's transaction. */
  async #insert(
    tx: Tx,
    actor: Actor,
    noteable: Noteable,
    input: NoteCreateInput,
    shape: NoteShape,
  ): Promise<Note> {
    const me = requireUser(actor);
    const createdAt = input.createdAt && this.#setsCreatedAt(actor, noteable) ? input.createdAt : undefined;
    if (shape.convert !== undefined) {
      const first = await tx.em.findOneOrFail(Note, shape.convert);
      first.type = 'DiscussionNote';
    }
    const note = tx.em.create(Note, {
      project: noteable.project.project.id,
      author: me.id,
      noteableType: noteable.type,
      noteableId: noteable.id,
      body: input.body,
      system: false,
      internal: input.internal ?? false,
      discussionId: shape.discussionId,
      type: shape.type,
      position: shape.position ?? null,
      resolvedAt: null,
      resolvedBy: null,
      lastEditedAt: null,
      updatedBy: null,
      ...(createdAt ? { createdAt, updatedAt: createdAt } : {}),
    });
    await tx.em.flush();
    await this.noteables.kind(noteable.type).commented?.(tx, noteable, me.id);
    tx.emit('note.created', eventOf(note));
    return note;
  }

  /** Resolves (by a user) or reopens (null) the resolvable notes of a discussion. */
  async #setResolved(tx: Tx, discussionId: string, userId: number | null): Promise<void> {
    await tx.em.flush();
    await tx.em.nativeUpdate(
      Note,
      {
        discussionId,
        system: false,
        type: { $ne: null },
        resolvedAt: userId === null ? { $ne: null } : null,
      },
      { resolvedAt: userId === null ? null : new Date(), resolvedBy: userId },
    );
  }

  #checkCreate(actor: Actor, noteable: Noteable): void {
    requireUser(actor);
    if (!this.canCreateNote(actor, noteable)) throw forbidden();
  }

  #checkAdmin(actor: Actor, view: NoteView): void {
    requireUser(actor);
    if (!this.canAdminNote(actor, view)) throw forbidden();
  }

  #checkBody(body: string): void {
    if (!body.trim()) throw noteInvalid('note', "can't be blank");
    if (body.length > MAX_BODY) throw noteInvalid('note', `is too long (maximum is ${MAX_BODY} characters)`);
  }

  /** Administrators and project owners may date notes (imports). */
  #setsCreatedAt(actor: Actor, noteable: Noteable): boolean {
    return isAdmin(actor) || noteable.project.access >= AccessLevel.OWNER;
  }

  /** Internal notes are for Reporters and up. */
  #readsInternal(actor: Actor, noteable: Noteable): boolean {
    return isAdmin(actor) || noteable.project.access >= AccessLevel.REPORTER;
  }

  #internalOpen(actor: Actor, noteables: readonly Noteable[]): Set<number> {
    return new Set(noteables.filter((n) => this.#readsInternal(actor, n)).map((n) => n.id));
  }

  #scope(actor: Actor, noteable: Noteable): NoteScope {
    return { type: noteable.type, id: noteable.id, withInternal: this.#readsInternal(actor, noteable) };
  }

  #view(note: Note, noteable: Noteable): NoteView {
    const kind = this.noteables.kind(noteable.type);
    return {
      note,
      noteable,
      resolvable: kind.resolvable && !note.system && note.type !== null,
      url: `${noteable.webUrl}#note_${note.id}`,
    };
  }

  #discussionView(discussion: DiscussionNotes, noteable: Noteable): DiscussionView {
    const notes = discussion.notes.map((n) => this.#view(n, noteable));
    return {
      id: discussion.id,
      noteable,
      notes,
      individual: notes[0]?.note.type === null,
    };
  }

  /** The noteables of notes, each kind read once, keyed `type:id`. */
  async #noteablesOf(actor: Actor, notes: readonly Note[]): Promise<Map<string, Noteable>> {
    const idsByType = new Map<string, Set<number>>();
    for (const note of notes) {
      let ids = idsByType.get(note.noteableType);
      if (!ids) idsByType.set(note.noteableType, (ids = new Set()));
      ids.add(note.noteableId);
    }
    const result = new Map<string, Noteable>();
    for (const [type, ids] of idsByType) {
      const list = [...ids];
      const found = await this.noteables.kind(type).loadMany(actor, list);
      found.forEach((n, i) => {
        if (n) result.set(`${type}:${list[i]!}`, n);
      });
    }
    return result;
  }
}
