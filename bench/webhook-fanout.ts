/**
 * Webhook fan-out: 1,000 hooks of one group receiving a push, against a bare loop of the same number
 * of plain HTTP POSTs (`fetch`, one after the other, from one process), in the same run, to the same
 * receiver; and the API's p99 latency while the deliveries run against its p99 when idle.
 *
 * The receiver (at nice 19 unless `--receiver-nice` says otherwise: it stands for remote hosts) and
 * an API prober run in child processes. Rounds alternate: a push through the API
 * (timed from the request to the receipt of the last delivery), then the bare loop (timed likewise);
 * the prober sends `GET /projects/:id` back to back throughout, and its latencies are split into
 * those taken while deliveries ran and those taken while the service was idle (between rounds).
 *
 * Goals (issue 13): push to last delivery at most 1.5x the bare loop; API p99 under that load at
 * most 1.2x its idle p99.
 *
 * Usage: npm run bench:webhooks [-- --hooks 1000 --rounds 5 --receiver-nice 19]
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/** Counts POSTs; tells the parent when the expected number has arrived. */
async function receiver(): Promise<void> {
  let expected = Infinity;
  let count = 0;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      if (++count === expected) process.send!({ done: performance.timeOrigin + performance.now() });
    });
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.on('message', (message: { expect: number }) => {
    count = 0;
    expected = message.expect;
    process.send!({ ready: true });
  });
  process.send!({ port: (server.address() as AddressInfo).port });
}

/** Sends GET requests back to back; answers each `{ window }` with the latencies measured since. */
async function prober(): Promise<void> {
  const url = process.argv[3]!;
  const token = process.argv[4]!;
  let latencies: number[] = [];
  let stop = false;
  process.on('message', (message: { take?: true; stop?: true }) => {
    if (message.stop) stop = true;
    if (message.take) {
      process.send!({ latencies });
      latencies = [];
    }
  });
  while (!stop) {
    const start = performance.now();
    const response = await fetch(url, { headers: { 'private-token': token } });
    await response.arrayBuffer();
    latencies.push(performance.now() - start);
  }
  process.exit(0);
}

function once<T>(child: ChildProcess, test: (message: T) => boolean): Promise<T> {
  return new Promise((resolve) => {
    const listener = (message: T) => {
      if (!test(message)) return;
      child.off('message', listener);
      resolve(message);
    };
    child.on('message', listener);
  });
}

const p99 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? NaN;
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      hooks: { type: 'string', default: '1000' },
      rounds: { type: 'string', default: '5' },
      'receiver-nice': { type: 'string', default: '19' },
    },
  });
  const HOOKS = Number(values.hooks);
  const ROUNDS = Number(values.rounds);
  const { bootstrap } = await import('../src/bootstrap.ts');
  const { loadConfig } = await import('../src/config.ts');
  const self = fileURLToPath(import.meta.url);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'railyard-bench-webhooks-'));
  await fs.chmod(dataDir, 0o755);
  const ROOT_TOKEN = 'bench-root-token-0123456789';
  const app = await bootstrap(
    loadConfig({
      DATA_DIR: dataDir,
      ROOT_TOKEN,
      LOG_LEVEL: 'silent',
      PORT: '0',
      WEBHOOK_DELIVERY_CONCURRENCY: process.env['WEBHOOK_DELIVERY_CONCURRENCY'],
      WEBHOOK_DELIVERY_THREADS: process.env['WEBHOOK_DELIVERY_THREADS'],
    }),
    {
      queue: false,
    },
  );
  const children: ChildProcess[] = [];
  try {
    const api = async (method: string, url: string, body?: unknown) => {
      const response = await app.app.inject({
        method: method as 'GET',
        url: `/api/v4${url}`,
        headers: { 'private-token': ROOT_TOKEN },
        ...(body === undefined ? {} : { payload: body as object }),
      });
      if (response.statusCode >= 300)
        throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
      return response.json<Record<string, unknown>>();
    };
    const receiverChild = fork(self, ['receiver'], { stdio: 'inherit' });
    children.push(receiverChild);
    // The receiver stands for a thousand remote hosts: at the lowest priority, it takes no processor
    // time from the API that remote receivers would not (`--receiver-nice 0` to compare).
    os.setPriority(receiverChild.pid!, Number(values['receiver-nice']));
    const { port } = await once<{ port?: number }>(receiverChild, (m) => m.port !== undefined);
    const hookUrl = `http://127.0.0.1:${port}/hook`;

    await api('PUT', '/application/settings', { allow_local_requests_from_web_hooks_and_services: true });
    const group = await api('POST', '/groups', { name: 'hooked', path: 'hooked' });
    const project = await api('POST', '/projects', {
      name: 'pushed',
      namespace_id: group['id'],
      initialize_with_readme: true,
    });
    for (let i = 0; i < HOOKS; i++) {
      await api('POST', `/groups/${String(group['id'])}/hooks`, {
        url: `${hookUrl}?${i}`,
        push_events: true,
      });
    }
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`;
    const proberChild = fork(
      self,
      ['prober', `${base}/api/v4/projects/${String(project['id'])}`, ROOT_TOKEN],
      {
        stdio: 'inherit',
      },
    );
    children.push(proberChild);
    const take = async () => {
      proberChild.send({ take: true });
      return (await once<{ latencies?: number[] }>(proberChild, (m) => m.latencies !== undefined)).latencies!;
    };
    const expect = async (n: number) => {
      receiverChild.send({ expect: n });
      await once<{ ready?: boolean }>(receiverChild, (m) => m.ready === true);
    };
    const arrived = () => once<{ done?: number }>(receiverChild, (m) => m.done !== undefined);

    let commits = 0;
    const duringPush: number[] = [];
    const push = async () => {
      await expect(HOOKS);
      const last = arrived();
      const start = performance.timeOrigin + performance.now();
      await api('POST', `/projects/${String(project['id'])}/repository/commits`, {
        branch: 'main',
        commit_message: `push ${++commits}`,
        actions: [{ action: 'create', file_path: `f${commits}.txt`, content: 'x' }],
      });
      // The push request itself (the commit, and the deliveries recorded with it) apart from the sending.
      if (counting) duringPush.push(...(await take()));
      return (await last).done! - start;
    };
    // A payload of the push's size, for the bare loop.
    const body = JSON.stringify({ object_kind: 'push', padding: 'x'.repeat(2500) });
    const bareLoop = async () => {
      await expect(HOOKS);
      const last = arrived();
      const start = performance.timeOrigin + performance.now();
      for (let i = 0; i < HOOKS; i++) {
        const response = await fetch(`${hookUrl}?${i}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        await response.arrayBuffer();
      }
      return (await last).done! - start;
    };
    const settle = () => app.services.hookDeliveries.idle();

    // Warm-up: one of each, not counted.
    let counting = false;
    await push();
    await settle();
    await bareLoop();
    const pushTimes: number[] = [];
    const loopTimes: number[] = [];
    const busy: number[] = [];
    const idle: number[] = [];
    counting = true;
    for (let round = 0; round < ROUNDS; round++) {
      await take();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      idle.push(...(await take()));
      pushTimes.push(await push());
      await settle();
      busy.push(...(await take()));
      loopTimes.push(await bareLoop());
      await take();
    }
    proberChild.send({ stop: true });
    const ratio = median(pushTimes) / median(loopTimes);
    const whole = [...duringPush, ...busy];
    const latencyRatio = p99(whole) / p99(idle);
    console.log(
      `push to last of ${HOOKS} deliveries: median ${median(pushTimes).toFixed(0)} ms (${pushTimes.map((t) => t.toFixed(0)).join(', ')})`,
    );
    console.log(
      `bare loop of ${HOOKS} POSTs: median ${median(loopTimes).toFixed(0)} ms (${loopTimes.map((t) => t.toFixed(0)).join(', ')})`,
    );
    console.log(
      `deliveries / bare loop = ${ratio.toFixed(2)}x (goal: at most 1.5x) ${ratio <= 1.5 ? 'MET' : 'NOT MET'}`,
    );
    console.log(
      `API p99 from the push to the last delivery ${p99(whole).toFixed(1)} ms (${whole.length} requests) / idle ${p99(idle).toFixed(1)} ms (${idle.length}) = ${latencyRatio.toFixed(2)}x (goal: at most 1.2x) ${latencyRatio <= 1.2 ? 'MET' : 'NOT MET'}`,
    );
    console.log(
      `  of which during the push request ${p99(duringPush).toFixed(1)} ms (${duringPush.length}) = ${(p99(duringPush) / p99(idle)).toFixed(2)}x; while the deliveries were sent ${p99(busy).toFixed(1)} ms (${busy.length}) = ${(p99(busy) / p99(idle)).toFixed(2)}x`,
    );
    console.log(
      `load average of the machine: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    for (const child of children) child.kill();
    await app.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

const role = process.argv[2];
if (role === 'receiver') await receiver();
else if (role === 'prober') await prober();
else await main();
