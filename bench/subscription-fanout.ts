/**
 * Subscription fan-out: N graphql-ws subscribers (in separate processes) on one instance, all
 * watching a project's job status changes; the benchmark makes real job status changes and
 * reports the delay from each change to its delivery (p50, p99) and the server's memory per
 * subscriber. Goal: 10,000 subscribers, p99 under 100 ms on loopback.
 *
 * Usage: npm run bench:fanout [-- --subscribers 10000 --processes 2 --changes 20]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { bootstrap } from '../src/bootstrap.ts';
import { loadConfig } from '../src/config.ts';

const { values } = parseArgs({
  options: {
    subscribers: { type: 'string', default: '10000' },
    processes: { type: 'string', default: '2' },
    changes: { type: 'string', default: '20' },
  },
});
const SUBSCRIBERS = Number(values.subscribers);
const PROCESSES = Number(values.processes);
const CHANGES = Number(values.changes);

const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'railyard-bench-fanout-'));
await fs.chmod(dataDir, 0o755);
const ROOT_TOKEN = 'bench-root-token-0123456789';
const config = loadConfig({ DATA_DIR: dataDir, ROOT_TOKEN, LOG_LEVEL: 'silent', PORT: '0' });
const app = await bootstrap(config, { queue: false });
const children: ChildProcess[] = [];

try {
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const base = `http://127.0.0.1:${address.port}`;
  const api = async (method: string, url: string, body?: unknown) => {
    const response = await fetch(`${base}/api/v4${url}`, {
      method,
      headers: { 'private-token': ROOT_TOKEN, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as Record<string, unknown>;
  };

  // A project whose pipeline has one manual job: playing and canceling it are real status changes.
  const project = await api('POST', '/projects', { name: 'fanout' });
  await api('POST', `/projects/${String(project['id'])}/repository/commits`, {
    branch: 'main',
    commit_message: 'CI',
    actions: [
      { action: 'create', file_path: '.gitlab-ci.yml', content: 'job:\n  script: echo\n  when: manual\n' },
    ],
  });
  const pipeline = await api('POST', `/projects/${String(project['id'])}/pipeline`, { ref: 'main' });
  const jobs = (await fetch(
    `${base}/api/v4/projects/${String(project['id'])}/pipelines/${String(pipeline['id'])}/jobs`,
    {
      headers: { 'private-token': ROOT_TOKEN },
    },
  ).then((r) => r.json())) as { id: number }[];
  let jobId = jobs[0]!.id;

  global.gc?.();
  const before = process.memoryUsage();
  const started = Date.now();
  const perProcess = Math.ceil(SUBSCRIBERS / PROCESSES);
  const outputs: Promise<string>[] = [];
  const ready: Promise<void>[] = [];
  for (let i = 0; i < PROCESSES; i++) {
    const count = Math.min(perProcess, SUBSCRIBERS - i * perProcess);
    const child = spawn(
      process.execPath,
      [
        path.join(here, 'fanout-subscriber.ts'),
        JSON.stringify({
          url: `${base.replace('http', 'ws')}/api/graphql`,
          token: ROOT_TOKEN,
          projectPath: project['path_with_namespace'],
          count,
        }),
      ],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    );
    children.push(child);
    let buffer = '';
    let resolveReady!: () => void;
    ready.push(new Promise((r) => (resolveReady = r)));
    outputs.push(
      new Promise((resolve) => {
        child.stdout.on('data', (chunk: Buffer) => {
          buffer += chunk.toString();
          if (buffer.startsWith('ready\n')) {
            resolveReady();
            if (buffer.length > 'ready\n'.length && buffer.endsWith('\n'))
              resolve(buffer.slice('ready\n'.length));
          }
        });
      }),
    );
  }
  await Promise.all(ready);
  await new Promise((r) => setTimeout(r, 1000));
  global.gc?.();
  const after = process.memoryUsage();
  console.log(
    `${SUBSCRIBERS} subscribers in ${PROCESSES} processes connected in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const cpuBefore = process.cpuUsage();
  // Each round: play the manual job (manual → pending), then cancel it and retry into manual again.
  for (let i = 0; i < CHANGES; i++) {
    const played = await api('POST', `/projects/${String(project['id'])}/jobs/${jobId}/play`);
    await new Promise((r) => setTimeout(r, 150));
    await api('POST', `/projects/${String(project['id'])}/jobs/${jobId}/cancel`);
    await new Promise((r) => setTimeout(r, 150));
    const retried = await api('POST', `/projects/${String(project['id'])}/jobs/${jobId}/retry`);
    jobId = Number(retried['id'] ?? played['id']);
    await new Promise((r) => setTimeout(r, 150));
  }
  await new Promise((r) => setTimeout(r, 2000));
  const cpu = process.cpuUsage(cpuBefore);
  for (const child of children) child.stdin!.write('report\n');
  const latencies = (await Promise.all(outputs))
    .flatMap((out) => JSON.parse(out.trim()) as number[])
    .sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  const perSubscriber = (after.rss - before.rss) / SUBSCRIBERS;
  console.log(
    `${latencies.length} deliveries (${(latencies.length / SUBSCRIBERS).toFixed(1)} changes per subscriber)`,
  );
  console.log(
    `delay from change to delivery: p50 ${pct(50)} ms, p99 ${pct(99)} ms, max ${latencies[latencies.length - 1]} ms`,
  );
  console.log(
    `server CPU per delivery: ${(cpu.user / latencies.length).toFixed(1)} µs user, ${(cpu.system / latencies.length).toFixed(1)} µs system`,
  );
  console.log(
    `server memory per subscriber: ${(perSubscriber / 1024).toFixed(1)} KiB RSS, ${((after.heapUsed - before.heapUsed) / SUBSCRIBERS / 1024).toFixed(1)} KiB heap`,
  );
  console.log(`goal: p99 under 100 ms with ${SUBSCRIBERS} subscribers: ${pct(99) < 100 ? 'MET' : 'NOT MET'}`);
} finally {
  for (const child of children) child.kill();
  await app.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}
