import { boolean, integer, integerOf, optionalInteger, requiredText, text } from './setting.ts';

const LOCALES = [
  'en',
  'bg',
  'cs_CZ',
  'da_DK',
  'de',
  'eo',
  'es',
  'fil_PH',
  'fr',
  'gl_ES',
  'id_ID',
  'it',
  'ja',
  'ko',
  'nb_NO',
  'nl_NL',
  'pl_PL',
  'pt_BR',
  'ro_RO',
  'ru',
  'si_LK',
  'tr_TR',
  'uk',
  'zh_CN',
  'zh_HK',
  'zh_TW',
];

const EMAIL = /^[^@\s]+@[^@\s]+$/;

/** Key sizes each key type may be restricted to (-1: the type is forbidden), as GitLab's. */
const keyRestriction = (sizes: readonly number[]) => integerOf([0, ...sizes, -1], 0);

/** What accounts may do and what they get by default. */
export const accountSettings = {
  default_projects_limit: integer(100_000, { min: 0 }),
  can_create_group: boolean(true),
  allow_project_creation_for_guest_and_below: boolean(true),
  allow_account_deletion: boolean(true),
  updating_name_disabled_for_users: boolean(false),
  user_deactivation_emails_enabled: boolean(true),
  user_show_add_ssh_key_message: boolean(true),
  gravatar_enabled: boolean(true),
  default_preferred_language: requiredText('en', {
    format: (v) => (LOCALES.includes(v) ? null : 'is not included in the list'),
  }),
  default_syntax_highlighting_theme: integer(1, { greaterThan: 0, max: 6 }),
  first_day_of_week: integerOf([0, 1, 6], 0),
  time_tracking_limit_to_hours: boolean(false),
  personal_access_token_prefix: text('glpat-', {
    maxLength: 20,
    format: (v) =>
      /^[a-zA-Z0-9_+=/@:.-]+$/.test(v)
        ? null
        : "can contain only letters of the Base64 alphabet (RFC4648) with the addition of '@', ':' and '.'",
  }),
  require_personal_access_token_expiry: boolean(true),
  service_access_tokens_expiration_enforced: boolean(true),
  disable_feed_token: boolean(false),
  abuse_notification_email: text(null, { format: (v) => (EMAIL.test(v) ? null : 'is invalid') }),
  rsa_key_restriction: keyRestriction([1024, 2048, 3072, 4096]),
  dsa_key_restriction: keyRestriction([1024, 2048, 3072]),
  ecdsa_key_restriction: keyRestriction([256, 384, 521]),
  ed25519_key_restriction: keyRestriction([256]),
  ecdsa_sk_key_restriction: keyRestriction([256]),
  ed25519_sk_key_restriction: keyRestriction([256]),
  enforce_terms: boolean(false),
  terms: text(),
  /** Higher tier. */
  disable_personal_access_tokens: boolean(false),
  max_personal_access_token_lifetime: optionalInteger(null, { greaterThan: 0, max: 365 }),
  max_ssh_key_lifetime: optionalInteger(null, { greaterThan: 0, max: 365 }),
};
