import { GRAPHQL_ROWS } from './support/authorization/graphql-rows.ts';
import { matrixSuite } from './support/authorization/suite.ts';

matrixSuite('GraphQL queries, mutations and subscriptions against the permission table', {
  graphql: GRAPHQL_ROWS,
});
