import { can } from '../../../core/policy.ts';
import { builder, type GraphQLContext, type SchemaTypes } from '../../../graphql/builder.ts';
import { connectionFromArray } from '../../../graphql/connections.ts';
import { mutationPayload, mutationErrorsField } from '../../../graphql/errors.ts';
import {
  encodeGlobalId,
  idWithClass,
  registerGlobalIdClass,
  registerNodeClass,
} from '../../../graphql/global-id.ts';
import type { ProjectSubject } from '../../projects/projects.policy.ts';
import { ProjectRef } from '../../projects/projects.graphql.ts';
import { jobArtifacts, pipelineById, pipelineOfJob, projectSubject, withProject } from '../ci-loaders.ts';
import {
  DetailedStatusRef,
  JobKindEnum,
  JobRef,
  JobStatusEnum,
  PipelineRef,
  StageRef,
  VariableInput,
} from '../ci-types.graphql.ts';
import { detailedStatus, jobAction } from '../detailed-status.ts';
import { isActive, isCancelable, isPlayable, isRetryable, offeredAction } from './job-state.ts';
import type { JobArtifactRecord, JobRecord } from './job-view.ts';

registerGlobalIdClass('CiJob', 'Ci::Build');
registerNodeClass('CiJob', 'Ci::Bridge');

const seconds = (from: Date | null, to: Date | null) =>
  from && to ? Math.max(0, (to.getTime() - from.getTime()) / 1000) : null;

/** The job's page, under its project's path. */
const jobPath = (subject: ProjectSubject, job: JobRecord) => `/${subject.project.fullPath}/-/jobs/${job.id}`;

function statusOf(job: JobRecord, ctx: GraphQLContext) {
  return withProject(ctx, job.projectId, (subject) => statusIn(subject, job, ctx));
}

function statusIn(subject: ProjectSubject, job: JobRecord, ctx: GraphQLContext) {
  const path = jobPath(subject, job);
  const bridge = job.type === 'Ci::Bridge';
  const action = !bridge && can(ctx.actor, 'update_build', subject) ? offeredAction(job) : null;
  return detailedStatus({
    status: job.status,
    id: job.id,
    detailsPath: bridge ? null : path,
    warning: job.status === 'failed' && job.allowFailure,
    tooltip:
      job.status === 'failed' && job.failureReason
        ? `failed - (${job.failureReason.replaceAll('_', ' ')})`
        : undefined,
    action: jobAction({ id: job.id, typeName: job.type, path }, action),
  });
}

registerGlobalIdClass('CiJobArtifact', 'Ci::JobArtifact');

/** A job's stored file with its job's project (for its download path). */
export interface ArtifactNode {
  artifact: JobArtifactRecord;
  projectId: number;
}

export const artifactNode = (projectId: number, artifact: JobArtifactRecord): ArtifactNode => ({
  artifact,
  projectId,
});

// GitLab types `CiJobArtifact.id` as `CiJobArtifactID!`; a Relay node's id must be an `ID!`, and artifacts are nodes here.
export const JobArtifactRef = builder.loadableNode('CiJobArtifact', {
  description: 'A file a job uploaded: its archive or a report.',
  id: { resolve: ({ artifact }: ArtifactNode) => artifact.id, parse: (id: string) => Number(id) },
  load: (ids: number[], ctx: GraphQLContext) => ctx.services.jobs.loadArtifacts(ctx.actor, ids),
  fields: (t) => ({
    fileType: t.string({ nullable: true, resolve: ({ artifact }) => artifact.fileType.toUpperCase() }),
    name: t.string({ nullable: true, resolve: ({ artifact }) => artifact.filename }),
    size: t.float({ nullable: false, description: 'In bytes.', resolve: ({ artifact }) => artifact.size }),
    expireAt: t.field({
      type: 'Time',
      nullable: true,
      resolve: ({ artifact }) => artifact.expireAt ?? null,
    }),
    downloadPath: t.string({
      nullable: true,
      description: 'Where the REST API serves the archive (archives only).',
      resolve: ({ artifact, projectId }) =>
        artifact.fileType === 'archive'
          ? `/api/v4/projects/${projectId}/jobs/${artifact.jobId}/artifacts`
          : null,
    }),
  }),
});

const JobArtifactConnection = builder.connectionObject(
  {
    type: JobArtifactRef,
    name: 'CiJobArtifactConnection',
    description: 'The connection type for CiJobArtifact.',
  },
  { name: 'CiJobArtifactEdge', description: 'An edge in a connection.' },
);

const JobPermissionsRef = builder.objectRef<ProjectSubject>('JobPermissions').implement({
  fields: (t) => ({
    readBuild: t.boolean({ nullable: false, resolve: (s, _, ctx) => can(ctx.actor, 'read_build', s) }),
    readJobArtifacts: t.boolean({
      nullable: false,
      resolve: (s, _, ctx) => can(ctx.actor, 'read_build', s),
    }),
    updateBuild: t.boolean({ nullable: false, resolve: (s, _, ctx) => can(ctx.actor, 'update_build', s) }),
    cancelBuild: t.boolean({ nullable: false, resolve: (s, _, ctx) => can(ctx.actor, 'update_build', s) }),
  }),
});

// GitLab types `CiJob.id` as `JobID`; a Relay node's id must be an `ID!`, and jobs are nodes here.
builder.node(JobRef, {
  description: 'A CI/CD job (or a trigger job, kind BRIDGE).',
  id: {
    resolve: (job) => (job.type === 'Ci::Bridge' ? idWithClass('Ci::Bridge', job.id) : job.id),
    parse: (id: string) => Number(id),
  },
  loadMany: (ids: number[], ctx: GraphQLContext) => ctx.services.jobs.loadMany(ctx.actor, ids),
  fields: (t) => ({
    // Fields that show a record's property of the same name are exposed: the compiled executor reads
    // them in place, where a resolver costs a call, its arguments and its path per job.
    name: t.exposeString('name', { nullable: true }),
    status: t.expose('status', { type: JobStatusEnum, nullable: true }),
    detailedStatus: t.field({
      type: DetailedStatusRef,
      nullable: true,
      resolve: (job, _, ctx) => statusOf(job, ctx),
    }),
    kind: t.field({ type: JobKindEnum, nullable: false, resolve: (job) => job.type }),
    stage: t.expose('stage', { type: StageRef, nullable: true }),
    stageName: t.string({
      nullable: false,
      deprecationReason: 'Use `stage { name }`: `stage` is a `CiStage`, as GitLab has it.',
      resolve: (job) => job.stage.name,
    }),
    pipeline: t.field({
      type: PipelineRef,
      nullable: true,
      resolve: (job, _, ctx) => pipelineOfJob(ctx, job),
    }),
    project: t.field({
      type: ProjectRef,
      nullable: true,
      resolve: (job, _, ctx) => projectSubject(ctx, job.projectId),
    }),
    allowFailure: t.exposeBoolean('allowFailure', { nullable: false }),
    failureReason: t.exposeString('failureReason', { nullable: true }),
    failureMessage: t.string({
      nullable: true,
      resolve: (job) => (job.failureReason ? job.failureReason.replaceAll('_', ' ') : null),
    }),
    coverage: t.exposeFloat('coverage', { nullable: true }),
    retried: t.exposeBoolean('retried', { nullable: true }),
    retryable: t.boolean({ nullable: false, resolve: (job) => isRetryable(job) }),
    playable: t.boolean({ nullable: false, resolve: (job) => isPlayable(job) }),
    canPlayJob: t.boolean({
      nullable: false,
      resolve: (job, _, ctx) =>
        isPlayable(job) &&
        withProject(ctx, job.projectId, (subject) => can(ctx.actor, 'update_build', subject)),
    }),
    cancelable: t.boolean({ nullable: false, resolve: (job) => isCancelable(job) }),
    active: t.boolean({ nullable: false, resolve: (job) => isActive(job) }),
    stuck: t.boolean({ nullable: false, resolve: () => false }),
    manualJob: t.boolean({ nullable: true, resolve: (job) => job.when === 'manual' }),
    scheduled: t.boolean({ nullable: false, resolve: (job) => job.status === 'scheduled' }),
    triggered: t.boolean({ nullable: true, resolve: (job) => job.type === 'Ci::Bridge' }),
    createdByTag: t.boolean({ nullable: false, resolve: (job) => job.tag }),
    tags: t.stringList({ nullable: true, resolve: (job) => job.tagList }),
    refName: t.string({ nullable: true, resolve: (job) => job.ref }),
    refPath: t.string({
      nullable: true,
      resolve: (job, _, ctx) =>
        withProject(
          ctx,
          job.projectId,
          (s) => `/${s.project.fullPath}/-/commits/${encodeURIComponent(job.ref)}`,
        ),
    }),
    shortSha: t.string({ nullable: false, resolve: (job) => job.sha.slice(0, 8) }),
    commitPath: t.string({
      nullable: true,
      resolve: (job, _, ctx) =>
        withProject(ctx, job.projectId, (s) => `/${s.project.fullPath}/-/commit/${job.sha}`),
    }),
    webPath: t.string({
      nullable: true,
      resolve: (job, _, ctx) =>
        job.type === 'Ci::Bridge' ? null : withProject(ctx, job.projectId, (s) => jobPath(s, job)),
    }),
    retryPath: t.string({
      nullable: true,
      resolve: (job, _, ctx) =>
        isRetryable(job) ? withProject(ctx, job.projectId, (s) => `${jobPath(s, job)}/retry`) : null,
    }),
    playPath: t.string({
      nullable: true,
      resolve: (job, _, ctx) => withProject(ctx, job.projectId, (s) => `${jobPath(s, job)}/play`),
    }),
    browseArtifactsPath: t.string({
      nullable: true,
      resolve: (job, _, ctx) => withProject(ctx, job.projectId, (s) => `${jobPath(s, job)}/artifacts/browse`),
    }),
    createdAt: t.expose('createdAt', { type: 'Time', nullable: false }),
    scheduledAt: t.expose('scheduledAt', { type: 'Time', nullable: true }),
    queuedAt: t.expose('queuedAt', { type: 'Time', nullable: true }),
    startedAt: t.expose('startedAt', { type: 'Time', nullable: true }),
    finishedAt: t.expose('finishedAt', { type: 'Time', nullable: true }),
    erasedAt: t.expose('erasedAt', { type: 'Time', nullable: true }),
    duration: t.int({
      nullable: true,
      description: 'Duration of the job in seconds.',
      resolve: (job) => {
        const value = seconds(job.startedAt, job.finishedAt ?? (job.startedAt ? new Date() : null));
        return value === null ? null : Math.round(value);
      },
    }),
    queuedDuration: t.field({
      type: 'Duration',
      nullable: true,
      description: 'How long the job was enqueued before starting.',
      resolve: (job) => seconds(job.queuedAt, job.startedAt ?? (job.queuedAt ? new Date() : null)),
    }),
    artifacts: t.connection(
      {
        type: JobArtifactRef,
        nullable: true,
        description: 'Artifacts generated by the job.',
        resolve: async (job, args, ctx) =>
          connectionFromArray(
            (await jobArtifacts(ctx, job)).map((artifact) => artifactNode(job.projectId, artifact)),
            args,
          ),
      },
      JobArtifactConnection,
    ),
    downstreamPipeline: t.field({
      type: PipelineRef,
      nullable: true,
      resolve: (job, _, ctx) =>
        job.downstreamPipelineId == null ? null : pipelineById(ctx, job.downstreamPipelineId),
    }),
    downstreamPipelineId: t.id({
      nullable: true,
      deprecationReason: 'Use `downstreamPipeline { id }`, as GitLab has it.',
      resolve: (job) =>
        job.downstreamPipelineId == null ? null : encodeGlobalId('Pipeline', job.downstreamPipelineId),
    }),
    userPermissions: t.field({
      type: JobPermissionsRef,
      nullable: false,
      resolve: (job, _, ctx) => projectSubject(ctx, job.projectId),
    }),
  }),
});

export const jobPayload = (
  t: PothosSchemaTypes.ObjectFieldBuilder<SchemaTypes, { job?: JobRecord | null; errors: string[] }>,
) => ({
  job: t.field({ type: JobRef, nullable: true, resolve: (p) => p.job ?? null }),
  errors: mutationErrorsField(t),
});

const ACTIONS = {
  jobRetry: { idType: 'CiProcessableID', verb: 'Retries', variables: true },
  jobPlay: { idType: 'CiProcessableID', verb: 'Plays', variables: true },
  jobCancel: { idType: 'CiBuildID', verb: 'Cancels', variables: false },
} as const;

for (const [name, { idType, verb, variables }] of Object.entries(ACTIONS)) {
  builder.relayMutationField(
    name,
    {
      inputFields: (t) => ({
        id: t.field({ type: idType, required: true }),
        ...(variables
          ? { variables: t.field({ type: [VariableInput], description: 'Variables to use for the job.' }) }
          : {}),
      }),
    },
    {
      description: `${verb} a job.`,
      resolve: (_, { input }, ctx) =>
        mutationPayload(
          async () => {
            const id = input.id;
            const projectId = (await ctx.services.jobs.projectIdOf(id)) ?? 0;
            const given =
              'variables' in input ? (input.variables as { key: string; value: string }[] | null) : null;
            const values = Object.fromEntries((given ?? []).map((v) => [v.key, v.value]));
            const view =
              name === 'jobCancel'
                ? await ctx.services.jobs.cancel(ctx.actor, projectId, id)
                : name === 'jobPlay' || (given && given.length > 0)
                  ? await ctx.services.jobs.play(ctx.actor, projectId, id, values)
                  : await ctx.services.jobs.retry(ctx.actor, projectId, id);
            return { job: view.job };
          },
          { job: null },
        ),
    },
    { outputFields: jobPayload },
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
  { outputFields: (t) => ({ errors: mutationErrorsField(t) }) },
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
          return { job: (await ctx.services.jobs.get(ctx.actor, projectId, input.id)).job };
        },
        { job: null },
      ),
  },
  { outputFields: jobPayload },
);
