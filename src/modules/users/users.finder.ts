import type { MikroORM } from '@mikro-orm/postgresql';
import { sql, type SelectQueryBuilder } from 'kysely';
import { isAdmin, type Actor } from '../../core/actor.ts';
import { forbidden, methodNotAllowed } from '../../core/errors.ts';
import {
  paginate,
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

  async list(actor: Actor, filters: UserFilters, page: PageRequest): Promise<Page<User>> {
    const admin = isAdmin(actor);
    if (filters.external !== undefined && !admin) throw forbidden();
    const effective: UserFilters = admin ? filters : omitAdminOnly(filters);
    const orderBy = effective.orderBy ?? 'id';
    const sort = effective.sort ?? 'desc';
    if (page.kind === 'offset' && page.page * page.perPage > this.options.offsetLimit) {
      throw methodNotAllowed(
        `Offset pagination has a maximum allowed offset of ${this.options.offsetLimit} for requests that return objects of type User. Remaining records can be retrieved using keyset pagination.`,
      );
    }

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
    const users = await this.orm.em.find(
      User,
      { id: { $in: rows.items.map((r) => r.id) } },
      { populate: ['createdBy'] },
    );
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
