import type { Actor } from '../../core/actor.ts';
import { notFound } from '../../core/errors.ts';
import type { Tx } from '../../core/tx.ts';
import type { ProjectSubject } from '../projects/projects.policy.ts';

/** One noteable as the notes module sees it, found with the actor's access checked. */
export interface Noteable {
  /** GitLab's `noteable_type`: 'Snippet', 'MergeRequest'... (the registered kind's `type`). */
  type: string;
  /** The record's id (`noteable_id`). */
  id: number;
  /** The number within the project (`noteable_iid`) for kinds that have one, else null. */
  iid: number | null;
  project: ProjectSubject;
  /** GitLab's `discussion_locked`: only project members may comment then. */
  discussionLocked: boolean;
  /** Where the noteable is seen on the web; a note's URL is this with the note's anchor. */
  webUrl: string;
  /** What the kind's own rules are asked about again (the snippet view, the merge request...). */
  subject: unknown;
}

/** A diff position as a client sends it (GitLab's `position` hash), before the kind checks it. */
export type PositionInput = Record<string, unknown>;

/**
 * A kind of noteable, registered by the module that owns it (snippets, merge requests). The notes
 * module knows nothing else about it.
 */
export interface NoteableKind {
  /** GitLab's `noteable_type`, stored with each note. */
  type: string;
  /** GitLab's class in global ids (`gid://gitlab/ProjectSnippet/1`): `NoteableID` arguments name it. */
  globalIdClass: string;
  /** The REST path segment under `/projects/:id/` ('snippets', 'merge_requests'). */
  routeSegment: string;
  /**
   * The noteable the route names (`:noteable_id` is an id or an iid, as the kind's API has it),
   * with read access checked: NotFound (named after the kind) otherwise.
   */
  find(actor: Actor, projectIdOrPath: string | number, noteableId: number): Promise<Noteable>;
  /** Noteables by record id (GraphQL `noteableId`), null for those the actor may not read. */
  loadMany(actor: Actor, ids: readonly number[]): Promise<(Noteable | null)[]>;
  /** May the actor comment, before the discussion lock (GitLab's `create_note` on the noteable)? */
  canCreateNote(actor: Actor, noteable: Noteable): boolean;
  /** May the actor edit and delete other people's notes (GitLab's `admin_note`)? */
  canAdminNotes(actor: Actor, noteable: Noteable): boolean;
  /** May the actor add emoji reactions to comments on it (GitLab's `award_emoji`, system notes aside)? */
  canAwardEmoji(actor: Actor, noteable: Noteable): boolean;
  /** Whether threads (not individual notes) can be resolved (merge requests). */
  resolvable: boolean;
  /** May the actor resolve threads other than their own (GitLab's `resolve_note`)? */
  canResolve(actor: Actor, noteable: Noteable): boolean;
  /** Whether a reply to an individual note turns it into a thread (issues, merge requests). */
  replyToIndividualNotes: boolean;
  /** Whether notes may be internal (issues). */
  internalNotes: boolean;
  /**
   * Checks a diff position and returns what is kept (diff notes); kinds without diffs leave it
   * out, and a position is then refused.
   */
  validatePosition?(actor: Actor, noteable: Noteable, position: PositionInput): Promise<PositionInput>;
  /** Runs in the transaction of each comment (not system note) written on a noteable of this kind. */
  commented?(tx: Tx, noteable: Noteable, authorId: number): Promise<void>;
}

/** The registry of noteable kinds, filled once at start by the modules that own them. */
export class Noteables {
  readonly #byType = new Map<string, NoteableKind>();

  register(kind: NoteableKind): void {
    if (this.#byType.has(kind.type)) throw new Error(`Noteable kind ${kind.type} is already registered`);
    this.#byType.set(kind.type, kind);
  }

  kind(type: string): NoteableKind {
    const kind = this.#byType.get(type);
    if (!kind) throw new Error(`No noteable kind ${type} is registered`);
    return kind;
  }

  /** The kind of a REST path segment. */
  byRouteSegment(segment: string): NoteableKind {
    for (const kind of this.#byType.values()) if (kind.routeSegment === segment) return kind;
    throw notFound();
  }

  /** The kind whose global ids carry this class (`ProjectSnippet`), or null. */
  byGlobalIdClass(className: string): NoteableKind | null {
    for (const kind of this.#byType.values()) if (kind.globalIdClass === className) return kind;
    return null;
  }
}
