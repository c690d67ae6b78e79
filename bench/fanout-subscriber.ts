/**
 * One process of subscribers for the fan-out benchmark: opens `count` graphql-ws connections, each
 * subscribed to a project's job status changes, and records how long each change took to arrive.
 * Usage: node bench/fanout-subscriber.ts '<json options>'; prints "ready" once subscribed, then,
 * on "report" from stdin, one JSON line of latencies (ms) and exits.
 */
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

interface Options {
  url: string;
  token: string;
  projectPath: string;
  count: number;
}

const options = JSON.parse(process.argv[2] ?? '{}') as Options;
const latencies: number[] = [];
const clients: Client[] = [];
const query = 'subscription($p: ID!) { projectCiJobsStatusUpdated(projectPath: $p) { status at } }';

async function connect(): Promise<void> {
  const client = createClient({
    url: options.url,
    webSocketImpl: WebSocket,
    connectionParams: { authToken: options.token },
    lazy: false,
    retryAttempts: 0,
  });
  await new Promise<void>((resolve, reject) => {
    client.on('connected', () => resolve());
    client.on('error', reject);
  });
  client.subscribe<{ projectCiJobsStatusUpdated: { at: string } }>(
    { query, variables: { p: options.projectPath } },
    {
      next: (result) => {
        const at = result.data?.projectCiJobsStatusUpdated.at;
        if (at) latencies.push(Date.now() - Date.parse(at));
      },
      error: (error) => console.error('subscription error', error),
      complete: () => undefined,
    },
  );
  clients.push(client);
}

// Connections are opened 50 at a time.
for (let i = 0; i < options.count; i += 50) {
  await Promise.all(Array.from({ length: Math.min(50, options.count - i) }, () => connect()));
}
process.stdout.write('ready\n');

process.stdin.on('data', (data: Buffer) => {
  if (!data.toString().includes('report')) return;
  void Promise.all(clients.map(async (c) => c.dispose())).finally(() => {
    // Exit only once the (large) report has reached the pipe.
    process.stdout.write(`${JSON.stringify(latencies)}\n`, () => process.exit(0));
  });
});
