import type { MikroORM } from '@mikro-orm/postgresql';
import type { Expression, Kysely, SqlBool } from 'kysely';
import type { Actor } from '../../core/actor.ts';
import { Visibility, type VisibilityName } from '../../core/access.ts';
import {
  paginate,
  paginateByParent,
  type KeysetPageRequest,
  type OrderColumn,
  type Page,
  type PageRequest,
} from '../../core/pagination.ts';
import { can } from '../../core/policy.ts';
import type { Database } from '../../db/database.ts';
import type { ProjectSubject } from '../projects/projects.policy.ts';

export interface SnippetRow {
  id: number;
  project_id: number;
  author_id: number;
}

export interface SnippetFilters {
  ids?: readonly number[];
  authorId?: number;
  visibility?: VisibilityName;
}

const NEWEST_FIRST: readonly OrderColumn<SnippetRow>[] = [
  { column: 's.id', direction: 'desc', value: (r) => r.id },
];

/** What a snippet of this visibility, by nobody in particular, would let the actor read in a project. */
const readable = (actor: Actor, project: ProjectSubject, level: number) =>
  can(actor, 'read_project_snippet', {
    snippet: { visibilityLevel: level, author: { id: -1 } },
    project,
  });

/**
 * Snippet lists of projects, filtered and paged in SQL. Who may read which snippet is the policy's
 * `read_project_snippet`, asked once per project and visibility, and turned into one condition.
 */
export class SnippetsFinder {
  private readonly orm: MikroORM;

  constructor(orm: MikroORM) {
    this.orm = orm;
  }

  private get db(): Kysely<Database> {
    return this.orm.em.getKysely<Database>();
  }

  private query(actor: Actor, projects: readonly ProjectSubject[], filters: SnippetFilters) {
    const ids = (level: number) => projects.filter((p) => readable(actor, p, level)).map((p) => p.project.id);
    const all = ids(Visibility.private);
    const internal = ids(Visibility.internal);
    const open = ids(Visibility.public);
    const me = actor.user?.id ?? null;
    let qb = this.db
      .selectFrom('snippets as s')
      .select(['s.id', 's.project_id', 's.author_id'])
      .where((eb) => {
        const any: Expression<SqlBool>[] = [eb.lit(false)];
        if (all.length) any.push(eb('s.project_id', 'in', all));
        if (internal.length)
          any.push(
            eb.and([eb('s.project_id', 'in', internal), eb('s.visibility_level', '>=', Visibility.internal)]),
          );
        if (open.length) {
          any.push(
            eb.and([eb('s.project_id', 'in', open), eb('s.visibility_level', '>=', Visibility.public)]),
          );
          if (me !== null) any.push(eb.and([eb('s.project_id', 'in', open), eb('s.author_id', '=', me)]));
        }
        return eb.or(any);
      });
    if (filters.ids) qb = qb.where('s.id', 'in', filters.ids.length ? [...filters.ids] : [-1]);
    if (filters.authorId !== undefined) qb = qb.where('s.author_id', '=', filters.authorId);
    if (filters.visibility !== undefined)
      qb = qb.where('s.visibility_level', '=', Visibility[filters.visibility]);
    return qb;
  }

  /** One page of a project's snippets the actor may read, newest first. */
  page(
    actor: Actor,
    project: ProjectSubject,
    filters: SnippetFilters,
    request: PageRequest,
  ): Promise<Page<SnippetRow>> {
    return paginate(this.db, this.query(actor, [project], filters), NEWEST_FIRST, request);
  }

  /** The same page of snippets for many projects at once: one query, whatever their number. */
  pageByProject(
    actor: Actor,
    projects: readonly ProjectSubject[],
    filters: SnippetFilters,
    request: KeysetPageRequest,
  ): Promise<Map<number, Page<SnippetRow>>> {
    return paginateByParent(
      this.db,
      this.query(actor, projects, filters),
      { column: 's.project_id', value: (r) => r.project_id },
      projects.map((p) => p.project.id),
      NEWEST_FIRST,
      request,
    );
  }

  /**
   * The same page of snippets of many authors at once, among the given projects (those where the
   * authors have snippets, as the actor sees them): one query, whatever the number of authors.
   */
  pageByAuthor(
    actor: Actor,
    authorIds: readonly number[],
    projects: readonly ProjectSubject[],
    filters: SnippetFilters,
    request: KeysetPageRequest,
  ): Promise<Map<number, Page<SnippetRow>>> {
    return paginateByParent(
      this.db,
      this.query(actor, projects, filters),
      { column: 's.author_id', value: (r) => r.author_id },
      authorIds,
      NEWEST_FIRST,
      request,
    );
  }

  /** The projects holding snippets of these authors. */
  async projectIdsOfAuthors(authorIds: readonly number[]): Promise<number[]> {
    if (authorIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('snippets')
      .select('project_id')
      .distinct()
      .where('author_id', 'in', [...authorIds])
      .execute();
    return rows.map((r) => r.project_id);
  }

  /** The snippets with these ids and the projects they belong to (no access check: callers check). */
  async projectIds(ids: readonly number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('snippets')
      .select(['id', 'project_id'])
      .where('id', 'in', [...ids])
      .execute();
    return new Map(rows.map((r) => [r.id, r.project_id]));
  }
}
