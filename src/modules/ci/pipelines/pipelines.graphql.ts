import { builder } from '../../../graphql/builder.ts';
import { connectionFromPage, pageRequestFromArgs } from '../../../graphql/connections.ts';
import { mutationPayload, nullIfNotFound } from '../../../graphql/errors.ts';
import { encodeGlobalId, registerGlobalIdClass } from '../../../graphql/global-id.ts';
import { ProjectRef } from '../../projects/projects.graphql.ts';
import { JobRef } from '../jobs/jobs.graphql.ts';
import { PIPELINE_SOURCES, type Pipeline, type PipelineSource } from './pipeline.entity.ts';

registerGlobalIdClass('Pipeline', 'Ci::Pipeline');

/** GitLab's GraphQL takes the source as a string and ignores values that name no source. */
function knownSource(source: string | null | undefined): PipelineSource | undefined {
  return PIPELINE_SOURCES.find((known) => known === source);
}

export const PipelineRef = builder.objectRef<Pipeline>('Pipeline').implement({
  description: 'A CI/CD pipeline.',
  fields: (t) => ({
    id: t.id({ nullable: false, resolve: (p) => encodeGlobalId('Pipeline', p.id) }),
    iid: t.string({ nullable: false, resolve: (p) => String(p.iid) }),
    sha: t.exposeString('sha', { nullable: false }),
    ref: t.exposeString('ref', { nullable: false }),
    name: t.string({ nullable: true, resolve: (p) => p.name ?? null }),
    status: t.string({
      nullable: false,
      description: 'CREATED, PENDING, RUNNING, SUCCESS, FAILED...',
      resolve: (p) => p.status.toUpperCase(),
    }),
    source: t.exposeString('source', { nullable: false }),
    yamlErrors: t.string({ nullable: true, resolve: (p) => p.yamlErrors ?? null }),
    duration: t.int({ nullable: true, resolve: (p) => p.duration ?? null }),
    queuedDuration: t.int({ nullable: true, resolve: (p) => p.queuedDuration ?? null }),
    createdAt: t.field({ type: 'Time', nullable: false, resolve: (p) => p.createdAt }),
    startedAt: t.field({ type: 'Time', nullable: true, resolve: (p) => p.startedAt ?? null }),
    finishedAt: t.field({ type: 'Time', nullable: true, resolve: (p) => p.finishedAt ?? null }),
    jobs: t.connection({
      type: JobRef,
      description: 'Jobs of the pipeline (latest attempts).',
      resolve: async (p, args, ctx) => {
        const page = await ctx.services.jobs.listForPipeline(
          ctx.actor,
          p.project.id,
          p.id,
          {},
          pageRequestFromArgs(args),
        );
        return connectionFromPage(page);
      },
    }),
  }),
});

builder.objectFields(ProjectRef, (t) => ({
  pipelines: t.connection({
    type: PipelineRef,
    nullable: true,
    description:
      'Pipelines of the project, newest first; child pipelines only with `source: "parent_pipeline"`, as GitLab.',
    args: {
      ref: t.arg.string(),
      sha: t.arg.string(),
      source: t.arg.string({
        description: 'Filter pipelines by their source (an unknown source filters nothing, as GitLab).',
      }),
    },
    resolve: async (s, args, ctx) =>
      connectionFromPage(
        await ctx.services.pipelines.list(
          ctx.actor,
          s.project.id,
          { ref: args.ref ?? undefined, sha: args.sha ?? undefined, source: knownSource(args.source) },
          pageRequestFromArgs(args),
        ),
      ),
  }),
  pipeline: t.field({
    type: PipelineRef,
    nullable: true,
    args: { id: t.arg({ type: 'CiPipelineID', required: true }) },
    resolve: (s, args, ctx) =>
      nullIfNotFound(
        async () => (await ctx.services.pipelines.find(ctx.actor, s.project.id, args.id)).pipeline,
      ),
  }),
}));

const VariableInput = builder.inputType('CiVariableInput', {
  fields: (t) => ({ key: t.string({ required: true }), value: t.string({ required: true }) }),
});

builder.relayMutationField(
  'pipelineCreate',
  {
    inputFields: (t) => ({
      projectPath: t.id({ required: true }),
      ref: t.string({ required: true }),
      variables: t.field({ type: [VariableInput] }),
    }),
  },
  {
    description: 'Creates a pipeline for a branch or tag.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => ({
          pipeline: await ctx.services.pipelines.create(ctx.actor, String(input.projectPath), {
            ref: input.ref,
            variables: (input.variables ?? []).map((v) => ({
              key: v.key,
              value: v.value,
              variableType: 'env_var' as const,
            })),
            source: 'web',
          }),
        }),
        { pipeline: null },
      ),
  },
  {
    outputFields: (t) => ({
      pipeline: t.field({ type: PipelineRef, nullable: true, resolve: (p) => p.pipeline }),
      errors: t.stringList({ resolve: (p) => p.errors }),
    }),
  },
);

for (const action of ['retry', 'cancel'] as const) {
  builder.relayMutationField(
    action === 'retry' ? 'pipelineRetry' : 'pipelineCancel',
    { inputFields: (t) => ({ id: t.field({ type: 'CiPipelineID', required: true }) }) },
    {
      description:
        action === 'retry' ? 'Retries the failed and canceled jobs of a pipeline.' : 'Cancels a pipeline.',
      resolve: (_, { input }, ctx) =>
        mutationPayload(
          async () => {
            const projectId = (await ctx.services.pipelines.projectIdOf(input.id)) ?? 0;
            const target = await ctx.services.pipelines.find(ctx.actor, projectId, input.id);
            await ctx.services.pipelines[action](ctx.actor, target);
            return { pipeline: (await ctx.services.pipelines.find(ctx.actor, projectId, input.id)).pipeline };
          },
          { pipeline: null },
        ),
    },
    {
      outputFields: (t) => ({
        pipeline: t.field({ type: PipelineRef, nullable: true, resolve: (p) => p.pipeline }),
        errors: t.stringList({ resolve: (p) => p.errors }),
      }),
    },
  );
}

builder.relayMutationField(
  'pipelineUpdateMetadata',
  {
    inputFields: (t) => ({
      id: t.field({ type: 'CiPipelineID', required: true }),
      name: t.string({ required: true }),
    }),
  },
  {
    description: 'Renames a pipeline.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          const projectId = (await ctx.services.pipelines.projectIdOf(input.id)) ?? 0;
          const target = await ctx.services.pipelines.find(ctx.actor, projectId, input.id);
          await ctx.services.pipelines.updateMetadata(ctx.actor, target, { name: input.name });
          return { pipeline: (await ctx.services.pipelines.find(ctx.actor, projectId, input.id)).pipeline };
        },
        { pipeline: null },
      ),
  },
  {
    outputFields: (t) => ({
      pipeline: t.field({ type: PipelineRef, nullable: true, resolve: (p) => p.pipeline }),
      errors: t.stringList({ resolve: (p) => p.errors }),
    }),
  },
);
