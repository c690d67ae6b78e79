import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { DomainEvent, DomainEventType } from '../../../core/events.ts';
import { kysely } from '../../../db/database.ts';

/** How far back (in events of any kind) a start looks for events a crash left untaken. */
const RECENT_EVENTS = 10_000;
/**
 * And how long ago at most: a hook added since must not receive older events (GitLab never sends a
 * hook what happened before it existed), and what a crash interrupts is minutes old at most.
 */
const RECENT_MINUTES = 15;

/**
 * The recent published events of these types, oldest first: what a crash may have interrupted is
 * what was published just before it (events never published are the outbox's to redeliver).
 */
export async function recentEventsOfTypes(
  em: EntityManager,
  types: readonly DomainEventType[],
): Promise<DomainEvent[]> {
  const { rows } = await sql<EventRow>`
    select e.id, e.type, e.payload, e.created_at from domain_events e
    where e.type = any(${types}::text[]) and e.dispatched_at is not null
      and e.id > (select coalesce(max(id), 0) - ${RECENT_EVENTS} from domain_events)
      and e.created_at > now() - make_interval(mins => ${RECENT_MINUTES})
    order by e.id`.execute(kysely(em));
  return rows.map(toDomainEvent);
}

/** Events by id, oldest first. */
export async function eventsByIds(em: EntityManager, ids: readonly number[]): Promise<DomainEvent[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<EventRow>`
    select e.id, e.type, e.payload, e.created_at from domain_events e
    where e.id = any(${ids}::bigint[]) order by e.id`.execute(kysely(em));
  return rows.map(toDomainEvent);
}

interface EventRow {
  id: string;
  type: DomainEventType;
  payload: unknown;
  created_at: Date;
}

function toDomainEvent(row: EventRow): DomainEvent {
  return {
    id: Number(row.id),
    type: row.type,
    payload: row.payload as DomainEvent['payload'],
    occurredAt: new Date(row.created_at).toISOString(),
  };
}
