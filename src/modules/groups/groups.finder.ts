import type { MikroORM } from '@mikro-orm/postgresql';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { AccessLevel, Visibility, minimumVisibleLevel, type VisibilityName } from '../../core/access.ts';
import { isAdmin, type Actor } from '../../core/actor.ts';
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
import { Namespace } from '../namespaces/namespace.entity.ts';

export const GROUP_ORDER_FIELDS = ['name', 'path', 'id', 'similarity'] as const;
export type GroupOrderField = (typeof GROUP_ORDER_FIELDS)[number];

/** Search words shorter than this only match a whole value (GitLab's fuzzy search rule). */
const MIN_SEARCH_WORD = 3;

export interface GroupFilters {
  /** Direct children of this group only (`GET /groups/:id/subgroups`). */
  parentId?: number;
  /** Every group below this one (`GET /groups/:id/descendant_groups`). */
  descendantsOf?: number;
  topLevelOnly?: boolean;
  /**
   * Every group the caller may see (public and internal ones too), not only those they belong to.
   * Defaults to true for administrators and false for everyone else; anonymous callers always get
   * the public groups. `owned` and `minAccessLevel` take precedence.
   */
  allAvailable?: boolean;
  /** Groups the caller is a direct Owner of. */
  owned?: boolean;
  /** Groups where the caller has at least this access level (direct, inherited or shared). */
  minAccessLevel?: number;
  search?: string;
  visibility?: VisibilityName;
  skipGroups?: readonly number[];
  ids?: readonly number[];
  /** Administrators only; ignored for everyone else. */
  customAttributes?: Record<string, string>;
  orderBy?: GroupOrderField;
  sort?: SortDirection;
}

interface GroupRow {
  id: number;
  name: string;
  path: string;
  similarity: number;
}

interface DescendantRow extends GroupRow {
  ancestor_id: number;
}

/**
 * Group lists (GET /groups, subgroups, descendant groups; the GraphQL `groups` and
 * `descendantGroups` connections): visibility first, then one small filter per parameter, then
 * ordering and pagination.
 */
export class GroupsFinder {
  private readonly orm: MikroORM;
  private readonly access: AccessFinder;

  private readonly offsetLimit: number;

  constructor(orm: MikroORM, access: AccessFinder, options: { offsetLimit: number }) {
    this.orm = orm;
    this.access = access;
    this.offsetLimit = options.offsetLimit;
  }

  private get db() {
    return this.orm.em.getKysely<Database>();
  }

  async list(actor: Actor, filters: GroupFilters, page: PageRequest): Promise<Page<Namespace>> {
    refuseDeepOffset(page, this.offsetLimit, 'Group');
    const db = this.db;
    const inner = this.filtered(actor, filters).select([
      'n.id',
      'n.name',
      'n.path',
      this.similarity(filters).as('similarity'),
    ]);
    const query = db.selectFrom(inner.as('g')).select(['g.id', 'g.name', 'g.path', 'g.similarity']);
    const rows = await paginate(db, query, orderOf<GroupRow>(filters), page);
    return { ...rows, items: await this.load(rows.items.map((r) => r.id)) };
  }

  /**
   * The same page of descendant groups for many parents at once (GraphQL `descendantGroups`), in one
   * query whatever the number of parents.
   */
  async descendantsByParent(
    actor: Actor,
    parentIds: readonly number[],
    filters: GroupFilters,
    page: KeysetPageRequest,
    options: { childrenOnly?: boolean } = {},
  ): Promise<Map<number, Page<Namespace>>> {
    const db = this.db;
    let inner = this.filtered(actor, {
      ...filters,
      parentId: undefined,
      descendantsOf: undefined,
      below: true,
    })
      .innerJoin('namespaces as a', (join) => join.on(sql<SqlBool>`a.id = any(n.traversal_ids)`))
      .where(sql<SqlBool>`a.id <> n.id`)
      .where('a.id', 'in', parentIds.length > 0 ? [...parentIds] : [-1]);
    if (options.childrenOnly) inner = inner.where(sql<SqlBool>`n.parent_id = a.id`);
    const selected = inner.select([
      'n.id',
      'n.name',
      'n.path',
      this.similarity(filters).as('similarity'),
      'a.id as ancestor_id',
    ]);
    const query = db
      .selectFrom(selected.as('g'))
      .select(['g.id', 'g.name', 'g.path', 'g.similarity', 'g.ancestor_id']);
    const pages = await paginateByParent(
      db,
      query,
      { column: 'g.ancestor_id', value: (row: DescendantRow) => row.ancestor_id },
      parentIds,
      orderOf<DescendantRow>(filters),
      page,
    );
    const groups = await this.load([
      ...new Set([...pages.values()].flatMap((p) => p.items.map((r) => r.id))),
    ]);
    const byId = new Map(groups.map((g) => [g.id, g]));
    const result = new Map<number, Page<Namespace>>();
    for (const [parentId, rows] of pages) {
      result.set(parentId, { ...rows, items: rows.items.map((r) => byId.get(r.id)!) });
    }
    return result;
  }

  /** Groups by id in the given order (entities for presenters). */
  private async load(ids: readonly number[]): Promise<Namespace[]> {
    if (ids.length === 0) return [];
    const groups = await this.orm.em.find(Namespace, { id: { $in: [...ids] }, kind: 'Group' });
    const byId = new Map(groups.map((g) => [g.id, g]));
    return ids.map((id) => byId.get(id)).filter((g): g is Namespace => g !== undefined);
  }

  /** Groups the actor may list, narrowed by every filter. */
  private filtered(actor: Actor, f: GroupFilters & { below?: boolean }) {
    let q = this.db.selectFrom('namespaces as n').where('n.kind', '=', 'Group').where(this.visible(actor, f));
    if (f.parentId !== undefined) q = q.where('n.parent_id', '=', f.parentId);
    if (f.descendantsOf !== undefined) {
      q = q.where(sql<SqlBool>`${f.descendantsOf} = any(n.traversal_ids) and n.id <> ${f.descendantsOf}`);
    }
    if (f.topLevelOnly) q = q.where('n.parent_id', 'is', null);
    if (f.ids) q = q.where('n.id', 'in', f.ids.length > 0 ? [...f.ids] : [-1]);
    if (f.skipGroups && f.skipGroups.length > 0) q = q.where('n.id', 'not in', [...f.skipGroups]);
    if (f.visibility) q = q.where('n.visibility_level', '=', Visibility[f.visibility]);
    if (f.search?.trim()) {
      // Top-level lists search full paths and names (a subgroup matches its parent's name);
      // lists below a group search the groups' own short paths and names.
      const below = f.below === true || f.parentId !== undefined || f.descendantsOf !== undefined;
      q = q.where(fuzzyMatch(below ? ['n.path', 'n.name'] : ['n.full_path', 'n.full_name'], f.search.trim()));
    }
    if (f.customAttributes && isAdmin(actor)) {
      for (const [key, value] of Object.entries(f.customAttributes)) {
        q = q.where(
          sql<SqlBool>`exists (select 1 from custom_attributes c where c.subject_type = 'Group' and c.subject_id = n.id and c.key = ${key} and c.value = ${value})`,
        );
      }
    }
    return q;
  }

  /** Which groups the actor may list at all, following GitLab's GroupsFinder. */
  private visible(actor: Actor, f: GroupFilters): RawBuilder<SqlBool> {
    const user = actor.user;
    if (f.owned) {
      if (!user) return sql<SqlBool>`false`;
      return sql<SqlBool>`n.id in (
        select m.source_id from members m
        where m.source_type = 'Namespace' and m.user_id = ${user.id} and m.access_level = ${AccessLevel.OWNER}
          and m.requested_at is null and (m.expires_at is null or m.expires_at >= current_date))`;
    }
    if (f.minAccessLevel !== undefined && user) {
      return sql<SqlBool>`n.id in ${this.access.authorizedGroupIds(user.id, f.minAccessLevel)}`;
    }
    const allAvailable = f.allAvailable ?? isAdmin(actor);
    if (isAdmin(actor) && allAvailable) return sql<SqlBool>`true`;
    const parts: RawBuilder<SqlBool>[] = [];
    if (user) parts.push(sql<SqlBool>`n.id in ${this.access.visibleGroupIds(user.id)}`);
    if (!user || allAvailable) parts.push(sql<SqlBool>`n.visibility_level >= ${minimumVisibleLevel(user)}`);
    return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
  }

  /**
   * How well a group matches the search, for `order_by=similarity`: exact, prefix and partial matches
   * of the path weigh most, then the name, then the description.
   */
  private similarity(f: GroupFilters): RawBuilder<number> {
    const term = f.search?.trim();
    if (f.orderBy !== 'similarity' || !term) return sql<number>`0`;
    const score = (column: string, weight: number) => {
      const ref = sql.ref(column);
      const exact = term.toLowerCase();
      const prefix = `${escapeLike(exact)}%`;
      const partial = `%${escapeLike(exact)}%`;
      return sql<number>`(case when lower(${ref}) = ${exact} then 1.0
        when lower(${ref}) like ${prefix} then 0.6
        when lower(${ref}) like ${partial} then 0.3 else 0 end) * ${weight}`;
    };
    return sql<number>`(${score('n.path', 1)} + ${score('n.name', 0.7)} + ${score('n.description', 0.2)})::float8`;
  }
}

/**
 * Ordering: the chosen column in the chosen direction, ties broken by ascending id as GitLab does;
 * `similarity` without a search term orders by name.
 */
function orderOf<Row extends GroupRow>(f: GroupFilters): OrderColumn<Row>[] {
  const sort = f.sort ?? 'asc';
  const orderBy = f.orderBy === 'similarity' && !f.search?.trim() ? 'name' : (f.orderBy ?? 'name');
  switch (orderBy) {
    case 'id':
      return [{ column: 'g.id', direction: sort, value: (r) => r.id }];
    case 'similarity':
      return [
        { column: 'g.similarity', direction: 'desc', value: (r) => Number(r.similarity) },
        { column: 'g.id', direction: 'desc', value: (r) => r.id },
      ];
    case 'path':
      return [
        { column: 'g.path', direction: sort, value: (r) => r.path },
        { column: 'g.id', direction: 'asc', value: (r) => r.id },
      ];
    default:
      return [
        { column: 'g.name', direction: sort, value: (r) => r.name },
        { column: 'g.id', direction: 'asc', value: (r) => r.id },
      ];
  }
}

/**
 * GitLab's fuzzy search: every word of three characters or more must appear in the same column
 * (any of the columns); a query without such words must equal a column, case-insensitively.
 */
function fuzzyMatch(columns: readonly string[], query: string): RawBuilder<SqlBool> {
  const words = (query.match(/"[^"]+"|\S+/g) ?? [])
    .map((w) => w.replace(/^"|"$/g, ''))
    .filter((w) => w.length >= MIN_SEARCH_WORD);
  const perColumn = columns.map((column) => {
    const ref = sql.ref(column);
    if (words.length === 0) return sql<SqlBool>`${ref} ilike ${escapeLike(query)}`;
    return sql<SqlBool>`(${sql.join(
      words.map((w) => sql<SqlBool>`${ref} ilike ${`%${escapeLike(w)}%`}`),
      sql` and `,
    )})`;
  });
  return sql<SqlBool>`(${sql.join(perColumn, sql` or `)})`;
}
