import { branchProtectionLevel } from '../namespaces/branch-protection-defaults.ts';
import type {
  ApplicationSettingName,
  ApplicationSettingValues,
  Catalogue,
} from './application-settings.catalogue.ts';
import type { ParamOf } from './catalogue/setting.ts';

/**
 * Deprecated names GitLab's API still accepts, each for the setting it now names. Given together
 * with its replacement, the deprecated name wins, as in GitLab's settings endpoint.
 */
export const INPUT_ALIASES = {
  admin_notification_email: 'abuse_notification_email',
  allow_local_requests_from_hooks_and_services: 'allow_local_requests_from_web_hooks_and_services',
  asset_proxy_whitelist: 'asset_proxy_allowlist',
  password_authentication_enabled: 'password_authentication_enabled_for_web',
  signin_enabled: 'password_authentication_enabled_for_web',
  throttle_unauthenticated_web_enabled: 'throttle_unauthenticated_enabled',
  throttle_unauthenticated_web_period_in_seconds: 'throttle_unauthenticated_period_in_seconds',
  throttle_unauthenticated_web_requests_per_period: 'throttle_unauthenticated_requests_per_period',
  housekeeping_incremental_repack_period: 'housekeeping_optimize_repository_period',
  domain_whitelist: 'domain_allowlist',
  domain_blacklist: 'domain_denylist',
  domain_blacklist_enabled: 'domain_denylist_enabled',
} as const satisfies Record<string, ApplicationSettingName>;

export type AliasName = keyof typeof INPUT_ALIASES;

/** The deprecated names, typed as the settings they stand for. */
export type AliasChanges = { [A in AliasName]?: ParamOf<Catalogue[(typeof INPUT_ALIASES)[A]]> };

/** Deprecated parameters GitLab accepts and ignores: their settings are gone or always on. */
export const IGNORED_PARAMETERS = [
  'housekeeping_full_repack_period',
  'housekeeping_gc_period',
  'housekeeping_bitmaps_enabled',
  'hashed_storage_enabled',
] as const;

/**
 * What answers show besides the settings: deprecated names in step with the settings they stand
 * for, and fields GitLab keeps for compatibility with fixed values.
 */
export function deprecatedFields(values: ApplicationSettingValues) {
  return {
    admin_notification_email: values.abuse_notification_email,
    default_branch_protection: branchProtectionLevel(values.default_branch_protection_defaults),
    password_authentication_enabled: values.password_authentication_enabled_for_web,
    signin_enabled: values.password_authentication_enabled_for_web,
    allow_local_requests_from_hooks_and_services: values.allow_local_requests_from_web_hooks_and_services,
    asset_proxy_whitelist: values.asset_proxy_allowlist,
    throttle_unauthenticated_web_enabled: values.throttle_unauthenticated_enabled,
    throttle_unauthenticated_web_period_in_seconds: values.throttle_unauthenticated_period_in_seconds,
    throttle_unauthenticated_web_requests_per_period: values.throttle_unauthenticated_requests_per_period,
    domain_whitelist: values.domain_allowlist,
    domain_blacklist: values.domain_denylist,
    domain_blacklist_enabled: values.domain_denylist_enabled,
    housekeeping_bitmaps_enabled: true,
    housekeeping_full_repack_period: values.housekeeping_optimize_repository_period,
    housekeeping_gc_period: values.housekeeping_optimize_repository_period,
    housekeeping_incremental_repack_period: values.housekeeping_optimize_repository_period,
    hashed_storage_enabled: true,
    container_registry_import_max_tags_count: 0,
    container_registry_import_max_retries: 0,
    container_registry_import_start_max_retries: 0,
    container_registry_import_max_step_duration: 0,
    container_registry_pre_import_tags_rate: 0,
    container_registry_pre_import_timeout: 0,
    container_registry_import_timeout: 0,
    container_registry_import_target_plan: '',
    container_registry_import_created_before: '',
  };
}
