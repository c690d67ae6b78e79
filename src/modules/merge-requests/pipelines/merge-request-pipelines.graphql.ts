import { builder, type GraphQLContext } from '../../../graphql/builder.ts';
import { connectionFromArray } from '../../../graphql/connections.ts';
import { parseGlobalId } from '../../../graphql/global-id.ts';
import { requestLoader } from '../../../graphql/request-loader.ts';
import { pipelineById } from '../../ci/ci-loaders.ts';
import { PipelineConnection, PipelineRef } from '../../ci/ci-types.graphql.ts';
import type { PipelineRecord } from '../../ci/pipelines/pipeline-records.ts';
import type { MergeRequestView } from '../merge-request-view.ts';
import { MergeRequestRef } from '../merge-requests.graphql.ts';

/** How many pipelines of one merge request the connection pages through. */
const PIPELINES_LIMIT = 1000;

/** The pipelines of a page's merge requests: one read for the page, then their records in one batch. */
async function pipelinesOf(
  ctx: GraphQLContext,
  mr: MergeRequestView,
  only?: readonly (string | number)[] | null,
): Promise<PipelineRecord[]> {
  const ids = await requestLoader<MergeRequestView, number[]>(
    ctx,
    'merge-requests:pipelines',
    async (mrs) => {
      const found = await ctx.services.mergeRequestPipelines.pipelineIdsOf(ctx.actor, mrs, PIPELINES_LIMIT);
      return mrs.map((m) => found.get(m.id) ?? []);
    },
    (m) => m.id,
  ).load(mr);
  const wanted = only ? new Set(only.map((id) => parseGlobalId(String(id), 'Pipeline'))) : null;
  const shown = wanted ? ids.filter((id) => wanted.has(id)) : ids;
  const records = await Promise.all(shown.map((id) => pipelineById(ctx, id)));
  return records.filter((p): p is PipelineRecord => p !== null);
}

builder.objectFields(MergeRequestRef, (t) => ({
  headPipeline: t.field({
    type: PipelineRef,
    nullable: true,
    description: 'Pipeline running on the branch HEAD of the merge request.',
    resolve: (m, _, ctx) => (m.headPipeline ? pipelineById(ctx, m.headPipeline.id) : null),
  }),
  pipelines: t.connection(
    {
      type: PipelineRef,
      nullable: true,
      description:
        "Pipelines for the merge request: its own merge request pipelines and its source branch's for its commits, newest first.",
      args: { ids: t.arg.idList({ description: 'Filter pipelines by their IDs.' }) },
      resolve: async (m, args, ctx) => connectionFromArray(await pipelinesOf(ctx, m, args.ids), args),
    },
    PipelineConnection,
  ),
}));

builder.objectField(PipelineRef, 'mergeRequest', (t) =>
  t.field({
    type: MergeRequestRef,
    nullable: true,
    description: 'The merge request the pipeline runs for (merge request pipelines).',
    resolve: (p) => p.mergeRequestId ?? null,
  }),
);
