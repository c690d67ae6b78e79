import type { MikroORM } from '@mikro-orm/postgresql';
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import {
  paginate,
  paginateByParent,
  type KeysetPageRequest,
  type OrderColumn,
  type Page,
} from '../../../core/pagination.ts';
import { digestToken } from '../../../core/secrets.ts';
import { kysely } from '../../../db/database.ts';
import { escapeLike } from '../../../db/sql.ts';
import { Runner, RunnerManager } from './runner.entity.ts';
import { ONLINE_CONTACT_TIMEOUT_MS, STALE_TIMEOUT_MS, type RunnerFilters } from './runner-status.ts';

export const RUNNER_SORTS = [
  'created_desc',
  'created_asc',
  'contacted_desc',
  'contacted_asc',
  'token_expires_at_desc',
  'token_expires_at_asc',
] as const;
export type RunnerSort = (typeof RUNNER_SORTS)[number];

/** Which runners a list starts from, before its filters. */
export type RunnerListScope =
  | { kind: 'all' }
  /**
   * A group's runners as GitLab's `membership` filter names them: its own (`direct`); those of it, its
   * subgroups and their projects (`descendants`); and also its ancestors' and the instance's (`all_available`).
   */
  | { kind: 'group'; groupId: number; ancestorIds: number[]; membership: RunnerMembership }
  /** A project's own runners, its groups' and (when enabled) the instance's. */
  | { kind: 'project'; projectId: number; groupIds: number[]; withInstance: boolean }
  /**
   * A user's runners (GitLab's `ci_owned_runners`): project runners of the projects they maintain,
   * group runners of the groups they own; with `assignableTo`, only the project runners they could
   * enable in that project (not locked, not enabled there yet).
   */
  | {
      kind: 'owned';
      maintainedProjectIds: RawBuilder<{ project_id: number }>;
      ownedGroupIds: RawBuilder<{ id: number }>;
      assignableTo?: number;
    };

export const RUNNER_MEMBERSHIPS = ['direct', 'descendants', 'all_available'] as const;
export type RunnerMembership = (typeof RUNNER_MEMBERSHIPS)[number];

export interface RunnerListFilters extends RunnerFilters {
  search?: string;
  creatorId?: number;
  creatorUsername?: string;
  /** Only `not_available` matches (runners that reported a version): no newer release is known. */
  upgradeStatus?: 'invalid' | 'not_available' | 'available' | 'recommended';
}

/** What narrows and orders a runner's projects. */
export interface RunnerProjectsQuery {
  search?: string;
  sort: 'id_asc' | 'id_desc';
}

interface RunnerRow {
  id: number;
  sort_key: string | number | null;
}

/** Nullable sort columns compare as their coalesced value, so that the keyset stays total. */
const SORT_KEYS: Record<RunnerSort, { expression: string; direction: 'asc' | 'desc' }> = {
  created_desc: { expression: 'r.id', direction: 'desc' },
  created_asc: { expression: 'r.id', direction: 'asc' },
  contacted_desc: { expression: "coalesce(r.contacted_at, '-infinity')", direction: 'desc' },
  contacted_asc: { expression: "coalesce(r.contacted_at, '-infinity')", direction: 'asc' },
  token_expires_at_desc: { expression: "coalesce(r.token_expires_at, 'infinity')", direction: 'desc' },
  token_expires_at_asc: { expression: "coalesce(r.token_expires_at, 'infinity')", direction: 'asc' },
};

/** Runner lists read one page at a time in SQL; nested lists (machines, projects) for many runners at once. */
export class RunnersFinder {
  private readonly orm: MikroORM;

  constructor(orm: MikroORM) {
    this.orm = orm;
  }

  private get db() {
    return kysely(this.orm.em.fork());
  }

  async page(
    scope: RunnerListScope,
    filters: RunnerListFilters,
    sort: RunnerSort,
    request: KeysetPageRequest,
    now = new Date(),
  ): Promise<Page<Runner>> {
    const db = this.db;
    const key = SORT_KEYS[sort];
    const inner = db
      .selectFrom('ci_runners as r')
      .select(['r.id', sql<string | number | null>`${sql.raw(key.expression)}::text`.as('sort_key')])
      .where((eb) => eb.and(this.conditions(scope, filters, now)));
    const query = db.selectFrom(inner.as('s')).select(['s.id', 's.sort_key']);
    const order: OrderColumn<RunnerRow>[] =
      key.expression === 'r.id'
        ? [{ column: 's.id', direction: key.direction, value: (row) => row.id }]
        : [
            { column: 's.sort_key', direction: key.direction, value: (row) => row.sort_key },
            { column: 's.id', direction: key.direction, value: (row) => row.id },
          ];
    return paginate(db, query as never, order, request, {
      load: (rows: RunnerRow[]) => this.load(rows.map((r) => r.id)),
    });
  }

  /** Runners by id, in the given order (missing ones left out). */
  async load(ids: readonly number[]): Promise<Runner[]> {
    if (ids.length === 0) return [];
    const runners = await this.orm.em.fork().find(Runner, { id: { $in: [...ids] } });
    const byId = new Map(runners.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id)).filter((r): r is Runner => r !== undefined);
  }

  /** Runner machines by id (missing ones left out), in one query. */
  async managers(ids: readonly number[]): Promise<RunnerManager[]> {
    if (ids.length === 0) return [];
    return this.orm.em.fork().find(RunnerManager, { id: { $in: [...ids] } });
  }

  /** The same page of machines for each runner, in one query. */
  async managersByRunner(
    runnerIds: readonly number[],
    request: KeysetPageRequest,
  ): Promise<Map<number, Page<RunnerManager>>> {
    const db = this.db;
    const query = db.selectFrom('ci_runner_machines as m').select(['m.id', 'm.runner_id']);
    const pages = await paginateByParent(
      db,
      query,
      { column: 'm.runner_id', value: (row) => row.runner_id },
      runnerIds,
      [{ column: 'm.id', direction: 'asc', value: (row) => row.id }],
      request,
    );
    const ids = [...pages.values()].flatMap((p) => p.items.map((row) => row.id));
    const managers =
      ids.length === 0 ? [] : await this.orm.em.fork().find(RunnerManager, { id: { $in: ids } });
    const byId = new Map(managers.map((m) => [m.id, m]));
    const result = new Map<number, Page<RunnerManager>>();
    for (const [runnerId, page] of pages) {
      result.set(runnerId, { ...page, items: page.items.map((row) => byId.get(row.id)!) });
    }
    return result;
  }

  /** The same page of project ids for each runner (first linked first), in one query. */
  async projectIdsByRunner(
    runnerIds: readonly number[],
    filter: RunnerProjectsQuery,
    request: KeysetPageRequest,
  ): Promise<Map<number, Page<number>>> {
    const db = this.db;
    let query = db
      .selectFrom('ci_runner_projects as rp')
      .innerJoin('projects as p', 'p.id', 'rp.project_id')
      .select(['rp.id', 'rp.runner_id', 'rp.project_id']);
    if (filter.search) {
      const pattern = `%${escapeLike(filter.search)}%`;
      query = query.where((eb) =>
        eb.or([eb('p.name', 'ilike', pattern), eb('p.full_path', 'ilike', pattern)]),
      );
    }
    const pages = await paginateByParent(
      db,
      query,
      { column: 'rp.runner_id', value: (row) => row.runner_id },
      runnerIds,
      [
        {
          column: 'rp.project_id',
          direction: filter.sort === 'id_desc' ? 'desc' : 'asc',
          value: (row) => row.project_id,
        },
      ],
      request,
    );
    const result = new Map<number, Page<number>>();
    for (const [runnerId, page] of pages) {
      result.set(runnerId, { ...page, items: page.items.map((row) => row.project_id) });
    }
    return result;
  }

  /** The projects each runner is enabled in, in link order (the first owns the runner). */
  async projectLinks(runnerIds: readonly number[]): Promise<Map<number, number[]>> {
    const result = new Map<number, number[]>(runnerIds.map((id) => [id, []]));
    if (runnerIds.length === 0) return result;
    const rows = await this.db
      .selectFrom('ci_runner_projects')
      .select(['runner_id', 'project_id'])
      .where('runner_id', 'in', [...runnerIds])
      .orderBy('id')
      .execute();
    for (const row of rows) result.get(row.runner_id)?.push(row.project_id);
    return result;
  }

  /** Jobs each runner ran (counted up to `limit + 1`), in one query. */
  async jobCounts(runnerIds: readonly number[], limit: number): Promise<Map<number, number>> {
    if (runnerIds.length === 0) return new Map();
    const { rows } = await sql<{ runner_id: number; count: string }>`
      select r.id as runner_id, (select count(*) from (select 1 from ci_builds b
        where b.runner_id = r.id limit ${limit + 1}) as capped) as count
      from ci_runners r where r.id = any(${[...runnerIds]}::int[])`.execute(this.db);
    return new Map(rows.map((row) => [Number(row.runner_id), Number(row.count)]));
  }

  /** The runners (of these) running a job now. */
  async executing(runnerIds: readonly number[]): Promise<Set<number>> {
    if (runnerIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('ci_builds')
      .select('runner_id')
      .distinct()
      .where('runner_id', 'in', [...runnerIds])
      .where('status', '=', 'running')
      .execute();
    return new Set(rows.map((row) => row.runner_id!));
  }

  private conditions(scope: RunnerListScope, filters: RunnerListFilters, now: Date): Expression<SqlBool>[] {
    const conditions: Expression<SqlBool>[] = [];
    const instance = sql<SqlBool>`r.runner_type = 'instance_type'`;
    const ofGroups = (ids: number[]) =>
      ids.length > 0 ? sql<SqlBool>`r.group_id = any(${ids}::int[])` : sql<SqlBool>`false`;
    if (scope.kind === 'group') {
      const direct = sql<SqlBool>`r.group_id = ${scope.groupId}`;
      const below = sql<SqlBool>`(exists (select 1 from namespaces n
          where n.id = r.group_id and ${scope.groupId} = any(n.traversal_ids))
        or exists (select 1 from ci_runner_projects rp join projects p on p.id = rp.project_id
          join namespaces n on n.id = p.namespace_id
          where rp.runner_id = r.id and ${scope.groupId} = any(n.traversal_ids)))`;
      if (scope.membership === 'direct') conditions.push(direct);
      else if (scope.membership === 'descendants') conditions.push(below);
      else conditions.push(sql<SqlBool>`(${instance} or ${ofGroups(scope.ancestorIds)} or ${below})`);
    } else if (scope.kind === 'owned') {
      conditions.push(sql<SqlBool>`((r.runner_type = 'project_type' and exists (select 1 from ci_runner_projects rp
          where rp.runner_id = r.id and rp.project_id in ${scope.maintainedProjectIds}))
        or (r.runner_type = 'group_type' and r.group_id in ${scope.ownedGroupIds}))`);
      if (scope.assignableTo !== undefined) {
        conditions.push(sql<SqlBool>`(r.runner_type = 'project_type' and not r.locked
          and not exists (select 1 from ci_runner_projects rp
            where rp.runner_id = r.id and rp.project_id = ${scope.assignableTo}))`);
      }
    } else if (scope.kind === 'project') {
      conditions.push(sql<SqlBool>`(${scope.withInstance ? instance : sql`false`} or ${ofGroups(scope.groupIds)}
        or exists (select 1 from ci_runner_projects rp where rp.runner_id = r.id and rp.project_id = ${scope.projectId}))`);
    }
    if (filters.type) conditions.push(sql<SqlBool>`r.runner_type = ${filters.type}`);
    if (filters.paused !== undefined) conditions.push(sql<SqlBool>`r.paused = ${filters.paused}`);
    if (filters.tagList && filters.tagList.length > 0)
      conditions.push(sql<SqlBool>`r.tag_list @> ${filters.tagList}::text[]`);
    if (filters.versionPrefix)
      conditions.push(sql<SqlBool>`r.version like ${`${escapeLike(filters.versionPrefix)}%`}`);
    if (filters.creatorId !== undefined) conditions.push(sql<SqlBool>`r.creator_id = ${filters.creatorId}`);
    if (filters.upgradeStatus !== undefined) {
      conditions.push(
        filters.upgradeStatus === 'not_available' ? sql<SqlBool>`r.version is not null` : sql<SqlBool>`false`,
      );
    }
    if (filters.creatorUsername !== undefined) {
      conditions.push(sql<SqlBool>`r.creator_id in (select u.id from users u
        where lower(u.username) = lower(${filters.creatorUsername}))`);
    }
    if (filters.search) {
      conditions.push(sql<SqlBool>`(r.description ilike ${`%${escapeLike(filters.search)}%`}
        or r.token_digest = ${digestToken(filters.search)})`);
    }
    for (const value of [filters.status, filters.scope]) {
      if (value) conditions.push(statusCondition(value, now));
    }
    return conditions;
  }
}

/** GitLab's runner statuses (and the deprecated scopes) as SQL over contact and creation times. */
function statusCondition(value: NonNullable<RunnerFilters['status'] | RunnerFilters['scope']>, now: Date) {
  const onlineSince = new Date(now.getTime() - ONLINE_CONTACT_TIMEOUT_MS);
  const staleBefore = new Date(now.getTime() - STALE_TIMEOUT_MS);
  const stale = sql<SqlBool>`(r.created_at <= ${staleBefore} and (r.contacted_at is null or r.contacted_at <= ${staleBefore}))`;
  switch (value) {
    case 'active':
      return sql<SqlBool>`not r.paused`;
    case 'paused':
      return sql<SqlBool>`r.paused`;
    case 'specific':
      return sql<SqlBool>`r.runner_type <> 'instance_type'`;
    case 'shared':
      return sql<SqlBool>`r.runner_type = 'instance_type'`;
    case 'online':
      return sql<SqlBool>`r.contacted_at > ${onlineSince}`;
    case 'offline':
      return sql<SqlBool>`(r.contacted_at <= ${onlineSince} and not ${stale})`;
    case 'stale':
      return stale;
    case 'never_contacted':
      return sql<SqlBool>`(r.contacted_at is null and not ${stale})`;
  }
}
