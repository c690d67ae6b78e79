import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../src/core/events.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { unique } from './support/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Collects `user.created` events from the bus until `count` arrived or the timeout passed. */
async function collect(count: number, timeoutMs = 2000): Promise<DomainEvent<'user.created'>[]> {
  const events: DomainEvent<'user.created'>[] = [];
  const stop = t.running.services.bus.on('user.created', (e) => events.push(e));
  const deadline = Date.now() + timeoutMs;
  while (events.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  stop();
  return events;
}

describe('domain events', () => {
  it('publishes an event after its transaction commits, with the outbox row marked dispatched', async () => {
    const received = collect(1);
    const response = await t.post('/users', {
      body: {
        username: unique('ev'),
        name: 'Ev',
        email: `${unique('ev')}@example.com`,
        password: 'password-123',
      },
    });
    const [event] = await received;
    expect(event?.payload.userId).toBe(response.body.id);
    const { rows } = await t.run(() =>
      sql<{
        dispatched_at: Date | null;
      }>`select dispatched_at from domain_events where id = ${event!.id}`.execute(
        t.running.orm.em.getKysely(),
      ),
    );
    expect(rows[0]?.dispatched_at).not.toBeNull();
  });

  it('publishes nothing, and writes nothing, when the transaction rolls back', async () => {
    const received = collect(1, 500);
    const username = unique('rb');
    await expect(
      t.run(() =>
        t.running.services.uow.run(async (tx) => {
          await t.running.services.users.insert(
            { username, name: 'Rb', email: `${username}@example.com` },
            null,
          );
          tx.emit('user.created', { userId: -1, createdById: null });
          throw new Error('boom');
        }),
      ),
    ).rejects.toThrow('boom');
    expect(await received).toEqual([]);
    expect((await t.get('/users', { query: { username } })).body).toEqual([]);
  });

  it('redelivers committed events that were never dispatched (a crash between commit and publish), in order', async () => {
    const db = t.running.orm.em.getKysely();
    await t.run(() =>
      sql`insert into domain_events (type, payload, created_at) values
        ('user.created', '{"userId": 9001, "createdById": null}', now() - interval '1 minute'),
        ('user.created', '{"userId": 9002, "createdById": null}', now() - interval '1 minute')`.execute(db),
    );
    const received = collect(2);
    const sent = await t.run(() => t.running.services.uow.redeliver());
    expect(sent).toBe(2);
    expect((await received).map((e) => e.payload.userId)).toEqual([9001, 9002]);
    expect(await t.run(() => t.running.services.uow.redeliver())).toBe(0);
  });
});
