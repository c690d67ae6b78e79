import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { JobPayload } from './client.ts';

const exec = promisify(execFile);

type CacheSpec = JobPayload['cache'][number];

/**
 * The shell executor's local cache: one tar.gz of a cache's paths per project and key, under the
 * runner's cache directory, restored before the scripts and saved after them as `policy` and
 * `when` say.
 */
export class LocalCache {
  private readonly root: string;
  private readonly job: JobPayload;
  private readonly log: (text: string) => void;

  constructor(root: string, job: JobPayload, log: (text: string) => void) {
    this.root = root;
    this.job = job;
    this.log = log;
  }

  async restore(dir: string): Promise<void> {
    for (const cache of this.job.cache) {
      if (cache.policy === 'push') continue;
      const keys = [cache.key, ...cache.fallback_keys].map((key) => this.expand(key));
      const found = keys.find((key) => existsSync(this.archive(key)));
      this.log(`Checking cache for ${keys[0]}...\n`);
      if (!found) {
        this.log(`WARNING: file does not exist\nFailed to extract cache\n`);
        continue;
      }
      await exec('tar', ['-xzf', this.archive(found), '-C', dir]);
      this.log(`Successfully extracted cache\n`);
    }
  }

  async save(dir: string, state: 'success' | 'failed'): Promise<void> {
    for (const cache of this.job.cache) {
      if (cache.policy === 'pull' || !wanted(cache, state)) continue;
      const key = this.expand(cache.key);
      this.log(`Creating cache ${key}...\n`);
      const present = cache.paths.filter((p) => !path.isAbsolute(p) && existsSync(path.join(dir, p)));
      if (present.length === 0) {
        this.log(`WARNING: ${cache.paths.join(', ')}: no matching files\n`);
        continue;
      }
      const target = this.archive(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.${process.pid}.partial`;
      await exec('tar', ['-czf', partial, '-C', dir, '--', ...present]);
      await fs.rename(partial, target);
      this.log(`Created cache\n`);
    }
  }

  private archive(key: string): string {
    const safe = key.replace(/[^A-Za-z0-9._-]/g, '_');
    return path.join(this.root, String(this.job.job_info.project_id), `${safe}.tar.gz`);
  }

  /** `$VAR` and `${VAR}` in a key, from the job's variables, as the runner expands them. */
  private expand(key: string): string {
    const values = new Map(this.job.variables.map((v) => [v.key, v.value]));
    return key.replace(/\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?/g, (_, name: string) => values.get(name) ?? '');
  }
}

function wanted(cache: CacheSpec, state: 'success' | 'failed'): boolean {
  return cache.when === 'always' || (cache.when === 'on_failure' ? state === 'failed' : state === 'success');
}
