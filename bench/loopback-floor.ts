/**
 * The machine's floor for fan-out: the time one process needs to write one small message to each
 * of N plain TCP connections on loopback (no WebSocket, no GraphQL), with the receiving sockets in
 * two other processes as in `bench:fanout`. Whatever the server does per subscriber comes on top.
 *
 * Usage: npm run bench:loopback [-- --connections 10000 --rounds 10]
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    connections: { type: 'string', default: '10000' },
    rounds: { type: 'string', default: '10' },
  },
});

if (positionals[0] === 'receiver') {
  // Receiver: opens connections to the given port and reads everything they are sent.
  const [port, count] = positionals.slice(1).map(Number) as [number, number];
  for (let i = 0; i < count; i++) {
    net.connect(port, '127.0.0.1').on('data', () => undefined);
    if (i % 100 === 99) await new Promise((r) => setTimeout(r, 5));
  }
} else {
  const connections = Number(values.connections);
  const sockets: net.Socket[] = [];
  const server = net.createServer((socket) => {
    socket.setNoDelay(true);
    sockets.push(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  const receivers = [0, 1].map(() =>
    spawn(
      process.execPath,
      [fileURLToPath(import.meta.url), 'receiver', String(address.port), String(connections / 2)],
      { stdio: 'inherit' },
    ),
  );
  while (sockets.length < connections) await new Promise((r) => setTimeout(r, 100));
  await new Promise((r) => setTimeout(r, 500));
  const message = Buffer.from(
    JSON.stringify({
      id: '1',
      type: 'next',
      payload: { data: { projectCiJobsStatusUpdated: { status: 'RUNNING', at: new Date().toISOString() } } },
    }),
  );
  const perRound: number[] = [];
  for (let round = 0; round < Number(values.rounds); round++) {
    const started = process.hrtime.bigint();
    for (const socket of sockets) socket.write(message);
    perRound.push(Number(process.hrtime.bigint() - started) / 1e6);
    await new Promise((r) => setTimeout(r, 300));
  }
  perRound.sort((a, b) => a - b);
  const median = perRound[Math.floor(perRound.length / 2)]!;
  console.log(
    `writing one ${message.length}-byte message to each of ${connections} loopback TCP connections: ` +
      `median ${median.toFixed(1)} ms (${((median * 1000) / connections).toFixed(1)} µs per connection)`,
  );
  for (const receiver of receivers) receiver.kill();
  for (const socket of sockets) socket.destroy();
  server.close();
}
