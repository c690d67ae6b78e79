import { afterAll, describe, expect, inject, it } from 'vitest';
import { startTestApp } from './support/app.ts';
import { waitFor } from './support/ci.ts';
import { unique } from './support/fixtures.ts';
import { cleanupDirs } from './support/git.ts';
import { createProject } from './support/membership.ts';

afterAll(async () => {
  await cleanupDirs();
});

const redisUrl = inject('redisUrl');

describe('CI across instances sharing Redis', () => {
  it.skipIf(redisUrl === null)(
    'creates one pipeline per push, whichever instance took the push',
    async () => {
      const env = { REDIS_URL: redisUrl!, REDIS_CHANNEL: `test-${unique('channel')}` };
      const a = await startTestApp({ env });
      // The second instance shares the database and the repository storage, as instances behind a
      // load balancer do.
      const b = await startTestApp({
        databaseUrl: a.running.services.config.DATABASE_URL!,
        env: { ...env, DATA_DIR: a.running.services.config.dataDir },
      });
      try {
        const project = await createProject(a);
        for (const [app, file] of [
          [a, 'one.txt'],
          [b, 'two.txt'],
        ] as const) {
          const committed = await app.post(`/projects/${project.id}/repository/commits`, {
            body: {
              branch: 'main',
              commit_message: file,
              actions: [
                {
                  action: file === 'one.txt' ? 'create' : 'update',
                  file_path: '.gitlab-ci.yml',
                  content: `job-${file.split('.')[0]}:\n  script: echo\n`,
                },
              ],
            },
          });
          expect(committed.status, committed.text).toBe(201);
        }
        const pipelines = await waitFor(
          async () => (await a.get(`/projects/${project.id}/pipelines`)).body as { sha: string }[],
          (list) => list.length >= 2,
          'a pipeline for each push',
          30_000,
        );
        expect(new Set(pipelines.map((p) => p.sha)).size).toBe(pipelines.length);
      } finally {
        await b.close();
        await a.close();
      }
    },
  );
});
