import { sql, type Kysely } from 'kysely';
import { notFound } from '../../core/errors.ts';
import type { OutboxRow } from '../../core/tx.ts';
import type { Database } from '../../db/database.ts';
import { prepared } from '../../db/prepared-statements.ts';
import type { NormalisedEvent } from './sentry-event.ts';

/** Events written per transaction at most. */
const MAX_BATCH = 1000;

/**
 * JSON for PostgreSQL, whose text (and JSON read as text) holds no NUL character: each one an SDK sent (escaped as
 * `\u0000` in JSON) becomes U+FFFD, so that one odd event never fails the batch it is written in.
 */
function pgJson(json: string): string {
  return json.includes('\\u0000') ? json.replace(/(?<!\\)((?:\\\\)*)\\u0000/g, '$1\\ufffd') : json;
}

interface Pending {
  projectId: number;
  publicKey: string;
  event: NormalisedEvent;
  settle: (error: Error | null) => void;
}

/**
 * Group commit for the collector: events that arrive while a batch is being written wait for the
 * next one, which writes them all in one statement committed on its own (each round trip to
 * PostgreSQL is what a collector under load waits on): it checks their keys, upserts their errors
 * (counts added per fingerprint, so no read-modify-write; rows locked in one order), inserts the
 * events, the users they affected and the outbox rows of errors it created. A request is answered
 * once its events have committed, so an answered event is never lost; a batch that fails fails
 * every request in it.
 */
export class ErrorBatchWriter {
  private queue: Pending[] = [];
  private writing: Promise<void> | null = null;
  private readonly db: () => Kysely<Database>;
  private readonly publish: (rows: readonly OutboxRow[]) => Promise<void>;

  constructor(db: () => Kysely<Database>, publish: (rows: readonly OutboxRow[]) => Promise<void>) {
    this.db = db;
    this.publish = publish;
  }

  /** Resolves once the event is stored; a 404 when its key does not open the project's collector. */
  write(projectId: number, publicKey: string, event: NormalisedEvent): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({
        projectId,
        publicKey,
        event,
        settle: (error) => (error ? reject(error) : resolve()),
      });
      this.writing ??= this.drain();
    });
  }

  private async drain(): Promise<void> {
    // Let the requests already parsed join the first batch.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_BATCH);
      try {
        const { allowed, created } = await this.store(batch);
        for (const item of batch) {
          item.settle(allowed.has(`${item.projectId}:${item.publicKey}`) ? null : notFound());
        }
        await this.publish(created);
      } catch (error) {
        for (const item of batch) item.settle(error as Error);
      }
    }
    this.writing = null;
  }

  private async store(batch: Pending[]): Promise<{ allowed: Set<string>; created: OutboxRow[] }> {
    const now = new Date().toISOString();
    // Each payload goes in as the SDK sent it, not parsed and serialised again.
    const rows = batch.map(({ projectId, publicKey, event }, ord) => {
      const row = JSON.stringify({
        ord,
        project_id: projectId,
        public_key: publicKey,
        fingerprint: event.fingerprint,
        name: event.name,
        description: event.description,
        actor: event.actor,
        platform: event.platform,
        environment: event.environment,
        level: event.level,
        occurred_at: event.occurredAt.toISOString(),
        user_key: event.userKey,
      });
      return `${row.slice(0, -1)},"payload":${event.payloadJson}}`;
    });
    const query = sql<{ allowed: { project_id: number; public_key: string }[]; created: OutboxRow[] }>`
      ${prepared}with incoming as (
        select * from json_to_recordset(${pgJson(`[${rows.join(',')}]`)}::json) as x(
          ord int, project_id int, public_key text, fingerprint text, name text, description text,
          actor text, platform text, environment text, level text, occurred_at timestamptz,
          payload json, user_key text)
      ),
      allowed as (
        select distinct k.project_id, k.public_key from error_tracking_client_keys k
        join error_tracking_settings s on s.project_id = k.project_id
        join incoming i on i.project_id = k.project_id and i.public_key = k.public_key
        where k.active and s.enabled and s.integrated
      ),
      accepted as (
        select i.* from incoming i join allowed a using (project_id, public_key)
      ),
      grouped as (
        -- One row per error: the first event's details, its events counted, first and last seen.
        select project_id, fingerprint,
          (array_agg(name order by ord))[1] as name, (array_agg(description order by ord))[1] as description,
          (array_agg(actor order by ord))[1] as actor, (array_agg(platform order by ord))[1] as platform,
          count(*)::int as event_count, min(occurred_at) as first_seen_at, max(occurred_at) as last_seen_at
        from accepted group by project_id, fingerprint
      ),
      upserted as (
        insert into error_tracking_errors as e
          (project_id, fingerprint, name, description, actor, platform, status, event_count,
           first_seen_at, last_seen_at, created_at, updated_at)
        select project_id, fingerprint, name, description, actor, platform, 'unresolved', event_count,
          first_seen_at, last_seen_at, ${now}::timestamptz, ${now}::timestamptz
        from grouped order by project_id, fingerprint
        on conflict (project_id, fingerprint) do update set
          event_count = e.event_count + excluded.event_count,
          first_seen_at = least(e.first_seen_at, excluded.first_seen_at),
          last_seen_at = greatest(e.last_seen_at, excluded.last_seen_at),
          status = case when e.status = 'resolved' then 'unresolved' else e.status end,
          updated_at = excluded.updated_at
        returning e.id, e.project_id, e.fingerprint, (e.xmax = 0) as created
      ),
      events as (
        insert into error_tracking_error_events
          (error_id, project_id, description, environment, level, occurred_at, payload, created_at)
        select u.id, a.project_id, a.description, a.environment, a.level, a.occurred_at, a.payload,
          ${now}::timestamptz
        from accepted a join upserted u using (project_id, fingerprint) order by a.ord
      ),
      users as (
        insert into error_tracking_error_users (error_id, user_key)
        select distinct u.id, a.user_key from accepted a join upserted u using (project_id, fingerprint)
        where a.user_key is not null order by 1, 2
        on conflict do nothing
      ),
      outbox as (
        insert into domain_events (type, payload, created_at)
        select 'error_tracking.error.ingested', jsonb_build_object('projectId', project_id, 'errorId', id), now()
        from upserted where created order by id
        returning id, type, payload, created_at
      )
      select
        (select coalesce(jsonb_agg(allowed), '[]') from allowed) as allowed,
        (select coalesce(jsonb_agg(outbox order by outbox.id), '[]') from outbox) as created`;
    const result = await query.execute(this.db());
    const { allowed, created } = result.rows[0]!;
    return { allowed: new Set(allowed.map((a) => `${a.project_id}:${a.public_key}`)), created };
  }
}
