import type { Actor } from '../../core/actor.ts';
import { DomainError, notFound } from '../../core/errors.ts';
import type { DomainEvent } from '../../core/events.ts';
import { can } from '../../core/policy.ts';
import { builder, type GraphQLContext } from '../../graphql/builder.ts';
import { encodeGlobalId } from '../../graphql/global-id.ts';
import { GuardedStream, PURE_EVENT_SOURCE, SHARED_EVENT_STREAM } from '../../graphql/shared-subscriptions.ts';
import { pipelineById, primeProject } from './ci-loaders.ts';
import { JobRef, PipelineRef, StageRef, type StageNode } from './ci-types.graphql.ts';
import { stageOfId, stagesOf } from './stages/stages.graphql.ts';

type JobEvent = DomainEvent<'ci.job.status'>['payload'];
type PipelineEvent = DomainEvent<'ci.pipeline.status'>['payload'];

const upper = (status: string) => status.toUpperCase();

const CiJobStatusChangeRef = builder.objectRef<JobEvent>('CiJobStatusChange').implement({
  description: 'A job moved from one status to another.',
  fields: (t) => ({
    jobId: t.id({ nullable: false, resolve: (e) => encodeGlobalId('Ci::Build', e.jobId) }),
    pipelineId: t.id({ nullable: false, resolve: (e) => encodeGlobalId('Ci::Pipeline', e.pipelineId) }),
    name: t.exposeString('name', { nullable: false }),
    stage: t.exposeString('stage', { nullable: false }),
    kind: t.string({
      nullable: false,
      description: 'BUILD or BRIDGE.',
      resolve: (e) => (e.type === 'Ci::Bridge' ? 'BRIDGE' : 'BUILD'),
    }),
    status: t.string({ nullable: false, resolve: (e) => upper(e.status) }),
    previousStatus: t.string({ nullable: false, resolve: (e) => upper(e.previousStatus) }),
    at: t.field({ type: 'Time', nullable: false, resolve: (e) => e.at }),
  }),
});

const CiPipelineStatusChangeRef = builder.objectRef<PipelineEvent>('CiPipelineStatusChange').implement({
  description: 'A pipeline moved from one status to another.',
  fields: (t) => ({
    pipelineId: t.id({ nullable: false, resolve: (e) => encodeGlobalId('Ci::Pipeline', e.pipelineId) }),
    ref: t.exposeString('ref', { nullable: false }),
    sha: t.exposeString('sha', { nullable: false }),
    status: t.string({ nullable: false, resolve: (e) => upper(e.status) }),
    previousStatus: t.string({ nullable: false, resolve: (e) => upper(e.previousStatus) }),
    at: t.field({ type: 'Time', nullable: false, resolve: (e) => e.at }),
  }),
});

/** What a viewer is allowed on a project's CI objects: viewers alike get alike answers. */
const CI_ABILITIES = [
  'read_build',
  'read_pipeline',
  'update_build',
  'update_pipeline',
  'destroy_pipeline',
  'admin_build',
] as const;

async function readableSubject(ctx: GraphQLContext, actor: Actor, projectId: number) {
  const subject = await ctx.services.projects.find(actor, projectId).catch((error: unknown) => {
    if (error instanceof DomainError) return null;
    throw error;
  });
  return subject !== null && can(actor, 'read_build', subject) ? subject : null;
}

/** Status changes of a project's jobs or pipelines, to a subscriber who may read them, for as long as they may. */
async function buildEvents<T extends 'ci.job.status' | 'ci.pipeline.status'>(
  ctx: GraphQLContext,
  projectId: number,
  type: T,
  filter: (event: DomainEvent<T>) => boolean,
): Promise<GuardedStream<DomainEvent<T>>> {
  if (!(await readableSubject(ctx, ctx.actor, projectId))) throw notFound('Project');
  return new GuardedStream(ctx.services.bus.subscribe(type, filter), {
    scope: { type: 'project', id: projectId },
    ability: 'read_build',
    decide: async (actor) => {
      const subject = await readableSubject(ctx, actor, projectId);
      if (!subject) return { allowed: false };
      const abilities = CI_ABILITIES.map((a) => (can(actor, a, subject) ? 1 : 0)).join('');
      return { allowed: true, viewerClass: `project:${projectId}:${abilities}` };
    },
  });
}

/** The job an event is about, as the viewer sees it now. */
async function jobOfEvent(ctx: GraphQLContext, event: DomainEvent<'ci.job.status'>) {
  const { projectId, jobId } = event.payload;
  const subject = await ctx.services.projects.find(ctx.actor, projectId);
  primeProject(ctx, subject);
  const [job] = await ctx.services.jobs.recordsOf(ctx.actor, subject, [jobId]);
  return job ?? null;
}

async function pipelineOfEvent(ctx: GraphQLContext, event: DomainEvent<'ci.pipeline.status'>) {
  return pipelineById(ctx, event.payload.pipelineId);
}

async function projectIdOfPath(ctx: GraphQLContext, projectId: number): Promise<number> {
  const subject = await ctx.services.projects.find(ctx.actor, projectId).catch(() => null);
  if (!subject) throw notFound('Project');
  return subject.project.id;
}

builder.subscriptionFields((t) => ({
  ciJobStatusUpdated: t.field({
    type: JobRef,
    nullable: true,
    extensions: PURE_EVENT_SOURCE,
    description: 'Triggered when a job status is updated: the job as it is then.',
    args: { jobId: t.arg({ type: 'CiBuildID', required: true }) },
    subscribe: async (_, args, ctx) => {
      const projectId = await ctx.services.jobs.projectIdOf(args.jobId);
      if (projectId === null) throw notFound('Job');
      return buildEvents(ctx, projectId, 'ci.job.status', (e) => e.payload.jobId === args.jobId);
    },
    resolve: (event: DomainEvent<'ci.job.status'>, _, ctx) => jobOfEvent(ctx, event),
  }),
  ciJobProcessed: t.field({
    type: JobRef,
    nullable: true,
    extensions: PURE_EVENT_SOURCE,
    description:
      "Triggered when a project's job changes status (with `withArtifacts`, only when it finishes: artifacts come then).",
    args: {
      projectId: t.arg({ type: 'ProjectID', required: true }),
      withArtifacts: t.arg.boolean({ description: 'Indicates if the job contains artifacts.' }),
    },
    subscribe: async (_, args, ctx) => {
      const projectId = await projectIdOfPath(ctx, args.projectId);
      return buildEvents(
        ctx,
        projectId,
        'ci.job.status',
        (e) =>
          e.payload.projectId === projectId &&
          (!args.withArtifacts || ['success', 'failed'].includes(e.payload.status)),
      );
    },
    resolve: (event: DomainEvent<'ci.job.status'>, _, ctx) => jobOfEvent(ctx, event),
  }),
  ciPipelineStatusUpdated: t.field({
    type: PipelineRef,
    nullable: true,
    extensions: PURE_EVENT_SOURCE,
    description: 'Triggered when a pipeline status is updated: the pipeline as it is then.',
    args: { pipelineId: t.arg({ type: 'CiPipelineID', required: true }) },
    subscribe: async (_, args, ctx) => {
      const projectId = await ctx.services.pipelines.projectIdOf(args.pipelineId);
      if (projectId === null) throw notFound('Pipeline');
      return buildEvents(
        ctx,
        projectId,
        'ci.pipeline.status',
        (e) => e.payload.pipelineId === args.pipelineId,
      );
    },
    resolve: (event: DomainEvent<'ci.pipeline.status'>, _, ctx) => pipelineOfEvent(ctx, event),
  }),
  ciPipelineStatusesUpdated: t.field({
    type: PipelineRef,
    nullable: true,
    extensions: PURE_EVENT_SOURCE,
    description: "Triggered when the status of any of a project's pipelines is updated.",
    args: {
      projectId: t.arg({ type: 'ProjectID', required: true }),
      sha: t.arg.string({ description: 'Only the pipelines of this commit.' }),
    },
    subscribe: async (_, args, ctx) => {
      const projectId = await projectIdOfPath(ctx, args.projectId);
      return buildEvents(
        ctx,
        projectId,
        'ci.pipeline.status',
        (e) => e.payload.projectId === projectId && (args.sha == null || e.payload.sha === args.sha),
      );
    },
    resolve: (event: DomainEvent<'ci.pipeline.status'>, _, ctx) => pipelineOfEvent(ctx, event),
  }),
  ciStageUpdated: t.field({
    type: StageRef,
    nullable: true,
    extensions: PURE_EVENT_SOURCE,
    description: 'Triggered when a job of a stage changes status: the stage as it is then.',
    args: { stageId: t.arg({ type: 'CiStageID', required: true }) },
    subscribe: async (_, args, ctx) => {
      const { pipelineId, idx } = stageOfId(args.stageId);
      const projectId = await ctx.services.pipelines.projectIdOf(pipelineId);
      if (projectId === null) throw notFound('Stage');
      const subject = await ctx.services.projects.find(ctx.actor, projectId).catch(() => null);
      if (!subject || !can(ctx.actor, 'read_build', subject)) throw notFound('Stage');
      const jobs = await ctx.services.jobs.latestRecordsOfPipelines(ctx.actor, subject, [pipelineId]);
      const stage = stagesOf(jobs).find((s) => s.idx === idx);
      if (!stage) throw notFound('Stage');
      return buildEvents(
        ctx,
        projectId,
        'ci.job.status',
        (e) => e.payload.pipelineId === pipelineId && e.payload.stage === stage.name,
      );
    },
    resolve: (event: DomainEvent<'ci.job.status'>, args): StageNode => ({
      pipelineId: event.payload.pipelineId,
      projectId: event.payload.projectId,
      name: event.payload.stage,
      idx: stageOfId(args.stageId).idx,
    }),
  }),
  ciJobStatusChanged: t.field({
    type: CiJobStatusChangeRef,
    extensions: SHARED_EVENT_STREAM,
    deprecationReason:
      'Use `ciJobStatusUpdated`, which returns the `CiJob` as GitLab does (this was its payload until then).',
    description: 'Every status change of one job, in order.',
    args: { jobId: t.arg({ type: 'CiBuildID', required: true }) },
    subscribe: async (_, args, ctx) => {
      const projectId = await ctx.services.jobs.projectIdOf(args.jobId);
      if (projectId === null) throw notFound('Job');
      return buildEvents(ctx, projectId, 'ci.job.status', (e) => e.payload.jobId === args.jobId);
    },
    resolve: (event: DomainEvent<'ci.job.status'>) => event.payload,
  }),
  ciPipelineStatusChanged: t.field({
    type: CiPipelineStatusChangeRef,
    extensions: SHARED_EVENT_STREAM,
    deprecationReason:
      'Use `ciPipelineStatusUpdated`, which returns the `Pipeline` as GitLab does (this was its payload until then).',
    description: 'Every status change of one pipeline, in order.',
    args: { pipelineId: t.arg({ type: 'CiPipelineID', required: true }) },
    subscribe: async (_, args, ctx) => {
      const projectId = await ctx.services.pipelines.projectIdOf(args.pipelineId);
      if (projectId === null) throw notFound('Pipeline');
      return buildEvents(
        ctx,
        projectId,
        'ci.pipeline.status',
        (e) => e.payload.pipelineId === args.pipelineId,
      );
    },
    resolve: (event: DomainEvent<'ci.pipeline.status'>) => event.payload,
  }),
  projectCiJobsStatusUpdated: t.field({
    type: CiJobStatusChangeRef,
    extensions: SHARED_EVENT_STREAM,
    description: 'Every status change of every job of a project, in order.',
    args: { projectPath: t.arg.id({ required: true }) },
    subscribe: async (_, args, ctx) => {
      const subject = await ctx.services.projects.find(ctx.actor, String(args.projectPath)).catch(() => null);
      if (!subject) throw notFound('Project');
      const projectId = subject.project.id;
      return buildEvents(ctx, projectId, 'ci.job.status', (e) => e.payload.projectId === projectId);
    },
    resolve: (event: DomainEvent<'ci.job.status'>) => event.payload,
  }),
}));
