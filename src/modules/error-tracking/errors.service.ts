import { sql } from 'kysely';
import type { Actor } from '../../core/actor.ts';
import { invalidField, notFound } from '../../core/errors.ts';
import { paginate, type OrderColumn, type Page, type PageRequest } from '../../core/pagination.ts';
import { authorize } from '../../core/policy.ts';
import { kysely } from '../../db/database.ts';
import type { ModuleDeps } from '../../services.ts';
import type { ProjectSubject } from '../projects/projects.policy.ts';
import { ERROR_STATUSES, type ErrorStatus } from './error-tracking.entity.ts';
import type { ErrorTallyFolder } from './error-tally-folder.ts';
import type { ErrorEventRow, ErrorFrequency, ErrorRow } from './error-tracking-views.ts';

/** Days errors and events are kept after they were last seen (the spec's limit, as GitLab.com). */
export const ERROR_RETENTION_DAYS = 90;
/** Rows removed per statement by the retention sweep. */
const PURGE_BATCH = 1000;

export const ERROR_SORTS = ['last_seen_desc', 'first_seen_desc', 'frequency_desc'] as const;
export type ErrorSort = (typeof ERROR_SORTS)[number];

export interface ErrorFilters {
  status?: ErrorStatus;
  search?: string;
  sort?: ErrorSort;
}

const ORDERS: Record<ErrorSort, readonly OrderColumn<ErrorRow>[]> = {
  last_seen_desc: [
    { column: 'last_seen_at', direction: 'desc', value: (r) => at(r.last_seen_at).toISOString() },
    { column: 'id', direction: 'desc', value: (r) => r.id },
  ],
  first_seen_desc: [
    { column: 'first_seen_at', direction: 'desc', value: (r) => at(r.first_seen_at).toISOString() },
    { column: 'id', direction: 'desc', value: (r) => r.id },
  ],
  frequency_desc: [
    { column: 'event_count', direction: 'desc', value: (r) => r.event_count },
    { column: 'id', direction: 'desc', value: (r) => r.id },
  ],
};

/**
 * A project's errors (Reporter: `read_sentry_issue`), their events, and their status (Developer:
 * `update_sentry_issue`); and the retention sweep. Lists are one statement per page. Every read of
 * errors folds the collector's tallies first, so that it counts each event answered before it.
 */
export class ErrorsService {
  private readonly deps: ModuleDeps;
  private readonly tallies: ErrorTallyFolder;

  constructor(deps: ModuleDeps, tallies: ErrorTallyFolder) {
    this.deps = deps;
    this.tallies = tallies;
  }

  async list(
    actor: Actor,
    idOrPath: string | number,
    filters: ErrorFilters,
    request: PageRequest,
  ): Promise<Page<ErrorRow>> {
    const subject = await this.readable(actor, idOrPath);
    return this.listOf(subject.project.id, filters, request);
  }

  /** The list of a project already checked (GraphQL's `sentryErrors` checked it once). */
  async listOf(projectId: number, filters: ErrorFilters, request: PageRequest): Promise<Page<ErrorRow>> {
    await this.tallies.fold();
    const db = kysely(this.deps.orm.em.fork());
    let query = db
      .selectFrom('error_tracking_errors')
      .select([
        'id',
        'project_id',
        'fingerprint',
        'name',
        'description',
        'actor',
        'platform',
        'status',
        'event_count',
        'first_seen_at',
        'last_seen_at',
      ])
      .select([
        sql<number>`(select count(*)::int from error_tracking_error_users u where u.error_id = error_tracking_errors.id)`.as(
          'user_count',
        ),
        sql<string>`(select p.name from projects p where p.id = error_tracking_errors.project_id)`.as(
          'project_name',
        ),
        sql<string>`(select p.path from projects p where p.id = error_tracking_errors.project_id)`.as(
          'project_path',
        ),
      ])
      .where('project_id', '=', projectId);
    if (filters.status) query = query.where('status', '=', filters.status);
    if (filters.search) {
      const pattern = `%${filters.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('description', 'ilike', pattern)]));
    }
    return paginate<ErrorRow, ErrorRow>(
      db,
      query as never,
      ORDERS[filters.sort ?? 'last_seen_desc'],
      request,
      {
        load: (rows: ErrorRow[]) => Promise.resolve(rows.map(errorRow)),
      },
    );
  }

  async get(actor: Actor, idOrPath: string | number, errorId: number): Promise<ErrorRow> {
    const subject = await this.readable(actor, idOrPath);
    return this.find(subject.project.id, errorId);
  }

  /** GraphQL names an error by its global ID within the project it asks through. */
  async find(projectId: number, errorId: number): Promise<ErrorRow> {
    const [row] = await this.rows([errorId], projectId);
    if (!row) throw notFound('Error');
    return row;
  }

  /** Errors by id for DataLoader: those of projects whose errors the actor reads, null for the others. */
  async loadMany(actor: Actor, ids: readonly number[]): Promise<(ErrorRow | null)[]> {
    if (ids.length === 0) return [];
    const rows = await this.rows(ids, null);
    const readable = await this.deps.projects.withAbility(
      actor,
      'read_sentry_issue',
      rows.map((r) => r.project_id),
    );
    const byId = new Map(rows.filter((r) => readable.has(r.project_id)).map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  /** The release of an error's first and latest events (the SDK's `release`), when they name one. */
  async releases(errorId: number): Promise<{ first: string | null; last: string | null }> {
    const result = await sql<{ first: string | null; last: string | null }>`
      select
        (select payload->>'release' from error_tracking_error_events where error_id = ${errorId}
          order by occurred_at asc, id asc limit 1) as first,
        (select payload->>'release' from error_tracking_error_events where error_id = ${errorId}
          order by occurred_at desc, id desc limit 1) as last`.execute(kysely(this.deps.orm.em.fork()));
    return result.rows[0] ?? { first: null, last: null };
  }

  /**
   * How many events each error had in each of the last 24 hours, as GitLab's integrated error
   * tracking answers `frequency`: 24 hourly buckets (UTC), oldest first, empty hours as 0. For
   * DataLoader: one statement for any number of errors (the caller read them).
   */
  async frequencies(errorIds: readonly number[]): Promise<Map<number, ErrorFrequency[]>> {
    const ids = [...new Set(errorIds)];
    if (ids.length === 0) return new Map();
    const result = await sql<{ error_id: number; hour: Date | string; count: number }>`
      with window_start as (
        select date_trunc('hour', now(), 'UTC') - interval '23 hours' as at
      ), counts as (
        select ev.error_id, date_trunc('hour', ev.occurred_at, 'UTC') as hour, count(*)::int as count
        from error_tracking_error_events ev, window_start w
        where ev.error_id = any(${ids}::int[]) and ev.occurred_at >= w.at
        group by 1, 2
      )
      select ids.error_id, h.hour, coalesce(c.count, 0)::int as count
      from unnest(${ids}::int[]) as ids(error_id)
      cross join window_start w
      cross join generate_series(w.at, w.at + interval '23 hours', interval '1 hour') as h(hour)
      left join counts c on c.error_id = ids.error_id and c.hour = h.hour
      order by ids.error_id, h.hour`.execute(kysely(this.deps.orm.em.fork()));
    const byError = new Map<number, ErrorFrequency[]>();
    for (const row of result.rows) {
      let buckets = byError.get(row.error_id);
      if (!buckets) byError.set(row.error_id, (buckets = []));
      buckets.push({ time: at(row.hour), count: row.count });
    }
    return byError;
  }

  private async rows(ids: readonly number[], projectId: number | null): Promise<ErrorRow[]> {
    await this.tallies.fold();
    const result = await sql<ErrorRow>`
      select e.id, e.project_id, e.fingerprint, e.name, e.description, e.actor, e.platform, e.status,
        e.event_count, e.first_seen_at, e.last_seen_at, p.name as project_name, p.path as project_path,
        (select count(*)::int from error_tracking_error_users u where u.error_id = e.id) as user_count
      from error_tracking_errors e join projects p on p.id = e.project_id
      where e.id = any(${[...ids]}::int[]) and (${projectId}::int is null or e.project_id = ${projectId}::int)`.execute(
      kysely(this.deps.orm.em.fork()),
    );
    return result.rows.map(errorRow);
  }

  /** PUT status: `unresolved`, `resolved` or `ignored`. A resolved error reopens on its next event. */
  async updateStatus(
    actor: Actor,
    idOrPath: string | number,
    errorId: number,
    status: string,
  ): Promise<ErrorRow> {
    const subject = await this.readable(actor, idOrPath);
    authorize(actor, 'update_sentry_issue', subject);
    if (!(ERROR_STATUSES as readonly string[]).includes(status)) {
      throw invalidField('status', 'does not have a valid value');
    }
    const projectId = subject.project.id;
    // Events that came before the change are counted (and reopen a resolved error) before it.
    await this.tallies.fold();
    const updated = await this.deps.uow.run(async (tx) => {
      const result = await sql<{ id: number }>`
        update error_tracking_errors set status = ${status}, updated_at = now()
        where id = ${errorId} and project_id = ${projectId} returning id`.execute(kysely(tx.em));
      return result.rows.length > 0;
    });
    if (!updated) throw notFound('Error');
    return this.find(projectId, errorId);
  }

  async events(
    actor: Actor,
    idOrPath: string | number,
    errorId: number,
    request: PageRequest,
  ): Promise<Page<ErrorEventRow>> {
    const subject = await this.readable(actor, idOrPath);
    await this.find(subject.project.id, errorId);
    const db = kysely(this.deps.orm.em.fork());
    const query = db
      .selectFrom('error_tracking_error_events')
      .select([
        'id',
        'error_id',
        'project_id',
        'description',
        'environment',
        'level',
        'occurred_at',
        'payload',
      ])
      .where('error_id', '=', errorId);
    return paginate<ErrorEventRow, ErrorEventRow>(
      db,
      query as never,
      [
        {
          column: 'occurred_at',
          direction: 'desc',
          value: (r: ErrorEventRow) => at(r.occurred_at).toISOString(),
        },
        { column: 'id', direction: 'desc', value: (r: ErrorEventRow) => Number(r.id) },
      ],
      request,
      { load: (rows: ErrorEventRow[]) => Promise.resolve(rows.map(eventRow)) },
    );
  }

  /** The error's latest event (its stack trace and payload); null when the retention took them all. */
  async latestEvent(projectId: number, errorId: number): Promise<ErrorEventRow | null> {
    const result = await sql<ErrorEventRow>`
      select id, error_id, project_id, description, environment, level, occurred_at, payload
      from error_tracking_error_events where error_id = ${errorId} and project_id = ${projectId}
      order by occurred_at desc, id desc limit 1`.execute(kysely(this.deps.orm.em.fork()));
    const row = result.rows[0];
    return row ? eventRow(row) : null;
  }

  /** The project, when the actor may read its errors (a 404 for those who may not see it, a 403 else). */
  async readable(actor: Actor, idOrPath: string | number): Promise<ProjectSubject> {
    const subject = await this.deps.projects.find(actor, idOrPath);
    authorize(actor, 'read_sentry_issue', subject);
    return subject;
  }

  /**
   * The retention sweep: events older than the retention go, then errors last seen before it (with
   * what is left of theirs). Batched, so a large backlog never holds one long transaction.
   */
  async purgeExpired(retentionDays = ERROR_RETENTION_DAYS): Promise<{ events: number; errors: number }> {
    await this.tallies.fold();
    const db = kysely(this.deps.orm.em.fork());
    const cutoff = new Date(Date.now() - retentionDays * 24 * 60 * 60 * 1000);
    let events = 0;
    let errors = 0;
    for (;;) {
      const removed = await sql`
        delete from error_tracking_error_events where id in (
          select id from error_tracking_error_events where occurred_at < ${cutoff} limit ${PURGE_BATCH})`.execute(
        db,
      );
      const count = Number(removed.numAffectedRows ?? 0);
      events += count;
      if (count < PURGE_BATCH) break;
    }
    for (;;) {
      const removed = await sql`
        delete from error_tracking_errors where id in (
          select id from error_tracking_errors where last_seen_at < ${cutoff} limit ${PURGE_BATCH})`.execute(
        db,
      );
      const count = Number(removed.numAffectedRows ?? 0);
      errors += count;
      if (count < PURGE_BATCH) break;
    }
    return { events, errors };
  }
}

/** Timestamps read by raw SQL arrive as text; rows carry dates. */
function at(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

function errorRow(row: ErrorRow): ErrorRow {
  return { ...row, first_seen_at: at(row.first_seen_at), last_seen_at: at(row.last_seen_at) };
}

function eventRow(row: ErrorEventRow): ErrorEventRow {
  return { ...row, id: Number(row.id), occurred_at: at(row.occurred_at) };
}
