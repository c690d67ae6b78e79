import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { protocolRunner, waitFor, type JobPayload } from './support/ci.ts';
import { createUser } from './support/fixtures.ts';
import { cleanupDirs, projectWithFiles } from './support/git.ts';

let t: TestApp;
let runner: ReturnType<typeof protocolRunner>;

beforeAll(async () => {
  t = await startTestApp({ env: { CI_SWEEP_INTERVAL_MS: '100' } });
  const created = await t.post('/user/runners', { body: { runner_type: 'instance_type' } });
  runner = protocolRunner(t, created.body.token);
});

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

const requestJob = () => runner.request();
const finish = (job: JobPayload, state: 'success' | 'failed', exitCode = 0) =>
  runner.finish(job, state, exitCode);

async function pipelineOf(projectId: number) {
  const list = await waitFor(
    async () => (await t.get(`/projects/${projectId}/pipelines`)).body as { id: number; status: string }[],
    (l) => l.length > 0,
    'pipeline created',
  );
  return list[list.length - 1]!.id;
}

async function jobStatuses(projectId: number, pipelineId: number, query: Record<string, string> = {}) {
  const jobs = (await t.get(`/projects/${projectId}/pipelines/${pipelineId}/jobs`, { query })).body as {
    name: string;
    status: string;
    allow_failure: boolean;
  }[];
  return Object.fromEntries(jobs.map((j) => [j.name, j.status]));
}

describe('job rules of the state machine', () => {
  it('retries a failed job automatically as its retry keyword says', async () => {
    const repo = await projectWithFiles(t, { '.gitlab-ci.yml': 'flaky:\n  script: exit 1\n  retry: 1\n' });
    const pipelineId = await pipelineOf(repo.id);
    const first = (await requestJob())!;
    await finish(first, 'failed', 1);
    const second = (await requestJob())!;
    expect(second.job_info.name).toBe('flaky');
    expect(second.id).not.toBe(first.id);
    await finish(second, 'failed', 1);
    expect(await requestJob()).toBeNull();
    const all = (
      await t.get(`/projects/${repo.id}/pipelines/${pipelineId}/jobs`, { query: { include_retried: 'true' } })
    ).body;
    expect(all).toHaveLength(2);
    expect((await t.get(`/projects/${repo.id}/pipelines/${pipelineId}`)).body.status).toBe('failed');
  });

  it('lets a job fail with an allowed exit code without failing the pipeline', async () => {
    const repo = await projectWithFiles(t, {
      '.gitlab-ci.yml':
        'lint:\n  script: exit 3\n  allow_failure:\n    exit_codes: [3]\nbuild:\n  script: echo\n',
    });
    const pipelineId = await pipelineOf(repo.id);
    const a = (await requestJob())!;
    const b = (await requestJob())!;
    const lint = a.job_info.name === 'lint' ? a : b;
    const build = lint === a ? b : a;
    await finish(lint, 'failed', 3);
    await finish(build, 'success');
    const jobs = (await t.get(`/projects/${repo.id}/pipelines/${pipelineId}/jobs`)).body as {
      name: string;
      status: string;
      allow_failure: boolean;
    }[];
    expect(jobs.find((j) => j.name === 'lint')).toMatchObject({ status: 'failed', allow_failure: true });
    expect((await t.get(`/projects/${repo.id}/pipelines/${pipelineId}`)).body.status).toBe('success');
  });

  it('serialises jobs of one resource group across pipelines', async () => {
    const repo = await projectWithFiles(t, {
      '.gitlab-ci.yml': 'deploy:\n  script: echo\n  resource_group: production\n',
    });
    const firstPipeline = await pipelineOf(repo.id);
    // Started, and not interruptible: the newer pipeline does not cancel this one.
    const job = (await requestJob())!;
    const second = await t.post(`/projects/${repo.id}/pipeline`, { body: { ref: 'main' } });
    expect(second.status).toBe(201);
    expect(await jobStatuses(repo.id, firstPipeline)).toEqual({ deploy: 'running' });
    expect(await jobStatuses(repo.id, second.body.id)).toEqual({ deploy: 'waiting_for_resource' });
    expect(await requestJob()).toBeNull();
    await finish(job, 'success');
    expect(await jobStatuses(repo.id, second.body.id)).toEqual({ deploy: 'pending' });
    await finish((await requestJob())!, 'success');
  });

  it('schedules delayed jobs and runs them when their time comes', async () => {
    const repo = await projectWithFiles(t, {
      '.gitlab-ci.yml': 'later:\n  script: echo\n  when: delayed\n  start_in: 1 second\n',
    });
    const pipelineId = await pipelineOf(repo.id);
    expect(await jobStatuses(repo.id, pipelineId)).toEqual({ later: 'scheduled' });
    await waitFor(
      () => jobStatuses(repo.id, pipelineId),
      (s) => s['later'] === 'pending',
      'delayed job enqueued',
    );
    await finish((await requestJob())!, 'success');
  });

  it('runs a child pipeline from a trigger job and mirrors its status with strategy: depend', async () => {
    const repo = await projectWithFiles(t, {
      '.gitlab-ci.yml':
        'child:\n  trigger:\n    include: child.yml\n    strategy: depend\nafter:\n  stage: deploy\n  script: echo after\n',
      'child.yml': 'inner:\n  script: echo inner\n',
    });
    const parentId = await pipelineOf(repo.id);
    const bridges = await waitFor(
      async () =>
        (await t.get(`/projects/${repo.id}/pipelines/${parentId}/bridges`)).body as {
          name: string;
          status: string;
          downstream_pipeline: { id: number; status: string } | null;
        }[],
      (b) => b[0]?.status === 'running' && b[0].downstream_pipeline !== null,
      'downstream pipeline',
    );
    expect(bridges[0]).toMatchObject({ name: 'child', status: 'running' });
    const childId = bridges[0]!.downstream_pipeline!.id;
    const inner = (await requestJob())!;
    expect(inner.job_info.name).toBe('inner');
    await finish(inner, 'success');
    expect((await t.get(`/projects/${repo.id}/pipelines/${childId}`)).body).toMatchObject({
      status: 'success',
      source: 'parent_pipeline',
    });
    const bridge = (await t.get(`/projects/${repo.id}/pipelines/${parentId}/bridges`)).body[0];
    expect(bridge).toMatchObject({
      status: 'success',
      downstream_pipeline: { id: childId, status: 'success' },
    });
    const after = (await requestJob())!;
    expect(after.job_info.name).toBe('after');
    await finish(after, 'success');
    expect((await t.get(`/projects/${repo.id}/pipelines/${parentId}`)).body.status).toBe('success');
  });

  it('runs a multi-project pipeline from a trigger job, forwarding variables, and mirrors it', async () => {
    const downstream = await projectWithFiles(t, {
      '.gitlab-ci.yml':
        'down:\n  script: echo $GREETING\n  rules:\n    - if: $CI_PIPELINE_SOURCE == "pipeline"\n',
    });
    const upstream = await projectWithFiles(t, {
      '.gitlab-ci.yml': `deliver:\n  variables:\n    GREETING: hello\n  trigger:\n    project: ${downstream.fullPath}\n    branch: main\n    strategy: depend\n`,
    });
    const upstreamId = await pipelineOf(upstream.id);
    const bridges = await waitFor(
      async () =>
        (await t.get(`/projects/${upstream.id}/pipelines/${upstreamId}/bridges`)).body as {
          status: string;
          downstream_pipeline: { id: number; project_id: number; status: string } | null;
        }[],
      (b) => b[0]?.downstream_pipeline !== null && b[0]?.status === 'running',
      'downstream pipeline',
    );
    const downstreamPipeline = bridges[0]!.downstream_pipeline!;
    expect(downstreamPipeline.project_id).toBe(downstream.id);
    expect(downstreamPipeline).toMatchObject({
      web_url: expect.stringContaining(`/${downstream.fullPath}/-/pipelines/`),
    });
    expect((await t.get(`/projects/${downstream.id}/pipelines/${downstreamPipeline.id}`)).body).toMatchObject(
      {
        source: 'pipeline',
        ref: 'main',
      },
    );
    const down = (await requestJob())!;
    expect(down.job_info.name).toBe('down');
    expect(down.variables.find((v) => v.key === 'GREETING')?.value).toBe('hello');
    await finish(down, 'failed', 1);
    const settled = (await t.get(`/projects/${upstream.id}/pipelines/${upstreamId}/bridges`)).body[0];
    expect(settled).toMatchObject({
      status: 'failed',
      downstream_pipeline: { status: 'failed' },
      pipeline: {
        id: upstreamId,
        created_at: expect.any(String),
        web_url: expect.stringContaining(`/${upstream.fullPath}/-/pipelines/${upstreamId}`),
      },
    });
    expect(settled).not.toHaveProperty('runner');
    expect((await t.get(`/projects/${upstream.id}/pipelines/${upstreamId}`)).body.status).toBe('failed');
  });

  it('fails a trigger job whose user cannot see the downstream project', async () => {
    const hidden = await projectWithFiles(t, { '.gitlab-ci.yml': 'down:\n  script: echo\n' });
    const outsider = await createUser(t);
    const upstream = await projectWithFiles(
      t,
      { '.gitlab-ci.yml': `deliver:\n  trigger:\n    project: ${hidden.fullPath}\n` },
      { token: outsider.token },
    );
    const upstreamId = await pipelineOf(upstream.id);
    const bridges = await waitFor(
      async () =>
        (await t.get(`/projects/${upstream.id}/pipelines/${upstreamId}/bridges`)).body as {
          status: string;
          failure_reason?: string;
          downstream_pipeline: unknown;
        }[],
      (b) => b[0]?.status === 'failed',
      'bridge failed',
    );
    expect(bridges[0]).toMatchObject({
      failure_reason: 'downstream_bridge_project_not_found',
      downstream_pipeline: null,
    });
  });

  it('enforces the plan limits on pipeline size and needs', async () => {
    await t.put('/application/plan_limits', {
      body: { plan_name: 'default', ci_pipeline_size: 2, ci_needs_size_limit: 1 },
    });
    try {
      const repo = await projectWithFiles(t, {
        '.gitlab-ci.yml': 'a:\n  script: echo\nb:\n  script: echo\nc:\n  script: echo\n',
      });
      const pipelineId = await pipelineOf(repo.id);
      const detail = (await t.get(`/projects/${repo.id}/pipelines/${pipelineId}`)).body;
      expect(detail).toMatchObject({ status: 'failed' });
      expect(detail.yaml_errors).toContain('The number of jobs has exceeded the limit of 2');
      const lint = await t.post(`/projects/${repo.id}/ci/lint`, {
        body: { content: 'a:\n  script: echo\nb:\n  script: echo\nc:\n  script: echo\n  needs: [a, b]\n' },
      });
      expect(lint.body.errors).toEqual(['jobs:c:needs config has too many entries (maximum 1)']);
    } finally {
      await t.put('/application/plan_limits', {
        body: { plan_name: 'default', ci_pipeline_size: 0, ci_needs_size_limit: 50 },
      });
    }
  });
});
