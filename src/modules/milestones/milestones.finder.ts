import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { MikroORM } from '@mikro-orm/postgresql';
import {
  paginate,
  paginateByParent,
  type KeysetPageRequest,
  type OrderColumn,
  type Page,
  type PageRequest,
} from '../../core/pagination.ts';
import { kysely, type Database } from '../../db/database.ts';
import { escapeLike } from '../../db/sql.ts';
import type { MilestoneState } from './milestone.entity.ts';

/** A milestone as lists read it, with where it belongs (`parent_key`: the project or group asked about). */
export interface MilestoneRow {
  parent_key: number;
  id: number;
  iid: number;
  project_id: number | null;
  group_id: number | null;
  title: string;
  description: string | null;
  state: MilestoneState;
  due_date: string | null;
  start_date: string | null;
  /** As the driver gives timestamptz: text. */
  created_at: string;
  updated_at: string;
  /** The full path of the milestone's project or group. */
  parent_path: string;
  /** A group milestone whose group has a parent. */
  subgroup: boolean;
  due_asc: number;
  due_desc: number;
  expired_rank: number;
  created_us: string;
  updated_us: string;
}

/** Ids beyond PostgreSQL's `integer` name no record: left out rather than sent to the database. */
function int4(ids: readonly number[]): number[] {
  return ids.filter((id) => Number.isInteger(id) && id >= -2147483648 && id <= 2147483647);
}

/** GitLab's milestone sorts (`MilestoneSort`, and the `SortEnum` values it extends). */
export const MILESTONE_SORTS = [
  'due_date_asc',
  'due_date_desc',
  'expired_last_due_date_asc',
  'expired_last_due_date_desc',
  'created_asc',
  'created_desc',
  'updated_asc',
  'updated_desc',
] as const;
export type MilestoneSort = (typeof MILESTONE_SORTS)[number];

export interface MilestoneFilters {
  /** Milestone ids (GraphQL `ids`). */
  ids?: readonly number[];
  /** Internal ids (REST `iids[]`). */
  iids?: readonly number[];
  /** Absent: every state. */
  state?: MilestoneState;
  title?: string;
  /** In titles (GraphQL `searchTitle`). */
  searchTitle?: string;
  /** In titles and descriptions (REST `search`). */
  search?: string;
  updatedBefore?: Date;
  updatedAfter?: Date;
  /** Milestones whose dates overlap this range (YYYY-MM-DD, inclusive). */
  timeframe?: { start: string; end: string };
}

/**
 * Where milestones are looked for: rows of (parent key, project id or group id). A project's own
 * milestones are one row; its ancestors' are one row per group.
 */
interface ScopeRow {
  parent_key: number;
  project_id: number | null;
  group_id: number | null;
}
export type Scopes = RawBuilder<ScopeRow>;

/** Scopes from lists made in code. */
export function scopesOf(
  entries: readonly { key: number; projectIds: number[]; groupIds: number[] }[],
): Scopes {
  const keys: number[] = [];
  const projects: (number | null)[] = [];
  const groups: (number | null)[] = [];
  for (const entry of entries) {
    for (const id of entry.projectIds) {
      keys.push(entry.key);
      projects.push(id);
      groups.push(null);
    }
    for (const id of entry.groupIds) {
      keys.push(entry.key);
      projects.push(null);
      groups.push(id);
    }
  }
  return sql<ScopeRow>`select * from unnest(${keys}::int[], ${projects}::int[], ${groups}::int[]) as s(parent_key, project_id, group_id)`;
}

/** The scopes of projects, read in SQL: each project, and its groups from the root down when asked. */
export function scopesOfProjects(projectIds: readonly number[], includeAncestors: boolean): Scopes {
  const ids = [...projectIds];
  const own = sql<ScopeRow>`select pr.id as parent_key, pr.id as project_id, null::int as group_id from projects pr where pr.id = any(${ids}::int[])`;
  if (!includeAncestors) return own;
  return sql<ScopeRow>`${own} union all
    select pr.id, null::int, unnest(n.traversal_ids)
    from projects pr join namespaces n on n.id = pr.namespace_id
    where n.kind = 'Group' and pr.id = any(${ids}::int[])`;
}

/**
 * GitLab's `fuzzy_search` over some columns: every word of 3 characters or more matches partially
 * (all of them, in any of the columns); a query without such words matches a whole value.
 */
function fuzzy(columns: readonly string[], query: string): RawBuilder<boolean> | null {
  const squished = query.trim().replace(/\s+/g, ' ');
  if (!squished) return null;
  const words = squished.split(' ').filter((w) => w.length >= 3);
  const anyColumn = (pattern: string) =>
    sql<boolean>`(${sql.join(
      columns.map((c) => sql`${sql.ref(c)} ilike ${pattern}`),
      sql` or `,
    )})`;
  if (words.length === 0) return anyColumn(escapeLike(squished));
  return sql<boolean>`(${sql.join(
    words.map((w) => anyColumn(`%${escapeLike(w)}%`)),
    sql` and `,
  )})`;
}

const ORDERS: Record<MilestoneSort, OrderColumn<MilestoneRow>[]> = (() => {
  const id: OrderColumn<MilestoneRow> = { column: 'ms.id', direction: 'desc', value: (r) => r.id };
  const dueAsc: OrderColumn<MilestoneRow> = {
    column: 'ms.due_asc',
    direction: 'asc',
    value: (r) => r.due_asc,
  };
  const dueDesc: OrderColumn<MilestoneRow> = {
    column: 'ms.due_desc',
    direction: 'desc',
    value: (r) => r.due_desc,
  };
  const expired: OrderColumn<MilestoneRow> = {
    column: 'ms.expired_rank',
    direction: 'asc',
    value: (r) => r.expired_rank,
  };
  const created = (direction: 'asc' | 'desc'): OrderColumn<MilestoneRow> => ({
    column: 'ms.created_us',
    direction,
    value: (r) => r.created_us,
  });
  const updated = (direction: 'asc' | 'desc'): OrderColumn<MilestoneRow> => ({
    column: 'ms.updated_us',
    direction,
    value: (r) => r.updated_us,
  });
  return {
    due_date_asc: [dueAsc, id],
    due_date_desc: [dueDesc, id],
    expired_last_due_date_asc: [expired, dueAsc, id],
    expired_last_due_date_desc: [expired, dueDesc, id],
    created_asc: [created('asc'), id],
    created_desc: [created('desc'), id],
    updated_asc: [updated('asc'), id],
    updated_desc: [updated('desc'), id],
  };
})();

/**
 * Milestone queries: the milestones of a set of scopes with GitLab's filters (`MilestonesFinder`),
 * ordered as GitLab orders them (due date first, undated last, newest first among equals), one page
 * for one parent or the same page for many parents in one statement.
 */
export class MilestonesFinder {
  private readonly orm: MikroORM;

  constructor(orm: MikroORM) {
    this.orm = orm;
  }

  private get db(): Kysely<Database> {
    return kysely(this.orm.em.fork());
  }

  /** The milestones of the scopes, one row per (parent key, milestone), as a table to filter. */
  private scoped(scopes: Scopes) {
    const table = sql<MilestoneRow>`(
      select s.parent_key, m.id, m.iid, m.project_id, m.group_id, m.title, m.description, m.state,
        to_char(m.due_date, 'YYYY-MM-DD') as due_date, to_char(m.start_date, 'YYYY-MM-DD') as start_date,
        m.created_at, m.updated_at,
        coalesce(p.full_path, g.full_path) as parent_path, (g.parent_id is not null) as subgroup,
        coalesce(m.due_date - date '1970-01-01', 2147483647) as due_asc,
        coalesce(m.due_date - date '1970-01-01', -2147483648) as due_desc,
        case when m.due_date is null then 1 when m.due_date >= current_date then 0 else 2 end as expired_rank,
        (extract(epoch from m.created_at) * 1000000)::bigint as created_us,
        (extract(epoch from m.updated_at) * 1000000)::bigint as updated_us
      from (${scopes}) as s
      join milestones m on m.project_id = s.project_id or m.group_id = s.group_id
      left join projects p on p.id = m.project_id
      left join namespaces g on g.id = m.group_id)`;
    return this.db.selectFrom(table.as('ms')).selectAll('ms');
  }

  private filtered(scopes: Scopes, filters: MilestoneFilters) {
    let query = this.scoped(scopes);
    if (filters.ids) query = query.where('ms.id', 'in', [...int4(filters.ids), 0]);
    if (filters.iids?.length) query = query.where('ms.iid', 'in', [...int4(filters.iids), 0]);
    if (filters.state) query = query.where('ms.state', '=', filters.state);
    if (filters.title !== undefined) query = query.where('ms.title', '=', filters.title);
    const searchTitle = filters.searchTitle ? fuzzy(['ms.title'], filters.searchTitle) : null;
    if (searchTitle) query = query.where(searchTitle);
    const search = filters.search ? fuzzy(['ms.title', 'ms.description'], filters.search) : null;
    if (search) query = query.where(search);
    if (filters.updatedBefore) query = query.where(sql<boolean>`ms.updated_at <= ${filters.updatedBefore}`);
    if (filters.updatedAfter) query = query.where(sql<boolean>`ms.updated_at >= ${filters.updatedAfter}`);
    if (filters.timeframe) {
      const { start, end } = filters.timeframe;
      query = query.where(
        sql<boolean>`(ms.start_date is not null or ms.due_date is not null)
          and (ms.start_date is null or ms.start_date::date <= ${end}::date)
          and (ms.due_date is null or ms.due_date::date >= ${start}::date)`,
      );
    }
    return query;
  }

  /** One page of the milestones of one parent's scopes. */
  page(
    scopes: Scopes,
    filters: MilestoneFilters,
    sort: MilestoneSort,
    request: PageRequest,
  ): Promise<Page<MilestoneRow>> {
    return paginate(this.db, this.filtered(scopes, filters), ORDERS[sort], request);
  }

  /** The same page for every parent key of the scopes, in one statement. */
  pageByParent(
    scopes: Scopes,
    parentKeys: readonly number[],
    filters: MilestoneFilters,
    sort: MilestoneSort,
    request: KeysetPageRequest,
  ): Promise<Map<number, Page<MilestoneRow>>> {
    return paginateByParent(
      this.db,
      this.filtered(scopes, filters),
      { column: 'ms.parent_key', value: (r) => Number(r.parent_key) },
      parentKeys,
      ORDERS[sort],
      request,
    );
  }

  /** Milestones by id, each keyed by its own project or group (`parent_key` is then meaningless). */
  async byIds(requested: readonly number[]): Promise<MilestoneRow[]> {
    const ids = int4(requested);
    if (ids.length === 0) return [];
    const scopes = sql<ScopeRow>`select distinct 0 as parent_key, m.project_id, m.group_id
      from milestones m where m.id = any(${[...ids]}::int[])`;
    return this.scoped(scopes)
      .where('ms.id', 'in', [...ids])
      .execute();
  }

  /**
   * GitLab's title uniqueness: a project's milestone may not share its title with another of the
   * project's or of its group's; a group's, with another of the group's or of its projects'.
   */
  async titleTaken(
    db: Kysely<Database>,
    parent: { projectId: number; groupId: number | null } | { groupId: number },
    title: string,
    exceptId: number | null,
  ): Promise<boolean> {
    const except = exceptId ?? 0;
    const { rows } =
      'projectId' in parent
        ? await sql`select 1 from milestones where title = ${title} and id <> ${except}
            and (project_id = ${parent.projectId} or group_id = ${parent.groupId}::int) limit 1`.execute(db)
        : await sql`select 1 from milestones where title = ${title} and id <> ${except}
            and (group_id = ${parent.groupId}
              or project_id in (select id from projects where namespace_id = ${parent.groupId})) limit 1`.execute(
            db,
          );
    return rows.length > 0;
  }
}
