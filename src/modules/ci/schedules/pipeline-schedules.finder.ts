import type { MikroORM } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import {
  paginate,
  paginateByParent,
  type KeysetPageRequest,
  type OrderColumn,
  type Page,
  type SortDirection,
} from '../../../core/pagination.ts';
import { kysely } from '../../../db/database.ts';
import { Pipeline } from '../pipelines/pipeline.entity.ts';
import { PipelineSchedule, PipelineScheduleVariable } from './pipeline-schedule.entity.ts';

export const SCHEDULE_SORTS = [
  'id_desc',
  'id_asc',
  'description_asc',
  'description_desc',
  'ref_asc',
  'ref_desc',
  'next_run_at_asc',
  'next_run_at_desc',
  'created_at_asc',
  'created_at_desc',
  'updated_at_asc',
  'updated_at_desc',
] as const;
export type ScheduleSort = (typeof SCHEDULE_SORTS)[number];

export interface ScheduleListFilters {
  status?: 'active' | 'inactive';
  ids?: number[];
}

/** Sort keys as text that orders as the column does; a missing next run sorts last. */
const SORT_KEYS: Record<string, string> = {
  id: 's.id::text',
  description: 's.description',
  ref: 's.ref',
  next_run_at: `coalesce(to_char(s.next_run_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US'), '~')`,
  created_at: `to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US')`,
  updated_at: `to_char(s.updated_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US')`,
};

interface ScheduleRow {
  id: number;
  sort_key: string;
}

/** Schedule lists read one page at a time in SQL; variables and last pipelines for many schedules at once. */
export class PipelineSchedulesFinder {
  private readonly orm: MikroORM;

  constructor(orm: MikroORM) {
    this.orm = orm;
  }

  private get db() {
    return kysely(this.orm.em.fork());
  }

  async page(
    projectId: number,
    filters: ScheduleListFilters,
    sort: ScheduleSort,
    request: KeysetPageRequest,
  ): Promise<Page<PipelineSchedule>> {
    const db = this.db;
    const field = sort.replace(/_(asc|desc)$/, '');
    const direction: SortDirection = sort.endsWith('_asc') ? 'asc' : 'desc';
    let inner = db
      .selectFrom('ci_pipeline_schedules as s')
      .select(['s.id', sql<string>`${sql.raw(SORT_KEYS[field]!)}`.as('sort_key')])
      .where('s.project_id', '=', projectId);
    if (filters.status) inner = inner.where('s.active', '=', filters.status === 'active');
    if (filters.ids) inner = inner.where('s.id', 'in', filters.ids.length > 0 ? filters.ids : [0]);
    const query = db.selectFrom(inner.as('l')).select(['l.id', 'l.sort_key']);
    const order: OrderColumn<ScheduleRow>[] =
      field === 'id'
        ? [{ column: 'l.id', direction, value: (row) => row.id }]
        : [
            { column: 'l.sort_key', direction, value: (row) => row.sort_key },
            { column: 'l.id', direction, value: (row) => row.id },
          ];
    return paginate(db, query, order, request, { load: (rows) => this.load(rows.map((r) => r.id)) });
  }

  /** Schedules by id, in the given order (missing ones left out). */
  async load(ids: readonly number[]): Promise<PipelineSchedule[]> {
    if (ids.length === 0) return [];
    const schedules = await this.orm.em.fork().find(PipelineSchedule, { id: { $in: [...ids] } });
    const byId = new Map(schedules.map((s) => [s.id, s]));
    return ids.map((id) => byId.get(id)).filter((s): s is PipelineSchedule => s !== undefined);
  }

  /** Schedule variables by id (missing ones left out), in one query. */
  async variables(ids: readonly number[]): Promise<PipelineScheduleVariable[]> {
    if (ids.length === 0) return [];
    return this.orm.em.fork().find(PipelineScheduleVariable, { id: { $in: [...ids] } });
  }

  /** The same page of variables for each schedule, in one query. */
  async variablesBySchedule(
    scheduleIds: readonly number[],
    request: KeysetPageRequest,
  ): Promise<Map<number, Page<PipelineScheduleVariable>>> {
    const db = this.db;
    const pages = await paginateByParent(
      db,
      db.selectFrom('ci_pipeline_schedule_variables as v').select(['v.id', 'v.schedule_id']),
      { column: 'v.schedule_id', value: (row) => row.schedule_id },
      scheduleIds,
      [{ column: 'v.id', direction: 'asc', value: (row) => row.id }],
      request,
    );
    const ids = [...pages.values()].flatMap((p) => p.items.map((row) => row.id));
    const variables =
      ids.length === 0 ? [] : await this.orm.em.fork().find(PipelineScheduleVariable, { id: { $in: ids } });
    const byId = new Map(variables.map((v) => [v.id, v]));
    const result = new Map<number, Page<PipelineScheduleVariable>>();
    for (const [scheduleId, page] of pages) {
      result.set(scheduleId, { ...page, items: page.items.map((row) => byId.get(row.id)!) });
    }
    return result;
  }

  /** Pipelines by id, in one query. */
  async pipelines(ids: readonly number[]): Promise<Map<number, Pipeline>> {
    if (ids.length === 0) return new Map();
    const pipelines = await this.orm.em.fork().find(Pipeline, { id: { $in: [...ids] } });
    return new Map(pipelines.map((p) => [p.id, p]));
  }
}
