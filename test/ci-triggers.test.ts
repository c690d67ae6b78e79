import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PipelineTriggerCreateDocument,
  PipelineTriggerDeleteDocument,
  PipelineTriggerNodeDocument,
  PipelineTriggerUpdateDocument,
  ProjectPipelineTriggersDocument,
} from './generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { latestPipeline, protocolRunner } from './support/ci.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import { addMember } from './support/membership.ts';
import { cleanupDirs, projectWithFiles } from './support/git.ts';

let t: TestApp;
let runner: ReturnType<typeof protocolRunner>;
let developer: CreatedUser;

beforeAll(async () => {
  t = await startTestApp();
  const created = await t.post('/user/runners', {
    body: { runner_type: 'instance_type', tag_list: ['triggers'], run_untagged: false },
  });
  runner = protocolRunner(t, created.body.token);
  developer = await createUser(t);
});

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

const CONFIG = 'job:\n  tags: [triggers]\n  script: echo $GREETING\n';

/** Runs every job waiting for the runner, so that later pipelines start from a clean queue. */
async function drain() {
  for (let job = await runner.request(); job; job = await runner.request())
    await runner.finish(job, 'success');
}

/** POST .../trigger/pipeline as a form, the way curl -F / --form sends it; no other credentials. */
function trigger(projectId: number | string, fields: Record<string, string>, path = 'trigger/pipeline') {
  return t.post(`/projects/${projectId}/${path}`, { token: null, form: true, body: fields });
}

describe('pipeline trigger tokens', () => {
  it('are managed by maintainers, shown whole once, and start pipelines as their owner', async () => {
    const repo = await projectWithFiles(t, { '.gitlab-ci.yml': CONFIG });
    await latestPipeline(t, repo.id);
    await drain();
    await addMember(t, 'projects', repo.id, developer.id, 30);
    expect((await t.get(`/projects/${repo.id}/triggers`, { token: developer.token })).status).toBe(403);
    expect(
      (await t.post(`/projects/${repo.id}/triggers`, { token: developer.token, body: { description: 'x' } }))
        .status,
    ).toBe(403);
    expect((await t.post(`/projects/${repo.id}/triggers`, { body: {} })).body).toEqual({
      message: '400 Bad request - description is missing',
    });

    const created = await t.post(`/projects/${repo.id}/triggers`, { body: { description: 'deploys' } });
    expect(created.status, created.text).toBe(201);
    const token = created.body.token as string;
    expect(token).toMatch(/^glptt-[A-Za-z0-9_-]{20}$/);
    expect(created.body).toMatchObject({
      description: 'deploys',
      last_used: null,
      owner: { username: 'root' },
    });
    const listed = await t.get(`/projects/${repo.id}/triggers`);
    expect(listed.body).toHaveLength(1);
    expect(listed.body[0].token).toBe(token.slice(0, 'glptt-'.length + 4));
    expect(listed.headers['x-total']).toBe('1');

    const started = await trigger(repo.id, { token, ref: 'main', 'variables[GREETING]': 'hello' });
    expect(started.status, started.text).toBe(201);
    expect(started.body).toMatchObject({ source: 'trigger', ref: 'main', user: { username: 'root' } });
    const job = (await runner.request())!;
    const variables = job.variables as { key: string; value: string; file?: boolean }[];
    const byKey = Object.fromEntries(variables.map((v) => [v.key, v]));
    expect(byKey['GREETING']?.value).toBe('hello');
    expect(byKey['CI_PIPELINE_SOURCE']?.value).toBe('trigger');
    expect(byKey['TRIGGER_PAYLOAD']).toMatchObject({ file: true });
    expect(JSON.parse(byKey['TRIGGER_PAYLOAD']!.value)).toMatchObject({
      ref: 'main',
      variables: { GREETING: 'hello' },
    });
    expect(byKey['TRIGGER_PAYLOAD']!.value).not.toContain(token);
    await runner.finish(job, 'success');
    expect((await t.get(`/projects/${repo.id}/triggers/${created.body.id}`)).body.last_used).toEqual(
      expect.any(String),
    );

    // The ref may come in the path; JSON bodies work too.
    const byPath = await t.post(`/projects/${repo.id}/ref/main/trigger/pipeline`, {
      token: null,
      body: { token, variables: { GREETING: 'json' } },
    });
    expect(byPath.status, byPath.text).toBe(201);
    await drain();

    // Tokens reveal nothing: wrong tokens and other projects are 404s.
    const other = await projectWithFiles(t, { '.gitlab-ci.yml': CONFIG });
    await latestPipeline(t, other.id);
    await drain();
    expect(await trigger(repo.id, { token: 'glptt-nope', ref: 'main' })).toMatchObject({
      status: 404,
      body: { message: '404 Not found' },
    });
    expect((await trigger(other.id, { token, ref: 'main' })).status).toBe(404);
    expect(await trigger(repo.id, { token, ref: 'nope' })).toMatchObject({
      status: 400,
      body: { message: { base: ['Reference not found'] } },
    });
    expect((await trigger(repo.id, { ref: 'main' })).body).toEqual({
      message: '400 Bad request - token is missing',
    });

    const renamed = await t.put(`/projects/${repo.id}/triggers/${created.body.id}`, {
      body: { description: 'releases' },
    });
    expect(renamed.body).toMatchObject({ id: created.body.id, description: 'releases' });
    expect((await t.delete(`/projects/${repo.id}/triggers/${created.body.id}`)).status).toBe(204);
    expect((await trigger(repo.id, { token, ref: 'main' })).status).toBe(404);
    expect((await t.get(`/projects/${repo.id}/triggers/${created.body.id}`)).body).toEqual({
      message: '404 Trigger Not Found',
    });
  });

  it("starts a downstream pipeline with a running job's token, and only while the job runs", async () => {
    const upstream = await projectWithFiles(t, { '.gitlab-ci.yml': CONFIG });
    const downstream = await projectWithFiles(t, { '.gitlab-ci.yml': CONFIG });
    const upstreamPipeline = await latestPipeline(t, upstream.id);
    await latestPipeline(t, downstream.id);
    const jobs = [(await runner.request())!, (await runner.request())!];
    const upstreamJob = jobs.find((j) => j.git_info.repo_url.includes(upstream.fullPath))!;

    // The downstream project admits the upstream project's job tokens only once it is on its allowlist.
    expect((await trigger(downstream.id, { token: upstreamJob.token, ref: 'main' })).status).toBe(404);
    const allowed = await t.post(`/projects/${downstream.id}/job_token_scope/allowlist`, {
      body: { target_project_id: upstream.id },
    });
    expect(allowed.status, allowed.text).toBe(201);
    const started = await trigger(downstream.id, { token: upstreamJob.token, ref: 'main' });
    expect(started.status, started.text).toBe(201);
    expect(started.body).toMatchObject({ source: 'pipeline', user: { username: 'root' } });
    const bridged = await t.get(`/projects/${downstream.id}/pipelines/${started.body.id}`);
    expect(bridged.body.source).toBe('pipeline');

    for (const job of jobs) await runner.finish(job, 'success');
    await drain();
    expect((await t.get(`/projects/${upstream.id}/pipelines/${upstreamPipeline.id}`)).body.status).toBe(
      'success',
    );
    expect((await trigger(downstream.id, { token: upstreamJob.token, ref: 'main' })).status).toBe(404);
  });

  it('are reachable through GraphQL', async () => {
    const repo = await projectWithFiles(t, { '.gitlab-ci.yml': CONFIG });
    await latestPipeline(t, repo.id);
    await drain();
    const created = await t.graphql(PipelineTriggerCreateDocument, {
      projectPath: repo.fullPath,
      description: 'nightly',
    });
    const node = created.data!.pipelineTriggerCreate!.pipelineTrigger!;
    expect(node).toMatchObject({ description: 'nightly', hasTokenExposed: true });
    expect(node.token).toMatch(/^glptt-/);
    expect(node.id).toMatch(/^gid:\/\/gitlab\/Ci::Trigger\/\d+$/);

    const listed = await t.graphql(ProjectPipelineTriggersDocument, { fullPath: repo.fullPath });
    expect(listed.data!.project!.pipelineTriggers!.nodes).toEqual([
      {
        id: node.id,
        description: 'nightly',
        token: node.token.slice(0, 'glptt-'.length + 4),
        hasTokenExposed: false,
        lastUsed: null,
        owner: { username: 'root' },
      },
    ]);
    await addMember(t, 'projects', repo.id, developer.id, 30);
    const asDeveloper = await t.graphql(
      ProjectPipelineTriggersDocument,
      { fullPath: repo.fullPath },
      developer.token,
    );
    expect(asDeveloper.data!.project!.pipelineTriggers).toBeNull();
    // By id too: a maintainer's, not a developer's.
    expect((await t.graphql(PipelineTriggerNodeDocument, { id: node.id })).data!.node).toEqual({
      id: node.id,
      description: node.description,
    });
    expect(
      (await t.graphql(PipelineTriggerNodeDocument, { id: node.id }, developer.token)).data!.node,
    ).toBeNull();

    const updated = await t.graphql(PipelineTriggerUpdateDocument, { id: node.id, description: 'weekly' });
    expect(updated.data!.pipelineTriggerUpdate).toEqual({
      pipelineTrigger: { description: 'weekly' },
      errors: [],
    });
    const deleted = await t.graphql(PipelineTriggerDeleteDocument, { id: node.id });
    expect(deleted.data!.pipelineTriggerDelete).toEqual({ errors: [] });
    expect((await trigger(repo.id, { token: node.token, ref: 'main' })).status).toBe(404);
  });
});
