import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withConnectionShare } from '../src/db/connection-share.ts';
import { startTestApp, type TestApp } from './support/app.ts';

/**
 * The cap on the pooled connections one unit of work holds at once, on the application's real pool
 * and PostgreSQL. Each probe sleeps, then counts the probes running alongside it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { DB_POOL_MAX: '5' } });
});
afterAll(async () => {
  await t.close();
});

const PROBE = `select 1 + (select count(*)::int from pg_stat_activity
  where state = 'active' and query like '%share-probe%' and pid <> pg_backend_pid()) as running
  from pg_sleep(0.2) -- share-probe`;

async function probe(): Promise<number> {
  const rows = await t.running.orm.em.getConnection().execute<{ running: number }[]>(PROBE);
  return rows[0]!.running;
}

const fiveProbes = () => Promise.all(Array.from({ length: 5 }, probe));

describe('connection share', () => {
  it('runs reads side by side outside a share (the probe sees them)', async () => {
    expect(Math.max(...(await fiveProbes()))).toBeGreaterThan(1);
  });

  it('holds at most its share of the pool at once', async () => {
    expect(await withConnectionShare(1, fiveProbes)).toEqual([1, 1, 1, 1, 1]);
    expect(Math.max(...(await withConnectionShare(2, fiveProbes)))).toBeLessThanOrEqual(2);
  });

  it('lets a transaction read on a second connection without waiting for itself', async () => {
    const orm = t.running.orm;
    const pids = await withConnectionShare(1, () =>
      orm.em.fork().transactional(async (em) => {
        const inside = await em.execute<{ pid: number }[]>('select pg_backend_pid() as pid');
        const beside = await orm.em
          .getConnection()
          .execute<{ pid: number }[]>('select pg_backend_pid() as pid');
        return [inside[0]!.pid, beside[0]!.pid];
      }),
    );
    expect(pids[0]).not.toBe(pids[1]);
  });
});
