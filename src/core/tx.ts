import type { Database } from '../db/database.ts';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { DomainEvent, DomainEventMap, DomainEventType, EventBus } from './events.ts';
import type { Logger } from './logger.ts';

/** PostgreSQL's SQLSTATE for a transaction chosen as a deadlock's victim. */
const DEADLOCK_DETECTED = '40P01';

/** What a unit of work's callback gets: the transaction's entity manager and a way to record events. */
export interface Tx {
  readonly em: EntityManager;
  emit<T extends DomainEventType>(type: T, payload: DomainEventMap[T]): void;
  /** Runs after the outermost transaction commits (removing files of deleted records, say); failures are logged. */
  afterCommit(fn: () => Promise<void>): void;
  /** Runs when the outermost transaction rolls back (undoing files written for it); failures are logged. */
  onRollback(fn: () => Promise<void>): void;
}

/**
 * Work done inside a transaction with the events it recorded (of the types it was registered for).
 * What it emits through `tx` is recorded in the same transaction, and handed to such work in turn.
 */
export type RecordedEventsWork = (em: EntityManager, events: readonly DomainEvent[], tx: Tx) => Promise<void>;

interface PendingEvent {
  type: DomainEventType;
  payload: unknown;
}

/** An outbox row as `insert into domain_events (type, payload, created_at) … returning *` gives it. */
export interface OutboxRow {
  id: string;
  type: string;
  payload: unknown;
  created_at: Date;
}

/**
 * One unit of work: a MikroORM transaction whose domain events are written to the outbox in the same
 * transaction and published on the bus only after it commits. A rollback publishes nothing; a crash
 * after commit loses nothing, because `redeliver()` sends what was left undispatched.
 */
export class UnitOfWork {
  private readonly current = new AsyncLocalStorage<Tx>();

  private readonly orm: MikroORM;
  private readonly bus: EventBus;
  private readonly logger: Logger;
  private readonly recordedWork: { types: ReadonlySet<string>; work: RecordedEventsWork }[] = [];

  constructor(orm: MikroORM, bus: EventBus, logger: Logger) {
    this.orm = orm;
    this.bus = bus;
    this.logger = logger;
  }

  /** Runs `work` in a transaction; nested calls join the outer transaction. */
  async run<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    const outer = this.current.getStore();
    if (outer) return work(outer);

    const pending: PendingEvent[] = [];
    const recorded: OutboxRow[] = [];
    const committed: (() => Promise<void>)[] = [];
    const rolledBack: (() => Promise<void>)[] = [];
    let result: T;
    try {
      result = await this.orm.em.transactional(async (em) => {
        const tx: Tx = {
          em,
          emit: (type, payload) => {
            pending.push({ type, payload });
          },
          afterCommit: (fn) => committed.push(fn),
          onRollback: (fn) => rolledBack.push(fn),
        };
        const value = await this.current.run(tx, () => work(tx));
        await em.flush();
        for (let taken = 0; pending.length > taken;) {
          const batch = pending.slice(taken);
          taken = pending.length;
          const rows = await this.record(em, batch);
          recorded.push(...rows);
          await this.current.run(tx, () => this.runWithRecorded(tx, rows));
          await em.flush();
        }
        return value;
      });
    } catch (error) {
      await this.runAll(rolledBack.reverse(), 'rollback');
      throw error;
    }
    await this.runAll(committed, 'after-commit');
    if (recorded.length > 0) await this.dispatch(recorded);
    return result;
  }

  /**
   * As `run`, running `work` again (up to `attempts` times in all) when PostgreSQL rolled the
   * transaction back as a deadlock's victim: for writes over many rows that other transactions may
   * lock in another order, where waiting and trying again is PostgreSQL's own advice.
   */
  async runRetryingDeadlocks<T>(work: (tx: Tx) => Promise<T>, attempts = 3): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.run(work);
      } catch (error) {
        if (attempt >= attempts || (error as { code?: unknown }).code !== DEADLOCK_DETECTED) throw error;
      }
    }
  }

  /**
   * Has `work` run in every transaction that records events of `types`, with them, before it commits:
   * what must exist if and only if the events do (a durable job that handles them, say).
   */
  withRecorded(types: readonly DomainEventType[], work: RecordedEventsWork): () => void {
    const entry = { types: new Set<string>(types), work };
    this.recordedWork.push(entry);
    return () => {
      const index = this.recordedWork.indexOf(entry);
      if (index >= 0) this.recordedWork.splice(index, 1);
    };
  }

  private async runWithRecorded(tx: Tx, rows: readonly OutboxRow[]): Promise<void> {
    for (const { types, work } of this.recordedWork) {
      const events = rows.filter((row) => types.has(row.type)).map(toEvent);
      if (events.length > 0) await work(tx.em, events, tx);
    }
  }

  /**
   * Publishes events that one statement, committed on its own outside a unit of work, wrote to the
   * outbox itself: for hot paths where a transaction's extra round trips are the cost. Such events
   * get no recorded-events work, so none may be registered for their types.
   */
  async publishCommitted(rows: readonly OutboxRow[]): Promise<void> {
    if (rows.length === 0) return;
    const handled = rows.find((row) => this.recordedWork.some(({ types }) => types.has(row.type)));
    if (handled)
      throw new Error(`${handled.type} events have recorded-events work; record them in a unit of work`);
    await this.dispatch([...rows]);
  }

  /** Publishes events committed but never dispatched (after a crash, or a transport failure). */
  async redeliver(olderThanSeconds = 5): Promise<number> {
    const db = this.orm.em.fork().getKysely<Database>();
    const { rows } = await sql<OutboxRow>`
      update domain_events set dispatched_at = now()
      where id in (
        select id from domain_events
        where dispatched_at is null and created_at < now() - make_interval(secs => ${olderThanSeconds})
        order by id limit 1000 for update skip locked)
      returning id, type, payload, created_at`.execute(db);
    rows.sort((a, b) => Number(a.id) - Number(b.id));
    await this.bus.publish(rows.map(toEvent));
    return rows.length;
  }

  private async record(em: EntityManager, events: PendingEvent[]): Promise<OutboxRow[]> {
    const db = em.getKysely<Database>();
    const values = events.map((e) => sql`(${e.type}, ${JSON.stringify(e.payload)}::jsonb, now())`);
    const { rows } = await sql<OutboxRow>`
      insert into domain_events (type, payload, created_at) values ${sql.join(values)}
      returning id, type, payload, created_at`.execute(db);
    return rows;
  }

  private async dispatch(rows: OutboxRow[]): Promise<void> {
    try {
      await this.bus.publish(rows.map(toEvent));
      const db = this.orm.em.fork().getKysely<Database>();
      const ids = rows.map((r) => r.id);
      await sql`update domain_events set dispatched_at = now() where id = any(${ids}::bigint[])`.execute(db);
    } catch (error) {
      // The change is committed; redeliver() will publish these events later.
      this.logger.error(
        { err: error },
        'Publishing domain events failed; they stay in the outbox for redelivery',
      );
    }
  }

  private async runAll(fns: readonly (() => Promise<void>)[], phase: string): Promise<void> {
    for (const fn of fns) {
      try {
        await fn();
      } catch (error) {
        this.logger.error({ err: error }, `A unit of work's ${phase} step failed`);
      }
    }
  }
}

function toEvent(row: OutboxRow): DomainEvent {
  return {
    id: Number(row.id),
    type: row.type as DomainEventType,
    payload: row.payload as DomainEvent['payload'],
    occurredAt: new Date(row.created_at).toISOString(),
  };
}
