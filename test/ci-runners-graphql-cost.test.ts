import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GroupRunnersListDocument,
  ProjectRunnersListDocument,
  RunnerGroupsAndStatusDocument,
  RunnerNodeDocument,
  RunnersBulkDeleteDocument,
  RunnersBulkPauseDocument,
  RunnersDeepDocument,
  RunnerUnassignDocument,
} from '#test/generated/graphql.ts';
import { ROOT_TOKEN, startTestApp, type TestApp } from './support/app.ts';
import { createUser, unique, type CreatedUser } from './support/fixtures.ts';

let t: TestApp;
let other: CreatedUser;
const tag = unique('costrunner');
const runnerIds: string[] = [];
let projectPath = '';
let groupPath = '';

async function createProject(name: string, namespaceId?: number) {
  const response = await t.post('/projects', { body: { name, namespace_id: namespaceId } });
  expect(response.status, response.text).toBe(201);
  return response.body as { id: number; path_with_namespace: string };
}

beforeAll(async () => {
  t = await startTestApp();
  other = await createUser(t);
  const group = await t.post('/groups', { body: { name: unique('rg'), path: unique('rg') } });
  expect(group.status, group.text).toBe(201);
  groupPath = group.body.full_path;
  const first = await createProject(unique('rp'), group.body.id);
  const second = await createProject(unique('rp'));
  projectPath = first.path_with_namespace;
  for (let i = 0; i < 12; i += 1) {
    const created = await t.post('/user/runners', {
      body: { runner_type: 'project_type', project_id: first.id, description: `${tag} ${i}` },
    });
    expect(created.status, created.text).toBe(201);
    runnerIds.push(`gid://gitlab/Ci::Runner/${created.body.id}`);
    for (const systemId of ['s_one', 's_two']) {
      const verified = await t.post('/runners/verify', {
        token: null,
        body: { token: created.body.token, system_id: systemId, info: { version: '17.5.0' } },
      });
      expect(verified.status).toBe(200);
    }
    const enabled = await t.post(`/projects/${second.id}/runners`, { body: { runner_id: created.body.id } });
    expect(enabled.status, enabled.text).toBe(201);
  }
});

afterAll(async () => {
  await t.close();
});

describe('runners through GraphQL: cost flat in page size', () => {
  it('runs the same SQL statements for runners with managers and projects at 5 and at 100', async () => {
    const counts: number[] = [];
    for (const first of [5, 100]) {
      t.sql.reset();
      const response = await t.graphql(RunnersDeepDocument, { first, search: tag });
      expect(response.errors).toBeUndefined();
      const nodes = response.data!.runners!.nodes;
      expect(nodes).toHaveLength(Math.min(first, 12));
      expect(response.data!.runners!.count).toBe(12);
      for (const node of nodes) {
        expect(node.managers!.nodes.map((m) => m.systemId)).toEqual(['s_one', 's_two']);
        expect(node.managers!.count).toBe(2);
        expect(node.projects!.nodes).toHaveLength(2);
        expect(node.projectCount).toBe(2);
        expect(node.ownerProject!.fullPath).toBe(projectPath);
        expect(node.createdBy!.username).toBe('root');
        expect(node.jobCount).toBe(0);
        expect(node.userPermissions).toEqual({
          readRunner: true,
          updateRunner: true,
          deleteRunner: true,
          assignRunner: true,
        });
      }
      counts.push(t.sql.statements.length);
    }
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts[1]).toBe(counts[0]);
  });

  it('continues a page after its end cursor, in SQL order', async () => {
    const all = await t.graphql(RunnersDeepDocument, { first: 100, search: tag });
    const ids = all.data!.runners!.nodes.map((n) => n.id);
    expect(ids).toEqual(runnerIds);
    const pageOne = await t.graphql(RunnersDeepDocument, { first: 5, search: tag });
    expect(pageOne.data!.runners!.pageInfo.hasNextPage).toBe(true);
    const pageTwo = await t.graphql(RunnersDeepDocument, {
      first: 5,
      after: pageOne.data!.runners!.pageInfo.endCursor,
      search: tag,
    });
    expect(pageTwo.data!.runners!.nodes.map((n) => n.id)).toEqual(ids.slice(5, 10));
    const last = await t.graphql(RunnersDeepDocument, {
      first: 5,
      after: pageTwo.data!.runners!.pageInfo.endCursor,
      search: tag,
    });
    expect(last.data!.runners!.nodes.map((n) => n.id)).toEqual(ids.slice(10));
    expect(last.data!.runners!.pageInfo.hasNextPage).toBe(false);
  });

  it("lists a project's and a group's runners", async () => {
    const project = await t.graphql(ProjectRunnersListDocument, { fullPath: projectPath, first: 3 });
    expect(project.data!.project!.runners!.nodes).toHaveLength(3);
    const group = await t.graphql(GroupRunnersListDocument, {
      fullPath: groupPath,
      membership: 'DESCENDANTS',
    });
    expect(group.data!.group!.runners!.nodes.map((n) => n.id).sort()).toEqual([...runnerIds].sort());
    const direct = await t.graphql(GroupRunnersListDocument, { fullPath: groupPath, membership: 'DIRECT' });
    expect(direct.data!.group!.runners!.nodes).toEqual([]);
  });
});

describe('runners through node(id:)', () => {
  it('loads a runner by id for who may read it, and null for others', async () => {
    const id = runnerIds[0]!;
    const mine = await t.graphql(RunnerNodeDocument, { id }, ROOT_TOKEN);
    expect(mine.data!.node).toEqual({ id, description: `${tag} 0` });
    const theirs = await t.graphql(RunnerNodeDocument, { id }, other.token);
    expect(theirs.data!.node).toBeNull();
  });
});

describe('runner mutations in bulk', () => {
  it('pauses and deletes the runners the user may change, and names the others', async () => {
    const created = await t.post('/user/runners', { body: { runner_type: 'instance_type' } });
    const id = `gid://gitlab/Ci::Runner/${created.body.id}`;
    const refused = await t.graphql(
      RunnersBulkPauseDocument,
      { input: { ids: [id], paused: true } },
      other.token,
    );
    expect(refused.data!.runnerBulkPause).toMatchObject({ updatedCount: 0, updatedRunners: [] });
    expect(refused.data!.runnerBulkPause!.errors).toHaveLength(1);
    const paused = await t.graphql(RunnersBulkPauseDocument, { input: { ids: [id], paused: true } });
    expect(paused.data!.runnerBulkPause).toEqual({
      updatedCount: 1,
      updatedRunners: [{ id, paused: true }],
      errors: [],
    });
    const deleted = await t.graphql(RunnersBulkDeleteDocument, {
      input: { ids: [id, 'gid://gitlab/Ci::Runner/999999'] },
    });
    expect(deleted.data!.bulkRunnerDelete).toMatchObject({ deletedCount: 1, deletedIds: [id] });
    expect(deleted.data!.bulkRunnerDelete!.errors).toHaveLength(1);
  });

  it("shows a group runner's group and job status, and unassigns a runner from a project once", async () => {
    const group = await t.post('/groups', { body: { name: unique('g'), path: unique('g') } });
    const runner = await t.post('/user/runners', {
      body: { runner_type: 'group_type', group_id: group.body.id },
    });
    const id = `gid://gitlab/Ci::Runner/${runner.body.id}`;
    const shown = await t.graphql(RunnerGroupsAndStatusDocument, { id });
    expect(shown.data!.runner).toEqual({
      jobExecutionStatus: 'IDLE',
      groups: { nodes: [{ fullPath: group.body.full_path }] },
    });
    const onlyOne = await t.graphql(RunnerUnassignDocument, {
      projectPath: projectPath,
      runnerId: runnerIds[0]!,
    });
    expect(onlyOne.data!.runnerUnassignFromProject!.errors).toEqual([]);
    const again = await t.graphql(RunnerUnassignDocument, { projectPath, runnerId: runnerIds[0]! });
    expect(again.data!.runnerUnassignFromProject!.errors).toHaveLength(1);
  });
});
