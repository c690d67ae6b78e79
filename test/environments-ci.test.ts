import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { latestPipeline, protocolRunner, waitFor, type JobPayload } from './support/ci.ts';
import { cleanupDirs, projectWithFiles } from './support/git.ts';
import { hookReceiver } from './support/hook-receiver.ts';

let t: TestApp;
let runner: ReturnType<typeof protocolRunner>;

beforeAll(async () => {
  t = await startTestApp();
  const created = await t.post('/user/runners', {
    body: { runner_type: 'instance_type', tag_list: ['deploys'], run_untagged: false },
  });
  runner = protocolRunner(t, created.body.token);
});

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

const CONFIG = `
stages: [deploy, cleanup]
deploy_review:
  stage: deploy
  tags: [deploys]
  script: echo deploy
  environment:
    name: review/$CI_COMMIT_REF_SLUG
    url: https://review-\${CI_COMMIT_REF_SLUG}.example.com
    on_stop: stop_review
    auto_stop_in: 1 day
    deployment_tier: development
stop_review:
  stage: cleanup
  tags: [deploys]
  script: echo stop
  when: manual
  environment:
    name: review/$CI_COMMIT_REF_SLUG
    action: stop
`;

const variable = (job: JobPayload, key: string) => job.variables.find((v) => v.key === key)?.value;

interface Environment {
  id: number;
  name: string;
  slug: string;
  state: string;
  tier: string;
  external_url: string | null;
  auto_stop_at: string | null;
  last_deployment: { id: number; status: string; deployable: { id: number; name: string } | null } | null;
}

describe('environments made and stopped by CI jobs', () => {
  it('deploys through a job, follows its status, and stops through the on_stop job', async () => {
    const repo = await projectWithFiles(t, { '.gitlab-ci.yml': CONFIG });
    const pipeline = await latestPipeline(t, repo.id);
    const environmentNamed = async () => {
      const list = await t.get(`/projects/${repo.id}/environments`, { query: { name: 'review/main' } });
      return list.body[0] as Environment | undefined;
    };
    const environmentShown = async () => {
      const found = await environmentNamed();
      return (await t.get(`/projects/${repo.id}/environments/${found!.id}`)).body as Environment;
    };

    const deploy = (await runner.request())!;
    expect(deploy.job_info.name).toBe('deploy_review');
    const found = await environmentNamed();
    expect(found).toMatchObject({ name: 'review/main', tier: 'development', state: 'available' });
    expect(variable(deploy, 'CI_ENVIRONMENT_NAME')).toBe('review/main');
    expect(variable(deploy, 'CI_ENVIRONMENT_SLUG')).toBe(found!.slug);
    expect(variable(deploy, 'CI_ENVIRONMENT_URL')).toBe('https://review-main.example.com');
    expect(variable(deploy, 'CI_ENVIRONMENT_TIER')).toBe('development');
    expect(variable(deploy, 'CI_ENVIRONMENT_ACTION')).toBe('start');

    const running = await t.get(`/projects/${repo.id}/deployments`, {
      query: { environment: 'review/main' },
    });
    expect(running.body).toHaveLength(1);
    expect(running.body[0]).toMatchObject({
      status: 'running',
      ref: 'main',
      deployable: { id: deploy.id, name: 'deploy_review', status: 'running' },
      environment: { name: 'review/main' },
    });
    // A job's deployment follows its job: the API may not set its status.
    const refused = await t.put(`/projects/${repo.id}/deployments/${running.body[0].id}`, {
      body: { status: 'success' },
    });
    expect(refused.status).toBe(400);

    await runner.finish(deploy, 'success');
    const deployed = await waitFor(
      environmentShown,
      (e) => e.last_deployment?.status === 'success',
      'deployment success',
    );
    expect(deployed).toMatchObject({
      state: 'available',
      external_url: 'https://review-main.example.com',
      last_deployment: { deployable: { id: deploy.id, name: 'deploy_review' } },
    });
    const autoStop = Date.parse(deployed.auto_stop_at!);
    expect(Math.abs(autoStop - (Date.now() + 86_400_000))).toBeLessThan(120_000);
    expect((await t.get(`/projects/${repo.id}/pipelines/${pipeline.id}`)).body.status).toBe('success');

    // Stopping through the API plays the on_stop job; the environment is stopped when it succeeds.
    const stopping = await t.post(`/projects/${repo.id}/environments/${deployed.id}/stop`);
    expect(stopping.status, stopping.text).toBe(200);
    expect(stopping.body.state).toBe('stopping');
    const stop = await waitFor(
      () => runner.request(),
      (job) => job !== null,
      'stop job handed out',
    );
    expect(stop!.job_info.name).toBe('stop_review');
    expect(variable(stop!, 'CI_ENVIRONMENT_ACTION')).toBe('stop');
    await runner.finish(stop!, 'success');
    const stopped = await waitFor(environmentShown, (e) => e.state === 'stopped', 'environment stopped');
    expect(stopped.auto_stop_at).toBeNull();
  });

  it('stops an environment at once when forced, and sweeps expired ones', async () => {
    const repo = await projectWithFiles(t, { '.gitlab-ci.yml': CONFIG });
    await latestPipeline(t, repo.id);
    const deploy = (await runner.request())!;
    await runner.finish(deploy, 'success');
    const list = await waitFor(
      async () =>
        (await t.get(`/projects/${repo.id}/deployments`, { query: { status: 'success' } })).body as unknown[],
      (l) => l.length === 1,
      'deployment success',
    );
    expect(list).toHaveLength(1);
    const environment = (await t.get(`/projects/${repo.id}/environments`)).body[0] as Environment;
    const forced = await t.post(`/projects/${repo.id}/environments/${environment.id}/stop`, {
      body: { force: true },
    });
    expect(forced.body.state).toBe('stopped');
    expect(await runner.request()).toBeNull();

    // Expired environments are stopped by the sweep.
    const other = await t.post(`/projects/${repo.id}/environments`, { body: { name: 'temporary' } });
    await t.run(async () => {
      const { sql } = await import('kysely');
      const { kysely } = await import('../src/db/database.ts');
      await sql`update environments set auto_stop_at = now() - interval '1 minute' where id = ${other.body.id}`.execute(
        kysely(t.running.orm.em.fork()),
      );
    });
    expect(await t.running.services.environments.stopExpired()).toBeGreaterThanOrEqual(1);
    expect((await t.get(`/projects/${repo.id}/environments/${other.body.id}`)).body.state).toBe('stopped');
  });

  it("tells project hooks with deployment events of a deployment's running and success, in GitLab's payload", async () => {
    const repo = await projectWithFiles(t, {
      '.gitlab-ci.yml': `
deploy:
  tags: [deploys]
  script: echo deploy
  environment:
    name: production
    url: https://example.com
`,
    });
    const receiver = await hookReceiver();
    try {
      await t.put('/application/settings', {
        body: { allow_local_requests_from_web_hooks_and_services: true },
      });
      const hook = await t.post(`/projects/${repo.id}/hooks`, {
        body: { url: receiver.url, deployment_events: true, push_events: false },
      });
      expect(hook.status, hook.text).toBe(201);
      await latestPipeline(t, repo.id);
      const deploy = (await runner.request())!;
      expect(deploy.job_info.name).toBe('deploy');
      await runner.finish(deploy, 'success');
      const [running, success] = await receiver.count(2);
      await t.running.services.hookDeliveries.idle();
      expect(receiver.received).toHaveLength(2);
      expect(running!.headers['x-gitlab-event']).toBe('Deployment Hook');
      expect([running!.body.status, success!.body.status]).toEqual(['running', 'success']);
      const deployments = await t.get(`/projects/${repo.id}/deployments`);
      expect(success!.body).toMatchObject({
        object_kind: 'deployment',
        deployment_id: deployments.body[0].id,
        deployable_id: deploy.id,
        deployable_url: expect.stringMatching(new RegExp(`/-/jobs/${deploy.id}$`)),
        environment: 'production',
        environment_slug: 'production',
        environment_tier: 'production',
        environment_external_url: 'https://example.com',
        project: { id: repo.id },
        short_sha: repo.sha.slice(0, 8),
        user: { username: 'root' },
        commit_url: expect.stringMatching(new RegExp(`/-/commit/${repo.sha}$`)),
        ref: 'main',
      });
      expect(success!.body.status_changed_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/);
    } finally {
      await receiver.close();
    }
  });
});
