import { REST_ROWS } from './support/authorization/rest-rows.ts';
import { matrixSuite } from './support/authorization/suite.ts';

matrixSuite('REST routes against the permission table (2 of 2)', {
  rest: REST_ROWS.filter((_, i) => i % 2 === 1),
});
