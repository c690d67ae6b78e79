import type { Actor } from '../../core/actor.ts';
import { badRequest } from '../../core/errors.ts';

/** One awardable as the caller reaches it: found, readable, and whether they may award it. */
export interface AwardableTarget {
  /** GitLab's `awardable_type` ('Snippet', 'MergeRequest', 'Note'). */
  type: string;
  /** The awardable's database id (awards store it, whatever the route names it by). */
  id: number;
  /** The project it belongs to (where its award events are heard: the project's and groups' hooks). */
  projectId: number;
  /** May the caller add emoji to it (GitLab's `award_emoji` ability)? */
  canAward: boolean;
}

/**
 * A kind of awardable a module registers: how to reach one with the caller's access checked.
 * Both lookups throw NotFound for what the caller may not read.
 */
export interface AwardableKind {
  /** GitLab's `awardable_type`, stored with each award and shown by the API. */
  type: string;
  /** The GitLab classes of its global ids (`gid://gitlab/ProjectSnippet/1` → ['ProjectSnippet']). */
  globalIdClasses: readonly string[];
  /**
   * By REST route parameters: the project and the id the route names it by (an iid for merge
   * requests); for a nested awardable (a note), the id its parent is named by in the route.
   */
  find(
    actor: Actor,
    projectIdOrPath: string | number,
    routeId: number,
    parentRouteId?: number,
  ): Promise<AwardableTarget>;
  /** By database id (GraphQL's `awardableId`). */
  findById(actor: Actor, id: number): Promise<AwardableTarget>;
}

/** The kinds of awardable other modules registered, by type and by global id class. */
export class AwardableRegistry {
  readonly #byType = new Map<string, AwardableKind>();
  readonly #byClass = new Map<string, AwardableKind>();

  register(kind: AwardableKind): void {
    if (this.#byType.has(kind.type)) throw new Error(`Awardable ${kind.type} is registered twice`);
    this.#byType.set(kind.type, kind);
    for (const className of kind.globalIdClasses) this.#byClass.set(className, kind);
  }

  kind(type: string): AwardableKind {
    const kind = this.#byType.get(type);
    if (!kind) throw new Error(`No awardable ${type} is registered`);
    return kind;
  }

  /** The kind of a global id's class: a bad request for a class nothing can be awarded on. */
  kindOfClass(className: string): AwardableKind {
    const kind = this.#byClass.get(className);
    if (!kind) throw badRequest(`${className} is not awardable`);
    return kind;
  }

  /** Whether any kind takes global ids of this class. */
  accepts(className: string): boolean {
    return this.#byClass.has(className);
  }
}
