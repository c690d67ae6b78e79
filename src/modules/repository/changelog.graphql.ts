import { builder } from '../../graphql/builder.ts';
import { mutationPayload, mutationErrorsField } from '../../graphql/errors.ts';
import { RepositoryRef } from './repository.graphql.ts';

builder.objectField(RepositoryRef, 'changelogNotes', (t) =>
  t.string({
    nullable: false,
    description: 'Release notes of a version built from commit trailers, without committing them.',
    args: {
      version: t.arg.string({ required: true }),
      from: t.arg.string(),
      to: t.arg.string(),
      trailer: t.arg.string(),
      configFile: t.arg.string(),
      date: t.arg({ type: 'Time' }),
    },
    resolve: ({ subject }, args, ctx) =>
      ctx.services.changelog.notes(ctx.actor, subject.project.id, {
        version: args.version,
        from: args.from ?? undefined,
        to: args.to ?? undefined,
        trailer: args.trailer ?? undefined,
        configFile: args.configFile ?? undefined,
        date: args.date ?? undefined,
      }),
  }),
);

builder.relayMutationField(
  'repositoryChangelogCreate',
  {
    inputFields: (t) => ({
      projectPath: t.id({ required: true }),
      version: t.string({ required: true }),
      branch: t.string(),
      file: t.string(),
      message: t.string(),
      from: t.string(),
      to: t.string(),
      trailer: t.string(),
      configFile: t.string(),
      date: t.field({ type: 'Time' }),
    }),
  },
  {
    description: 'Adds release notes built from commit trailers to the changelog file, in a commit.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(async () => {
        await ctx.services.changelog.commit(ctx.actor, String(input.projectPath), {
          version: input.version,
          branch: input.branch ?? undefined,
          file: input.file ?? undefined,
          message: input.message ?? undefined,
          from: input.from ?? undefined,
          to: input.to ?? undefined,
          trailer: input.trailer ?? undefined,
          configFile: input.configFile ?? undefined,
          date: input.date ?? undefined,
        });
        return {};
      }, {}),
  },
  { outputFields: (t) => ({ errors: mutationErrorsField(t) }) },
);
