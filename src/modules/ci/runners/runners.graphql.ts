import { builder, type InputFieldBuilder } from '../../../graphql/builder.ts';
import { connectionFromArray } from '../../../graphql/connections.ts';
import { mutationPayload, nullIfNotFound } from '../../../graphql/errors.ts';
import { encodeGlobalId, registerGlobalIdClass } from '../../../graphql/global-id.ts';
import { RUNNER_TYPES, type Runner, type RunnerAccessLevel, type RunnerManager } from './runner.entity.ts';
import { RUNNER_STATUSES, runnerStatus } from './runner-status.ts';
import type { RunnerAttributes } from './runners.service.ts';

registerGlobalIdClass('CiRunner', 'Ci::Runner');
registerGlobalIdClass('CiRunnerManager', 'Ci::RunnerManager');

interface RunnerNode {
  runner: Runner;
  /** Only right after creation: the token, shown once. */
  token?: string;
}

const RunnerTypeEnum = builder.enumType('CiRunnerType', {
  values: Object.fromEntries(RUNNER_TYPES.map((type) => [type.toUpperCase(), { value: type }])),
});
const RunnerStatusEnum = builder.enumType('CiRunnerStatus', {
  values: Object.fromEntries(RUNNER_STATUSES.map((s) => [s.toUpperCase(), { value: s }])),
});
const RunnerAccessLevelEnum = builder.enumType('CiRunnerAccessLevel', {
  values: { NOT_PROTECTED: { value: 'not_protected' }, REF_PROTECTED: { value: 'ref_protected' } } as const,
});

const RunnerManagerRef = builder.objectRef<RunnerManager>('CiRunnerManager').implement({
  description: 'One machine (`systemId`) a runner runs on.',
  fields: (t) => ({
    id: t.id({ nullable: false, resolve: (m) => encodeGlobalId('CiRunnerManager', m.id) }),
    systemId: t.exposeString('systemId', { nullable: false }),
    version: t.string({ nullable: true, resolve: (m) => m.version ?? null }),
    revision: t.string({ nullable: true, resolve: (m) => m.revision ?? null }),
    platformName: t.string({ nullable: true, resolve: (m) => m.platform ?? null }),
    architectureName: t.string({ nullable: true, resolve: (m) => m.architecture ?? null }),
    ipAddress: t.string({ nullable: true, resolve: (m) => m.ipAddress ?? null }),
    status: t.field({ type: RunnerStatusEnum, nullable: false, resolve: (m) => runnerStatus(m, new Date()) }),
    contactedAt: t.field({ type: 'Time', nullable: true, resolve: (m) => m.contactedAt ?? null }),
    createdAt: t.field({ type: 'Time', nullable: false, resolve: (m) => m.createdAt }),
  }),
});

const RunnerRef = builder.objectRef<RunnerNode>('CiRunner').implement({
  description: 'A runner.',
  fields: (t) => ({
    id: t.id({ nullable: false, resolve: ({ runner }) => encodeGlobalId('CiRunner', runner.id) }),
    description: t.string({ nullable: true, resolve: ({ runner }) => runner.description }),
    runnerType: t.field({
      type: RunnerTypeEnum,
      nullable: false,
      resolve: ({ runner }) => runner.runnerType,
    }),
    status: t.field({
      type: RunnerStatusEnum,
      nullable: false,
      resolve: ({ runner }) => runnerStatus(runner, new Date()),
    }),
    paused: t.boolean({ nullable: false, resolve: ({ runner }) => runner.paused }),
    locked: t.boolean({ nullable: false, resolve: ({ runner }) => runner.locked }),
    runUntagged: t.boolean({ nullable: false, resolve: ({ runner }) => runner.runUntagged }),
    tagList: t.stringList({ nullable: false, resolve: ({ runner }) => runner.tagList }),
    accessLevel: t.field({
      type: RunnerAccessLevelEnum,
      nullable: false,
      resolve: ({ runner }) => runner.accessLevel,
    }),
    maximumTimeout: t.int({ nullable: true, resolve: ({ runner }) => runner.maximumTimeout ?? null }),
    maintenanceNote: t.string({ nullable: true, resolve: ({ runner }) => runner.maintenanceNote ?? null }),
    contactedAt: t.field({
      type: 'Time',
      nullable: true,
      resolve: ({ runner }) => runner.contactedAt ?? null,
    }),
    createdAt: t.field({ type: 'Time', nullable: false, resolve: ({ runner }) => runner.createdAt }),
    managers: t.connection({
      type: RunnerManagerRef,
      nullable: true,
      description: 'The machines the runner has called in from.',
      resolve: async ({ runner }, args, ctx) =>
        connectionFromArray(await ctx.services.runners.managers(ctx.actor, runner.id), args),
    }),
    ephemeralAuthenticationToken: t.string({
      nullable: true,
      description: 'The authentication token, only in the payload of the mutation that created the runner.',
      resolve: ({ token }) => token ?? null,
    }),
  }),
});

builder.queryFields((t) => ({
  runners: t.connection({
    type: RunnerRef,
    nullable: true,
    description: 'Every runner of the instance (administrators).',
    args: {
      type: t.arg({ type: RunnerTypeEnum }),
      status: t.arg({ type: RunnerStatusEnum }),
      paused: t.arg.boolean(),
      tagList: t.arg.stringList(),
    },
    resolve: async (_, args, ctx) => {
      const runners = await ctx.services.runners.list(
        ctx.actor,
        { kind: 'all' },
        {
          type: args.type ?? undefined,
          status: args.status ?? undefined,
          paused: args.paused ?? undefined,
          tagList: args.tagList ?? undefined,
        },
      );
      return connectionFromArray(
        runners.map((runner) => ({ runner })),
        args,
      );
    },
  }),
  runner: t.field({
    type: RunnerRef,
    nullable: true,
    args: { id: t.arg({ type: 'CiRunnerID', required: true }) },
    resolve: (_, args, ctx) =>
      nullIfNotFound(async () => ({ runner: (await ctx.services.runners.get(ctx.actor, args.id)).runner })),
  }),
}));

const attributeFields = (t: InputFieldBuilder) => ({
  description: t.string(),
  paused: t.boolean(),
  locked: t.boolean(),
  runUntagged: t.boolean(),
  tagList: t.stringList(),
  accessLevel: t.field({ type: RunnerAccessLevelEnum }),
  maximumTimeout: t.int(),
  maintenanceNote: t.string(),
});

interface AttributeInput {
  description?: string | null;
  paused?: boolean | null;
  locked?: boolean | null;
  runUntagged?: boolean | null;
  tagList?: string[] | null;
  accessLevel?: RunnerAccessLevel | null;
  maximumTimeout?: number | null;
  maintenanceNote?: string | null;
}

function toAttributes(input: AttributeInput): RunnerAttributes {
  return {
    description: input.description ?? undefined,
    paused: input.paused ?? undefined,
    locked: input.locked ?? undefined,
    runUntagged: input.runUntagged ?? undefined,
    tagList: input.tagList ?? undefined,
    accessLevel: input.accessLevel ?? undefined,
    maximumTimeout: input.maximumTimeout ?? undefined,
    maintenanceNote: input.maintenanceNote ?? undefined,
  };
}

builder.relayMutationField(
  'runnerCreate',
  {
    inputFields: (t) => ({
      runnerType: t.field({ type: RunnerTypeEnum, required: true }),
      groupId: t.field({ type: 'GroupID' }),
      projectId: t.field({ type: 'ProjectID' }),
      ...attributeFields(t),
    }),
  },
  {
    description: 'Creates a runner; its token is shown once, as `ephemeralAuthenticationToken`.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          const { runner, token } = await ctx.services.runners.create(ctx.actor, {
            runnerType: input.runnerType,
            groupId: input.groupId ?? undefined,
            projectId: input.projectId ?? undefined,
            ...toAttributes(input),
          });
          return { runner: { runner, token } };
        },
        { runner: null },
      ),
  },
  {
    outputFields: (t) => ({
      runner: t.field({ type: RunnerRef, nullable: true, resolve: (p) => p.runner }),
      errors: t.stringList({ resolve: (p) => p.errors }),
    }),
  },
);

builder.relayMutationField(
  'runnerUpdate',
  {
    inputFields: (t) => ({
      id: t.field({ type: 'CiRunnerID', required: true }),
      ...attributeFields(t),
    }),
  },
  {
    description: 'Changes a runner.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => ({
          runner: {
            runner: (
              await ctx.services.runners.update(ctx.actor, input.id, toAttributes(input as AttributeInput))
            ).runner,
          },
        }),
        { runner: null },
      ),
  },
  {
    outputFields: (t) => ({
      runner: t.field({ type: RunnerRef, nullable: true, resolve: (p) => p.runner }),
      errors: t.stringList({ resolve: (p) => p.errors }),
    }),
  },
);

builder.relayMutationField(
  'runnerDelete',
  { inputFields: (t) => ({ id: t.field({ type: 'CiRunnerID', required: true }) }) },
  {
    description: 'Deletes a runner.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(async () => {
        await ctx.services.runners.delete(ctx.actor, input.id);
        return {};
      }, {}),
  },
  { outputFields: (t) => ({ errors: t.stringList({ resolve: (p) => p.errors }) }) },
);
