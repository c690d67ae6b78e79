/**
 * CI through GraphQL at page size 100, measured in one run:
 * - the nested pipelines query (pipelines → stages → jobs, and pipelines → jobs) at `first: 100`
 *   against `first: 5`: SQL statements identical and at most 12; median time at most 2x;
 * - `project.jobs(first: 100)` with the fields of REST's job against
 *   `GET /projects/:id/jobs?per_page=100`: median time at most 1.0x.
 * Requests are sent back to back on one keep-alive connection from a second process; rounds
 * alternate their order, so that drift in the machine's load weighs on all alike.
 *
 * Usage: npm run bench:graphql-ci [-- --rounds 8 --window 3]
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { RequestContext } from '@mikro-orm/postgresql';
import { bootstrap } from '../src/bootstrap.ts';
import { loadConfig } from '../src/config.ts';
import {
  createProject,
  insertPipelines,
  interleavedLatencies,
  liftJobsRateLimit,
  reportLatencies,
  userToken,
} from './support/ci-data.ts';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '8' },
    window: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '1' },
  },
});

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'railyard-bench-graphql-ci-'));
await fs.chmod(dataDir, 0o755);
const ROOT_TOKEN = 'bench-root-token-0123456789';
const config = loadConfig({
  DATA_DIR: dataDir,
  ROOT_TOKEN,
  LOG_LEVEL: 'silent',
  PORT: '0',
  // The nested query may return 100 pipelines of 10 jobs twice over: more nodes than the default limit.
  GRAPHQL_MAX_NODES_AUTHENTICATED: '10000000',
});
const statements: string[] = [];
const app = await bootstrap(config, {
  queue: false,
  onQuery: (s) => {
    if (RequestContext.currentRequestContext()) statements.push(s);
  },
});

const nested = (projectPath: string, n: number) => `{ project(fullPath: "${projectPath}") {
  pipelines(first: ${n}) { nodes { id status detailedStatus { icon }
    stages { nodes { name jobs { nodes { id name status } } } }
    jobs { nodes { id name status stage { name } } } } } } }`;

/** What REST's job shows that GraphQL's CiJob has. */
const jobsLikeRest = (projectPath: string) => `{ project(fullPath: "${projectPath}") {
  jobs(first: 100) { nodes { id name status stage { name } refName createdByTag coverage allowFailure
    createdAt startedAt finishedAt erasedAt duration queuedDuration webPath tags failureMessage
    pipeline { id iid sha ref status createdAt updatedAt path } } } } }`;

try {
  const projectId = await createProject(app, ROOT_TOKEN, 'graphql-ci');
  await liftJobsRateLimit(app, ROOT_TOKEN);
  await insertPipelines(app, projectId, 150, 10);
  const token = await userToken(app);
  const projectPath = 'root/graphql-ci';

  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const base = `http://127.0.0.1:${address.port}`;

  const graphql = (query: string) => ({
    url: `${base}/api/graphql`,
    method: 'POST' as const,
    headers: { 'private-token': token, 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const targets = {
    'nested, first: 5': graphql(nested(projectPath, 5)),
    'nested, first: 100': graphql(nested(projectPath, 100)),
    'project.jobs(first: 100)': graphql(jobsLikeRest(projectPath)),
    'GET jobs?per_page=100': {
      url: `${base}/api/v4/projects/${projectId}/jobs?per_page=100`,
      method: 'GET' as const,
      headers: { 'private-token': token },
    },
  };

  // Statements of one request each (the answer checked too).
  const counted = new Map<string, number>();
  for (const name of ['nested, first: 5', 'nested, first: 100'] as const) {
    const target = targets[name];
    // Once to warm the caches a first request fills (the token, the user), then counted.
    await fetch(target.url, { method: 'POST', headers: target.headers, body: target.body });
    statements.length = 0;
    const response = await fetch(target.url, { method: 'POST', headers: target.headers, body: target.body });
    const answer = (await response.json()) as {
      errors?: unknown;
      data?: { project: { pipelines: { nodes: unknown[] } } };
    };
    if (answer.errors) throw new Error(`${name}: ${JSON.stringify(answer.errors)}`);
    console.log(
      `${name}: ${answer.data!.project.pipelines.nodes.length} pipelines, ${statements.length} SQL statements`,
    );
    counted.set(name, statements.length);
  }

  const medians = reportLatencies(
    await interleavedLatencies(targets, {
      rounds: Number(values.rounds),
      windowS: Number(values.window),
      warmupS: Number(values.warmup),
    }),
  );
  const median = (name: keyof typeof targets) => medians.get(name)!;
  const same = counted.get('nested, first: 5') === counted.get('nested, first: 100');
  const few = (counted.get('nested, first: 100') ?? Infinity) <= 12;
  console.log(
    `nested statements first:100 = first:5 and at most 12: ${counted.get('nested, first: 100')} vs ${counted.get('nested, first: 5')} ${same && few ? 'MET' : 'NOT MET'}`,
  );
  const ratios: [string, number, number][] = [
    ['nested query, first: 100 / first: 5', median('nested, first: 100') / median('nested, first: 5'), 2],
    [
      'project.jobs(first: 100) / GET jobs?per_page=100',
      median('project.jobs(first: 100)') / median('GET jobs?per_page=100'),
      1,
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
