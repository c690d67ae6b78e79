import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RelayCiNodesDocument,
  RelayNodeDocument,
  RelayNodesDocument,
  RelayPipelineNodesDocument,
} from './generated/graphql.ts';
import { latestPipeline, waitFor } from './support/ci.ts';
import { projectWithFiles } from './support/git.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, unique, type CreatedUser } from './support/fixtures.ts';

let t: TestApp;
let user: CreatedUser;
let visibleProject: { id: number; path_with_namespace: string };
let hiddenProject: { id: number };
let group: { id: number; full_path: string };

beforeAll(async () => {
  t = await startTestApp();
  user = await createUser(t);
  const own = await t.post('/projects', { token: user.token, body: { name: unique('relay-own') } });
  expect(own.status, JSON.stringify(own.body)).toBe(201);
  visibleProject = own.body;
  const secret = await t.post('/projects', { body: { name: unique('relay-secret'), visibility: 'private' } });
  expect(secret.status, JSON.stringify(secret.body)).toBe(201);
  hiddenProject = secret.body;
  const path = unique('relay-group');
  const created = await t.post('/groups', { token: user.token, body: { name: path, path } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  group = created.body;
});
afterAll(async () => {
  await t.close();
});

const NOT_FOUND =
  "The resource that you are attempting to access does not exist or you don't have permission to perform this action";

describe('nodes(ids:)', () => {
  it('answers every id on its own: failed entries are null with an error at their index', async () => {
    const ids = [
      `gid://gitlab/User/${user.id}`,
      'not-a-global-id',
      `gid://gitlab/Project/${visibleProject.id}`,
      'gid://gitlab/NoSuchClass/1',
      `gid://gitlab/Project/${hiddenProject.id}`,
      'gid://gitlab/Project/987654321',
      'gid://gitlab/Metadata/1',
      `gid://gitlab/Group/${group.id}`,
    ];
    const result = await t.graphql(RelayNodesDocument, { ids }, user.token);

    expect(result.status).toBe(200);
    expect(result.data?.nodes).toEqual([
      { __typename: 'UserCore', id: ids[0], username: user.username },
      null,
      { __typename: 'Project', id: ids[2], projectPath: visibleProject.path_with_namespace },
      null,
      null,
      null,
      null,
      { __typename: 'Group', id: ids[7], groupPath: group.full_path },
    ]);
    const byIndex = new Map(result.errors?.map((e) => [e.path?.[1], e]));
    expect(result.errors?.map((e) => e.path)).toHaveLength(5);
    for (const e of result.errors ?? []) expect(e.path?.[0]).toBe('nodes');
    expect(byIndex.get(1)).toMatchObject({
      message: 'not-a-global-id is not a valid Global ID',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(byIndex.get(3)?.extensions?.['code']).toBe('BAD_USER_INPUT');
    expect(byIndex.get(3)?.message).toContain('gid://gitlab/NoSuchClass/1');
    // Not visible and not there read the same: the caller learns nothing about what exists.
    expect(byIndex.get(4)).toMatchObject({ message: NOT_FOUND, extensions: { code: 'NOT_FOUND' } });
    expect(byIndex.get(5)).toMatchObject({ message: NOT_FOUND, extensions: { code: 'NOT_FOUND' } });
    // A type that is not a Node cannot be loaded by id.
    expect(byIndex.get(6)?.extensions?.['code']).toBe('BAD_USER_INPUT');
  });

  it('loads ids of one type in one batch, whatever fails beside them', async () => {
    const ids = [`gid://gitlab/Project/${visibleProject.id}`, 'gid://gitlab/Project/987654321', 'junk'];
    const result = await t.graphql(RelayNodesDocument, { ids }, user.token);
    expect(result.data?.nodes.map((n) => n?.id ?? null)).toEqual([ids[0], null, null]);
    expect(result.errors?.map((e) => e.path)).toEqual(
      expect.arrayContaining([
        ['nodes', 1],
        ['nodes', 2],
      ]),
    );
  });
});

describe('node(id:)', () => {
  it('resolves a good id', async () => {
    const id = `gid://gitlab/Group/${group.id}`;
    const result = await t.graphql(RelayNodeDocument, { id }, user.token);
    expect(result.errors).toBeUndefined();
    expect(result.data?.node).toEqual({ __typename: 'Group', id });
  });

  it.each([
    ['a malformed id', 'gid://gitlab/Project/abc', 'BAD_USER_INPUT'],
    ['an unknown class', 'gid://gitlab/NoSuchClass/5', 'BAD_USER_INPUT'],
    ['a missing object', 'gid://gitlab/UserCore/987654321', 'NOT_FOUND'],
  ])('answers null and one error at ["node"] for %s, never data: null', async (_what, id, code) => {
    const result = await t.graphql(RelayNodeDocument, { id }, user.token);
    expect(result.data).toEqual({ node: null });
    expect(result.errors).toHaveLength(1);
    expect(result.errors?.[0]).toMatchObject({ path: ['node'], extensions: { code } });
  });
});

describe('pipelines by global id', () => {
  it('loads pipelines the caller may read, one null entry with an error for the others', async () => {
    const ci = { '.gitlab-ci.yml': 'build:\n  script: echo\n' };
    const own = await projectWithFiles(t, ci, { token: user.token });
    const foreign = await projectWithFiles(t, ci);
    const mine = await latestPipeline(t, own.id);
    const theirs = await latestPipeline(t, foreign.id);
    const ids = [`gid://gitlab/Ci::Pipeline/${mine.id}`, `gid://gitlab/Ci::Pipeline/${theirs.id}`];

    const result = await t.graphql(RelayPipelineNodesDocument, { ids }, user.token);

    expect(result.data?.nodes).toEqual([
      { __typename: 'Pipeline', id: ids[0], iid: '1', status: expect.any(String) },
      null,
    ]);
    expect(result.errors?.map((e) => [e.path, e.message])).toEqual([[['nodes', 1], NOT_FOUND]]);
  });
});

describe('jobs and stages by global id', () => {
  it('loads builds, bridges and stages the caller may read; ids round-trip', async () => {
    // The child's job asks for a tag no runner has: it waits, disturbing nothing.
    const ci = {
      '.gitlab-ci.yml':
        'stages: [build, deploy]\nbuild:\n  stage: build\n  tags: [nowhere]\n  script: echo\nchild:\n  stage: deploy\n  trigger:\n    include: child.yml\n',
      'child.yml': 'inner:\n  tags: [nowhere]\n  script: echo inner\n',
    };
    const own = await projectWithFiles(t, ci, { token: user.token });
    const foreign = await projectWithFiles(t, ci);
    const mine = await latestPipeline(t, own.id);
    const theirs = await latestPipeline(t, foreign.id);
    const jobsOf = async (projectId: number, pipelineId: number, kind: 'jobs' | 'bridges') =>
      (await t.get(`/projects/${projectId}/pipelines/${pipelineId}/${kind}`)).body as { id: number }[];
    const [build] = await jobsOf(own.id, mine.id, 'jobs');
    const [bridge] = await waitFor(
      () => jobsOf(own.id, mine.id, 'bridges'),
      (l) => l.length > 0,
      'bridge',
    );
    const [foreignBuild] = await jobsOf(foreign.id, theirs.id, 'jobs');
    const ids = [
      `gid://gitlab/Ci::Build/${build!.id}`,
      `gid://gitlab/Ci::Bridge/${bridge!.id}`,
      `gid://gitlab/Ci::Stage/${mine.id * 1000 + 1}`,
      `gid://gitlab/Ci::Build/${foreignBuild!.id}`,
      `gid://gitlab/Ci::Stage/${theirs.id * 1000}`,
      `gid://gitlab/Ci::Stage/${mine.id * 1000 + 7}`,
    ];

    const result = await t.graphql(RelayCiNodesDocument, { ids }, user.token);

    expect(result.data?.nodes).toEqual([
      { __typename: 'CiJob', id: ids[0], name: 'build', kind: 'BUILD' },
      { __typename: 'CiJob', id: ids[1], name: 'child', kind: 'BRIDGE' },
      { __typename: 'CiStage', id: ids[2], name: 'build' },
      null,
      null,
      null,
    ]);
    expect(result.errors?.map((e) => [e.path, e.message])).toEqual([
      [['nodes', 3], NOT_FOUND],
      [['nodes', 4], NOT_FOUND],
      [['nodes', 5], NOT_FOUND],
    ]);
  });
});
