import { sql, type Kysely } from 'kysely';
import { notFound } from '../../core/errors.ts';
import type { OutboxRow } from '../../core/tx.ts';
import type { Database } from '../../db/database.ts';
import { prepared } from '../../db/prepared-statements.ts';
import type { ErrorTallyFolder } from './error-tally-folder.ts';
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

/** Batches written at once: each waits on its commit, and their commits share the disk's flushes. */
const CONCURRENT_BATCHES = 4;

/**
 * Group commit for the collector: the events that arrive while batches are being written form the
 * next batch, and up to CONCURRENT_BATCHES batches are written side by side, each by one statement
 * committed on its own (each round trip to PostgreSQL is what a collector under load waits on). No
 * batch updates an error row: new errors are created with nothing counted, and each batch appends a
 * tally per error of what it adds (events counted, first and last seen, users), folded into the
 * errors afterwards (ErrorTallyFolder); so no batch waits for another's commit, and their commits
 * share the disk's flushes. A request is answered once its events have committed, so an answered
 * event is never lost; a batch that fails fails every request in it.
 */
export class ErrorBatchWriter {
  private queue: Pending[] = [];
  private writing = 0;
  private gathering = false;
  private readonly db: () => Kysely<Database>;
  private readonly publish: (rows: readonly OutboxRow[]) => Promise<void>;
  private readonly tallies: ErrorTallyFolder;

  constructor(
    db: () => Kysely<Database>,
    publish: (rows: readonly OutboxRow[]) => Promise<void>,
    tallies: ErrorTallyFolder,
  ) {
    this.db = db;
    this.publish = publish;
    this.tallies = tallies;
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
      this.startBatches();
    });
  }

  private startBatches(): void {
    if (this.gathering || this.writing >= CONCURRENT_BATCHES) return;
    this.gathering = true;
    // Let the requests already parsed join the batch.
    setImmediate(() => {
      this.gathering = false;
      while (this.queue.length > 0 && this.writing < CONCURRENT_BATCHES) {
        void this.run(this.queue.splice(0, MAX_BATCH));
      }
    });
  }

  private async run(batch: Pending[]): Promise<void> {
    this.writing++;
    try {
      const { allowed, created } = await this.store(batch);
      for (const item of batch) {
        item.settle(allowed.has(`${item.projectId}:${item.publicKey}`) ? null : notFound());
      }
      this.tallies.foldSoon();
      await this.publish(created);
    } catch (error) {
      for (const item of batch) item.settle(error as Error);
    } finally {
      this.writing--;
      if (this.queue.length > 0) this.startBatches();
    }
  }

  /**
   * Writes a batch; events of errors that another batch created after this statement's snapshot was
   * taken (it cannot see them, and may not create them again) are written again by a statement of
   * their own, which sees them.
   */
  private async store(batch: Pending[]): Promise<{ allowed: Set<string>; created: OutboxRow[] }> {
    const allowed = new Set<string>();
    const created: OutboxRow[] = [];
    let pending = batch;
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt === 3) throw new Error('Events of errors created meanwhile were not written');
      const written = await this.writeOnce(pending);
      for (const a of written.allowed) allowed.add(`${a.project_id}:${a.public_key}`);
      created.push(...written.created);
      const missing = new Set(written.missing);
      pending = pending.filter((_, ord) => missing.has(ord));
    }
    return { allowed, created };
  }

  /**
   * One statement: checks the keys, creates the errors not seen before (rows that exist are left
   * alone, not locked), inserts the events and a tally per error, and the outbox rows of the errors
   * it created. Says which events it could not place.
   */
  private async writeOnce(batch: Pending[]): Promise<{
    allowed: { project_id: number; public_key: string }[];
    created: OutboxRow[];
    missing: number[];
  }> {
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
    const now = new Date().toISOString();
    const result = await sql<{
      allowed: { project_id: number; public_key: string }[];
      created: OutboxRow[];
      missing: number[];
    }>`${prepared}with incoming as (
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
        -- One row per error: the first event's details, first and last seen.
        select project_id, fingerprint,
          (array_agg(name order by ord))[1] as name, (array_agg(description order by ord))[1] as description,
          (array_agg(actor order by ord))[1] as actor, (array_agg(platform order by ord))[1] as platform,
          min(occurred_at) as first_seen_at, max(occurred_at) as last_seen_at
        from accepted group by project_id, fingerprint
      ),
      created as (
        insert into error_tracking_errors as e
          (project_id, fingerprint, name, description, actor, platform, status, event_count,
           first_seen_at, last_seen_at, created_at, updated_at)
        select project_id, fingerprint, name, description, actor, platform, 'unresolved', 0,
          first_seen_at, last_seen_at, ${now}::timestamptz, ${now}::timestamptz
        from grouped order by project_id, fingerprint
        on conflict (project_id, fingerprint) do nothing
        returning e.id, e.project_id, e.fingerprint
      ),
      known as (
        select e.id, e.project_id, e.fingerprint from error_tracking_errors e
        join grouped g using (project_id, fingerprint)
        union all
        select id, project_id, fingerprint from created
      ),
      events as (
        insert into error_tracking_error_events
          (error_id, project_id, description, environment, level, occurred_at, payload, created_at)
        select k.id, a.project_id, a.description, a.environment, a.level, a.occurred_at, a.payload,
          ${now}::timestamptz
        from accepted a join known k using (project_id, fingerprint) order by a.ord
      ),
      tallies as (
        insert into error_tracking_error_tallies
          (error_id, event_count, first_seen_at, last_seen_at, user_keys, created_at)
        select k.id, count(*)::int, min(a.occurred_at), max(a.occurred_at),
          coalesce(array_agg(distinct a.user_key) filter (where a.user_key is not null), '{}'),
          ${now}::timestamptz
        from accepted a join known k using (project_id, fingerprint) group by k.id order by k.id
      ),
      outbox as (
        insert into domain_events (type, payload, created_at)
        select 'error_tracking.error.ingested', jsonb_build_object('projectId', project_id, 'errorId', id), now()
        from created order by id
        returning id, type, payload, created_at
      )
      select
        (select coalesce(jsonb_agg(allowed), '[]') from allowed) as allowed,
        (select coalesce(jsonb_agg(outbox order by outbox.id), '[]') from outbox) as created,
        (select coalesce(jsonb_agg(a.ord), '[]') from accepted a
          where not exists (select 1 from known k where k.project_id = a.project_id and k.fingerprint = a.fingerprint)
        ) as missing`.execute(this.db());
    return result.rows[0]!;
  }
}
