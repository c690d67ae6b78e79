import { boolean, integer, list, oneOf, secret, text, urlProblem } from './setting.ts';

/** Whether a pattern compiles (GitLab checks `email_restrictions` as RE2, we as a JavaScript RegExp). */
export function regexpProblem(pattern: string): string | null {
  try {
    new RegExp(pattern);
    return null;
  } catch (error) {
    return `not valid RE2 syntax: ${(error as Error).message}`;
  }
}

/** Who may create an account, and what is asked of them. */
export const signUpSettings = {
  signup_enabled: boolean(true),
  require_admin_approval_after_user_signup: boolean(true),
  email_confirmation_setting: oneOf(['off', 'soft', 'hard'], 'off', 'EmailConfirmationSettingEnum'),
  email_restrictions_enabled: boolean(false),
  /** A regular expression emails of new accounts must not match; required when enabled. */
  email_restrictions: text(null, { format: regexpProblem }),
  domain_allowlist: list([]),
  domain_denylist_enabled: boolean(false),
  domain_denylist: list([]),
  after_sign_up_text: text(),
  user_default_external: boolean(false),
  user_default_internal_regex: text(null, { format: (v) => (regexpProblem(v) ? 'is invalid' : null) }),
  user_defaults_to_private_profile: boolean(false),
  invisible_captcha_enabled: boolean(false),
  recaptcha_enabled: boolean(false),
  login_recaptcha_protection_enabled: boolean(false),
  recaptcha_site_key: text(),
  recaptcha_private_key: secret(text()),
  akismet_enabled: boolean(false),
  akismet_api_key: secret(text()),
  spam_check_endpoint_enabled: boolean(false),
  spam_check_endpoint_url: text(null, { format: urlProblem(['tls', 'grpc']) }),
  spam_check_api_key: secret(text(null, { maxLength: 2000 })),
  allow_possible_spam: boolean(false),
  delete_unconfirmed_users: boolean(false),
  unconfirmed_users_delete_after_days: integer(7, { min: 1 }),
};
