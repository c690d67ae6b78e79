import { boolean, integer, list, text } from './setting.ts';

/** A `throttle_<name>_*` trio: off by default, with GitLab's period and request count. */
function throttle<const N extends string>(name: N, periodInSeconds: number, requestsPerPeriod: number) {
  return {
    [`throttle_${name}_enabled`]: boolean(false),
    [`throttle_${name}_period_in_seconds`]: integer(periodInSeconds, { greaterThan: 0 }),
    [`throttle_${name}_requests_per_period`]: integer(requestsPerPeriod, { greaterThan: 0 }),
  } as {
    [K in `throttle_${N}_enabled`]: ReturnType<typeof boolean>;
  } & {
    [K in `throttle_${N}_period_in_seconds` | `throttle_${N}_requests_per_period`]: ReturnType<
      typeof integer
    >;
  };
}

const perMinute = (requests: number) => integer(requests, { min: 0 });

/** Request rates, per user or address (0: no limit, unless said otherwise). */
export const rateLimitSettings = {
  issues_create_limit: perMinute(0),
  notes_create_limit: perMinute(300),
  notes_create_limit_allowlist: list([], { maxEntries: 100 }),
  raw_blob_request_limit: perMinute(300),
  search_rate_limit: perMinute(30),
  search_rate_limit_unauthenticated: perMinute(10),
  search_rate_limit_allowlist: list([], { maxEntries: 100 }),
  project_jobs_api_rate_limit: integer(600, { greaterThan: 0 }),
  projects_api_rate_limit_unauthenticated: perMinute(400),
  users_get_by_id_limit: perMinute(300),
  users_get_by_id_limit_allowlist: list([], { maxEntries: 100 }),
  gitlab_shell_operation_limit: perMinute(600),
  pipeline_limit_per_project_user_sha: perMinute(0),
  downstream_pipeline_trigger_limit_per_project_user_sha: perMinute(0),
  group_api_limit: perMinute(400),
  group_invited_groups_api_limit: perMinute(60),
  group_projects_api_limit: perMinute(600),
  group_shared_groups_api_limit: perMinute(60),
  groups_api_limit: perMinute(200),
  project_api_limit: perMinute(400),
  project_invited_groups_api_limit: perMinute(60),
  projects_api_limit: perMinute(2000),
  user_contributed_projects_api_limit: perMinute(100),
  user_projects_api_limit: perMinute(300),
  user_starred_projects_api_limit: perMinute(100),
  members_delete_limit: perMinute(60),
  create_organization_api_limit: perMinute(10),
  ai_action_api_rate_limit: integer(160, { greaterThan: 0 }),
  code_suggestions_api_rate_limit: integer(60, { greaterThan: 0 }),
  /** Sent with a 429 instead of "Retry later". */
  rate_limiting_response_text: text(null, { maxLength: 255 }),
  ...throttle('authenticated_api', 3600, 7200),
  ...throttle('authenticated_web', 3600, 7200),
  /** The unauthenticated web trio: also accepted and shown as `throttle_unauthenticated_web_*`. */
  ...throttle('unauthenticated', 3600, 3600),
  ...throttle('unauthenticated_api', 3600, 3600),
  ...throttle('authenticated_packages_api', 15, 1000),
  ...throttle('unauthenticated_packages_api', 15, 800),
  ...throttle('authenticated_files_api', 15, 2000),
  ...throttle('unauthenticated_files_api', 15, 125),
  ...throttle('authenticated_deprecated_api', 3600, 3600),
  ...throttle('unauthenticated_deprecated_api', 3600, 1800),
  ...throttle('authenticated_git_lfs', 60, 1000),
  ...throttle('unauthenticated_git_http', 3600, 3600),
  ...throttle('protected_paths', 60, 10),
  protected_paths: list(
    [
      '/users/password',
      '/users/sign_in',
      '/api/v3/session.json',
      '/api/v3/session',
      '/api/v4/session.json',
      '/api/v4/session',
      '/users',
      '/users/confirmation',
      '/unsubscribes/',
      '/import/github/personal_access_token',
      '/admin/session',
    ],
    { maxEntries: 100 },
  ),
  protected_paths_for_get_request: list([], { maxEntries: 100 }),
};
