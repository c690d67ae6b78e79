import { builder } from './builder.ts';
import { complexityOf } from './limits.ts';

const QueryComplexity = builder.simpleObject('QueryComplexity', {
  fields: (t) => ({
    score: t.int({ nullable: true, description: 'GraphQL query complexity score.' }),
    limit: t.int({ nullable: true, description: 'GraphQL query complexity limit.' }),
  }),
});

builder.queryField('queryComplexity', (t) =>
  t.field({
    type: QueryComplexity,
    nullable: true,
    description: 'Information about the complexity of the GraphQL query.',
    resolve: (_, __, ctx) => complexityOf(ctx),
  }),
);
