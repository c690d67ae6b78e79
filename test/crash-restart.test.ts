import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Storages } from '../src/git/storages.ts';
import { PIPELINE_IID_LOCK } from '../src/modules/ci/pipelines/pipeline-creator.ts';
import { GIT_ENV, git } from './support/git.ts';
import { spawnRunner } from './support/runner-process.ts';
import {
  api,
  killService,
  newDataDir,
  removeServiceLeftovers,
  postgresProcessesIn,
  postmasterPid,
  SERVICE_TOKEN,
  serviceDatabase,
  startService,
  stopService,
  waitFor,
  waitUntilBlocked,
  type ServiceProcess,
} from './support/service-process.ts';

/**
 * kill -9 of `node src/main.ts` (the embedded PostgreSQL survives it), then a start on the same
 * data directory: the service comes back, nothing committed is lost, nothing is half-written,
 * nothing is stuck; and the restarted service shuts down leaving no PostgreSQL behind.
 */

/** Two starts of the service and what happens between them, on a machine shared with other tests. */
const CASE_TIMEOUT = 240_000;

const dirs: string[] = [];
const running = new Set<ServiceProcess>();
const runners = new Set<ChildProcess>();

afterAll(async () => {
  for (const runner of runners) runner.kill('SIGKILL');
  await removeServiceLeftovers(running, dirs);
});

async function dataDir(): Promise<string> {
  const dir = await newDataDir();
  dirs.push(dir);
  return dir;
}

async function start(dir: string, options: Parameters<typeof startService>[1] = {}): Promise<ServiceProcess> {
  const service = await startService(dir, options);
  running.add(service);
  return service;
}

async function kill9(service: ServiceProcess): Promise<void> {
  await killService(service);
  running.delete(service);
}

/** SIGTERM to the restarted service: it exits 0 and no PostgreSQL is left in its data directory. */
async function stopsCleanly(service: ServiceProcess): Promise<void> {
  const code = await stopService(service);
  running.delete(service);
  expect(code, service.output()).toBe(0);
  expect(await postgresProcessesIn(service.dataDir)).toEqual([]);
  expect(await postmasterPid(service.dataDir)).toBeNull();
}

describe('kill -9 and a restart on the same data directory', () => {
  it(
    'stops the PostgreSQL the killed service left running, and starts with everything committed',
    async () => {
      const dir = await dataDir();
      const first = await start(dir);
      const created = await api(first, 'POST', '/projects', { name: 'before-the-crash' });
      expect(created.status).toBe(201);
      const postmaster = await postmasterPid(dir);
      await kill9(first);
      // The orphan: PostgreSQL outlives the process that started it.
      expect(await postgresProcessesIn(dir)).toContain(postmaster);

      const second = await start(dir, { port: first.port });
      expect(second.output()).toContain(`Stopping the PostgreSQL (pid ${postmaster})`);
      expect(await postgresProcessesIn(dir)).not.toContain(postmaster);
      const project = await api(second, 'GET', `/projects/${created.body.id}`);
      expect(project.body).toMatchObject({ name: 'before-the-crash' });
      await stopsCleanly(second);
    },
    CASE_TIMEOUT,
  );

  it(
    'starts past a postmaster.pid whose pid now belongs to another process, and refuses a data directory a live service uses',
    async () => {
      const dir = await dataDir();
      const first = await start(dir);
      // A second service on the same data directory must not take the first one's database away.
      const second = spawn(process.execPath, ['src/main.ts'], {
        env: { ...process.env, DATA_DIR: dir, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '', REDIS_URL: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let refused = '';
      second.stdout.on('data', (chunk: Buffer) => (refused += chunk.toString()));
      expect(await new Promise((resolve) => second.on('close', resolve))).toBe(1);
      // Its last log line says why, in its own words (no stack trace).
      const last = JSON.parse(refused.trim().split('\n').at(-1)!) as Record<string, unknown>;
      expect(last).toMatchObject({
        level: 60,
        msg: expect.stringContaining('belongs to a service that is still running'),
      });
      expect(last).not.toHaveProperty('err');
      expect((await api(first, 'GET', '/user')).status).toBe(200);
      await stopsCleanly(first);

      // After a reboot pids are handed out again: the lock file may name a live process that is not PostgreSQL.
      const stranger = spawn('sleep', ['600'], { stdio: 'ignore' });
      try {
        const lockFile = path.join(dir, 'postgres', 'postmaster.pid');
        await fs.writeFile(lockFile, `${stranger.pid}\n${path.join(dir, 'postgres')}\n1764000000\n5432\n`);
        const third = await start(dir);
        expect((await api(third, 'GET', '/user')).status).toBe(200);
        await stopsCleanly(third);
      } finally {
        stranger.kill('SIGKILL');
      }
    },
    CASE_TIMEOUT,
  );
});

/** A project whose default branch has `.gitlab-ci.yml`: committing it starts a pipeline. */
async function projectWithPipeline(
  service: ServiceProcess,
  name: string,
  ci: string,
): Promise<{ projectId: number; pipelineId: number }> {
  const project = await api(service, 'POST', '/projects', { name, initialize_with_readme: true });
  expect(project.status).toBe(201);
  const projectId = project.body.id as number;
  const commit = await api(service, 'POST', `/projects/${projectId}/repository/files/.gitlab-ci.yml`, {
    branch: 'main',
    content: ci,
    commit_message: 'CI',
  });
  expect(commit.status).toBe(201);
  let pipelineId = 0;
  await waitFor(async () => {
    const list = await api(service, 'GET', `/projects/${projectId}/pipelines`);
    pipelineId = list.body[0]?.id ?? 0;
    return pipelineId > 0;
  }, 'the pipeline of the CI commit');
  return { projectId, pipelineId };
}

type JobView = { id: number; name: string; status: string; failure_reason?: string };

async function jobsOf(service: ServiceProcess, projectId: number, pipelineId: number): Promise<JobView[]> {
  return (await api(service, 'GET', `/projects/${projectId}/pipelines/${pipelineId}/jobs`)).body as JobView[];
}

async function traceOf(service: ServiceProcess, projectId: number, jobId: number): Promise<string> {
  const response = await fetch(`${service.url}/api/v4/projects/${projectId}/jobs/${jobId}/trace`, {
    headers: { 'private-token': SERVICE_TOKEN },
  });
  return response.text();
}

/** The bundled runner in its own process, trying again every 100-400 ms while the service is away. */
async function startRunner(service: ServiceProcess, url = service.url) {
  const registered = await api(service, 'POST', '/user/runners', { runner_type: 'instance_type' });
  expect(registered.status).toBe(201);
  const cacheDir = await newDataDir();
  dirs.push(cacheDir);
  const child = spawnRunner(
    [
      ...['--url', url, '--clone-url', service.url, '--token', registered.body.token],
      ...['--cache-dir', cacheDir],
      ...['--retry-delay-ms', '100', '--retry-max-delay-ms', '400', '--retry-timeout-ms', '300000'],
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  runners.add(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return {
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      runners.delete(child);
    },
  };
}

describe('a job running while the service is killed', () => {
  it(
    'finishes with the status its script ended with: the runner keeps its log and status until the service is back',
    async () => {
      const dir = await dataDir();
      const gate = path.join(dir, 'gate');
      const first = await start(dir);
      const runner = await startRunner(first);
      const { projectId, pipelineId } = await projectWithPipeline(
        first,
        'job-during-crash',
        `
wait-for-gate:
  variables:
    GATE: ${gate}
  script:
    - echo "before the crash"
    - while [ ! -f "$GATE" ]; do sleep 0.1; done
    - echo "after the crash"
    - exit 3
`,
      );
      const [job] = await jobsOf(first, projectId, pipelineId);
      // The script is in its loop once its first line reached the service.
      await waitFor(
        async () => (await traceOf(first, projectId, job!.id)).includes('before the crash'),
        'the job to start its script',
      );
      await kill9(first);

      await fs.writeFile(gate, '');
      // The script went on: what it wrote since could not be sent.
      await waitFor(
        async () => runner.output().includes(`PATCH /jobs/${job!.id}/trace:`),
        'the runner to find the service away',
      );

      const second = await start(dir, { port: first.port });
      await waitFor(
        async () => (await jobsOf(second, projectId, pipelineId))[0]!.status !== 'running',
        'the job to finish',
      );
      const [finished] = await jobsOf(second, projectId, pipelineId);
      expect(finished).toMatchObject({ status: 'failed', failure_reason: 'script_failure' });
      // The whole log, each line once, in order: what was sent twice (a PATCH the kill cut short) is not doubled.
      const lines = (await traceOf(second, projectId, job!.id)).split('\n');
      const output = lines.filter((line) => /crash$|^ERROR/.test(line));
      expect(output).toEqual(['before the crash', 'after the crash', 'ERROR: Job failed: exit code 3']);
      expect((await api(second, 'GET', `/projects/${projectId}/pipelines/${pipelineId}`)).body.status).toBe(
        'failed',
      );
      await runner.stop();
      await stopsCleanly(second);
    },
    CASE_TIMEOUT,
  );

  it(
    'finishes a job whose status update the kill cut short, and the pipeline goes on',
    async () => {
      const dir = await dataDir();
      const gate = path.join(dir, 'gate');
      const first = await start(dir);
      const runner = await startRunner(first);
      const { projectId, pipelineId } = await projectWithPipeline(
        first,
        'update-during-crash',
        `
stages: [build, test]
build:
  stage: build
  variables:
    GATE: ${gate}
  script:
    - while [ ! -f "$GATE" ]; do sleep 0.1; done
    - echo built
test:
  stage: test
  script: echo tested
`,
      );
      const build = (await jobsOf(first, projectId, pipelineId)).find((j) => j.name === 'build')!;
      await waitFor(
        async () => (await jobsOf(first, projectId, pipelineId)).some((j) => j.status === 'running'),
        'the build job to run',
      );
      // The job's row is locked: the runner's `PUT /jobs/:id` stops in the middle of its transaction.
      const db = await serviceDatabase(dir);
      await db.query('begin');
      await db.query('select id from ci_builds where id = $1 for update', [build.id]);
      await fs.writeFile(gate, '');
      await waitUntilBlocked(db, 'the status update');
      await kill9(first);
      await db.end().catch(() => undefined);
      await waitFor(
        async () => runner.output().includes(`PUT /jobs/${build.id}:`),
        'the runner to find the service away',
      );

      const second = await start(dir, { port: first.port });
      await waitFor(
        async () =>
          (await api(second, 'GET', `/projects/${projectId}/pipelines/${pipelineId}`)).body.status ===
          'success',
        'the pipeline to succeed',
      );
      const jobs = await jobsOf(second, projectId, pipelineId);
      expect(jobs.map((j) => `${j.name}:${j.status}`).sort()).toEqual(['build:success', 'test:success']);
      await runner.stop();
      await stopsCleanly(second);
    },
    CASE_TIMEOUT,
  );
});

/** A runner's report that a job succeeded (the test acting as the runner). */
function reportSuccess(service: ServiceProcess, job: { id: number; token: string }): Promise<Response> {
  return fetch(`${service.url}/api/v4/jobs/${job.id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: job.token, state: 'success' }),
  });
}

/** The next job for a runner, as `POST /jobs/request` hands it out. */
async function takeJob(service: ServiceProcess, runnerToken: string): Promise<{ id: number; token: string }> {
  const response = await fetch(`${service.url}/api/v4/jobs/request`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: runnerToken }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number; token: string };
}

type PipelineView = { id: number; status: string; source: string; sha: string };

describe('a pipeline being processed when the service is killed', () => {
  it(
    'is created once after the restart from a push the kill interrupted, and the downstream pipeline a trigger job was starting is created too',
    async () => {
      const dir = await dataDir();
      const first = await start(dir);
      const project = await api(first, 'POST', '/projects', {
        name: 'processing',
        initialize_with_readme: true,
      });
      const projectId = project.body.id as number;
      const file = (name: string, content: string) =>
        api(first, 'POST', `/projects/${projectId}/repository/files/${name}`, {
          branch: 'main',
          content,
          commit_message: name,
        });
      expect((await file('child.yml', 'child-job:\n  script: echo child\n')).status).toBe(201);
      const runner = await api(first, 'POST', '/user/runners', { runner_type: 'instance_type' });

      // Pipeline creation for the push waits for the lock the test holds; the push itself is committed.
      let db = await serviceDatabase(dir);
      await db.query('select pg_advisory_lock($1, $2)', [PIPELINE_IID_LOCK, projectId]);
      const pushed = await file(
        '.gitlab-ci.yml',
        `
stages: [build, trigger]
build:
  stage: build
  script: echo built
child:
  stage: trigger
  trigger:
    include: child.yml
    strategy: depend
`,
      );
      expect(pushed.status).toBe(201);
      await waitUntilBlocked(db, 'the pipeline creation');
      await kill9(first);
      await db.end().catch(() => undefined);

      const second = await start(dir, { port: first.port });
      const pipelines = async (service: ServiceProcess, query = '') =>
        (await api(service, 'GET', `/projects/${projectId}/pipelines${query}`)).body as PipelineView[];
      // Child pipelines are listed only when asked for by their source, as GitLab lists them.
      const children = (service: ServiceProcess) => pipelines(service, '?source=parent_pipeline');
      await waitFor(async () => (await pipelines(second)).length > 0, 'the pipeline of the push');
      const [pipeline] = await pipelines(second);
      expect(pipeline).toMatchObject({ source: 'push', status: 'pending' });
      const bridges = async (service: ServiceProcess) =>
        (await api(service, 'GET', `/projects/${projectId}/pipelines/${pipeline!.id}/bridges`))
          .body as JobView[];
      expect((await jobsOf(second, projectId, pipeline!.id)).map((j) => j.status)).toEqual(['pending']);
      expect((await bridges(second)).map((j) => j.status)).toEqual(['created']);

      // The build job's success enqueues the trigger job (committed); its downstream pipeline waits for the lock.
      db = await serviceDatabase(dir);
      await db.query('select pg_advisory_lock($1, $2)', [PIPELINE_IID_LOCK, projectId]);
      const build = await takeJob(second, runner.body.token);
      const update = reportSuccess(second, build).catch(() => null);
      await waitUntilBlocked(db, 'the downstream pipeline creation');
      await kill9(second);
      await update;
      await db.end().catch(() => undefined);

      const third = await start(dir, { port: first.port });
      await waitFor(async () => (await children(third)).length === 1, 'the downstream pipeline');
      const [child] = await children(third);
      const childJob = await takeJob(third, runner.body.token);
      expect((await reportSuccess(third, childJob)).status).toBe(200);
      await waitFor(
        async () =>
          (await api(third, 'GET', `/projects/${projectId}/pipelines/${pipeline!.id}`)).body.status ===
          'success',
        'the upstream pipeline to succeed with its downstream one',
      );
      expect((await api(third, 'GET', `/projects/${projectId}/pipelines/${child!.id}`)).body.status).toBe(
        'success',
      );
      expect((await bridges(third)).map((j) => j.status)).toEqual(['success']);
      expect(await pipelines(third)).toHaveLength(1);
      expect(await children(third)).toHaveLength(1);
      await stopsCleanly(third);
    },
    CASE_TIMEOUT,
  );
});

/**
 * Adds a branch `bulk` of `count` files to a bare repository, as loose objects (one file each), so
 * that copying the repository takes a while.
 */
async function fillRepository(gitDir: string, count: number): Promise<void> {
  const scratch = `${gitDir}.scratch`;
  await git(path.dirname(gitDir), ['init', '--quiet', '--bare', scratch]);
  let stream = '';
  for (let i = 1; i <= count; i++) stream += `blob\nmark :${i}\ndata <<EOF\nfile ${i}\nEOF\n`;
  stream += 'commit refs/heads/bulk\ncommitter A <a@example.com> 1700000000 +0000\ndata 5\nbulk\n';
  for (let i = 1; i <= count; i++) stream += `M 100644 :${i} d${i % 50}/f${i}\n`;
  await pipeInto(['--git-dir', scratch, 'fast-import', '--quiet'], Buffer.from(`${stream}\n`));
  const packDir = path.join(scratch, 'objects', 'pack');
  const pack = (await fs.readdir(packDir)).find((name) => name.endsWith('.pack'))!;
  await pipeInto(['--git-dir', gitDir, 'unpack-objects', '-q'], await fs.readFile(path.join(packDir, pack)));
  const bulk = (await git(scratch, ['--git-dir', scratch, 'rev-parse', 'bulk'])).stdout.trim();
  await git(gitDir, ['--git-dir', gitDir, 'update-ref', 'refs/heads/bulk', bulk]);
  await fs.rm(scratch, { recursive: true, force: true });
}

function pipeInto(args: string[], input: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', args, { env: GIT_ENV, stdio: ['pipe', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`git ${args.join(' ')}: ${code}`)),
    );
    child.stdin.end(input);
  });
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

async function refsOf(gitDir: string): Promise<string> {
  return (await git(gitDir, ['--git-dir', gitDir, 'for-each-ref', '--format=%(objectname) %(refname)']))
    .stdout;
}

describe('a storage move under way when the service is killed', () => {
  it(
    'starts again from a clean copy after the restart and finishes with the repository whole',
    async () => {
      const dir = await dataDir();
      const roots = { default: path.join(dir, 'default'), second: path.join(dir, 'second') };
      const env = {
        GIT_STORAGES: `default=${roots.default},second=${roots.second}`,
        REPOSITORY_STORAGES_WEIGHTED: 'default=100',
      };
      const first = await start(dir, { env });
      const project = await api(first, 'POST', '/projects', { name: 'moving', initialize_with_readme: true });
      const projectId = project.body.id as number;
      const storages = new Storages(roots, { default: 100 });
      const source = storages.repository('default', { kind: 'project', id: projectId }).path;
      const destination = storages.repository('second', { kind: 'project', id: projectId }).path;
      await fillRepository(source, 3000);
      const refsBefore = await refsOf(source);

      const scheduled = await api(first, 'POST', `/projects/${projectId}/repository_storage_moves`, {
        destination_storage_name: 'second',
      });
      expect(scheduled.status).toBe(201);
      // The copy is under way once its temporary directory exists.
      const copying = `${destination}.copying`;
      const deadline = Date.now() + 60_000;
      while (!(await exists(copying))) {
        if (Date.now() > deadline) throw new Error('the copy never started');
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await kill9(first);
      // The kill landed in the middle of the copy: half a copy, and the source still in place.
      expect(await exists(copying)).toBe(true);
      expect(await exists(destination)).toBe(false);
      expect(await refsOf(source)).toBe(refsBefore);

      const second = await start(dir, { env, port: first.port });
      await waitFor(
        async () =>
          ['finished', 'failed'].includes(
            (await api(second, 'GET', `/project_repository_storage_moves/${scheduled.body.id}`)).body.state,
          ),
        'the move to end',
      );
      expect(
        (await api(second, 'GET', `/project_repository_storage_moves/${scheduled.body.id}`)).body.state,
      ).toBe('finished');
      expect((await api(second, 'GET', `/projects/${projectId}`)).body.repository_storage).toBe('second');
      expect(await refsOf(destination)).toBe(refsBefore);
      const files = await git(destination, [
        '--git-dir',
        destination,
        'ls-tree',
        '-r',
        '--name-only',
        'bulk',
      ]);
      expect(files.stdout.trim().split('\n')).toHaveLength(3000);
      expect(await exists(copying)).toBe(false);
      expect(await exists(source)).toBe(false);
      // No longer read-only.
      const commit = await api(second, 'POST', `/projects/${projectId}/repository/files/after.txt`, {
        branch: 'main',
        content: 'after the move',
        commit_message: 'After the move',
      });
      expect(commit.status).toBe(201);
      await stopsCleanly(second);
    },
    CASE_TIMEOUT,
  );
});

describe('a burst of API writes when the service is killed', () => {
  it(
    'keeps every write it answered, whole, and leaves nothing of those it did not answer',
    async () => {
      const dir = await dataDir();
      // Enough connections that no write of the burst waits for one rather than for the test's lock.
      const env = { DB_POOL_MAX: '40' };
      const first = await start(dir, { env });
      const group = await api(first, 'POST', '/groups', { name: 'burst', path: 'burst' });
      expect(group.status).toBe(201);
      const writes = (wave: string) =>
        Array.from({ length: 3 }, (_, i) => [
          {
            kind: 'project',
            name: `${wave}-mine-${i}`,
            route: '/projects',
            body: { name: `${wave}-mine-${i}` },
          },
          {
            kind: 'project',
            name: `${wave}-readme-${i}`,
            route: '/projects',
            body: { name: `${wave}-readme-${i}`, initialize_with_readme: true },
          },
          {
            kind: 'project',
            name: `${wave}-group-${i}`,
            route: '/projects',
            body: { name: `${wave}-group-${i}`, namespace_id: group.body.id },
          },
          {
            kind: 'group',
            name: `${wave}-group-${i}`,
            route: '/groups',
            body: { name: `${wave}-g${i}`, path: `${wave}-g${i}` },
          },
          {
            kind: 'user',
            name: `${wave}-user-${i}`,
            route: '/users',
            body: {
              username: `${wave}-user-${i}`,
              name: `${wave} user ${i}`,
              email: `${wave}-user-${i}@example.com`,
              password: 'a-long-password-1',
            },
          },
        ]).flat();

      // Answered before the kill.
      const answered = await Promise.all(writes('answered').map((w) => api(first, 'POST', w.route, w.body)));
      expect(answered.map((a) => a.status)).toEqual(answered.map(() => 201));

      // Caught half-way: the outbox is locked, so each write waits inside its transaction, its rows
      // (and a project's repository) already written.
      const db = await serviceDatabase(dir);
      await db.query('begin');
      await db.query('lock table domain_events in share mode');
      const cut = writes('cut').map((w) => api(first, 'POST', w.route, w.body).catch(() => null));
      await waitUntilBlocked(db, 'every write', cut.length);
      await kill9(first);
      expect((await Promise.all(cut)).every((answer) => answer === null)).toBe(true);
      await db.end().catch(() => undefined);

      const second = await start(dir, { env, port: first.port });
      for (const answer of answered) {
        const id = answer.body.id as number;
        const kind =
          'path_with_namespace' in answer.body ? 'projects' : 'username' in answer.body ? 'users' : 'groups';
        expect((await api(second, 'GET', `/${kind}/${id}`)).status).toBe(200);
      }
      const check = await serviceDatabase(dir);
      try {
        // Every project whole: its namespace, its repository on disk, the README commit it was created with.
        const projects = await check.query<{ id: number; name: string; namespace: string | null }>(
          'select p.id, p.name, n.full_path as namespace from projects p left join namespaces n on n.id = p.namespace_id',
        );
        const storages = new Storages({ default: path.join(dir, 'repositories') }, { default: 100 });
        const expected = new Set<string>();
        for (const project of projects.rows) {
          expect(project.namespace, project.name).not.toBeNull();
          const repo = storages.repository('default', { kind: 'project', id: project.id }).path;
          expected.add(repo);
          expect(await exists(path.join(repo, 'HEAD')), project.name).toBe(true);
          if (project.name.includes('readme')) {
            const readme = await api(
              second,
              'GET',
              `/projects/${project.id}/repository/files/README.md?ref=main`,
            );
            expect(readme.status, project.name).toBe(200);
          }
        }
        expect(projects.rows.map((p) => p.name).filter((n) => n.startsWith('answered'))).toHaveLength(9);
        // No repository on disk without its project (those of the writes the kill cut short are gone).
        const onDisk = await repositoriesOnDisk(path.join(dir, 'repositories', '@hashed'));
        expect(onDisk.sort()).toEqual([...expected].sort());
        // Users and groups whole: each with its namespace.
        const users = await check.query<{ username: string; namespace: string | null }>(
          "select u.username, n.path as namespace from users u left join namespaces n on n.owner_id = u.id and n.kind = 'User'",
        );
        for (const user of users.rows) expect(user.namespace, user.username).toBe(user.username);
        expect(users.rows.filter((u) => u.username.startsWith('answered'))).toHaveLength(3);
      } finally {
        await check.end();
      }
      await stopsCleanly(second);
    },
    CASE_TIMEOUT,
  );
});

/** The repositories (`<digest>.git`) under a storage's `@hashed` tree. */
async function repositoriesOnDisk(root: string): Promise<string[]> {
  const found: string[] = [];
  for (const a of await fs.readdir(root).catch(() => [])) {
    for (const b of await fs.readdir(path.join(root, a))) {
      for (const name of await fs.readdir(path.join(root, a, b))) found.push(path.join(root, a, b, name));
    }
  }
  return found;
}

/**
 * A proxy in front of the service that lets the test lose answers on the way: `decide` says, for
 * each request, whether to pass it on, pass it on and drop the answer (the connection closes
 * before the client hears anything), or answer 502 itself.
 */
async function lossyProxy(
  target: ServiceProcess,
  decide: (method: string, url: string) => 'pass' | 'drop' | 'bad-gateway',
): Promise<{ url: string; close(): Promise<void>; answers: string[] }> {
  const answers: string[] = [];
  const server = http.createServer((req, res) => {
    const what = decide(req.method ?? '', req.url ?? '');
    if (what === 'bad-gateway') {
      answers.push(`${req.method} ${req.url} 502`);
      res.writeHead(502).end();
      return;
    }
    const upstream = http.request(
      { host: '127.0.0.1', port: target.port, method: req.method, path: req.url, headers: req.headers },
      (response) => {
        answers.push(`${req.method} ${req.url} ${response.statusCode}${what === 'drop' ? ' (dropped)' : ''}`);
        if (what === 'drop') {
          response.resume();
          response.on('end', () => res.socket?.destroy());
          return;
        }
        res.writeHead(response.statusCode ?? 500, response.headers);
        response.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    answers,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('a job whose reports are lost on the way', () => {
  it(
    'resends a log piece whose answer was lost from the size the service reports, and the status after a 502',
    async () => {
      const dir = await dataDir();
      const service = await start(dir);
      let patches = 0;
      let puts = 0;
      const proxy = await lossyProxy(service, (method, url) => {
        if (method === 'PATCH' && /\/trace$/.test(url) && ++patches === 1) return 'drop';
        if (method === 'PUT' && /^\/api\/v4\/jobs\/\d+$/.test(url) && ++puts === 1) return 'bad-gateway';
        return 'pass';
      });
      const runner = await startRunner(service, proxy.url);
      const { projectId, pipelineId } = await projectWithPipeline(
        service,
        'lossy',
        'lossy:\n  script:\n    - echo "first line"\n    - echo "last line"\n',
      );
      await waitFor(
        async () => (await jobsOf(service, projectId, pipelineId))[0]!.status !== 'running' && puts > 1,
        'the job to finish',
      );
      const [job] = await jobsOf(service, projectId, pipelineId);
      expect(job!.status).toBe('success');
      const lines = (await traceOf(service, projectId, job!.id)).split('\n');
      expect(lines.filter((line) => /^(first|last) line$/.test(line))).toEqual(['first line', 'last line']);
      // The lost PATCH had reached the service: sent again, it was answered 416 with the log's size.
      const traceAnswers = proxy.answers.filter((a) => a.startsWith('PATCH'));
      expect(traceAnswers[0]).toMatch(/ 202 \(dropped\)$/);
      expect(traceAnswers[1]).toMatch(/ 416$/);
      expect(proxy.answers.filter((a) => a.startsWith('PUT'))).toEqual([
        `PUT /api/v4/jobs/${job!.id} 502`,
        `PUT /api/v4/jobs/${job!.id} 200`,
      ]);
      await runner.stop();
      await proxy.close();
      await stopsCleanly(service);
    },
    CASE_TIMEOUT,
  );
});
