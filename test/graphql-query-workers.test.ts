import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { waitFor } from './support/ci.ts';
import { ownStatements } from './support/sql-statements.ts';
import { createUser, unique, type CreatedUser } from './support/fixtures.ts';

/** Every project's pipelines, variables, schedules and snippets: 10 + 10 × 4 × 100 = 4,010 nodes. */
const FAN_OUT = `{ projects(first: 10, sort: "id_asc") { nodes { fullPath
  pipelines { nodes { iid } } ciVariables { nodes { key } } pipelineSchedules { nodes { description } } snippets { nodes { title } } } } }`;

describe('GraphQL query workers', () => {
  let t: TestApp;
  /** The same database, served with every query on the main thread. */
  let mainOnly: TestApp;
  let user: CreatedUser;
  let privatePath: string;

  beforeAll(async () => {
    // Settings kept far longer than the test runs: only an invalidation can change what a worker reads.
    t = await startTestApp({
      env: { GRAPHQL_WORKER_MIN_NODES: '300', APPLICATION_SETTINGS_CACHE_SECONDS: '3600' },
    });
    mainOnly = await startTestApp({
      databaseUrl: t.running.services.config.DATABASE_URL!,
      env: { GRAPHQL_QUERY_WORKERS: '0' },
    });
    user = await createUser(t);
    for (let i = 0; i < 3; i++) {
      const project = await t.post('/projects', { body: { name: unique('offload'), visibility: 'public' } });
      expect(project.status).toBe(201);
      await t.post(`/projects/${project.body.id}/variables`, { body: { key: `KEY_${i}`, value: 'v' } });
    }
    const secret = await t.post('/projects', { body: { name: unique('secret'), visibility: 'private' } });
    privatePath = secret.body.path_with_namespace;
  }, 120_000);
  afterAll(async () => {
    await mainOnly?.close();
    await t?.close();
  });

  const workerAnswers = () => t.running.queryWorkers.requestsAnswered;

  it('runs a query that can return many nodes on a worker, with the answer and SQL of the main thread', async () => {
    const before = workerAnswers();
    t.sql.reset();
    const offloaded = await t.post('/api/graphql', { body: { query: FAN_OUT } });
    expect(workerAnswers()).toBe(before + 1);
    const offloadedStatements = [...t.sql.statements];

    mainOnly.sql.reset();
    const local = await mainOnly.post('/api/graphql', { body: { query: FAN_OUT } });
    expect(mainOnly.running.queryWorkers.requestsAnswered).toBe(0);

    expect(offloaded.status).toBe(200);
    expect(offloaded.body.errors).toBeUndefined();
    expect(offloaded.body.data.projects.nodes.length).toBeGreaterThanOrEqual(4);
    expect(offloaded.body).toEqual(local.body);
    // The worker's statements are counted in the request that caused them, as the main thread's are.
    expect(offloadedStatements.filter((s) => s.includes('ci_variables')).length).toBeGreaterThan(0);
    expect(ownStatements(offloadedStatements)).toEqual(ownStatements(mainOnly.sql.statements));
  });

  it('keeps cheap queries and mutations on the main thread', async () => {
    const before = workerAnswers();
    const cheap = await t.post('/api/graphql', {
      body: { query: '{ projects(first: 5) { nodes { id } } }' },
    });
    expect(cheap.body.errors).toBeUndefined();
    // A mutation selecting 10,100 nodes still runs where transactions and events live.
    const mutation = await t.post('/api/graphql', {
      body: {
        query: `mutation { projectCreate(input: { name: "${unique('mutated')}" }) { errors
          project { pipelines(first: 100) { nodes { jobs(first: 100) { nodes { id } } } } } } }`,
      },
    });
    expect(mutation.body.errors).toBeUndefined();
    expect(mutation.body.data.projectCreate).toEqual({ errors: [], project: { pipelines: { nodes: [] } } });
    expect(workerAnswers()).toBe(before);
  });

  it('answers on the worker as the caller: what the caller may not see stays hidden', async () => {
    const query = `query($path: ID!) { project(fullPath: $path) { fullPath
      pipelines { nodes { iid } } ciVariables { nodes { key } } pipelineSchedules { nodes { id } } snippets { nodes { id } } } }`;
    const before = workerAnswers();
    const root = await t.post('/api/graphql', { body: { query, variables: { path: privatePath } } });
    const outsider = await t.post('/api/graphql', {
      token: user.token,
      body: { query, variables: { path: privatePath } },
    });
    const anonymous = await t.post('/api/graphql', {
      token: null,
      body: { query, variables: { path: privatePath } },
    });
    expect(workerAnswers()).toBe(before + 3);
    expect(root.body.data.project.fullPath).toBe(privatePath);
    expect(outsider.body.data.project).toBeNull();
    expect(anonymous.body.data.project).toBeNull();
  });

  it('answers limits, validation errors and batches from the worker as the main thread does', async () => {
    const tooMany = `{ a: ${FAN_OUT.slice(1, -1)} b: ${FAN_OUT.slice(1, -1)} c: ${FAN_OUT.slice(1, -1)} d: ${FAN_OUT.slice(1, -1)} e: ${FAN_OUT.slice(1, -1)} }`;
    const invalid = `{ projects(first: 100) { nodes { pipelines { nodes { nope } } } } }`;
    for (const body of [{ query: tooMany }, { query: invalid }, [{ query: FAN_OUT }, { query: FAN_OUT }]]) {
      const before = workerAnswers();
      const offloaded = await t.post('/api/graphql', { token: user.token, body });
      expect(workerAnswers()).toBe(before + 1);
      const local = await mainOnly.post('/api/graphql', { token: user.token, body });
      expect(offloaded.status).toBe(local.status);
      expect(offloaded.body).toEqual(local.body);
    }
  });

  it('follows a settings change made on the main thread in what it answers', async () => {
    const query = FAN_OUT.replace('fullPath', 'fullPath ciConfigPathOrDefault');
    const configPaths = async () => {
      const before = workerAnswers();
      const answer = await t.post('/api/graphql', { body: { query } });
      expect(workerAnswers()).toBe(before + 1);
      return new Set(
        answer.body.data.projects.nodes.map(
          (p: { ciConfigPathOrDefault: string }) => p.ciConfigPathOrDefault,
        ),
      );
    };
    expect(await configPaths()).toEqual(new Set(['.gitlab-ci.yml']));
    const changed = await t.put('/application/settings', { body: { default_ci_config_path: 'ci/main.yml' } });
    expect(changed.status).toBe(200);
    try {
      await waitFor(configPaths, (paths) => paths.has('ci/main.yml'), 'the new default CI path', 20_000);
      expect(await configPaths()).toEqual(new Set(['ci/main.yml']));
    } finally {
      await t.put('/application/settings', { body: { default_ci_config_path: '' } });
    }
  });
});
