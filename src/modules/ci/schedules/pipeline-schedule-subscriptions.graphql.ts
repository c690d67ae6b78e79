import type { Actor } from '../../../core/actor.ts';
import { DomainError, notFound } from '../../../core/errors.ts';
import type { DomainEvent } from '../../../core/events.ts';
import { can } from '../../../core/policy.ts';
import { builder, type GraphQLContext } from '../../../graphql/builder.ts';
import { GuardedStream, PURE_EVENT_SOURCE } from '../../../graphql/shared-subscriptions.ts';
import { ScheduleRef } from './pipeline-schedules.graphql.ts';

/** The project, when the actor may read its pipeline schedules; null otherwise. */
async function scheduleReader(ctx: GraphQLContext, actor: Actor, projectId: number) {
  const subject = await ctx.services.projects.find(actor, projectId).catch((error: unknown) => {
    if (error instanceof DomainError) return null;
    throw error;
  });
  return subject !== null && can(actor, 'read_pipeline_schedule', subject) ? subject : null;
}

builder.subscriptionField('ciPipelineScheduleStatusUpdated', (t) =>
  t.field({
    type: ScheduleRef,
    nullable: true,
    extensions: PURE_EVENT_SOURCE,
    description:
      "Triggered when the status of a pipeline a project's schedule ran changes: the schedule as it is then.",
    args: { projectId: t.arg({ type: 'ProjectID', required: true }) },
    subscribe: async (_, args, ctx) => {
      const subject = await scheduleReader(ctx, ctx.actor, args.projectId);
      if (!subject) throw notFound('Project');
      const projectId = subject.project.id;
      const events = ctx.services.bus.subscribe(
        'ci.pipeline.status',
        (e) => e.payload.projectId === projectId && e.payload.pipelineScheduleId !== null,
      );
      // A schedule's permissions depend on who owns it: each subscriber's answers are its own.
      return new GuardedStream(events, {
        scope: { type: 'project', id: projectId },
        ability: 'read_pipeline_schedule',
        decide: async (actor) => ({ allowed: (await scheduleReader(ctx, actor, projectId)) !== null }),
      });
    },
    resolve: async (event: DomainEvent<'ci.pipeline.status'>, _, ctx) => {
      const [schedule] = await ctx.services.pipelineSchedules.loadMany(ctx.actor, [
        event.payload.pipelineScheduleId!,
      ]);
      return schedule ?? null;
    },
  }),
);
