import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { once } from 'node:events';

/** What a stored file is: where, how big, its digests. */
export interface StoredFile {
  storePath: string;
  size: number;
  md5: string;
  sha1: string;
  sha256: string;
}

/** The upload went past the limit: nothing of it is left on disk. */
export class FileTooLargeError extends Error {
  constructor() {
    super('File is too large');
  }
}

/**
 * Package files under the data directory (`packages/<project>/<uuid>`). Uploads are streamed to
 * disk while their size is counted and their digests computed; one that passes its limit stops
 * there and is removed.
 */
export class PackageStore {
  private readonly root: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'packages');
  }

  async write(projectId: number, body: Readable | Buffer, maxBytes: number): Promise<StoredFile> {
    const relative = path.join(String(projectId), randomUUID());
    const target = path.join(this.root, relative);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const md5 = createHash('md5');
    const sha1 = createHash('sha1');
    const sha256 = createHash('sha256');
    let size = 0;
    let tooLarge = false;
    const out = createWriteStream(target, { flags: 'wx' });
    const closed = new Promise<void>((resolve, reject) => {
      out.once('close', resolve);
      out.once('error', reject);
    });
    try {
      for await (const chunk of Buffer.isBuffer(body) ? chunksOf(body) : body) {
        const data = chunk as Buffer;
        size += data.length;
        // Past the limit nothing more is written; the rest of the request is read and dropped,
        // so that the client gets the refusal rather than a reset connection.
        if (size > maxBytes) tooLarge = true;
        if (tooLarge) continue;
        md5.update(data);
        sha1.update(data);
        sha256.update(data);
        if (!out.write(data)) await once(out, 'drain');
      }
      out.end();
      await closed;
      if (tooLarge) throw new FileTooLargeError();
    } catch (error) {
      out.destroy();
      await closed.catch(() => undefined);
      await fs.rm(target, { force: true });
      throw error;
    }
    return {
      storePath: relative,
      size,
      md5: md5.digest('hex'),
      sha1: sha1.digest('hex'),
      sha256: sha256.digest('hex'),
    };
  }

  stream(relative: string): Readable {
    return createReadStream(path.join(this.root, relative));
  }

  async remove(relative: string): Promise<void> {
    await fs.rm(path.join(this.root, relative), { force: true });
  }
}

async function* chunksOf(buffer: Buffer): AsyncGenerator<Buffer> {
  for (let i = 0; i < buffer.length; i += 64 * 1024) yield buffer.subarray(i, i + 64 * 1024);
}
