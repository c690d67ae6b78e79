import { badRequest } from '../../core/errors.ts';
import { builder, type GraphQLContext, type SchemaTypes } from '../../graphql/builder.ts';
import { connectionFromPage, pageRequestFromArgs } from '../../graphql/connections.ts';
import { mutationErrorsField, mutationPayload } from '../../graphql/errors.ts';
import { registerGlobalIdClass } from '../../graphql/global-id.ts';
import { GroupRef } from '../groups/groups.graphql.ts';
import { ProjectRef } from '../projects/projects.graphql.ts';
import { UserRef } from '../users/users.graphql.ts';
import { AUTHORIZATION_TYPES } from './cluster.entity.ts';
import type { ClusterOwner, ClusterView } from './cluster-view.ts';
import type { ClusterInput, ClusterOwnerRef } from './clusters.service.ts';

/**
 * Existing Kubernetes clusters of projects and groups (GitLab's GraphQL has only cluster agents:
 * this fills the gap in its style). The token is write-only: an input field, never an output one.
 */
registerGlobalIdClass('Cluster', 'Clusters::Cluster');

const AUTHORIZATION_DESCRIPTIONS: Record<(typeof AUTHORIZATION_TYPES)[number], string> = {
  rbac: 'Role-based access control.',
  abac: 'Attribute-based access control.',
  unknown_authorization: 'Unknown authorization.',
};

const ClusterAuthorizationTypeEnum = builder.enumType('ClusterAuthorizationType', {
  description: 'How the Kubernetes cluster authorizes requests.',
  values: Object.fromEntries(
    AUTHORIZATION_TYPES.map((type) => [
      type.toUpperCase(),
      { value: type, description: AUTHORIZATION_DESCRIPTIONS[type] },
    ]),
  ),
});

const ClusterTypeEnum = builder.enumType('ClusterType', {
  description: 'What a cluster belongs to.',
  values: {
    PROJECT_TYPE: { value: 'project_type', description: 'A cluster of a project.' },
    GROUP_TYPE: { value: 'group_type', description: 'A cluster of a group.' },
  } as const,
});

const ClusterPlatformKubernetes = builder.objectRef<ClusterView>('ClusterPlatformKubernetes').implement({
  description: 'The Kubernetes platform of a cluster (its token is never shown).',
  fields: (t) => ({
    apiUrl: t.exposeString('apiUrl', { nullable: false, description: 'URL to access the Kubernetes API.' }),
    namespace: t.exposeString('namespace', {
      nullable: true,
      description: 'Unique namespace related to the project.',
    }),
    authorizationType: t.field({
      type: ClusterAuthorizationTypeEnum,
      nullable: false,
      description: 'Cluster authorization type.',
      resolve: (c) => c.authorizationType,
    }),
    caCert: t.exposeString('caCert', { nullable: true, description: 'TLS certificate.' }),
  }),
});

export const ClusterRef = builder.loadableNode('Cluster', {
  description: 'An existing Kubernetes cluster added to a project or a group.',
  id: { resolve: (c: ClusterView) => c.id, parse: (id: string) => Number(id) },
  load: (ids: number[], ctx: GraphQLContext) => ctx.services.clusters.loadMany(ctx.actor, ids),
  fields: (t) => ({
    name: t.exposeString('name', { nullable: false, description: 'Name of the cluster.' }),
    domain: t.exposeString('domain', { nullable: true, description: 'Base domain of the cluster.' }),
    enabled: t.exposeBoolean('enabled', { nullable: false, description: 'Whether the cluster is enabled.' }),
    managed: t.exposeBoolean('managed', {
      nullable: false,
      description: 'Whether GitLab manages namespaces and service accounts for the cluster.',
    }),
    namespacePerEnvironment: t.exposeBoolean('namespacePerEnvironment', {
      nullable: false,
      description: 'Whether each environment gets a namespace of its own.',
    }),
    environmentScope: t.exposeString('environmentScope', {
      nullable: false,
      description: 'Environments the cluster applies to.',
    }),
    clusterType: t.field({
      type: ClusterTypeEnum,
      nullable: false,
      description: 'What the cluster belongs to.',
      resolve: (c) => (c.projectId !== null ? 'project_type' : 'group_type'),
    }),
    providerType: t.string({
      nullable: false,
      description: 'Provider of the cluster: `user` for an existing cluster.',
      resolve: () => 'user',
    }),
    platformType: t.string({
      nullable: false,
      description: 'Platform of the cluster: `kubernetes`.',
      resolve: () => 'kubernetes',
    }),
    platformKubernetes: t.field({
      type: ClusterPlatformKubernetes,
      nullable: false,
      description: 'The Kubernetes platform of the cluster.',
      resolve: (c) => c,
    }),
    managementProject: t.field({
      type: ProjectRef,
      nullable: true,
      description: 'Project that manages the cluster.',
      resolve: (c) => c.managementProjectId,
    }),
    project: t.field({
      type: ProjectRef,
      nullable: true,
      description: 'Project of a project cluster.',
      resolve: (c) => c.projectId,
    }),
    group: t.field({
      type: GroupRef,
      nullable: true,
      description: 'Group of a group cluster.',
      resolve: (c) => c.groupId,
    }),
    user: t.field({
      type: UserRef,
      nullable: true,
      description: 'User who added the cluster.',
      resolve: (c) => c.userId,
    }),
    createdAt: t.field({
      type: 'Time',
      nullable: false,
      description: 'When the cluster was added.',
      resolve: (c) => c.createdAt,
    }),
  }),
});

const ClusterConnection = builder.connectionObject(
  { type: ClusterRef, name: 'ClusterConnection', description: 'The connection type for Cluster.' },
  { name: 'ClusterEdge', description: 'An edge in a connection.' },
);

// ------------------------------------------------------------------ Project.clusters, Group.clusters

const clusterIdArg = {
  type: 'ClustersClusterID',
  required: true,
  description: 'Global ID of the cluster.',
} as const;

/** `clusters` and `cluster(id:)` of a project or a group. */
function ownerClusterFields<Subject>(
  t: PothosSchemaTypes.ObjectFieldBuilder<SchemaTypes, Subject>,
  noun: 'project' | 'group',
  ownerOf: (subject: Subject) => ClusterOwner,
) {
  return {
    clusters: t.connection(
      {
        type: ClusterRef,
        nullable: true,
        description: `Existing Kubernetes clusters of the ${noun}, oldest first; null for those who may not manage them.`,
        resolve: async (s, args, ctx) => {
          const page = await ctx.services.clusters.pageFor(ctx.actor, ownerOf(s), pageRequestFromArgs(args));
          return page ? connectionFromPage(page) : null;
        },
      },
      ClusterConnection,
    ),
    cluster: t.field({
      type: ClusterRef,
      nullable: true,
      description: `A Kubernetes cluster of the ${noun}.`,
      args: { id: t.arg(clusterIdArg) },
      resolve: (s, args, ctx) => ctx.services.clusters.findFor(ctx.actor, ownerOf(s), args.id),
    }),
  };
}

builder.objectFields(ProjectRef, (t) =>
  ownerClusterFields(t, 'project', (subject) => ({ kind: 'project', subject })),
);
builder.objectFields(GroupRef, (t) =>
  ownerClusterFields(t, 'group', (subject) => ({ kind: 'group', subject })),
);

// ------------------------------------------------------------------ mutations (REST's writes)

const ClusterPlatformKubernetesInput = builder.inputType('ClusterPlatformKubernetesInput', {
  description: 'The Kubernetes platform of a cluster.',
  fields: (t) => ({
    apiUrl: t.string({ description: 'URL to access the Kubernetes API (required to add a cluster).' }),
    token: t.string({ description: 'Token to authenticate against Kubernetes (required to add a cluster).' }),
    caCert: t.string({ description: 'TLS certificate (needed if the API uses a self-signed one).' }),
    namespace: t.string({ description: 'Unique namespace related to the project.' }),
    authorizationType: t.field({
      type: ClusterAuthorizationTypeEnum,
      description: 'Cluster authorization type (default RBAC).',
    }),
  }),
});

type ClusterArgs = {
  name?: string | null;
  domain?: string | null;
  enabled?: boolean | null;
  managed?: boolean | null;
  namespacePerEnvironment?: boolean | null;
  environmentScope?: string | null;
  managementProjectId?: number | null;
  platformKubernetes?: {
    apiUrl?: string | null;
    token?: string | null;
    caCert?: string | null;
    namespace?: string | null;
    authorizationType?: string | null;
  } | null;
};

const orUndefined = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

/** A mutation's input as the service takes it (absent fields keep their value). */
function clusterInput(input: ClusterArgs): ClusterInput {
  const k8s = input.platformKubernetes;
  return {
    name: orUndefined(input.name),
    domain: input.domain,
    enabled: orUndefined(input.enabled),
    managed: orUndefined(input.managed),
    namespacePerEnvironment: orUndefined(input.namespacePerEnvironment),
    environmentScope: orUndefined(input.environmentScope),
    managementProjectId: input.managementProjectId,
    platformKubernetes: k8s
      ? {
          apiUrl: orUndefined(k8s.apiUrl),
          token: orUndefined(k8s.token),
          caCert: k8s.caCert,
          namespace: k8s.namespace,
          authorizationType: orUndefined(k8s.authorizationType),
        }
      : undefined,
  };
}

function commonInputFields(t: PothosSchemaTypes.InputFieldBuilder<SchemaTypes, 'InputObject'>) {
  return {
    domain: t.string({ description: 'Base domain of the cluster.' }),
    enabled: t.boolean({ description: 'Whether the cluster is enabled.' }),
    managed: t.boolean({ description: 'Whether GitLab manages namespaces and service accounts.' }),
    namespacePerEnvironment: t.boolean({ description: 'Whether each environment gets a namespace.' }),
    environmentScope: t.string({ description: 'Environments the cluster applies to (default `*`).' }),
    managementProjectId: t.int({ description: 'ID of the project that manages the cluster.' }),
    platformKubernetes: t.field({
      type: ClusterPlatformKubernetesInput,
      description: 'The Kubernetes platform of the cluster.',
    }),
  };
}

function clusterPayloadFields(description: string) {
  return (
    t: PothosSchemaTypes.ObjectFieldBuilder<SchemaTypes, { cluster?: ClusterView | null; errors: string[] }>,
  ) => ({
    cluster: t.field({ type: ClusterRef, nullable: true, description, resolve: (p) => p.cluster }),
    errors: mutationErrorsField(t),
  });
}

builder.relayMutationField(
  'clusterCreate',
  {
    inputFields: (t) => ({
      projectPath: t.id({ description: 'Full path of the project to add the cluster to.' }),
      groupPath: t.id({ description: 'Full path of the group to add the cluster to.' }),
      name: t.string({ required: true, description: 'Name of the cluster.' }),
      ...commonInputFields(t),
    }),
  },
  {
    description:
      'Adds an existing Kubernetes cluster to a project or a group (`POST /projects/:id/clusters/user`, `POST /groups/:id/clusters/user`).',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          if ((input.projectPath == null) === (input.groupPath == null)) {
            throw badRequest('Exactly one of projectPath or groupPath is required');
          }
          const ref: ClusterOwnerRef =
            input.projectPath != null
              ? { kind: 'project', id: String(input.projectPath) }
              : { kind: 'group', id: String(input.groupPath) };
          const detail = await ctx.services.clusters.create(ctx.actor, ref, clusterInput(input));
          return { cluster: detail.cluster };
        },
        { cluster: null },
      ),
  },
  { outputFields: clusterPayloadFields('Cluster added.') },
);

builder.relayMutationField(
  'clusterUpdate',
  {
    inputFields: (t) => ({
      id: t.field({ type: 'ClustersClusterID', required: true, description: 'Global ID of the cluster.' }),
      name: t.string({ description: 'Name of the cluster.' }),
      ...commonInputFields(t),
    }),
  },
  {
    description:
      'Updates a Kubernetes cluster of a project or a group; a token given replaces the stored one.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          const ref = await ctx.services.clusters.ownerRefOf(ctx.actor, input.id);
          const detail = await ctx.services.clusters.update(ctx.actor, ref, input.id, clusterInput(input));
          return { cluster: detail.cluster };
        },
        { cluster: null },
      ),
  },
  { outputFields: clusterPayloadFields('Cluster after the update.') },
);

builder.relayMutationField(
  'clusterDelete',
  {
    inputFields: (t) => ({
      id: t.field({ type: 'ClustersClusterID', required: true, description: 'Global ID of the cluster.' }),
    }),
  },
  {
    description: 'Removes a Kubernetes cluster from its project or group (the cluster itself is untouched).',
    resolve: (_, { input }, ctx) =>
      mutationPayload(async () => {
        const ref = await ctx.services.clusters.ownerRefOf(ctx.actor, input.id);
        await ctx.services.clusters.delete(ctx.actor, ref, input.id);
        return {};
      }, {}),
  },
  { outputFields: (t) => ({ errors: mutationErrorsField(t) }) },
);
