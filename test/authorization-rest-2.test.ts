import { GIT_ROWS, REST_ROWS, WEB_ROWS } from './support/authorization/rest-rows.ts';
import { matrixSuite } from './support/authorization/suite.ts';

// The other half of the REST routes, git over HTTP (clone and push), and the web raw addresses.
matrixSuite('REST routes and git over HTTP against the permission table (2 of 2)', {
  rest: REST_ROWS.filter((_, i) => i % 2 === 1),
  git: GIT_ROWS,
  web: WEB_ROWS,
});
