import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { kysely } from '../../../db/database.ts';
import type { HookTrigger } from './hook-triggers.ts';

/**
 * The delivery rows (`web_hook_logs`) and payloads (`web_hook_payloads`) as SQL: what the intake
 * writes in one transaction, and how a deliverer takes rows so that one delivery runs once at a time
 * across instances (a lease: a row taken by an instance that died is taken again once its lease,
 * longer than any delivery may take, has run out).
 */

/**
 * Claims `eventId` for hooks (false when it already was: another instance, or an earlier run) and,
 * when there are hooks, records the payload and one pending delivery per hook. Returns the
 * deliveries' ids.
 */
export async function recordDeliveries(
  em: EntityManager,
  claim: { eventId: number | null; trigger: HookTrigger },
  hookIds: readonly number[],
  payload: unknown,
): Promise<number[] | null> {
  const db = kysely(em);
  const { rows } = await sql<{ id: string }>`
    insert into web_hook_payloads (event_id, trigger, event_uuid, payload)
    values (${claim.eventId}, ${claim.trigger}, ${randomUUID()}, ${JSON.stringify(payload ?? null)}::jsonb)
    on conflict (event_id) do nothing returning id`.execute(db);
  const payloadId = rows[0]?.id;
  if (payloadId === undefined) return null;
  if (hookIds.length === 0) return [];
  const inserted = await sql<{ id: string }>`
    insert into web_hook_logs (web_hook_id, payload_id, idempotency_key)
    select hook_id, ${payloadId}::bigint, gen_random_uuid() from unnest(${hookIds}::int[]) as hook_id
    returning id`.execute(db);
  return inserted.rows.map((row) => Number(row.id));
}

/** Whether an event has been claimed (its deliveries recorded, or found to have none). */
export async function unclaimedEvents(em: EntityManager, eventIds: readonly number[]): Promise<Set<number>> {
  if (eventIds.length === 0) return new Set();
  const { rows } = await sql<{ id: string }>`
    select e.id from unnest(${eventIds}::bigint[]) as e(id)
    where not exists (select 1 from web_hook_payloads p where p.event_id = e.id)`.execute(kysely(em));
  return new Set(rows.map((row) => Number(row.id)));
}

/** A delivery a deliverer has taken. */
export interface TakenDelivery {
  id: number;
  hookId: number;
  trigger: HookTrigger;
  eventUuid: string;
  idempotencyKey: string;
  payload: unknown;
}

/** Takes the deliveries of `ids` that are pending or whose lease ran out. */
export async function takeDeliveries(
  em: EntityManager,
  ids: readonly number[],
  leaseSeconds: number,
): Promise<TakenDelivery[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<{
    id: string;
    web_hook_id: number;
    trigger: HookTrigger;
    event_uuid: string;
    idempotency_key: string;
    payload: unknown;
  }>`
    with taken as (
      update web_hook_logs l set state = 'delivering', claimed_at = now(), updated_at = now()
      where l.id in (
        select id from web_hook_logs
        where id = any(${ids}::bigint[])
          and (state = 'pending'
            or (state = 'delivering' and claimed_at < now() - make_interval(secs => ${leaseSeconds})))
        for update skip locked)
      returning l.id, l.web_hook_id, l.payload_id, l.idempotency_key)
    select t.id, t.web_hook_id, p.trigger, p.event_uuid, t.idempotency_key, p.payload
    from taken t join web_hook_payloads p on p.id = t.payload_id
    order by t.id`.execute(kysely(em));
  return rows.map((row) => ({
    id: Number(row.id),
    hookId: row.web_hook_id,
    trigger: row.trigger,
    eventUuid: row.event_uuid,
    idempotencyKey: row.idempotency_key,
    payload: row.payload,
  }));
}

/**
 * The deliveries of `ids` still taken by some deliverer (not finished, lease running), and how many
 * seconds until the last of their leases runs out; null when there are none.
 */
export async function stillLeased(
  em: EntityManager,
  ids: readonly number[],
  leaseSeconds: number,
): Promise<{ ids: number[]; seconds: number } | null> {
  if (ids.length === 0) return null;
  const { rows } = await sql<{ id: string; seconds: number }>`
    select id, extract(epoch from claimed_at + make_interval(secs => ${leaseSeconds}) - now())::float8 as seconds
    from web_hook_logs
    where id = any(${ids}::bigint[]) and state = 'delivering'
      and claimed_at >= now() - make_interval(secs => ${leaseSeconds})`.execute(kysely(em));
  if (rows.length === 0) return null;
  return { ids: rows.map((row) => Number(row.id)), seconds: Math.max(...rows.map((row) => row.seconds)) };
}

/** Deliveries left unfinished: pending for `pendingSeconds` or more, or taken and never finished. */
export async function unfinishedDeliveries(
  em: EntityManager,
  pendingSeconds: number,
  limit: number,
  leaseSeconds: number,
) {
  const { rows } = await sql<{ id: string }>`
    select id from web_hook_logs
    where state <> 'done'
      and ((state = 'pending' and created_at < now() - make_interval(secs => ${pendingSeconds}))
        or (state = 'delivering' and claimed_at < now() - make_interval(secs => ${leaseSeconds})))
    order by id limit ${limit}`.execute(kysely(em));
  return rows.map((row) => Number(row.id));
}

/** What a finished delivery records. */
export interface DeliveryOutcome {
  url: string;
  requestHeaders: Record<string, string>;
  requestData: string;
  responseStatus: string;
  responseHeaders: Record<string, string> | null;
  responseBody: string | null;
  executionDuration: number;
  internalErrorMessage: string | null;
}

/** Records finished deliveries, any number of them in one statement. */
export async function finishDeliveries(
  em: EntityManager,
  finished: readonly { id: number; outcome: DeliveryOutcome }[],
): Promise<void> {
  if (finished.length === 0) return;
  const records = finished.map(({ id, outcome }) => ({
    id,
    url: outcome.url,
    request_headers: outcome.requestHeaders,
    request_data: outcome.requestData,
    response_status: outcome.responseStatus,
    response_headers: outcome.responseHeaders,
    response_body: outcome.responseBody,
    execution_duration: outcome.executionDuration,
    internal_error_message: outcome.internalErrorMessage,
  }));
  await sql`
    update web_hook_logs l set state = 'done', updated_at = now(), url = x.url,
      request_headers = x.request_headers, request_data = x.request_data,
      response_status = x.response_status, response_headers = x.response_headers,
      response_body = x.response_body, execution_duration = x.execution_duration,
      internal_error_message = x.internal_error_message
    from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as x(
      id bigint, url text, request_headers jsonb, request_data text, response_status text,
      response_headers jsonb, response_body text, execution_duration double precision,
      internal_error_message text)
    where l.id = x.id`.execute(kysely(em));
}
