import { z } from 'zod';
import { parseDuration } from '../../../core/durations.ts';
import {
  boolean,
  integer,
  list,
  optionalInteger,
  requiredText,
  secret,
  text,
  urlProblem,
} from './setting.ts';

const CI_CONFIG_PATH_PROBLEM = 'cannot include leading slash or directory traversal.';

/** CI/CD: pipelines, runners, artifacts. */
export const ciSettings = {
  /** The CI file of projects that name none (`null`: `.gitlab-ci.yml`); a blank parameter unsets it. */
  default_ci_config_path: {
    ...text(null, {
      maxLength: 255,
      format: (v) => (/(\.{2}|^\/)/.test(v) ? CI_CONFIG_PATH_PROBLEM : null),
    }),
    param: z.preprocess((v) => (v === '' ? null : v), z.string().nullable()),
  },
  default_artifacts_expire_in: requiredText('30 days', {
    format: (v) => (v === '0' || parseDuration(v) !== null ? null : 'is not a correct duration'),
  }),
  keep_latest_artifact: boolean(true),
  archive_builds_in_human_readable: text(null, {
    format: (v) => {
      const seconds = parseDuration(v);
      if (seconds === null) return 'is not a correct duration';
      return seconds < 86_400 ? 'must be at least 1 day' : null;
    },
  }),
  auto_devops_enabled: boolean(true),
  auto_devops_domain: text(),
  shared_runners_enabled: boolean(true),
  shared_runners_text: text(),
  max_yaml_size_bytes: integer(2_097_152, { greaterThan: 0 }),
  max_yaml_depth: integer(100, { greaterThan: 0 }),
  ci_max_includes: integer(150, { min: 0 }),
  ci_max_total_yaml_size_bytes: integer(314_572_800, { min: 0 }),
  jobs_per_stage_page_size: integer(200, { min: 0 }),
  protected_ci_variables: boolean(true),
  suggest_pipeline_enabled: boolean(true),
  show_migrate_from_jenkins_banner: boolean(true),
  enforce_ci_inbound_job_token_scope_enabled: boolean(false),
  /** Who may register runners: `[]`, `['group']`, `['project']` or both. */
  valid_runner_registrars: list(['project', 'group'], {
    entry: (v) => (v === 'group' || v === 'project' ? null : 'is not included in the list'),
  }),
  allow_runner_registration_token: boolean(true),
  update_runner_versions_enabled: boolean(true),
  public_runner_releases_url: text('https://gitlab.com/api/v4/projects/gitlab-org%2Fgitlab-runner/releases', {
    format: urlProblem(),
  }),
  runner_token_expiration_interval: optionalInteger(null, { min: 7200 }),
  group_runner_token_expiration_interval: optionalInteger(null, { min: 7200 }),
  project_runner_token_expiration_interval: optionalInteger(null, { min: 7200 }),
  external_pipeline_validation_service_url: text(null, { format: urlProblem() }),
  external_pipeline_validation_service_token: secret(text()),
  external_pipeline_validation_service_timeout: optionalInteger(null, { greaterThan: 0 }),
  receptive_cluster_agents_enabled: boolean(false),
  /** Higher tier: compute minutes a group may use on instance runners per month. */
  shared_runners_minutes: integer(0, { min: 0 }),
};
