import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ClearProjectRunnerCachesDocument,
  CommitPipelineConfigDocument,
  PipelineRunVariablesDocument,
  RunPipelineFormVariablesDocument,
  RunPipelineFromFormDocument,
} from '#test/generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { latestPipeline, protocolRunner, waitFor } from './support/ci.ts';
import { createUser } from './support/fixtures.ts';
import { cleanupDirs, projectWithFiles } from './support/git.ts';
import { addMember } from './support/membership.ts';

const REPORTER = 20;
const DEVELOPER = 30;

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

const gid = (type: string, id: number) => `gid://gitlab/${type}/${id}`;

const RUN_FORM_CONFIG = `
variables:
  DEPLOY_ENV:
    value: staging
    description: Where to deploy
    options: [staging, production]
  NOTE:
    description: Free text
  PLAIN: not offered
build:
  tags: [never-taken]
  script: make
`;

describe('running a pipeline from the form, and the variables it ran with', () => {
  it('offers the described variables of a ref, runs with the given ones and shows them to those who may read them', async () => {
    const repo = await projectWithFiles(t, { '.gitlab-ci.yml': RUN_FORM_CONFIG });
    await latestPipeline(t, repo.id);
    const form = await t.graphql(RunPipelineFormVariablesDocument, { fullPath: repo.fullPath, ref: 'main' });
    expect(form.errors).toBeUndefined();
    expect(form.data!.project!.ciConfigVariables).toEqual([
      {
        key: 'DEPLOY_ENV',
        value: 'staging',
        description: 'Where to deploy',
        valueOptions: ['staging', 'production'],
      },
      { key: 'NOTE', value: '', description: 'Free text', valueOptions: null },
    ]);
    const cached = await t.graphql(RunPipelineFormVariablesDocument, {
      fullPath: repo.fullPath,
      ref: 'main',
      failOnCacheMiss: true,
    });
    expect(cached.data!.project!.ciConfigVariables).toHaveLength(2);
    const noRef = await t.graphql(RunPipelineFormVariablesDocument, { fullPath: repo.fullPath, ref: 'nope' });
    expect(noRef.data!.project!.ciConfigVariables).toEqual([]);

    const run = await t.graphql(RunPipelineFromFormDocument, {
      input: {
        projectPath: repo.fullPath,
        ref: 'main',
        variables: [{ key: 'DEPLOY_ENV', value: 'production' }],
        clientMutationId: 'run-1',
      },
    });
    expect(run.data!.pipelineCreate).toMatchObject({
      clientMutationId: 'run-1',
      errors: [],
      pipeline: {
        path: expect.stringMatching(new RegExp(`^/${repo.fullPath}/-/pipelines/\\d+$`)),
        errorMessages: { nodes: [] },
        warningMessages: { nodes: [] },
      },
    });
    const created = (await t.get(`/projects/${repo.id}/pipelines?per_page=1`)).body[0];
    const iid = String(created.iid);
    const variables = await t.graphql(PipelineRunVariablesDocument, { fullPath: repo.fullPath, iid });
    expect(variables.data!.project!.pipeline).toMatchObject({
      trigger: false,
      manualVariables: {
        nodes: [
          {
            id: expect.stringMatching(/^gid:\/\/gitlab\/Ci::PipelineVariable\//),
            key: 'DEPLOY_ENV',
            value: 'production',
          },
        ],
      },
    });

    const reporter = await createUser(t);
    const developer = await createUser(t);
    await addMember(t, 'projects', repo.id, reporter.id, REPORTER);
    await addMember(t, 'projects', repo.id, developer.id, DEVELOPER);
    const asReporter = await t.graphql(
      PipelineRunVariablesDocument,
      { fullPath: repo.fullPath, iid },
      reporter.token,
    );
    expect(asReporter.data!.project!.pipeline!.manualVariables!.nodes).toEqual([
      { id: expect.any(String), key: 'DEPLOY_ENV', value: null },
    ]);
    const asDeveloper = await t.graphql(
      PipelineRunVariablesDocument,
      { fullPath: repo.fullPath, iid },
      developer.token,
    );
    expect(asDeveloper.data!.project!.pipeline!.manualVariables!.nodes[0]!.value).toBe('production');
    const formAsReporter = await t.graphql(
      RunPipelineFormVariablesDocument,
      { fullPath: repo.fullPath, ref: 'main' },
      reporter.token,
    );
    expect(formAsReporter.data!.project!.ciConfigVariables).toBeNull();

    const trigger = await t.post(`/projects/${repo.id}/triggers`, { body: { description: 'ci' } });
    const triggered = await t.post(`/projects/${repo.id}/trigger/pipeline`, {
      token: null,
      form: true,
      body: { token: trigger.body.token, ref: 'main', 'variables[FROM]': 'trigger' },
    });
    expect(triggered.status, triggered.text).toBe(201);
    const byTrigger = await t.graphql(PipelineRunVariablesDocument, {
      fullPath: repo.fullPath,
      iid: String(triggered.body.iid),
    });
    expect(byTrigger.data!.project!.pipeline).toMatchObject({
      trigger: true,
      // The trigger's payload is a variable of the pipeline too, as GitLab stores it.
      manualVariables: {
        nodes: [
          { key: 'FROM', value: 'trigger' },
          { key: 'TRIGGER_PAYLOAD', value: expect.stringContaining('"FROM":"trigger"') },
        ],
      },
    });
  });
});

const CACHE_CONFIG = `
build:
  tags: [cache-shape]
  script: make
  cache:
    key: deps
    fallback_keys: [base]
    paths: [vendor]
`;

describe('clearing runner caches', () => {
  it("gives the project's later jobs cache keys ending with its new cache index (maintainers)", async () => {
    const created = await t.post('/user/runners', {
      body: { runner_type: 'instance_type', tag_list: ['cache-shape'], run_untagged: false },
    });
    const runner = protocolRunner(t, created.body.token);
    const repo = await projectWithFiles(t, { '.gitlab-ci.yml': CACHE_CONFIG });
    await latestPipeline(t, repo.id);
    const before = (await runner.request())!;
    expect(before.cache).toEqual([expect.objectContaining({ key: 'deps', fallback_keys: ['base'] })]);
    await runner.finish(before, 'success');

    const developer = await createUser(t);
    await addMember(t, 'projects', repo.id, developer.id, DEVELOPER);
    const input = { projectId: gid('Project', repo.id) };
    const refused = await t.graphql(ClearProjectRunnerCachesDocument, { input }, developer.token);
    expect(refused.data!.runnerCacheClear!.errors).toHaveLength(1);

    for (const expected of ['deps-1', 'deps-2']) {
      const cleared = await t.graphql(ClearProjectRunnerCachesDocument, { input });
      expect(cleared.data!.runnerCacheClear).toEqual({ errors: [] });
      expect((await t.post(`/projects/${repo.id}/pipeline`, { body: { ref: 'main' } })).status).toBe(201);
      const job = await waitFor(
        () => runner.request(),
        (j) => j !== null,
        'a job to take',
      );
      expect(job!.cache).toEqual([
        expect.objectContaining({ key: expected, fallback_keys: [`base-${expected.split('-')[1]}`] }),
      ]);
      await runner.finish(job!, 'success');
    }
  });
});

describe("the pipeline editor's commit", () => {
  it('commits the CI file when it is as the editor last saw it, and refuses when it changed since', async () => {
    const repo = await projectWithFiles(t, { '.gitlab-ci.yml': 'build:\n  script: echo 1\n' });
    const lastCommitId = (await t.get(`/projects/${repo.id}/repository/files/.gitlab-ci.yml?ref=main`)).body
      .last_commit_id as string;
    expect(lastCommitId).toBe(repo.sha);
    const commit = (content: string, seen: string, branch = 'main') =>
      t.graphql(CommitPipelineConfigDocument, {
        projectPath: repo.fullPath,
        branch,
        message: 'Update CI',
        action: 'UPDATE',
        filePath: '.gitlab-ci.yml',
        content,
        lastCommitId: seen,
      });
    const first = await commit('build:\n  script: echo 2\n', lastCommitId);
    expect(first.data!.commitCreate).toEqual({
      commit: { id: expect.any(String), sha: expect.stringMatching(/^[0-9a-f]{40}$/) },
      commitPipelinePath: `/api/graphql:pipelines/sha/${first.data!.commitCreate!.commit!.sha}`,
      errors: [],
    });

    const stale = await commit('build:\n  script: echo 3\n', lastCommitId);
    expect(stale.data!.commitCreate).toEqual({
      commit: null,
      commitPipelinePath: null,
      errors: ['The file has changed since you started editing it: .gitlab-ci.yml'],
    });
    const file = await t.get(`/projects/${repo.id}/repository/files/.gitlab-ci.yml/raw?ref=main`);
    expect(file.text).toBe('build:\n  script: echo 2\n');

    const restStale = await t.post(`/projects/${repo.id}/repository/commits`, {
      body: {
        branch: 'main',
        commit_message: 'Update CI',
        actions: [
          { action: 'update', file_path: '.gitlab-ci.yml', content: 'x: 1\n', last_commit_id: lastCommitId },
        ],
      },
    });
    expect(restStale.status).toBe(400);
    expect(restStale.body.message).toBe('The file has changed since you started editing it: .gitlab-ci.yml');
    // A create names no file seen before: its last_commit_id is not checked.
    const created = await t.post(`/projects/${repo.id}/repository/commits`, {
      body: {
        branch: 'main',
        commit_message: 'Add a file',
        actions: [{ action: 'create', file_path: 'new.txt', content: 'n\n', last_commit_id: lastCommitId }],
      },
    });
    expect(created.status, created.text).toBe(201);
  });
});
