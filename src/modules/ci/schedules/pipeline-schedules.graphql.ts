import { builder, type InputFieldBuilder, type SchemaTypes } from '../../../graphql/builder.ts';
import { connectionFromPage } from '../../../graphql/connections.ts';
import { mutationPayload } from '../../../graphql/errors.ts';
import { encodeGlobalId, registerGlobalIdClass } from '../../../graphql/global-id.ts';
import { ProjectRef } from '../../projects/projects.graphql.ts';
import { UserRef } from '../../users/users.graphql.ts';
import { PipelineRef } from '../pipelines/pipelines.graphql.ts';
import { VariableTypeEnum } from '../variables/ci-variables.graphql.ts';
import type { ScheduleView } from './schedule-view.ts';
import type { ScheduleAttributes } from './pipeline-schedules.service.ts';

registerGlobalIdClass('PipelineSchedule', 'Ci::PipelineSchedule');

const ScheduleVariableRef = builder
  .objectRef<{ key: string; value: string; variableType: string }>('PipelineScheduleVariable')
  .implement({
    fields: (t) => ({
      key: t.exposeString('key', { nullable: false }),
      value: t.exposeString('value', { nullable: false }),
      variableType: t.string({ nullable: false, resolve: (v) => v.variableType.toUpperCase() }),
    }),
  });

const ScheduleRef = builder.objectRef<ScheduleView>('PipelineSchedule').implement({
  description: "A schedule that runs a ref's pipeline on a cron, as its owner.",
  fields: (t) => ({
    id: t.id({ nullable: false, resolve: ({ schedule }) => encodeGlobalId('PipelineSchedule', schedule.id) }),
    description: t.string({ nullable: true, resolve: ({ schedule }) => schedule.description }),
    ref: t.string({ nullable: true, resolve: ({ schedule }) => schedule.ref }),
    cron: t.string({ nullable: false, resolve: ({ schedule }) => schedule.cron }),
    cronTimezone: t.string({ nullable: false, resolve: ({ schedule }) => schedule.cronTimezone }),
    active: t.boolean({ nullable: false, resolve: ({ schedule }) => schedule.active }),
    nextRunAt: t.field({
      type: 'Time',
      nullable: true,
      resolve: ({ schedule }) => schedule.nextRunAt ?? null,
    }),
    owner: t.field({ type: UserRef, nullable: true, resolve: ({ schedule }) => schedule.owner ?? null }),
    lastPipeline: t.field({ type: PipelineRef, nullable: true, resolve: ({ lastPipeline }) => lastPipeline }),
    variables: t.field({
      type: [ScheduleVariableRef],
      nullable: false,
      resolve: ({ variables }) => variables,
    }),
  }),
});

builder.objectFields(ProjectRef, (t) => ({
  pipelineSchedules: t.connection({
    type: ScheduleRef,
    nullable: true,
    description: 'Pipeline schedules of the project (developers).',
    resolve: async (s, _args, ctx) => {
      const page = await ctx.services.pipelineSchedules.list(ctx.actor, s.project.id, undefined, {
        kind: 'offset',
        page: 1,
        perPage: 100,
      });
      const views = await Promise.all(
        page.items.map((schedule) =>
          ctx.services.pipelineSchedules.get(ctx.actor, s.project.id, schedule.id),
        ),
      );
      return connectionFromPage({ ...page, items: views, cursors: views.map(() => '') });
    },
  }),
}));

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
    pipelineSchedule: t.field({ type: ScheduleRef, nullable: true, resolve: (p) => p.pipelineSchedule }),
    errors: t.stringList({ resolve: (p) => p.errors }),
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
