import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Job artifact files under the data directory, one directory per job. */
export class ArtifactStore {
  private readonly root: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'ci', 'artifacts');
  }

  /** Stores a file for a job; returns its path relative to the store. */
  async write(projectId: number, jobId: number, name: string, data: Buffer): Promise<string> {
    const relative = path.join(String(projectId), String(jobId), `${Date.now()}-${path.basename(name)}`);
    const target = path.join(this.root, relative);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, data);
    return relative;
  }

  stream(relative: string): Readable {
    return createReadStream(path.join(this.root, relative));
  }

  read(relative: string): Promise<Buffer> {
    return fs.readFile(path.join(this.root, relative));
  }

  async remove(relative: string): Promise<void> {
    await fs.rm(path.join(this.root, relative), { force: true });
  }

  async removeJob(projectId: number, jobId: number): Promise<void> {
    await fs.rm(path.join(this.root, String(projectId), String(jobId)), { recursive: true, force: true });
  }
}
