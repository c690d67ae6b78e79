import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProjectCiVariablesSortedDocument } from '#test/generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { unique } from './support/fixtures.ts';

let t: TestApp;
let fullPath = '';

beforeAll(async () => {
  t = await startTestApp();
  const project = await t.post('/projects', { body: { name: unique('vars') } });
  fullPath = project.body.path_with_namespace;
  for (const key of ['BRAVO', 'ALPHA', 'DELTA', 'CHARLIE']) {
    const created = await t.post(`/projects/${project.body.id}/variables`, {
      body: { key, value: `${key}-value` },
    });
    expect(created.status, created.text).toBe(201);
  }
});

afterAll(async () => {
  await t.close();
});

describe('CI/CD variables through GraphQL', () => {
  it('are CiProjectVariable nodes, sorted by key and paginated in SQL, with the plan limit', async () => {
    const first = await t.graphql(ProjectCiVariablesSortedDocument, { fullPath, first: 3, sort: 'KEY_DESC' });
    const connection = first.data!.project!.ciVariables!;
    expect(connection.limit).toBe(8000);
    expect(connection.nodes.map((v) => v.key)).toEqual(['DELTA', 'CHARLIE', 'BRAVO']);
    expect(connection.nodes[0]!.id).toMatch(/^gid:\/\/gitlab\/Ci::Variable\/\d+$/);
    expect(connection.nodes[0]).toMatchObject({ value: 'DELTA-value', hidden: false, environmentScope: '*' });
    expect(connection.pageInfo.hasNextPage).toBe(true);
    const rest = await t.graphql(ProjectCiVariablesSortedDocument, {
      fullPath,
      first: 3,
      sort: 'KEY_DESC',
      after: connection.pageInfo.endCursor,
    });
    expect(rest.data!.project!.ciVariables!.nodes.map((v) => v.key)).toEqual(['ALPHA']);
    const unsorted = await t.graphql(ProjectCiVariablesSortedDocument, { fullPath, first: 10 });
    expect(unsorted.data!.project!.ciVariables!.nodes.map((v) => v.key)).toEqual([
      'BRAVO',
      'ALPHA',
      'DELTA',
      'CHARLIE',
    ]);
  });
});
