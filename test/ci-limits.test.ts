import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { jobsByName, latestPipeline, protocolRunner, waitFor } from './support/ci.ts';
import { cleanupDirs, commitFiles, git, projectWithFiles } from './support/git.ts';

let t: TestApp;
let base: string;
let runner: ReturnType<typeof protocolRunner>;

beforeAll(async () => {
  t = await startTestApp({
    env: { CI_SWEEP_INTERVAL_MS: '100', CI_STUCK_PENDING_SECONDS: '2', CI_TIMEOUT_GRACE_SECONDS: '0' },
  });
  base = await t.listen();
  const created = await t.post('/user/runners', {
    body: { runner_type: 'instance_type', tag_list: ['limits'], run_untagged: false },
  });
  runner = protocolRunner(t, created.body.token);
});

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

async function setLimits(limits: Record<string, number>) {
  const response = await t.put('/application/plan_limits', { body: { plan_name: 'default', ...limits } });
  expect(response.status, response.text).toBe(200);
}

describe('stuck and timed-out jobs', () => {
  it('fails a job no runner takes as stuck', async () => {
    const repo = await projectWithFiles(t, {
      '.gitlab-ci.yml': 'orphan:\n  tags: [nobody]\n  script: echo\n',
    });
    const pipeline = await latestPipeline(t, repo.id);
    expect((await jobsByName(t, repo.id, pipeline.id))['orphan']!.status).toBe('pending');
    const jobs = await waitFor(
      () => jobsByName(t, repo.id, pipeline.id),
      (j) => j['orphan']!.status === 'failed',
      'stuck job failed',
    );
    expect(jobs['orphan']!.failure_reason).toBe('stuck_or_timeout_failure');
    expect((await t.get(`/projects/${repo.id}/pipelines/${pipeline.id}`)).body.status).toBe('failed');
  });

  it('fails a running job whose runner outlives its timeout, and ignores the late report', async () => {
    const repo = await projectWithFiles(t, {
      '.gitlab-ci.yml': 'slow:\n  tags: [limits]\n  timeout: 1s\n  script: sleep 60\n',
    });
    const pipeline = await latestPipeline(t, repo.id);
    const job = (await runner.request())!;
    expect(job.job_info.name).toBe('slow');
    expect(job.runner_info.timeout).toBe(1);
    const jobs = await waitFor(
      () => jobsByName(t, repo.id, pipeline.id),
      (j) => j['slow']!.status !== 'running',
      'timed-out job failed',
    );
    expect(jobs['slow']).toMatchObject({ status: 'failed', failure_reason: 'job_execution_timeout' });
    const late = await t.put(`/jobs/${job.id}`, {
      token: null,
      body: { token: job.token, state: 'success', exit_code: 0 },
    });
    expect(late.status).toBe(403);
    expect((await jobsByName(t, repo.id, pipeline.id))['slow']!.status).toBe('failed');
  });
});

describe('protected refs', () => {
  it('gives a ref_protected runner only jobs of the default branch', async () => {
    const protectedRunner = await t.post('/user/runners', {
      body: {
        runner_type: 'instance_type',
        tag_list: ['prot'],
        run_untagged: false,
        access_level: 'ref_protected',
      },
    });
    expect(protectedRunner.body).toMatchObject({ id: expect.any(Number) });
    expect((await t.get(`/runners/${protectedRunner.body.id}`)).body.access_level).toBe('ref_protected');
    const prot = protocolRunner(t, protectedRunner.body.token);

    const repo = await projectWithFiles(t, { '.gitlab-ci.yml': 'job:\n  tags: [prot]\n  script: echo\n' });
    await git(repo.dir, ['push', '--quiet', 'origin', 'HEAD:refs/heads/feature']);
    await waitFor(
      async () => (await t.get(`/projects/${repo.id}/pipelines`)).body as { ref: string; status: string }[],
      (l) => l.filter((p) => p.status === 'pending').length === 2,
      'two pipelines',
    );
    const job = (await prot.request())!;
    const detail = (await t.get(`/projects/${repo.id}/jobs/${job.id}`)).body;
    expect(detail).toMatchObject({ ref: 'main', status: 'running' });
    expect(await prot.request()).toBeNull();
    await prot.finish(job, 'success');
    const feature = (
      (await t.get(`/projects/${repo.id}/pipelines`, { query: { ref: 'feature' } })).body as { id: number }[]
    )[0]!;
    expect((await jobsByName(t, repo.id, feature.id))['job']!.status).not.toBe('running');
  });
});

describe('ci_active_jobs', () => {
  it('refuses a pipeline that would exceed the active jobs of the project, until they finish', async () => {
    const config = 'later:\n  script: echo\n  when: delayed\n  start_in: 1 hour\nalso:\n  extends: later\n';
    const repo = await projectWithFiles(t, { '.gitlab-ci.yml': config });
    const first = await latestPipeline(t, repo.id);
    expect(first.status).toBe('scheduled');
    await setLimits({ ci_active_jobs: 3 });
    try {
      const refused = await t.post(`/projects/${repo.id}/pipeline`, { body: { ref: 'main' } });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain(
        'Project exceeded the allowed number of jobs in active pipelines. Retry later.',
      );
      await commitFiles(repo.dir, { 'README.md': 'more\n' }, 'Push while at the limit');
      await git(repo.dir, ['push', '--quiet', 'origin', 'main']);
      const pushed = await waitFor(
        async () => (await t.get(`/projects/${repo.id}/pipelines`)).body as { id: number; status: string }[],
        (l) => l.length === 2,
        'pipeline of the push',
      );
      const detail = (await t.get(`/projects/${repo.id}/pipelines/${pushed[0]!.id}`)).body;
      expect(detail).toMatchObject({ status: 'failed' });
      expect(detail.yaml_errors).toContain('Project exceeded the allowed number of jobs');

      expect((await t.post(`/projects/${repo.id}/pipelines/${first.id}/cancel`)).status).toBe(200);
      const accepted = await t.post(`/projects/${repo.id}/pipeline`, { body: { ref: 'main' } });
      expect(accepted.status, accepted.text).toBe(201);
      await t.post(`/projects/${repo.id}/pipelines/${accepted.body.id}/cancel`);
    } finally {
      await setLimits({ ci_active_jobs: 0 });
    }
  });
});

describe('dotenv reports', () => {
  const config = `
stages: [build, test]
build:
  stage: build
  tags: [limits]
  script: echo
  artifacts:
    reports:
      dotenv: build.env
test:
  stage: test
  tags: [limits]
  script: echo $VERSION
`;

  async function uploadDotenv(job: { id: number; token: string }, text: string) {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(gzipSync(text))]), 'build.env.gz');
    form.set('artifact_type', 'dotenv');
    form.set('artifact_format', 'gzip');
    const response = await fetch(`${base}/api/v4/jobs/${job.id}/artifacts`, {
      method: 'POST',
      headers: { 'job-token': job.token },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }

  it('refuses reports above dotenv_size or dotenv_variables and passes accepted ones to later jobs', async () => {
    await setLimits({ dotenv_size: 40, dotenv_variables: 2 });
    try {
      const repo = await projectWithFiles(t, { '.gitlab-ci.yml': config });
      await latestPipeline(t, repo.id);
      const build = (await runner.request())!;
      expect(build.job_info.name).toBe('build');

      expect(await uploadDotenv(build, 'A=1\nB=2\nC=3\n')).toEqual({
        status: 400,
        body: { message: 'Dotenv files cannot have more than 2 variables' },
      });
      expect(await uploadDotenv(build, `LONG=${'x'.repeat(40)}\n`)).toEqual({
        status: 400,
        body: { message: 'Dotenv Artifact Too big. Maximum allowable size: 40' },
      });
      expect((await uploadDotenv(build, 'VERSION=1.2.3\nCHANNEL=beta\n')).status).toBe(201);
      await runner.finish(build, 'success');

      const test = (await runner.request())!;
      expect(test.job_info.name).toBe('test');
      const variables = Object.fromEntries(test.variables.map((v) => [v.key, v.value]));
      expect(variables).toMatchObject({ VERSION: '1.2.3', CHANNEL: 'beta' });
      await runner.finish(test, 'success');
    } finally {
      await setLimits({ dotenv_size: 5120, dotenv_variables: 20 });
    }
  });
});
