import { GRAPHQL_ROWS } from './support/authorization/graphql-rows.ts';
import { matrixSuite } from './support/authorization/suite.ts';

// The GraphQL rows are split over two files so that both test workers share the work.
matrixSuite('GraphQL queries, mutations and subscriptions against the permission table (1 of 2)', {
  graphql: GRAPHQL_ROWS.filter((_, i) => i % 2 === 0),
});
