import { PassThrough, Readable } from 'node:stream';
import type { RefUpdate } from './ref-updates.ts';

/** More than this before the command list ends is not a push we take. */
const MAX_COMMAND_BYTES = 1024 * 1024;

const COMMAND = /^([0-9a-f]{40}|[0-9a-f]{64}) ([0-9a-f]{40}|[0-9a-f]{64}) (.+)$/;

/** The request of a push, split into the ref updates it asks for and the whole body to hand to git. */
export interface PushRequest {
  updates: RefUpdate[];
  body: Readable;
}

export class MalformedPushError extends Error {}

/**
 * Reads the command list that opens a `git-receive-pack` request (pkt-lines up to the first flush,
 * before the pack), so that the push can be judged before git receives anything. The returned body
 * replays what was read, then the rest of the request.
 */
export function readPushRequest(source: Readable): Promise<PushRequest> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (result: PushRequest | Error) => {
      source.off('data', onData);
      source.off('end', onEnd);
      source.off('error', onError);
      if (result instanceof Error) reject(result);
      else resolve(result);
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      const head = Buffer.concat(chunks);
      try {
        const updates = parseCommands(head);
        if (updates) {
          source.pause();
          finish({ updates, body: replay(head, source) });
        } else if (size > MAX_COMMAND_BYTES) {
          finish(new MalformedPushError('push command list too long'));
        }
      } catch (error) {
        finish(error as Error);
      }
    };
    const onEnd = () => {
      const head = Buffer.concat(chunks);
      try {
        finish({ updates: parseCommands(head) ?? [], body: Readable.from([head]) });
      } catch (error) {
        finish(error as Error);
      }
    };
    const onError = (error: Error) => finish(error);
    source.on('data', onData);
    source.on('end', onEnd);
    source.on('error', onError);
  });
}

/** The commands, or null while the flush that ends them has not arrived. */
function parseCommands(data: Buffer): RefUpdate[] | null {
  const updates: RefUpdate[] = [];
  let offset = 0;
  while (offset + 4 <= data.length) {
    const length = Number.parseInt(data.toString('latin1', offset, offset + 4), 16);
    if (Number.isNaN(length)) throw new MalformedPushError('bad pkt-line length');
    if (length === 0) return updates;
    if (length < 4) throw new MalformedPushError('bad pkt-line length');
    if (offset + length > data.length) return null;
    // The first command carries the capabilities after a NUL; every line may end with LF.
    const line = data
      .toString('utf8', offset + 4, offset + length)
      .split('\0', 1)[0]!
      .replace(/\n$/, '');
    const match = COMMAND.exec(line);
    if (match) updates.push({ before: match[1]!, after: match[2]!, ref: match[3]! });
    offset += length;
  }
  return null;
}

function replay(head: Buffer, rest: Readable): Readable {
  const body = new PassThrough();
  body.write(head);
  rest.on('error', (error) => body.destroy(error));
  rest.pipe(body);
  return body;
}
