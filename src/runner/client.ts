import { STATUS_CODES } from 'node:http';
import { DEFAULT_RETRY_POLICY, withRetries, type RetryPolicy } from './retry.ts';

/** The calls a runner makes to the service, over HTTP, as GitLab Runner makes them. */
export interface JobPayload {
  id: number;
  token: string;
  job_info: { id: number; name: string; stage: string; project_id: number };
  git_info: {
    repo_url: string;
    ref: string;
    sha: string;
    ref_type: string;
    refspecs?: string[];
    depth?: number;
  };
  runner_info: { timeout: number };
  variables: { key: string; value: string; masked?: boolean; file?: boolean }[];
  steps: { name: string; script: string[]; timeout: number; when: string }[];
  artifacts: {
    name: string;
    paths: string[];
    when: string;
    expire_in: string | null;
    artifact_type: string;
    artifact_format: string;
  }[];
  dependencies: { id: number; name: string; token: string; artifacts_file?: { filename: string } }[];
  cache: {
    key: string;
    paths: string[];
    policy: string;
    when: string;
    fallback_keys: string[];
  }[];
}

/** What the service said of the runner's token. */
export type Verification = { valid: true; runnerId: number } | { valid: false; status: string };

/** What a request for a job got: a job, none for now, or a refusal or failure (HTTP status). */
export type JobRequest =
  | { kind: 'job'; job: JobPayload }
  /** No job for now; `lastUpdate`: the queue version to send with the next request. */
  | { kind: 'none'; lastUpdate: string | null }
  | { kind: 'forbidden'; status: string }
  | { kind: 'failed'; status: string };

/** What the server did with a piece of the log. */
export type TraceAnswer =
  | { kind: 'accepted'; size: number | null }
  /** The log on the server has `size` bytes, not as many as the piece's offset. */
  | { kind: 'range'; size: number | null }
  /** The job is no longer running (canceled, or gone). */
  | { kind: 'stopped' };

export class RunnerClient {
  readonly url: string;
  private readonly token: string;
  private readonly retry: RetryPolicy;
  /** Says when a job's report is sent again (the server away or failing), and when it got through. */
  private readonly log: (message: string) => void;

  constructor(url: string, token: string, options: { retry?: RetryPolicy; log: (message: string) => void }) {
    this.url = url.replace(/\/+$/, '');
    this.token = token;
    this.retry = options.retry ?? DEFAULT_RETRY_POLICY;
    this.log = options.log;
  }

  /** One request; a job's reports (`retry`) are sent again while the server is unreachable or failing. */
  private async call(
    method: string,
    path: string,
    init: {
      json?: unknown;
      headers?: Record<string, string>;
      body?: BodyInit;
      retry?: boolean;
      signal?: AbortSignal;
    },
  ) {
    const send = () =>
      fetch(`${this.url}/api/v4${path}`, {
        method,
        headers: {
          ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
          ...init.headers,
        },
        body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
        ...(init.signal ? { signal: init.signal } : {}),
      });
    return init.retry ? withRetries(`${method} ${path}`, this.retry, send, this.log) : send();
  }

  /** Rejects when the service cannot be reached. */
  async verify(systemId: string): Promise<Verification> {
    const response = await this.call('POST', '/runners/verify', {
      json: { token: this.token, system_id: systemId },
    });
    if (response.status !== 200) {
      await response.body?.cancel();
      return { valid: false, status: statusText(response.status) };
    }
    const body = (await response.json()) as { id: number };
    return { valid: true, runnerId: body.id };
  }

  /** Rejects when the service cannot be reached. */
  /**
   * Asks for a job. With the queue version the last answer gave (`lastUpdate`), the service may hold
   * the request until a job is queued (long polling); `signal` abandons it.
   */
  async requestJob(
    systemId: string,
    version: string,
    options: { lastUpdate?: string | null; signal?: AbortSignal } = {},
  ): Promise<JobRequest> {
    const response = await this.call('POST', '/jobs/request', {
      json: {
        token: this.token,
        system_id: systemId,
        info: { version, platform: process.platform, architecture: process.arch },
        ...(options.lastUpdate ? { last_update: options.lastUpdate } : {}),
      },
      ...(options.signal ? { signal: options.signal } : {}),
    });
    if (response.status === 201) return { kind: 'job', job: (await response.json()) as JobPayload };
    await response.body?.cancel();
    if (response.status === 204)
      return { kind: 'none', lastUpdate: response.headers.get('x-gitlab-last-update') };
    const status = statusText(response.status);
    return response.status === 403 ? { kind: 'forbidden', status } : { kind: 'failed', status };
  }

  /** Appends log bytes at `offset` (`Content-Range`); the server answers with its log's size. */
  async appendTrace(job: JobPayload, offset: number, chunk: Buffer): Promise<TraceAnswer> {
    const response = await this.call('PATCH', `/jobs/${job.id}/trace`, {
      headers: {
        'job-token': job.token,
        'content-type': 'text/plain',
        'content-range': `${offset}-${offset + chunk.length - 1}`,
      },
      body: chunk.toString('utf8'),
      retry: true,
    });
    await response.body?.cancel();
    if (response.status === 403 || response.status === 404) return { kind: 'stopped' };
    // `Range: 0-<size>`: how much of the log the server holds.
    const size = Number(/^0-(\d+)$/.exec(response.headers.get('range') ?? '')?.[1] ?? NaN);
    const known = Number.isInteger(size) ? size : null;
    if (response.status === 416) return { kind: 'range', size: known };
    if (response.status !== 202) throw new Error(`Sending the log failed (HTTP ${response.status})`);
    return { kind: 'accepted', size: known };
  }

  /** The job's final status; sent until the server has it (or the retry policy gives up). */
  async finish(
    job: JobPayload,
    state: 'success' | 'failed',
    exitCode: number,
    failureReason?: string,
  ): Promise<void> {
    const response = await this.call('PUT', `/jobs/${job.id}`, {
      json: { token: job.token, state, exit_code: exitCode, failure_reason: failureReason },
      retry: true,
    });
    await response.body?.cancel();
    if (response.status !== 200 && response.status !== 403 && response.status !== 404)
      throw new Error(`Reporting job ${job.id} as ${state} failed (HTTP ${response.status})`);
  }

  /** The artifacts archive of a job the running job depends on. */
  async downloadArtifacts(dependency: { id: number; token: string }): Promise<Buffer> {
    const response = await this.call('GET', `/jobs/${dependency.id}/artifacts`, {
      headers: { 'job-token': dependency.token },
      retry: true,
    });
    if (response.status !== 200) throw new Error(`Artifact download failed (HTTP ${response.status})`);
    return Buffer.from(await response.arrayBuffer());
  }

  async uploadArtifact(
    job: JobPayload,
    file: { name: string; data: Buffer },
    type: string,
    format: string,
    expireIn: string | null,
  ) {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(file.data)]), file.name);
    form.set('artifact_type', type);
    form.set('artifact_format', format);
    if (expireIn) form.set('expire_in', expireIn);
    const response = await this.call('POST', `/jobs/${job.id}/artifacts`, {
      headers: { 'job-token': job.token },
      body: form,
      retry: true,
    });
    if (response.status !== 201)
      throw new Error(`Artifact upload failed (HTTP ${response.status}): ${await response.text()}`);
  }
}

/** `403 Forbidden`, as GitLab Runner logs a status. */
function statusText(status: number): string {
  return `${status} ${STATUS_CODES[status] ?? ''}`.trim();
}
