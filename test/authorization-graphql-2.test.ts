import { GRAPHQL_ROWS } from './support/authorization/graphql-rows.ts';
import { matrixSuite } from './support/authorization/suite.ts';

matrixSuite('GraphQL queries, mutations and subscriptions against the permission table (2 of 2)', {
  graphql: GRAPHQL_ROWS.filter((_, i) => i % 2 === 1),
});
