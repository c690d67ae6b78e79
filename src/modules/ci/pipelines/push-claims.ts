import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { DomainEvent } from '../../../core/events.ts';
import type { Tx } from '../../../core/tx.ts';
import { kysely } from '../../../db/database.ts';

/**
 * Which pushes have been turned into pipelines. A push event is claimed in the transaction that
 * creates its pipeline (or, for a push that starts none, on its own), so every instance handling
 * the same event creates at most one pipeline, and a creation a crash cut short leaves the event
 * unclaimed for the next start to take up.
 */

/** Claims a push event in `tx`: false when it was already handled (a second claim waits for the first). */
export async function claimPushEvent(tx: Tx, eventId: number): Promise<boolean> {
  const result =
    await sql`insert into ci_event_claims (event_id) values (${eventId}) on conflict do nothing`.execute(
      kysely(tx.em),
    );
  return Number(result.numAffectedRows ?? 0) > 0;
}

/** How far back (in events of any kind) a start looks for pushes never handled to the end. */
const RECENT_EVENTS = 10_000;

/**
 * Push events published but not claimed: their handling died with the process. Only the newest
 * events are looked at: what a crash interrupts was published just before it. Events not yet
 * published are the outbox's redelivery's to send.
 */
export async function unclaimedPushEvents(em: EntityManager): Promise<DomainEvent<'repository.pushed'>[]> {
  const { rows } = await sql<{
    id: string;
    payload: DomainEvent<'repository.pushed'>['payload'];
    created_at: Date;
  }>`
    select e.id, e.payload, e.created_at from domain_events e
    where e.type = 'repository.pushed' and e.dispatched_at is not null
      and e.id > (select coalesce(max(id), 0) - ${RECENT_EVENTS} from domain_events)
      and not exists (select 1 from ci_event_claims c where c.event_id = e.id)
    order by e.id`.execute(kysely(em));
  return rows.map((row) => ({
    id: Number(row.id),
    type: 'repository.pushed',
    payload: row.payload,
    occurredAt: new Date(row.created_at).toISOString(),
  }));
}
