import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Job logs as files under the data directory: appended in order by runners, read by anyone allowed. */
export class TraceStore {
  private readonly root: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'ci', 'traces');
  }

  private file(jobId: number): string {
    return path.join(this.root, String(Math.floor(jobId / 1000)), `${jobId}.log`);
  }

  async size(jobId: number): Promise<number> {
    try {
      return (await fs.stat(this.file(jobId))).size;
    } catch {
      return 0;
    }
  }

  /**
   * Appends a chunk that must start where the log ends (`Content-Range` of the runner's PATCH);
   * returns the new size, or null when the offset does not match (the runner resends from the size).
   */
  async append(jobId: number, offset: number, chunk: Buffer): Promise<number | null> {
    const current = await this.size(jobId);
    if (offset !== current) return null;
    await fs.mkdir(path.dirname(this.file(jobId)), { recursive: true });
    await fs.appendFile(this.file(jobId), chunk);
    return current + chunk.length;
  }

  async read(jobId: number): Promise<Buffer> {
    try {
      return await fs.readFile(this.file(jobId));
    } catch {
      return Buffer.alloc(0);
    }
  }

  /** The last `maxBytes` bytes of a log; null when the job has none. */
  async tail(jobId: number, maxBytes: number): Promise<Buffer | null> {
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(this.file(jobId), 'r');
    } catch {
      return null;
    }
    try {
      const { size } = await handle.stat();
      if (size === 0) return null;
      const length = Math.min(size, maxBytes);
      const buffer = Buffer.alloc(length);
      await handle.read(buffer, 0, length, size - length);
      return buffer;
    } finally {
      await handle.close();
    }
  }

  stream(jobId: number): Readable {
    return createReadStream(this.file(jobId));
  }

  async remove(jobId: number): Promise<void> {
    await fs.rm(this.file(jobId), { force: true });
  }
}
