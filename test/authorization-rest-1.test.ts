import { REST_ROWS } from './support/authorization/rest-rows.ts';
import { matrixSuite } from './support/authorization/suite.ts';

// The REST rows are split over two files so that both test workers share the work.
matrixSuite('REST routes against the permission table (1 of 2)', {
  rest: REST_ROWS.filter((_, i) => i % 2 === 0),
});
