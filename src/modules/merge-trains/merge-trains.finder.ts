import type { MikroORM } from '@mikro-orm/postgresql';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import {
  ACTIVE_STATUSES,
  COMPLETE_STATUSES,
  type CarRow,
  type CarStatus,
  type CarView,
} from './merge-train-car.ts';

export interface CarFilters {
  targetBranches?: readonly string[];
  /** `active`: on a train; `complete`: merged by one. */
  scope?: 'active' | 'complete';
  statuses?: readonly CarStatus[];
  sort?: 'asc' | 'desc';
}

interface ViewRow {
  id: number;
  status: CarStatus;
  target_branch: string;
  target_project_id: number;
  project_path: string;
  created_at: number;
  updated_at: number;
  merged_at: number | null;
  duration: number | null;
  mr_id: number;
  mr_iid: number;
  mr_title: string;
  mr_description: string | null;
  mr_state: string;
  mr_created_at: number;
  mr_updated_at: number;
  user_id: number | null;
  user_name: string | null;
  user_username: string | null;
  user_state: string | null;
  user_avatar: string | null;
  user_email: string | null;
  pipeline_id: number | null;
  pipeline_iid: number | null;
  pipeline_sha: string | null;
  pipeline_ref: string | null;
  pipeline_status: string | null;
  pipeline_source: string | null;
  pipeline_created_at: number | null;
  pipeline_updated_at: number | null;
  car_index: number | null;
}

/** Cars of merge trains, with what presenting them needs, in one statement per list. */
export class MergeTrainsFinder {
  private readonly orm: MikroORM;

  constructor(orm: MikroORM) {
    this.orm = orm;
  }

  get db(): Kysely<Database> {
    return this.orm.em.fork().getKysely<Database>();
  }

  /** The cars of a project (every train, or those of some target branches), by id. */
  async list(projectId: number, filters: CarFilters): Promise<CarView[]> {
    const conditions = [sql`c.target_project_id = ${projectId}`];
    if (filters.targetBranches)
      conditions.push(sql`c.target_branch = any(${[...filters.targetBranches]}::text[])`);
    const statuses =
      filters.statuses ??
      (filters.scope === 'active'
        ? ACTIVE_STATUSES
        : filters.scope === 'complete'
          ? COMPLETE_STATUSES
          : null);
    if (statuses) conditions.push(sql`c.status = any(${[...statuses]}::text[])`);
    const order = filters.sort === 'asc' ? sql`c.id asc` : sql`c.id desc`;
    return this.views(sql.join(conditions, sql` and `), order);
  }

  /** The newest car of a merge request (on a train now, or merged by one), or null. */
  async ofMergeRequest(mergeRequestId: number): Promise<CarView | null> {
    const [view] = await this.views(sql`c.merge_request_id = ${mergeRequestId}`, sql`c.id desc`, 1);
    return view ?? null;
  }

  /** Cars by id, in no particular order. */
  async byIds(ids: readonly number[]): Promise<CarView[]> {
    if (ids.length === 0) return [];
    return this.views(sql`c.id = any(${[...ids]}::int[])`, sql`c.id`);
  }

  /** Rows of cars by id. */
  async rows(ids: readonly number[]): Promise<CarRow[]> {
    if (ids.length === 0) return [];
    const { rows } =
      await sql<CarRow>`select * from merge_train_cars where id = any(${[...ids]}::int[])`.execute(this.db);
    return rows;
  }

  /** The active cars of one train, front first. */
  async activeCars(db: Kysely<Database>, projectId: number, targetBranch: string): Promise<CarRow[]> {
    const { rows } = await sql<CarRow>`
      select * from merge_train_cars
      where target_project_id = ${projectId} and target_branch = ${targetBranch}
        and status = any(${[...ACTIVE_STATUSES]}::text[])
      order by id`.execute(db);
    return rows;
  }

  /** The active car of a merge request, or null. */
  async activeCarOf(db: Kysely<Database>, mergeRequestId: number): Promise<CarRow | null> {
    const { rows } = await sql<CarRow>`
      select * from merge_train_cars
      where merge_request_id = ${mergeRequestId} and status = any(${[...ACTIVE_STATUSES]}::text[])`.execute(
      db,
    );
    return rows[0] ?? null;
  }

  private async views(
    where: ReturnType<typeof sql>,
    order: ReturnType<typeof sql>,
    limit?: number,
  ): Promise<CarView[]> {
    const { rows } = await sql<ViewRow>`
      select c.id, c.status, c.target_branch, c.target_project_id, p.full_path as project_path,
        (extract(epoch from c.created_at) * 1000)::float8 as created_at, (extract(epoch from c.updated_at) * 1000)::float8 as updated_at, (extract(epoch from c.merged_at) * 1000)::float8 as merged_at, c.duration,
        m.id as mr_id, m.iid as mr_iid, m.title as mr_title, m.description as mr_description,
        m.state as mr_state, (extract(epoch from m.created_at) * 1000)::float8 as mr_created_at, (extract(epoch from m.updated_at) * 1000)::float8 as mr_updated_at,
        u.id as user_id, u.name as user_name, u.username as user_username, u.state as user_state,
        u.avatar as user_avatar, u.email as user_email,
        pl.id as pipeline_id, pl.iid as pipeline_iid, pl.sha as pipeline_sha, pl.ref as pipeline_ref,
        pl.status as pipeline_status, pl.source as pipeline_source, (extract(epoch from pl.created_at) * 1000)::float8 as pipeline_created_at,
        (extract(epoch from pl.updated_at) * 1000)::float8 as pipeline_updated_at,
        case when c.status = any(${[...ACTIVE_STATUSES]}::text[]) then (select count(*)::int from merge_train_cars o
          where o.target_project_id = c.target_project_id and o.target_branch = c.target_branch
            and o.status = any(${[...ACTIVE_STATUSES]}::text[]) and o.id < c.id) end as car_index
      from merge_train_cars c
      join merge_requests m on m.id = c.merge_request_id
      join projects p on p.id = c.target_project_id
      left join users u on u.id = c.user_id
      left join ci_pipelines pl on pl.id = c.pipeline_id
      where ${where}
      order by ${order}
      ${limit === undefined ? sql`` : sql`limit ${limit}`}`.execute(this.db);
    return rows.map(viewOfRow);
  }
}

function viewOfRow(r: ViewRow): CarView {
  return {
    id: r.id,
    status: r.status,
    targetBranch: r.target_branch,
    projectId: r.target_project_id,
    projectPath: r.project_path,
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
    mergedAt: r.merged_at === null ? null : new Date(r.merged_at),
    duration: r.duration,
    index: r.car_index,
    mergeRequest: {
      id: r.mr_id,
      iid: r.mr_iid,
      projectId: r.target_project_id,
      title: r.mr_title,
      description: r.mr_description,
      state: r.mr_state,
      createdAt: new Date(r.mr_created_at),
      updatedAt: new Date(r.mr_updated_at),
    },
    user:
      r.user_id === null
        ? null
        : {
            id: r.user_id,
            name: r.user_name!,
            username: r.user_username!,
            state: r.user_state!,
            avatar: r.user_avatar,
            email: r.user_email!,
          },
    pipeline:
      r.pipeline_id === null
        ? null
        : {
            id: r.pipeline_id,
            iid: r.pipeline_iid!,
            projectId: r.target_project_id,
            sha: r.pipeline_sha!,
            ref: r.pipeline_ref!,
            status: r.pipeline_status!,
            source: r.pipeline_source!,
            createdAt: new Date(r.pipeline_created_at!),
            updatedAt: new Date(r.pipeline_updated_at!),
          },
  };
}
