import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type SqlBool, type Expression } from 'kysely';
import { kysely } from '../../../db/database.ts';
import type { HookTrigger } from './hook-triggers.ts';

/** A finished delivery as its log shows it. */
export interface HookLogRecord {
  id: number;
  hookId: number;
  payloadId: number;
  idempotencyKey: string;
  url: string | null;
  trigger: HookTrigger;
  requestHeaders: Record<string, string> | null;
  requestData: string | null;
  responseHeaders: Record<string, string> | null;
  responseBody: string | null;
  responseStatus: string | null;
  executionDuration: number | null;
  internalErrorMessage: string | null;
  createdAt: Date;
}

/** GitLab's `status` filter: HTTP codes, or the classes `successful`, `client_failure`, `server_failure`. */
export type HookLogStatus = string;

/** How long delivery logs are listed (GitLab lists the last seven days). */
export const LOG_DAYS = 7;

interface LogRow {
  id: string;
  web_hook_id: number;
  payload_id: string;
  idempotency_key: string;
  url: string | null;
  trigger: HookTrigger;
  request_headers: Record<string, string> | null;
  request_data: string | null;
  response_headers: Record<string, string> | null;
  response_body: string | null;
  response_status: string | null;
  execution_duration: number | null;
  internal_error_message: string | null;
  created_at: Date;
}

const COLUMNS = sql`l.id, l.web_hook_id, l.payload_id, l.idempotency_key, l.url, p.trigger, l.request_headers,
  l.request_data, l.response_headers, l.response_body, l.response_status, l.execution_duration,
  l.internal_error_message, l.created_at`;

function statusCondition(statuses: readonly HookLogStatus[]): Expression<SqlBool> {
  if (statuses.length === 0) return sql<SqlBool>`true`;
  const parts = statuses.map((status) => {
    if (status === 'successful') return sql`l.response_status ~ '^2[0-9][0-9]$'`;
    if (status === 'client_failure') return sql`l.response_status ~ '^4[0-9][0-9]$'`;
    if (status === 'server_failure') return sql`l.response_status ~ '^5[0-9][0-9]$'`;
    return sql`l.response_status = ${status}`;
  });
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

/** One page of a hook's finished deliveries of the last LOG_DAYS days, newest first, and their count. */
export async function hookLogPage(
  em: EntityManager,
  hookId: number,
  statuses: readonly HookLogStatus[],
  page: { offset: number; limit: number },
): Promise<{ items: HookLogRecord[]; total: number }> {
  const db = kysely(em);
  const where = sql`l.web_hook_id = ${hookId} and l.state = 'done'
    and l.created_at > now() - make_interval(days => ${LOG_DAYS}) and ${statusCondition(statuses)}`;
  const [{ rows }, counted] = await Promise.all([
    sql<LogRow>`select ${COLUMNS} from web_hook_logs l join web_hook_payloads p on p.id = l.payload_id
      where ${where} order by l.id desc limit ${page.limit} offset ${page.offset}`.execute(db),
    sql<{ count: string }>`select count(*) as count from web_hook_logs l where ${where}`.execute(db),
  ]);
  return { items: rows.map(recordOf), total: Number(counted.rows[0]?.count ?? 0) };
}

/** The newest `limit` finished deliveries of the last LOG_DAYS days of each hook: one statement for them all. */
export async function latestHookLogs(
  em: EntityManager,
  hookIds: readonly number[],
  statuses: readonly HookLogStatus[],
  limit: number,
): Promise<Map<number, HookLogRecord[]>> {
  const byHook = new Map<number, HookLogRecord[]>(hookIds.map((id) => [id, []]));
  if (hookIds.length === 0) return byHook;
  const { rows } = await sql<LogRow>`select ${COLUMNS} from (
      select l.*, row_number() over (partition by l.web_hook_id order by l.id desc) as position
      from web_hook_logs l
      where l.web_hook_id = any(${hookIds}::int[]) and l.state = 'done'
        and l.created_at > now() - make_interval(days => ${LOG_DAYS}) and ${statusCondition(statuses)}
    ) l join web_hook_payloads p on p.id = l.payload_id
    where l.position <= ${limit} order by l.web_hook_id, l.id desc`.execute(kysely(em));
  for (const row of rows) byHook.get(row.web_hook_id)?.push(recordOf(row));
  return byHook;
}

/** A hook's delivery log by id, or null. */
export async function hookLog(
  em: EntityManager,
  hookId: number,
  logId: number,
): Promise<HookLogRecord | null> {
  const { rows } = await sql<LogRow>`select ${COLUMNS} from web_hook_logs l
    join web_hook_payloads p on p.id = l.payload_id
    where l.id = ${logId} and l.web_hook_id = ${hookId} and l.state = 'done'`.execute(kysely(em));
  return rows[0] ? recordOf(rows[0]) : null;
}

/** Finished deliveries by id, of any hook. */
export async function hookLogsByIds(em: EntityManager, ids: readonly number[]): Promise<HookLogRecord[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<LogRow>`select ${COLUMNS} from web_hook_logs l
    join web_hook_payloads p on p.id = l.payload_id
    where l.id = any(${ids}::bigint[]) and l.state = 'done'`.execute(kysely(em));
  return rows.map(recordOf);
}

/** A new delivery of a logged one: the same payload and idempotency key (a resend is a retry). */
export async function recordResend(em: EntityManager, log: HookLogRecord): Promise<number> {
  const { rows } = await sql<{ id: string }>`
    insert into web_hook_logs (web_hook_id, payload_id, idempotency_key)
    values (${log.hookId}, ${log.payloadId}, ${log.idempotencyKey}) returning id`.execute(kysely(em));
  return Number(rows[0]!.id);
}

/** The body a delivery sent, as JSON when it was JSON (a custom template may send anything). */
export function requestPayloadOf(log: HookLogRecord): unknown {
  if (log.requestData === null) return null;
  try {
    return JSON.parse(log.requestData) as unknown;
  } catch {
    return log.requestData;
  }
}

function recordOf(row: LogRow): HookLogRecord {
  return {
    id: Number(row.id),
    hookId: row.web_hook_id,
    payloadId: Number(row.payload_id),
    idempotencyKey: row.idempotency_key,
    url: row.url,
    trigger: row.trigger,
    requestHeaders: row.request_headers,
    requestData: row.request_data,
    responseHeaders: row.response_headers,
    responseBody: row.response_body,
    responseStatus: row.response_status,
    executionDuration: row.execution_duration,
    internalErrorMessage: row.internal_error_message,
    createdAt: new Date(row.created_at),
  };
}
