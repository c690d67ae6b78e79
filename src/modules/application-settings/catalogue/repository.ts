import { z } from 'zod';
import {
  boolean,
  integer,
  integerList,
  list,
  object,
  optionalInteger,
  optionalOneOf,
  secret,
  text,
  urlProblem,
} from './setting.ts';

/** Weights of storages for new projects: `{"default": 100}`, each from 0 to 100. */
const storageWeights = object<Record<string, number>>(
  { default: 100 },
  z.preprocess(
    (v) =>
      v && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(
            Object.entries(v).map(([name, weight]) => [
              name,
              typeof weight === 'string' && /^\d+$/.test(weight.trim()) ? Number(weight) : weight,
            ]),
          )
        : v,
    z.record(z.string(), z.number().int()),
  ),
  {
    apply: (current, given) => ({ ...current, ...given }),
    check: (weights) =>
      Object.entries(weights)
        .filter(([, weight]) => weight < 0 || weight > 100)
        .map(([name]) => `value of '${name}' must be between 0 and 100`),
  },
);

/** Repositories: storage, maintenance, Git access, mirrors. */
export const repositorySettings = {
  default_branch_name: text(),
  housekeeping_enabled: boolean(true),
  /** Repository maintenance runs after this many pushes. */
  housekeeping_optimize_repository_period: integer(10, { greaterThan: 0 }),
  repository_checks_enabled: boolean(true),
  repository_storages_weighted: storageWeights,
  authorized_keys_enabled: boolean(true),
  enabled_git_access_protocol: optionalOneOf(['ssh', 'http', 'all'], null, 'EnabledGitAccessProtocolEnum'),
  custom_http_clone_url_root: text(),
  commit_email_hostname: text(null, { format: (v) => (v.includes('@') ? 'is invalid' : null) }),
  gitaly_timeout_default: integer(55, { min: 0 }),
  gitaly_timeout_fast: integer(10, { min: 0 }),
  gitaly_timeout_medium: integer(30, { min: 0 }),
  static_objects_external_storage_url: text(null, { format: urlProblem() }),
  static_objects_external_storage_auth_token: secret(text()),
  mirror_available: boolean(true),
  /** Higher tier. */
  mirror_capacity_threshold: integer(50, { min: 0 }),
  mirror_max_capacity: integer(100, { min: 0 }),
  mirror_max_delay: integer(300, { min: 0 }),
  file_template_project_id: optionalInteger(null),
  max_number_of_repository_downloads: integer(0, { min: 0, max: 10_000 }),
  max_number_of_repository_downloads_within_time_period: integer(0, { min: 0, max: 864_000 }),
  git_rate_limit_users_allowlist: list([], { maxEntries: 100 }),
  git_rate_limit_users_alertlist: integerList([], { maxEntries: 100 }),
  auto_ban_user_on_excessive_projects_download: boolean(false),
  disable_overriding_approvers_per_merge_request: boolean(false),
  prevent_merge_requests_author_approval: boolean(false),
  prevent_merge_requests_committers_approval: boolean(false),
  pre_receive_secret_detection_enabled: boolean(false),
};
