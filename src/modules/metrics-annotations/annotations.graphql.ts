import DataLoader from 'dataloader';
import { badRequest } from '../../core/errors.ts';
import { builder, type GraphQLContext } from '../../graphql/builder.ts';
import { mutationPayload, mutationErrorsField } from '../../graphql/errors.ts';
import { registerGlobalIdClass } from '../../graphql/global-id.ts';
import type { EnvironmentView } from '../environments/environment-view.ts';
import { EnvironmentRef } from '../environments/environments.graphql.ts';
import type { AnnotationView } from './annotation-view.ts';

registerGlobalIdClass('MetricsDashboardAnnotation', 'Metrics::Dashboard::Annotation');

export const AnnotationRef = builder.loadableNode('MetricsDashboardAnnotation', {
  description: 'A metrics dashboard annotation',
  id: { resolve: (a: AnnotationView) => a.id, parse: (id: string) => Number(id) },
  load: (ids: number[], ctx: GraphQLContext) => ctx.services.annotations.loadMany(ctx.actor, ids),
  fields: (t) => ({
    description: t.exposeString('description', {
      nullable: true,
      description: 'Description of the annotation.',
    }),
    startingAt: t.field({
      type: 'Time',
      nullable: true,
      description: 'Timestamp marking start of annotated time span.',
      resolve: (a) => a.startingAt,
    }),
    endingAt: t.field({
      type: 'Time',
      nullable: true,
      description: 'Timestamp marking end of annotated time span.',
      resolve: (a) => a.endingAt,
    }),
    panelId: t.string({
      nullable: true,
      description: 'ID of a dashboard panel to which the annotation should be scoped.',
      resolve: (a) => a.panelXid,
    }),
  }),
});

const AnnotationConnection = builder.connectionObject(
  {
    type: AnnotationRef,
    name: 'MetricsDashboardAnnotationConnection',
    description: 'The connection type for MetricsDashboardAnnotation.',
  },
  { name: 'MetricsDashboardAnnotationEdge', description: 'An edge in a connection.' },
);

/** An environment's dashboard, by path (GitLab's `MetricsDashboard`). */
interface DashboardSource {
  environment: EnvironmentView;
  path: string;
}

/** Per request and arguments: the annotations of every environment asked about, in one statement. */
const annotationLoaders = new WeakMap<object, Map<string, DataLoader<number, AnnotationView[]>>>();

const MetricsDashboardRef = builder.objectRef<DashboardSource>('MetricsDashboard').implement({
  description: 'A metrics dashboard of an environment',
  fields: (t) => ({
    path: t.string({
      nullable: true,
      description: 'Path to a file with the dashboard definition.',
      resolve: (d) => d.path,
    }),
    annotations: t.connection(
      {
        type: AnnotationRef,
        nullable: true,
        description: 'Annotations added to the dashboard.',
        args: {
          from: t.arg({
            type: 'Time',
            required: true,
            description: 'Timestamp marking date and time from which annotations need to be fetched.',
          }),
          to: t.arg({
            type: 'Time',
            description: 'Timestamp marking date and time to which annotations need to be fetched.',
          }),
        },
        resolve: async (d, args, ctx) => {
          let byArgs = annotationLoaders.get(ctx);
          if (!byArgs) annotationLoaders.set(ctx, (byArgs = new Map()));
          const from = args.from;
          const to = args.to ?? null;
          const key = JSON.stringify([d.path, from, to]);
          let loader = byArgs.get(key);
          if (!loader) {
            loader = new DataLoader(async (ids: readonly number[]) => {
              const found = await ctx.services.annotations.forEnvironments(ids, d.path, from, to);
              return ids.map((id) => found.get(id) ?? []);
            });
            byArgs.set(key, loader);
          }
          const items = await loader.load(d.environment.id);
          const first = args.first ?? 100;
          const shown = items.slice(0, Math.min(first, 100));
          return {
            edges: shown.map((node, i) => ({ cursor: String(i), node })),
            pageInfo: {
              hasNextPage: items.length > shown.length,
              hasPreviousPage: false,
              startCursor: shown.length ? '0' : null,
              endCursor: shown.length ? String(shown.length - 1) : null,
            },
            count: () => Promise.resolve(items.length),
          };
        },
      },
      AnnotationConnection,
    ),
  }),
});

builder.objectField(EnvironmentRef, 'metricsDashboard', (t) =>
  t.field({
    type: MetricsDashboardRef,
    nullable: true,
    description: 'Metrics dashboard schema for the environment.',
    args: {
      path: t.arg.string({
        required: true,
        description:
          'Path to a file which defines a metrics dashboard eg: `"config/prometheus/common_metrics.yml"`.',
      }),
    },
    resolve: (environment, args) => ({ environment, path: args.path }),
  }),
);

// ------------------------------------------------------------------ mutations

builder.relayMutationField(
  'createAnnotation',
  {
    inputFields: (t) => ({
      environmentId: t.field({
        type: 'EnvironmentID',
        description: 'Global ID of the environment to add an annotation to.',
      }),
      clusterId: t.field({
        type: 'ClustersClusterID',
        description: 'Global ID of the cluster to add an annotation to.',
      }),
      startingAt: t.field({
        type: 'Time',
        required: true,
        description: 'Timestamp indicating starting moment to which the annotation relates.',
      }),
      endingAt: t.field({
        type: 'Time',
        description: 'Timestamp indicating ending moment to which the annotation relates.',
      }),
      dashboardPath: t.string({
        required: true,
        description: 'Path to a file defining the dashboard on which the annotation should be added.',
      }),
      description: t.string({ required: true, description: 'Description of the annotation.' }),
    }),
  },
  {
    description: 'Adds an annotation to a metrics dashboard of an environment or a cluster.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          if ((input.environmentId == null) === (input.clusterId == null)) {
            throw badRequest('Exactly one of environmentId or clusterId is required');
          }
          const target =
            input.environmentId != null
              ? { kind: 'environment' as const, id: input.environmentId }
              : { kind: 'cluster' as const, id: input.clusterId! };
          return {
            annotation: await ctx.services.annotations.create(ctx.actor, target, {
              dashboardPath: input.dashboardPath,
              startingAt: input.startingAt,
              endingAt: input.endingAt ?? null,
              description: input.description,
            }),
          };
        },
        { annotation: null },
      ),
  },
  {
    outputFields: (t) => ({
      annotation: t.field({
        type: AnnotationRef,
        nullable: true,
        description: 'Created annotation.',
        resolve: (p) => p.annotation,
      }),
      errors: mutationErrorsField(t),
    }),
  },
);

builder.relayMutationField(
  'deleteAnnotation',
  {
    inputFields: (t) => ({
      id: t.field({
        type: 'MetricsDashboardAnnotationID',
        required: true,
        description: 'Global ID of the annotation to delete.',
      }),
    }),
  },
  {
    description: 'Deletes a metrics dashboard annotation.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(async () => {
        await ctx.services.annotations.delete(ctx.actor, input.id);
        return {};
      }, {}),
  },
  { outputFields: (t) => ({ errors: mutationErrorsField(t) }) },
);
