import { sql } from 'kysely';
import type { Actor } from '../../../core/actor.ts';
import type { MergeRequestsService } from '../merge-requests.service.ts';

/** One entry of time spent on a merge request (`/spend`, `add_spent_time`; negative when taken off). */
export interface Timelog {
  id: number;
  mergeRequestId: number;
  userId: number | null;
  timeSpent: number;
  spentAt: Date;
  summary: string | null;
}

interface TimelogRow {
  id: number;
  merge_request_id: number;
  user_id: number | null;
  time_spent: number;
  spent_at: Date;
  summary: string | null;
}

const timelogOf = (r: TimelogRow): Timelog => ({
  id: r.id,
  mergeRequestId: r.merge_request_id,
  userId: r.user_id,
  timeSpent: r.time_spent,
  spentAt: new Date(r.spent_at),
  summary: r.summary,
});

/** The time logs of merge requests: per merge request for lists, by id for `node(id:)`. */
export class MergeRequestTimelogs {
  private readonly mergeRequests: MergeRequestsService;

  constructor(mergeRequests: MergeRequestsService) {
    this.mergeRequests = mergeRequests;
  }

  /** Time logs of merge requests the caller may already read, oldest first, by merge request id. */
  async byMergeRequest(ids: readonly number[]): Promise<Map<number, Timelog[]>> {
    const result = new Map<number, Timelog[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return result;
    for (const row of await this.rows(sql`merge_request_id = any(${[...ids]}::int[])`)) {
      result.get(row.merge_request_id)?.push(timelogOf(row));
    }
    return result;
  }

  /** Time logs by id, null where missing or on a merge request the caller may not read. */
  async loadMany(actor: Actor, ids: readonly number[]): Promise<(Timelog | null)[]> {
    const rows = await this.rows(sql`id = any(${[...ids]}::int[])`);
    const views = await this.mergeRequests.loadMany(actor, [...new Set(rows.map((r) => r.merge_request_id))]);
    const readable = new Set(views.flatMap((v) => (v ? [v.id] : [])));
    const byId = new Map(
      rows.filter((r) => readable.has(r.merge_request_id)).map((r) => [r.id, timelogOf(r)]),
    );
    return ids.map((id) => byId.get(id) ?? null);
  }

  private async rows(where: ReturnType<typeof sql>): Promise<TimelogRow[]> {
    const { rows } = await sql<TimelogRow>`
      select id, merge_request_id, user_id, time_spent, spent_at, summary from merge_request_timelogs
      where ${where} order by merge_request_id, spent_at, id`.execute(this.mergeRequests.finder.db);
    return rows;
  }
}
