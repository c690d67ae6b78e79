import {
  builder,
  type GraphQLContext,
  type InputFieldBuilder,
  type SchemaTypes,
} from '../../../graphql/builder.ts';
import {
  connectionFromPage,
  pageRequestFromArgs,
  type ConnectionArgs,
} from '../../../graphql/connections.ts';
import { positionCursors } from '../../../core/pagination.ts';
import { mutationPayload, mutationErrorsField } from '../../../graphql/errors.ts';
import { parseGlobalId, registerGlobalIdClass } from '../../../graphql/global-id.ts';
import { permissionFields } from '../../../graphql/permissions.ts';
import { fromMap, requestLoader } from '../../../graphql/request-loader.ts';
import type { ScheduleAccessView } from '../../../core/permission-table.ts';
import { can } from '../../../core/policy.ts';
import { ProjectRef } from '../../projects/projects.graphql.ts';
import { UserRef } from '../../users/users.graphql.ts';
import { PipelineRef } from '../pipelines/pipelines.graphql.ts';
import { CiVariableInterface, VariableTypeEnum } from '../variables/ci-variables.graphql.ts';
import { SCHEDULE_SORTS } from './pipeline-schedules.finder.ts';
import type { ScheduleNode, ScheduleVariableNode, ScheduleView } from './schedule-view.ts';
import type { ScheduleAttributes } from './pipeline-schedules.service.ts';

registerGlobalIdClass('PipelineSchedule', 'Ci::PipelineSchedule');
registerGlobalIdClass('PipelineScheduleVariable', 'Ci::PipelineScheduleVariable');

const ScheduleStatusEnum = builder.enumType('PipelineScheduleStatus', {
  description: 'Values for pipeline schedule status.',
  values: { ACTIVE: { value: 'active' }, INACTIVE: { value: 'inactive' } } as const,
});

const ScheduleSortEnum = builder.enumType('PipelineScheduleSort', {
  description: 'Values for sorting pipeline schedules.',
  values: Object.fromEntries(SCHEDULE_SORTS.map((sort) => [sort.toUpperCase(), { value: sort }])),
});

/** A schedule's variable, loadable by id (`node(id:)`) for those who may read its schedule. */
const ScheduleVariableRef = builder.loadableNode('PipelineScheduleVariable', {
  description: 'A variable a pipeline schedule passes to its pipelines.',
  interfaces: [CiVariableInterface],
  id: {
    description: 'ID of the variable.',
    resolve: (v: ScheduleVariableNode) => v.id,
    parse: (id: string) => Number(id),
  },
  load: (ids: number[], ctx: GraphQLContext) => ctx.services.pipelineSchedules.loadVariables(ctx.actor, ids),
});

const ScheduleVariableConnection = builder.connectionObject(
  {
    type: ScheduleVariableRef,
    name: 'PipelineScheduleVariableConnection',
    description: 'The connection type for PipelineScheduleVariable.',
  },
  { name: 'PipelineScheduleVariableEdge', description: 'An edge in a connection.' },
);

const SchedulePermissionsRef = builder
  .objectRef<ScheduleAccessView>('PipelineSchedulePermissions')
  .implement({
    description: 'What the current user may do with a pipeline schedule.',
    fields: (t) =>
      permissionFields(
        t,
        [
          'admin_pipeline_schedule',
          'play_pipeline_schedule',
          'take_ownership_pipeline_schedule',
          'update_pipeline_schedule',
        ],
        { nullable: false },
      ),
  });

const emptyPage = {
  items: [],
  cursorAt: positionCursors(0),
  hasNextPage: false,
  hasPreviousPage: false,
  page: null,
  perPage: 0,
  total: 0,
  count: () => Promise.resolve(0),
};

/** One batch per request and page arguments: the variables of every schedule on a page in one query. */
function variablesOf(ctx: GraphQLContext, scheduleId: number, args: ConnectionArgs) {
  const request = pageRequestFromArgs(args);
  return requestLoader(
    ctx,
    `schedule-variables:${JSON.stringify(request)}`,
    fromMap((ids: readonly number[]) => ctx.services.pipelineSchedules.variablePages(ids, request), null),
  ).load(scheduleId);
}

const lastPipelineOf = (ctx: GraphQLContext, pipelineId: number) =>
  requestLoader(
    ctx,
    'schedule-last-pipelines',
    fromMap((ids: readonly number[]) => ctx.services.pipelineSchedules.lastPipelines(ids), null),
  ).load(pipelineId);

const TAG_PREFIX = 'refs/tags/';
const refForDisplay = (ref: string) => ref.replace(/^refs\/(heads|tags)\//, '');

/** A pipeline schedule, as GitLab's GraphQL names it; loadable by id for those who may read its project's schedules. */
export const ScheduleRef = builder.loadableNode('PipelineSchedule', {
  description: "A schedule that runs a ref's pipeline on a cron, as its owner.",
  id: { resolve: (n: ScheduleNode) => n.schedule.id, parse: (id: string) => Number(id) },
  load: (ids: number[], ctx: GraphQLContext) => ctx.services.pipelineSchedules.loadMany(ctx.actor, ids),
  fields: (t) => ({
    description: t.string({ nullable: true, resolve: ({ schedule }) => schedule.description }),
    ref: t.string({ nullable: true, resolve: ({ schedule }) => schedule.ref }),
    refForDisplay: t.string({ nullable: true, resolve: ({ schedule }) => refForDisplay(schedule.ref) }),
    refPath: t.string({
      nullable: true,
      description: 'Path to the commits of the ref.',
      resolve: ({ schedule, project }) =>
        `/${project.project.fullPath}/-/commits/${refForDisplay(schedule.ref)}`,
    }),
    forTag: t.boolean({ nullable: false, resolve: ({ schedule }) => schedule.ref.startsWith(TAG_PREFIX) }),
    cron: t.string({ nullable: false, resolve: ({ schedule }) => schedule.cron }),
    cronTimezone: t.string({ nullable: false, resolve: ({ schedule }) => schedule.cronTimezone }),
    active: t.boolean({ nullable: false, resolve: ({ schedule }) => schedule.active }),
    nextRunAt: t.field({
      type: 'Time',
      nullable: true,
      resolve: ({ schedule }) => schedule.nextRunAt ?? null,
    }),
    realNextRun: t.field({
      type: 'Time',
      nullable: true,
      description: 'Time when the next pipeline will run (the scheduler runs due schedules at once).',
      resolve: ({ schedule }) => schedule.nextRunAt ?? null,
    }),
    createdAt: t.field({ type: 'Time', nullable: false, resolve: ({ schedule }) => schedule.createdAt }),
    updatedAt: t.field({ type: 'Time', nullable: false, resolve: ({ schedule }) => schedule.updatedAt }),
    editPath: t.string({
      nullable: true,
      description: 'Edit path of the pipeline schedule (for those who may change it).',
      resolve: ({ schedule, project, access }, _, ctx) =>
        can(ctx.actor, 'update_pipeline_schedule', access)
          ? `/${project.project.fullPath}/-/pipeline_schedules/${schedule.id}/edit`
          : null,
    }),
    owner: t.field({ type: UserRef, nullable: true, resolve: ({ schedule }) => schedule.owner?.id ?? null }),
    project: t.field({ type: ProjectRef, nullable: true, resolve: ({ project }) => project }),
    lastPipeline: t.field({
      type: PipelineRef,
      nullable: true,
      resolve: ({ schedule }, _, ctx) =>
        schedule.lastPipelineId ? lastPipelineOf(ctx, schedule.lastPipelineId) : null,
    }),
    variables: t.connection(
      {
        type: ScheduleVariableRef,
        nullable: true,
        description: 'Pipeline schedule variables.',
        resolve: async ({ schedule }, args, ctx) =>
          connectionFromPage((await variablesOf(ctx, schedule.id, args)) ?? emptyPage),
      },
      ScheduleVariableConnection,
    ),
    userPermissions: t.field({
      type: SchedulePermissionsRef,
      nullable: false,
      description: 'Permissions for the current user on the resource.',
      resolve: ({ access }) => access,
    }),
  }),
});

/** The schedule that started a pipeline; the loadable node batches a page's schedules into one read. */
builder.objectField(PipelineRef, 'pipelineSchedule', (t) =>
  t.field({
    type: ScheduleRef,
    nullable: true,
    description: 'Pipeline schedule that triggered the pipeline (null for pipelines started otherwise).',
    resolve: (pipeline) => pipeline.pipelineScheduleId ?? null,
  }),
);

const ScheduleConnection = builder.connectionObject(
  {
    type: ScheduleRef,
    name: 'PipelineScheduleConnection',
    description: 'The connection type for PipelineSchedule.',
  },
  { name: 'PipelineScheduleEdge', description: 'An edge in a connection.' },
);

builder.objectField(ProjectRef, 'pipelineSchedules', (t) =>
  t.connection(
    {
      type: ScheduleRef,
      nullable: true,
      description: 'Pipeline schedules of the project (reporters, or everyone with public pipelines).',
      args: {
        status: t.arg({
          type: ScheduleStatusEnum,
          description: 'Filter pipeline schedules by active status.',
        }),
        ids: t.arg.idList({ description: 'Filter pipeline schedules by IDs.' }),
        sort: t.arg({
          type: ScheduleSortEnum,
          description: 'List pipeline schedules by sort order. Default is `id_desc`.',
        }),
      },
      resolve: async (s, args, ctx) =>
        connectionFromPage(
          await ctx.services.pipelineSchedules.page(
            ctx.actor,
            s,
            {
              status: args.status ?? undefined,
              ids: args.ids?.map((id) => parseGlobalId(String(id), 'PipelineSchedule')),
            },
            args.sort ?? 'id_desc',
            pageRequestFromArgs(args),
          ),
        ),
    },
    ScheduleConnection,
  ),
);

const ScheduleVariableInput = builder.inputType('PipelineScheduleVariableInput', {
  description: 'A variable of a pipeline schedule, named by its key.',
  fields: (t) => ({
    key: t.string({ required: true, description: 'Name of the variable.' }),
    value: t.string({ required: true, description: 'Value of the variable.' }),
    variableType: t.field({ type: VariableTypeEnum, required: true, description: 'Type of the variable.' }),
    destroy: t.boolean({ description: 'Removes the variable (on update).' }),
  }),
});

const scheduleFields = (t: InputFieldBuilder) => ({
  description: t.string(),
  ref: t.string(),
  cron: t.string(),
  cronTimezone: t.string(),
  active: t.boolean(),
  variables: t.field({ type: [ScheduleVariableInput], description: 'Variables of the schedule.' }),
});

const toAttributes = (input: {
  description?: string | null;
  ref?: string | null;
  cron?: string | null;
  cronTimezone?: string | null;
  active?: boolean | null;
  variables?:
    { key: string; value: string; variableType: 'env_var' | 'file'; destroy?: boolean | null }[] | null;
}): ScheduleAttributes => ({
  description: input.description ?? undefined,
  ref: input.ref ?? undefined,
  cron: input.cron ?? undefined,
  cronTimezone: input.cronTimezone ?? undefined,
  active: input.active ?? undefined,
  variables: input.variables?.map((v) => ({
    key: v.key,
    value: v.value,
    variableType: v.variableType,
    destroy: v.destroy ?? false,
  })),
});

const schedulePayload = {
  outputFields: (
    t: PothosSchemaTypes.FieldBuilder<
      SchemaTypes,
      { pipelineSchedule?: ScheduleView | null; errors: string[] },
      'Object'
    >,
  ) => ({
    pipelineSchedule: t.field({
      type: ScheduleRef,
      nullable: true,
      resolve: (p) => p.pipelineSchedule?.schedule.id ?? null,
    }),
    errors: mutationErrorsField(t),
  }),
};

builder.relayMutationField(
  'pipelineScheduleCreate',
  {
    inputFields: (t) => ({
      projectPath: t.id({ required: true }),
      ...scheduleFields(t),
    }),
  },
  {
    description: 'Creates a pipeline schedule owned by the caller.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => ({
          pipelineSchedule: await ctx.services.pipelineSchedules.create(
            ctx.actor,
            String(input.projectPath),
            toAttributes(input),
          ),
        }),
        { pipelineSchedule: null },
      ),
  },
  schedulePayload,
);

for (const action of ['update', 'takeOwnership', 'play', 'delete'] as const) {
  const name = `pipelineSchedule${action.charAt(0).toUpperCase()}${action.slice(1)}`;
  builder.relayMutationField(
    name,
    {
      inputFields: (t) => ({
        id: t.field({ type: 'CiPipelineScheduleID', required: true }),
        ...(action === 'update' ? scheduleFields(t) : {}),
      }),
    },
    {
      description: {
        update: "Changes a pipeline schedule (its owner's).",
        takeOwnership: 'Makes a pipeline schedule the caller’s (maintainers).',
        play: "Runs a pipeline schedule's pipeline now.",
        delete: 'Deletes a pipeline schedule.',
      }[action],
      resolve: (_, { input }, ctx) =>
        mutationPayload(
          async () => {
            const service = ctx.services.pipelineSchedules;
            const id = input.id;
            const projectId = await service.projectIdOf(id);
            if (action === 'update') {
              return {
                pipelineSchedule: await service.update(ctx.actor, projectId, id, toAttributes(input)),
              };
            }
            if (action === 'takeOwnership')
              return { pipelineSchedule: await service.takeOwnership(ctx.actor, projectId, id) };
            if (action === 'play') {
              await service.play(ctx.actor, projectId, id);
              return { pipelineSchedule: await service.get(ctx.actor, projectId, id) };
            }
            await service.delete(ctx.actor, projectId, id);
            return { pipelineSchedule: null };
          },
          { pipelineSchedule: null },
        ),
    },
    schedulePayload,
  );
}
