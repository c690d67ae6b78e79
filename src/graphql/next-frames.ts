import type { WebSocket } from 'ws';
import type { WriteNext } from './subscription-fanout.ts';

const CLOSING_BRACE = '}'.charCodeAt(0);

/**
 * Where frames are built. A frame the kernel took whole during `send` is no longer referenced, so
 * the next frame is built in the same memory: one event's frames to thousands of sockets are then
 * copied from memory still in the cache, as a broadcast of one buffer is, rather than from
 * megabytes of fresh buffers. A frame left queued (a slow reader) keeps its memory; the next frame
 * gets new memory.
 */
let scratch = Buffer.allocUnsafeSlow(64 * 1024);

/**
 * The `next` messages of one subscription, written from payloads serialised once for every
 * subscriber that shares them (see SharedStream): only the id differs between their frames. As
 * graphql-ws's own sends, nothing is written to a socket that is no longer open.
 */
export function nextWriter(socket: WebSocket, id: string): WriteNext {
  const head = Buffer.from(`{"id":${JSON.stringify(id)},"type":"next","payload":`);
  return (payload) => {
    if (socket.readyState !== socket.OPEN) return;
    const length = head.length + payload.length + 1;
    if (length > scratch.length) scratch = Buffer.allocUnsafeSlow(Math.max(length, scratch.length * 2));
    head.copy(scratch);
    payload.copy(scratch, head.length);
    scratch[length - 1] = CLOSING_BRACE;
    socket.send(scratch.subarray(0, length), { binary: false });
    if (socket.bufferedAmount > 0) scratch = Buffer.allocUnsafeSlow(scratch.length);
  };
}
