/**
 * The requests of `bench:graphql-ci`, sent in-process (app.inject) in a loop, to find what they
 * cost: wall time (min, p10, median) and CPU time per request, and on demand a CPU profile or an
 * allocation profile of the loop (open it in Chrome DevTools). GraphQL runs on the main thread
 * unless WORKERS=1, so that the profile sees it.
 *
 * Usage: node bench/graphql-ci-profile.ts [n5,n100,jobs,rest,user,restUser] [iterations] [profile-file]
 *   HEAP=1   an allocation profile instead of a CPU profile
 *   SQL=1    prints the statements of one request of each
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Session } from 'node:inspector/promises';
import { bootstrap } from '../src/bootstrap.ts';
import { loadConfig } from '../src/config.ts';
import { createProject, insertPipelines, liftJobsRateLimit, userToken } from './support/ci-data.ts';

const [which = 'n5,n100,jobs,rest', iterationsArg = '200', profileFile] = process.argv.slice(2);
const iterations = Number(iterationsArg);
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'railyard-profile-'));
await fs.chmod(dataDir, 0o755);
const ROOT_TOKEN = 'bench-root-token-0123456789';
const config = loadConfig({
  DATA_DIR: dataDir,
  ROOT_TOKEN,
  LOG_LEVEL: 'silent',
  PORT: '0',
  GRAPHQL_MAX_NODES_AUTHENTICATED: '10000000',
  GRAPHQL_QUERY_WORKERS: process.env['WORKERS'] ?? '0',
});
const statements: string[] = [];
const app = await bootstrap(config, {
  queue: false,
  onQuery: process.env['SQL'] ? (sql) => void statements.push(sql) : undefined,
});

const projectPath = 'root/graphql-ci';
const nested = (n: number) => `{ project(fullPath: "${projectPath}") {
  pipelines(first: ${n}) { nodes { id status detailedStatus { icon }
    stages { nodes { name jobs { nodes { id name status } } } }
    jobs { nodes { id name status stage { name } } } } } } }`;
const jobsLikeRest = `{ project(fullPath: "${projectPath}") {
  jobs(first: 100) { nodes { id name status stage { name } refName createdByTag coverage allowFailure
    createdAt startedAt finishedAt erasedAt duration queuedDuration webPath tags failureMessage
    pipeline { id iid sha ref status createdAt updatedAt path } } } } }`;

try {
  const projectId = await createProject(app, ROOT_TOKEN, 'graphql-ci');
  await liftJobsRateLimit(app, ROOT_TOKEN);
  await insertPipelines(app, projectId, 150, 10);
  const token = await userToken(app);
  const graphql = (query: string) => ({
    method: 'POST' as const,
    url: '/api/graphql',
    headers: { 'private-token': token, 'content-type': 'application/json' },
    payload: JSON.stringify({ query }),
  });
  const targets = {
    n5: graphql(nested(5)),
    n100: graphql(nested(100)),
    jobs: graphql(jobsLikeRest),
    /** The fixed cost of each face: the smallest authenticated request. */
    user: graphql('{ currentUser { id } }'),
    restUser: { method: 'GET' as const, url: '/api/v4/user', headers: { 'private-token': token } },
    rest: {
      method: 'GET' as const,
      url: `/api/v4/projects/${projectId}/jobs?per_page=100`,
      headers: { 'private-token': token },
    },
  };
  const names = which.split(',') as (keyof typeof targets)[];
  for (const name of names) {
    const response = await app.app.inject(targets[name]);
    if (process.env['SIZES']) console.log(`${name}: ${response.body.length} bytes`);
    if (response.statusCode !== 200 || response.body.includes('"errors"'))
      throw new Error(`${name}: ${response.body.slice(0, 500)}`);
    for (let i = 0; i < 30; i++) await app.app.inject(targets[name]);
    if (process.env['SQL']) {
      statements.length = 0;
      await app.app.inject(targets[name]);
      console.log(`--- ${name}: ${statements.length} statements`);
      for (const sql of statements)
        console.log(sql.replace(/\s+/g, ' ').slice(0, Number(process.env['SQL_WIDTH'] ?? 300)));
    }
  }

  const session = profileFile ? new Session() : null;
  const heap = Boolean(process.env['HEAP']);
  if (session) {
    session.connect();
    if (heap) {
      await session.post('HeapProfiler.enable');
      await session.post('HeapProfiler.startSampling', {
        samplingInterval: 4096,
        includeObjectsCollectedByMajorGC: true,
        includeObjectsCollectedByMinorGC: true,
      });
    } else {
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 200 });
      await session.post('Profiler.start');
    }
  }
  for (const name of names) {
    const times: number[] = [];
    const cpuBefore = process.cpuUsage();
    for (let i = 0; i < iterations; i++) {
      const start = performance.now();
      await app.app.inject(targets[name]);
      times.push(performance.now() - start);
    }
    const cpu = process.cpuUsage(cpuBefore);
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.floor(times.length * q)]!.toFixed(2);
    console.log(
      `${name}: wall min ${at(0)} p10 ${at(0.1)} median ${at(0.5)} ms, CPU ${((cpu.user + cpu.system) / 1000 / iterations).toFixed(2)} ms per request`,
    );
  }
  if (session) {
    const { profile } = heap
      ? await session.post('HeapProfiler.stopSampling')
      : await session.post('Profiler.stop');
    await fs.writeFile(profileFile!, JSON.stringify(profile));
  }
} finally {
  await app.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}
