import { badRequest } from '../../../core/errors.ts';
import { can } from '../../../core/policy.ts';
import { builder, type GraphQLContext, type SchemaTypes } from '../../../graphql/builder.ts';
import {
  connectionFromArray,
  connectionFromPage,
  pageRequestFromArgs,
} from '../../../graphql/connections.ts';
import { mutationPayload, nullIfNotFound, mutationErrorsField } from '../../../graphql/errors.ts';
import { registerGlobalIdClass } from '../../../graphql/global-id.ts';
import type { ProjectSubject } from '../../projects/projects.policy.ts';
import { ProjectRef } from '../../projects/projects.graphql.ts';
import { UserRef } from '../../users/users.graphql.ts';
import {
  downstreamPipelines,
  latestJobs,
  pipelineById,
  pipelineJobs,
  primePipelines,
  primeProject,
  projectSubject,
  withProject,
} from '../ci-loaders.ts';
import { connectionItemsSelect } from '../../../graphql/selection.ts';
import {
  DetailedStatusRef,
  JobConnection,
  JobKindEnum,
  JobRef,
  JobStatusEnum,
  PipelineConnection,
  PipelineRef,
  PipelineScopeEnum,
  PipelineStatusEnum,
  StageConnection,
  StageRef,
  VariableInput,
} from '../ci-types.graphql.ts';
import type { JobWhen } from '../config/types.ts';
import { detailedStatus } from '../detailed-status.ts';
import { JobSourceEnum } from '../jobs/job-source.graphql.ts';
import { stagesOf } from '../stages/stages.graphql.ts';
import { ACTIVE_STATUSES, CANCELABLE_STATUSES, type CiStatus } from '../status.ts';
import { PIPELINE_SOURCES, type Pipeline, type PipelineSource } from './pipeline.entity.ts';
import type { PipelineRecord } from './pipeline-records.ts';

export { PipelineRef } from '../ci-types.graphql.ts';

registerGlobalIdClass('Pipeline', 'Ci::Pipeline');

/** GitLab's GraphQL takes the source as a string and ignores values that name no source. */
function knownSource(source: string | null | undefined): PipelineSource | undefined {
  return PIPELINE_SOURCES.find((known) => known === source);
}

const pipelinePath = (subject: ProjectSubject, pipeline: PipelineRecord) =>
  `/${subject.project.fullPath}/-/pipelines/${pipeline.id}`;

const project = (ctx: GraphQLContext, pipeline: PipelineRecord) => projectSubject(ctx, pipeline.project.id);

const PipelinePermissionsRef = builder.objectRef<ProjectSubject>('PipelinePermissions').implement({
  fields: (t) => ({
    adminPipeline: t.boolean({ nullable: false, resolve: (s, _, ctx) => can(ctx.actor, 'admin_build', s) }),
    destroyPipeline: t.boolean({
      nullable: false,
      resolve: (s, _, ctx) => can(ctx.actor, 'destroy_pipeline', s),
    }),
    updatePipeline: t.boolean({
      nullable: false,
      resolve: (s, _, ctx) => can(ctx.actor, 'update_pipeline', s),
    }),
    cancelPipeline: t.boolean({
      nullable: false,
      resolve: (s, _, ctx) => can(ctx.actor, 'update_pipeline', s),
    }),
  }),
});

builder.node(PipelineRef, {
  description: 'A CI/CD pipeline.',
  id: { resolve: (p) => p.id, parse: (id: string) => Number(id) },
  loadMany: (ids: number[], ctx: GraphQLContext) => ctx.services.pipelines.loadMany(ctx.actor, ids),
  fields: (t) => ({
    iid: t.string({ nullable: false, resolve: (p) => String(p.iid) }),
    sha: t.exposeString('sha', { nullable: true }),
    shortSha: t.string({ nullable: true, resolve: (p) => p.sha.slice(0, 8) }),
    beforeSha: t.string({ nullable: true, resolve: (p) => p.beforeSha ?? null }),
    ref: t.exposeString('ref', { nullable: true }),
    refPath: t.string({
      nullable: true,
      resolve: (p) => `refs/${p.tag ? 'tags' : 'heads'}/${p.ref}`,
    }),
    name: t.string({ nullable: true, resolve: (p) => p.name ?? null }),
    // Properties of the same name are exposed (read in place by the compiled executor, no resolver call).
    status: t.expose('status', { type: PipelineStatusEnum, nullable: false }),
    detailedStatus: t.field({
      type: DetailedStatusRef,
      nullable: false,
      resolve: (p, _, ctx) =>
        withProject(ctx, p.project.id, (s) =>
          detailedStatus({ status: p.status, id: p.id, detailsPath: pipelinePath(s, p) }),
        ),
    }),
    source: t.exposeString('source', { nullable: true }),
    failureReason: t.string({ nullable: true, resolve: (p) => p.failureReason ?? null }),
    yamlErrors: t.string({
      nullable: true,
      description: 'The configuration errors, if any (GitLab answers a Boolean here: test it for null).',
      resolve: (p) => p.yamlErrors ?? null,
    }),
    yamlErrorMessages: t.string({ nullable: true, resolve: (p) => p.yamlErrors ?? null }),
    warnings: t.boolean({ nullable: false, resolve: () => false }),
    duration: t.int({ nullable: true, resolve: (p) => p.duration ?? null }),
    queuedDuration: t.field({ type: 'Duration', nullable: true, resolve: (p) => p.queuedDuration ?? null }),
    coverage: t.float({ nullable: true, resolve: (p) => (p.coverage == null ? null : Number(p.coverage)) }),
    createdAt: t.expose('createdAt', { type: 'Time', nullable: false }),
    updatedAt: t.expose('updatedAt', { type: 'Time', nullable: false }),
    startedAt: t.field({ type: 'Time', nullable: true, resolve: (p) => p.startedAt ?? null }),
    finishedAt: t.field({ type: 'Time', nullable: true, resolve: (p) => p.finishedAt ?? null }),
    committedAt: t.field({ type: 'Time', nullable: true, resolve: () => null }),
    active: t.boolean({ nullable: false, resolve: (p) => ACTIVE_STATUSES.includes(p.status) }),
    cancelable: t.boolean({ nullable: false, resolve: (p) => CANCELABLE_STATUSES.includes(p.status) }),
    retryable: t.boolean({
      nullable: false,
      resolve: (p) => (['failed', 'canceled'] as CiStatus[]).includes(p.status),
    }),
    complete: t.boolean({
      nullable: false,
      resolve: (p) => (['success', 'failed', 'canceled', 'skipped'] as CiStatus[]).includes(p.status),
    }),
    stuck: t.boolean({ nullable: false, resolve: () => false }),
    path: t.string({
      nullable: true,
      resolve: (p, _, ctx) => withProject(ctx, p.project.id, (s) => pipelinePath(s, p)),
    }),
    commitPath: t.string({
      nullable: true,
      resolve: (p, _, ctx) =>
        withProject(ctx, p.project.id, (s) => `/${s.project.fullPath}/-/commit/${p.sha}`),
    }),
    user: t.field({ type: UserRef, nullable: true, resolve: (p) => p.user?.id ?? null }),
    project: t.field({ type: ProjectRef, nullable: true, resolve: (p, _, ctx) => project(ctx, p) }),
    userPermissions: t.field({
      type: PipelinePermissionsRef,
      nullable: false,
      resolve: (p, _, ctx) => project(ctx, p),
    }),
    stages: t.connection(
      {
        type: StageRef,
        nullable: true,
        description: 'Stages of the pipeline.',
        resolve: async (p, args, ctx, info) => {
          const key = { pipelineId: p.id, projectId: p.project.id };
          return connectionFromArray(stagesOf(await latestJobs(ctx, key, info)), args);
        },
      },
      StageConnection,
    ),
    jobs: t.connection(
      {
        type: JobRef,
        nullable: true,
        description: 'Jobs of the pipeline (builds by default; every attempt unless `retried` says).',
        args: {
          statuses: t.arg({ type: [JobStatusEnum], description: 'Filter jobs by status.' }),
          retried: t.arg.boolean({ description: 'Filter jobs by retry-status.' }),
          jobKind: t.arg({ type: JobKindEnum, description: 'Filter jobs by kind.' }),
          whenExecuted: t.arg.stringList({ description: 'Filter jobs by when they are executed.' }),
        },
        resolve: async (p, args, ctx) =>
          connectionFromPage(
            await pipelineJobs(
              ctx,
              p,
              {
                scope: args.statuses ?? undefined,
                includeRetried: args.retried !== false,
                onlyRetried: args.retried === true,
                type: args.jobKind ?? 'Ci::Build',
                when: (args.whenExecuted ?? undefined) as JobWhen[] | undefined,
              },
              pageRequestFromArgs(args),
            ),
          ),
      },
      JobConnection,
    ),
    job: t.field({
      type: JobRef,
      nullable: true,
      description: 'A job of the pipeline, by id or name.',
      args: { id: t.arg({ type: 'JobID' }), name: t.arg.string() },
      resolve: async (p, args, ctx, info) => {
        if (args.id == null && args.name == null) throw badRequest('One of id or name is required');
        const jobs = await latestJobs(ctx, { pipelineId: p.id, projectId: p.project.id }, info);
        return jobs.find((job) => (args.id != null ? job.id === args.id : job.name === args.name)) ?? null;
      },
    }),
    downstream: t.connection(
      {
        type: PipelineRef,
        nullable: true,
        description: 'Pipelines this pipeline triggered.',
        resolve: async (p, args, ctx) => connectionFromArray(await downstreamPipelines(ctx, p.id), args),
      },
      PipelineConnection,
    ),
    upstream: t.field({
      type: PipelineRef,
      nullable: true,
      description: 'The pipeline that triggered this one.',
      resolve: (p, _, ctx) => (p.sourcePipelineId == null ? null : pipelineById(ctx, p.sourcePipelineId)),
    }),
  }),
});

builder.objectFields(ProjectRef, (t) => ({
  pipelines: t.connection(
    {
      type: PipelineRef,
      nullable: true,
      description:
        'Pipelines of the project, newest first; child pipelines only with `source: "parent_pipeline"`, as GitLab.',
      args: {
        status: t.arg({ type: PipelineStatusEnum, description: 'Filter pipelines by their status.' }),
        scope: t.arg({ type: PipelineScopeEnum, description: 'Filter pipelines by scope.' }),
        ref: t.arg.string(),
        sha: t.arg.string(),
        source: t.arg.string({
          description: 'Filter pipelines by their source (an unknown source filters nothing, as GitLab).',
        }),
        username: t.arg.string({ description: 'Filter pipelines by the user that triggered the pipeline.' }),
        updatedAfter: t.arg({ type: 'Time' }),
        updatedBefore: t.arg({ type: 'Time' }),
      },
      resolve: async (s, args, ctx) => {
        primeProject(ctx, s);
        const page = await ctx.services.pipelines.listOf(
          ctx.actor,
          s,
          {
            status: args.status ?? undefined,
            scope: args.scope ?? undefined,
            ref: args.ref ?? undefined,
            sha: args.sha ?? undefined,
            source: knownSource(args.source),
            username: args.username ?? undefined,
            updatedAfter: args.updatedAfter ?? undefined,
            updatedBefore: args.updatedBefore ?? undefined,
          },
          pageRequestFromArgs(args),
        );
        primePipelines(ctx, page.items);
        return connectionFromPage(page);
      },
    },
    PipelineConnection,
  ),
  pipeline: t.field({
    type: PipelineRef,
    nullable: true,
    description: 'A pipeline of the project, by its iid, id or commit (the newest of the commit).',
    args: {
      iid: t.arg.id({ description: 'IID of the pipeline, e.g. "1".' }),
      id: t.arg({ type: 'CiPipelineID', description: 'Global ID of the pipeline.' }),
      sha: t.arg.string({
        description: 'SHA of the pipeline, e.g. "dyd0f15ay83993f5ab66k927w28673882x99100b".',
      }),
    },
    resolve: (s, args, ctx) =>
      nullIfNotFound(async () => {
        if (args.iid == null && args.id == null && args.sha == null)
          throw badRequest('Provide one of ID, IID or SHA');
        primeProject(ctx, s);
        return (
          await ctx.services.pipelines.findBy(ctx.actor, s.project.id, {
            id: args.id ?? undefined,
            iid: args.iid == null ? undefined : Number(args.iid),
            sha: args.sha ?? undefined,
          })
        ).pipeline;
      }),
  }),
  job: t.field({
    type: JobRef,
    nullable: true,
    description: 'One job of the project.',
    args: { id: t.arg({ type: 'JobID', required: true, description: 'ID of the job.' }) },
    resolve: async (s, args, ctx) => {
      primeProject(ctx, s);
      const [job] = await ctx.services.jobs.recordsOf(ctx.actor, s, [args.id]);
      return job ?? null;
    },
  }),
  jobs: t.connection(
    {
      type: JobRef,
      nullable: true,
      description: 'Jobs of the project, newest first, retried ones too.',
      args: {
        statuses: t.arg({ type: [JobStatusEnum], description: 'Filter jobs by status.' }),
        withArtifacts: t.arg.boolean({ description: 'Filter by artifacts presence.' }),
        name: t.arg.string({ description: 'Filter jobs by name.' }),
        sources: t.arg({ type: [JobSourceEnum], description: 'Filter jobs by source.' }),
      },
      resolve: async (s, args, ctx, info) => {
        primeProject(ctx, s);
        const page = await ctx.services.jobs.recordPageForProject(
          ctx.actor,
          s,
          {
            scope: args.statuses ?? undefined,
            withArtifacts: args.withArtifacts ?? undefined,
            name: args.name ?? undefined,
            sources: args.sources ?? undefined,
            type: 'Ci::Build',
          },
          pageRequestFromArgs(args),
          // Jobs that show their pipeline bring the pipelines along, in the page's statement.
          { withPipelines: connectionItemsSelect(info, 'pipeline') },
        );
        primePipelines(ctx, page.pipelines);
        return connectionFromPage(page);
      },
    },
    JobConnection,
  ),
}));

const pipelinePayload = (
  t: PothosSchemaTypes.ObjectFieldBuilder<SchemaTypes, { pipeline?: Pipeline | null; errors: string[] }>,
) => ({
  pipeline: t.field({ type: PipelineRef, nullable: true, resolve: (p) => p.pipeline ?? null }),
  errors: mutationErrorsField(t),
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
  { outputFields: pipelinePayload },
);

const ACTIONS = {
  pipelineRetry: 'Retries the failed and canceled jobs of a pipeline.',
  pipelineCancel: 'Cancels a pipeline.',
  pipelineDestroy: 'Deletes a pipeline (owners).',
} as const;

for (const [name, description] of Object.entries(ACTIONS) as [keyof typeof ACTIONS, string][]) {
  builder.relayMutationField(
    name,
    { inputFields: (t) => ({ id: t.field({ type: 'CiPipelineID', required: true }) }) },
    {
      description,
      resolve: (_, { input }, ctx) =>
        mutationPayload(
          async () => {
            const projectId = (await ctx.services.pipelines.projectIdOf(input.id)) ?? 0;
            const target = await ctx.services.pipelines.find(ctx.actor, projectId, input.id);
            if (name === 'pipelineDestroy') {
              await ctx.services.pipelines.delete(ctx.actor, target);
              return { pipeline: null };
            }
            await ctx.services.pipelines[name === 'pipelineRetry' ? 'retry' : 'cancel'](ctx.actor, target);
            return { pipeline: (await ctx.services.pipelines.find(ctx.actor, projectId, input.id)).pipeline };
          },
          { pipeline: null },
        ),
    },
    { outputFields: pipelinePayload },
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
  { outputFields: pipelinePayload },
);
