import { execFile, spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';

const exec = promisify(execFile);

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

  /** The file names inside a zip archive (directories left out). */
  async zipEntries(relative: string): Promise<string[]> {
    const { stdout } = await exec('unzip', ['-Z1', path.join(this.root, relative)], {
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout.split('\n').filter((name) => name !== '' && !name.endsWith('/'));
  }

  /** One file of a zip archive, streamed (the name must be one of `zipEntries`). */
  zipEntry(relative: string, name: string): Readable {
    // unzip reads its name arguments as wildcards: escape them so the name matches only itself.
    const literal = name.replace(/[[\]*?\\]/g, (c) => `\\${c}`);
    return spawn('unzip', ['-p', path.join(this.root, relative), literal], {
      stdio: ['ignore', 'pipe', 'ignore'],
    }).stdout;
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
