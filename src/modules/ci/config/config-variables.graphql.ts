import { DomainError } from '../../../core/errors.ts';
import { builder } from '../../../graphql/builder.ts';
import { ProjectRef } from '../../projects/projects.graphql.ts';
import type { PrefilledVariable } from './types.ts';

const ConfigVariableRef = builder.objectRef<PrefilledVariable>('CiConfigVariable').implement({
  description: 'CI/CD config variables.',
  fields: (t) => ({
    key: t.exposeString('key', { nullable: true, description: 'Name of the variable.' }),
    description: t.exposeString('description', {
      nullable: true,
      description: 'Description for the CI/CD config variable.',
    }),
    value: t.exposeString('value', { nullable: true, description: 'Value of the variable.' }),
    valueOptions: t.exposeStringList('options', {
      nullable: true,
      description: 'Value options for the variable.',
    }),
  }),
});

builder.objectField(ProjectRef, 'ciConfigVariables', (t) =>
  t.field({
    type: [ConfigVariableRef],
    nullable: true,
    description:
      'CI/CD config variables with a description at a ref, offered when running a pipeline (null for those who may not run pipelines).',
    args: {
      ref: t.arg.string({ required: true, description: 'Ref.' }),
      failOnCacheMiss: t.arg.boolean({
        defaultValue: false,
        description:
          'Whether to fail when the variables are not cached yet: they are always read fresh here, so it never does.',
      }),
    },
    resolve: (s, args, ctx) =>
      ctx.services.ciConfigVariables.list(ctx.actor, s.project.id, args.ref).catch((error: unknown) => {
        if (error instanceof DomainError && error.kind === 'forbidden') return null;
        throw error;
      }),
  }),
);
