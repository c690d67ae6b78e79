import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProjectPipelinesBySourceDocument } from './generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { protocolRunner, waitFor, type JobPayload } from './support/ci.ts';
import { createUser } from './support/fixtures.ts';
import { cleanupDirs, commitFiles, git, projectWithFiles } from './support/git.ts';

let t: TestApp;
let runnerToken: string;
let runnerId: number;

beforeAll(async () => {
  t = await startTestApp({ env: { CI_SWEEP_INTERVAL_MS: '200' } });
  const runner = await t.post('/user/runners', {
    body: { runner_type: 'instance_type', tag_list: ['shell'] },
  });
  runnerToken = runner.body.token;
  runnerId = runner.body.id;
});

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

const THREE_STAGES = `
stages: [build, test, deploy]
build:
  stage: build
  script: echo build
test:
  stage: test
  script: 'echo "Coverage: 87.5%"'
  coverage: '/Coverage: \\d+\\.\\d+%/'
deploy:
  stage: deploy
  script: echo deploy
`;

async function requestJob(): Promise<JobPayload | null> {
  return protocolRunner(t, runnerToken, 's_test').request();
}

async function finish(job: JobPayload, state: 'success' | 'failed', log = '', exitCode = 0) {
  const runner = protocolRunner(t, runnerToken, 's_test');
  if (log) await runner.trace(job, log);
  await runner.finish(job, state, exitCode);
}

describe('pipelines from pushes, run by a runner', () => {
  it('creates a pipeline on push and walks the stages as a runner reports each job', async () => {
    const repo = await projectWithFiles(t, { '.gitlab-ci.yml': THREE_STAGES });
    const pipelines = await waitFor(
      async () =>
        (await t.get(`/projects/${repo.id}/pipelines`)).body as {
          id: number;
          status: string;
          sha: string;
          source: string;
        }[],
      (list) => list.length > 0,
    );
    expect(pipelines[0]).toMatchObject({ sha: repo.sha, status: 'pending', source: 'push' });
    const pipelineId = pipelines[0]!.id;
    const statuses = async () =>
      Object.fromEntries(
        (
          (await t.get(`/projects/${repo.id}/pipelines/${pipelineId}/jobs`)).body as {
            name: string;
            status: string;
          }[]
        ).map((j) => [j.name, j.status]),
      );
    expect(await statuses()).toEqual({ build: 'pending', test: 'created', deploy: 'created' });

    const build = (await requestJob())!;
    expect(build.job_info).toMatchObject({ name: 'build', stage: 'build' });
    expect(build.git_info).toMatchObject({ sha: repo.sha, ref: 'main' });
    expect(build.steps[0]).toMatchObject({ name: 'script', script: ['echo build'] });
    expect(build.variables.find((v) => v.key === 'CI_JOB_TOKEN')?.value).toBe(build.token);
    expect(build.variables.find((v) => v.key === 'CI_COMMIT_BRANCH')?.value).toBe('main');
    expect(await requestJob()).toBeNull();
    expect((await t.get(`/projects/${repo.id}/pipelines/${pipelineId}`)).body.status).toBe('running');

    // The job token reads its own job and clones the repository.
    const current = await t.get('/job', { token: null, headers: { 'job-token': build.token } });
    expect(current.body).toMatchObject({ id: build.id, name: 'build', status: 'running' });
    const cloneUrl = new URL(build.git_info.repo_url);
    cloneUrl.host = new URL(await t.listen()).host;
    expect((await git(repo.dir, ['ls-remote', cloneUrl.toString()])).stdout).toContain(repo.sha);

    await finish(build, 'success', 'building\n');
    expect(await statuses()).toEqual({ build: 'success', test: 'pending', deploy: 'created' });
    const test = (await requestJob())!;
    await finish(test, 'success', 'Coverage: 87.5%\n');
    const deploy = (await requestJob())!;
    expect(deploy.job_info.name).toBe('deploy');
    await finish(deploy, 'success');

    const pipeline = (await t.get(`/projects/${repo.id}/pipelines/${pipelineId}`)).body;
    expect(pipeline).toMatchObject({ status: 'success', ref: 'main', sha: repo.sha });
    expect(pipeline.duration).toEqual(expect.any(Number));
    const testJob = (await t.get(`/projects/${repo.id}/jobs/${test.id}`)).body;
    expect(testJob).toMatchObject({
      status: 'success',
      coverage: 87.5,
      stage: 'test',
      pipeline: { id: pipelineId },
    });
    expect(testJob.runner).toMatchObject({ is_shared: true });
    expect((await t.get(`/projects/${repo.id}/jobs/${build.id}/trace`)).text).toBe('building\n');
    // A finished job's token no longer works.
    expect((await t.get('/job', { token: null, headers: { 'job-token': build.token } })).status).toBe(401);
  });

  it('skips later stages after a failure, and a retry runs the job again', async () => {
    const repo = await projectWithFiles(t, { '.gitlab-ci.yml': THREE_STAGES });
    await waitFor(
      async () => (await t.get(`/projects/${repo.id}/pipelines`)).body as unknown[],
      (l) => l.length > 0,
    );
    const build = (await requestJob())!;
    await finish(build, 'failed', 'boom\n', 1);
    const pipelineId = (await t.get(`/projects/${repo.id}/pipelines`)).body[0].id;
    const jobs = (await t.get(`/projects/${repo.id}/pipelines/${pipelineId}/jobs`)).body as {
      name: string;
      status: string;
      failure_reason?: string;
    }[];
    expect(jobs.map((j) => [j.name, j.status])).toEqual([
      ['deploy', 'skipped'],
      ['test', 'skipped'],
      ['build', 'failed'],
    ]);
    expect(jobs[2]!.failure_reason).toBe('script_failure');
    expect((await t.get(`/projects/${repo.id}/pipelines/${pipelineId}`)).body.status).toBe('failed');

    const retried = await t.post(`/projects/${repo.id}/jobs/${build.id}/retry`);
    expect(retried.status, retried.text).toBe(201);
    expect(retried.body).toMatchObject({ name: 'build', status: 'pending' });
    expect(
      (await t.get(`/projects/${repo.id}/pipelines/${pipelineId}/jobs`)).body.map(
        (j: { status: string }) => j.status,
      ),
    ).toEqual(['pending', 'created', 'created']);
    const withRetried = await t.get(`/projects/${repo.id}/pipelines/${pipelineId}/jobs`, {
      query: { include_retried: 'true' },
    });
    expect(withRetried.body).toHaveLength(4);
    const again = (await requestJob())!;
    expect(again.id).toBe(retried.body.id);
    await finish(again, 'success');
    expect(
      (await t.get(`/projects/${repo.id}/pipelines/${pipelineId}/jobs`)).body.map(
        (j: { status: string }) => j.status,
      ),
    ).toEqual(['success', 'created', 'pending']);
    await t.post(`/projects/${repo.id}/pipelines/${pipelineId}/cancel`);
    expect((await t.get(`/projects/${repo.id}/pipelines/${pipelineId}`)).body.status).toBe('canceled');
  });

  it('creates pipelines through the API with variables, and refuses bad configurations', async () => {
    const repo = await projectWithFiles(t, {
      '.gitlab-ci.yml': 'job:\n  script: echo $GREETING\n  rules:\n    - if: $GREETING == "hello"\n',
    });
    await waitFor(
      async () => (await t.get(`/projects/${repo.id}/pipelines`)).body as unknown[],
      () => true,
    );
    const filtered = await t.post(`/projects/${repo.id}/pipeline`, { body: { ref: 'main' } });
    expect(filtered.status).toBe(400);
    expect(filtered.body.message.base).toEqual([expect.stringContaining('Pipeline will not run')]);
    const created = await t.post(`/projects/${repo.id}/pipeline`, {
      body: { ref: 'main', variables: [{ key: 'GREETING', value: 'hello' }] },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ source: 'api', status: 'pending', ref: 'main' });
    expect((await t.get(`/projects/${repo.id}/pipelines/${created.body.id}/variables`)).body).toEqual([
      { key: 'GREETING', value: 'hello', variable_type: 'env_var' },
    ]);
    expect((await t.get(`/projects/${repo.id}/pipelines/latest`)).body.id).toBe(created.body.id);
    expect((await t.get(`/projects/${repo.id}/pipelines/latest`, { query: { ref: 'nope' } })).status).toBe(
      404,
    );
    const job = (await requestJob())!;
    expect(job.variables.find((v) => v.key === 'GREETING')?.value).toBe('hello');
    await finish(job, 'success');
    expect((await t.post(`/projects/${repo.id}/pipeline`, { body: { ref: 'nope' } })).body).toEqual({
      message: { base: ['Reference not found'] },
    });

    await commitFiles(repo.dir, { '.gitlab-ci.yml': 'job:\n  script: echo\n  stage: nope\n' }, 'Break CI');
    await git(repo.dir, ['push', '--quiet', 'origin', 'main']);
    const broken = await waitFor(
      async () => (await t.get(`/projects/${repo.id}/pipelines`)).body as { id: number; status: string }[],
      (list) => list.length >= 2,
    );
    const detail = (await t.get(`/projects/${repo.id}/pipelines/${broken[0]!.id}`)).body;
    expect(detail).toMatchObject({
      status: 'failed',
      yaml_errors: expect.stringContaining('chosen stage nope does not exist'),
    });
    const list = (query: Record<string, string>) =>
      t
        .get(`/projects/${repo.id}/pipelines`, { query })
        .then((r) => (r.body as { id: number }[]).map((p) => p.id));
    expect(await list({ yaml_errors: 'true' })).toEqual([broken[0]!.id]);
    expect(await list({ yaml_errors: 'false' })).not.toContain(broken[0]!.id);
    expect(await list({ username: 'root' })).toHaveLength(broken.length);
    expect(await list({ username: 'nobody-here' })).toEqual([]);
    expect(await list({ updated_after: '2999-01-01T00:00:00Z' })).toEqual([]);
    expect(await list({ created_after: '2999-01-01T00:00:00Z' })).toEqual([]);
    expect(await list({ created_before: '2999-01-01T00:00:00Z' })).toHaveLength(broken.length);
    expect(
      (await t.get(`/projects/${repo.id}/pipelines`, { query: { created_before: 'soon' } })).status,
    ).toBe(400);

    // Renaming a pipeline (its metadata), then finding it by name.
    const renamed = await t.put(`/projects/${repo.id}/pipelines/${created.body.id}/metadata`, {
      body: { name: 'Nightly build' },
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body).toMatchObject({ id: created.body.id, name: 'Nightly build' });
    expect(await list({ name: 'Nightly build' })).toEqual([created.body.id]);
    expect(
      (await t.put(`/projects/${repo.id}/pipelines/${created.body.id}/metadata`, { body: { name: ' ' } }))
        .body,
    ).toEqual({ message: { name: ["can't be blank"] } });
    expect(
      (await t.put(`/projects/${repo.id}/pipelines/${created.body.id}/metadata`, { body: {} })).status,
    ).toBe(400);
    const byStatus = (
      await t.get(`/projects/${repo.id}/pipelines`, {
        query: { order_by: 'status', sort: 'desc' },
      })
    ).body as { status: string }[];
    // Newest first would put the failed pipeline first.
    expect(byStatus.map((p) => p.status)).toEqual(['success', 'failed']);
    expect(
      (await t.get(`/projects/${repo.id}/pipelines`, { query: { order_by: 'ref', pagination: 'keyset' } }))
        .status,
    ).toBe(400);
    expect((await t.delete(`/projects/${repo.id}/pipelines/${broken[0]!.id}`)).status).toBe(204);
  });

  it('holds manual jobs until played, and runs needs before their stage', async () => {
    const repo = await projectWithFiles(t, {
      '.gitlab-ci.yml': `
stages: [build, deploy]
a:
  stage: build
  script: echo a
slow:
  stage: build
  script: echo slow
early:
  stage: deploy
  needs: [a]
  script: echo early
manual:
  stage: deploy
  script: echo manual
  when: manual
`,
    });
    await waitFor(
      async () => (await t.get(`/projects/${repo.id}/pipelines`)).body as unknown[],
      (l) => l.length > 0,
    );
    const first = (await requestJob())!;
    const second = (await requestJob())!;
    const a = first.job_info.name === 'a' ? first : second;
    const slow = a === first ? second : first;
    await finish(a, 'success');
    const early = (await requestJob())!;
    expect(early.job_info.name).toBe('early');
    await finish(early, 'success');
    await finish(slow, 'success');
    const pipelineId = (await t.get(`/projects/${repo.id}/pipelines`)).body[0].id;
    const jobs = (await t.get(`/projects/${repo.id}/pipelines/${pipelineId}/jobs`)).body as {
      id: number;
      name: string;
      status: string;
    }[];
    const manual = jobs.find((j) => j.name === 'manual')!;
    expect(manual.status).toBe('manual');
    expect((await t.get(`/projects/${repo.id}/pipelines/${pipelineId}`)).body.status).toBe('success');
    const played = await t.post(`/projects/${repo.id}/jobs/${manual.id}/play`);
    expect(played.status).toBe(200);
    expect(played.body.status).toBe('pending');
    const job = (await requestJob())!;
    expect(job.job_info.name).toBe('manual');
    await finish(job, 'success');
    expect(
      (await t.get(`/projects/${repo.id}/jobs`, { query: { 'scope[]': ['success'] } })).body,
    ).toHaveLength(4);
  });

  it('lists the jobs a runner ran, for those who may see their projects', async () => {
    const all = (await t.get(`/runners/${runnerId}/jobs`, { query: { per_page: '100' } })).body as {
      id: number;
      status: string;
      runner: { id: number };
    }[];
    expect(all.length).toBeGreaterThan(5);
    expect(all.every((j) => j.runner.id === runnerId)).toBe(true);
    expect(all.map((j) => j.id)).toEqual([...all.map((j) => j.id)].sort((a, b) => b - a));
    const failed = (await t.get(`/runners/${runnerId}/jobs`, { query: { status: 'failed' } })).body as {
      status: string;
    }[];
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((j) => j.status === 'failed')).toBe(true);
    const fromMachine = (
      await t.get(`/runners/${runnerId}/jobs`, {
        query: { per_page: '100', system_id: 's_test' },
      })
    ).body as { id: number }[];
    expect(fromMachine.map((j) => j.id)).toEqual(all.map((j) => j.id));
    const single = (await t.get(`/runners/${runnerId}/jobs`, { query: { per_page: '1' } })).body[0];
    expect(single.runner_manager).toMatchObject({ system_id: 's_test', status: 'online' });
    expect((await t.get(`/runners/${runnerId}/jobs`, { query: { system_id: 's_other' } })).body).toEqual([]);
    const managers = await t.get(`/runners/${runnerId}/managers`);
    expect(managers.body).toEqual([
      expect.objectContaining({ system_id: 's_test', status: 'online', contacted_at: expect.any(String) }),
    ]);

    const stranger = await createUser(t);
    expect((await t.get(`/runners/${runnerId}/jobs`, { token: stranger.token })).body).toEqual([]);
    expect((await t.get('/runners/999999/jobs')).status).toBe(404);
  });
});

describe('[skip ci] in a pushed commit', () => {
  it('records the push pipeline as skipped, with no jobs; API pipelines and later pushes run', async () => {
    // A job no runner here takes: it stays pending, and takes no other test's runner.
    const unclaimed = 'job:\n  script: echo\n  tags: [nobody-has-this]\n';
    const repo = await projectWithFiles(t, { '.gitlab-ci.yml': unclaimed });
    const pipelines = (count: number) =>
      waitFor(
        async () =>
          (await t.get(`/projects/${repo.id}/pipelines`)).body as {
            id: number;
            status: string;
            sha: string;
          }[],
        (list) => list.length >= count,
        `${count} pipelines`,
      );
    const [first] = await pipelines(1);

    const skippedSha = await commitFiles(repo.dir, { 'docs.md': 'docs\n' }, 'Docs only [Skip CI]');
    await git(repo.dir, ['push', '--quiet', 'origin', 'main']);
    const [skipped] = await pipelines(2);
    expect(skipped).toMatchObject({ sha: skippedSha, status: 'skipped' });
    expect((await t.get(`/projects/${repo.id}/pipelines/${skipped!.id}/jobs`)).body).toEqual([]);
    // A skipped pipeline makes no earlier one redundant.
    expect((await t.get(`/projects/${repo.id}/pipelines/${first!.id}`)).body.status).toBe('pending');

    const viaApi = await t.post(`/projects/${repo.id}/pipeline`, { body: { ref: 'main' } });
    expect(viaApi.status).toBe(201);
    expect(viaApi.body).toMatchObject({ sha: skippedSha, status: 'pending' });

    await commitFiles(repo.dir, { 'docs.md': 'more docs\n' }, 'Docs again [ci-skip-not]');
    await git(repo.dir, ['push', '--quiet', 'origin', 'main']);
    const [latest] = await pipelines(4);
    expect(latest!.status).toBe('pending');
  });
});

describe('child pipelines in pipeline lists', () => {
  it('are left out unless asked for by source or iid, over REST and GraphQL', async () => {
    // The child's job asks for a tag no runner has, so that it waits without disturbing other tests.
    const repo = await projectWithFiles(t, {
      '.gitlab-ci.yml': 'child:\n  trigger:\n    include: child.yml\n',
      'child.yml': 'inner:\n  tags: [nowhere]\n  script: echo inner\n',
    });
    const parent = await waitFor(
      async () => (await t.get(`/projects/${repo.id}/pipelines`)).body as { id: number; iid: number }[],
      (list) => list.length > 0,
      'parent pipeline',
    );
    const parentId = parent[0]!.id;
    const bridges = await waitFor(
      async () =>
        (await t.get(`/projects/${repo.id}/pipelines/${parentId}/bridges`)).body as {
          downstream_pipeline: { id: number } | null;
        }[],
      (b) => b[0]?.downstream_pipeline != null,
      'child pipeline',
    );
    const childId = bridges[0]!.downstream_pipeline!.id;
    const child = (await t.get(`/projects/${repo.id}/pipelines/${childId}`)).body as { iid: number };
    const listed = async (query: Record<string, string | string[]> = {}) =>
      (
        (await t.get(`/projects/${repo.id}/pipelines`, { query })).body as { id: number; source: string }[]
      ).map((p) => [p.id, p.source]);

    expect(await listed()).toEqual([[parentId, 'push']]);
    expect(await listed({ source: 'parent_pipeline' })).toEqual([[childId, 'parent_pipeline']]);
    expect(await listed({ 'iids[]': [String(child.iid), String(parent[0]!.iid)] })).toEqual([
      [childId, 'parent_pipeline'],
      [parentId, 'push'],
    ]);
    expect(await listed({ 'iids[]': [String(child.iid)], source: 'push' })).toEqual([]);
    expect((await t.get(`/projects/${repo.id}/pipelines`, { query: { 'iids[]': ['x'] } })).status).toBe(400);

    const graphql = async (source?: string) =>
      (
        await t.graphql(ProjectPipelinesBySourceDocument, { fullPath: repo.fullPath, source })
      ).data!.project!.pipelines!.nodes.map((p) => p.source);
    expect(await graphql()).toEqual(['push']);
    expect(await graphql('parent_pipeline')).toEqual(['parent_pipeline']);
    expect(await graphql('no_such_source')).toEqual(['push']);
  });
});
