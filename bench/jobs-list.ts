/**
 * A project's jobs list at scale: `GET /projects/:id/jobs?per_page=100` on a project of 100,000 jobs
 * and on one of 1,000, against `GET /api/v4/user`, all in the same run, each sent back to back on
 * one keep-alive connection from a second process. Prints the median latency of each and:
 * - the jobs list against `/user` (goal: at most 4x);
 * - the 100,000-job project against the 1,000-job one, for offset page 1 and for a keyset page
 *   deep in the list (goal: at most 1.1x each).
 * Rounds alternate the order of the requests, so that drift in the machine's load weighs on all alike.
 *
 * Usage: npm run bench:jobs-list [-- --rounds 5 --window 4]
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { bootstrap } from '../src/bootstrap.ts';
import { loadConfig } from '../src/config.ts';
import { encodeCursor } from '../src/core/pagination.ts';
import {
  type Target,
  createProject,
  insertPipelines,
  interleavedLatencies,
  liftJobsRateLimit,
  reportLatencies,
  userToken,
} from './support/ci-data.ts';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    window: { type: 'string', default: '4' },
    warmup: { type: 'string', default: '1' },
  },
});

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'railyard-bench-jobs-'));
await fs.chmod(dataDir, 0o755);
const ROOT_TOKEN = 'bench-root-token-0123456789';
const config = loadConfig({ DATA_DIR: dataDir, ROOT_TOKEN, LOG_LEVEL: 'silent', PORT: '0' });
const app = await bootstrap(config, { queue: false });

try {
  const started = Date.now();
  // The small project's jobs first: the big project's are then the newest ids of the table.
  const small = await createProject(app, ROOT_TOKEN, 'jobs-small');
  await liftJobsRateLimit(app, ROOT_TOKEN);
  await insertPipelines(app, small, 10, 100);
  const big = await createProject(app, ROOT_TOKEN, 'jobs-big');
  await insertPipelines(app, big, 1000, 100);
  const token = await userToken(app);
  console.log(
    `projects of 100,000 and 1,000 jobs (set up in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );

  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const base = `http://127.0.0.1:${address.port}/api/v4`;

  /** A keyset cursor `depth` jobs into a project's list (ids descending). */
  const cursorAt = async (projectId: number, depth: number) => {
    const rows = await app.orm.em
      .getConnection()
      .execute<{ id: number }[]>(
        'select id from ci_builds where project_id = ? order by id desc offset ? limit 1',
        [projectId, depth],
      );
    return encodeURIComponent(encodeCursor([rows[0]!.id]));
  };
  const targets = {
    user: `${base}/user`,
    'big, page 1': `${base}/projects/${big}/jobs?per_page=100`,
    'small, page 1': `${base}/projects/${small}/jobs?per_page=100`,
    'big, keyset at 50,000': `${base}/projects/${big}/jobs?per_page=100&pagination=keyset&cursor=${await cursorAt(big, 50_000)}`,
    'small, keyset at 500': `${base}/projects/${small}/jobs?per_page=100&pagination=keyset&cursor=${await cursorAt(small, 500)}`,
  };
  const get = (url: string): Target => ({ url, method: 'GET', headers: { 'private-token': token } });
  const medians = reportLatencies(
    await interleavedLatencies(
      {
        user: get(targets.user),
        'big, page 1': get(targets['big, page 1']),
        'small, page 1': get(targets['small, page 1']),
        'big, keyset at 50,000': get(targets['big, keyset at 50,000']),
        'small, keyset at 500': get(targets['small, keyset at 500']),
      },
      { rounds: Number(values.rounds), windowS: Number(values.window), warmupS: Number(values.warmup) },
    ),
  );
  const median = (name: keyof typeof targets) => medians.get(name)!;
  const ratios: [string, number, number][] = [
    ['jobs list (100,000 jobs, page 1) / GET /user', median('big, page 1') / median('user'), 4],
    ['100,000 / 1,000 jobs, offset page 1', median('big, page 1') / median('small, page 1'), 1.1],
    [
      '100,000 / 1,000 jobs, keyset deep',
      median('big, keyset at 50,000') / median('small, keyset at 500'),
      1.1,
    ],
  ];
  for (const [what, ratio, goal] of ratios) {
    console.log(
      `${what} = ${ratio.toFixed(2)}x (goal: at most ${goal}x) ${ratio <= goal ? 'MET' : 'NOT MET'}`,
    );
  }
  console.log(
    `load average of the machine: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
} finally {
  await app.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}
