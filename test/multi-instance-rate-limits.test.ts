import { afterAll, describe, expect, inject, it } from 'vitest';
import { startTestApp } from './support/app.ts';
import { unique } from './support/fixtures.ts';
import { cleanupDirs, projectWithFiles } from './support/git.ts';

afterAll(async () => {
  await cleanupDirs();
});

const redisUrl = inject('redisUrl');

describe('rate limits across instances sharing Redis', () => {
  it.skipIf(redisUrl === null)('allow a limit once between the instances, not once on each', async () => {
    const env = {
      REDIS_URL: redisUrl!,
      REDIS_CHANNEL: `test-${unique('channel')}`,
      REDIS_KEY_PREFIX: `test-${unique('limits')}:`,
      ARCHIVE_RATE_LIMIT_PER_MINUTE: '2',
    };
    const a = await startTestApp({ env });
    // Behind a load balancer: same database, repository storage and Redis.
    const b = await startTestApp({
      databaseUrl: a.running.services.config.DATABASE_URL!,
      env: { ...env, DATA_DIR: a.running.services.config.dataDir },
    });
    try {
      const project = await projectWithFiles(a, { 'a.txt': 'a\n' });
      const archive = `/projects/${project.id}/repository/archive.zip`;
      const statuses: number[] = [];
      for (const app of [a, b, a, b]) statuses.push((await app.get(archive)).status);
      expect(statuses).toEqual([200, 200, 429, 429]);
      expect((await b.get(archive)).body).toEqual({
        message: 'This endpoint has been requested too many times. Try again later.',
      });
    } finally {
      await b.close();
      await a.close();
    }
  });

  it.skipIf(redisUrl === null)('keep the counts of deployments with another key prefix apart', async () => {
    const env = {
      REDIS_URL: redisUrl!,
      REDIS_CHANNEL: `test-${unique('channel')}`,
      ARCHIVE_RATE_LIMIT_PER_MINUTE: '1',
    };
    const a = await startTestApp({ env: { ...env, REDIS_KEY_PREFIX: `test-${unique('limits')}:` } });
    const b = await startTestApp({
      databaseUrl: a.running.services.config.DATABASE_URL!,
      env: {
        ...env,
        DATA_DIR: a.running.services.config.dataDir,
        REDIS_KEY_PREFIX: `test-${unique('limits')}:`,
      },
    });
    try {
      const project = await projectWithFiles(a, { 'a.txt': 'a\n' });
      const archive = `/projects/${project.id}/repository/archive.zip`;
      const statuses: number[] = [];
      for (const app of [a, b, a]) statuses.push((await app.get(archive)).status);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
