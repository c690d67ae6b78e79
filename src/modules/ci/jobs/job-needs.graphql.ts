import { builder } from '../../../graphql/builder.ts';
import { connectionFromArray } from '../../../graphql/connections.ts';
import { encodeGlobalId } from '../../../graphql/global-id.ts';
import { latestJobs } from '../ci-loaders.ts';
import { JobRef } from '../ci-types.graphql.ts';
import { instanceOf } from '../processing/pipeline-processor.ts';
import { jobNeeds } from './job-loaders.ts';

interface BuildNeed {
  id: string;
  name: string;
}

const BuildNeedRef = builder.objectRef<BuildNeed>('CiBuildNeed').implement({
  description: 'A job of the pipeline that must complete before a job runs (its `needs:`).',
  fields: (t) => ({
    id: t.exposeID('id', { nullable: false, description: 'ID of the BuildNeed.' }),
    name: t.exposeString('name', { nullable: true, description: 'Name of the job we need to complete.' }),
  }),
});

const BuildNeedConnection = builder.connectionObject(
  { type: BuildNeedRef, name: 'CiBuildNeedConnection', description: 'The connection type for CiBuildNeed.' },
  { name: 'CiBuildNeedEdge', description: 'An edge in a connection.' },
);

builder.objectFields(JobRef, (t) => ({
  needs: t.connection(
    {
      type: BuildNeedRef,
      nullable: true,
      description:
        'References to builds that must complete before the jobs run: the jobs of the pipeline its `needs:` name (every instance of a parallel job); empty for a job that runs in stage order.',
      resolve: async (job, args, ctx, info) => {
        const needs = (await jobNeeds(ctx, job)) ?? [];
        const own = needs.filter((need) => !need.project && !need.pipeline);
        const names =
          own.length === 0
            ? []
            : (await latestJobs(ctx, { pipelineId: job.pipeline.id, projectId: job.projectId }, info))
                .map((other) => other.name)
                .filter((name) => name !== job.name && own.some((need) => instanceOf(name, need.job)));
        return connectionFromArray(
          [...new Set(names)].map((name, i) => ({
            id: encodeGlobalId('Ci::BuildNeed', `${job.id}-${i + 1}`),
            name,
          })),
          args,
        );
      },
    },
    BuildNeedConnection,
  ),
}));
