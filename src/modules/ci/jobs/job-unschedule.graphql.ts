import { builder } from '../../../graphql/builder.ts';
import { mutationPayload } from '../../../graphql/errors.ts';
import { jobPayload } from './jobs.graphql.ts';

builder.relayMutationField(
  'jobUnschedule',
  {
    inputFields: (t) => ({
      id: t.field({ type: 'CiBuildID', required: true, description: 'ID of the job to mutate.' }),
    }),
  },
  {
    description: 'Takes a delayed job off its timer: it then waits to be played, as a manual job does.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          const projectId = (await ctx.services.jobs.projectIdOf(input.id)) ?? 0;
          return { job: (await ctx.services.jobs.unschedule(ctx.actor, projectId, input.id)).job };
        },
        { job: null },
      ),
  },
  { outputFields: jobPayload },
);
