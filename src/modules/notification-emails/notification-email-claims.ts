import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { DomainEvent, DomainEventType } from '../../core/events.ts';
import type { Tx } from '../../core/tx.ts';
import { kysely } from '../../db/database.ts';

/**
 * Which events the notification mailer has handled. An event is claimed in the transaction that
 * sends its emails: a second instance's claim waits for the first and then finds it taken, and a
 * crash while sending rolls the claim back, so the next start sends that event's emails again
 * (delivery is at least once: a recipient mailed before the crash may get the email twice).
 */

/** Claims an event in `tx`: false when another transaction already handled it. */
export async function claimEmailEvent(tx: Tx, eventId: number): Promise<boolean> {
  const result =
    await sql`insert into notification_email_claims (event_id) values (${eventId}) on conflict do nothing`.execute(
      kysely(tx.em),
    );
  return Number(result.numAffectedRows ?? 0) > 0;
}

/** How far back a start looks for events whose emails were never sent. */
const RECENT = '1 day';

/** The events that may send email (what the service's `plan` does not dismiss at once). */
const EMAIL_EVENTS = sql`(
  (e.type = 'merge_request.changed'
    and (e.payload->>'action' in ('create', 'close', 'reopen', 'merge') or e.payload->'assignees' is not null))
  or (e.type = 'note.created'
    and e.payload->>'noteableType' = 'MergeRequest' and not (e.payload->>'system')::boolean)
  or (e.type = 'ci.pipeline.status' and e.payload->>'status' in ('failed', 'success'))
  or (e.type = 'merge_request.auto_merge_set' and e.payload->>'strategy' = 'merge_when_pipeline_succeeds')
  or e.type in ('repository.pushed', 'project.transferred'))`;

/**
 * Published events that may send email and that nobody claimed, at least `minAgeSeconds` old and
 * from the last day, oldest first: their handling died with the process, or their sending failed.
 * Older events are left alone: a notification days late is noise, and a first start on an old
 * database must not mail its whole history.
 */
export async function unclaimedEmailEvents<T extends DomainEventType>(
  em: EntityManager,
  types: readonly T[],
  minAgeSeconds = 0,
): Promise<DomainEvent<T>[]> {
  const { rows } = await sql<{ id: string; type: T; payload: DomainEvent<T>['payload']; created_at: Date }>`
    select e.id, e.type, e.payload, e.created_at from domain_events e
    where e.type = any(${[...types]}::text[]) and ${EMAIL_EVENTS} and e.dispatched_at is not null
      and e.created_at > now() - ${RECENT}::interval
      and e.created_at <= now() - make_interval(secs => ${minAgeSeconds})
      and not exists (select 1 from notification_email_claims c where c.event_id = e.id)
    order by e.id limit 1000`.execute(kysely(em));
  return rows.map((row) => ({
    id: Number(row.id),
    type: row.type,
    payload: row.payload,
    occurredAt: new Date(row.created_at).toISOString(),
  }));
}
