import { defineEntity, p } from '@mikro-orm/postgresql';

/**
 * The outbox: every domain event is written in the transaction of the change that caused it, and
 * marked dispatched once delivered to the bus. Undispatched rows are re-sent at start-up.
 */
export const DomainEventRecordSchema = defineEntity({
  name: 'DomainEventRecord',
  tableName: 'domain_events',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    type: p.string().length(255),
    payload: p.json<Record<string, unknown>>(),
    createdAt: p.datetime().onCreate(() => new Date()),
    dispatchedAt: p.datetime().nullable(),
  },
  indexes: [
    {
      name: 'domain_events_undispatched',
      expression:
        'create index "domain_events_undispatched" on "domain_events" ("id") where "dispatched_at" is null',
    },
  ],
});
export class DomainEventRecord extends DomainEventRecordSchema.class {}
DomainEventRecordSchema.setClass(DomainEventRecord);
