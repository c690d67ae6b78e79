import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { cleanupDirs, projectWithFiles } from './support/git.ts';

let t: TestApp;

beforeAll(async () => {
  // A pool smaller than the requests in flight: work inside a transaction must not wait for a
  // second connection while holding the first, or a burst of requests waits forever.
  t = await startTestApp({ env: { DB_POOL_MAX: '2' } });
});

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

describe('a small connection pool', () => {
  it('serves a burst of pipeline creations, each holding a transaction, without deadlock', async () => {
    const repo = await projectWithFiles(t, { '.gitlab-ci.yml': 'build:\n  script: echo\n' });
    const created = await Promise.all(
      Array.from({ length: 6 }, () => t.post(`/projects/${repo.id}/pipeline`, { body: { ref: 'main' } })),
    );
    expect(created.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
  });
});
