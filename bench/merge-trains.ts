/**
 * Merge train throughput: the time from the first car added to the last car merged, for a train of
 * N cars (default 10) against a train of 1 car, each car's job sleeping a few seconds, run by the
 * bundled runner with enough concurrency for every car at once. Cars test in parallel (each on the
 * target merged with the cars ahead), so the goal is a ratio of at most 1.5.
 *
 *   npm run bench:merge-trains -- [--cars 10] [--sleep 3]
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { bootstrap } from '../src/bootstrap.ts';
import { loadConfig } from '../src/config.ts';

const exec = promisify(execFile);
const { values } = parseArgs({
  options: {
    cars: { type: 'string', default: '10' },
    sleep: { type: 'string', default: '3' },
    timeline: { type: 'boolean', default: false },
  },
});
const CARS = Number(values.cars);
const SLEEP = Number(values.sleep);

const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'railyard-bench-merge-trains-'));
await fs.chmod(dataDir, 0o755);
const ROOT_TOKEN = 'bench-root-token-0123456789';
const config = loadConfig({ DATA_DIR: dataDir, ROOT_TOKEN, LOG_LEVEL: 'silent', PORT: '0' });
const running = await bootstrap(config, { queue: false });
const children: ChildProcess[] = [];
const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Bench',
  GIT_AUTHOR_EMAIL: 'bench@example.com',
  GIT_COMMITTER_NAME: 'Bench',
  GIT_COMMITTER_EMAIL: 'bench@example.com',
};
const git = (cwd: string, args: string[]) => exec('git', ['-C', cwd, ...args], { env: GIT_ENV });

try {
  await running.app.listen({ port: 0, host: '127.0.0.1' });
  const address = running.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const base = `http://127.0.0.1:${address.port}`;
  const call = async (method: string, url: string, body?: unknown) => {
    const response = await fetch(`${base}/api/v4${url}`, {
      method,
      headers: { 'private-token': ROOT_TOKEN, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.status >= 400)
      throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return response.status === 204 ? null : ((await response.json()) as Record<string, unknown>);
  };

  const runner = (await call('POST', '/user/runners', { runner_type: 'instance_type' }))!;
  children.push(
    spawn(
      process.execPath,
      [
        path.join(here, '../src/runner/main.ts'),
        ...['--url', base, '--clone-url', base, '--token', String(runner['token'])],
        ...['--cache-dir', await fs.mkdtemp(path.join(os.tmpdir(), 'railyard-bench-cache-'))],
        ...['--concurrency', String(CARS)],
      ],
      { stdio: 'ignore' },
    ),
  );

  /** One train of `n` cars in a fresh project: seconds from the first add to the last merge. */
  async function train(n: number): Promise<number> {
    const project = (await call('POST', '/projects', { name: `train-${n}-${Date.now()}` }))!;
    const id = Number(project['id']);
    await call('PUT', `/projects/${id}`, { merge_pipelines_enabled: true, merge_trains_enabled: true });
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'railyard-bench-train-'));
    const remote = new URL(`${base}/${String(project['path_with_namespace'])}.git`);
    remote.username = 'root';
    remote.password = ROOT_TOKEN;
    await exec('git', ['init', '--quiet', '-b', 'main', dir]);
    await fs.writeFile(path.join(dir, 'README.md'), 'bench\n');
    await fs.writeFile(
      path.join(dir, '.gitlab-ci.yml'),
      `check:\n  rules:\n    - if: $CI_MERGE_REQUEST_EVENT_TYPE == "merge_train"\n  script: sleep ${SLEEP}\n`,
    );
    await git(dir, ['add', '.']);
    await git(dir, ['commit', '--quiet', '-m', 'init']);
    await git(dir, ['push', '--quiet', remote.toString(), 'main']);
    const iids: number[] = [];
    for (let i = 0; i < n; i++) {
      await git(dir, ['checkout', '--quiet', '-b', `car-${i}`, 'main']);
      await fs.writeFile(path.join(dir, `car-${i}.txt`), `${i}\n`);
      await git(dir, ['add', '.']);
      await git(dir, ['commit', '--quiet', '-m', `car ${i}`]);
      await git(dir, ['push', '--quiet', remote.toString(), `car-${i}`]);
      const mr = (await call('POST', `/projects/${id}/merge_requests`, {
        source_branch: `car-${i}`,
        target_branch: 'main',
        title: `car ${i}`,
      }))!;
      iids.push(Number(mr['iid']));
    }
    const started = performance.now();
    const startedAt = Date.now();
    for (const iid of iids) await call('POST', `/projects/${id}/merge_trains/merge_requests/${iid}`);
    for (;;) {
      const cars = (await call('GET', `/projects/${id}/merge_trains?per_page=100`)) as unknown as {
        status: string;
      }[];
      if (cars.length === n && cars.every((c) => c.status === 'merged')) break;
      if (cars.length < n) throw new Error(`a car left the train: ${JSON.stringify(cars)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const seconds = (performance.now() - started) / 1000;
    if (values.timeline) await printTimeline(id, startedAt);
    return seconds;
  }

  /** Each car's moments, in seconds after the first add: pipeline created, job started and finished, merged. */
  async function printTimeline(projectId: number, origin: number): Promise<void> {
    const at = (iso: unknown) =>
      typeof iso === 'string' ? ((Date.parse(iso) - origin) / 1000).toFixed(2) : '-';
    const cars = (await call(
      'GET',
      `/projects/${projectId}/merge_trains?scope=complete&sort=asc&per_page=100`,
    )) as unknown as {
      merge_request: { iid: number };
      created_at: string;
      merged_at: string | null;
      pipeline: { id: number; created_at: string } | null;
    }[];
    const jobs = (await call('GET', `/projects/${projectId}/jobs?per_page=100`)) as unknown as {
      pipeline: { id: number };
      created_at: string;
      started_at: string | null;
      finished_at: string | null;
    }[];
    for (const car of cars) {
      const job = jobs.find((j) => j.pipeline.id === car.pipeline?.id);
      process.stdout.write(
        `  !${car.merge_request.iid}: added ${at(car.created_at)} pipeline ${at(car.pipeline?.created_at)} ` +
          `job started ${at(job?.started_at)} finished ${at(job?.finished_at)} merged ${at(car.merged_at)}\n`,
      );
    }
  }

  const one = await train(1);
  const many = await train(CARS);
  const ratio = many / one;
  process.stdout.write(
    `merge train of 1 car: ${one.toFixed(2)} s; of ${CARS} cars: ${many.toFixed(2)} s; ` +
      `ratio ${ratio.toFixed(2)} (goal at most 1.5)\n`,
  );
} finally {
  for (const child of children) child.kill('SIGTERM');
  await running.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}
