import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { nextWriter } from '../src/graphql/next-frames.ts';

/** A server socket and a client that records the messages it receives, as text. */
async function connectedPair(perMessageDeflate: boolean) {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate });
  await once(server, 'listening');
  const accepted = once(server, 'connection') as Promise<[WebSocket]>;
  const { port } = server.address() as AddressInfo;
  const client = new WebSocket(`ws://127.0.0.1:${port}`, { perMessageDeflate });
  const received: string[] = [];
  client.on('message', (data: Buffer, binary: boolean) =>
    received.push(binary ? 'binary!' : data.toString()),
  );
  await once(client, 'open');
  const [socket] = await accepted;
  const close = async () => {
    client.close();
    await new Promise((resolve) => server.close(resolve));
  };
  return { socket, received, close };
}

async function waitForCount(list: unknown[], count: number): Promise<void> {
  for (let i = 0; i < 500 && list.length < count; i++) await new Promise((r) => setTimeout(r, 10));
}

/** Payloads across the three WebSocket length encodings (7-bit, 16-bit and 64-bit lengths). */
const payloads = [10, 200, 70_000].map((size) => ({ data: { text: 'x'.repeat(size) } }));

describe('graphql-ws next frames written whole', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  for (const perMessageDeflate of [false, true]) {
    it(`arrive as the text messages graphql-ws would send (compression ${perMessageDeflate ? 'on: through ws' : 'off: direct'})`, async () => {
      const pair = await connectedPair(perMessageDeflate);
      close = pair.close;
      const write = nextWriter(pair.socket, 'sub-1');
      let sends = 0;
      const send = pair.socket.send.bind(pair.socket);
      pair.socket.send = ((...args: Parameters<typeof send>) => {
        sends += 1;
        send(...args);
      }) as typeof send;
      // Interleaved with ws's own sends, order is kept.
      for (const payload of payloads) {
        write(Buffer.from(JSON.stringify(payload)));
        pair.socket.send(JSON.stringify({ type: 'ping' }));
      }
      await waitForCount(pair.received, payloads.length * 2);
      expect(pair.received.map((text) => JSON.parse(text) as unknown)).toEqual(
        payloads.flatMap((payload) => [{ id: 'sub-1', type: 'next', payload }, { type: 'ping' }]),
      );
      // Without compression the frames bypass ws's sender; with it they go through `send`.
      expect(sends).toBe(perMessageDeflate ? payloads.length * 2 : payloads.length);
    });
  }

  it('writes nothing to a socket that is closing', async () => {
    const pair = await connectedPair(false);
    close = pair.close;
    const write = nextWriter(pair.socket, 'sub-2');
    pair.socket.close();
    write(Buffer.from('{"data":{}}'));
    await new Promise((r) => setTimeout(r, 50));
    expect(pair.received).toEqual([]);
  });
});
