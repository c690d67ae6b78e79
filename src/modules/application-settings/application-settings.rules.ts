import { addFieldError, type FieldErrors } from '../../core/errors.ts';
import {
  SETTING_NAMES,
  settingOf,
  type ApplicationSettingName,
  type ApplicationSettingValues,
} from './application-settings.catalogue.ts';

/** What the rules need to know about the instance besides its settings. */
export interface RuleContext {
  /** The repository storages this instance has (GIT_STORAGES). */
  storages: readonly string[];
}

const BLANK = "can't be blank";

const blank = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** Settings that must have a value while a switch is on, as GitLab's presence validations. */
const REQUIRED_WHEN: readonly [(v: ApplicationSettingValues) => boolean, ApplicationSettingName[]][] = [
  [(v) => v.email_restrictions_enabled, ['email_restrictions']],
  [(v) => v.unique_ips_limit_enabled, ['unique_ips_limit_per_user', 'unique_ips_limit_time_window']],
  [(v) => v.akismet_enabled, ['akismet_api_key']],
  [
    (v) => v.recaptcha_enabled || v.login_recaptcha_protection_enabled,
    ['recaptcha_site_key', 'recaptcha_private_key'],
  ],
  [(v) => v.kroki_enabled, ['kroki_url']],
  [(v) => v.plantuml_enabled, ['plantuml_url']],
  [(v) => v.sourcegraph_enabled, ['sourcegraph_url']],
  [(v) => v.diagramsnet_enabled, ['diagramsnet_url']],
  [(v) => v.gitpod_enabled, ['gitpod_url']],
  [(v) => v.mailgun_events_enabled, ['mailgun_signing_key']],
  [(v) => v.snowplow_enabled, ['snowplow_collector_hostname']],
  [(v) => v.asset_proxy_enabled, ['asset_proxy_url', 'asset_proxy_secret_key']],
  [(v) => !blank(v.static_objects_external_storage_url), ['static_objects_external_storage_auth_token']],
  [(v) => v.external_authorization_service_enabled, ['external_authorization_service_default_label']],
  [(v) => v.spam_check_endpoint_enabled, ['spam_check_endpoint_url']],
  [(v) => !blank(v.external_auth_client_cert), ['external_auth_client_key']],
  [(v) => v.eks_integration_enabled && !blank(v.eks_access_key_id), ['eks_secret_access_key']],
  [
    (v) => v.slack_app_enabled,
    ['slack_app_id', 'slack_app_secret', 'slack_app_signing_secret', 'slack_app_verification_token'],
  ],
  [(v) => v.sentry_enabled, ['sentry_dsn', 'sentry_environment']],
  [(v) => v.error_tracking_enabled, ['error_tracking_api_url']],
  [(v) => v.update_runner_versions_enabled, ['public_runner_releases_url']],
];

/**
 * Every problem of a whole settings record, by attribute, worded as GitLab's model validations:
 * each setting's own checks, then the rules that tie settings together. Empty: the record is valid.
 */
export function recordProblems(values: ApplicationSettingValues, context: RuleContext): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: ApplicationSettingName, message: string) => addFieldError(errors, field, message);

  for (const name of SETTING_NAMES) {
    for (const message of settingOf(name).check(values[name])) add(name, message);
  }

  for (const [when, names] of REQUIRED_WHEN) {
    if (!when(values)) continue;
    for (const name of names) if (blank(values[name])) add(name, BLANK);
  }

  if (values.unique_ips_limit_enabled) {
    const perUser = values.unique_ips_limit_per_user;
    if (perUser !== null && perUser < 1)
      add('unique_ips_limit_per_user', 'must be greater than or equal to 1');
    const window = values.unique_ips_limit_time_window;
    if (window !== null && window < 0)
      add('unique_ips_limit_time_window', 'must be greater than or equal to 0');
  }
  if (values.domain_denylist_enabled && values.domain_denylist.length === 0)
    add('domain_denylist', 'Domain denylist cannot be empty if denylist is enabled.');
  if (values.enforce_terms && blank(values.terms)) add('terms', 'You need to set terms to be enforced');
  if (values.external_authorization_service_enabled) {
    const timeout = values.external_authorization_service_timeout;
    if (timeout <= 0) add('external_authorization_service_timeout', 'must be greater than 0');
    if (timeout > 10) add('external_authorization_service_timeout', 'must be less than or equal to 10');
  }
  if (values.deactivate_dormant_users && values.deactivate_dormant_users_period < 90)
    add(
      'deactivate_dormant_users_period',
      `'${values.deactivate_dormant_users_period}' days of inactivity must be greater than or equal to 90`,
    );
  if (
    values.inactive_projects_send_warning_email_after_months >= values.inactive_projects_delete_after_months
  )
    add(
      'inactive_projects_send_warning_email_after_months',
      `must be less than ${values.inactive_projects_delete_after_months}`,
    );

  const { gitaly_timeout_default: slow, gitaly_timeout_medium: medium, gitaly_timeout_fast: fast } = values;
  if (medium > slow) add('gitaly_timeout_medium', `must be less than or equal to ${slow}`);
  if (medium < fast) add('gitaly_timeout_medium', `must be greater than or equal to ${fast}`);
  if (fast > slow) add('gitaly_timeout_fast', `must be less than or equal to ${slow}`);

  const restricted: readonly string[] = values.restricted_visibility_levels;
  for (const name of ['default_project_visibility', 'default_group_visibility'] as const) {
    if (restricted.includes(values[name])) add(name, 'cannot be set to a restricted visibility level');
  }

  const unknownStorages = Object.keys(values.repository_storages_weighted).filter(
    (name) => !context.storages.includes(name),
  );
  if (unknownStorages.length > 0)
    add('repository_storages_weighted', `can't include: ${unknownStorages.join(', ')}`);

  return errors;
}
