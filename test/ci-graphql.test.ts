import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CiConfigDocument,
  CiLintConfigDocument,
  JobsOfStageDocument,
  JobsTableOfPipelineDocument,
  ManualAndDelayedJobsOfPipelineDocument,
  PipelineStagesAndLinksDocument,
  JobPlayDocument,
  PipelineCancelDocument,
  PipelineUpdateMetadataDocument,
  PipelineCreateDocument,
  ProjectPipelinesDocument,
  RunnerCreateDocument,
  RunnerDeleteDocument,
  RunnerManagersDocument,
  RunnersDocument,
  RunnerUpdateDocument,
} from '#test/generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { latestPipeline } from './support/ci.ts';
import { createUser } from './support/fixtures.ts';
import { cleanupDirs, projectWithFiles } from './support/git.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

describe('CI through GraphQL', () => {
  it('creates, updates, lists and deletes runners; the token is shown once', async () => {
    const created = await t.graphql(RunnerCreateDocument, {
      input: { runnerType: 'INSTANCE_TYPE', description: 'gql', tagList: ['a'] },
    });
    expect(created.errors).toBeUndefined();
    const runner = created.data!.runnerCreate!.runner!;
    expect(runner).toMatchObject({ runnerType: 'INSTANCE_TYPE', status: 'NEVER_CONTACTED', tagList: ['a'] });
    expect(runner.ephemeralAuthenticationToken).toMatch(/^glrt-/);
    expect(
      (
        await t.post('/runners/verify', {
          token: null,
          body: {
            token: runner.ephemeralAuthenticationToken,
            system_id: 's_graphql',
            info: { version: '17.5.0' },
          },
        })
      ).status,
    ).toBe(200);
    const managers = await t.graphql(RunnerManagersDocument, { id: runner.id });
    expect(managers.data!.runner!.managers!.nodes).toEqual([
      { systemId: 's_graphql', version: '17.5.0', status: 'ONLINE', contactedAt: expect.any(String) },
    ]);

    const updated = await t.graphql(RunnerUpdateDocument, {
      input: { id: runner.id, paused: true, description: 'renamed' },
    });
    expect(updated.data!.runnerUpdate).toEqual({
      runner: { paused: true, description: 'renamed', ephemeralAuthenticationToken: null },
      errors: [],
    });
    const online = await t.graphql(RunnersDocument, { status: 'ONLINE' });
    expect(online.data!.runners!.nodes.map((n) => n.id)).toContain(runner.id);
    const user = await createUser(t);
    const refused = await t.graphql(
      RunnerCreateDocument,
      { input: { runnerType: 'INSTANCE_TYPE' } },
      user.token,
    );
    expect(refused.data!.runnerCreate!.errors).toHaveLength(1);
    expect(
      (await t.graphql(RunnerDeleteDocument, { input: { id: runner.id } })).data!.runnerDelete!.errors,
    ).toEqual([]);
    expect((await t.get(`/runners/${runner.id.split('/').pop()}`)).status).toBe(404);
  });

  it('lints through ciConfig, creates, lists and cancels pipelines, and refuses to play a job that is not manual yet', async () => {
    const config =
      'build:\n  script: echo\ndeploy:\n  stage: deploy\n  script: echo\n  needs: [build]\n  when: manual\n';
    const repo = await projectWithFiles(t, { '.gitlab-ci.yml': config });
    // The push's own pipeline first: a newer pipeline of the branch would cancel an older one.
    await latestPipeline(t, repo.id);
    const lint = await t.graphql(CiConfigDocument, {
      projectPath: repo.fullPath,
      content: config,
      dryRun: true,
      ref: 'main',
    });
    expect(lint.data!.ciConfig).toEqual({
      status: 'VALID',
      errors: [],
      stages: {
        nodes: [
          {
            name: 'test',
            groups: {
              nodes: [{ name: 'build', size: 1, jobs: { nodes: [{ name: 'build', needs: { nodes: [] } }] } }],
            },
          },
          {
            name: 'deploy',
            groups: {
              nodes: [
                {
                  name: 'deploy',
                  size: 1,
                  jobs: { nodes: [{ name: 'deploy', needs: { nodes: [{ name: 'build' }] } }] },
                },
              ],
            },
          },
        ],
      },
    });
    const viaMutation = await t.graphql(CiLintConfigDocument, {
      projectPath: repo.fullPath,
      content: config,
      dryRun: true,
      ref: 'main',
    });
    expect(viaMutation.data!.ciLint!.errors).toEqual([]);
    expect(viaMutation.data!.ciLint!.config).toMatchObject({
      status: 'VALID',
      includes: [],
      stages: [
        {
          name: 'test',
          groups: [{ name: 'build', size: 1, jobs: [{ name: 'build', when: 'on_success', needs: [] }] }],
        },
        {
          name: 'deploy',
          groups: [
            {
              name: 'deploy',
              size: 1,
              jobs: [{ name: 'deploy', when: 'manual', needs: [{ name: 'build' }] }],
            },
          ],
        },
      ],
    });
    const invalid = await t.graphql(CiConfigDocument, {
      projectPath: repo.fullPath,
      content: 'x:\n  image: y\n',
    });
    expect(invalid.data!.ciConfig).toMatchObject({ status: 'INVALID' });

    const created = await t.graphql(PipelineCreateDocument, {
      input: { projectPath: repo.fullPath, ref: 'main' },
    });
    expect(created.data!.pipelineCreate!.errors).toEqual([]);
    const pipeline = created.data!.pipelineCreate!.pipeline!;
    expect(pipeline).toMatchObject({ status: 'PENDING', source: 'web' });
    const deploy = pipeline.jobs!.nodes.find((j) => j.name === 'deploy')!;
    expect(deploy.status).toBe('CREATED');
    const listed = await t.graphql(ProjectPipelinesDocument, { fullPath: repo.fullPath });
    expect(listed.data!.project!.pipelines!.nodes.map((p) => p.id)).toContain(pipeline.id);
    const notYet = await t.graphql(JobPlayDocument, {
      input: { id: deploy.id.replace('CiJob', 'Ci::Build') },
    });
    expect(notYet.data!.jobPlay!.errors).toHaveLength(1);
    const canceled = await t.graphql(PipelineCancelDocument, {
      input: { id: pipeline.id.replace('/Pipeline/', '/Ci::Pipeline/') },
    });
    expect(canceled.data!.pipelineCancel).toEqual({ pipeline: { status: 'CANCELED' }, errors: [] });
    const renamed = await t.graphql(PipelineUpdateMetadataDocument, {
      id: pipeline.id.replace('/Pipeline/', '/Ci::Pipeline/'),
      name: 'Release candidate',
    });
    expect(renamed.data!.pipelineUpdateMetadata).toEqual({
      pipeline: { name: 'Release candidate' },
      errors: [],
    });
  });

  it("answers GitLab's pipeline page operations: jobs table, stages, a stage's jobs and the manual actions", async () => {
    const config =
      'build:\n  stage: build\n  script: echo\ndeploy:\n  stage: deploy\n  script: echo\n  when: manual\n  needs: []\n';
    const repo = await projectWithFiles(t, { '.gitlab-ci.yml': config });
    const pipeline = await latestPipeline(t, repo.id);
    const { iid } = (await t.get(`/projects/${repo.id}/pipelines/${pipeline.id}`)).body as { iid: number };
    const variables = { fullPath: repo.fullPath, iid: String(iid) };

    const table = await t.graphql(JobsTableOfPipelineDocument, variables);
    expect(table.errors).toBeUndefined();
    const jobs = table.data!.project!.pipeline!.jobs!.nodes;
    const deploy = jobs.find((job) => job.name === 'deploy')!;
    const deployPath = `/${repo.fullPath}/-/jobs/${deploy.id.split('/').pop()}`;
    expect(deploy).toMatchObject({
      status: 'MANUAL',
      manualJob: true,
      playable: true,
      stage: { name: 'deploy' },
      detailedStatus: {
        icon: 'status_manual',
        label: 'manual action',
        action: { path: `${deployPath}/play` },
      },
      userPermissions: { updateBuild: true },
    });
    expect(jobs.find((job) => job.name === 'build')).toMatchObject({ status: 'PENDING', cancelable: true });

    const graph = await t.graphql(PipelineStagesAndLinksDocument, variables);
    const stages = graph.data!.project!.pipeline!.stages!.nodes;
    expect(stages.map((stage) => stage.name)).toEqual(['build', 'deploy']);
    expect(graph.data!.project!.pipeline!.downstream!.nodes).toEqual([]);

    const stageJobs = await t.graphql(JobsOfStageDocument, { id: stages[1]!.id });
    expect(stageJobs.data!.ciPipelineStage!.jobs!.nodes.map((job) => job.name)).toEqual(['deploy']);

    const actions = await t.graphql(ManualAndDelayedJobsOfPipelineDocument, { ...variables, limit: 10 });
    expect(actions.data!.project!.pipeline!.jobs!.nodes).toEqual([
      expect.objectContaining({ name: 'deploy', canPlayJob: true, playPath: `${deployPath}/play` }),
    ]);

    // A reporter sees the jobs but is offered no action on them.
    const reporter = await createUser(t);
    await t.post(`/projects/${repo.id}/members`, { body: { user_id: reporter.id, access_level: 20 } });
    const asReporter = await t.graphql(JobsTableOfPipelineDocument, variables, reporter.token);
    expect(
      asReporter.data!.project!.pipeline!.jobs!.nodes.find((job) => job.name === 'deploy'),
    ).toMatchObject({
      detailedStatus: { action: null },
      userPermissions: { updateBuild: false },
    });
  });
});
