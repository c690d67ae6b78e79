import { sql, type Expression, type SqlBool } from 'kysely';
import { isAdmin, requireUser, type Actor } from '../../core/actor.ts';
import { forbidden, NotFoundError, notFound, unauthorized, verbatimError } from '../../core/errors.ts';
import {
  offsetPage,
  paginate,
  paginateByParent,
  type KeysetPageRequest,
  type Page,
} from '../../core/pagination.ts';
import type { Tx } from '../../core/tx.ts';
import { kysely } from '../../db/database.ts';
import type { ModuleDeps } from '../../services.ts';
import { AwardEmoji } from './award-emoji.entity.ts';
import { AwardableRegistry, type AwardableKind, type AwardableTarget } from './awardables.ts';
import { emojiName } from './emoji-names.ts';

/** An award as its events tell it: enough to show it once it is gone (a revoked award). */
export interface AwardEmojiFacts {
  awardId: number;
  name: string;
  /** Who gave the award. */
  userId: number;
  awardableType: string;
  awardableId: number;
  projectId: number;
  createdAt: string;
  updatedAt: string;
  /** Who awarded or revoked it (an administrator may revoke another user's award). */
  actorId: number;
}

declare module '../../core/events.ts' {
  interface DomainEventMap {
    /** An emoji was awarded to a merge request, a snippet or a comment. */
    'award_emoji.awarded': AwardEmojiFacts;
    /** An award was taken back (by its author, or an administrator). */
    'award_emoji.revoked': AwardEmojiFacts;
  }
}

/** The columns an award's events are made of. */
const AWARD_COLUMNS = ['id', 'name', 'user_id', 'awardable_id', 'created_at', 'updated_at'] as const;

interface AwardRow {
  id: number;
  name: string;
  user_id: number;
  awardable_id: number;
  created_at: Date;
  updated_at: Date;
}

function awardFacts(row: AwardRow, target: AwardableTarget, actorId: number): AwardEmojiFacts {
  return {
    awardId: row.id,
    name: row.name,
    userId: row.user_id,
    awardableType: target.type,
    awardableId: row.awardable_id,
    projectId: target.projectId,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    actorId,
  };
}

export const UPVOTE = 'thumbsup';
export const DOWNVOTE = 'thumbsdown';

/** An award refused for its name: REST's "404 Award Emoji <reason> Not Found", GraphQL's reason. */
class AwardRefusedError extends NotFoundError {
  readonly reason: string;
  constructor(reason: string) {
    super(`Award Emoji ${reason}`);
    this.reason = reason;
    this.verbatim = true;
  }
  override describe(): string {
    return this.reason;
  }
}

/** How a route names an awardable: its kind, its project and the id the route uses. */
export interface AwardableRoute {
  type: string;
  project: string | number;
  id: number;
  /** The id of the parent the route names (the merge request of a note), for nested awardables. */
  parentId?: number;
}

/** What the GraphQL mutations name: the awardable's global id class and id. */
export interface AwardableGlobalId {
  className: string;
  id: number;
}

export interface Votes {
  upvotes: number;
  downvotes: number;
}

/**
 * Emoji reactions on whatever other modules register as awardable (snippets first; merge requests
 * and notes later): the REST and GraphQL operations, and batched reads for the awardables' own
 * fields (`upvotes`, `downvotes`, `my_reaction_emoji`).
 */
export class AwardEmojiService {
  readonly #deps: ModuleDeps;
  readonly #registry = new AwardableRegistry();

  constructor(deps: ModuleDeps) {
    this.#deps = deps;
  }

  /** Makes a kind of awardable reachable by the API (see AwardableKind). */
  register(kind: AwardableKind): void {
    this.#registry.register(kind);
  }

  /** Whether global ids of this GitLab class name an awardable. */
  acceptsClass(className: string): boolean {
    return this.#registry.accepts(className);
  }

  // ------------------------------------------------------------------ REST

  async list(
    actor: Actor,
    route: AwardableRoute,
    page?: number,
    perPage?: number,
  ): Promise<Page<AwardEmoji>> {
    const target = await this.#byRoute(actor, route);
    const db = kysely(this.#deps.orm.em.fork());
    const query = db
      .selectFrom('award_emoji')
      .select('id')
      .where('awardable_type', '=', target.type)
      .where('awardable_id', '=', target.id);
    return paginate(
      db,
      query,
      [{ column: 'id', direction: 'asc', value: (r) => r.id }],
      offsetPage(page, perPage),
      {
        load: (rows) => this.#load(rows.map((r) => r.id)),
      },
    );
  }

  async get(actor: Actor, route: AwardableRoute, awardId: number): Promise<AwardEmoji> {
    const target = await this.#byRoute(actor, route);
    return this.#award(target, awardId);
  }

  async create(actor: Actor, route: AwardableRoute, name: string): Promise<AwardEmoji> {
    const target = await this.#byRoute(actor, route);
    if (!target.canAward) throw notFound('Award Emoji');
    return this.#add(actor, target, name);
  }

  /** Removes an award: its author's own, or any for administrators (others: 401, as GitLab). */
  async delete(actor: Actor, route: AwardableRoute, awardId: number): Promise<void> {
    const target = await this.#byRoute(actor, route);
    const award = await this.#award(target, awardId);
    if (award.user.id !== actor.user?.id && !isAdmin(actor)) throw unauthorized();
    const me = requireUser(actor);
    await this.#deps.uow.run(async (tx) => {
      const removed = await kysely(tx.em)
        .deleteFrom('award_emoji')
        .where('id', '=', award.id)
        .returning(AWARD_COLUMNS)
        .executeTakeFirst();
      if (removed) tx.emit('award_emoji.revoked', awardFacts(removed, target, me.id));
    });
  }

  // ------------------------------------------------------------------ GraphQL mutations

  async add(actor: Actor, awardable: AwardableGlobalId, name: string): Promise<AwardEmoji> {
    const target = await this.#awardableForMutation(actor, awardable);
    return this.#add(actor, target, name);
  }

  async remove(actor: Actor, awardable: AwardableGlobalId, name: string): Promise<void> {
    const target = await this.#awardableForMutation(actor, awardable);
    const me = requireUser(actor);
    const removed = await this.#deps.uow.run((tx) => this.#revokeOwn(tx, target, me.id, name));
    if (!removed) {
      throw verbatimError('bad_request', `You have not awarded emoji of type ${name} to the awardable`);
    }
  }

  /** Adds the award, or removes it when the caller had given it: the award when it was added. */
  async toggle(actor: Actor, awardable: AwardableGlobalId, name: string): Promise<AwardEmoji | null> {
    const target = await this.#awardableForMutation(actor, awardable);
    const me = requireUser(actor);
    const removed = await this.#deps.uow.run((tx) => this.#revokeOwn(tx, target, me.id, name));
    if (removed) return null;
    return this.#add(actor, target, name);
  }

  // ------------------------------------------------------------------ reads for other modules

  /** Thumbs up and down of many awardables of a type, in one statement (ids without any: zeros). */
  async votes(type: string, ids: readonly number[]): Promise<Map<number, Votes>> {
    const result = new Map<number, Votes>(ids.map((id) => [id, { upvotes: 0, downvotes: 0 }]));
    if (ids.length === 0) return result;
    const rows = await kysely(this.#deps.orm.em.fork())
      .selectFrom('award_emoji')
      .select(['awardable_id', 'name', (eb) => eb.fn.countAll<string>().as('count')])
      .where('awardable_type', '=', type)
      .where('awardable_id', 'in', [...ids])
      .where('name', 'in', [UPVOTE, DOWNVOTE])
      .groupBy(['awardable_id', 'name'])
      .execute();
    for (const row of rows) {
      const votes = result.get(row.awardable_id)!;
      if (row.name === UPVOTE) votes.upvotes = Number(row.count);
      else votes.downvotes = Number(row.count);
    }
    return result;
  }

  /**
   * The same page of awards (in award order) of many awardables of a type, for a nested GraphQL
   * `awardEmoji` connection: two statements whatever the number of awardables. The caller has
   * already read the awardables, with the actor's access checked.
   */
  async pageByAwardable(
    type: string,
    ids: readonly number[],
    request: KeysetPageRequest,
  ): Promise<Map<number, Page<AwardEmoji>>> {
    if (ids.length === 0) return new Map();
    const db = kysely(this.#deps.orm.em.fork());
    const query = db
      .selectFrom('award_emoji')
      .select(['id', 'awardable_id'])
      .where('awardable_type', '=', type);
    const pages = await paginateByParent(
      db,
      query,
      { column: 'awardable_id', value: (r) => r.awardable_id },
      ids,
      [{ column: 'id', direction: 'asc', value: (r) => r.id }],
      request,
    );
    const awards = new Map(
      (await this.#load([...pages.values()].flatMap((p) => p.items.map((r) => r.id)))).map((a) => [a.id, a]),
    );
    return new Map(
      [...pages].map(([id, page]) => [id, { ...page, items: page.items.map((r) => awards.get(r.id)!) }]),
    );
  }

  /** The names a user awarded to many awardables of a type, in award order, in one statement. */
  async namesAwardedBy(userId: number, type: string, ids: readonly number[]): Promise<Map<number, string[]>> {
    const result = new Map<number, string[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return result;
    const rows = await kysely(this.#deps.orm.em.fork())
      .selectFrom('award_emoji')
      .select(['awardable_id', 'name'])
      .where('awardable_type', '=', type)
      .where('awardable_id', 'in', [...ids])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    for (const row of rows) result.get(row.awardable_id)!.push(row.name);
    return result;
  }

  // ------------------------------------------------------------------ helpers

  #byRoute(actor: Actor, route: AwardableRoute): Promise<AwardableTarget> {
    return this.#registry.kind(route.type).find(actor, route.project, route.id, route.parentId);
  }

  async #awardableForMutation(actor: Actor, awardable: AwardableGlobalId): Promise<AwardableTarget> {
    requireUser(actor);
    const target = await this.#registry.kindOfClass(awardable.className).findById(actor, awardable.id);
    if (!target.canAward) throw forbidden();
    return target;
  }

  async #add(actor: Actor, target: AwardableTarget, rawName: string): Promise<AwardEmoji> {
    const me = requireUser(actor);
    if (!rawName.trim()) throw new AwardRefusedError("Name can't be blank");
    const name = emojiName(rawName);
    if (!name) throw new AwardRefusedError('Name is not a valid emoji name');
    const now = new Date();
    const inserted = await this.#deps.uow.run(async (tx) => {
      const row = await kysely(tx.em)
        .insertInto('award_emoji')
        .values({
          name,
          user_id: me.id,
          awardable_type: target.type,
          awardable_id: target.id,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.doNothing())
        .returning(AWARD_COLUMNS)
        .executeTakeFirst();
      if (row) tx.emit('award_emoji.awarded', awardFacts(row, target, me.id));
      return row;
    });
    if (!inserted) throw new AwardRefusedError('Name has already been taken');
    const [award] = await this.#load([inserted.id]);
    return award!;
  }

  /** Deletes the user's own award of a name (normalized) on the target; whether there was one. */
  async #revokeOwn(tx: Tx, target: AwardableTarget, userId: number, rawName: string): Promise<boolean> {
    const removed = await kysely(tx.em)
      .deleteFrom('award_emoji')
      .where('awardable_type', '=', target.type)
      .where('awardable_id', '=', target.id)
      .where('user_id', '=', userId)
      .where('name', '=', emojiName(rawName) ?? rawName)
      .returning(AWARD_COLUMNS)
      .executeTakeFirst();
    if (removed) tx.emit('award_emoji.revoked', awardFacts(removed, target, userId));
    return removed !== undefined;
  }

  async #award(target: AwardableTarget, awardId: number): Promise<AwardEmoji> {
    const award = await this.#deps.orm.em
      .fork()
      .findOne(
        AwardEmoji,
        { id: awardId, awardableType: target.type, awardableId: target.id },
        { populate: ['user'] },
      );
    if (!award) throw notFound();
    return award;
  }

  /** Awards by id with their users, in the ids' order. */
  async #load(ids: readonly number[]): Promise<AwardEmoji[]> {
    if (ids.length === 0) return [];
    const awards = await this.#deps.orm.em.fork().find(AwardEmoji, { id: [...ids] }, { populate: ['user'] });
    const byId = new Map(awards.map((a) => [a.id, a]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }
}

/**
 * A condition for a finder's Kysely query on an awardable table: the caller's reaction is `name`,
 * or any (`Any`) or none (`None`), as GitLab's `my_reaction_emoji` filter reads.
 */
export function myReactionCondition(
  idColumn: string,
  type: string,
  userId: number,
  reaction: string,
): Expression<SqlBool> {
  const awarded = (named: boolean) =>
    sql<boolean>`exists (select 1 from award_emoji ae where ae.user_id = ${userId}
      and ae.awardable_type = ${type} and ae.awardable_id = ${sql.ref(idColumn)}
      ${named ? sql`and ae.name = ${emojiName(reaction) ?? reaction}` : sql``})`;
  if (reaction === 'None') return sql<boolean>`not ${awarded(false)}`;
  if (reaction === 'Any') return awarded(false);
  return awarded(true);
}
