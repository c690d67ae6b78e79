import type { MikroORM } from '@mikro-orm/postgresql';
import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { isAdmin, type Actor } from '../../core/actor.ts';
import { AccessLevel, Visibility } from '../../core/access.ts';
import {
  mapPage,
  paginate,
  paginateByParent,
  type KeysetPageRequest,
  type OrderColumn,
  type Page,
  type PageRequest,
} from '../../core/pagination.ts';
import type { Database } from '../../db/database.ts';
import { escapeLike } from '../../db/sql.ts';
import type { AccessFinder } from './access.finder.ts';
import type { MemberSourceType } from './member.entity.ts';
import type { MembershipEntry } from './members.presenter.ts';

/** Where the members of a group come from (GitLab's GroupMemberRelation). */
export const GROUP_MEMBER_RELATIONS = ['direct', 'inherited', 'descendants', 'shared_from_groups'] as const;
/** Where the members of a project come from (GitLab's ProjectMemberRelation). */
export const PROJECT_MEMBER_RELATIONS = [
  'direct',
  'inherited',
  'descendants',
  'invited_groups',
  'shared_into_ancestors',
] as const;
export type MemberRelation =
  (typeof GROUP_MEMBER_RELATIONS)[number] | (typeof PROJECT_MEMBER_RELATIONS)[number];

/** `GET /:sources/:id/members/all`: direct, inherited and invited members. */
export const ALL_GROUP_RELATIONS: readonly MemberRelation[] = ['direct', 'inherited', 'shared_from_groups'];
/** Whose members a group's user autocompletion offers (GitLab's `Autocomplete::GroupUsersFinder`). */
const AUTOCOMPLETE_GROUP_RELATIONS: readonly MemberRelation[] = [
  'direct',
  'inherited',
  'descendants',
  'shared_from_groups',
];
export const ALL_PROJECT_RELATIONS: readonly MemberRelation[] = [
  'direct',
  'inherited',
  'invited_groups',
  'shared_into_ancestors',
];

/** Orders of member lists (GitLab's `MemberSort`); by membership id when none is asked for. */
export const MEMBER_ORDERS = [
  'access_level_asc',
  'access_level_desc',
  'name_asc',
  'name_desc',
  'created_asc',
  'created_desc',
  'updated_asc',
  'updated_desc',
] as const;
export type MemberOrder = (typeof MEMBER_ORDERS)[number];

const ORDER_COLUMNS = {
  access_level: 'mm.access_level',
  name: 'su.name',
  created: 'sm.created_at',
  updated: 'sm.updated_at',
} as const;

export interface MemberFilters {
  relations: readonly MemberRelation[];
  /** Name or username (partial), or a whole email address. */
  search?: string;
  userIds?: readonly number[];
  skipUserIds?: readonly number[];
  /** Show expired memberships too: direct lists show them until they are cleaned up. */
  includeExpired?: boolean;
  order?: MemberOrder;
}

/**
 * One member of a parent (a group or project): the membership row that gives the user their highest
 * access there, and that access (capped by the share for members of invited groups).
 */
export interface MemberRow {
  parent_id: number;
  id: number;
  user_id: number;
  access_level: number;
  /** The invited group a membership comes through, for shared memberships. */
  via_group_id: number | null;
  /** The value a list is ordered by, when it is ordered by more than the membership id. */
  sort_value?: string | number | Date | null;
}

/** One pending invitation (a membership row with an email and no user yet). */
export interface InvitationRow {
  id: number;
}

type MembersQuery = SelectQueryBuilder<Database & { mm: MemberRow }, 'mm', MemberRow>;

const BY_ID: readonly OrderColumn<MemberRow>[] = [{ column: 'mm.id', direction: 'asc', value: (r) => r.id }];

/**
 * Member lists of groups and projects: every relation GitLab knows (direct, inherited, descendants,
 * invited groups, groups shared into ancestors) in one query, one row per user (their highest access),
 * for one source (REST) or for a page of parents at once (GraphQL, `paginateByParent`).
 */
export class MembersFinder {
  private readonly orm: MikroORM;
  private readonly access: AccessFinder;

  constructor(orm: MikroORM, access: AccessFinder) {
    this.orm = orm;
    this.access = access;
  }

  private get db(): Kysely<Database> {
    return this.orm.em.getKysely<Database>();
  }

  /** One page of the members of one group or project. */
  page(
    actor: Actor,
    parentType: MemberSourceType,
    parentId: number,
    filters: MemberFilters,
    request: PageRequest,
  ): Promise<Page<MemberRow>> {
    return paginate(this.db, this.query(actor, parentType, [parentId], filters), BY_ID, request);
  }

  /** The same page of members for many groups or projects, in one query whatever their number. */
  pageByParent(
    actor: Actor,
    parentType: MemberSourceType,
    parentIds: readonly number[],
    filters: MemberFilters,
    request: KeysetPageRequest,
  ): Promise<Map<number, Page<MemberRow>>> {
    const { query, order } = ordered(this.query(actor, parentType, parentIds, filters), filters.order);
    return paginateByParent(
      this.db,
      query,
      { column: 'mm.parent_id', value: (r) => r.parent_id },
      parentIds,
      order,
      request,
    );
  }

  /** The member row of one user, or null. */
  async findOne(
    actor: Actor,
    parentType: MemberSourceType,
    parentId: number,
    userId: number,
    filters: MemberFilters,
  ): Promise<MemberRow | null> {
    const row = await this.query(actor, parentType, [parentId], { ...filters, userIds: [userId] })
      .limit(1)
      .executeTakeFirst();
    return row ?? null;
  }

  /**
   * GitLab's `Autocomplete::UsersFinder` for projects and groups: the active, non-internal users who
   * count as members (a project's authorized users; a group's members, those of its ancestors,
   * descendants and the groups shared with it), matching `search` by name or username (partially) or
   * public email (wholly), exact matches first, then by name; at most `limit` per parent. One query
   * for every parent.
   */
  async autocompleteUserIds(
    actor: Actor,
    parentType: MemberSourceType,
    parentIds: readonly number[],
    search: string | undefined,
    limit: number,
  ): Promise<Map<number, number[]>> {
    const relations = parentType === 'Project' ? ALL_PROJECT_RELATIONS : AUTOCOMPLETE_GROUP_RELATIONS;
    const members = this.query(actor, parentType, parentIds, { relations });
    const term = search?.trim().toLowerCase() ?? '';
    const pattern = `%${escapeLike(term)}%`;
    const matches = term
      ? sql`and (u.name ilike ${pattern} or u.username ilike ${pattern} or lower(u.public_email) = ${term})`
      : sql``;
    const exactFirst = term
      ? sql`case when lower(u.public_email) = ${term} then 0 when lower(u.username) = ${term} then 1
          when lower(u.name) = ${term} then 2 else 3 end,`
      : sql``;
    const { rows } = await sql<{ parent_id: number; user_id: number }>`
      select parent_id, user_id from (
        select am.parent_id, u.id as user_id,
          row_number() over (partition by am.parent_id order by ${exactFirst} u.name, u.id) as rank
        from (${members}) as am
        join users u on u.id = am.user_id
        where u.state = 'active' and u.user_type not in ('ghost', 'support_bot') ${matches}
      ) as ranked
      where rank <= ${limit}
      order by parent_id, rank`.execute(this.db);
    const result = new Map<number, number[]>(parentIds.map((id) => [id, []]));
    for (const row of rows) result.get(row.parent_id)?.push(row.user_id);
    return result;
  }

  /** Every direct membership of a user, oldest first, with the name of what it is of. */
  async userMemberships(
    userId: number,
    type: MemberSourceType | undefined,
    page: PageRequest,
  ): Promise<Page<MembershipEntry>> {
    let query = this.db
      .selectFrom('members as m')
      .leftJoin('namespaces as n', (join) =>
        join.onRef('n.id', '=', 'm.source_id').on('m.source_type', '=', 'Namespace'),
      )
      .leftJoin('projects as p', (join) =>
        join.onRef('p.id', '=', 'm.source_id').on('m.source_type', '=', 'Project'),
      )
      .select([
        'm.id',
        'm.source_id',
        'm.source_type',
        'm.access_level',
        sql<string>`coalesce(n.name, p.name)`.as('source_name'),
      ])
      .where('m.user_id', '=', userId);
    if (type) query = query.where('m.source_type', '=', type);
    const rows = await paginate(
      this.db,
      query,
      [{ column: 'm.id', direction: 'asc', value: (r) => r.id }],
      page,
    );
    return mapPage(rows, (items) =>
      items.map((r) => ({
        sourceId: r.source_id,
        sourceName: r.source_name,
        sourceType: r.source_type,
        accessLevel: r.access_level,
      })),
    );
  }

  /** Direct memberships of users, of one kind of source, a page per user (UserCore.groupMemberships). */
  membershipsByUser(
    userIds: readonly number[],
    sourceType: MemberSourceType,
    request: KeysetPageRequest,
  ): Promise<Map<number, Page<MemberRow>>> {
    const query = this.db
      .selectFrom(
        sql<MemberRow>`(
          select m.user_id as parent_id, m.id, m.user_id, m.access_level, null::int as via_group_id
          from members m
          where m.source_type = ${sourceType} and m.user_id = any(${[...userIds]}::int[])
            and m.requested_at is null)`.as('mm'),
      )
      .select(['mm.parent_id', 'mm.id', 'mm.user_id', 'mm.access_level', 'mm.via_group_id']) as MembersQuery;
    return paginateByParent(
      this.db,
      query,
      { column: 'mm.parent_id', value: (r) => r.parent_id },
      userIds,
      BY_ID,
      request,
    );
  }

  /**
   * How many groups and projects each user belongs to (GitLab's admin user list counts): groups of a
   * direct membership or holding a project of one; projects of a direct membership, owned in the
   * user's namespace, or in a group (or its descendants) the user is a member of. One query.
   */
  async membershipCounts(
    userIds: readonly number[],
  ): Promise<Map<number, { groups: number; projects: number }>> {
    const ids = [...userIds];
    const { rows } = await sql<{ user_id: number; groups: number; projects: number }>`
      with m as (
        select user_id, source_type, source_id from members
        where user_id = any(${ids}::int[]) and requested_at is null
          and (expires_at is null or expires_at >= current_date)
      ),
      group_members as (
        select m.user_id, n.id as group_id from m
        join namespaces n on n.id = m.source_id and n.kind = 'Group'
        where m.source_type = 'Namespace'
      ),
      project_members as (
        select m.user_id, p.id as project_id, p.namespace_id from m
        join projects p on p.id = m.source_id
        where m.source_type = 'Project'
      ),
      user_groups as (
        select user_id, group_id from group_members
        union
        select pm.user_id, n.id from project_members pm join namespaces n on n.id = pm.namespace_id and n.kind = 'Group'
      ),
      user_projects as (
        select user_id, project_id from project_members
        union
        select n.owner_id, p.id from projects p join namespaces n on n.id = p.namespace_id
        where n.kind = 'User' and n.owner_id = any(${ids}::int[])
        union
        select gm.user_id, p.id from group_members gm
        join namespaces n on gm.group_id = any(n.traversal_ids)
        join projects p on p.namespace_id = n.id
      )
      select u.id as user_id,
        (select count(*) from user_groups g where g.user_id = u.id)::int as groups,
        (select count(*) from user_projects p where p.user_id = u.id)::int as projects
      from unnest(${ids}::int[]) as u(id)`.execute(this.db);
    return new Map(rows.map((r) => [r.user_id, { groups: r.groups, projects: r.projects }]));
  }

  /** Pending invitations of a source, oldest first; `email` matches one address exactly (any case). */
  invitations(
    sourceType: MemberSourceType,
    sourceId: number,
    email: string | undefined,
    request: PageRequest,
  ): Promise<Page<InvitationRow>> {
    let query = this.db
      .selectFrom('members')
      .select('members.id')
      .where('members.source_type', '=', sourceType)
      .where('members.source_id', '=', sourceId)
      .where('members.user_id', 'is', null)
      .where('members.invite_email', 'is not', null);
    if (email) query = query.where(sql<boolean>`lower(members.invite_email) = lower(${email})`);
    return paginate(
      this.db,
      query,
      [{ column: 'members.id', direction: 'asc', value: (r) => r.id }],
      request,
    );
  }

  /** The member query: candidate memberships, the invited-group visibility rule, one row per user. */
  private query(
    actor: Actor,
    parentType: MemberSourceType,
    parentIds: readonly number[],
    filters: MemberFilters,
  ): MembersQuery {
    const ids = [...parentIds];
    const branches = filters.relations.flatMap((relation) =>
      parentType === 'Namespace'
        ? groupBranch(relation, ids, filters.includeExpired ?? false)
        : projectBranch(relation, ids, filters.includeExpired ?? false),
    );
    if (branches.length === 0) branches.push(emptyBranch());
    const inner = sql<MemberRow>`(
      select distinct on (c.parent_id, c.user_id)
        c.parent_id, c.id, c.user_id, c.access_level, c.via_group_id
      from (${sql.join(branches, sql` union all `)}) as c
      where c.via_group_id is null or ${this.invitedVisible(actor, parentType)}
      order by c.parent_id, c.user_id, c.access_level desc,
        (c.source_type = ${parentType} and c.source_id = c.parent_id) desc,
        c.expires_at desc nulls first, c.id)`;

    let query = this.db
      .selectFrom(inner.as('mm'))
      .select(['mm.parent_id', 'mm.id', 'mm.user_id', 'mm.access_level', 'mm.via_group_id']) as MembersQuery;
    if (filters.userIds) {
      query = query.where('mm.user_id', 'in', filters.userIds.length > 0 ? [...filters.userIds] : [-1]);
    }
    if (filters.skipUserIds && filters.skipUserIds.length > 0) {
      query = query.where('mm.user_id', 'not in', [...filters.skipUserIds]);
    }
    if (filters.search) query = query.where(searchUsers(filters.search));
    return query;
  }

  /**
   * Members of an invited group are listed when that group is public, or the caller belongs to it,
   * or the caller belongs to the group or project it was invited to (administrators see all).
   */
  private invitedVisible(actor: Actor, parentType: MemberSourceType): RawBuilder<boolean> {
    if (isAdmin(actor)) return sql<boolean>`true`;
    const publicGroup = sql<boolean>`exists (
      select 1 from namespaces vg where vg.id = c.via_group_id and vg.visibility_level >= ${Visibility.public})`;
    const user = actor.user;
    if (!user) return publicGroup;
    const memberOfSource =
      parentType === 'Namespace'
        ? sql<boolean>`c.parent_id in ${this.access.authorizedGroupIds(user.id)}`
        : sql<boolean>`c.parent_id in ${this.access.authorizedProjectIds(user.id)}`;
    return sql<boolean>`(${publicGroup}
      or c.via_group_id in ${this.access.authorizedGroupIds(user.id)}
      or ${memberOfSource})`;
  }
}

/** A member query in the asked order: by the user's name, the access or the membership's dates, then id. */
function ordered(
  query: MembersQuery,
  order: MemberOrder | undefined,
): { query: MembersQuery; order: readonly OrderColumn<MemberRow>[] } {
  if (!order) return { query, order: BY_ID };
  const direction = order.endsWith('_desc') ? 'desc' : 'asc';
  const column = ORDER_COLUMNS[order.replace(/_(asc|desc)$/, '') as keyof typeof ORDER_COLUMNS];
  const joined = query
    .innerJoin('users as su', 'su.id', 'mm.user_id')
    .innerJoin('members as sm', 'sm.id', 'mm.id')
    .select(sql.ref(column).as('sort_value')) as unknown as MembersQuery;
  const sortValue = (r: MemberRow) =>
    r.sort_value instanceof Date ? r.sort_value.toISOString() : (r.sort_value ?? null);
  return {
    query: joined,
    order: [
      { column, direction, value: sortValue },
      { column: 'mm.id', direction, value: (r) => r.id },
    ],
  };
}

/** Membership rows that count: accepted (a user, no pending request) and, unless asked, not expired. */
function active(includeExpired: boolean): RawBuilder<boolean> {
  const base = sql<boolean>`m.user_id is not null and m.requested_at is null`;
  return includeExpired
    ? base
    : sql<boolean>`${base} and (m.expires_at is null or m.expires_at >= current_date)`;
}

const activeLink = sql<boolean>`(l.expires_at is null or l.expires_at >= current_date)`;

const columns = (parent: string, access: RawBuilder<number> | string, via: string) =>
  sql`${sql.raw(parent)} as parent_id, m.id, m.user_id, ${typeof access === 'string' ? sql.raw(access) : access} as access_level,
    m.source_type, m.source_id, m.expires_at, ${sql.raw(via)} as via_group_id`;

function emptyBranch(): RawBuilder<unknown> {
  return sql`select null::int as parent_id, null::int as id, null::int as user_id, null::int as access_level,
    null::text as source_type, null::int as source_id, null::date as expires_at, null::int as via_group_id where false`;
}

function groupBranch(
  relation: MemberRelation,
  ids: number[],
  includeExpired: boolean,
): RawBuilder<unknown>[] {
  const where = sql`g.id = any(${ids}::int[]) and ${active(includeExpired)}`;
  switch (relation) {
    case 'direct':
      return [
        sql`select ${columns('g.id', 'm.access_level', 'null::int')} from namespaces g
          join members m on m.source_type = 'Namespace' and m.source_id = g.id where ${where}`,
      ];
    case 'inherited':
      return [
        sql`select ${columns('g.id', 'm.access_level', 'null::int')} from namespaces g
          join members m on m.source_type = 'Namespace' and m.source_id = any(g.traversal_ids) and m.source_id <> g.id
          where ${where}`,
      ];
    case 'descendants':
      return [
        sql`select ${columns('g.id', 'm.access_level', 'null::int')} from namespaces g
          join namespaces d on g.id = any(d.traversal_ids) and d.id <> g.id
          join members m on m.source_type = 'Namespace' and m.source_id = d.id
          where ${where}`,
      ];
    case 'shared_from_groups':
      return [
        sql`select ${columns('g.id', sql<number>`least(m.access_level, l.group_access)`, 'l.shared_with_id')}
          from namespaces g
          join group_group_links l on l.shared_group_id = any(g.traversal_ids)
          join namespaces sw on sw.id = l.shared_with_id
          join members m on m.source_type = 'Namespace' and m.source_id = any(sw.traversal_ids)
          where ${where} and ${activeLink}`,
      ];
    default:
      return [];
  }
}

function projectBranch(
  relation: MemberRelation,
  ids: number[],
  includeExpired: boolean,
): RawBuilder<unknown>[] {
  const where = sql`p.id = any(${ids}::int[]) and ${active(includeExpired)}`;
  // Minimal access on a group never reaches its projects.
  const reachesProjects = sql`m.access_level >= ${AccessLevel.GUEST}`;
  switch (relation) {
    case 'direct':
      return [
        sql`select ${columns('p.id', 'm.access_level', 'null::int')} from projects p
          join members m on m.source_type = 'Project' and m.source_id = p.id where ${where}`,
      ];
    case 'inherited':
      return [
        sql`select ${columns('p.id', 'm.access_level', 'null::int')} from projects p
          join namespaces n on n.id = p.namespace_id and n.kind = 'Group'
          join members m on m.source_type = 'Namespace' and m.source_id = any(n.traversal_ids)
          where ${where} and ${reachesProjects}`,
      ];
    case 'descendants':
      return [
        sql`select ${columns('p.id', 'm.access_level', 'null::int')} from projects p
          join namespaces n on n.id = p.namespace_id and n.kind = 'Group'
          join namespaces d on n.id = any(d.traversal_ids) and d.id <> n.id
          join members m on m.source_type = 'Namespace' and m.source_id = d.id
          where ${where} and ${reachesProjects}`,
      ];
    case 'invited_groups':
      return [
        sql`select ${columns('p.id', sql<number>`least(m.access_level, l.group_access)`, 'l.group_id')}
          from projects p
          join project_group_links l on l.project_id = p.id
          join namespaces ig on ig.id = l.group_id
          join members m on m.source_type = 'Namespace' and m.source_id = any(ig.traversal_ids)
          where ${where} and ${activeLink} and least(m.access_level, l.group_access) >= ${AccessLevel.GUEST}`,
      ];
    case 'shared_into_ancestors':
      return [
        sql`select ${columns('p.id', sql<number>`least(m.access_level, l.group_access)`, 'l.shared_with_id')}
          from projects p
          join namespaces n on n.id = p.namespace_id and n.kind = 'Group'
          join group_group_links l on l.shared_group_id = any(n.traversal_ids)
          join namespaces sw on sw.id = l.shared_with_id
          join members m on m.source_type = 'Namespace' and m.source_id = any(sw.traversal_ids)
          where ${where} and ${activeLink} and least(m.access_level, l.group_access) >= ${AccessLevel.GUEST}`,
      ];
    default:
      return [];
  }
}

/** GitLab's user search: name or username partially, an email address exactly. */
function searchUsers(search: string): RawBuilder<boolean> {
  const term = search.trim();
  const pattern = `%${escapeLike(term)}%`;
  return sql<boolean>`exists (
    select 1 from users u where u.id = mm.user_id and (
      u.name ilike ${pattern} or u.username ilike ${pattern}
      or lower(u.email) = lower(${term}) or lower(u.public_email) = lower(${term})))`;
}
