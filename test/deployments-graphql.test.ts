import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DeploymentByIidDocument,
  DeploymentCreateDocument,
  DeploymentDeleteDocument,
  DeploymentDetailsDocument,
  DeploymentUpdateDocument,
  EnvironmentDeploymentsByStatusDocument,
} from './generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, unique, type CreatedUser } from './support/fixtures.ts';
import { cleanupDirs, projectWithFiles } from './support/git.ts';
import { addMember, createProject, type CreatedProject } from './support/membership.ts';

let t: TestApp;
let reporter: CreatedUser;
let developer: CreatedUser;
let maintainer: CreatedUser;
let outsider: CreatedUser;
let project: CreatedProject;
let fullPath: string;

const SHA = 'a'.repeat(40);

beforeAll(async () => {
  t = await startTestApp({ env: { GRAPHQL_QUERY_WORKERS: '0' } });
  [reporter, developer, maintainer, outsider] = await Promise.all([
    createUser(t),
    createUser(t),
    createUser(t),
    createUser(t),
  ]);
  project = await createProject(t);
  fullPath = project.path_with_namespace;
  await addMember(t, 'projects', project.id, reporter.id, 20);
  await addMember(t, 'projects', project.id, developer.id, 30);
  await addMember(t, 'projects', project.id, maintainer.id, 40);
});

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

async function deploy(
  environment: string,
  status: 'RUNNING' | 'SUCCESS' | 'FAILED',
  token = developer.token,
) {
  const created = await t.graphql(
    DeploymentCreateDocument,
    { input: { projectPath: fullPath, environment, sha: SHA, ref: 'v1.0', tag: true, status } },
    token,
  );
  expect(created.errors).toBeUndefined();
  return created.data!.deploymentCreate!;
}

const restDeployments = async () =>
  (await t.get(`/projects/${project.id}/deployments`, { query: { per_page: 100 } })).body as {
    id: number;
    status: string;
  }[];

describe('deployment mutations', () => {
  it('creates a deployment as POST /deployments does (Developer), with GitLab’s paths', async () => {
    const environment = unique('production');
    const created = await deploy(environment, 'RUNNING');
    expect(created.errors).toEqual([]);
    const deployment = created.deployment!;
    expect(deployment).toEqual({
      id: expect.stringMatching(/^gid:\/\/gitlab\/Deployment\/\d+$/),
      iid: expect.any(String),
      ref: 'v1.0',
      sha: SHA,
      tag: true,
      status: 'RUNNING',
      finishedAt: null,
      refPath: `/${fullPath}/-/tags/v1.0`,
      webPath: expect.stringMatching(
        new RegExp(`^/${fullPath}/-/environments/\\d+/deployments/${deployment.iid}$`),
      ),
      triggerer: { username: developer.username },
      environment: { id: expect.stringMatching(/^gid:\/\/gitlab\/Environment\/\d+$/), name: environment },
    });
    const environmentId = Number(deployment.environment!.id.split('/').pop());
    expect(deployment.webPath).toBe(
      `/${fullPath}/-/environments/${environmentId}/deployments/${deployment.iid}`,
    );
    const id = Number(deployment.id.split('/').pop());
    const rest = await t.get(`/projects/${project.id}/deployments/${id}`);
    expect(rest.body).toMatchObject({
      id,
      iid: Number(deployment.iid),
      status: 'running',
      ref: 'v1.0',
      environment: { name: environment },
    });
    const byIid = await t.graphql(
      DeploymentByIidDocument,
      { fullPath, iid: deployment.iid! },
      reporter.token,
    );
    expect(byIid.data?.project?.deployment).toEqual(deployment);
  });

  it('updates a deployment’s status as PUT /deployments/:id does, and refuses statuses the API may not set', async () => {
    const { deployment } = await deploy(unique('staging'), 'RUNNING');
    const succeeded = await t.graphql(
      DeploymentUpdateDocument,
      { id: deployment!.id, status: 'SUCCESS' },
      developer.token,
    );
    expect(succeeded.data?.deploymentUpdate).toMatchObject({
      deployment: { id: deployment!.id, status: 'SUCCESS', finishedAt: expect.any(String) },
      errors: [],
    });
    const id = Number(deployment!.id.split('/').pop());
    expect((await t.get(`/projects/${project.id}/deployments/${id}`)).body.status).toBe('success');

    const created = await t.graphql(
      DeploymentUpdateDocument,
      { id: deployment!.id, status: 'CREATED' },
      developer.token,
    );
    expect(created.data?.deploymentUpdate).toEqual({
      deployment: null,
      errors: [expect.stringContaining('status does not have a valid value')],
    });
    expect((await t.get(`/projects/${project.id}/deployments/${id}`)).body.status).toBe('success');

    const before = (await restDeployments()).length;
    const blocked = await t.graphql(
      DeploymentCreateDocument,
      {
        input: {
          projectPath: fullPath,
          environment: unique('x'),
          sha: SHA,
          ref: 'main',
          tag: false,
          status: 'BLOCKED',
        },
      },
      developer.token,
    );
    expect(blocked.data?.deploymentCreate?.errors).toEqual([
      expect.stringContaining('status does not have a valid value'),
    ]);
    expect(await restDeployments()).toHaveLength(before);
  });

  it('deletes a finished deployment that is not the current one (Maintainer), with GitLab’s refusals', async () => {
    const environment = unique('review');
    const running = (await deploy(environment, 'RUNNING')).deployment!;
    const failed = (await deploy(environment, 'FAILED')).deployment!;
    const current = (await deploy(environment, 'SUCCESS')).deployment!;

    const stillRunning = await t.graphql(DeploymentDeleteDocument, { id: running.id }, maintainer.token);
    expect(stillRunning.data?.deploymentDelete?.errors).toEqual(['Cannot destroy running deployment']);
    const deployed = await t.graphql(DeploymentDeleteDocument, { id: current.id }, maintainer.token);
    expect(deployed.data?.deploymentDelete?.errors).toEqual(['Deployment currently deployed to environment']);
    const byDeveloper = await t.graphql(DeploymentDeleteDocument, { id: failed.id }, developer.token);
    expect(byDeveloper.data?.deploymentDelete?.errors).toHaveLength(1);

    const deleted = await t.graphql(DeploymentDeleteDocument, { id: failed.id }, maintainer.token);
    expect(deleted.data?.deploymentDelete).toEqual({ errors: [] });
    const ids = (await restDeployments()).map((d) => d.id);
    expect(ids).not.toContain(Number(failed.id.split('/').pop()));
    expect(ids).toContain(Number(running.id.split('/').pop()));
    expect(ids).toContain(Number(current.id.split('/').pop()));
  });

  it('refuses reporters and outsiders on every write', async () => {
    const { deployment } = await deploy(unique('guarded'), 'FAILED');
    for (const token of [reporter.token, outsider.token]) {
      const created = await t.graphql(
        DeploymentCreateDocument,
        {
          input: {
            projectPath: fullPath,
            environment: 'x',
            sha: SHA,
            ref: 'main',
            tag: false,
            status: 'SUCCESS',
          },
        },
        token,
      );
      expect(created.data?.deploymentCreate).toEqual({ deployment: null, errors: [expect.any(String)] });
      const updated = await t.graphql(
        DeploymentUpdateDocument,
        { id: deployment!.id, status: 'SUCCESS' },
        token,
      );
      expect(updated.data?.deploymentUpdate).toEqual({ deployment: null, errors: [expect.any(String)] });
      const deleted = await t.graphql(DeploymentDeleteDocument, { id: deployment!.id }, token);
      expect(deleted.data?.deploymentDelete?.errors).toHaveLength(1);
    }
    const id = Number(deployment!.id.split('/').pop());
    expect((await t.get(`/projects/${project.id}/deployments/${id}`)).body.status).toBe('failed');
  });
});

describe('Environment.deployments(statuses:)', () => {
  it('lists the environment’s deployments of the given statuses, newest first', async () => {
    const environment = unique('filtered');
    const one = (await deploy(environment, 'SUCCESS')).deployment!;
    const two = (await deploy(environment, 'FAILED')).deployment!;
    const three = (await deploy(environment, 'SUCCESS')).deployment!;
    const read = async (statuses?: ('SUCCESS' | 'FAILED' | 'RUNNING')[]) =>
      (
        await t.graphql(
          EnvironmentDeploymentsByStatusDocument,
          { fullPath, environmentName: environment, statuses },
          reporter.token,
        )
      ).data!.project!.environment!.deployments!.nodes.map((n) => n.iid);
    expect(await read()).toEqual([three.iid, two.iid, one.iid]);
    expect(await read(['SUCCESS'])).toEqual([three.iid, one.iid]);
    expect(await read(['FAILED', 'RUNNING'])).toEqual([two.iid]);
    expect(await read(['RUNNING'])).toEqual([]);
  });
});

describe('Environment.deployments(orderBy:)', () => {
  it('orders by created or finished time either way, pages through ties, and takes one field only', async () => {
    const environment = unique('ordered');
    const a = (await deploy(environment, 'RUNNING')).deployment!;
    const b = (await deploy(environment, 'SUCCESS')).deployment!;
    const c = (await deploy(environment, 'FAILED')).deployment!;
    await t.graphql(DeploymentUpdateDocument, { id: a.id, status: 'SUCCESS' }, developer.token);
    const d = (await deploy(environment, 'RUNNING')).deployment!;
    type Order = { createdAt?: 'ASC' | 'DESC'; finishedAt?: 'ASC' | 'DESC' };
    const read = async (
      orderBy: Order,
      statuses?: ('SUCCESS' | 'FAILED')[],
      first?: number,
      after?: string,
    ) => {
      const response = await t.graphql(
        EnvironmentDeploymentsByStatusDocument,
        { fullPath, environmentName: environment, statuses, orderBy, first, after },
        reporter.token,
      );
      return response;
    };
    const iids = async (orderBy: Order, statuses?: ('SUCCESS' | 'FAILED')[]) =>
      (await read(orderBy, statuses)).data!.project!.environment!.deployments!.nodes.map((n) => n.iid);
    expect(await iids({ createdAt: 'ASC' })).toEqual([a.iid, b.iid, c.iid, d.iid]);
    expect(await iids({ createdAt: 'DESC' })).toEqual([d.iid, c.iid, b.iid, a.iid]);
    expect(await iids({ finishedAt: 'DESC' }, ['SUCCESS', 'FAILED'])).toEqual([a.iid, c.iid, b.iid]);
    expect(await iids({ finishedAt: 'ASC' })).toEqual([d.iid, b.iid, c.iid, a.iid]);
    expect(await iids({ finishedAt: 'DESC' }, ['SUCCESS'])).toEqual([a.iid, b.iid]);

    const paged: string[] = [];
    let after: string | undefined;
    for (;;) {
      const page = (await read({ finishedAt: 'DESC' }, undefined, 1, after)).data!.project!.environment!
        .deployments!;
      paged.push(...page.nodes.map((n) => n.iid!));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor!;
    }
    expect(paged).toEqual([a.iid, c.iid, b.iid, d.iid]);

    const both = await read({ createdAt: 'ASC', finishedAt: 'ASC' });
    expect(both.errors?.[0]?.message).toContain('orderBy parameter must contain one key-value pair.');
  });
});

describe('Deployment.commit and userPermissions', () => {
  it('shows the deployed commit from the repository, and what the caller may do with the deployment', async () => {
    const repo = await projectWithFiles(t, { 'README.md': 'deployed\n' });
    await addMember(t, 'projects', repo.id, reporter.id, 20);
    await addMember(t, 'projects', repo.id, developer.id, 30);
    await addMember(t, 'projects', repo.id, maintainer.id, 40);
    const created = await t.graphql(
      DeploymentCreateDocument,
      {
        input: {
          projectPath: repo.fullPath,
          environment: 'production',
          sha: repo.sha,
          ref: 'main',
          tag: false,
          status: 'SUCCESS',
        },
      },
      developer.token,
    );
    const iid = created.data!.deploymentCreate!.deployment!.iid!;
    expect(created.data!.deploymentCreate!.deployment!.refPath).toBe(`/${repo.fullPath}/-/tree/main`);
    const expected = [
      [reporter, { updateDeployment: false, destroyDeployment: false }],
      [developer, { updateDeployment: true, destroyDeployment: false }],
      [maintainer, { updateDeployment: true, destroyDeployment: true }],
    ] as const;
    for (const [user, permissions] of expected) {
      const read = await t.graphql(DeploymentDetailsDocument, { fullPath: repo.fullPath, iid }, user.token);
      expect(read.errors).toBeUndefined();
      expect(read.data?.project?.deployment).toEqual({
        iid,
        commit: {
          sha: repo.sha,
          title: expect.any(String),
          webPath: `/${repo.fullPath}/-/commit/${repo.sha}`,
        },
        userPermissions: permissions,
      });
    }
    const unknown = await t.graphql(DeploymentDetailsDocument, {
      fullPath,
      iid: (await deploy(unique('nowhere'), 'SUCCESS')).deployment!.iid!,
    });
    expect(unknown.data?.project?.deployment?.commit).toBeNull();
  });
});
