/**
 * One process of subscribers for `bench:ci-job-fanout`: opens `count` graphql-ws connections (one
 * WebSocket each, the users' tokens in turn) and subscribes each to `ciJobStatusUpdated` of every
 * job given. It records when every frame arrives on each socket, before any parsing, so GraphQL
 * deliveries and the raw broadcast are timed alike.
 * Usage: node bench/ci-job-fanout-subscriber.ts '<json options>'; prints "ready" once subscribed and
 * "count <n>" as frames arrive; on "report" from stdin, one JSON line of arrival times (ms since the
 * epoch) and exits.
 */
import { performance } from 'node:perf_hooks';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

interface Options {
  url: string;
  tokens: string[];
  /** Where in `tokens` this process starts, so both processes hold both kinds of viewer. */
  offset: number;
  jobIds: string[];
  query: string;
  count: number;
}

const options = JSON.parse(process.argv[2] ?? '{}') as Options;
const arrivals: number[] = [];
const clients: Client[] = [];
let errors = 0;

/** Every frame's arrival, taken before graphql-ws reads it. */
class TimedWebSocket extends WebSocket {
  constructor(...args: ConstructorParameters<typeof WebSocket>) {
    super(...args);
    this.on('message', () => arrivals.push(performance.timeOrigin + performance.now()));
  }
}

async function connect(token: string): Promise<void> {
  const client = createClient({
    url: options.url,
    webSocketImpl: TimedWebSocket,
    connectionParams: { authToken: token },
    lazy: false,
    retryAttempts: 0,
  });
  await new Promise<void>((resolve, reject) => {
    client.on('connected', () => resolve());
    client.on('error', reject);
  });
  for (const jobId of options.jobIds) {
    client.subscribe(
      { query: options.query, variables: { jobId } },
      {
        next: (result) => {
          if (result.errors) errors += 1;
        },
        error: (error) => {
          errors += 1;
          console.error('subscription error', error);
        },
        complete: () => undefined,
      },
    );
  }
  clients.push(client);
}

for (let i = 0; i < options.count; i += 50) {
  await Promise.all(
    Array.from({ length: Math.min(50, options.count - i) }, (_, j) =>
      connect(options.tokens[(options.offset + i + j) % options.tokens.length]!),
    ),
  );
}
// Frames before this (connection acks) are not deliveries.
arrivals.length = 0;
process.stdout.write('ready\n');

let reported = 0;
const progress = setInterval(() => {
  if (arrivals.length === reported) return;
  reported = arrivals.length;
  process.stdout.write(`count ${reported}\n`);
}, 20);

process.stdin.on('data', (data: Buffer) => {
  if (!data.toString().includes('report')) return;
  clearInterval(progress);
  const report = JSON.stringify({ arrivals, errors });
  void Promise.all(clients.map(async (c) => c.dispose())).finally(() => {
    process.stdout.write(`report ${report}\n`, () => process.exit(0));
  });
});
