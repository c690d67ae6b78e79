/**
 * Fan-out of `ciJobStatusUpdated` with GitLab's `CiJob` payload against a raw `ws` broadcast, in the
 * same run, to the same sockets, timed by the same client processes.
 *
 * 100 users (half developers, half reporters of one private project: two viewer classes) hold N
 * graphql-ws connections (one WebSocket each) in two client processes; each connection subscribes
 * to `ciJobStatusUpdated` of every manual job of a pipeline, asking what a job page asks. Rounds
 * alternate: a real status change made through the API (play, a runner picking the job, the runner
 * reporting success), then the server writing one pre-serialised graphql-ws `next` frame of the same
 * size to every socket with `ws`'s own `send` (through the WebSocket server the app already exposes).
 * Clients time every frame on arrival; the delay runs from the change's timestamp (the event's `at`),
 * or from the start of the broadcast, to receipt.
 *
 * Goal (issue 11): p99 of the GraphQL deliveries at most 1.3 times p99 of the raw broadcast.
 *
 * Usage: npm run bench:ci-job-fanout [-- --subscribers 10000 --jobs 2]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Session } from 'node:inspector/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { bootstrap } from '../src/bootstrap.ts';
import { loadConfig } from '../src/config.ts';
import { userToken } from './support/ci-data.ts';

const { values } = parseArgs({
  options: {
    subscribers: { type: 'string', default: '10000' },
    users: { type: 'string', default: '100' },
    jobs: { type: 'string', default: '2' },
    /** Writes a CPU profile of the server during each round (not the set-up) to `<profile>.<round>-<kind>.cpuprofile`. */
    profile: { type: 'string' },
  },
});
const SUBSCRIBERS = Number(values.subscribers);
const USERS = Number(values.users);
const JOBS = Number(values.jobs);
const PROCESSES = 2;

/** What GitLab's job page reads of a job. */
const JOB_FIELDS = `
    id
    name
    status
    active
    allowFailure
    cancelable
    retryable
    playable
    canPlayJob
    manualJob
    retried
    createdAt
    queuedAt
    startedAt
    finishedAt
    duration
    queuedDuration
    refName
    refPath
    shortSha
    tags
    webPath
    playPath
    retryPath
    detailedStatus {
      id
      name
      label
      tooltip
      hasDetails
      detailsPath
      favicon
      action {
        id
        buttonTitle
        confirmationMessage
        icon
        method
        path
        title
      }
    }
    userPermissions {
      readBuild
      readJobArtifacts
      updateBuild
      cancelBuild
    }
    pipeline {
      id
      iid
      path
    }`;
const SUBSCRIPTION = `subscription ($jobId: CiBuildID!) {\n  ciJobStatusUpdated(jobId: $jobId) {${JOB_FIELDS}\n  }\n}`;

const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'railyard-bench-ci-job-fanout-'));
await fs.chmod(dataDir, 0o755);
const ROOT_TOKEN = 'bench-root-token-0123456789';
const config = loadConfig({ DATA_DIR: dataDir, ROOT_TOKEN, LOG_LEVEL: 'silent', PORT: '0' });
const running = await bootstrap(config, { queue: false });
const children: ChildProcess[] = [];
const now = () => performance.timeOrigin + performance.now();

try {
  await running.app.listen({ port: 0, host: '127.0.0.1' });
  const address = running.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const base = `http://127.0.0.1:${address.port}`;
  const call = async (method: string, url: string, body?: unknown, token: string | null = ROOT_TOKEN) => {
    const response = await fetch(`${base}/api/v4${url}`, {
      method,
      headers: { ...(token ? { 'private-token': token } : {}), 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status >= 300) throw new Error(`${method} ${url}: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : null) as Record<string, unknown>;
  };

  // A private project whose pipeline has JOBS manual jobs, and a runner to take them.
  const project = await call('POST', '/projects', { name: 'fanout', visibility: 'private' });
  const projectId = String(project['id']);
  const ci = Array.from({ length: JOBS }, (_, i) => `job${i + 1}:\n  script: echo\n  when: manual\n`).join(
    '',
  );
  await call('POST', `/projects/${projectId}/repository/commits`, {
    branch: 'main',
    commit_message: 'CI',
    actions: [{ action: 'create', file_path: '.gitlab-ci.yml', content: ci }],
  });
  const pipeline = await call('POST', `/projects/${projectId}/pipeline`, { ref: 'main' });
  const jobs = (await call(
    'GET',
    `/projects/${projectId}/pipelines/${String(pipeline['id'])}/jobs`,
  )) as unknown as {
    id: number;
  }[];
  const jobIds = jobs.map((j) => j.id).sort((a, b) => a - b);
  const runner = await call('POST', '/user/runners', { runner_type: 'instance_type' });
  const runnerToken = String(runner['token']);

  // USERS viewers: developers and reporters in turn.
  const tokens: string[] = [];
  for (let i = 0; i < USERS; i++) {
    const username = `viewer${i}`;
    const token = await userToken(running, username);
    const [user] = (await call('GET', `/users?username=${username}`)) as unknown as { id: number }[];
    await call('POST', `/projects/${projectId}/members`, {
      user_id: user!.id,
      access_level: i % 2 === 0 ? 30 : 20,
    });
    tokens.push(token);
  }

  // The raw broadcast's frame: a developer's view of the job, as large as the GraphQL deliveries.
  const view = (await fetch(`${base}/api/graphql`, {
    method: 'POST',
    headers: { 'private-token': tokens[0]!, 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `query ($path: ID!, $id: JobID!) { project(fullPath: $path) { job(id: $id) {${JOB_FIELDS} } } }`,
      variables: { path: project['path_with_namespace'], id: `gid://gitlab/Ci::Build/${jobIds[0]}` },
    }),
  }).then((r) => r.json())) as { data: { project: { job: unknown } } };
  const frame = Buffer.from(
    JSON.stringify({
      id: '~baseline-0000-0000-0000-000000000000',
      type: 'next',
      payload: { data: { ciJobStatusUpdated: view.data.project.job } },
    }),
  );

  // Subscribers, in two processes.
  const started = Date.now();
  const counts: number[] = [];
  const reports: Promise<{ arrivals: number[]; errors: number }>[] = [];
  const ready: Promise<void>[] = [];
  const perProcess = Math.ceil(SUBSCRIBERS / PROCESSES);
  for (let p = 0; p < PROCESSES; p++) {
    const count = Math.min(perProcess, SUBSCRIBERS - p * perProcess);
    const child = spawn(
      process.execPath,
      [
        path.join(here, 'ci-job-fanout-subscriber.ts'),
        JSON.stringify({
          url: `${base.replace('http', 'ws')}/api/graphql`,
          tokens,
          offset: p,
          jobIds: jobIds.map((id) => `gid://gitlab/Ci::Build/${id}`),
          query: SUBSCRIPTION,
          count,
        }),
      ],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    );
    children.push(child);
    counts.push(0);
    let resolveReady!: () => void;
    let resolveReport!: (report: { arrivals: number[]; errors: number }) => void;
    ready.push(new Promise((r) => (resolveReady = r)));
    reports.push(new Promise((r) => (resolveReport = r)));
    let buffer = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      let newline: number;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        if (line === 'ready') resolveReady();
        else if (line.startsWith('count ')) counts[p] = Number(line.slice(6));
        else if (line.startsWith('report ')) resolveReport(JSON.parse(line.slice(7)));
      }
    });
  }
  await Promise.all(ready);
  const sockets = running.app.websocketServer.clients;
  console.log(
    `${SUBSCRIBERS} sockets (${sockets.size} on the server), ${SUBSCRIBERS * JOBS} subscriptions of ${USERS} users, ` +
      `${PROCESSES} client processes: ready in ${((Date.now() - started) / 1000).toFixed(1)} s; frame ${frame.length} bytes`,
  );

  /** Waits until every socket has received `expected` frames in all, then a little more. */
  const received = async (expected: number) => {
    const deadline = Date.now() + 30_000;
    while (counts.reduce((a, b) => a + b, 0) < expected && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 300));
  };

  // The change's timestamp, as the event carries it.
  let changedAt = 0;
  let publishedAt = 0;
  running.services.bus.on('ci.job.status', (event) => {
    changedAt = Date.parse(event.payload.at);
    publishedAt = now();
  });

  /** `published`: when the event reached the bus's listeners. */
  type Round = {
    kind: 'graphql' | 'raw';
    start: number;
    from: number;
    published: number;
    cpu: NodeJS.CpuUsage;
  };
  const rounds: Round[] = [];
  let expected = 0;
  // Three real changes per job: played (pending), taken by the runner (running), reported (success).
  const jobTokens = new Map<number, string>();
  const changes: (() => Promise<unknown>)[] = [];
  for (const jobId of jobIds) {
    changes.push(() => call('POST', `/projects/${projectId}/jobs/${jobId}/play`));
    changes.push(async () => {
      const payload = await call('POST', '/jobs/request', { token: runnerToken }, null);
      jobTokens.set(Number(payload['id']), String(payload['token']));
    });
    changes.push(() =>
      call('PUT', `/jobs/${jobId}`, { token: jobTokens.get(jobId), state: 'success' }, null),
    );
  }
  const profiler = values.profile ? new Session() : null;
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
  }
  /** Runs a round, profiled on its own (one file per round) when asked. */
  const profiled = async (name: string, round: () => Promise<void>) => {
    await profiler?.post('Profiler.start');
    await round();
    if (!profiler) return;
    const { profile } = await profiler.post('Profiler.stop');
    await fs.writeFile(`${values.profile!}.${rounds.length}-${name}.cpuprofile`, JSON.stringify(profile));
  };
  for (const change of changes) {
    await profiled('graphql', async () => {
      const cpu = process.cpuUsage();
      const start = now();
      await change();
      expected += SUBSCRIBERS;
      await received(expected);
      rounds.push({
        kind: 'graphql',
        start,
        from: changedAt,
        published: publishedAt,
        cpu: process.cpuUsage(cpu),
      });
    });
    await profiled('raw', async () => {
      const cpu = process.cpuUsage();
      const start = now();
      for (const socket of sockets) socket.send(frame, { binary: false });
      expected += SUBSCRIBERS;
      await received(expected);
      rounds.push({ kind: 'raw', start, from: start, published: start, cpu: process.cpuUsage(cpu) });
    });
  }

  for (const child of children) child.stdin!.write('report\n');
  const results = await Promise.all(reports);
  const arrivals = results.flatMap((r) => r.arrivals).sort((a, b) => a - b);
  const errors = results.reduce((sum, r) => sum + r.errors, 0);

  // Each arrival belongs to the last round started before it.
  const delays = { graphql: [] as number[], raw: [] as number[] };
  const perRound: string[] = [];
  /** p99 of each counted round, in order: a GraphQL round, then the raw round right after it. */
  const roundP99: number[] = [];
  let a = 0;
  for (let r = 0; r < rounds.length; r++) {
    const round = rounds[r]!;
    const end = rounds[r + 1]?.start ?? Infinity;
    const mine: number[] = [];
    while (a < arrivals.length && arrivals[a]! < end) {
      if (arrivals[a]! >= round.start) mine.push(arrivals[a]! - round.from);
      a++;
    }
    // The first round of each kind warms up (decisions cached, code compiled): shown, not counted.
    const warmUp = r < 2;
    if (!warmUp) {
      delays[round.kind].push(...mine);
      roundP99.push(pct(mine, 99));
    }
    const cpuPer = (round.cpu.user + round.cpu.system) / Math.max(1, mine.length);
    perRound.push(
      `${round.kind.padEnd(7)} ${String(mine.length).padStart(6)} frames  p50 ${pct(mine, 50).toFixed(1).padStart(6)} ms  ` +
        `p99 ${pct(mine, 99).toFixed(1).padStart(6)} ms  published +${(round.published - round.from).toFixed(1)} ms, ` +
        `first frame +${pct(mine, 0).toFixed(1)} ms  server CPU ${cpuPer.toFixed(1)} µs/frame${warmUp ? '  (warm-up)' : ''}`,
    );
  }
  console.log(perRound.join('\n'));
  const g99 = pct(delays.graphql, 99);
  const r99 = pct(delays.raw, 99);
  console.log(
    `graphql: ${delays.graphql.length} deliveries, p50 ${pct(delays.graphql, 50).toFixed(1)} ms, p99 ${g99.toFixed(1)} ms (from the change's timestamp)`,
  );
  console.log(
    `raw ws:  ${delays.raw.length} deliveries, p50 ${pct(delays.raw, 50).toFixed(1)} ms, p99 ${r99.toFixed(1)} ms (from the start of the broadcast)`,
  );
  if (errors > 0) console.log(`${errors} results with errors`);
  const ratio = g99 / r99;
  console.log(
    `p99 ratio graphql / raw: ${ratio.toFixed(2)} — goal ≤ 1.3: ${ratio <= 1.3 ? 'MET' : 'NOT MET'}`,
  );
  // Each GraphQL round against the raw round right after it: less exposed to one noisy round.
  const pairs: number[] = [];
  for (let i = 0; i + 1 < roundP99.length; i += 2) pairs.push(roundP99[i]! / roundP99[i + 1]!);
  console.log(
    `p99 ratio per pair of rounds: ${pairs.map((r) => r.toFixed(2)).join(', ')} (median ${pct(pairs, 50).toFixed(2)})`,
  );
} finally {
  for (const child of children) child.kill();
  await running.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}

function pct(sorted: number[], p: number): number {
  const values = [...sorted].sort((x, y) => x - y);
  return values[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? NaN;
}
