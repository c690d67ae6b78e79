import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { print } from 'graphql';
import {
  CreateAnnotationDocument,
  CreateEnvironmentDocument,
  DeleteAnnotationDocument,
  DeleteEnvironmentDocument,
  GetAnnotationsDocument,
  ProjectDeploymentDocument,
  ProjectEnvironmentDeploymentsDocument,
  ProjectEnvironmentsDocument,
  StopEnvironmentDocument,
  UpdateEnvironmentDocument,
} from './generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { latestPipeline, protocolRunner, waitFor } from './support/ci.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import { cleanupDirs, projectWithFiles } from './support/git.ts';
import { addMember } from './support/membership.ts';

/** Seven deploy jobs, each to an environment of its own. */
const ENVIRONMENTS = 7;
const CONFIG = Array.from(
  { length: ENVIRONMENTS },
  (_, i) =>
    `deploy${i}:\n  tags: [envs]\n  script: echo\n  environment:\n    name: review/app-${i}\n    url: https://app-${i}.example.com`,
).join('\n');

let t: TestApp;
let repo: { id: number; fullPath: string };
let reporter: CreatedUser;
let developer: CreatedUser;

beforeAll(async () => {
  t = await startTestApp({
    env: { GRAPHQL_QUERY_WORKERS: '0', GRAPHQL_MAX_NODES_AUTHENTICATED: '10000000' },
  });
  const created = await t.post('/user/runners', {
    body: { runner_type: 'instance_type', tag_list: ['envs'], run_untagged: false },
  });
  const runner = protocolRunner(t, created.body.token);
  repo = await projectWithFiles(t, { '.gitlab-ci.yml': CONFIG });
  const pipeline = await latestPipeline(t, repo.id);
  for (let i = 0; i < ENVIRONMENTS; i++) {
    const job = await waitFor(
      () => runner.request(),
      (j) => j !== null,
      'deploy job',
    );
    await runner.finish(job!, 'success');
  }
  await waitFor(
    async () => (await t.get(`/projects/${repo.id}/pipelines/${pipeline.id}`)).body.status as string,
    (s) => s === 'success',
    'pipeline success',
  );
  reporter = await createUser(t);
  developer = await createUser(t);
  await addMember(t, 'projects', repo.id, reporter.id, 20);
  await addMember(t, 'projects', repo.id, developer.id, 30);
}, 120_000);

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

describe('environments through GraphQL', () => {
  it('lists environments with their last deployment and its job, and filters them', async () => {
    const all = await t.graphql(
      ProjectEnvironmentsDocument,
      { fullPath: repo.fullPath, first: 100 },
      reporter.token,
    );
    expect(all.errors).toBeUndefined();
    const environments = all.data!.project!.environments!;
    expect(environments.count).toBe(ENVIRONMENTS);
    const first = environments.nodes[0]!;
    expect(first).toMatchObject({
      id: expect.stringMatching(/^gid:\/\/gitlab\/Environment\/\d+$/),
      name: 'review/app-0',
      state: 'available',
      tier: 'DEVELOPMENT',
      externalUrl: 'https://app-0.example.com',
      environmentType: 'review',
      path: `/${repo.fullPath}/-/environments/${first.id.split('/').pop()}`,
      lastDeployment: {
        iid: expect.any(String),
        status: 'SUCCESS',
        ref: 'main',
        tag: false,
        job: { name: 'deploy0', status: 'SUCCESS' },
        triggerer: { username: 'root' },
      },
    });

    const paged = await t.graphql(
      ProjectEnvironmentsDocument,
      { fullPath: repo.fullPath, first: 3 },
      reporter.token,
    );
    expect(paged.data!.project!.environments!.nodes).toHaveLength(3);
    expect(paged.data!.project!.environments!.pageInfo.hasNextPage).toBe(true);
    const next = await t.graphql(
      ProjectEnvironmentsDocument,
      { fullPath: repo.fullPath, first: 100, after: paged.data!.project!.environments!.pageInfo.endCursor },
      reporter.token,
    );
    expect(next.data!.project!.environments!.nodes.map((e) => e.name)).toEqual(
      Array.from({ length: ENVIRONMENTS - 3 }, (_, i) => `review/app-${i + 3}`),
    );
    const named = await t.graphql(
      ProjectEnvironmentsDocument,
      { fullPath: repo.fullPath, name: 'review/app-4' },
      reporter.token,
    );
    expect(named.data!.project!.environments!.nodes.map((e) => e.name)).toEqual(['review/app-4']);
    const stoppedOnly = await t.graphql(
      ProjectEnvironmentsDocument,
      { fullPath: repo.fullPath, states: ['stopped'] },
      reporter.token,
    );
    expect(stoppedOnly.data!.project!.environments!.count).toBe(0);

    const deployments = await t.graphql(
      ProjectEnvironmentDeploymentsDocument,
      { fullPath: repo.fullPath, environmentName: 'review/app-2', first: 10 },
      reporter.token,
    );
    expect(deployments.data!.project!.environment!.deployments!.nodes).toMatchObject([
      { status: 'SUCCESS', job: { name: 'deploy2' } },
    ]);

    const iid = deployments.data!.project!.environment!.deployments!.nodes[0]!.iid!;
    const one = await t.graphql(ProjectDeploymentDocument, { fullPath: repo.fullPath, iid }, reporter.token);
    expect(one.data!.project!.deployment).toMatchObject({
      iid,
      status: 'SUCCESS',
      job: { name: 'deploy2' },
      environment: { name: 'review/app-2' },
    });
    const none = await t.graphql(
      ProjectDeploymentDocument,
      { fullPath: repo.fullPath, iid: '999' },
      reporter.token,
    );
    expect(none.data!.project!.deployment).toBeNull();

    // Outsiders see no project at all.
    const outsider = await createUser(t);
    const hidden = await t.graphql(ProjectEnvironmentsDocument, { fullPath: repo.fullPath }, outsider.token);
    expect(hidden.data!.project).toBeNull();
  });

  it('creates, updates, stops and deletes an environment through mutations', async () => {
    const created = await t.graphql(
      CreateEnvironmentDocument,
      { input: { projectPath: repo.fullPath, name: 'staging', externalUrl: 'https://staging.example.com' } },
      developer.token,
    );
    expect(created.data!.environmentCreate!).toMatchObject({
      errors: [],
      environment: { name: 'staging', tier: 'STAGING', externalUrl: 'https://staging.example.com' },
    });
    const id = created.data!.environmentCreate!.environment!.id;
    const invalid = await t.graphql(
      CreateEnvironmentDocument,
      { input: { projectPath: repo.fullPath, name: 'staging' } },
      developer.token,
    );
    expect(invalid.data!.environmentCreate!.errors).toEqual(['Name has already been taken']);
    const refused = await t.graphql(
      CreateEnvironmentDocument,
      { input: { projectPath: repo.fullPath, name: 'by-reporter' } },
      reporter.token,
    );
    expect(refused.data!.environmentCreate!.environment).toBeNull();
    expect(refused.data!.environmentCreate!.errors).toHaveLength(1);

    const updated = await t.graphql(
      UpdateEnvironmentDocument,
      { input: { id, description: 'Pre-production', tier: 'PRODUCTION' } },
      developer.token,
    );
    expect(updated.data!.environmentUpdate!).toMatchObject({
      errors: [],
      environment: { description: 'Pre-production', tier: 'PRODUCTION' },
    });
    const early = await t.graphql(DeleteEnvironmentDocument, { id }, developer.token);
    expect(early.data!.environmentDelete!.errors).toHaveLength(1);
    const stopped = await t.graphql(StopEnvironmentDocument, { id }, developer.token);
    expect(stopped.data!.environmentStop!).toMatchObject({ errors: [], environment: { state: 'stopped' } });
    const deleted = await t.graphql(DeleteEnvironmentDocument, { id }, developer.token);
    expect(deleted.data!.environmentDelete!.errors).toEqual([]);
    expect((await t.get(`/projects/${repo.id}/environments/${id.split('/').pop()}`)).status).toBe(404);
  });

  it('creates, reads and deletes dashboard annotations of an environment', async () => {
    const environment = (
      await t.get(`/projects/${repo.id}/environments`, { query: { name: 'review/app-1' } })
    ).body[0] as { id: number };
    const environmentId = `gid://gitlab/Environment/${environment.id}`;
    const dashboardPath = 'config/prometheus/common_metrics.yml';
    const created = await t.graphql(
      CreateAnnotationDocument,
      {
        input: {
          environmentId,
          dashboardPath,
          startingAt: '2026-01-01T10:00:00Z',
          endingAt: '2026-01-01T11:00:00Z',
          description: 'Release',
        },
      },
      developer.token,
    );
    expect(created.data!.createAnnotation!).toMatchObject({
      errors: [],
      annotation: {
        id: expect.stringMatching(/^gid:\/\/gitlab\/Metrics::Dashboard::Annotation\/\d+$/),
        description: 'Release',
        startingAt: '2026-01-01T10:00:00.000Z',
        endingAt: '2026-01-01T11:00:00.000Z',
        panelId: null,
      },
    });
    const annotationId = created.data!.createAnnotation!.annotation!.id;

    const reversed = await t.graphql(
      CreateAnnotationDocument,
      {
        input: {
          environmentId,
          dashboardPath,
          startingAt: '2026-01-01T10:00:00Z',
          endingAt: '2026-01-01T09:00:00Z',
          description: 'Backwards',
        },
      },
      developer.token,
    );
    expect(reversed.data!.createAnnotation!.errors).toEqual(["Ending at can't be before starting_at time"]);
    const unknown = await t.graphql(
      CreateAnnotationDocument,
      {
        input: {
          environmentId: 'gid://gitlab/Environment/999999',
          dashboardPath,
          startingAt: '2026-01-01T10:00:00Z',
          description: 'Nowhere',
        },
      },
      developer.token,
    );
    expect(unknown.data!.createAnnotation!.annotation).toBeNull();
    expect(unknown.data!.createAnnotation!.errors).toHaveLength(1);

    const read = (from: string) =>
      t.graphql(
        GetAnnotationsDocument,
        { projectPath: repo.fullPath, environmentName: 'review/app-1', dashboardPath, startingFrom: from },
        reporter.token,
      );
    const found = await read('2025-12-31T00:00:00Z');
    expect(found.errors).toBeUndefined();
    expect(found.data!.project!.environment!.metricsDashboard!.annotations!.nodes).toEqual([
      {
        id: annotationId,
        description: 'Release',
        startingAt: '2026-01-01T10:00:00.000Z',
        endingAt: '2026-01-01T11:00:00.000Z',
        panelId: null,
      },
    ]);
    expect(
      (await read('2026-02-01T00:00:00Z')).data!.project!.environment!.metricsDashboard!.annotations!.nodes,
    ).toEqual([]);

    const byReporter = await t.graphql(DeleteAnnotationDocument, { id: annotationId }, reporter.token);
    expect(byReporter.data!.deleteAnnotation!.errors).toHaveLength(1);
    const deleted = await t.graphql(DeleteAnnotationDocument, { id: annotationId }, developer.token);
    expect(deleted.data!.deleteAnnotation!.errors).toEqual([]);
    expect(
      (await read('2025-12-31T00:00:00Z')).data!.project!.environment!.metricsDashboard!.annotations!.nodes,
    ).toEqual([]);
  });
});

describe('cost of the environments list', () => {
  /** Runs a query, warmed up once, and measures the second run. */
  async function measure(first: number) {
    const query = print(ProjectEnvironmentsDocument);
    const variables = { fullPath: repo.fullPath, first };
    await t.post('/api/graphql', { body: { query, variables } });
    t.sql.reset();
    const response = await t.post('/api/graphql', { body: { query, variables } });
    expect(response.body.errors).toBeUndefined();
    return { data: response.body.data, statements: [...t.sql.statements] };
  }

  it('reads environments with their last deployments and jobs in the same statements at 5 and 100', async () => {
    const small = await measure(5);
    const large = await measure(100);
    expect(small.data.project.environments.nodes).toHaveLength(5);
    expect(large.data.project.environments.nodes.length).toBeGreaterThanOrEqual(ENVIRONMENTS);
    expect(
      large.data.project.environments.nodes.filter((e: { lastDeployment: unknown }) => e.lastDeployment),
    ).toHaveLength(ENVIRONMENTS);
    if (process.env['SHOW_SQL']) console.log(large.statements.map((s) => s.slice(0, 200)).join('\n'));
    expect(large.statements.length).toBe(small.statements.length);
  });
});
