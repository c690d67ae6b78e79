import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import type { WriteNext } from './subscription-fanout.ts';

const CLOSING_BRACE = '}'.charCodeAt(0);
/** FIN and the text opcode: a whole text message in one frame. */
const FINAL_TEXT_FRAME = 0x81;

/**
 * Where frames are built. A frame the kernel took whole during the write is no longer referenced,
 * so the next frame is built in the same memory: one event's frames to thousands of sockets are
 * then copied from memory still in the cache, as a broadcast of one buffer is, rather than from
 * megabytes of fresh buffers. A frame left queued (a slow reader) keeps its memory; the next frame
 * gets new memory.
 */
let scratch = Buffer.allocUnsafeSlow(64 * 1024);

/** The parts of `ws`'s socket (8.x) that tell whether a frame may bypass its sender. */
interface SocketInternals {
  _socket?: Duplex;
  _sender?: { _state?: number; _queue?: unknown[] };
  _extensions?: Record<string, unknown>;
}

/**
 * The TCP stream of a WebSocket when a whole frame may be written to it directly: `ws`'s sender is
 * idle with nothing queued (so the frame cannot overtake one of its own) and no extension
 * (compression) rewrites frames. Otherwise null, and `send` is used.
 */
function directStream(socket: WebSocket): Duplex | null {
  const internals = socket as unknown as SocketInternals;
  const sender = internals._sender;
  const stream = internals._socket;
  if (!stream || !sender || sender._state !== 0 || sender._queue?.length !== 0) return null;
  const extensions = internals._extensions;
  if (!extensions || Object.keys(extensions).length > 0) return null;
  return stream.writable ? stream : null;
}

/** Writes an unmasked text frame header for `length` bytes at the start of `target`; its size. */
function writeFrameHeader(target: Buffer, length: number): number {
  target[0] = FINAL_TEXT_FRAME;
  if (length < 126) {
    target[1] = length;
    return 2;
  }
  if (length < 65_536) {
    target[1] = 126;
    target.writeUInt16BE(length, 2);
    return 4;
  }
  target[1] = 127;
  target.writeBigUInt64BE(BigInt(length), 2);
  return 10;
}

/**
 * The `next` messages of one subscription, written from payloads serialised once for every
 * subscriber that shares them (see SharedStream): only the id differs between their frames. Each
 * is built whole (WebSocket header included) in one buffer and written to the TCP stream in one
 * write, which costs less than `ws`'s `send` (a header of its own, then a corked write of two
 * chunks); when `ws` has frames of its own in flight, `send` keeps the order. As graphql-ws's own
 * sends, nothing is written to a socket that is no longer open.
 */
export function nextWriter(socket: WebSocket, id: string): WriteNext {
  const head = Buffer.from(`{"id":${JSON.stringify(id)},"type":"next","payload":`);
  return (payload) => {
    if (socket.readyState !== socket.OPEN) return;
    const length = head.length + payload.length + 1;
    if (length + 10 > scratch.length) {
      scratch = Buffer.allocUnsafeSlow(Math.max(length + 10, scratch.length * 2));
    }
    const stream = directStream(socket);
    const start = stream ? writeFrameHeader(scratch, length) : 0;
    head.copy(scratch, start);
    payload.copy(scratch, start + head.length);
    scratch[start + length - 1] = CLOSING_BRACE;
    const frame = scratch.subarray(0, start + length);
    if (stream) stream.write(frame);
    else socket.send(frame.subarray(start), { binary: false });
    if (socket.bufferedAmount > 0) scratch = Buffer.allocUnsafeSlow(scratch.length);
  };
}
