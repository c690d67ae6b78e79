import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ProjectCiVariablesSortedDocument,
  ProjectInheritedCiVariablesDocument,
} from '#test/generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, unique } from './support/fixtures.ts';
import { addMember } from './support/membership.ts';

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

describe('inherited CI/CD variables', () => {
  it("lists the ancestor groups' variables without values, for maintainers of the project", async () => {
    const parent = await t.post('/groups', { body: { name: unique('Parent'), path: unique('parent') } });
    const child = await t.post('/groups', {
      body: { name: unique('Child'), path: unique('child'), parent_id: parent.body.id },
    });
    const other = await t.post('/groups', { body: { name: unique('Other'), path: unique('other') } });
    const project = await t.post('/projects', {
      body: { name: unique('inherits'), namespace_id: child.body.id },
    });
    const define = async (groupId: number, key: string, extra: Record<string, unknown> = {}) => {
      const created = await t.post(`/groups/${groupId}/variables`, {
        body: { key, value: 'secret-value-1', ...extra },
      });
      expect(created.status, created.text).toBe(201);
      return created.body as { key: string };
    };
    await define(parent.body.id, 'ZULU', { protected: true, environment_scope: 'production' });
    await define(child.body.id, 'ALPHA', { masked: true, variable_type: 'file' });
    await define(other.body.id, 'NOT_MINE');
    const path = project.body.path_with_namespace;

    const byKey = await t.graphql(ProjectInheritedCiVariablesDocument, { fullPath: path, sort: 'KEY_ASC' });
    expect(byKey.errors).toBeUndefined();
    const nodes = byKey.data!.project!.inheritedCiVariables!.nodes;
    expect(nodes).toEqual([
      {
        id: expect.stringMatching(/^gid:\/\/gitlab\/Ci::GroupVariable\/\d+$/),
        key: 'ALPHA',
        variableType: 'FILE',
        environmentScope: '*',
        groupCiCdSettingsPath: `/groups/${child.body.full_path}/-/settings/ci_cd`,
        groupName: child.body.name,
        masked: true,
        protected: false,
        raw: false,
      },
      expect.objectContaining({
        key: 'ZULU',
        environmentScope: 'production',
        protected: true,
        groupName: parent.body.name,
      }),
    ]);
    const created = await t.graphql(ProjectInheritedCiVariablesDocument, { fullPath: path, first: 1 });
    const page = created.data!.project!.inheritedCiVariables!;
    expect(page.nodes.map((v) => v.key)).toEqual(['ZULU']);
    expect(page.pageInfo.hasNextPage).toBe(true);

    const developer = await createUser(t);
    await addMember(t, 'projects', project.body.id, developer.id, 30);
    const refused = await t.graphql(ProjectInheritedCiVariablesDocument, { fullPath: path }, developer.token);
    expect(refused.data!.project!.inheritedCiVariables).toBeNull();
  });
});
