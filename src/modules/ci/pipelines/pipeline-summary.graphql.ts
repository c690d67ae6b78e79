import type { GraphQLResolveInfo } from 'graphql';
import { builder, type GraphQLContext } from '../../../graphql/builder.ts';
import { connectionFromArray } from '../../../graphql/connections.ts';
import { registerGlobalIdClass } from '../../../graphql/global-id.ts';
import { CommitRef } from '../../repository/commit.graphql.ts';
import {
  isNewestOfRef,
  jobById,
  latestJobs,
  pipelineById,
  pipelineCommit,
  projectSubject,
} from '../ci-loaders.ts';
import { JobRef, PipelineRef } from '../ci-types.graphql.ts';
import type { PipelineRecord } from './pipeline-records.ts';
import { errorMessagesOf, pipelineOfMessage, type PipelineMessage } from './pipeline-messages.ts';

/** What GitLab's pipeline lists show of a pipeline beyond its own columns: its commit, jobs summed up, messages. */

const ConfigSourceEnum = builder.enumType('PipelineConfigSourceEnum', {
  values: {
    UNKNOWN_SOURCE: { value: 'unknown_source' },
    REPOSITORY_SOURCE: { value: 'repository_source' },
    AUTO_DEVOPS_SOURCE: { value: 'auto_devops_source' },
    WEBIDE_SOURCE: { value: 'webide_source' },
    REMOTE_SOURCE: { value: 'remote_source' },
    EXTERNAL_PROJECT_SOURCE: { value: 'external_project_source' },
    BRIDGE_SOURCE: { value: 'bridge_source' },
    PARAMETER_SOURCE: { value: 'parameter_source' },
    COMPLIANCE_SOURCE: { value: 'compliance_source' },
  } as const,
});

const MergeRequestEventTypeEnum = builder.enumType('PipelineMergeRequestEventType', {
  values: {
    MERGED_RESULT: { value: 'merged_result' },
    DETACHED: { value: 'detached' },
    MERGE_TRAIN: { value: 'merge_train' },
  } as const,
});

registerGlobalIdClass('PipelineMessage', 'Ci::PipelineMessage');

/** A message of a pipeline, if the caller may read the pipeline. */
async function messageById(ctx: GraphQLContext, id: number): Promise<PipelineMessage | null> {
  const pipeline = await pipelineById(ctx, pipelineOfMessage(id));
  return (pipeline && errorMessagesOf(pipeline).find((message) => message.id === id)) ?? null;
}

/** A pipeline's message, loadable by id (`node(id:)`) for those who may read its pipeline. */
const MessageRef = builder.node(builder.objectRef<PipelineMessage>('PipelineMessage'), {
  id: { resolve: (message) => message.id, parse: (id: string) => Number(id) },
  loadMany: (ids: number[], ctx: GraphQLContext) => Promise.all(ids.map((id) => messageById(ctx, id))),
  fields: (t) => ({
    content: t.exposeString('content', { nullable: false }),
  }),
});

const MessageConnection = builder.connectionObject(
  {
    type: MessageRef,
    name: 'PipelineMessageConnection',
    description: 'The connection type for PipelineMessage.',
  },
  { name: 'PipelineMessageEdge', description: 'An edge in a connection.' },
);

const jobsOf = (ctx: Parameters<typeof latestJobs>[0], p: PipelineRecord, info: GraphQLResolveInfo) =>
  latestJobs(ctx, { pipelineId: p.id, projectId: p.project.id }, info);

builder.objectFields(PipelineRef, (t) => ({
  commit: t.field({
    type: CommitRef,
    nullable: true,
    description: "The pipeline's commit (read in one batch for the page, from the repository).",
    resolve: async (p, _, ctx) => {
      const commit = await pipelineCommit(ctx, p);
      if (!commit) return null;
      const subject = await projectSubject(ctx, p.project.id);
      return {
        commit,
        projectUrl: ctx.services.urls.to(subject.project.fullPath),
        projectId: subject.project.id,
      };
    },
  }),
  configSource: t.field({
    type: ConfigSourceEnum,
    nullable: true,
    resolve: (p) => (p.source === 'parent_pipeline' ? 'bridge_source' : 'repository_source'),
  }),
  latest: t.boolean({
    nullable: false,
    description: 'The newest pipeline of its ref.',
    resolve: (p, _, ctx) => isNewestOfRef(ctx, p),
  }),
  child: t.boolean({ nullable: false, resolve: (p) => p.source === 'parent_pipeline' }),
  type: t.string({
    nullable: false,
    description:
      'Type of the pipeline: branch_pipeline, tag_pipeline, detached_merge_request_pipeline, merged_result_pipeline or merge_train_pipeline.',
    resolve: (p) =>
      p.source === 'merge_request_event'
        ? p.mergeRequestEventType === 'merged_result'
          ? 'merged_result_pipeline'
          : p.mergeRequestEventType === 'merge_train'
            ? 'merge_train_pipeline'
            : 'detached_merge_request_pipeline'
        : p.tag
          ? 'tag_pipeline'
          : 'branch_pipeline',
  }),
  mergeRequestEventType: t.field({
    type: MergeRequestEventTypeEnum,
    nullable: true,
    description: 'Event type of the merge request pipeline: detached, merged_result or merge_train.',
    resolve: (p) => (p.source === 'merge_request_event' ? (p.mergeRequestEventType ?? 'detached') : null),
  }),
  refText: t.string({
    nullable: false,
    resolve: (p) => `For ${p.tag ? 'tag' : 'branch'} ${p.ref}`,
  }),
  sourceJob: t.field({
    type: JobRef,
    nullable: true,
    description: 'The trigger job this pipeline runs downstream of.',
    resolve: (p, _, ctx) =>
      p.sourceJobId == null || p.sourceProjectId == null
        ? null
        : jobById(ctx, { id: p.sourceJobId, projectId: p.sourceProjectId }).catch(() => null),
  }),
  triggeredByPath: t.string({
    nullable: true,
    resolve: async (p, _, ctx) => {
      if (p.sourcePipelineId == null) return null;
      const upstream = await pipelineById(ctx, p.sourcePipelineId);
      if (!upstream) return null;
      return `/${(await projectSubject(ctx, upstream.project.id)).project.fullPath}/-/pipelines/${upstream.id}`;
    },
  }),
  totalJobs: t.int({
    nullable: false,
    resolve: async (p, _, ctx, info) => (await jobsOf(ctx, p, info)).length,
  }),
  failedJobsCount: t.int({
    nullable: false,
    resolve: async (p, _, ctx, info) =>
      (await jobsOf(ctx, p, info)).filter((job) => job.status === 'failed').length,
  }),
  hasManualActions: t.boolean({
    nullable: false,
    resolve: async (p, _, ctx, info) => (await jobsOf(ctx, p, info)).some((job) => job.status === 'manual'),
  }),
  hasScheduledActions: t.boolean({
    nullable: false,
    resolve: async (p, _, ctx, info) =>
      (await jobsOf(ctx, p, info)).some((job) => job.status === 'scheduled'),
  }),
  errorMessages: t.connection(
    {
      type: MessageRef,
      nullable: true,
      resolve: (p, args) => connectionFromArray(errorMessagesOf(p), args),
    },
    MessageConnection,
  ),
  warningMessages: t.connection(
    {
      type: MessageRef,
      nullable: true,
      description: 'Pipeline warning messages: none here, where pipeline creation records no warnings.',
      resolve: (_, args) => connectionFromArray([], args),
    },
    MessageConnection,
  ),
}));
