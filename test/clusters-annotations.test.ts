import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import {
  addMember,
  createGroup,
  createProject,
  type CreatedGroup,
  type CreatedProject,
} from './support/membership.ts';

let t: TestApp;
let developer: CreatedUser;
let maintainer: CreatedUser;
let reporter: CreatedUser;
let outsider: CreatedUser;
let group: CreatedGroup;
let project: CreatedProject;
let environmentId: number;

beforeAll(async () => {
  t = await startTestApp();
  [developer, maintainer, reporter, outsider] = await Promise.all([
    createUser(t),
    createUser(t),
    createUser(t),
    createUser(t),
  ]);
  group = await createGroup(t);
  project = await createProject(t, { namespace_id: group.id });
  await addMember(t, 'groups', group.id, developer.id, 30);
  await addMember(t, 'groups', group.id, maintainer.id, 40);
  await addMember(t, 'groups', group.id, reporter.id, 20);
  const environment = await t.post(`/projects/${project.id}/environments`, { body: { name: 'production' } });
  environmentId = environment.body.id as number;
});

afterAll(async () => {
  await t.close();
});

const kubernetes = {
  api_url: 'https://kubernetes.example.com:6443',
  token: 'secret-service-account-token',
  ca_cert: null,
  namespace: 'my-app',
};

describe.each([
  ['projects', () => project.id],
  ['groups', () => group.id],
] as const)('%s clusters', (kind, id) => {
  const base = () => `/${kind}/${id()}/clusters`;

  it('adds an existing cluster, shows it without its token, updates and removes it (Maintainer)', async () => {
    const created = await t.post(`${base()}/user`, {
      body: {
        name: 'prod-cluster',
        environment_scope: 'production',
        platform_kubernetes_attributes: kubernetes,
      },
      token: maintainer.token,
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({
      id: expect.any(Number),
      name: 'prod-cluster',
      domain: null,
      enabled: true,
      managed: true,
      provider_type: 'user',
      platform_type: 'kubernetes',
      environment_scope: 'production',
      cluster_type: kind === 'projects' ? 'project_type' : 'group_type',
      namespace_per_environment: true,
      user: { id: maintainer.id },
      platform_kubernetes: {
        api_url: kubernetes.api_url,
        namespace: 'my-app',
        authorization_type: 'rbac',
        ca_cert: null,
      },
      ...(kind === 'projects' ? { project: { id: project.id } } : { group: { id: group.id } }),
    });
    expect(created.text).not.toContain(kubernetes.token);
    const clusterId = created.body.id as number;

    const list = await t.get(base(), { token: maintainer.token });
    expect(list.status).toBe(200);
    expect(list.body.map((c: { id: number }) => c.id)).toEqual([clusterId]);

    const updated = await t.put(`${base()}/${clusterId}`, {
      body: { name: 'renamed', platform_kubernetes_attributes: { namespace: 'other-ns' } },
      token: maintainer.token,
    });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body).toMatchObject({ name: 'renamed', platform_kubernetes: { namespace: 'other-ns' } });

    // Developers neither see nor change clusters.
    expect((await t.get(`${base()}/${clusterId}`, { token: developer.token })).status).toBe(403);
    expect((await t.get(base(), { token: outsider.token })).status).toBe(404);

    const removed = await t.delete(`${base()}/${clusterId}`, { token: maintainer.token });
    expect(removed.status).toBe(204);
    expect((await t.get(`${base()}/${clusterId}`, { token: maintainer.token })).status).toBe(404);
  });

  it("refuses invalid clusters with GitLab's messages", async () => {
    const bad = await t.post(`${base()}/user`, {
      body: {
        name: ' ',
        platform_kubernetes_attributes: { api_url: 'not a url', token: 'x', namespace: 'Bad_NS' },
      },
      token: maintainer.token,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual({
      name: ["can't be blank"],
      'platform_kubernetes.api_url': ['is blocked: Only allowed schemes are http, https'],
      'platform_kubernetes.namespace': [
        "can contain only lowercase letters, digits, and '-'. Must start with a letter, and cannot end with '-'",
      ],
    });
  });
});

describe('metrics dashboard annotations', () => {
  const path = (target: string, id: number) => `/${target}/${id}/metrics_dashboard/annotations`;

  it('annotates an environment (Developer), un-escaping the dashboard path', async () => {
    const created = await t.post(path('environments', environmentId), {
      body: {
        dashboard_path: '.gitlab%2Fdashboards%2Fcustom_metrics.yml',
        starting_at: '2016-03-11T03:45:40Z',
        ending_at: '2016-03-11T04:45:40Z',
        description: 'Deployed v1',
      },
      token: developer.token,
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      starting_at: '2016-03-11T03:45:40.000Z',
      ending_at: '2016-03-11T04:45:40.000Z',
      dashboard_path: '.gitlab/dashboards/custom_metrics.yml',
      description: 'Deployed v1',
      environment_id: environmentId,
      cluster_id: null,
    });
    const point = await t.post(path('environments', environmentId), {
      body: {
        dashboard_path: 'config/prometheus/common_metrics.yml',
        starting_at: '2016-03-11T03:45:40Z',
        description: 'x',
      },
      token: developer.token,
    });
    expect(point.status).toBe(201);
    expect(point.body.ending_at).toBeNull();
  });

  it('annotates a cluster of a project and of a group', async () => {
    for (const base of [`/projects/${project.id}/clusters`, `/groups/${group.id}/clusters`]) {
      const cluster = await t.post(`${base}/user`, {
        body: { name: 'c', platform_kubernetes_attributes: kubernetes },
        token: maintainer.token,
      });
      const created = await t.post(path('clusters', cluster.body.id as number), {
        body: {
          dashboard_path: 'config/prometheus/cluster_metrics.yml',
          starting_at: '2020-01-01T00:00:00Z',
          description: 'Upgrade',
        },
        token: developer.token,
      });
      expect(created.status, created.text).toBe(201);
      expect(created.body).toMatchObject({ cluster_id: cluster.body.id, environment_id: null });
    }
  });

  it('answers 404 for unknown or invisible targets, 403 below Developer, 400 for bad times', async () => {
    const body = { dashboard_path: 'd.yml', starting_at: '2020-01-01T00:00:00Z', description: 'x' };
    const unknown = await t.post(path('environments', 999_999), { body, token: developer.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: '404 Not found' });
    expect((await t.post(path('clusters', 999_999), { body, token: developer.token })).status).toBe(404);
    expect((await t.post(path('environments', environmentId), { body, token: outsider.token })).status).toBe(
      404,
    );
    const byReporter = await t.post(path('environments', environmentId), { body, token: reporter.token });
    expect(byReporter.status).toBe(403);

    const reversed = await t.post(path('environments', environmentId), {
      body: { ...body, ending_at: '2019-12-31T00:00:00Z' },
      token: developer.token,
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body).toEqual({
      message: { ending_at: ["can't be before starting_at time"] },
      status: 'error',
    });

    const unparseable = await t.post(path('environments', environmentId), {
      body: { ...body, starting_at: 'yesterday-ish' },
      token: developer.token,
    });
    expect(unparseable.status).toBe(400);
    expect(unparseable.body).toEqual({ message: '400 Bad request - starting_at is invalid' });
  });
});
