/**
 * A project's merge request list at scale: `GET /projects/:id/merge_requests?per_page=100` on a
 * project of 10,000 merge requests and on one of 100, in the same run, each sent back to back on
 * one keep-alive connection from a second process. Every merge request has an author, two
 * assignees, a reviewer, two labels, a milestone and a head pipeline, as a busy project's do.
 * Prints the median latency of each, their ratio (goal: at most 1.2x), and the SQL statements one
 * request of each runs (they must be the same number: the run fails otherwise).
 * Rounds alternate the order of the requests, so that drift in the machine's load weighs on both alike.
 *
 * Usage: npm run bench:merge-requests [-- --big 10000 --small 100 --rounds 5 --window 4]
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { RequestContext } from '@mikro-orm/postgresql';
import { bootstrap } from '../src/bootstrap.ts';
import { loadConfig } from '../src/config.ts';
import { encryptPipelineVariables } from '../src/modules/ci/pipelines/pipeline-variables.ts';
import { createProject, interleavedLatencies, reportLatencies, userToken } from './support/ci-data.ts';

const { values } = parseArgs({
  options: {
    big: { type: 'string', default: '10000' },
    small: { type: 'string', default: '100' },
    rounds: { type: 'string', default: '5' },
    window: { type: 'string', default: '4' },
    warmup: { type: 'string', default: '1' },
  },
});
const BIG = Number(values.big);
const SMALL = Number(values.small);

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'railyard-bench-mrs-'));
await fs.chmod(dataDir, 0o755);
const ROOT_TOKEN = 'bench-root-token-0123456789';
const config = loadConfig({ DATA_DIR: dataDir, ROOT_TOKEN, LOG_LEVEL: 'silent', PORT: '0' });
// Statements of requests only: background sweeps run outside any request context.
let statements: string[] = [];
const app = await bootstrap(config, {
  queue: false,
  onQuery: (s) => {
    if (RequestContext.currentRequestContext()) statements.push(s);
  },
});

/** Inserts `count` merge requests (with people, labels, a milestone and a head pipeline) into a project. */
async function fill(projectId: number, count: number, userIds: number[]): Promise<void> {
  const connection = app.orm.em.getConnection();
  const sha = 'a'.repeat(40);
  const noVariables = encryptPipelineVariables(app.services.encryption, []);
  await connection.execute(
    `insert into labels (type, title, color, project_id, created_at, updated_at)
     select 'ProjectLabel', 'label-' || ? || '-' || i, '#428BCA', ?, now(), now() from generate_series(1, 2) as i`,
    [projectId, projectId],
  );
  await connection.execute(
    `insert into milestones (iid, title, project_id, state, created_at, updated_at)
     values (1, 'M-' || ?, ?, 'active', now(), now())`,
    [projectId, projectId],
  );
  await connection.execute(
    `insert into ci_pipelines (project_id, iid, ref, sha, source, status, encrypted_variables, created_at, updated_at)
     select ?, i, 'b' || i, ?, 'push', 'success', ?, now(), now() from generate_series(1, ?) as i`,
    [projectId, sha, noVariables, count],
  );
  await connection.execute(
    `insert into merge_requests (iid, target_project_id, source_project_id, source_branch, target_branch, title,
       description, author_id, milestone_id, head_sha, head_pipeline_id, merge_status, created_at, updated_at)
     select i, ?, ?, 'b' || i, 'main', 'Merge request ' || i, 'About ' || i, ?,
       (select id from milestones where project_id = ?), ?,
       (select id from ci_pipelines where project_id = ? and iid = i), 'can_be_merged',
       now() - (? - i) * interval '1 second', now()
     from generate_series(1, ?) as i`,
    [projectId, projectId, userIds[0], projectId, sha, projectId, count, count],
  );
  await connection.execute(
    `insert into merge_request_assignees (merge_request_id, user_id)
     select m.id, u from merge_requests m, unnest(?::int[]) as u where m.target_project_id = ?`,
    [`{${userIds.slice(0, 2).join(',')}}`, projectId],
  );
  await connection.execute(
    `insert into merge_request_reviewers (merge_request_id, user_id)
     select m.id, ? from merge_requests m where m.target_project_id = ?`,
    [userIds[1], projectId],
  );
  await connection.execute(
    `insert into merge_request_labels (merge_request_id, label_id)
     select m.id, l.id from merge_requests m join labels l on l.project_id = m.target_project_id
     where m.target_project_id = ?`,
    [projectId],
  );
  await connection.execute('analyze');
}

try {
  const started = Date.now();
  const token = await userToken(app);
  const users = await app.orm.em
    .getConnection()
    .execute<{ id: number }[]>(`select id from users where username in ('root', 'bench') order by id`);
  const userIds = users.map((u) => u.id);
  const small = await createProject(app, ROOT_TOKEN, 'mrs-small');
  await fill(small, SMALL, userIds);
  const big = await createProject(app, ROOT_TOKEN, 'mrs-big');
  await fill(big, BIG, userIds);
  console.log(
    `projects of ${BIG.toLocaleString('en')} and ${SMALL.toLocaleString('en')} merge requests (set up in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );

  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const base = `http://127.0.0.1:${address.port}/api/v4`;
  const targets = {
    big: `/api/v4/projects/${big}/merge_requests?per_page=100`,
    small: `/api/v4/projects/${small}/merge_requests?per_page=100`,
  };
  const names = Object.keys(targets) as (keyof typeof targets)[];

  // The statements of one request of each (after a first one warmed the caches).
  const counts = new Map<string, string[]>();
  for (const name of names) {
    await app.app.inject({ method: 'GET', url: targets[name], headers: { 'private-token': token } });
    statements = [];
    const response = await app.app.inject({
      method: 'GET',
      url: targets[name],
      headers: { 'private-token': token },
    });
    if (response.statusCode !== 200) throw new Error(`${name}: ${response.statusCode} ${response.body}`);
    if ((JSON.parse(response.body) as unknown[]).length !== Math.min(100, name === 'big' ? BIG : SMALL))
      throw new Error(`${name}: not a full page`);
    counts.set(
      name,
      statements.filter((s) => !/^\s*update "?users"? set "?last_activity_on/i.test(s)),
    );
  }
  for (const name of names) console.log(`  ${name}: ${counts.get(name)!.length} SQL statements per request`);
  if (counts.get('big')!.length !== counts.get('small')!.length) {
    throw new Error('the two lists run different numbers of SQL statements');
  }

  const medians = reportLatencies(
    await interleavedLatencies(
      {
        big: {
          url: `${base}${targets.big.slice('/api/v4'.length)}`,
          method: 'GET',
          headers: { 'private-token': token },
        },
        small: {
          url: `${base}${targets.small.slice('/api/v4'.length)}`,
          method: 'GET',
          headers: { 'private-token': token },
        },
      },
      { rounds: Number(values.rounds), windowS: Number(values.window), warmupS: Number(values.warmup) },
    ),
  );
  const ratio = medians.get('big')! / medians.get('small')!;
  console.log(
    `${BIG.toLocaleString('en')} / ${SMALL.toLocaleString('en')} merge requests, per_page=100 = ${ratio.toFixed(2)}x (goal: at most 1.2x) ${ratio <= 1.2 ? 'MET' : 'NOT MET'}`,
  );
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
