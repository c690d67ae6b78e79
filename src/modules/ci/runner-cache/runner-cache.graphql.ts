import { builder } from '../../../graphql/builder.ts';
import { mutationPayload, mutationErrorsField } from '../../../graphql/errors.ts';

builder.relayMutationField(
  'runnerCacheClear',
  {
    inputFields: (t) => ({
      projectId: t.field({
        type: 'ProjectID',
        required: true,
        description: 'Global ID of the project that will have its runner cache cleared.',
      }),
    }),
  },
  {
    description:
      "Clears a project's runner caches (maintainers): its later jobs get new cache keys, so runners start with empty caches.",
    resolve: (_, { input }, ctx) =>
      mutationPayload(async () => {
        await ctx.services.runnerCache.clear(ctx.actor, input.projectId);
        return {};
      }, {}),
  },
  { outputFields: (t) => ({ errors: mutationErrorsField(t) }) },
);
