import type { MikroORM } from '@mikro-orm/postgresql';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import {
  paginate,
  paginateByParent,
  type KeysetPageRequest,
  type OrderColumn,
  type Page,
  type PageRequest,
} from '../../core/pagination.ts';
import type { Database } from '../../db/database.ts';
import { escapeLike } from '../../db/sql.ts';
import type { LabelType } from './label.entity.ts';

/** A label as lists read it, with the parent (project or group) it was listed for. */
export interface LabelRow {
  id: number;
  type: LabelType;
  project_id: number | null;
  group_id: number | null;
  title: string;
  color: string;
  description: string | null;
  archived: boolean;
  lock_on_merge: boolean;
  created_at: Date;
  updated_at: Date;
  /** The project or group the label was listed for. */
  parent_id: number;
  /** The priority the listing project gives it (null for groups and unprioritized labels). */
  priority: number | null;
}

/**
 * Whose labels a list shows (GitLab's LabelsFinder): a project's own labels and its group's (all its
 * ancestors' with `includeAncestorGroups`); a group's labels (and its ancestors', its descendants'),
 * and, unless only group labels are asked for, the labels of the given projects of the group (and of
 * its descendants).
 */
export type LabelParents =
  | { kind: 'project'; ids: readonly number[]; includeAncestorGroups: boolean }
  | {
      kind: 'group';
      ids: readonly number[];
      includeAncestorGroups: boolean;
      includeDescendantGroups: boolean;
      /** Projects whose labels count (those the caller may read), or null for group labels only. */
      projectIds: readonly number[] | null;
    };

export interface LabelFilters {
  /** Words in the title or description (or the fields `searchIn` names), case-insensitively. */
  search?: string;
  searchIn?: readonly ('title' | 'description')[];
  /** Exact title. */
  title?: string;
  /** Archived labels only (true), unarchived only (false), or both (undefined). */
  archived?: boolean;
}

const BY_TITLE: readonly OrderColumn<LabelRow>[] = [
  { column: 'lx.title', direction: 'asc', value: (r) => r.title },
  { column: 'lx.id', direction: 'asc', value: (r) => r.id },
];

const LABEL_COLUMNS = sql`l.id, l.type, l.project_id, l.group_id, l.title, l.color, l.description, l.archived,
  l.lock_on_merge, l.created_at, l.updated_at`;

/** The labels each parent shows, as a table with the parent's id on each row. */
function labelsOf(parents: LabelParents): RawBuilder<LabelRow> {
  const ids = [...parents.ids];
  if (parents.kind === 'project') {
    return sql<LabelRow>`(
      select ${LABEL_COLUMNS}, o.parent_id, lp.priority
      from (
        select p.id as parent_id, p.id as project_id, null::int as group_id
        from projects p where p.id = any(${ids}::int[])
        union all
        select p.id, null::int, g.id
        from projects p
        join namespaces n on n.id = p.namespace_id and n.kind = 'Group'
        cross join lateral unnest(
          case when ${parents.includeAncestorGroups}::boolean then n.traversal_ids else array[n.id] end
        ) as g(id)
        where p.id = any(${ids}::int[])
      ) as o
      join labels l on l.project_id = o.project_id or l.group_id = o.group_id
      left join label_priorities lp on lp.label_id = l.id and lp.project_id = o.parent_id
    )`;
  }
  const projectIds = parents.projectIds ? [...parents.projectIds] : [];
  return sql<LabelRow>`(
    with below as (
      select n.id as parent_id, n.id as group_id from namespaces n where n.id = any(${ids}::int[])
      union
      select n.id, d.id
      from namespaces n
      join namespaces d on d.traversal_ids @> array[n.id] and d.id <> n.id and d.kind = 'Group'
      where ${parents.includeDescendantGroups}::boolean and n.id = any(${ids}::int[])
    ), included as (
      select parent_id, group_id from below
      union
      select n.id, g.id
      from namespaces n
      cross join lateral unnest(n.traversal_ids) as g(id)
      where ${parents.includeAncestorGroups}::boolean and n.id = any(${ids}::int[])
    )
    select ${LABEL_COLUMNS}, o.parent_id, null::int as priority
    from (
      select parent_id, null::int as project_id, group_id from included
      union all
      select b.parent_id, p.id, null::int
      from below b join projects p on p.namespace_id = b.group_id
      where p.id = any(${projectIds}::int[])
    ) as o
    join labels l on l.project_id = o.project_id or l.group_id = o.group_id
  )`;
}

/**
 * Label lists of projects and groups: filtered, ordered by title and paged in SQL, for one parent
 * (REST) or the same page for many parents at once (GraphQL connections, one query whatever their
 * number). The caller decides which parents and projects the actor may see.
 */
export class LabelsFinder {
  private readonly orm: MikroORM;

  constructor(orm: MikroORM) {
    this.orm = orm;
  }

  private get db(): Kysely<Database> {
    return this.orm.em.getKysely<Database>();
  }

  /** The query builder lists run on (for the service's small reads). */
  get kysely(): Kysely<Database> {
    return this.db;
  }

  private query(parents: LabelParents, filters: LabelFilters) {
    let qb = this.db.selectFrom(labelsOf(parents).as('lx')).selectAll('lx');
    if (filters.title !== undefined) {
      qb = qb.where('lx.title', '=', filters.title);
    } else if (filters.search) {
      const pattern = `%${escapeLike(filters.search)}%`;
      const fields = filters.searchIn?.length ? filters.searchIn : ['title', 'description'];
      qb = qb.where((eb) =>
        eb.or(fields.map((field) => eb(field === 'title' ? 'lx.title' : 'lx.description', 'ilike', pattern))),
      );
    }
    if (filters.archived !== undefined) qb = qb.where('lx.archived', '=', filters.archived);
    return qb;
  }

  /** One page of one parent's labels, by title. */
  page(parents: LabelParents, filters: LabelFilters, request: PageRequest): Promise<Page<LabelRow>> {
    return paginate(this.db, this.query(parents, filters), BY_TITLE, request);
  }

  /** The same page of labels for every parent: one query. */
  pageByParent(
    parents: LabelParents,
    filters: LabelFilters,
    request: KeysetPageRequest,
  ): Promise<Map<number, Page<LabelRow>>> {
    return paginateByParent(
      this.db,
      this.query(parents, filters),
      { column: 'lx.parent_id', value: (r) => r.parent_id },
      parents.ids,
      BY_TITLE,
      request,
    );
  }

  /** Every label of the parents, by title. */
  all(parents: LabelParents, filters: LabelFilters = {}): Promise<LabelRow[]> {
    if (parents.ids.length === 0) return Promise.resolve([]);
    return this.query(parents, filters).orderBy('lx.title').orderBy('lx.id').execute();
  }

  /** Every label of the parents with one of these titles (letter case counting). */
  async withTitles(parents: LabelParents, titles: readonly string[]): Promise<LabelRow[]> {
    if (titles.length === 0 || parents.ids.length === 0) return [];
    return this.query(parents, {})
      .where('lx.title', 'in', [...titles])
      .orderBy('lx.title')
      .orderBy('lx.id')
      .execute();
  }

  /** A label of one parent by id, else by title (GitLab's `find_by_id || find_by_title`). */
  async byIdOrTitle(parents: LabelParents, idOrTitle: string): Promise<LabelRow | null> {
    if (/^\d+$/.test(idOrTitle) && Number(idOrTitle) <= 2147483647) {
      const byId = await this.query(parents, {}).where('lx.id', '=', Number(idOrTitle)).executeTakeFirst();
      if (byId) return byId;
    }
    const [byTitle] = await this.withTitles(parents, [idOrTitle]);
    return byTitle ?? null;
  }

  /** Labels by id, with no parent (priority unknown). */
  async byIds(ids: readonly number[]): Promise<LabelRow[]> {
    if (ids.length === 0) return [];
    const { rows } = await sql<LabelRow>`
      select ${LABEL_COLUMNS}, coalesce(l.project_id, l.group_id) as parent_id, null::int as priority
      from labels l where l.id = any(${[...ids]}::int[])`.execute(this.db);
    return rows;
  }

  /**
   * How many open merge requests carry each label, for `with_counts`. There are no merge requests yet:
   * every count is 0. The merge requests module fills this in (a count over its label links), or
   * installs its own counter through `LabelsService.useMergeRequestCounts`.
   */
  openMergeRequestCounts(labelIds: readonly number[]): Promise<Map<number, number>> {
    return Promise.resolve(new Map(labelIds.map((id) => [id, 0])));
  }

  /** Ids of the projects directly in these groups (and in their descendants, with `descendants`). */
  async projectIdsInGroups(groupIds: readonly number[], descendants: boolean): Promise<number[]> {
    if (groupIds.length === 0) return [];
    const { rows } = await sql<{ id: number }>`
      select p.id from projects p join namespaces n on n.id = p.namespace_id
      where n.id = any(${[...groupIds]}::int[])
         or (${descendants}::boolean and n.traversal_ids && ${[...groupIds]}::int[])`.execute(this.db);
    return rows.map((r) => r.id);
  }
}
