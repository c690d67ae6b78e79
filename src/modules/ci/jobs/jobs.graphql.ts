import { builder } from '../../../graphql/builder.ts';
import { mutationPayload } from '../../../graphql/errors.ts';
import { encodeGlobalId, registerGlobalIdClass } from '../../../graphql/global-id.ts';
import type { JobView } from './job-view.ts';

registerGlobalIdClass('CiJob', 'Ci::Build');

export const JobRef = builder.objectRef<JobView>('CiJob').implement({
  description: 'A CI/CD job (or a trigger job, kind BRIDGE).',
  fields: (t) => ({
    id: t.id({ nullable: false, resolve: (v) => encodeGlobalId('CiJob', v.job.id) }),
    name: t.string({ nullable: false, resolve: (v) => v.job.name }),
    stage: t.string({ nullable: false, resolve: (v) => v.job.stage }),
    kind: t.string({ nullable: false, resolve: (v) => (v.job.type === 'Ci::Bridge' ? 'BRIDGE' : 'BUILD') }),
    status: t.string({ nullable: false, resolve: (v) => v.job.status.toUpperCase() }),
    allowFailure: t.boolean({ nullable: false, resolve: (v) => v.job.allowFailure }),
    failureReason: t.string({ nullable: true, resolve: (v) => v.job.failureReason ?? null }),
    coverage: t.float({
      nullable: true,
      resolve: (v) => (v.job.coverage == null ? null : Number(v.job.coverage)),
    }),
    retried: t.boolean({ nullable: false, resolve: (v) => v.job.retried }),
    manualJob: t.boolean({ nullable: false, resolve: (v) => v.job.when === 'manual' }),
    createdAt: t.field({ type: 'Time', nullable: false, resolve: (v) => v.job.createdAt }),
    startedAt: t.field({ type: 'Time', nullable: true, resolve: (v) => v.job.startedAt ?? null }),
    finishedAt: t.field({ type: 'Time', nullable: true, resolve: (v) => v.job.finishedAt ?? null }),
    webPath: t.string({
      nullable: false,
      resolve: (v) => `${new URL(v.projectUrl).pathname}/-/jobs/${v.job.id}`,
    }),
    downstreamPipelineId: t.id({
      nullable: true,
      resolve: (v) =>
        v.job.downstreamPipelineId == null ? null : encodeGlobalId('Pipeline', v.job.downstreamPipelineId),
    }),
  }),
});

for (const action of ['retry', 'cancel', 'play'] as const) {
  const name = action === 'retry' ? 'jobRetry' : action === 'cancel' ? 'jobCancel' : 'jobPlay';
  builder.relayMutationField(
    name,
    { inputFields: (t) => ({ id: t.field({ type: 'CiBuildID', required: true }) }) },
    {
      description: `${action[0]!.toUpperCase()}${action.slice(1)}s a job.`,
      resolve: (_, { input }, ctx) =>
        mutationPayload(
          async () => {
            const projectId = (await ctx.services.jobs.projectIdOf(input.id)) ?? 0;
            const job =
              action === 'play'
                ? await ctx.services.jobs.play(ctx.actor, projectId, input.id, {})
                : await ctx.services.jobs[action](ctx.actor, projectId, input.id);
            return { job };
          },
          { job: null },
        ),
    },
    {
      outputFields: (t) => ({
        job: t.field({ type: JobRef, nullable: true, resolve: (p) => p.job }),
        errors: t.stringList({ resolve: (p) => p.errors }),
      }),
    },
  );
}
