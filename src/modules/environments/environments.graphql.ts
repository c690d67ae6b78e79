import DataLoader from 'dataloader';
import { badRequest, notFound } from '../../core/errors.ts';
import type { KeysetPageRequest, Page } from '../../core/pagination.ts';
import { can } from '../../core/policy.ts';
import { builder, type GraphQLContext, type SchemaTypes } from '../../graphql/builder.ts';
import { connectionFromPage, pageRequestFromArgs } from '../../graphql/connections.ts';
import { mutationPayload, mutationErrorsField } from '../../graphql/errors.ts';
import { jobById, projectSubject } from '../ci/ci-loaders.ts';
import { JobRef } from '../ci/ci-types.graphql.ts';
import { ProjectRef } from '../projects/projects.graphql.ts';
import type { ProjectSubject } from '../projects/projects.policy.ts';
import { UserRef } from '../users/users.graphql.ts';
import { DEPLOYMENT_STATUSES, ENVIRONMENT_TIERS } from './environment.entity.ts';
import type { DeploymentView, EnvironmentView } from './environment-view.ts';
import type { DeploymentNodeOrder, EnvironmentFilters } from './environments.finder.ts';

export const DeploymentTierEnum = builder.enumType('DeploymentTier', {
  description: 'All environment deployment tiers.',
  values: Object.fromEntries(
    ENVIRONMENT_TIERS.map((tier) => [
      tier.toUpperCase(),
      { value: tier, description: `${tier[0]!.toUpperCase()}${tier.slice(1)}.` },
    ]),
  ),
});

export const DeploymentStatusEnum = builder.enumType('DeploymentStatus', {
  description: 'All deployment statuses.',
  values: Object.fromEntries(
    DEPLOYMENT_STATUSES.map((status) => [
      status.toUpperCase(),
      { value: status, description: `A deployment that is ${status}.` },
    ]),
  ),
});

/** Per request: the last successful deployment of each environment, in one statement. */
const lastDeploymentLoaders = new WeakMap<object, DataLoader<number, DeploymentView | null>>();
function lastDeployment(ctx: GraphQLContext, environmentId: number): Promise<DeploymentView | null> {
  let loader = lastDeploymentLoaders.get(ctx);
  if (!loader) {
    loader = new DataLoader(async (ids: readonly number[]) => {
      const found = await ctx.services.environments.lastDeployments(ids);
      return ids.map((id) => found.get(id) ?? null);
    });
    lastDeploymentLoaders.set(ctx, loader);
  }
  return loader.load(environmentId);
}

export const DeploymentRef = builder.loadableNode('Deployment', {
  description: 'The deployment of an environment',
  id: { resolve: (d: DeploymentView) => d.id, parse: (id: string) => Number(id) },
  load: async (ids: number[], ctx: GraphQLContext) => {
    const found = await ctx.services.deployments.viewsByIds(ids);
    const environments = await ctx.services.environments.loadMany(
      ctx.actor,
      [...found.values()].map((d) => d.environmentId),
    );
    const readable = new Set(environments.flatMap((e) => (e ? [e.id] : [])));
    return ids.map((id) => {
      const d = found.get(id);
      return d && readable.has(d.environmentId) ? d : null;
    });
  },
  fields: (t) => ({
    iid: t.id({
      nullable: true,
      description: 'Project-level internal ID of the deployment.',
      resolve: (d) => String(d.iid),
    }),
    ref: t.exposeString('ref', { nullable: true, description: 'Git-Ref that the deployment ran on.' }),
    sha: t.exposeString('sha', { nullable: true, description: 'Git-SHA that the deployment ran on.' }),
    tag: t.exposeBoolean('tag', {
      nullable: true,
      description: 'True or false if the deployment ran on a Git-tag.',
    }),
    status: t.field({
      type: DeploymentStatusEnum,
      nullable: true,
      description: 'Status of the deployment.',
      resolve: (d) => d.status,
    }),
    createdAt: t.field({
      type: 'Time',
      nullable: true,
      description: 'When the deployment record was created.',
      resolve: (d) => d.createdAt,
    }),
    updatedAt: t.field({
      type: 'Time',
      nullable: true,
      description: 'When the deployment record was updated.',
      resolve: (d) => d.updatedAt,
    }),
    finishedAt: t.field({
      type: 'Time',
      nullable: true,
      description: 'When the deployment finished.',
      resolve: (d) => d.finishedAt,
    }),
    job: t.field({
      type: JobRef,
      nullable: true,
      description: 'Pipeline job of the deployment.',
      resolve: (d, _, ctx) =>
        d.jobId === null ? null : jobById(ctx, { id: d.jobId, projectId: d.projectId }).catch(() => null),
    }),
    triggerer: t.field({
      type: UserRef,
      nullable: true,
      description: 'User who executed the deployment.',
      resolve: (d) => d.userId,
    }),
  }),
});

const DeploymentConnection = builder.connectionObject(
  { type: DeploymentRef, name: 'DeploymentConnection', description: 'The connection type for Deployment.' },
  { name: 'DeploymentEdge', description: 'An edge in a connection.' },
);

const SortDirectionEnum = builder.enumType('SortDirectionEnum', {
  description: 'Values for sort direction',
  values: {
    ASC: { value: 'asc', description: 'Ascending order.' },
    DESC: { value: 'desc', description: 'Descending order.' },
  } as const,
});

const DeploymentsOrderByInput = builder.inputType('DeploymentsOrderByInput', {
  description: 'Values for ordering deployments by a specific field',
  fields: (t) => ({
    createdAt: t.field({ type: SortDirectionEnum, required: false, description: 'Order by Created time.' }),
    finishedAt: t.field({ type: SortDirectionEnum, required: false, description: 'Order by Finished time.' }),
  }),
});

/** GitLab's `orderBy`: one field and its direction (newest first when absent). */
function deploymentOrderOf(
  orderBy: { createdAt?: 'asc' | 'desc' | null; finishedAt?: 'asc' | 'desc' | null } | null | undefined,
): DeploymentNodeOrder {
  if (!orderBy) return { by: 'created_at', direction: 'desc' };
  const given = Object.entries(orderBy).filter(([, direction]) => direction != null);
  if (given.length !== 1) throw badRequest('orderBy parameter must contain one key-value pair.');
  const [field, direction] = given[0]! as [string, 'asc' | 'desc'];
  return { by: field === 'finishedAt' ? 'finished_at' : 'created_at', direction };
}

/** Per request and page arguments: the deployments of every environment of a page, in one statement. */
const deploymentPageLoaders = new WeakMap<
  object,
  Map<string, DataLoader<number, Page<DeploymentView> | null>>
>();

export const EnvironmentRef = builder.loadableNode('Environment', {
  description: 'Describes where code is deployed for a project',
  id: { resolve: (e: EnvironmentView) => e.id, parse: (id: string) => Number(id) },
  load: (ids: number[], ctx: GraphQLContext) => ctx.services.environments.loadMany(ctx.actor, ids),
  fields: (t) => ({
    name: t.exposeString('name', { nullable: false, description: 'Human-readable name of the environment.' }),
    slug: t.exposeString('slug', { nullable: true, description: 'Slug of the environment.' }),
    state: t.exposeString('state', {
      nullable: false,
      description: 'State of the environment, for example: available/stopped.',
    }),
    tier: t.field({
      type: DeploymentTierEnum,
      nullable: true,
      description: 'Deployment tier of the environment.',
      resolve: (e) => e.tier,
    }),
    externalUrl: t.exposeString('externalUrl', {
      nullable: true,
      description: 'External URL of the environment.',
    }),
    description: t.exposeString('description', {
      nullable: true,
      description: 'Description of the environment.',
    }),
    environmentType: t.string({
      nullable: true,
      description: 'Folder name of the environment.',
      resolve: (e) => (e.name.includes('/') ? e.name.slice(0, e.name.indexOf('/')) : null),
    }),
    path: t.string({
      nullable: false,
      description: 'Path to the environment.',
      resolve: async (e, _, ctx) => {
        const subject = await projectSubject(ctx, e.projectId);
        return `/${subject.project.fullPath}/-/environments/${e.id}`;
      },
    }),
    createdAt: t.field({
      type: 'Time',
      nullable: true,
      description: 'When the environment was created.',
      resolve: (e) => e.createdAt,
    }),
    updatedAt: t.field({
      type: 'Time',
      nullable: true,
      description: 'When the environment was updated.',
      resolve: (e) => e.updatedAt,
    }),
    autoStopAt: t.field({
      type: 'Time',
      nullable: true,
      description: 'When the environment is going to be stopped automatically.',
      resolve: (e) => e.autoStopAt,
    }),
    lastDeployment: t.field({
      type: DeploymentRef,
      nullable: true,
      description: 'Last deployment of the environment (the last successful one).',
      args: {
        status: t.arg({
          type: DeploymentStatusEnum,
          required: false,
          description: 'Status of the Deployment.',
        }),
      },
      resolve: async (e, args, ctx) => {
        const last = await lastDeployment(ctx, e.id);
        return last && (!args.status || args.status === 'success') ? last : null;
      },
    }),
    deployments: t.connection(
      {
        type: DeploymentRef,
        nullable: true,
        description: 'Deployments of the environment, newest first.',
        args: {
          statuses: t.arg({
            type: [DeploymentStatusEnum],
            required: false,
            description: 'Statuses of the deployments.',
          }),
          orderBy: t.arg({
            type: DeploymentsOrderByInput,
            required: false,
            description: 'Order by a specified field.',
          }),
        },
        resolve: async (e, args, ctx) => {
          const request = pageRequestFromArgs(args);
          const statuses = args.statuses ?? [];
          const order = deploymentOrderOf(args.orderBy);
          let byArgs = deploymentPageLoaders.get(ctx);
          if (!byArgs) deploymentPageLoaders.set(ctx, (byArgs = new Map()));
          const key = JSON.stringify([request, statuses, order]);
          let loader = byArgs.get(key);
          if (!loader) {
            loader = new DataLoader(async (ids: readonly number[]) => {
              const pages = await ctx.services.environments.finder.deploymentsByEnvironment(
                ids,
                request,
                statuses,
                order,
              );
              return ids.map((id) => pages.get(id) ?? null);
            });
            byArgs.set(key, loader);
          }
          const page = await loader.load(e.id);
          return page ? connectionFromPage(page) : connectionFromPage(emptyPage<DeploymentView>(request));
        },
      },
      DeploymentConnection,
    ),
    project: t.field({
      type: ProjectRef,
      nullable: true,
      description: 'Project of the environment.',
      resolve: (e) => e.projectId,
    }),
  }),
});

function emptyPage<T>(request: KeysetPageRequest): Page<T> {
  return {
    items: [],
    cursorAt: () => '',
    hasNextPage: false,
    hasPreviousPage: false,
    page: null,
    perPage: request.size,
    total: null,
    count: () => Promise.resolve(0),
  };
}

const EnvironmentConnection = builder.connectionObject(
  {
    type: EnvironmentRef,
    name: 'EnvironmentConnection',
    description: 'The connection type for Environment.',
  },
  { name: 'EnvironmentEdge', description: 'An edge in a connection.' },
);

// ------------------------------------------------------------------ Project.environments, Project.environment

const environmentPageLoaders = new WeakMap<
  object,
  Map<
    string,
    { loader: DataLoader<number, Page<EnvironmentView> | null>; subjects: Map<number, ProjectSubject> }
  >
>();

builder.objectField(ProjectRef, 'environments', (t) =>
  t.connection(
    {
      type: EnvironmentRef,
      nullable: true,
      description:
        'Environments of the project. This field can only be resolved for one project in any single request.',
      args: {
        name: t.arg.string({ description: 'Name of the environment.' }),
        search: t.arg.string({ description: 'Search query for environment name.' }),
        states: t.arg.stringList({
          description: 'States of environments that should be included in result.',
        }),
        type: t.arg.string({ description: 'Search query for environment type.' }),
      },
      resolve: async (s, args, ctx) => {
        if (!can(ctx.actor, 'read_environment', s)) return null;
        const filters: EnvironmentFilters = {
          name: args.name ?? undefined,
          search: args.search ?? undefined,
          states: (args.states ?? undefined) as EnvironmentFilters['states'],
          type: args.type ?? undefined,
        };
        const request = pageRequestFromArgs(args);
        let byArgs = environmentPageLoaders.get(ctx);
        if (!byArgs) environmentPageLoaders.set(ctx, (byArgs = new Map()));
        const key = JSON.stringify([filters, request]);
        let entry = byArgs.get(key);
        if (!entry) {
          const subjects = new Map<number, ProjectSubject>();
          const loader = new DataLoader(async (ids: readonly number[]) => {
            const pages = await ctx.services.environments.pageByProject(
              ctx.actor,
              ids.map((id) => subjects.get(id)!),
              filters,
              request,
            );
            return ids.map((id) => pages.get(id) ?? null);
          });
          entry = { loader, subjects };
          byArgs.set(key, entry);
        }
        entry.subjects.set(s.project.id, s);
        const page = await entry.loader.load(s.project.id);
        return page ? connectionFromPage(page) : null;
      },
    },
    EnvironmentConnection,
  ),
);

builder.objectField(ProjectRef, 'environment', (t) =>
  t.field({
    type: EnvironmentRef,
    nullable: true,
    description: 'A single environment of the project.',
    args: {
      name: t.arg.string({ description: 'Name of the environment.' }),
      search: t.arg.string({ description: 'Search query for environment name.' }),
      states: t.arg.stringList({ description: 'States of environments that should be included in result.' }),
    },
    resolve: async (s, args, ctx) => {
      if (args.name != null) return ctx.services.environments.byName(ctx.actor, s, args.name);
      if (!can(ctx.actor, 'read_environment', s)) return null;
      const page = await ctx.services.environments.list(
        ctx.actor,
        s.project.id,
        {
          search: args.search ?? undefined,
          states: (args.states ?? undefined) as EnvironmentFilters['states'],
        },
        { kind: 'offset', page: 1, perPage: 1 },
      );
      return page.items[0] ?? null;
    },
  }),
);

builder.objectField(ProjectRef, 'deployment', (t) =>
  t.field({
    type: DeploymentRef,
    nullable: true,
    description: 'Details of the deployment of the project.',
    args: { iid: t.arg.id({ required: true, description: 'Project-level internal ID of the Deployment.' }) },
    resolve: (s, args, ctx) => ctx.services.deployments.byIid(ctx.actor, s, Number(args.iid)),
  }),
);

builder.objectField(DeploymentRef, 'environment', (t) =>
  t.field({
    type: EnvironmentRef,
    nullable: true,
    description: 'Environment of the deployment.',
    resolve: (d) => d.environmentId,
  }),
);

// ------------------------------------------------------------------ mutations (GitLab's names and inputs)

builder.relayMutationField(
  'environmentCreate',
  {
    inputFields: (t) => ({
      projectPath: t.id({ required: true, description: 'Full path of the project.' }),
      name: t.string({ required: true, description: 'Name of the environment.' }),
      externalUrl: t.string({ description: 'External URL of the environment.' }),
      tier: t.field({ type: DeploymentTierEnum, description: 'Tier of the environment.' }),
      description: t.string({ description: 'Description of the environment.' }),
    }),
  },
  {
    description: 'Create an environment.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => ({
          environment: await ctx.services.environments.create(ctx.actor, String(input.projectPath), {
            name: input.name,
            externalUrl: input.externalUrl,
            tier: input.tier,
            description: input.description,
          }),
        }),
        { environment: null },
      ),
  },
  { outputFields: environmentPayloadFields('Created environment.') },
);

builder.relayMutationField(
  'environmentUpdate',
  {
    inputFields: (t) => ({
      id: t.field({
        type: 'EnvironmentID',
        required: true,
        description: 'Global ID of the environment to update.',
      }),
      externalUrl: t.string({ description: 'External URL of the environment.' }),
      tier: t.field({ type: DeploymentTierEnum, description: 'Tier of the environment.' }),
      description: t.string({ description: 'Description of the environment.' }),
    }),
  },
  {
    description: 'Update an environment.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          const projectId = await projectOf(ctx, input.id);
          return {
            environment: await ctx.services.environments.update(ctx.actor, projectId, input.id, {
              externalUrl: input.externalUrl,
              tier: input.tier,
              description: input.description,
            }),
          };
        },
        { environment: null },
      ),
  },
  { outputFields: environmentPayloadFields('Environment after attempt to update.') },
);

builder.relayMutationField(
  'environmentDelete',
  {
    inputFields: (t) => ({
      id: t.field({
        type: 'EnvironmentID',
        required: true,
        description: 'Global ID of the environment to Delete.',
      }),
    }),
  },
  {
    description: 'Delete a stopped environment.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(async () => {
        const projectId = await projectOf(ctx, input.id);
        await ctx.services.environments.delete(ctx.actor, projectId, input.id);
        return {};
      }, {}),
  },
  { outputFields: (t) => ({ errors: mutationErrorsField(t) }) },
);

builder.relayMutationField(
  'environmentStop',
  {
    inputFields: (t) => ({
      id: t.field({
        type: 'EnvironmentID',
        required: true,
        description: 'Global ID of the environment to stop.',
      }),
      force: t.boolean({ description: 'Force environment to stop without executing on_stop actions.' }),
    }),
  },
  {
    description: 'Stop an environment (through its on_stop job unless forced).',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          const projectId = await projectOf(ctx, input.id);
          return {
            environment: await ctx.services.environments.stop(
              ctx.actor,
              projectId,
              input.id,
              input.force ?? false,
            ),
          };
        },
        { environment: null },
      ),
  },
  { outputFields: environmentPayloadFields('Environment after attempt to stop.') },
);

/** The payload fields of the environment mutations: the environment (null on failure) and errors. */
function environmentPayloadFields(description: string) {
  return (
    t: PothosSchemaTypes.ObjectFieldBuilder<
      SchemaTypes,
      { environment?: EnvironmentView | null; errors: string[] }
    >,
  ) => ({
    environment: t.field({
      type: EnvironmentRef,
      nullable: true,
      description,
      resolve: (p) => p.environment,
    }),
    errors: mutationErrorsField(t),
  });
}

/** The project of an environment named by global id, as the actor sees it (404 otherwise). */
async function projectOf(ctx: GraphQLContext, environmentId: number): Promise<number> {
  const [environment] = await ctx.services.environments.loadMany(ctx.actor, [environmentId]);
  if (!environment) throw notFound('Environment');
  return environment.projectId;
}
