import type { MikroORM } from '@mikro-orm/postgresql';
import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { isAdmin, type Actor } from '../../core/actor.ts';
import { AccessLevel, minimumVisibleLevel, Visibility, type VisibilityName } from '../../core/access.ts';
import { badRequest } from '../../core/errors.ts';
import {
  paginate,
  paginateByParent,
  refuseDeepOffset,
  type KeysetPageRequest,
  type OrderColumn,
  type Page,
  type PageRequest,
  type SortDirection,
} from '../../core/pagination.ts';
import type { Database } from '../../db/database.ts';
import { escapeLike } from '../../db/sql.ts';
import type { AccessFinder } from '../members/access.finder.ts';
import { Project } from './project.entity.ts';

export const PROJECT_ORDER_FIELDS = [
  'id',
  'name',
  'path',
  'created_at',
  'updated_at',
  'last_activity_at',
  'similarity',
  'star_count',
] as const;
export type ProjectOrderField = (typeof PROJECT_ORDER_FIELDS)[number] | 'full_path';

/** GitLab counts the contributions of the last year. */
const CONTRIBUTION_WINDOW = '1 year';

/**
 * Per-user project lists: the projects a user starred, or those they contributed to (their own
 * personal projects left out unless `includePersonal`).
 */
export type UserProjectRelation = { kind: 'starred' } | { kind: 'contributed'; includePersonal: boolean };

/** Which projects a list draws from before the filters: all, a user's personal ones, or a group's. */
export type ProjectScope =
  | { kind: 'all' }
  | { kind: 'user'; userId: number }
  | { kind: 'starredBy'; userId: number }
  | { kind: 'group'; groupId: number; includeSubgroups: boolean; withShared: boolean };

/** Which projects of a group: in it, in it or its subgroups, or shared with it (invited). */
export type GroupProjectRelation = 'own' | 'withSubgroups' | 'sharedWith';

export interface ProjectFilters {
  ids?: readonly number[];
  fullPaths?: readonly string[];
  archived?: boolean;
  visibility?: VisibilityName;
  search?: string;
  searchNamespaces?: boolean;
  owned?: boolean;
  membership?: boolean;
  starred?: boolean;
  withIssuesEnabled?: boolean;
  withMergeRequestsEnabled?: boolean;
  minAccessLevel?: number;
  /** Projects whose repository is detected to use this language (case-insensitive). */
  programmingLanguage?: string;
  /** Projects having every one of these topics. */
  topics?: readonly string[];
  idAfter?: number;
  idBefore?: number;
  lastActivityAfter?: Date;
  lastActivityBefore?: Date;
  updatedAfter?: Date;
  updatedBefore?: Date;
  /** Administrators only; ignored for everyone else. */
  customAttributes?: Record<string, string>;
  /** Projects stored on this repository storage (administrators only; ignored for everyone else). */
  repositoryStorage?: string;
  orderBy?: ProjectOrderField;
  sort?: SortDirection;
}

interface ProjectRow {
  id: number;
  order_value: string | number | Date | null;
}

interface ParentRow extends ProjectRow {
  parent_id: number;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ProjectsQuery = SelectQueryBuilder<any, any, ProjectRow>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ParentQuery = SelectQueryBuilder<any, any, ParentRow>;

/** Beyond this offset, offset pagination is refused (keyset pagination goes on), as GitLab does. */

const ORDER_COLUMNS: Record<Exclude<ProjectOrderField, 'similarity'>, string> = {
  id: 'p.id',
  // GitLab orders created_at by id: the same order, and keyset-friendly.
  created_at: 'p.id',
  name: 'p.name',
  path: 'p.path',
  full_path: 'p.full_path',
  updated_at: 'p.updated_at',
  last_activity_at: 'p.last_activity_at',
  star_count: 'p.star_count',
};

/**
 * Project lists (GET /projects, /users/:id/projects, /groups/:id/projects, GraphQL connections):
 * visibility first, then the scope, then one small filter per parameter, then ordering and
 * pagination. Pending-delete projects never show.
 */
export class ProjectsFinder {
  private readonly orm: MikroORM;
  private readonly access: AccessFinder;
  private readonly countLimit: number;
  private readonly offsetLimit: number;

  constructor(orm: MikroORM, access: AccessFinder, options: { countLimit: number; offsetLimit: number }) {
    this.orm = orm;
    this.access = access;
    this.countLimit = options.countLimit;
    this.offsetLimit = options.offsetLimit;
  }

  private get db() {
    return this.orm.em.getKysely<Database>();
  }

  async list(
    actor: Actor,
    scope: ProjectScope,
    filters: ProjectFilters,
    page: PageRequest,
  ): Promise<Page<Project>> {
    refuseDeepOffset(page, this.offsetLimit, 'Project');
    if (
      (filters.updatedAfter || filters.updatedBefore) &&
      filters.orderBy &&
      filters.orderBy !== 'updated_at'
    ) {
      // Filtering and ordering on different columns makes a slow query; GitLab refuses it.
      throw badRequest('`updated_at` filter and `updated_at` sorting must be paired');
    }
    const { orderBy, order } = ordering(filters);
    const inner = this.scoped(this.base(actor, filters, orderBy), scope);
    const query = this.db.selectFrom(inner.as('s')).select(['s.id', 's.order_value']) as ProjectsQuery;
    const rows = await paginate(this.db, query, order, page, { countLimit: this.countLimit });
    return { ...rows, items: await this.load(rows.items.map((r) => r.id)) };
  }

  /**
   * The same page of projects for several groups at once (GraphQL `Group.projects` and
   * `Group.sharedProjects`): one query for every group, whatever their number.
   */
  async listByGroups(
    actor: Actor,
    groupIds: readonly number[],
    relation: GroupProjectRelation,
    filters: ProjectFilters,
    page: KeysetPageRequest,
  ): Promise<Map<number, Page<Project>>> {
    const { orderBy, order } = ordering(filters);
    let inner = this.base(actor, filters, orderBy) as unknown as ParentQuery;
    if (relation === 'withSubgroups') {
      inner = inner
        .innerJoin('namespaces as g', (join) => join.on(sql<SqlBool>`g.id = any(n.traversal_ids)`))
        .select(sql<number>`g.id`.as('parent_id'));
    } else if (relation === 'sharedWith') {
      inner = inner
        .innerJoin('project_group_links as l', 'l.project_id', 'p.id')
        .where(sql<SqlBool>`(l.expires_at is null or l.expires_at >= current_date)`)
        .select(sql<number>`l.group_id`.as('parent_id'));
    } else {
      inner = inner.select(sql<number>`p.namespace_id`.as('parent_id'));
    }
    const query = this.db.selectFrom(inner.as('s')).selectAll('s') as unknown as ParentQuery;
    const pages = await paginateByParent(
      this.db,
      query,
      { column: 's.parent_id', value: (row) => row.parent_id },
      groupIds,
      order as OrderColumn<ParentRow>[],
      page,
    );
    const ids = [...new Set([...pages.values()].flatMap((p) => p.items.map((r) => r.id)))];
    const byId = new Map((await this.load(ids)).map((p) => [p.id, p]));
    return new Map(
      [...pages].map(([groupId, rows]) => [
        groupId,
        { ...rows, items: rows.items.map((r) => byId.get(r.id)!) },
      ]),
    );
  }

  /**
   * The same page of the projects each of many users starred, or contributed to (that the actor may
   * see): one query whatever the number of users.
   */
  async listByUsers(
    actor: Actor,
    relation: UserProjectRelation,
    userIds: readonly number[],
    filters: ProjectFilters,
    page: KeysetPageRequest,
  ): Promise<Map<number, Page<Project>>> {
    const { orderBy, order } = ordering(filters);
    const base = this.base(actor, filters, orderBy) as unknown as ParentQuery;
    const inner =
      relation.kind === 'starred'
        ? base
            .innerJoin('users_star_projects as st', (join) => join.on(sql<SqlBool>`st.project_id = p.id`))
            .select(sql<number>`st.user_id`.as('parent_id'))
        : base
            .innerJoin('project_contributions as c', (join) =>
              join.on(
                sql<SqlBool>`c.project_id = p.id and c.contributed_at > now() - ${CONTRIBUTION_WINDOW}::interval`,
              ),
            )
            .where(
              relation.includePersonal
                ? sql<SqlBool>`true`
                : sql<SqlBool>`not (n.kind = 'User' and n.owner_id = c.user_id)`,
            )
            .select(sql<number>`c.user_id`.as('parent_id'));
    const query = this.db.selectFrom(inner.as('s')).selectAll('s') as unknown as ParentQuery;
    const pages = await paginateByParent(
      this.db,
      query,
      { column: 's.parent_id', value: (row) => row.parent_id },
      userIds,
      order as OrderColumn<ParentRow>[],
      page,
    );
    const ids = [...new Set([...pages.values()].flatMap((p) => p.items.map((r) => r.id)))];
    const byId = new Map((await this.load(ids)).map((p) => [p.id, p]));
    return new Map(
      [...pages].map(([userId, rows]) => [
        userId,
        { ...rows, items: rows.items.map((r) => byId.get(r.id)!) },
      ]),
    );
  }

  /** Projects by id in the given order, with their namespaces (and the owners of personal ones). */
  async load(ids: readonly number[]): Promise<Project[]> {
    if (ids.length === 0) return [];
    const projects = await this.orm.em.find(
      Project,
      { id: { $in: [...ids] } },
      { populate: ['namespace', 'namespace.owner'] },
    );
    const byId = new Map(projects.map((p) => [p.id, p]));
    return ids.map((id) => byId.get(id)).filter((p): p is Project => p !== undefined);
  }

  /** Visible projects matching the filters, selecting the id and the ordering value. */
  private base(actor: Actor, filters: ProjectFilters, orderBy: ProjectOrderField): ProjectsQuery {
    const orderValue =
      orderBy === 'similarity'
        ? similarity(filters.search ?? '')
        : sql<string | number | Date>`${sql.ref(ORDER_COLUMNS[orderBy])}`;
    let q = this.db
      .selectFrom('projects as p')
      .innerJoin('namespaces as n', 'n.id', 'p.namespace_id')
      .select([sql<number>`p.id`.as('id'), orderValue.as('order_value')]) as unknown as ProjectsQuery;
    q = this.visible(q, actor);
    q = this.applyFilters(q, actor, filters);
    return q;
  }

  /** What the actor may see: public (internal when signed in), anything they are a member of; admins all. */
  private visible(query: ProjectsQuery, actor: Actor): ProjectsQuery {
    let q = query.where('p.pending_delete', '=', false);
    if (isAdmin(actor)) return q;
    const minimum = minimumVisibleLevel(actor.user);
    if (!actor.user) return q.where('p.visibility_level', '>=', minimum);
    q = q.where(
      sql<SqlBool>`(p.visibility_level >= ${minimum} or p.id in ${this.access.authorizedProjectIds(actor.user.id)})`,
    );
    return q;
  }

  private scoped(query: ProjectsQuery, scope: ProjectScope): ProjectsQuery {
    switch (scope.kind) {
      case 'all':
        return query;
      case 'user':
        return query.where('n.kind', '=', 'User').where('n.owner_id', '=', scope.userId);
      case 'starredBy':
        return query.where(
          sql<SqlBool>`exists (select 1 from users_star_projects s where s.project_id = p.id and s.user_id = ${scope.userId})`,
        );
      case 'group': {
        const own = scope.includeSubgroups
          ? sql<SqlBool>`${scope.groupId} = any(n.traversal_ids)`
          : sql<SqlBool>`p.namespace_id = ${scope.groupId}`;
        if (!scope.withShared) return query.where(own);
        const sharedWith = scope.includeSubgroups
          ? sql`(select id from namespaces where ${scope.groupId} = any(traversal_ids))`
          : sql`(${scope.groupId})`;
        return query.where(
          sql<SqlBool>`(${own} or p.id in (select l.project_id from project_group_links l
            where l.group_id in ${sharedWith} and (l.expires_at is null or l.expires_at >= current_date)))`,
        );
      }
    }
  }

  private applyFilters(query: ProjectsQuery, actor: Actor, f: ProjectFilters): ProjectsQuery {
    let q = query;
    const userId = actor.user?.id ?? null;
    if (f.ids) q = q.where('p.id', 'in', f.ids.length > 0 ? [...f.ids] : [-1]);
    if (f.fullPaths) {
      const paths = f.fullPaths.map((path) => path.toLowerCase());
      q = q.where(sql<string>`lower(p.full_path)`, 'in', paths.length > 0 ? paths : ['']);
    }
    if (f.archived !== undefined) q = q.where('p.archived', '=', f.archived);
    if (f.visibility) q = q.where('p.visibility_level', '=', Visibility[f.visibility]);
    if (f.search?.trim()) q = bySearch(q, f.search, f.searchNamespaces === true);
    // Filters about the caller's own relation to projects match nothing for anonymous callers.
    if (f.owned) q = this.withAccess(q, userId, AccessLevel.OWNER);
    if (f.membership) q = this.withAccess(q, userId, AccessLevel.GUEST);
    if (f.minAccessLevel !== undefined) q = this.withAccess(q, userId, f.minAccessLevel);
    if (f.starred) {
      q = q.where(
        sql<SqlBool>`exists (select 1 from users_star_projects s where s.project_id = p.id and s.user_id = ${userId ?? -1})`,
      );
    }
    // Repository languages are not detected here: no project is known to use any language.
    if (f.programmingLanguage?.trim()) q = q.where(sql<SqlBool>`false`);
    if (f.withIssuesEnabled) q = q.where(featureEnabled('issues'));
    if (f.withMergeRequestsEnabled) q = q.where(featureEnabled('merge_requests'));
    for (const topic of f.topics ?? []) {
      if (topic.trim() === '') continue;
      q = q.where(
        sql<SqlBool>`exists (select 1 from unnest(p.topics) t where lower(t) = lower(${topic.trim()}))`,
      );
    }
    if (f.idAfter !== undefined) q = q.where('p.id', '>', f.idAfter);
    if (f.idBefore !== undefined) q = q.where('p.id', '<', f.idBefore);
    if (f.lastActivityAfter) q = q.where('p.last_activity_at', '>', f.lastActivityAfter);
    if (f.lastActivityBefore) q = q.where('p.last_activity_at', '<', f.lastActivityBefore);
    if (f.updatedAfter) q = q.where('p.updated_at', '>', f.updatedAfter);
    if (f.updatedBefore) q = q.where('p.updated_at', '<', f.updatedBefore);
    if (isAdmin(actor)) {
      if (f.repositoryStorage !== undefined) q = q.where('p.repository_storage', '=', f.repositoryStorage);
      for (const [key, value] of Object.entries(f.customAttributes ?? {})) {
        q = q.where(
          sql<SqlBool>`exists (select 1 from custom_attributes c where c.subject_type = 'Project' and c.subject_id = p.id and c.key = ${key} and c.value = ${value})`,
        );
      }
    }
    return q;
  }

  private withAccess(query: ProjectsQuery, userId: number | null, minLevel: number): ProjectsQuery {
    if (userId === null) return query.where(sql<SqlBool>`false`);
    return query.where(sql<SqlBool>`p.id in ${this.access.authorizedProjectIds(userId, minLevel)}`);
  }
}

/** Ordering of the wrapped query `s`: the requested column, then the id as tie-breaker. */
function ordering(filters: ProjectFilters) {
  let orderBy: ProjectOrderField = filters.orderBy ?? 'created_at';
  const sort: SortDirection = filters.sort ?? 'desc';
  if (orderBy === 'similarity' && !filters.search?.trim()) orderBy = 'created_at';
  const direction: SortDirection = orderBy === 'similarity' ? 'desc' : sort;
  const order: OrderColumn<ProjectRow>[] = [];
  if (orderBy === 'similarity' || ORDER_COLUMNS[orderBy] !== 'p.id') {
    order.push({ column: 's.order_value', direction, value: (r) => serialize(r.order_value) });
  }
  order.push({ column: 's.id', direction, value: (r) => r.id });
  return { orderBy, order };
}

function serialize(value: unknown): string | number | null {
  if (value instanceof Date) return value.toISOString();
  return value as string | number | null;
}

/** A feature enabled at all (for everyone with access, or for members only). */
function featureEnabled(feature: string) {
  return sql<SqlBool>`coalesce(p.feature_access_levels ->> ${feature}, 'enabled') <> 'disabled'`;
}

/**
 * `search`: every whitespace-separated term must appear in the name, path or description (and in
 * the namespace's full path or name with `search_namespaces`), case-insensitively.
 */
function bySearch(query: ProjectsQuery, search: string, namespaces: boolean): ProjectsQuery {
  let q = query;
  for (const term of search.trim().split(/\s+/)) {
    const pattern = `%${escapeLike(term)}%`;
    q = q.where(
      namespaces
        ? sql<SqlBool>`(p.name ilike ${pattern} or p.path ilike ${pattern} or p.description ilike ${pattern}
            or n.full_path ilike ${pattern} or n.full_name ilike ${pattern})`
        : sql<SqlBool>`(p.name ilike ${pattern} or p.path ilike ${pattern} or p.description ilike ${pattern})`,
    );
  }
  return q;
}

/** How closely a project matches a search: exact name or path first, then prefixes, then substrings. */
function similarity(search: string) {
  const term = search.trim().toLowerCase();
  const prefix = `${escapeLike(term)}%`;
  return sql<number>`(case
    when lower(p.path) = ${term} or lower(p.name) = ${term} then 3
    when lower(p.path) like ${prefix} or lower(p.name) like ${prefix} then 2
    else 1 end)`;
}
