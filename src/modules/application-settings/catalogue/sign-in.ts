import { boolean, integer, list, optionalInteger, text, urlProblem } from './setting.ts';

/** How people sign in and how long they stay signed in. */
export const signInSettings = {
  password_authentication_enabled_for_web: boolean(true),
  password_authentication_enabled_for_git: boolean(true),
  disable_password_authentication_for_users_with_sso_identities: boolean(false),
  after_sign_out_path: text(null, { format: urlProblem() }),
  home_page_url: text(null, { format: urlProblem() }),
  max_login_attempts: optionalInteger(null, { greaterThan: 0 }),
  failed_login_attempts_unlock_period_in_minutes: optionalInteger(null, { greaterThan: 0 }),
  require_two_factor_authentication: boolean(false),
  two_factor_grace_period: integer(48, { min: 0 }),
  require_admin_two_factor_authentication: boolean(false),
  admin_mode: boolean(false),
  notify_on_unknown_sign_in: boolean(true),
  /** Required with the two below when enabled (see application-settings.rules.ts). */
  unique_ips_limit_enabled: boolean(false),
  unique_ips_limit_per_user: optionalInteger(10),
  unique_ips_limit_time_window: optionalInteger(3600),
  session_expire_delay: integer(10080, { greaterThan: 0 }),
  remember_me_enabled: boolean(true),
  user_oauth_applications: boolean(true),
  disabled_oauth_sign_in_sources: list([]),
  disable_admin_oauth_scopes: boolean(false),
  ropc_without_client_credentials: boolean(true),
  deactivate_dormant_users: boolean(false),
  deactivate_dormant_users_period: integer(90),
  /** Higher tier. */
  git_two_factor_session_expiry: integer(15, { greaterThan: 0 }),
  minimum_password_length: integer(8, { min: 8, max: 128 }),
  password_number_required: boolean(false),
  password_symbol_required: boolean(false),
  password_uppercase_required: boolean(false),
  password_lowercase_required: boolean(false),
};
