import { GRAPHQL_ROWS } from './support/authorization/graphql-rows.ts';
import { REST_ROWS } from './support/authorization/rest-rows.ts';
import { matrixSuite } from './support/authorization/suite.ts';

matrixSuite('mr-notes rows only', {
  rest: REST_ROWS.filter((r) => /merge_request_iid\/(notes|discussions|draft_notes|award_emoji)/.test(r.route)),
  graphql: GRAPHQL_ROWS.filter((r) =>
    /createDiffNote|discussionToggleResolve|draftNote/.test(r.field),
  ),
});
