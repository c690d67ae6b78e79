import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { unique } from './support/fixtures.ts';
import { startRedisServer, type RedisServer } from './support/redis-server.ts';

let redis: RedisServer;

beforeAll(async () => {
  redis = await startRedisServer();
});

afterAll(async () => {
  await redis?.stop();
});

/** Two instances behind a load balancer: one database, one data directory, the same settings. */
async function twoInstances(env: Record<string, string>): Promise<[TestApp, TestApp]> {
  const a = await startTestApp({ env });
  try {
    const b = await startTestApp({
      databaseUrl: a.running.services.config.DATABASE_URL!,
      env: { ...env, DATA_DIR: a.running.services.config.dataDir },
    });
    return [a, b];
  } catch (error) {
    await a.close();
    throw error;
  }
}

/** Polls `read` until it gives `expected`, failing after `deadlineMs`; returns how long it took. */
async function eventually<T>(read: () => Promise<T>, expected: T, deadlineMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (value === expected) return Date.now() - started;
    if (Date.now() - started > deadlineMs) {
      throw new Error(`still ${String(value)} after ${deadlineMs} ms, expected ${String(expected)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('application settings across instances', () => {
  it('with Redis, a change through one instance reaches the other at once, whatever its cache', async () => {
    const [a, b] = await twoInstances({
      REDIS_URL: redis.url,
      REDIS_CHANNEL: `test-${unique('settings')}`,
      APPLICATION_SETTINGS_CACHE_SECONDS: '3600',
    });
    try {
      const limitOnB = async () =>
        (await b.running.services.applicationSettings.current()).default_projects_limit;
      // B keeps the settings for an hour from this read.
      expect(await limitOnB()).toBe(100_000);
      const changed = await a.put('/application/settings', { body: { default_projects_limit: 77 } });
      expect(changed.status, changed.text).toBe(200);
      // Not the hour: the message through Redis (a generous deadline for a shared machine).
      await eventually(limitOnB, 77, 10_000);
      const again = await a.put('/application/settings', { body: { default_projects_limit: 78 } });
      expect(again.status).toBe(200);
      await eventually(limitOnB, 78, 10_000);
    } finally {
      await b.close();
      await a.close();
    }
  });

  it('without Redis, the other instance sees a change once what it keeps expires', async () => {
    const [a, b] = await twoInstances({ APPLICATION_SETTINGS_CACHE_SECONDS: '2' });
    try {
      const limitOnB = async () =>
        (await b.running.services.applicationSettings.current()).default_projects_limit;
      const readAt = Date.now();
      expect(await limitOnB()).toBe(100_000);
      expect((await a.put('/application/settings', { body: { default_projects_limit: 55 } })).status).toBe(
        200,
      );
      // A sees its own change at once.
      expect((await a.running.services.applicationSettings.current()).default_projects_limit).toBe(55);
      // B answers from what it read while that is younger than two seconds (checked only when this
      // read is surely inside them: the machine may be slow).
      const stale = await limitOnB();
      if (Date.now() - readAt < 1500) expect(stale).toBe(100_000);
      // Then it reads again and sees the change.
      await eventually(limitOnB, 55, 20_000);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
