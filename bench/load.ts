/**
 * A small HTTP load generator, run as its own process so that it does not share the server's
 * event loop: N keep-alive connections send the same request back to back for a duration.
 * Usage: node bench/load.ts '<json options>' ; prints one JSON line with the results.
 */
import http from 'node:http';

export interface LoadOptions {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  connections: number;
  durationMs: number;
  warmupMs: number;
  /** Also print every latency (ms). */
  latencies?: boolean;
}

const options = JSON.parse(process.argv[2] ?? '{}') as LoadOptions;
const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
const target = new URL(options.url);

function once(): Promise<{ status: number; ms: number }> {
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        hostname: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method: options.method,
        headers: {
          ...options.headers,
          ...(options.body ? { 'content-length': Buffer.byteLength(options.body) } : {}),
        },
      },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, ms: Number(process.hrtime.bigint() - started) / 1e6 }),
        );
      },
    );
    req.on('error', reject);
    if (options.body) req.write(options.body);
    req.end();
  });
}

async function run(durationMs: number, record: boolean) {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = Date.now() + durationMs;
  const worker = async () => {
    while (Date.now() < deadline) {
      const { status, ms } = await once();
      if (status !== 200) errors += 1;
      if (record) latencies.push(ms);
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: options.connections }, worker));
  return { elapsedMs: Date.now() - started, latencies, errors };
}

await run(options.warmupMs, false);
const { elapsedMs, latencies, errors } = await run(options.durationMs, true);
latencies.sort((a, b) => a - b);
const pct = (p: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
console.log(
  JSON.stringify({
    requests: latencies.length,
    errors,
    rps: (latencies.length / elapsedMs) * 1000,
    p50: pct(50),
    p99: pct(99),
    ...(options.latencies ? { latencies } : {}),
  }),
);
agent.destroy();
