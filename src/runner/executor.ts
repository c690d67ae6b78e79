import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { LocalCache } from './cache.ts';
import type { JobPayload, RunnerClient } from './client.ts';

const exec = promisify(execFile);

/**
 * The job log, sent to the server in chunks. Values of masked variables are replaced by
 * `[MASKED]`, as GitLab Runner does; the tail of each chunk that could begin a secret waits for the
 * next chunk, so a secret split between two writes is masked too. The whole log is kept, so that
 * what the server missed (it was away, or answered 416 with the size it has) is sent again from
 * where the server's copy ends.
 */
class TraceStream {
  /** The masked log, in the pieces it was produced in. */
  private readonly log: Buffer[] = [];
  private logSize = 0;
  /** How much of the log the server has. */
  private sent = 0;
  private pending: Buffer[] = [];
  private held: Buffer = Buffer.alloc(0);
  private sending: Promise<void> = Promise.resolve();
  private inFlight = 0;
  canceled = false;

  private readonly client: RunnerClient;
  private readonly job: JobPayload;
  private readonly secrets: Buffer[];
  private readonly holdBack: number;

  constructor(client: RunnerClient, job: JobPayload) {
    this.client = client;
    this.job = job;
    this.secrets = job.variables
      .filter((v) => v.masked && v.value.length > 0)
      .map((v) => Buffer.from(v.value))
      .sort((a, b) => b.length - a.length);
    this.holdBack = Math.max(0, ...this.secrets.map((s) => s.length - 1));
  }

  write(text: string | Buffer): void {
    this.pending.push(Buffer.isBuffer(text) ? text : Buffer.from(text));
  }

  /** A periodic flush, skipped while one is still under way (the server may be away for a while). */
  tick(): void {
    if (this.inFlight === 0) void this.flush().catch(() => undefined);
  }

  /** Sends what was written; `final` sends the held-back tail as well. */
  flush(final = false): Promise<void> {
    this.inFlight++;
    const next = this.sending
      .catch(() => undefined)
      .then(() => this.send(final))
      .finally(() => this.inFlight--);
    this.sending = next;
    return next;
  }

  private async send(final: boolean): Promise<void> {
    let data: Buffer = Buffer.concat([this.held, ...this.pending.splice(0)]);
    for (const secret of this.secrets) data = replaceAll(data, secret, MASKED);
    const keep = final ? 0 : Math.max(Math.min(this.holdBack, data.length), partialCharacter(data));
    this.held = Buffer.from(data.subarray(data.length - keep));
    if (data.length > keep) {
      this.log.push(Buffer.from(data.subarray(0, data.length - keep)));
      this.logSize += data.length - keep;
    }
    let mismatches = 0;
    while (this.sent < this.logSize && !this.canceled) {
      const piece = this.from(this.sent, MAX_PATCH_BYTES);
      const answer = await this.client.appendTrace(this.job, this.sent, piece);
      if (answer.kind === 'stopped') {
        this.canceled = true;
      } else if (answer.kind === 'accepted') {
        this.sent = answer.size ?? this.sent + piece.length;
        mismatches = 0;
      } else {
        // The server has more (a retried piece had arrived) or less of the log: go on from its size.
        if (answer.size === null || answer.size > this.logSize || ++mismatches > 3)
          throw new Error(`The server's log of job ${this.job.id} does not match this runner's`);
        this.sent = answer.size;
      }
    }
  }

  /** Up to `limit` bytes of the log from `offset`. */
  private from(offset: number, limit: number): Buffer {
    const parts: Buffer[] = [];
    let position = 0;
    let wanted = limit;
    for (const piece of this.log) {
      const end = position + piece.length;
      if (end > offset && wanted > 0) {
        const part = piece.subarray(Math.max(0, offset - position), Math.max(0, offset - position) + wanted);
        parts.push(part);
        wanted -= part.length;
      }
      position = end;
    }
    return Buffer.concat(parts);
  }
}

/** GitLab Runner's largest log PATCH. */
const MAX_PATCH_BYTES = 1024 * 1024;

/** Bytes at the end of `data` that start a UTF-8 character not complete yet. */
function partialCharacter(data: Buffer): number {
  for (let back = 1; back <= Math.min(3, data.length); back++) {
    const byte = data[data.length - back]!;
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: look further back
    const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return length > back ? back : 0;
  }
  return 0;
}

const MASKED = Buffer.from('[MASKED]');

function replaceAll(data: Buffer, secret: Buffer, replacement: Buffer): Buffer {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = data.indexOf(secret, from); at >= 0; at = data.indexOf(secret, from)) {
    parts.push(data.subarray(from, at), replacement);
    from = at + secret.length;
  }
  if (from === 0) return data;
  parts.push(data.subarray(from));
  return Buffer.concat(parts);
}

/** How a job ended, as reported to the server (unless it was canceled there). */
export interface JobOutcome {
  state: 'success' | 'failed' | 'canceled';
  exitCode: number;
  failureReason?: 'script_failure' | 'job_execution_timeout' | 'runner_system_failure';
  /** What went wrong in the runner itself (a clone, a download, an upload...). */
  systemError?: string;
}

/**
 * Runs one job with a shell executor: clones the project with the job token into a temporary
 * directory, runs the script steps with bash, streams the log, uploads artifacts and reports the
 * outcome. Rejects only when the outcome could not be reported.
 */
export async function runJob(
  client: RunnerClient,
  job: JobPayload,
  options: { cloneUrl?: string; cacheDir: string },
): Promise<JobOutcome> {
  const trace = new TraceStream(client, job);
  const ticker = setInterval(() => trace.tick(), 500);
  const workspace = await fs.mkdtemp(path.join(os.tmpdir(), `railyard-job-${job.id}-`));
  const env: NodeJS.ProcessEnv = {
    PATH: process.env['PATH'],
    HOME: process.env['HOME'] ?? os.tmpdir(),
    LANG: 'C.UTF-8',
  };
  for (const variable of job.variables) {
    if (!variable.file) {
      env[variable.key] = variable.value;
      continue;
    }
    // A file variable is the path of a file that holds its value, as GitLab Runner provides it.
    const file = path.join(workspace, `${variable.key}.var`);
    await fs.writeFile(file, variable.value, { mode: 0o600 });
    env[variable.key] = file;
  }
  let state: 'success' | 'failed' = 'success';
  let exitCode = 0;
  let failureReason: JobOutcome['failureReason'];
  let systemError: string | undefined;
  try {
    trace.write(`Running with railyard-runner on ${os.hostname()}\n`);
    const repoUrl = new URL(job.git_info.repo_url);
    if (options.cloneUrl) {
      const base = new URL(options.cloneUrl);
      repoUrl.protocol = base.protocol;
      repoUrl.host = base.host;
    }
    const dir = path.join(workspace, 'build');
    await fetchSources(dir, repoUrl, job.git_info, trace);
    trace.write(`Checking out ${job.git_info.sha.slice(0, 8)} as ${job.git_info.ref}...\n`);
    env['CI_PROJECT_DIR'] = dir;
    await downloadDependencies(client, job, dir, trace);
    const cache = new LocalCache(options.cacheDir, job, (text) => trace.write(text));
    await cache.restore(dir);

    const main = job.steps.find((s) => s.name === 'script');
    if (main) {
      const result = await runScript(main.script, dir, env, trace, job.runner_info.timeout);
      exitCode = result.exitCode;
      if (result.timedOut) {
        state = 'failed';
        failureReason = 'job_execution_timeout';
      } else if (result.exitCode !== 0) {
        state = 'failed';
        failureReason = 'script_failure';
        trace.write(`ERROR: Job failed: exit code ${result.exitCode}\n`);
      }
    }
    const after = job.steps.find((s) => s.name === 'after_script');
    if (after && !trace.canceled) await runScript(after.script, dir, env, trace, after.timeout);
    if (!trace.canceled) await cache.save(dir, state);
    if (!trace.canceled) await uploadArtifacts(client, job, dir, state, trace);
    if (state === 'success') trace.write('Job succeeded\n');
  } catch (error) {
    state = 'failed';
    failureReason = 'runner_system_failure';
    exitCode = 1;
    systemError = (error as Error).message;
    trace.write(`ERROR: ${systemError}\n`);
  } finally {
    clearInterval(ticker);
    try {
      await trace.flush(true).catch(() => undefined);
      if (!trace.canceled) await client.finish(job, state, exitCode, failureReason);
    } finally {
      await fs.rm(workspace, { recursive: true, force: true });
    }
  }
  if (trace.canceled) return { state: 'canceled', exitCode };
  return { state, exitCode, failureReason, systemError };
}

/** Artifacts of the jobs this one depends on, extracted into the build directory. */
async function downloadDependencies(
  client: RunnerClient,
  job: JobPayload,
  dir: string,
  trace: TraceStream,
): Promise<void> {
  for (const dependency of job.dependencies) {
    if (!dependency.artifacts_file) continue;
    trace.write(`Downloading artifacts for ${dependency.name} (${dependency.id})...\n`);
    const zip = path.join(path.dirname(dir), `dependency-${dependency.id}.zip`);
    await fs.writeFile(zip, await client.downloadArtifacts(dependency));
    await exec('unzip', ['-o', '-q', zip, '-d', dir]);
    await fs.rm(zip);
  }
}

function gitEnv(): NodeJS.ProcessEnv {
  return {
    PATH: process.env['PATH'],
    HOME: os.tmpdir(),
    GIT_TERMINAL_PROMPT: '0',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
  };
}

/** Runs script lines with bash, each echoed as `$ line`, stopping at the first failure. */
function runScript(
  lines: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  trace: TraceStream,
  timeoutSeconds: number,
): Promise<{ exitCode: number; timedOut: boolean }> {
  const script = lines.map((line) => `printf '%s\\n' ${shellQuote(`$ ${line}`)}\n${line}\n`).join('');
  return new Promise((resolve) => {
    const child = spawn('bash', ['-e', '-o', 'pipefail', '-c', script], {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutSeconds * 1000);
    const watchCancel = setInterval(() => {
      if (trace.canceled) child.kill('SIGKILL');
    }, 200);
    child.stdout.on('data', (chunk: Buffer) => trace.write(chunk));
    child.stderr.on('data', (chunk: Buffer) => trace.write(chunk));
    child.on('close', (code) => {
      clearTimeout(timer);
      clearInterval(watchCancel);
      resolve({ exitCode: code ?? 1, timedOut });
    });
  });
}

function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

async function uploadArtifacts(
  client: RunnerClient,
  job: JobPayload,
  dir: string,
  state: string,
  trace: TraceStream,
) {
  for (const artifact of job.artifacts) {
    const wanted =
      artifact.when === 'always' ||
      (artifact.when === 'on_failure' ? state === 'failed' : state === 'success');
    if (!wanted) continue;
    if (artifact.artifact_type === 'archive') {
      trace.write(`Uploading artifacts...\n`);
      const zip = path.join(path.dirname(dir), 'artifacts.zip');
      await exec('zip', ['-q', '-r', zip, ...artifact.paths], { cwd: dir }).catch(() => undefined);
      const data = await fs.readFile(zip).catch(() => null);
      if (!data) {
        trace.write(`WARNING: ${artifact.paths.join(', ')}: no matching files\n`);
        continue;
      }
      await client.uploadArtifact(job, { name: 'artifacts.zip', data }, 'archive', 'zip', artifact.expire_in);
    } else {
      for (const file of artifact.paths) {
        const data = await fs.readFile(path.join(dir, file)).catch(() => null);
        if (!data) continue;
        await client.uploadArtifact(
          job,
          { name: `${path.basename(file)}.gz`, data: gzipSync(data) },
          artifact.artifact_type,
          'gzip',
          artifact.expire_in,
        );
      }
    }
  }
}

/**
 * Fetches the job's commit as GitLab Runner does: a fresh repository, one shallow fetch of the
 * job's refspecs (at the depth the service asks for; 0 means whole history), then a detached
 * checkout; the commit itself is fetched when the refs moved past it meanwhile.
 */
async function fetchSources(
  dir: string,
  repoUrl: URL,
  gitInfo: JobPayload['git_info'],
  trace: { write(text: string): void },
): Promise<void> {
  const depth = gitInfo.depth ?? 0;
  const git = (args: string[]) => exec('git', ['-C', dir, ...args], { env: gitEnv() });
  trace.write(depth > 0 ? `Fetching changes with git depth set to ${depth}...\n` : 'Fetching changes...\n');
  await exec('git', ['init', '--quiet', dir], { env: gitEnv() });
  await git(['remote', 'add', 'origin', repoUrl.toString()]);
  const depthArgs = depth > 0 ? [`--depth=${depth}`] : [];
  const refspecs = gitInfo.refspecs?.length ? gitInfo.refspecs : [gitInfo.sha];
  await git(['fetch', '--quiet', '--no-tags', ...depthArgs, 'origin', ...refspecs]);
  const present = await git(['cat-file', '-e', `${gitInfo.sha}^{commit}`]).then(
    () => true,
    () => false,
  );
  if (!present) await git(['fetch', '--quiet', '--no-tags', ...depthArgs, 'origin', gitInfo.sha]);
  await git(['checkout', '--quiet', '--detach', gitInfo.sha]);
}
