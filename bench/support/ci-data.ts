import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { RequestContext } from '@mikro-orm/postgresql';
import type { RunningApp } from '../../src/bootstrap.ts';
import { encryptPipelineVariables } from '../../src/modules/ci/pipelines/pipeline-variables.ts';
import { User } from '../../src/modules/users/user.entity.ts';
import type { LoadOptions } from '../load.ts';

export type { LoadOptions };

/** Creates a project through the API as `rootToken`; returns its id. */
export async function createProject(
  running: RunningApp,
  rootToken: string,
  name: string,
  visibility = 'public',
): Promise<number> {
  const response = await running.app.inject({
    method: 'POST',
    url: '/api/v4/projects',
    headers: { 'private-token': rootToken, 'content-type': 'application/json' },
    payload: JSON.stringify({ name, visibility }),
  });
  if (response.statusCode !== 201) throw new Error(`create project: ${response.body}`);
  return (JSON.parse(response.body) as { id: number }).id;
}

/**
 * Lifts `project_jobs_api_rate_limit` (600 a minute per user by default, as GitLab's): a benchmark
 * sends that many job list requests in seconds, and measures them, not the 429s.
 */
export async function liftJobsRateLimit(running: RunningApp, rootToken: string): Promise<void> {
  const response = await running.app.inject({
    method: 'PUT',
    url: '/api/v4/application/settings',
    headers: { 'private-token': rootToken, 'content-type': 'application/json' },
    payload: JSON.stringify({ project_jobs_api_rate_limit: 1_000_000_000 }),
  });
  if (response.statusCode !== 200) throw new Error(`lift the jobs rate limit: ${response.body}`);
}

/** `pipelines` finished pipelines of `jobs` jobs each, in two INSERT ... SELECT statements. */
export async function insertPipelines(
  running: RunningApp,
  projectId: number,
  pipelines: number,
  jobs: number,
): Promise<void> {
  const connection = running.orm.em.getConnection();
  const sha = 'a'.repeat(40);
  const noVariables = encryptPipelineVariables(running.services.encryption, []);
  await connection.execute(
    `insert into ci_pipelines (project_id, iid, ref, sha, source, status, encrypted_variables, created_at, updated_at)
     select ?, i, 'main', ?, 'push', 'success', ?, now(), now() from generate_series(1, ?) as i`,
    [projectId, sha, noVariables, pipelines],
  );
  await connection.execute(
    `insert into ci_builds (type, pipeline_id, project_id, name, stage, stage_idx, status, "when", options,
       ref, sha, created_at, updated_at)
     select 'Ci::Build', p.id, p.project_id, 'job ' || j, 'test', 0, 'success', 'on_success', '{}'::jsonb,
       'main', p.sha, now(), now()
     from ci_pipelines p cross join generate_series(1, ?) as j where p.project_id = ?`,
    [jobs, projectId],
  );
  // As autovacuum would have done by the time anyone lists them.
  await connection.execute('vacuum analyze ci_pipelines');
  await connection.execute('vacuum analyze ci_builds');
}

/** A new regular user with an `api` token; returns the token. */
export async function userToken(running: RunningApp, username = 'bench'): Promise<string> {
  return RequestContext.create(running.orm.em, async () => {
    await running.services.users.insert(
      { username, name: 'Bench', email: `${username}@example.com`, password: 'password-123' },
      null,
    );
    const user = await running.orm.em.findOneOrFail(User, { username });
    return (
      await running.services.personalAccessTokens.issue(user, {
        name: 'bench',
        scopes: ['api'],
        expiresAt: null,
      })
    ).secret;
  });
}

export interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
  latencies: number[];
}

/** Runs bench/load.ts in a process of its own (it must not share the server's event loop). */
export function load(options: LoadOptions): Promise<LoadResult> {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'load.ts');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, JSON.stringify(options)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as LoadResult) : reject(new Error(`load exited ${code}`)),
    );
  });
}

export function percentile(p: number, values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** One request to measure: what `load` sends, less the timing options. */
export type Target = Pick<LoadOptions, 'url' | 'method' | 'headers' | 'body'>;

/**
 * Latencies of each target, one connection at a time, in `rounds` windows of `windowS` seconds
 * (after `warmupS`); the order alternates between rounds so that neither side always goes first.
 */
export async function interleavedLatencies<Name extends string>(
  targets: Record<Name, Target>,
  timing: { rounds: number; windowS: number; warmupS: number },
): Promise<Map<Name, number[]>> {
  const names = Object.keys(targets) as Name[];
  const latencies = new Map<Name, number[]>(names.map((name) => [name, []]));
  for (let round = 0; round < timing.rounds; round++) {
    const order = round % 2 === 0 ? names : [...names].reverse();
    for (const name of order) {
      const result = await load({
        ...targets[name],
        connections: 1,
        durationMs: timing.windowS * 1000,
        warmupMs: timing.warmupS * 1000,
        latencies: true,
      });
      if (result.errors > 0) throw new Error(`${name}: ${result.errors} requests failed`);
      latencies.get(name)!.push(...result.latencies);
    }
  }
  return latencies;
}

/** Prints each target's median and p99; answers the medians. */
export function reportLatencies<Name extends string>(latencies: Map<Name, number[]>): Map<Name, number> {
  const width = Math.max(...[...latencies.keys()].map((name) => name.length)) + 2;
  const medians = new Map<Name, number>();
  for (const [name, values] of latencies) {
    medians.set(name, percentile(50, values));
    console.log(
      `  ${name.padEnd(width)} median ${percentile(50, values).toFixed(2)} ms  p99 ${percentile(99, values).toFixed(2)} ms  (${values.length} requests)`,
    );
  }
  return medians;
}
