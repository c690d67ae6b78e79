import { isObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLUSTER_TOKEN } from '../src/modules/clusters/cluster.entity.ts';
import type { Ciphertext } from '../src/core/encryption.ts';
import { schema } from '../src/graphql/schema.ts';
import {
  ClusterCreateDocument,
  ClusterDeleteDocument,
  ClusterNodeDocument,
  ClusterUpdateDocument,
  GroupClusterDocument,
  GroupClustersDocument,
  ProjectClusterDocument,
  ProjectClustersDocument,
} from './generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import {
  addMember,
  createGroup,
  createProject,
  type CreatedGroup,
  type CreatedProject,
} from './support/membership.ts';
import { ownStatements } from './support/sql-statements.ts';

let t: TestApp;
let developer: CreatedUser;
let maintainer: CreatedUser;
let outsider: CreatedUser;
let group: CreatedGroup;
let project: CreatedProject;

beforeAll(async () => {
  t = await startTestApp({ env: { GRAPHQL_QUERY_WORKERS: '0' } });
  [developer, maintainer, outsider] = await Promise.all([createUser(t), createUser(t), createUser(t)]);
  group = await createGroup(t);
  project = await createProject(t, { namespace_id: group.id });
  await addMember(t, 'groups', group.id, developer.id, 30);
  await addMember(t, 'groups', group.id, maintainer.id, 40);
});

afterAll(async () => {
  await t.close();
});

const kubernetes = { apiUrl: 'https://kubernetes.example.com', token: 'first-service-account-token' };

/** The token stored for a cluster, decrypted (it is shown nowhere). */
async function storedToken(id: number): Promise<string> {
  const row = await t.running.orm.em
    .fork()
    .getKysely()
    .selectFrom('clusters' as never)
    .select('encrypted_token' as never)
    .where('id' as never, '=', id as never)
    .executeTakeFirstOrThrow();
  return t.running.services.encryption.decrypt(
    CLUSTER_TOKEN,
    (row as { encrypted_token: Ciphertext }).encrypted_token,
  );
}

const numericId = (gid: string) => Number(gid.split('/').pop());

describe('project clusters through GraphQL', () => {
  it('adds, reads, updates and removes a cluster as the REST routes do (Maintainer), never showing its token', async () => {
    const created = await t.graphql(
      ClusterCreateDocument,
      {
        input: {
          projectPath: project.path_with_namespace,
          name: 'production-cluster',
          environmentScope: 'production',
          domain: 'apps.example.com',
          platformKubernetes: { ...kubernetes, namespace: 'prod-ns', authorizationType: 'RBAC' },
        },
      },
      maintainer.token,
    );
    expect(created.errors).toBeUndefined();
    expect(created.data?.clusterCreate?.errors).toEqual([]);
    const cluster = created.data!.clusterCreate!.cluster!;
    expect(cluster).toEqual({
      id: expect.stringMatching(/^gid:\/\/gitlab\/Clusters::Cluster\/\d+$/),
      name: 'production-cluster',
      domain: 'apps.example.com',
      enabled: true,
      managed: true,
      namespacePerEnvironment: true,
      environmentScope: 'production',
      clusterType: 'PROJECT_TYPE',
      providerType: 'user',
      platformType: 'kubernetes',
      createdAt: expect.any(String),
      platformKubernetes: {
        apiUrl: kubernetes.apiUrl,
        namespace: 'prod-ns',
        authorizationType: 'RBAC',
        caCert: null,
      },
      user: { username: maintainer.username },
      project: { fullPath: project.path_with_namespace },
      group: null,
    });
    const id = numericId(cluster.id);
    expect(JSON.stringify(created.data)).not.toContain(kubernetes.token);
    expect(await storedToken(id)).toBe(kubernetes.token);

    const rest = await t.get(`/projects/${project.id}/clusters/${id}`, { token: maintainer.token });
    expect(rest.body).toMatchObject({
      id,
      name: 'production-cluster',
      environment_scope: 'production',
      cluster_type: 'project_type',
      platform_kubernetes: { api_url: kubernetes.apiUrl, namespace: 'prod-ns' },
    });

    const listed = await t.graphql(
      ProjectClustersDocument,
      { fullPath: project.path_with_namespace },
      maintainer.token,
    );
    expect(listed.data?.project?.clusters).toMatchObject({ count: 1, nodes: [cluster] });
    const one = await t.graphql(
      ProjectClusterDocument,
      { fullPath: project.path_with_namespace, id: cluster.id },
      maintainer.token,
    );
    expect(one.data?.project?.cluster).toEqual(cluster);
    expect((await t.graphql(ClusterNodeDocument, { id: cluster.id }, maintainer.token)).data?.node).toEqual({
      id: cluster.id,
      name: 'production-cluster',
    });

    const updated = await t.graphql(
      ClusterUpdateDocument,
      {
        input: {
          id: cluster.id,
          name: 'renamed-cluster',
          enabled: false,
          platformKubernetes: { token: 'second-service-account-token', caCert: 'CERT' },
        },
      },
      maintainer.token,
    );
    expect(updated.data?.clusterUpdate).toMatchObject({
      cluster: {
        id: cluster.id,
        name: 'renamed-cluster',
        enabled: false,
        environmentScope: 'production',
        platformKubernetes: { apiUrl: kubernetes.apiUrl, namespace: 'prod-ns', caCert: 'CERT' },
      },
      errors: [],
    });
    expect(await storedToken(id)).toBe('second-service-account-token');
    expect(
      (await t.get(`/projects/${project.id}/clusters/${id}`, { token: maintainer.token })).body,
    ).toMatchObject({ name: 'renamed-cluster', enabled: false });

    const deleted = await t.graphql(ClusterDeleteDocument, { id: cluster.id }, maintainer.token);
    expect(deleted.data?.clusterDelete).toEqual({ errors: [] });
    expect((await t.get(`/projects/${project.id}/clusters/${id}`, { token: maintainer.token })).status).toBe(
      404,
    );
  });

  it('refuses bad input in the payload’s errors with GitLab’s wording, writing nothing', async () => {
    const refused = await t.graphql(
      ClusterCreateDocument,
      {
        input: {
          projectPath: project.path_with_namespace,
          name: 'bad',
          platformKubernetes: { apiUrl: 'not a url', token: 'x', namespace: 'Bad_NS' },
        },
      },
      maintainer.token,
    );
    expect(refused.data?.clusterCreate?.cluster).toBeNull();
    expect(refused.data?.clusterCreate?.errors).toHaveLength(1);
    expect(refused.data?.clusterCreate?.errors?.[0]).toContain(
      'is blocked: Only allowed schemes are http, https',
    );
    const noToken = await t.graphql(
      ClusterCreateDocument,
      {
        input: {
          projectPath: project.path_with_namespace,
          name: 'no-token',
          platformKubernetes: { apiUrl: kubernetes.apiUrl },
        },
      },
      maintainer.token,
    );
    expect(noToken.data?.clusterCreate?.errors?.[0]).toContain("can't be blank");
    const both = await t.graphql(
      ClusterCreateDocument,
      {
        input: {
          projectPath: project.path_with_namespace,
          groupPath: group.full_path,
          name: 'both',
          platformKubernetes: kubernetes,
        },
      },
      maintainer.token,
    );
    expect(both.data?.clusterCreate?.errors).toEqual([
      expect.stringContaining('Exactly one of projectPath or groupPath is required'),
    ]);
    const rest = await t.get(`/projects/${project.id}/clusters`, { token: maintainer.token });
    expect(rest.body).toEqual([]);
  });

  it('keeps clusters from developers and outsiders (Maintainer only), on every field and mutation', async () => {
    const created = await t.graphql(
      ClusterCreateDocument,
      { input: { projectPath: project.path_with_namespace, name: 'kept', platformKubernetes: kubernetes } },
      maintainer.token,
    );
    const cluster = created.data!.clusterCreate!.cluster!;
    const byDeveloper = await t.graphql(
      ClusterCreateDocument,
      { input: { projectPath: project.path_with_namespace, name: 'dev', platformKubernetes: kubernetes } },
      developer.token,
    );
    expect(byDeveloper.data?.clusterCreate).toEqual({ cluster: null, errors: [expect.any(String)] });
    for (const token of [developer.token, outsider.token]) {
      const listed = await t.graphql(
        ProjectClustersDocument,
        { fullPath: project.path_with_namespace },
        token,
      );
      expect(listed.data?.project?.clusters ?? null).toBeNull();
      const one = await t.graphql(
        ProjectClusterDocument,
        { fullPath: project.path_with_namespace, id: cluster.id },
        token,
      );
      expect(one.data?.project?.cluster ?? null).toBeNull();
      expect((await t.graphql(ClusterNodeDocument, { id: cluster.id }, token)).data?.node).toBeNull();
      const update = await t.graphql(ClusterUpdateDocument, { input: { id: cluster.id, name: 'x' } }, token);
      expect(update.data?.clusterUpdate).toEqual({ cluster: null, errors: [expect.any(String)] });
      const remove = await t.graphql(ClusterDeleteDocument, { id: cluster.id }, token);
      expect(remove.data?.clusterDelete?.errors).toHaveLength(1);
    }
    const rest = await t.get(`/projects/${project.id}/clusters/${numericId(cluster.id)}`, {
      token: maintainer.token,
    });
    expect(rest.body.name).toBe('kept');
    await t.graphql(ClusterDeleteDocument, { id: cluster.id }, maintainer.token);
  });

  it('has no field that shows a token', () => {
    for (const name of ['Cluster', 'ClusterPlatformKubernetes']) {
      const type = schema.getType(name);
      expect(isObjectType(type)).toBe(true);
      if (isObjectType(type))
        expect(Object.keys(type.getFields()).filter((f) => /token/i.test(f))).toEqual([]);
    }
  });
});

describe('group clusters through GraphQL', () => {
  it('adds, lists, updates and removes a group’s cluster; a project’s cluster is not the group’s', async () => {
    const created = await t.graphql(
      ClusterCreateDocument,
      { input: { groupPath: group.full_path, name: 'group-cluster', platformKubernetes: kubernetes } },
      maintainer.token,
    );
    expect(created.data?.clusterCreate?.errors).toEqual([]);
    const cluster = created.data!.clusterCreate!.cluster!;
    expect(cluster).toMatchObject({
      clusterType: 'GROUP_TYPE',
      project: null,
      group: { fullPath: group.full_path },
    });
    const rest = await t.get(`/groups/${group.id}/clusters/${numericId(cluster.id)}`, {
      token: maintainer.token,
    });
    expect(rest.body).toMatchObject({ name: 'group-cluster', cluster_type: 'group_type' });

    const listed = await t.graphql(GroupClustersDocument, { fullPath: group.full_path }, maintainer.token);
    expect(listed.data?.group?.clusters?.nodes).toEqual([cluster]);
    expect(
      (await t.graphql(GroupClusterDocument, { fullPath: group.full_path, id: cluster.id }, maintainer.token))
        .data?.group?.cluster,
    ).toEqual(cluster);
    expect(
      (await t.graphql(GroupClustersDocument, { fullPath: group.full_path }, developer.token)).data?.group
        ?.clusters,
    ).toBeNull();

    const projectCluster = await t.graphql(
      ClusterCreateDocument,
      { input: { projectPath: project.path_with_namespace, name: 'p', platformKubernetes: kubernetes } },
      maintainer.token,
    );
    const projectClusterId = projectCluster.data!.clusterCreate!.cluster!.id;
    expect(
      (
        await t.graphql(
          GroupClusterDocument,
          { fullPath: group.full_path, id: projectClusterId },
          maintainer.token,
        )
      ).data?.group?.cluster,
    ).toBeNull();
    expect(
      (
        await t.graphql(
          ProjectClusterDocument,
          { fullPath: project.path_with_namespace, id: cluster.id },
          maintainer.token,
        )
      ).data?.project?.cluster,
    ).toBeNull();

    const updated = await t.graphql(
      ClusterUpdateDocument,
      { input: { id: cluster.id, environmentScope: 'review/*' } },
      maintainer.token,
    );
    expect(updated.data?.clusterUpdate?.cluster?.environmentScope).toBe('review/*');
    expect((await t.graphql(ClusterDeleteDocument, { id: cluster.id }, maintainer.token)).data).toEqual({
      clusterDelete: { errors: [] },
    });
    expect((await t.graphql(ClusterDeleteDocument, { id: projectClusterId }, maintainer.token)).data).toEqual(
      {
        clusterDelete: { errors: [] },
      },
    );
    expect((await t.get(`/groups/${group.id}/clusters`, { token: maintainer.token })).body).toEqual([]);
  });
});

describe('Project.clusters: cost flat in page size', () => {
  it('reads a page of clusters with their users, projects and groups in the same SQL statements at 5 and 100', async () => {
    const owned = await createProject(t, { namespace_id: group.id });
    const creators = [maintainer, await createUser(t), await createUser(t)];
    for (const creator of creators.slice(1)) await addMember(t, 'projects', owned.id, creator.id, 40);
    for (let i = 0; i < 12; i++) {
      const created = await t.graphql(
        ClusterCreateDocument,
        {
          input: {
            projectPath: owned.path_with_namespace,
            name: `cost-${i}`,
            managementProjectId: project.id,
            platformKubernetes: kubernetes,
          },
        },
        creators[i % creators.length]!.token,
      );
      expect(created.data?.clusterCreate?.errors).toEqual([]);
    }
    async function measure(first: number) {
      const variables = { fullPath: owned.path_with_namespace, first };
      await t.graphql(ProjectClustersDocument, variables);
      t.sql.reset();
      const response = await t.graphql(ProjectClustersDocument, variables);
      expect(response.errors).toBeUndefined();
      return { nodes: response.data!.project!.clusters!.nodes, statements: ownStatements(t.sql.statements) };
    }
    const small = await measure(5);
    const large = await measure(100);
    expect(small.nodes.map((n) => n.name)).toEqual(Array.from({ length: 5 }, (_, i) => `cost-${i}`));
    expect(large.nodes).toHaveLength(12);
    expect(new Set(large.nodes.map((n) => n.user?.username)).size).toBe(3);
    expect(small.statements.length).toBeGreaterThan(0);
    expect(large.statements).toEqual(small.statements);

    const first = await t.graphql(ProjectClustersDocument, { fullPath: owned.path_with_namespace, first: 5 });
    const next = await t.graphql(ProjectClustersDocument, {
      fullPath: owned.path_with_namespace,
      first: 5,
      after: first.data!.project!.clusters!.pageInfo.endCursor,
    });
    expect(next.data!.project!.clusters!.nodes.map((n) => n.name)).toEqual(
      Array.from({ length: 5 }, (_, i) => `cost-${i + 5}`),
    );
  });
});
