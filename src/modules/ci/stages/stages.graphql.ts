import type { GraphQLResolveInfo } from 'graphql';
import { can } from '../../../core/policy.ts';
import { builder, type GraphQLContext } from '../../../graphql/builder.ts';
import { connectionFromArray } from '../../../graphql/connections.ts';
import { encodeGlobalId, registerGlobalIdClass } from '../../../graphql/global-id.ts';
import { latestJobs, pipelineById, projectSubject } from '../ci-loaders.ts';
import {
  DetailedStatusRef,
  GroupConnection,
  GroupRef,
  JobConnection,
  JobRef,
  StageRef,
  type StageNode,
} from '../ci-types.graphql.ts';
import { detailedStatus } from '../detailed-status.ts';
import type { JobRecord } from '../jobs/job-view.ts';
import { compositeStatus } from '../status.ts';

/**
 * Stages are not stored apart from their jobs: a stage's id is made of its pipeline's id and its
 * position, `pipelineId * STAGES_PER_PIPELINE + position`.
 */
export const STAGES_PER_PIPELINE = 1000;

registerGlobalIdClass('CiStage', 'Ci::Stage');

const stageNumber = (stage: StageNode) => stage.pipelineId * STAGES_PER_PIPELINE + stage.idx;

/** The stage a CiStageID names. */
export function stageOfId(id: number): { pipelineId: number; idx: number } {
  return { pipelineId: Math.floor(id / STAGES_PER_PIPELINE), idx: id % STAGES_PER_PIPELINE };
}

/** The stages of a pipeline, in order, from its latest jobs. */
export function stagesOf(jobs: readonly JobRecord[]): StageNode[] {
  const stages = new Map<number, StageNode>();
  for (const job of jobs) if (!stages.has(job.stage.idx)) stages.set(job.stage.idx, job.stage);
  return [...stages.values()].sort((a, b) => a.idx - b.idx);
}

async function jobsOfStage(
  ctx: GraphQLContext,
  stage: StageNode,
  info: GraphQLResolveInfo,
): Promise<JobRecord[]> {
  return (await latestJobs(ctx, stage, info)).filter((job) => job.stage.idx === stage.idx);
}

/** Parallel jobs `rspec 1/3`... are one group, named `rspec`. */
const groupName = (name: string) => name.replace(/(\s+\d+\s*[/:]\s*\d+)+\s*$/, '').replace(/\s+\[.*\]$/, '');

async function stageStatus(
  ctx: GraphQLContext,
  stage: StageNode,
  jobs: readonly JobRecord[],
  anchor: string,
) {
  const subject = await projectSubject(ctx, stage.projectId);
  const status = compositeStatus(jobs);
  return detailedStatus({
    status,
    id: stageNumber(stage),
    detailsPath: `/${subject.project.fullPath}/-/pipelines/${stage.pipelineId}#${anchor}`,
  });
}

/** The stage a CiStageID names, if the caller may read its pipeline's jobs. */
async function stageById(
  ctx: GraphQLContext,
  id: number,
  info?: GraphQLResolveInfo,
): Promise<StageNode | null> {
  const { pipelineId, idx } = stageOfId(id);
  const pipeline = await pipelineById(ctx, pipelineId);
  if (!pipeline) return null;
  const key = { pipelineId, projectId: pipeline.project.id };
  const subject = await projectSubject(ctx, key.projectId);
  if (!can(ctx.actor, 'read_build', subject)) return null;
  return stagesOf(await latestJobs(ctx, key, info)).find((stage) => stage.idx === idx) ?? null;
}

// GitLab types `CiStage.id` as `CiStageID!`; a Relay node's id must be an `ID!`, and stages are nodes here.
builder.node(StageRef, {
  description: 'A stage of a pipeline: its latest jobs of that stage.',
  id: { resolve: stageNumber, parse: (id: string) => Number(id) },
  loadMany: (ids: number[], ctx: GraphQLContext) => Promise.all(ids.map((id) => stageById(ctx, id))),
  fields: (t) => ({
    name: t.exposeString('name', { nullable: true }),
    status: t.string({
      nullable: true,
      resolve: async (stage, _, ctx, info) => compositeStatus(await jobsOfStage(ctx, stage, info)),
    }),
    detailedStatus: t.field({
      type: DetailedStatusRef,
      nullable: true,
      resolve: async (stage, _, ctx, info) =>
        stageStatus(ctx, stage, await jobsOfStage(ctx, stage, info), stage.name),
    }),
    scheduled: t.boolean({
      nullable: false,
      description: 'Whether a job of the stage waits for its scheduled time.',
      resolve: async (stage, _, ctx, info) =>
        (await jobsOfStage(ctx, stage, info)).some((job) => job.status === 'scheduled'),
    }),
    scheduledAt: t.field({
      type: 'Time',
      nullable: true,
      description: 'When the first scheduled job of the stage runs.',
      resolve: async (stage, _, ctx, info) => {
        const times = (await jobsOfStage(ctx, stage, info))
          .filter((job) => job.status === 'scheduled' && job.scheduledAt)
          .map((job) => job.scheduledAt!.getTime());
        return times.length > 0 ? new Date(Math.min(...times)) : null;
      },
    }),
    jobs: t.connection(
      {
        type: JobRef,
        nullable: true,
        resolve: async (stage, args, ctx, info) =>
          connectionFromArray(await jobsOfStage(ctx, stage, info), args),
      },
      JobConnection,
    ),
    groups: t.connection(
      {
        type: GroupRef,
        nullable: true,
        resolve: async (stage, args, ctx, info) => {
          const names = [...new Set((await jobsOfStage(ctx, stage, info)).map((job) => groupName(job.name)))];
          return connectionFromArray(
            names.map((name) => ({ stage, name })),
            args,
          );
        },
      },
      GroupConnection,
    ),
  }),
});

async function jobsOfGroup(
  ctx: GraphQLContext,
  group: { stage: StageNode; name: string },
  info: GraphQLResolveInfo,
) {
  return (await jobsOfStage(ctx, group.stage, info)).filter((job) => groupName(job.name) === group.name);
}

GroupRef.implement({
  description: 'Jobs of a stage with one name (parallel jobs form one group).',
  fields: (t) => ({
    id: t.string({
      nullable: false,
      resolve: (g) => `${encodeGlobalId('CiStage', stageNumber(g.stage))}-${g.name}`,
    }),
    name: t.exposeString('name', { nullable: true }),
    size: t.int({
      nullable: true,
      resolve: async (g, _, ctx, info) => (await jobsOfGroup(ctx, g, info)).length,
    }),
    detailedStatus: t.field({
      type: DetailedStatusRef,
      nullable: true,
      resolve: async (g, _, ctx, info) =>
        stageStatus(ctx, g.stage, await jobsOfGroup(ctx, g, info), g.stage.name),
    }),
    jobs: t.connection(
      {
        type: JobRef,
        nullable: true,
        resolve: async (g, args, ctx, info) => connectionFromArray(await jobsOfGroup(ctx, g, info), args),
      },
      JobConnection,
    ),
  }),
});

builder.queryFields((t) => ({
  ciPipelineStage: t.field({
    type: StageRef,
    nullable: true,
    description: 'A stage of a pipeline, by its global ID.',
    args: { id: t.arg({ type: 'CiStageID', required: true, description: 'Global ID of the CI stage.' }) },
    resolve: (_, args, ctx, info) => stageById(ctx, args.id, info),
  }),
}));
