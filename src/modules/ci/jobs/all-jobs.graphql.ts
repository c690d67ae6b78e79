import { builder } from '../../../graphql/builder.ts';
import { connectionFromPage, pageRequestFromArgs } from '../../../graphql/connections.ts';
import { JobConnection, JobRef, JobStatusEnum } from '../ci-types.graphql.ts';
import { RunnerTypeEnum } from '../runners/runners.graphql.ts';

builder.queryFields((t) => ({
  jobs: t.connection(
    {
      type: JobRef,
      nullable: true,
      description: 'Every job of the instance, newest first, retried ones too (administrators).',
      args: {
        statuses: t.arg({ type: [JobStatusEnum], description: 'Filter jobs by status.' }),
        runnerTypes: t.arg({ type: [RunnerTypeEnum], description: 'Filter jobs by runner type.' }),
      },
      resolve: async (_, args, ctx) =>
        connectionFromPage(
          await ctx.services.jobs.recordPageForInstance(
            ctx.actor,
            { scope: args.statuses ?? undefined, runnerTypes: args.runnerTypes ?? undefined },
            pageRequestFromArgs(args),
          ),
        ),
    },
    JobConnection,
  ),
}));
