import type { Actor } from '../../core/actor.ts';
import { DomainError, notFound } from '../../core/errors.ts';
import type { DomainEvent } from '../../core/events.ts';
import { can } from '../../core/policy.ts';
import { builder, type GraphQLContext } from '../../graphql/builder.ts';
import { encodeGlobalId } from '../../graphql/global-id.ts';
import { GuardedStream, SHARED_EVENT_STREAM } from '../../graphql/shared-subscriptions.ts';

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

/** May the actor see the project's pipelines and jobs? Invisible projects look absent. */
async function mayReadBuilds(ctx: GraphQLContext, actor: Actor, projectId: number): Promise<boolean> {
  const subject = await ctx.services.projects.find(actor, projectId).catch((error: unknown) => {
    if (error instanceof DomainError) return null;
    throw error;
  });
  return subject !== null && can(actor, 'read_build', subject);
}

/** Status changes of a project's jobs or pipelines, to a subscriber who may read them, for as long as they may. */
async function buildEvents<T extends 'ci.job.status' | 'ci.pipeline.status'>(
  ctx: GraphQLContext,
  projectId: number,
  type: T,
  filter: (event: DomainEvent<T>) => boolean,
): Promise<GuardedStream<DomainEvent<T>>> {
  if (!(await mayReadBuilds(ctx, ctx.actor, projectId))) throw notFound('Project');
  return new GuardedStream(ctx.services.bus.subscribe(type, filter), {
    scope: { type: 'project', id: projectId },
    ability: 'read_build',
    allows: (actor) => mayReadBuilds(ctx, actor, projectId),
  });
}

builder.subscriptionFields((t) => ({
  ciJobStatusUpdated: t.field({
    type: CiJobStatusChangeRef,
    extensions: SHARED_EVENT_STREAM,
    description: 'Every status change of one job, in order.',
    args: { jobId: t.arg({ type: 'CiBuildID', required: true }) },
    subscribe: async (_, args, ctx) => {
      const projectId = await ctx.services.jobs.projectIdOf(args.jobId);
      if (projectId === null) throw notFound('Job');
      return buildEvents(ctx, projectId, 'ci.job.status', (e) => e.payload.jobId === args.jobId);
    },
    resolve: (event: DomainEvent<'ci.job.status'>) => event.payload,
  }),
  ciPipelineStatusUpdated: t.field({
    type: CiPipelineStatusChangeRef,
    extensions: SHARED_EVENT_STREAM,
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
