import type { MikroORM } from '@mikro-orm/postgresql';
import { sql, type SelectQueryBuilder } from 'kysely';
import { paginate, type Page, type PageRequest } from '../../core/pagination.ts';
import type { Database } from '../../db/database.ts';
import { escapeLike } from '../../db/sql.ts';
import { PersonalAccessToken } from './personal-access-token.entity.ts';

/** Filters of GET /personal_access_tokens and the impersonation token list. */
export interface TokenFilters {
  userId?: number;
  impersonation?: boolean;
  /** `active`: neither revoked nor expired; `inactive`: either. */
  state?: 'all' | 'active' | 'inactive';
  revoked?: boolean;
  search?: string;
  createdBefore?: Date;
  createdAfter?: Date;
  lastUsedBefore?: Date;
  lastUsedAfter?: Date;
  expiresBefore?: string;
  expiresAfter?: string;
}

type TokensQuery = SelectQueryBuilder<Database, 'personal_access_tokens', { id: number }>;

/** Token lists: one small filter per parameter, newest first, offset or keyset pages. */
export class TokensFinder {
  private readonly orm: MikroORM;

  constructor(orm: MikroORM) {
    this.orm = orm;
  }

  async list(filters: TokenFilters, page: PageRequest): Promise<Page<PersonalAccessToken>> {
    const db = this.orm.em.getKysely<Database>();
    const query = applyFilters(db.selectFrom('personal_access_tokens').select('id'), filters);
    const rows = await paginate(db, query, [{ column: 'id', direction: 'desc', value: (r) => r.id }], page);
    const ids = rows.items.map((r) => r.id);
    const tokens = ids.length > 0 ? await this.orm.em.find(PersonalAccessToken, { id: { $in: ids } }) : [];
    const byId = new Map(tokens.map((t) => [t.id, t]));
    return { ...rows, items: ids.map((id) => byId.get(id)!) };
  }
}

function applyFilters(query: TokensQuery, f: TokenFilters): TokensQuery {
  let q = query;
  if (f.userId !== undefined) q = q.where('user_id', '=', f.userId);
  if (f.impersonation !== undefined) q = q.where('impersonation', '=', f.impersonation);
  if (f.state === 'active') {
    q = q.where('revoked', '=', false).where(sql<boolean>`(expires_at is null or expires_at > current_date)`);
  }
  if (f.state === 'inactive') q = q.where(sql<boolean>`(revoked or expires_at <= current_date)`);
  if (f.revoked !== undefined) q = q.where('revoked', '=', f.revoked);
  if (f.search) q = q.where('name', 'ilike', `%${escapeLike(f.search)}%`);
  if (f.createdBefore) q = q.where('created_at', '<=', f.createdBefore);
  if (f.createdAfter) q = q.where('created_at', '>=', f.createdAfter);
  if (f.lastUsedBefore) q = q.where('last_used_at', '<=', f.lastUsedBefore);
  if (f.lastUsedAfter) q = q.where('last_used_at', '>=', f.lastUsedAfter);
  if (f.expiresBefore) q = q.where(sql<boolean>`expires_at < ${f.expiresBefore}::date`);
  if (f.expiresAfter) q = q.where(sql<boolean>`expires_at >= ${f.expiresAfter}::date`);
  return q;
}
