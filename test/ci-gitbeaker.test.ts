import { Gitlab } from '@gitbeaker/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_TOKEN, startTestApp, type TestApp } from './support/app.ts';
import { latestPipeline, protocolRunner } from './support/ci.ts';
import { cleanupDirs, projectWithFiles } from './support/git.ts';

let t: TestApp;
let api: InstanceType<typeof Gitlab>;
let runner: ReturnType<typeof protocolRunner>;

beforeAll(async () => {
  t = await startTestApp();
  api = new Gitlab({ host: await t.listen(), token: ROOT_TOKEN });
  const created = await t.post('/user/runners', {
    body: { runner_type: 'instance_type', tag_list: ['beaker'], run_untagged: false },
  });
  runner = protocolRunner(t, created.body.token);
});

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

const CONFIG = `
stages: [build, deploy]
build:
  stage: build
  tags: [beaker]
  script: echo building
deploy:
  stage: deploy
  tags: [beaker]
  script: echo deploying
  when: manual
`;

describe('CI through @gitbeaker/rest', () => {
  it('lints, lists and shows pipelines, and drives jobs as a GitLab client does', async () => {
    const repo = await projectWithFiles(t, { '.gitlab-ci.yml': CONFIG });

    const lint = await api.Lint.check(repo.id, { dryRun: true, includeJobs: true });
    expect(lint).toMatchObject({ valid: true, errors: [] });
    expect((lint['jobs'] as { name: string }[]).map((j) => j.name)).toEqual(['build', 'deploy']);
    const broken = await api.Lint.lint(repo.id, 'build:\n  script: echo\n  when: sometimes\n');
    expect(broken.valid).toBe(false);
    expect(broken.errors).toEqual([
      'jobs:build when should be one of: on_success, on_failure, always, manual, delayed, never',
    ]);

    const pushed = await latestPipeline(t, repo.id);
    expect((await api.Pipelines.all(repo.id)).map((p) => p.id)).toEqual([pushed.id]);
    expect(await api.Pipelines.showLatest(repo.id, { ref: 'main' })).toMatchObject({
      id: pushed.id,
      ref: 'main',
      sha: repo.sha,
    });

    const build = (await runner.request())!;
    await runner.trace(build, '$ echo building\nbuilding\n');
    await runner.finish(build, 'success');
    expect(await api.Jobs.showLog(repo.id, build.id)).toBe('$ echo building\nbuilding\n');
    const trace = await t.get(`/projects/${repo.id}/jobs/${build.id}/trace`);
    expect(trace.headers['content-disposition']).toBe(`infile; filename="${build.id}.log"`);

    const jobs = await api.Jobs.all(repo.id, { pipelineId: pushed.id });
    const deploy = jobs.find((j) => j.name === 'deploy')!;
    expect(deploy.status).toBe('manual');
    expect((await api.Jobs.play(repo.id, deploy.id)).status).toBe('pending');
    expect((await api.Jobs.cancel(repo.id, deploy.id)).status).toBe('canceled');
    const retried = await api.Jobs.retry(repo.id, deploy.id);
    expect(retried).toMatchObject({ name: 'deploy', status: 'pending' });
    expect(retried.id).not.toBe(deploy.id);
    // The project's list holds retried jobs too; a pipeline's only on request.
    const scoped = await api.Jobs.all(repo.id, { scope: ['canceled'] } as never);
    expect(scoped.map((j) => j.id)).toEqual([deploy.id]);
    expect((await api.Jobs.all(repo.id)).map((j) => j.id)).toEqual([retried.id, deploy.id, build.id]);
    expect((await api.Jobs.all(repo.id, { pipelineId: pushed.id })).map((j) => j.id)).toEqual([
      retried.id,
      build.id,
    ]);
    expect(
      (await api.Jobs.all(repo.id, { pipelineId: pushed.id, includeRetried: true })).map((j) => j.id),
    ).toEqual([retried.id, deploy.id, build.id]);

    const created = await api.Pipelines.create(repo.id, 'main', {
      variables: [{ key: 'GREETING', value: 'hello', variable_type: 'env_var' }],
    });
    expect(created).toMatchObject({ ref: 'main', status: 'pending', source: 'api' });
    expect(await api.Pipelines.allVariables(repo.id, created.id)).toEqual([
      { key: 'GREETING', value: 'hello', variable_type: 'env_var' },
    ]);
    // A pipeline of the same commit does not make the pushed one redundant.
    expect((await api.Pipelines.show(repo.id, pushed.id)).status).toBe('running');
    expect((await api.Pipelines.cancel(repo.id, created.id)).status).toBe('canceled');
    expect((await api.Pipelines.retry(repo.id, created.id)).status).toBe('pending');
    await api.Pipelines.remove(repo.id, created.id);
    expect((await t.get(`/projects/${repo.id}/pipelines/${created.id}`)).status).toBe(404);
  });
});
