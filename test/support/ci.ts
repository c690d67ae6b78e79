import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import type { TestApp } from './app.ts';
import { tempDir } from './git.ts';

/** The part of a job payload the tests read. */
export interface JobPayload {
  id: number;
  token: string;
  job_info: { name: string; stage: string };
  runner_info: { timeout: number };
  variables: { key: string; value: string }[];
  dependencies: { id: number; name: string }[];
  git_info: { repo_url: string; sha: string; ref: string; ref_type: string };
  steps: { name: string; script: string[] }[];
  cache: { key: string; fallback_keys: string[] }[];
}

/** A runner speaking the protocol by hand: asks for jobs and reports them. */
export function protocolRunner(t: TestApp, runnerToken: string, systemId?: string) {
  return {
    async request(): Promise<JobPayload | null> {
      const response = await t.post('/jobs/request', {
        token: null,
        body: { token: runnerToken, system_id: systemId },
      });
      if (response.status === 204) return null;
      expect(response.status, response.text).toBe(201);
      return response.body as JobPayload;
    },
    /** Sends the whole log so far (`PATCH /jobs/:id/trace` from offset 0). */
    async trace(job: JobPayload, log: string): Promise<void> {
      const patched = await t.running.app.inject({
        method: 'PATCH',
        url: `/api/v4/jobs/${job.id}/trace`,
        headers: {
          'job-token': job.token,
          'content-range': `0-${log.length - 1}`,
          'content-type': 'text/plain',
        },
        payload: log,
      });
      expect(patched.statusCode, patched.body).toBe(202);
      expect(patched.headers['range']).toBe(`0-${log.length}`);
    },
    async finish(job: JobPayload, state: 'success' | 'failed', exitCode = 0): Promise<void> {
      const response = await t.put(`/jobs/${job.id}`, {
        token: null,
        body: { token: job.token, state, exit_code: exitCode },
      });
      expect(response.status, response.text).toBe(200);
    },
  };
}

/** Reads until `done` holds (every 50 ms, at most `timeoutMs`). */
export async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what = 'condition',
  timeoutMs = 5000,
): Promise<T> {
  for (let i = 0; i < timeoutMs / 50; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${what} never met`);
}

/** The jobs of a pipeline by name, with their status and failure reason. */
export async function jobsByName(
  t: TestApp,
  projectId: number,
  pipelineId: number,
): Promise<Record<string, { id: number; status: string; failure_reason?: string }>> {
  const jobs = (await t.get(`/projects/${projectId}/pipelines/${pipelineId}/jobs`)).body as {
    id: number;
    name: string;
    status: string;
    failure_reason?: string;
  }[];
  return Object.fromEntries(jobs.map((j) => [j.name, j]));
}

/** The newest pipeline of a project, once there is one. */
export async function latestPipeline(t: TestApp, projectId: number): Promise<{ id: number; status: string }> {
  const list = await waitFor(
    async () => (await t.get(`/projects/${projectId}/pipelines`)).body as { id: number; status: string }[],
    (l) => l.length > 0,
    'pipeline created',
  );
  return list[0]!;
}

const execFileAsync = promisify(execFile);

/**
 * Uploads a zip holding `out.txt` (with `content`) as the job's archive, as a runner does (job
 * token), optionally with an `expire_in`.
 */
export async function uploadArchive(
  base: string,
  job: JobPayload,
  content: string,
  expireIn?: string,
): Promise<void> {
  const dir = await tempDir();
  await fs.writeFile(path.join(dir, 'out.txt'), content);
  await execFileAsync('zip', ['-q', 'artifacts.zip', 'out.txt'], { cwd: dir });
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(await fs.readFile(path.join(dir, 'artifacts.zip')))]), 'a.zip');
  form.set('artifact_type', 'archive');
  form.set('artifact_format', 'zip');
  if (expireIn) form.set('expire_in', expireIn);
  const uploaded = await fetch(`${base}/api/v4/jobs/${job.id}/artifacts`, {
    method: 'POST',
    headers: { 'job-token': job.token },
    body: form,
  });
  expect(uploaded.status).toBe(201);
}
