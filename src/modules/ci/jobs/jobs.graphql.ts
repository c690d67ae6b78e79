import { builder } from '../../../graphql/builder.ts';
import { mutationPayload } from '../../../graphql/errors.ts';
import { encodeGlobalId, registerGlobalIdClass } from '../../../graphql/global-id.ts';
import type { JobArtifactRecord, JobView } from './job-view.ts';

registerGlobalIdClass('CiJob', 'Ci::Build');

const JobArtifactRef = builder
  .objectRef<{ artifact: JobArtifactRecord; apiPath: string }>('CiJobArtifact')
  .implement({
    description: 'A file a job uploaded: its archive or a report.',
    fields: (t) => ({
      fileType: t.string({ nullable: false, resolve: ({ artifact }) => artifact.fileType.toUpperCase() }),
      name: t.string({ nullable: false, resolve: ({ artifact }) => artifact.filename }),
      size: t.float({ nullable: false, description: 'In bytes.', resolve: ({ artifact }) => artifact.size }),
      expireAt: t.field({
        type: 'Time',
        nullable: true,
        resolve: ({ artifact }) => artifact.expireAt ?? null,
      }),
      downloadPath: t.string({
        nullable: true,
        description: 'Where the REST API serves the archive (archives only).',
        resolve: ({ artifact, apiPath }) => (artifact.fileType === 'archive' ? apiPath : null),
      }),
    }),
  });

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
    artifacts: t.field({
      type: [JobArtifactRef],
      nullable: false,
      resolve: (v) =>
        v.artifacts.map((artifact) => ({
          artifact,
          apiPath: `/api/v4/projects/${v.job.projectId}/jobs/${v.job.id}/artifacts`,
        })),
    }),
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

builder.relayMutationField(
  'projectJobArtifactsDestroy',
  { inputFields: (t) => ({ projectPath: t.id({ required: true }) }) },
  {
    description:
      "Deletes the artifacts of every job of a project (maintainers), except the newest successful pipeline's of each ref.",
    resolve: (_, { input }, ctx) =>
      mutationPayload(async () => {
        await ctx.services.jobArtifacts.deleteProjectArtifacts(ctx.actor, String(input.projectPath));
        return {};
      }, {}),
  },
  { outputFields: (t) => ({ errors: t.stringList({ resolve: (p) => p.errors }) }) },
);

builder.relayMutationField(
  'jobArtifactsDestroy',
  { inputFields: (t) => ({ id: t.field({ type: 'CiBuildID', required: true }) }) },
  {
    description: "Deletes a job's artifacts (maintainers); the log stays.",
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          const projectId = (await ctx.services.jobs.projectIdOf(input.id)) ?? 0;
          await ctx.services.jobArtifacts.delete(ctx.actor, projectId, input.id);
          return { job: await ctx.services.jobs.get(ctx.actor, projectId, input.id) };
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
