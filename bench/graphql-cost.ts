/**
 * The most expensive GraphQL query the limits admit, of the shape the security issue names
 * (aliases of a project's `pipelines(first: 100) { nodes { jobs(first: 100) { nodes { id } } } }`),
 * on a public project of 100 pipelines of 100 jobs, against `{ currentUser { id } }`; and the
 * latency of concurrent `GET /api/v4/user` requests (from a second process) while it runs back to
 * back, against the same requests on the idle server.
 *
 * Prints the expensive query's mean time as a multiple of the cheap one's, and the p99 of the
 * concurrent requests during it as a multiple of their idle p99 (goal: at most 3x). Idle and busy
 * windows alternate for a few rounds, so that other load on the machine weighs on both alike.
 *
 * Usage: [GRAPHQL_...=value] npm run bench:graphql-cost [-- --rounds 3 --window 5 --connections 2 --query '<query>']
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { parse } from 'graphql';
import { bootstrap } from '../src/bootstrap.ts';
import { loadConfig } from '../src/config.ts';
import { measureQuery } from '../src/graphql/limits.ts';
import { schema } from '../src/graphql/schema.ts';
import {
  createProject,
  insertPipelines,
  load,
  percentile,
  userToken,
  type LoadOptions,
} from './support/ci-data.ts';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    window: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '1' },
    connections: { type: 'string', default: '2' },
    pipelines: { type: 'string', default: '100' },
    jobs: { type: 'string', default: '100' },
    /** A query to run instead of the computed most expensive one. */
    query: { type: 'string' },
  },
});
const PIPELINES = Number(values.pipelines);
const JOBS = Number(values.jobs);

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'railyard-bench-gqlcost-'));
await fs.chmod(dataDir, 0o755);
const ROOT_TOKEN = 'bench-root-token-0123456789';
// GRAPHQL_* settings from the environment apply (to compare limits), the rest is the bench's own.
const graphqlSettings = Object.fromEntries(
  Object.entries(process.env).filter(([k]) => k.startsWith('GRAPHQL_')),
);
const config = loadConfig({
  ...graphqlSettings,
  DATA_DIR: dataDir,
  ROOT_TOKEN,
  LOG_LEVEL: 'silent',
  PORT: '0',
});
const app = await bootstrap(config, { queue: false });

try {
  const started = Date.now();
  const projectId = await createProject(app, ROOT_TOKEN, 'bench-cost');
  await insertPipelines(app, projectId, PIPELINES, JOBS);
  const token = await userToken(app);
  console.log(
    `public project with ${PIPELINES} pipelines of ${JOBS} jobs (set up in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );

  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const base = `http://127.0.0.1:${address.port}`;

  const post = (query: string) =>
    fetch(`${base}/api/graphql`, {
      method: 'POST',
      headers: { 'private-token': token, 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
  /** Times a request to its last byte; the body is read but not decoded (it shares this process). */
  const timed = async (query: string) => {
    const t0 = performance.now();
    const bytes = (await (await post(query)).arrayBuffer()).byteLength;
    return { ms: performance.now() - t0, bytes };
  };
  const errorsOf = async (query: string) =>
    ((await (await post(query)).json()) as { errors?: { message: string }[] }).errors;

  const expensive = values.query ?? mostExpensiveQuery(config.GRAPHQL_MAX_NODES_AUTHENTICATED);
  const refused = await errorsOf(expensive);
  if (refused) throw new Error(`expensive query refused: ${JSON.stringify(refused)}`);
  const cost = measureQuery(schema, parse(expensive), {}, null);
  const size = (await timed(expensive)).bytes;
  console.log(
    `expensive query: ${cost.nodes} nodes (limit ${config.GRAPHQL_MAX_NODES_AUTHENTICATED}), complexity ${cost.complexity}, ${(size / 1048576).toFixed(1)} MiB of JSON:\n  ${expensive}`,
  );
  if (!values.query) {
    const over = await errorsOf(mostExpensiveQuery(config.GRAPHQL_MAX_NODES_AUTHENTICATED + 100));
    console.log(`one more page of jobs is refused: ${over?.[0]?.message ?? 'NOT REFUSED'}`);
  }

  const cheap = '{ currentUser { id } }';
  for (let i = 0; i < 20; i++) await timed(cheap);
  let cheapMs = 0;
  for (let i = 0; i < 100; i++) cheapMs += (await timed(cheap)).ms;
  cheapMs /= 100;
  let expensiveMs = 0;
  for (let i = 0; i < 3; i++) expensiveMs += (await timed(expensive)).ms;
  expensiveMs /= 3;
  console.log(
    `time: expensive / { currentUser { id } } = ${(expensiveMs / cheapMs).toFixed(0)}x (means of 3 and 100 sequential requests)`,
  );

  const loadOptions: LoadOptions = {
    url: `${base}/api/v4/user`,
    method: 'GET',
    headers: { 'private-token': token },
    connections: Number(values.connections),
    durationMs: Number(values.window) * 1000,
    warmupMs: Number(values.warmup) * 1000,
    latencies: true,
  };
  const idle: number[] = [];
  const during: number[] = [];
  let runs = 0;
  let maxLoopDelay = 0;
  let maxGc = 0;
  const gcObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) maxGc = Math.max(maxGc, entry.duration);
  });
  for (let round = 1; round <= Number(values.rounds); round++) {
    const quiet = await load(loadOptions);
    // The expensive query back to back, for as long as the load runs.
    let busy = true;
    const hammer = (async () => {
      while (busy) {
        await timed(expensive);
        runs += 1;
      }
    })();
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    gcObserver.observe({ entryTypes: ['gc'] });
    const loaded = await load(loadOptions);
    gcObserver.disconnect();
    delay.disable();
    busy = false;
    await hammer;
    maxLoopDelay = Math.max(maxLoopDelay, delay.max / 1e6);
    idle.push(...quiet.latencies);
    during.push(...loaded.latencies);
    console.log(
      `  round ${round}: idle p99 ${p99(quiet.latencies).toFixed(1)} ms, during p99 ${p99(loaded.latencies).toFixed(1)} ms (${(p99(loaded.latencies) / p99(quiet.latencies)).toFixed(2)}x)`,
    );
  }
  const ratio = p99(during) / p99(idle);
  console.log(
    `GET /api/v4/user, ${loadOptions.connections} connections from a second process, ${values.rounds} rounds of ${values.window} s idle and ${values.window} s during:`,
  );
  console.log(
    `  idle    p50 ${p50(idle).toFixed(1)} ms  p99 ${p99(idle).toFixed(1)} ms  (${idle.length} requests)`,
  );
  console.log(
    `  during  p50 ${p50(during).toFixed(1)} ms  p99 ${p99(during).toFixed(1)} ms  (${during.length} requests, ${runs} expensive queries completed, longest event-loop delay ${maxLoopDelay.toFixed(0)} ms, longest garbage collection ${maxGc.toFixed(0)} ms)`,
  );
  console.log(
    `load average of the machine: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    `p99 during / idle p99 = ${ratio.toFixed(2)}x (goal: at most 3x) ${ratio <= 3 ? 'MET' : 'NOT MET'}`,
  );
} finally {
  await app.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}

/**
 * The shape with as many nodes as `limit` allows: aliases of 100 pipelines of 100 jobs
 * (10,100 nodes each), then one of 100 pipelines with as many jobs each as still fit.
 */
function mostExpensiveQuery(limit: number): string {
  const alias = (i: number, jobs: number) =>
    `a${i}: project(fullPath: "root/bench-cost") { pipelines(first: 100) { nodes { jobs(first: ${jobs}) { nodes { id } } } } }`;
  const parts: string[] = [];
  let left = limit;
  while (left >= 100 + 100 * 1) {
    const jobs = Math.min(100, Math.floor((left - 100) / 100));
    parts.push(alias(parts.length, jobs));
    left -= 100 + 100 * jobs;
  }
  return `{ ${parts.join(' ')} }`;
}

function p50(values: number[]): number {
  return percentile(50, values);
}
function p99(values: number[]): number {
  return percentile(99, values);
}
