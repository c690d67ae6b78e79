import type { MikroORM } from '@mikro-orm/postgresql';
import { sql, type SelectQueryBuilder } from 'kysely';
import {
  mapPage,
  paginate,
  paginateByParent,
  type KeysetPageRequest,
  type OrderColumn,
  type Page,
  type PageRequest,
  type SortDirection,
} from '../../core/pagination.ts';
import { kysely } from '../../db/database.ts';
import { Note } from './note.entity.ts';

/** What notification emails read of a note (NotesService.forNotifications). */
export interface NoteFacts {
  id: number;
  body: string;
  authorId: number;
  noteableType: string;
  noteableId: number;
  projectId: number;
  system: boolean;
  internal: boolean;
  discussionId: string;
}

/** Which notes of which noteable: internal notes only for those who may read them. */
export interface NoteScope {
  type: string;
  id: number;
  withInternal: boolean;
}

/** Notes of one discussion, oldest first. */
export interface DiscussionNotes {
  id: string;
  notes: Note[];
}

/** Notes of one type of noteable; internal ones everywhere, nowhere, or on the noteables listed. */
interface Visibility {
  type: string;
  withInternal: boolean | ReadonlySet<number>;
}

export type NoteOrder = 'created_at' | 'updated_at';

/** GitLab's notes filters: every note, comments only, or system notes only. */
export type ActivityFilter = 'all_notes' | 'only_comments' | 'only_activity';

interface IdRow {
  id: number;
  noteable_id: number;
}

interface DiscussionRow {
  discussion_id: string;
  noteable_id: number;
  first_id: number;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type DiscussionQuery = SelectQueryBuilder<any, any, DiscussionRow>;

const byId: OrderColumn<IdRow>[] = [{ column: 'n.id', direction: 'asc', value: (r) => r.id }];
const byFirstNote: OrderColumn<DiscussionRow>[] = [
  { column: 'd.first_id', direction: 'asc', value: (r) => r.first_id },
];

/** List queries of notes and discussions; every read returns entities with their authors. */
export class NotesFinder {
  readonly #orm: MikroORM;

  constructor(orm: MikroORM) {
    this.#orm = orm;
  }

  get #db() {
    return kysely(this.#orm.em.fork());
  }

  /**
   * Unresolved threads per noteable (threads with a resolvable note not resolved: GitLab's blocking
   * discussions), for noteables of one type; noteables without any are left out.
   */
  async unresolvedThreadCounts(type: string, ids: readonly number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const { rows } = await sql<{ noteable_id: number; n: number }>`
      select noteable_id, count(distinct discussion_id)::int as n from notes
      where noteable_type = ${type} and noteable_id = any(${[...ids]}::int[])
        and not system and type is not null and resolved_at is null
      group by noteable_id`.execute(this.#db);
    return new Map(rows.map((r) => [r.noteable_id, r.n]));
  }

  /** The notes of a noteable (GitLab's notes API), newest first unless told otherwise. */
  async page(
    scope: NoteScope,
    order: { orderBy: NoteOrder; sort: SortDirection; activity?: ActivityFilter },
    request: PageRequest,
  ): Promise<Page<Note>> {
    const column = order.orderBy === 'updated_at' ? 'n.updated_at' : 'n.created_at';
    const columns: OrderColumn<IdRow & { at: string }>[] = [
      { column, direction: order.sort, value: (r) => r.at },
      { column: 'n.id', direction: order.sort, value: (r) => r.id },
    ];
    let query = this.#notesOf([scope.id], scope).select(sql<string>`${sql.ref(column)}::text`.as('at'));
    if (order.activity === 'only_comments') query = query.where('n.system', '=', false);
    if (order.activity === 'only_activity') query = query.where('n.system', '=', true);
    return paginate(this.#db, query, columns, request, { load: (rows) => this.load(rows.map((r) => r.id)) });
  }

  /** The same page of notes of many noteables of one type, oldest first (GraphQL `notes`). */
  async pagesByNoteable(
    type: string,
    ids: readonly number[],
    withInternal: ReadonlySet<number>,
    request: KeysetPageRequest,
  ): Promise<Map<number, Page<Note>>> {
    const pages = await paginateByParent(
      this.#db,
      this.#notesOf(ids, { type, withInternal }),
      { column: 'n.noteable_id', value: (r) => r.noteable_id },
      ids,
      byId,
      request,
    );
    const notes = await this.load([...pages.values()].flatMap((p) => p.items.map((r) => r.id)));
    const found = new Map(notes.map((n) => [n.id, n]));
    const result = new Map<number, Page<Note>>();
    for (const [id, page] of pages) {
      result.set(id, await mapPage(page, (rows) => rows.flatMap((r) => found.get(r.id) ?? [])));
    }
    return result;
  }

  /** One note of a noteable, or null. */
  async one(scope: NoteScope, noteId: number): Promise<Note | null> {
    if (!Number.isSafeInteger(noteId) || noteId > 2147483647) return null;
    const [row] = await this.#notesOf([scope.id], scope).where('n.id', '=', noteId).execute();
    return row ? ((await this.load([row.id]))[0] ?? null) : null;
  }

  /** A page of a noteable's discussions, in the order they were started (discussions API). */
  async discussionPage(scope: NoteScope, request: PageRequest): Promise<Page<DiscussionNotes>> {
    const page = await paginate(this.#db, this.#discussionsOf([scope.id], scope), byFirstNote, request);
    return mapPage(page, (rows) => this.#discussionsWithNotes(rows, scope));
  }

  /** The same page of discussions of many noteables of one type (GraphQL `discussions`). */
  async discussionPagesByNoteable(
    type: string,
    ids: readonly number[],
    withInternal: ReadonlySet<number>,
    request: KeysetPageRequest,
  ): Promise<Map<number, Page<DiscussionNotes>>> {
    const scope = { type, withInternal };
    const pages = await paginateByParent(
      this.#db,
      this.#discussionsOf(ids, scope),
      { column: 'd.noteable_id', value: (r) => r.noteable_id },
      ids,
      byFirstNote,
      request,
    );
    const all = await this.#discussionsWithNotes(
      [...pages.values()].flatMap((p) => p.items),
      scope,
    );
    const found = new Map(all.map((d) => [d.id, d]));
    const result = new Map<number, Page<DiscussionNotes>>();
    for (const [id, page] of pages) {
      result.set(id, await mapPage(page, (rows) => rows.flatMap((r) => found.get(r.discussion_id) ?? [])));
    }
    return result;
  }

  /** The notes of one discussion of a noteable, oldest first (empty when there is none). */
  async discussion(scope: NoteScope, discussionId: string): Promise<Note[]> {
    if (!/^[0-9a-f]{40}$/.test(discussionId)) return [];
    const rows = await this.#notesOf([scope.id], scope)
      .where('n.discussion_id', '=', discussionId)
      .orderBy('n.id')
      .execute();
    return this.load(rows.map((r) => r.id));
  }

  /** The id of a project's newest note, whatever it is on (none: null). */
  async newestIdOfProject(projectId: number): Promise<number | null> {
    const row = await this.#db
      .selectFrom('notes')
      .select('id')
      .where('project_id', '=', projectId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.id ?? null;
  }

  /** Notes of discussions by id (a note's `discussion` in GraphQL), oldest first, internal ones too. */
  async notesOfDiscussions(discussionIds: readonly string[]): Promise<Note[]> {
    if (discussionIds.length === 0) return [];
    return this.#orm.em
      .fork()
      .find(
        Note,
        { discussionId: { $in: [...discussionIds] } },
        { populate: ['author', 'resolvedBy'], orderBy: { id: 'asc' } },
      );
  }

  /**
   * Comment and thread counts of noteables of one type, in one statement: comments (not system
   * notes), threads with a comment, resolvable threads and fully resolved ones.
   */
  async counts(
    type: string,
    ids: readonly number[],
    resolvable: boolean,
  ): Promise<
    Map<
      number,
      {
        userNotes: number;
        userDiscussions: number;
        resolvableDiscussions: number;
        resolvedDiscussions: number;
      }
    >
  > {
    const result = new Map(
      ids.map((id) => [
        id,
        { userNotes: 0, userDiscussions: 0, resolvableDiscussions: 0, resolvedDiscussions: 0 },
      ]),
    );
    if (ids.length === 0) return result;
    const { rows } = await sql<{
      noteable_id: number;
      user_notes: number;
      user_discussions: number;
      resolvable: number;
      resolved: number;
    }>`
      select noteable_id, sum(notes)::int as user_notes, count(*)::int as user_discussions,
        count(*) filter (where resolvable)::int as resolvable,
        count(*) filter (where resolvable and resolved)::int as resolved
      from (
        select noteable_id, discussion_id, count(*) as notes,
          ${resolvable} and bool_or(type is not null) as resolvable,
          bool_and(type is null or resolved_at is not null) as resolved
        from notes
        where noteable_type = ${type} and noteable_id = any(${int4(ids)}::int[]) and not system
        group by noteable_id, discussion_id
      ) d group by noteable_id`.execute(this.#db);
    for (const row of rows) {
      result.set(row.noteable_id, {
        userNotes: row.user_notes,
        userDiscussions: row.user_discussions,
        resolvableDiscussions: row.resolvable,
        resolvedDiscussions: row.resolved,
      });
    }
    return result;
  }

  /** One note's facts for notification emails; null when it is gone. */
  async facts(noteId: number): Promise<NoteFacts | null> {
    const { rows } = await sql<NoteFacts>`
      select id, body, author_id as "authorId", noteable_type as "noteableType", noteable_id as "noteableId",
        project_id as "projectId", system, internal, discussion_id as "discussionId"
      from notes where id = ${noteId}`.execute(this.#db);
    return rows[0] ?? null;
  }

  /** The authors of comments (not system notes) of noteables of one type, in order of first comment. */
  async commenters(type: string, ids: readonly number[]): Promise<Map<number, number[]>> {
    const result = new Map<number, number[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return result;
    const { rows } = await sql<{ noteable_id: number; author_id: number }>`
      select noteable_id, author_id from notes
      where noteable_type = ${type} and noteable_id = any(${int4(ids)}::int[]) and not system
      group by noteable_id, author_id order by noteable_id, min(id)`.execute(this.#db);
    for (const row of rows) result.get(row.noteable_id)?.push(row.author_id);
    return result;
  }

  /** Notes by id with their authors, in the given order. */
  async load(ids: readonly number[]): Promise<Note[]> {
    if (ids.length === 0) return [];
    const notes = await this.#orm.em
      .fork()
      .find(Note, { id: { $in: [...ids] } }, { populate: ['author', 'resolvedBy'] });
    const found = new Map(notes.map((n) => [n.id, n]));
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  /** The notes of discussion rows, grouped in the rows' order, oldest note first. */
  async #discussionsWithNotes(rows: readonly DiscussionRow[], scope: Visibility): Promise<DiscussionNotes[]> {
    if (rows.length === 0) return [];
    const ids = await this.#notesOf(null, scope)
      .where(
        'n.discussion_id',
        'in',
        rows.map((r) => r.discussion_id),
      )
      .orderBy('n.id')
      .execute();
    const grouped = new Map<string, Note[]>(rows.map((r) => [r.discussion_id, []]));
    for (const note of await this.load(ids.map((r) => r.id))) grouped.get(note.discussionId)?.push(note);
    return rows.map((r) => ({ id: r.discussion_id, notes: grouped.get(r.discussion_id)! }));
  }

  /** Notes of noteables of one type (all of that type when `ids` is null), internal ones as allowed. */
  #notesOf(ids: readonly number[] | null, scope: Visibility) {
    let query = this.#db
      .selectFrom('notes as n')
      .select(['n.id', 'n.noteable_id'])
      .where('n.noteable_type', '=', scope.type);
    if (ids) query = query.where('n.noteable_id', 'in', int4(ids));
    const { withInternal } = scope;
    if (withInternal === false) query = query.where('n.internal', '=', false);
    else if (withInternal !== true) {
      const open = [...withInternal];
      query = query.where((eb) =>
        open.length === 0
          ? eb('n.internal', '=', false)
          : eb.or([eb('n.internal', '=', false), eb('n.noteable_id', 'in', open)]),
      );
    }
    return query;
  }

  /** Discussions of noteables: one row each, with the id of its first note. */
  #discussionsOf(ids: readonly number[], scope: Visibility) {
    const inner = this.#notesOf(ids, scope)
      .clearSelect()
      .select(['n.discussion_id', 'n.noteable_id', sql<number>`min(n.id)`.as('first_id')])
      .groupBy(['n.discussion_id', 'n.noteable_id']);
    return this.#db.selectFrom(inner.as('d')).selectAll('d') as unknown as DiscussionQuery;
  }
}

/** Ids beyond PostgreSQL's `integer` name no record. */
function int4(ids: readonly number[]): number[] {
  const valid = ids.filter((id) => Number.isInteger(id) && id > 0 && id <= 2147483647);
  return valid.length > 0 ? valid : [0];
}
