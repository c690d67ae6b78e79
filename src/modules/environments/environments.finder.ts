import { sql, type Kysely } from 'kysely';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
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
import type { DeploymentStatus, EnvironmentState } from './environment.entity.ts';
import {
  DEPLOYMENT_COLUMNS,
  ENVIRONMENT_COLUMNS,
  type DeploymentView,
  type EnvironmentView,
} from './environment-view.ts';

export interface EnvironmentFilters {
  name?: string;
  /** Names containing it (GitLab: at least three characters). */
  search?: string;
  states?: EnvironmentState[];
  /** GraphQL `type`: the folder part of the name (`review` of `review/app`). */
  type?: string;
}

export interface DeploymentFilters {
  environment?: string;
  status?: DeploymentStatus;
  updatedAfter?: Date;
  updatedBefore?: Date;
  finishedAfter?: Date;
  finishedBefore?: Date;
}

export const DEPLOYMENT_ORDERS = ['id', 'iid', 'created_at', 'updated_at', 'finished_at', 'ref'] as const;
/** How GraphQL's `Environment.deployments` orders (GitLab's `DeploymentsOrderByInput`). */
export interface DeploymentNodeOrder {
  by: 'created_at' | 'finished_at';
  direction: 'asc' | 'desc';
}

export type DeploymentOrder = (typeof DEPLOYMENT_ORDERS)[number];

type EnvironmentRow = EnvironmentView & { order_key: number };
type DeploymentRow = DeploymentView & { order_us: string | null };

/** Ids beyond PostgreSQL's `integer` name no record. */
export function int4(ids: readonly number[]): number[] {
  return ids.filter((id) => Number.isInteger(id) && id >= 1 && id <= 2147483647);
}

function byId<Row extends { id: number }>(direction: 'asc' | 'desc' = 'asc'): OrderColumn<Row> {
  return { column: 'x.id', direction, value: (r) => r.id };
}

/** Environment and deployment queries: lists with GitLab's filters, lookups by id and by name. */
export class EnvironmentsFinder {
  private readonly orm: MikroORM;

  constructor(orm: MikroORM) {
    this.orm = orm;
  }

  private get db(): Kysely<Database> {
    return kysely(this.orm.em.fork());
  }

  private environments(filters: EnvironmentFilters) {
    const table = sql<EnvironmentRow>`(select ${sql.raw(ENVIRONMENT_COLUMNS)}, e.id as order_key from environments e)`;
    let query = this.db.selectFrom(table.as('x')).selectAll('x');
    if (filters.name !== undefined) query = query.where(sql<boolean>`x.name = ${filters.name}`);
    if (filters.search) {
      query = query.where(sql<boolean>`x.name ilike ${`%${escapeLike(filters.search)}%`}`);
    }
    if (filters.states?.length) query = query.where(sql<boolean>`x.state = any(${filters.states})`);
    if (filters.type) query = query.where(sql<boolean>`x.name like ${`${escapeLike(filters.type)}/%`}`);
    return query;
  }

  /** A page of one project's environments, oldest first (GitLab orders the API list by id). */
  page(projectId: number, filters: EnvironmentFilters, request: PageRequest): Promise<Page<EnvironmentView>> {
    const query = this.environments(filters).where(sql<boolean>`x."projectId" = ${projectId}`);
    return paginate(this.db, query, [byId<EnvironmentRow>()], request);
  }

  /** The same page of environments for several projects, in one statement (GraphQL). */
  pageByProject(
    projectIds: readonly number[],
    filters: EnvironmentFilters,
    request: KeysetPageRequest,
  ): Promise<Map<number, Page<EnvironmentView>>> {
    return paginateByParent(
      this.db,
      this.environments(filters),
      { column: 'x.projectId', value: (r) => r.projectId },
      projectIds,
      [byId<EnvironmentRow>()],
      request,
    );
  }

  async byIds(ids: readonly number[], em?: EntityManager): Promise<EnvironmentView[]> {
    const valid = int4(ids);
    if (valid.length === 0) return [];
    const { rows } = await sql<EnvironmentView>`
      select ${sql.raw(ENVIRONMENT_COLUMNS)} from environments e where e.id = any(${valid})`.execute(
      em ? kysely(em) : this.db,
    );
    return rows;
  }

  async byName(projectId: number, name: string, em?: EntityManager): Promise<EnvironmentView | null> {
    const { rows } = await sql<EnvironmentView>`
      select ${sql.raw(ENVIRONMENT_COLUMNS)} from environments e
      where e.project_id = ${projectId} and e.name = ${name}`.execute(em ? kysely(em) : this.db);
    return rows[0] ?? null;
  }

  /** Available environments whose auto-stop time has passed (the sweep). */
  async expired(limit: number): Promise<EnvironmentView[]> {
    const { rows } = await sql<EnvironmentView>`
      select ${sql.raw(ENVIRONMENT_COLUMNS)} from environments e
      where e.auto_stop_at <= now() and e.state = 'available' order by e.auto_stop_at limit ${limit}`.execute(
      this.db,
    );
    return rows;
  }

  /** Available environments of a project not deployed to (or changed) since `before`. */
  async stale(projectId: number, before: Date, limit: number): Promise<EnvironmentView[]> {
    const { rows } = await sql<EnvironmentView>`
      select ${sql.raw(ENVIRONMENT_COLUMNS)} from environments e
      where e.project_id = ${projectId} and e.state = 'available'
        and coalesce((select max(d.updated_at) from deployments d where d.environment_id = e.id), e.updated_at) < ${before}
      order by e.id limit ${limit}`.execute(this.db);
    return rows;
  }

  /** Stopped review apps (`review/...`) of a project made before `before`, oldest first, not yet scheduled. */
  async stoppedReviewApps(projectId: number, before: Date, limit: number): Promise<EnvironmentView[]> {
    const { rows } = await sql<EnvironmentView>`
      select ${sql.raw(ENVIRONMENT_COLUMNS)} from environments e
      where e.project_id = ${projectId} and e.state = 'stopped' and e.name like 'review/%'
        and e.auto_delete_at is null and e.created_at < ${before}
      order by e.created_at, e.id limit ${limit}`.execute(this.db);
    return rows;
  }

  // ------------------------------------------------------------------ deployments

  /** A page of a project's deployments with GitLab's filters and order. */
  deploymentPage(
    projectId: number,
    filters: DeploymentFilters,
    order: DeploymentOrder,
    direction: 'asc' | 'desc',
    request: PageRequest,
  ): Promise<Page<DeploymentView>> {
    const orderExpr = {
      id: 'd.id',
      iid: 'd.iid',
      created_at: '(extract(epoch from d.created_at) * 1000000)::bigint',
      updated_at: '(extract(epoch from d.updated_at) * 1000000)::bigint',
      finished_at: '(extract(epoch from d.finished_at) * 1000000)::bigint',
      ref: 'd.ref',
    }[order];
    const table = sql<DeploymentRow>`(
      select ${sql.raw(DEPLOYMENT_COLUMNS)}, ${sql.raw(orderExpr)} as order_us, e.name as environment_name,
        d.updated_at as updated_raw, d.finished_at as finished_raw
      from deployments d join environments e on e.id = d.environment_id
      where d.project_id = ${projectId})`;
    let query = this.db.selectFrom(table.as('x')).selectAll('x');
    if (filters.environment !== undefined) {
      query = query.where(sql<boolean>`x.environment_name = ${filters.environment}`);
    }
    if (filters.status) query = query.where(sql<boolean>`x.status = ${filters.status}`);
    if (filters.updatedAfter) query = query.where(sql<boolean>`x.updated_raw > ${filters.updatedAfter}`);
    if (filters.updatedBefore) query = query.where(sql<boolean>`x.updated_raw < ${filters.updatedBefore}`);
    if (filters.finishedAfter) query = query.where(sql<boolean>`x.finished_raw > ${filters.finishedAfter}`);
    if (filters.finishedBefore) query = query.where(sql<boolean>`x.finished_raw < ${filters.finishedBefore}`);
    const columns: OrderColumn<DeploymentRow>[] =
      order === 'id'
        ? [byId<DeploymentRow>(direction)]
        : [{ column: 'x.order_us', direction, value: (r) => r.order_us }, byId<DeploymentRow>(direction)];
    return paginate(this.db, query, columns, request);
  }

  async deploymentsByIds(ids: readonly number[], em?: EntityManager): Promise<DeploymentView[]> {
    const valid = int4(ids);
    if (valid.length === 0) return [];
    const { rows } = await sql<DeploymentView>`
      select ${sql.raw(DEPLOYMENT_COLUMNS)} from deployments d where d.id = any(${valid})`.execute(
      em ? kysely(em) : this.db,
    );
    return rows;
  }

  async deploymentByIid(projectId: number, iid: number): Promise<DeploymentView | null> {
    if (!Number.isInteger(iid) || iid < 1 || iid > 2147483647) return null;
    const { rows } = await sql<DeploymentView>`
      select ${sql.raw(DEPLOYMENT_COLUMNS)} from deployments d
      where d.project_id = ${projectId} and d.iid = ${iid}`.execute(this.db);
    return rows[0] ?? null;
  }

  async deploymentsOfJobs(jobIds: readonly number[], em?: EntityManager): Promise<DeploymentView[]> {
    const valid = int4(jobIds);
    if (valid.length === 0) return [];
    const { rows } = await sql<DeploymentView>`
      select ${sql.raw(DEPLOYMENT_COLUMNS)} from deployments d where d.job_id = any(${valid})`.execute(
      em ? kysely(em) : this.db,
    );
    return rows;
  }

  /**
   * The last deployment of each environment (GitLab's `last_deployment`: the latest successful
   * one), in one statement.
   */
  async lastDeployments(environmentIds: readonly number[]): Promise<Map<number, DeploymentView>> {
    const valid = int4(environmentIds);
    if (valid.length === 0) return new Map();
    const { rows } = await sql<DeploymentView>`
      select distinct on (d.environment_id) ${sql.raw(DEPLOYMENT_COLUMNS)} from deployments d
      where d.environment_id = any(${valid}) and d.status = 'success'
      order by d.environment_id, d.id desc`.execute(this.db);
    return new Map(rows.map((r) => [r.environmentId, r]));
  }

  /** A page of the deployments of each environment, newest first, in one statement (GraphQL). */
  deploymentsByEnvironment(
    environmentIds: readonly number[],
    request: KeysetPageRequest,
    statuses?: readonly DeploymentStatus[],
    order: DeploymentNodeOrder = { by: 'created_at', direction: 'desc' },
  ): Promise<Map<number, Page<DeploymentView>>> {
    // Finished times at full precision (microseconds), unfinished ones first: a cursor never skips a tie.
    const table = sql<DeploymentView & { finishedSort: string }>`(select ${sql.raw(DEPLOYMENT_COLUMNS)},
      coalesce((extract(epoch from d.finished_at) * 1000000)::bigint, -1) as "finishedSort"
      from deployments d)`;
    let query = this.db.selectFrom(table.as('x')).selectAll('x');
    if (statuses?.length) query = query.where('x.status', 'in', [...statuses]);
    const columns: OrderColumn<DeploymentView & { finishedSort: string }>[] =
      order.by === 'finished_at'
        ? [{ column: 'x.finishedSort', direction: order.direction, value: (r) => r.finishedSort }]
        : [];
    return paginateByParent(
      this.db,
      query,
      { column: 'x.environmentId', value: (r) => r.environmentId },
      int4(environmentIds),
      [...columns, byId(order.direction)],
      request,
    );
  }
}
