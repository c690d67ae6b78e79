import type { MikroORM } from '@mikro-orm/postgresql';
import { sql, type SelectQueryBuilder } from 'kysely';
import { isAdmin, type Actor } from '../../core/actor.ts';
import { forbidden } from '../../core/errors.ts';
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
import { User } from './user.entity.ts';

export const USER_ORDER_FIELDS = ['id', 'name', 'username', 'created_at', 'updated_at'] as const;
export type UserOrderField = (typeof USER_ORDER_FIELDS)[number];

export interface UserFilters {
  ids?: readonly number[];
  usernames?: readonly string[];
  username?: string;
  search?: string;
  active?: boolean;
  blocked?: boolean;
  external?: boolean;
  excludeExternal?: boolean;
  excludeInternal?: boolean;
  withoutProjectBots?: boolean;
  createdAfter?: Date;
  createdBefore?: Date;
  // Administrators only:
  externUid?: string;
  provider?: string;
  twoFactor?: 'enabled' | 'disabled';
  withoutProjects?: boolean;
  admins?: boolean;
  customAttributes?: Record<string, string>;
  orderBy?: UserOrderField;
  sort?: SortDirection;
}

type UsersQuery = SelectQueryBuilder<Database, 'users', { id: number; order_value: string | number }>;
type FollowQuery = SelectQueryBuilder<
  Database,
  'users',
  { id: number; follow_id: number; parent_id: number }
>;

const ADMIN_ONLY: (keyof UserFilters)[] = [
  'externUid',
  'provider',
  'twoFactor',
  'withoutProjects',
  'admins',
  'customAttributes',
  'orderBy',
  'sort',
];

/**
 * GET /users and the GraphQL `users` connection: visibility first, then one small filter per
 * parameter, then ordering and pagination (offset up to a limit, keyset beyond).
 */
export class UsersFinder {
  private readonly orm: MikroORM;
  private readonly options: { offsetLimit: number; countLimit: number };

  constructor(orm: MikroORM, options: { offsetLimit: number; countLimit: number }) {
    this.orm = orm;
    this.options = options;
  }

  async list(
    actor: Actor,
    filters: UserFilters,
    page: PageRequest,
    options: { anonymousNeedsUsername?: boolean } = {},
  ): Promise<Page<User>> {
    const admin = isAdmin(actor);
    // GET /users: anonymous callers may only look a username up, never list the instance's users.
    if (options.anonymousNeedsUsername && !actor.user && filters.username === undefined) {
      throw forbidden('Not authorized to access /api/v4/users');
    }
    if (filters.external !== undefined && !admin) throw forbidden();
    const effective: UserFilters = admin ? filters : omitAdminOnly(filters);
    const orderBy = effective.orderBy ?? 'id';
    const sort = effective.sort ?? 'desc';
    refuseDeepOffset(page, this.options.offsetLimit, 'User');

    const db = this.orm.em.getKysely<Database>();
    let query = db
      .selectFrom('users')
      .select(['users.id', sql<string | number>`users.${sql.ref(orderBy)}`.as('order_value')]) as UsersQuery;
    query = this.visible(query, actor);
    query = applyFilters(query, effective, admin);

    const order: OrderColumn<{ id: number; order_value: string | number }>[] =
      orderBy === 'id'
        ? [{ column: 'users.id', direction: sort, value: (r) => r.id }]
        : [
            { column: `users.${orderBy}`, direction: sort, value: (r) => serializeOrderValue(r.order_value) },
            { column: 'users.id', direction: sort, value: (r) => r.id },
          ];
    const rows = await paginate(db, query, order, page, { countLimit: this.options.countLimit });
    const users = await this.orm.em.find(User, { id: { $in: rows.items.map((r) => r.id) } });
    const byId = new Map(users.map((u) => [u.id, u]));
    return { ...rows, items: rows.items.map((r) => byId.get(r.id)!) };
  }

  /**
   * Followers (`direction: 'followers'`) or followees of a user, most recent follow first (GET
   * /users/:id/followers and /following). The caller checked the user is visible.
   */
  async follows(
    actor: Actor,
    userId: number,
    direction: 'followers' | 'following',
    page: PageRequest,
  ): Promise<Page<User>> {
    const db = this.orm.em.getKysely<Database>();
    const { mine, theirs } = followColumns(direction);
    let query = db
      .selectFrom('user_follow_users as f')
      .innerJoin('users', 'users.id', theirs)
      .select(['f.id as follow_id', 'users.id as id', sql.ref<number>(mine).as('parent_id')])
      .where(mine, '=', userId) as unknown as FollowQuery;
    query = this.visible(query as unknown as UsersQuery, actor) as unknown as FollowQuery;
    const rows = await paginate(
      db,
      query,
      [{ column: 'f.id', direction: 'desc', value: (r) => r.follow_id }],
      page,
    );
    return this.load(rows);
  }

  /** The same, for many users at once (nested GraphQL connections): one query for all of them. */
  async followsByUser(
    actor: Actor,
    userIds: readonly number[],
    direction: 'followers' | 'following',
    page: KeysetPageRequest,
  ): Promise<Map<number, Page<User>>> {
    const db = this.orm.em.getKysely<Database>();
    const { mine, theirs } = followColumns(direction);
    let query = db
      .selectFrom('user_follow_users as f')
      .innerJoin('users', 'users.id', theirs)
      .select([
        'f.id as follow_id',
        'users.id as id',
        sql.ref<number>(mine).as('parent_id'),
      ]) as unknown as FollowQuery;
    query = this.visible(query as unknown as UsersQuery, actor) as unknown as FollowQuery;
    const pages = await paginateByParent(
      db,
      query,
      { column: mine, value: (r) => Number(r.parent_id) },
      userIds,
      [{ column: 'f.id', direction: 'desc', value: (r) => r.follow_id }],
      page,
    );
    const all = [...pages.values()].flatMap((p) => p.items.map((r) => r.id));
    const users = all.length > 0 ? await this.orm.em.find(User, { id: { $in: all } }) : [];
    const byId = new Map(users.map((u) => [u.id, u]));
    return new Map([...pages].map(([id, p]) => [id, { ...p, items: p.items.map((r) => byId.get(r.id)!) }]));
  }

  /**
   * GET /user/activities: users active on or after `from`, least recently active first. Users with
   * private profiles are listed to administrators only.
   */
  async activities(actor: Actor, from: Date, page: PageRequest): Promise<Page<User>> {
    const db = this.orm.em.getKysely<Database>();
    let query = db
      .selectFrom('users')
      .select(['users.id', sql<string>`to_char(users.last_activity_on, 'YYYY-MM-DD')`.as('order_value')])
      .where(sql<boolean>`users.last_activity_on >= ${from.toISOString().slice(0, 10)}::date`) as UsersQuery;
    if (!isAdmin(actor)) query = query.where('users.private_profile', '=', false);
    const rows = await paginate(
      db,
      query,
      [
        { column: 'users.last_activity_on', direction: 'asc', value: (r) => r.order_value },
        { column: 'users.id', direction: 'asc', value: (r) => r.id },
      ],
      page,
      { countLimit: this.options.countLimit },
    );
    return this.load(rows);
  }

  private async load(rows: Page<{ id: number }>): Promise<Page<User>> {
    const ids = rows.items.map((r) => r.id);
    const users = ids.length > 0 ? await this.orm.em.find(User, { id: { $in: ids } }) : [];
    const byId = new Map(users.map((u) => [u.id, u]));
    return { ...rows, items: rows.items.map((r) => byId.get(r.id)!) };
  }

  /** Non-administrators never see users awaiting approval, nor internal ghost users. */
  private visible(query: UsersQuery, actor: Actor): UsersQuery {
    if (isAdmin(actor)) return query;
    return query
      .where('users.state', '<>', 'blocked_pending_approval')
      .where('users.user_type', '<>', 'ghost');
  }
}

/** The follow-table columns holding the listed user (`mine`) and the users listed (`theirs`). */
function followColumns(direction: 'followers' | 'following') {
  return direction === 'followers'
    ? ({ mine: 'f.followee_id', theirs: 'f.follower_id' } as const)
    : ({ mine: 'f.follower_id', theirs: 'f.followee_id' } as const);
}

function omitAdminOnly(filters: UserFilters): UserFilters {
  const copy = { ...filters };
  for (const key of ADMIN_ONLY) delete copy[key];
  return copy;
}

function serializeOrderValue(value: unknown): string | number {
  if (value instanceof Date) return value.toISOString();
  return value as string | number;
}

function applyFilters(query: UsersQuery, f: UserFilters, admin: boolean): UsersQuery {
  let q = query;
  if (f.ids) q = q.where('users.id', 'in', f.ids.length > 0 ? [...f.ids] : [-1]);
  if (f.usernames) {
    const names = f.usernames.map((n) => n.toLowerCase());
    q = q.where(sql<string>`lower(users.username)`, 'in', names.length > 0 ? names : ['']);
  }
  if (f.username !== undefined) q = q.where(sql<boolean>`lower(users.username) = lower(${f.username})`);
  if (f.search) q = bySearch(q, f.search, admin);
  if (f.active) q = q.where('users.state', '=', 'active');
  if (f.blocked) q = q.where('users.state', 'in', ['blocked', 'ldap_blocked']);
  if (f.external) q = q.where('users.external', '=', true);
  if (f.excludeExternal) q = q.where('users.external', '=', false);
  if (f.excludeInternal) q = q.where('users.user_type', '=', 'human');
  if (f.withoutProjectBots) q = q.where('users.user_type', '<>', 'project_bot');
  if (f.createdAfter) q = q.where('users.created_at', '>=', f.createdAfter);
  if (f.createdBefore) q = q.where('users.created_at', '<=', f.createdBefore);
  if (f.admins) q = q.where('users.admin', '=', true);
  if (f.twoFactor) q = q.where('users.two_factor_enabled', '=', f.twoFactor === 'enabled');
  if (f.withoutProjects) {
    q = q.where(
      sql<boolean>`not exists (select 1 from members m where m.user_id = users.id and m.source_type = 'Project')
        and not exists (select 1 from projects p join namespaces n on n.id = p.namespace_id where n.owner_id = users.id)`,
    );
  }
  if (f.externUid !== undefined && f.provider !== undefined) {
    q = q.where(
      sql<boolean>`exists (select 1 from identities i where i.user_id = users.id and i.provider = ${f.provider} and lower(i.extern_uid) = lower(${f.externUid}))`,
    );
  }
  for (const [key, value] of Object.entries(f.customAttributes ?? {})) {
    q = q.where(
      sql<boolean>`exists (select 1 from custom_attributes c where c.subject_type = 'User' and c.subject_id = users.id and c.key = ${key} and c.value = ${value})`,
    );
  }
  return q;
}

/**
 * `search`: a full email address matches exactly (public email, or any email for administrators);
 * anything else matches name, username or public email partially.
 */
function bySearch(query: UsersQuery, search: string, admin: boolean): UsersQuery {
  const term = search.trim();
  if (/^[^@\s]+@[^@\s]+$/.test(term)) {
    return query.where((eb) =>
      eb.or([
        eb(sql<string>`lower(users.public_email)`, '=', term.toLowerCase()),
        ...(admin ? [eb(sql<string>`lower(users.email)`, '=', term.toLowerCase())] : []),
      ]),
    );
  }
  const pattern = `%${escapeLike(term)}%`;
  return query.where((eb) =>
    eb.or([
      eb('users.name', 'ilike', pattern),
      eb('users.username', 'ilike', pattern),
      eb('users.public_email', 'ilike', pattern),
      ...(admin ? [eb('users.email', 'ilike', pattern)] : []),
    ]),
  );
}
