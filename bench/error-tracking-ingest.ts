/**
 * Error tracking ingestion: events per second through the collector's envelope endpoint (key check,
 * new errors, events and their tallies, a transaction per batch of waiting events with several
 * batches at once, each answer sent once its event has committed), against the same requests sent
 * to a bare Fastify route that only parses the envelope, in the same run on the same machine, under
 * load from a second process.
 *
 * Both are measured at each number of concurrent connections given: the bare route is bound by
 * CPU (more connections change little), the collector by commit round trips (its batches grow with
 * the connections waiting). Each side's capacity is the best it reaches; the goal compares them:
 * the collector's at least 0.5x the bare route's.
 *
 * Usage: npm run bench:error-ingest [-- --duration 10 --connections 16,64,256]
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { bootstrap } from '../src/bootstrap.ts';
import { loadConfig } from '../src/config.ts';
import { jsonObject, parseEnvelope } from '../src/modules/error-tracking/sentry-envelope.ts';
import { load, type LoadResult } from './support/ci-data.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '16,64,256' },
  },
});

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'railyard-bench-'));
await fs.chmod(dataDir, 0o755);
const ROOT_TOKEN = 'bench-root-token-0123456789';
const config = loadConfig({ DATA_DIR: dataDir, ROOT_TOKEN, LOG_LEVEL: 'silent', PORT: '0' });
const app = await bootstrap(config, { queue: false });
const bare = Fastify({ logger: false });

try {
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const base = `http://127.0.0.1:${address.port}`;
  const api = async (method: string, url: string, body?: object) => {
    const response = await fetch(`${base}/api/v4${url}`, {
      method,
      headers: { 'private-token': ROOT_TOKEN, 'content-type': 'application/json' },
      body: body && JSON.stringify(body),
    });
    if (response.status >= 300)
      throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };
  const project = await api('POST', '/projects', { name: 'ingest bench', visibility: 'private' });
  await api('PUT', `/projects/${String(project.id)}/error_tracking/settings`, {
    active: true,
    integrated: true,
  });
  const key = await api('POST', `/projects/${String(project.id)}/error_tracking/client_keys`);

  // What @sentry/node sends for one captured exception: an envelope with one event item.
  const event = JSON.stringify({
    event_id: 'a'.repeat(32),
    timestamp: Date.now() / 1000,
    platform: 'node',
    level: 'error',
    environment: 'production',
    release: 'bench@1.0.0',
    user: { id: 'bench-user' },
    exception: {
      values: [
        {
          type: 'TypeError',
          value: "Cannot read properties of undefined (reading 'id')",
          mechanism: { type: 'generic', handled: true },
          stacktrace: {
            frames: Array.from({ length: 12 }, (_, i) => ({
              filename: `/app/src/module${i}.js`,
              function: `handler${i}`,
              module: `module${i}`,
              lineno: 10 + i,
              colno: 5,
              in_app: i > 6,
            })),
          },
        },
      ],
    },
  });
  const envelope = `${JSON.stringify({ event_id: 'a'.repeat(32), sent_at: new Date().toISOString() })}\n${JSON.stringify({ type: 'event', length: Buffer.byteLength(event) })}\n${event}\n`;

  bare.removeAllContentTypeParsers();
  bare.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  bare.post('/api/:id/envelope', async (req, reply) => {
    const parsed = parseEnvelope(req.body as Buffer);
    for (const item of parsed.items) jsonObject(item.payload);
    return reply.code(200).send('');
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareAddress = bare.server.address();
  if (!bareAddress || typeof bareAddress === 'string') throw new Error('no address');

  const common = {
    method: 'POST' as const,
    headers: {
      'content-type': 'application/x-sentry-envelope',
      'x-sentry-auth': `Sentry sentry_version=7, sentry_key=${String(key.public_key)}`,
    },
    body: envelope,
    durationMs: Number(values.duration) * 1000,
    warmupMs: Number(values.warmup) * 1000,
  };
  const bareUrl = `http://127.0.0.1:${bareAddress.port}/api/${String(project.id)}/envelope`;
  const collectorUrl = `${base}/api/v4/error_tracking/collector/api/${String(project.id)}/envelope/`;
  console.log(
    `one ${Buffer.byteLength(envelope)}-byte envelope per request, ${values.duration}s per measurement, load from a second process`,
  );
  const show = (label: string, r: LoadResult) =>
    `${label} ${r.rps.toFixed(0).padStart(6)} events/s  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  errors ${r.errors}`;
  let bareBest = 0;
  let collectorBest = 0;
  let sent = 0;
  for (const connections of values.connections.split(',').map(Number)) {
    const bareResult = await load({ ...common, connections, url: bareUrl });
    const collectorResult = await load({ ...common, connections, url: collectorUrl });
    sent += collectorResult.requests;
    bareBest = Math.max(bareBest, bareResult.rps);
    collectorBest = Math.max(collectorBest, collectorResult.rps);
    console.log(
      `${String(connections).padStart(4)} connections: ${show('bare Fastify (parse only)', bareResult)}`,
    );
    console.log(`${' '.repeat(18)}${show('collector (stored)       ', collectorResult)}`);
  }
  const stored = (await api('GET', `/projects/${String(project.id)}/error_tracking/errors`)) as unknown as {
    event_count: number;
  }[];
  console.log(
    `events counted by the error: ${String(stored[0]?.event_count)} (answered 200, warm-up included: at least ${sent})`,
  );
  const ratio = collectorBest / bareBest;
  console.log(
    `capacity: collector ${collectorBest.toFixed(0)} / bare ${bareBest.toFixed(0)} events/s = ${ratio.toFixed(2)}x (goal: at least 0.5x) ${ratio >= 0.5 ? 'MET' : 'NOT MET'}`,
  );
} finally {
  await bare.close();
  await app.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}
