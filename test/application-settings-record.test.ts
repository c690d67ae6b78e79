import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SETTING_NAMES,
  CATALOGUE_AREAS,
  settingOf,
} from '../src/modules/application-settings/application-settings.catalogue.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, FULL_BRANCH_PROTECTION } from './support/fixtures.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t.close();
});

/** Every attribute the spec names (Resources and Endpoints), with GitLab's default. */
const SPEC_DEFAULTS = {
  default_projects_limit: 100_000,
  signup_enabled: true,
  default_branch_protection: 2,
  default_branch_protection_defaults: FULL_BRANCH_PROTECTION,
  default_preferred_language: 'en',
  failed_login_attempts_unlock_period_in_minutes: null,
  restricted_visibility_levels: [],
  password_authentication_enabled_for_web: true,
  after_sign_out_path: null,
  max_attachment_size: 100,
  max_decompressed_archive_size: 25_600,
  max_export_size: 0,
  max_import_size: 0,
  max_import_remote_file_size: 10_240,
  max_login_attempts: null,
  user_oauth_applications: true,
  session_expire_delay: 10_080,
  home_page_url: null,
  default_snippet_visibility: 'private',
  default_project_visibility: 'private',
  default_group_visibility: 'private',
  outbound_local_requests_whitelist: [],
  domain_allowlist: [],
  domain_denylist_enabled: false,
  domain_denylist: [],
  default_ci_config_path: null,
  gravatar_enabled: true,
  container_expiration_policies_enable_historic_entries: false,
  container_registry_cleanup_tags_service_max_list_size: 200,
  container_registry_delete_tags_service_timeout: 250,
  container_registry_expiration_policies_caching: true,
  container_registry_expiration_policies_worker_capacity: 4,
  container_registry_token_expire_delay: 5,
  repository_storages_weighted: { default: 100 },
  plantuml_enabled: false,
  plantuml_url: null,
  diagramsnet_enabled: true,
  diagramsnet_url: 'https://embed.diagrams.net',
  kroki_enabled: false,
  kroki_url: null,
  kroki_formats: { blockdiag: false, bpmn: false, excalidraw: false },
  terminal_max_session_time: 0,
  polling_interval_multiplier: 1,
  rsa_key_restriction: 0,
  dsa_key_restriction: 0,
  ecdsa_key_restriction: 0,
  ed25519_key_restriction: 0,
  ecdsa_sk_key_restriction: 0,
  ed25519_sk_key_restriction: 0,
  first_day_of_week: 0,
  enforce_terms: false,
  terms: null,
  performance_bar_allowed_group_id: null,
  allow_account_deletion: true,
  allow_local_requests_from_hooks_and_services: false,
  allow_local_requests_from_web_hooks_and_services: false,
  allow_local_requests_from_system_hooks: true,
  asset_proxy_enabled: false,
  asset_proxy_url: null,
  asset_proxy_allowlist: [],
  asset_proxy_whitelist: [],
  maven_package_requests_forwarding: true,
  npm_package_requests_forwarding: true,
  pypi_package_requests_forwarding: true,
  snippet_size_limit: 52_428_800,
  issues_create_limit: 0,
  raw_blob_request_limit: 300,
  wiki_page_max_content_bytes: 52_428_800,
  require_admin_approval_after_user_signup: true,
  personal_access_token_prefix: 'glpat-',
  rate_limiting_response_text: null,
  keep_latest_artifact: true,
  admin_mode: false,
  external_pipeline_validation_service_timeout: null,
  external_pipeline_validation_service_token: null,
  external_pipeline_validation_service_url: null,
  silent_mode_enabled: false,
  bulk_import_enabled: false,
  bulk_import_max_download_file_size: 5120,
  bulk_import_concurrent_pipeline_batch_limit: 25,
  concurrent_relation_batch_export_limit: 8,
  concurrent_github_import_jobs_limit: 1000,
  concurrent_bitbucket_import_jobs_limit: 100,
  concurrent_bitbucket_server_import_jobs_limit: 100,
  project_jobs_api_rate_limit: 600,
  security_txt_content: null,
  silent_admin_exports_enabled: false,
  // Higher tier.
  group_owners_can_manage_default_branch_protection: true,
  file_template_project_id: null,
  geo_node_allowed_ips: '0.0.0.0/0, ::/0',
  geo_status_timeout: 10,
  default_project_deletion_protection: false,
  deletion_adjourned_period: 7,
  disable_personal_access_tokens: false,
  security_policy_global_group_approvers_enabled: true,
  security_approval_policies_limit: 5,
  delete_unconfirmed_users: false,
  unconfirmed_users_delete_after_days: 7,
  duo_features_enabled: true,
  lock_duo_features_enabled: false,
  // Endpoints.
  admin_notification_email: null,
  abuse_notification_email: null,
  notify_on_unknown_sign_in: true,
  email_restrictions_enabled: false,
  email_restrictions: null,
  after_sign_up_text: null,
  two_factor_grace_period: 48,
  unique_ips_limit_enabled: false,
  unique_ips_limit_per_user: 10,
  unique_ips_limit_time_window: 3600,
  update_runner_versions_enabled: true,
  usage_ping_enabled: true,
  include_optional_metrics_in_service_ping: true,
  user_deactivation_emails_enabled: true,
  user_default_external: false,
  user_default_internal_regex: null,
  user_defaults_to_private_profile: false,
  user_show_add_ssh_key_message: true,
  version_check_enabled: true,
  valid_runner_registrars: ['project', 'group'],
  whats_new_variant: 'all_tiers',
  asciidoc_max_includes: 32,
  nuget_skip_metadata_url_validation: false,
  delete_inactive_projects: false,
  inactive_projects_delete_after_months: 2,
  inactive_projects_min_size_mb: 0,
  inactive_projects_send_warning_email_after_months: 1,
  housekeeping_enabled: true,
  housekeeping_optimize_repository_period: 10,
  housekeeping_full_repack_period: 10,
  housekeeping_gc_period: 10,
  housekeeping_incremental_repack_period: 10,
  housekeeping_bitmaps_enabled: true,
};

type Settings = Record<string, unknown>;

const read = async (): Promise<Settings> => {
  const response = await t.get('/application/settings');
  expect(response.status).toBe(200);
  return response.body as Settings;
};

/** Changes settings and returns the record the PUT answers. */
const change = async (body: Settings, options: { form?: boolean } = {}): Promise<Settings> => {
  const response = await t.put('/application/settings', { body, form: options.form });
  expect(response.status, response.text).toBe(200);
  return response.body as Settings;
};

/** A refused PUT: 400, with nothing changed. Returns the message. */
const refused = async (body: Settings): Promise<unknown> => {
  const before = await read();
  const response = await t.put('/application/settings', { body });
  expect(response.status, `${JSON.stringify(body)}: ${response.text}`).toBe(400);
  const after = await read();
  expect({ ...after, updated_at: null }).toEqual({ ...before, updated_at: null });
  return (response.body as { message: unknown }).message;
};

describe('the application settings record', () => {
  it('holds every setting the spec names, with GitLab’s names, types and defaults', async () => {
    const record = await read();
    expect(record).toMatchObject({ id: expect.any(Number), created_at: expect.any(String) });
    expect(record).toMatchObject(SPEC_DEFAULTS);
  });

  it('shows every setting of the catalogue, secrets write-only', async () => {
    const record = await read();
    for (const name of SETTING_NAMES) {
      const { secret } = settingOf(name);
      if (secret === 'omitted') expect(record, name).not.toHaveProperty(name);
      else expect(record, name).toHaveProperty(name, secret === 'masked' ? null : settingOf(name).default);
    }
    expect(record).not.toHaveProperty('asset_proxy_secret_key');
    expect(record).not.toHaveProperty('eks_secret_access_key');
  });

  it('names each setting in one area of the catalogue only', () => {
    const names = Object.values(CATALOGUE_AREAS).flatMap((area) => Object.keys(area));
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    expect(names.length).toBe(SETTING_NAMES.length);
  });

  it('is read and changed by administrators only', async () => {
    const user = await createUser(t);
    expect((await t.get('/application/settings', { token: user.token })).status).toBe(403);
    expect(
      (await t.put('/application/settings', { token: user.token, body: { signup_enabled: false } })).status,
    ).toBe(403);
    expect((await t.get('/application/settings', { token: null })).status).toBe(401);
    expect(
      (await t.put('/application/settings', { token: null, body: { signup_enabled: false } })).status,
    ).toBe(401);
    expect((await read()).signup_enabled).toBe(true);
  });
});

describe('changing settings', () => {
  it('round-trips values of every kind, as JSON', async () => {
    const values = {
      signup_enabled: false,
      default_projects_limit: 42,
      default_project_visibility: 'internal',
      whats_new_variant: 'current_tier',
      after_sign_up_text: 'Welcome',
      polling_interval_multiplier: 1.5,
      domain_allowlist: ['example.com', '*.example.org'],
      valid_runner_registrars: ['group'],
      elasticsearch_namespace_ids: [3, 4],
      kroki_formats: { bpmn: true },
      enabled_git_access_protocol: 'ssh',
      max_login_attempts: 5,
      repository_storages_weighted: { default: 50 },
    };
    const changed = await change(values);
    const expected = { ...values, kroki_formats: { blockdiag: false, bpmn: true, excalidraw: false } };
    expect(changed).toMatchObject(expected);
    expect(await read()).toMatchObject(expected);
    expect(new Date(changed.updated_at as string).getTime()).toBeGreaterThanOrEqual(
      new Date(changed.created_at as string).getTime(),
    );
    // Untouched settings keep their values; a blank clears what may be unset.
    const cleared = await change({ max_login_attempts: '', enabled_git_access_protocol: '' });
    expect(cleared).toMatchObject({
      ...expected,
      max_login_attempts: null,
      enabled_git_access_protocol: null,
    });
    await change({ default_project_visibility: 'private' });
  });

  it('reads form values with GitLab’s coercions: booleans, integers, `a[]=` and comma lists', async () => {
    const changed = await change(
      {
        signup_enabled: 'true',
        default_projects_limit: '7',
        'restricted_visibility_levels[]': 'public',
        import_sources: 'github,git',
        disabled_oauth_sign_in_sources: '',
        'repository_storages_weighted[default]': '100',
        'default_branch_protection_defaults[allow_force_push]': 'true',
      },
      { form: true },
    );
    expect(changed).toMatchObject({
      signup_enabled: true,
      default_projects_limit: 7,
      restricted_visibility_levels: ['public'],
      import_sources: ['github', 'git'],
      disabled_oauth_sign_in_sources: [],
      repository_storages_weighted: { default: 100 },
      default_branch_protection_defaults: { ...FULL_BRANCH_PROTECTION, allow_force_push: true },
    });
    // Levels by number, as GitLab's setter takes them, are shown by name.
    expect(
      (await change({ restricted_visibility_levels: ['20', '10'] })).restricted_visibility_levels,
    ).toEqual(['public', 'internal']);
    expect(
      (await change({ restricted_visibility_levels: '20,public' })).restricted_visibility_levels,
    ).toEqual(['public']);
    await change({
      restricted_visibility_levels: [],
      default_branch_protection_defaults: FULL_BRANCH_PROTECTION,
    });
  });

  it('ignores parameters it does not know, as Grape does', async () => {
    const changed = await change({ no_such_setting: 'x', default_projects_limit: 8 });
    expect(changed.default_projects_limit).toBe(8);
    expect(changed).not.toHaveProperty('no_such_setting');
  });

  it('keeps secrets write-only: stored and used, never shown', async () => {
    const changed = await change({
      akismet_enabled: true,
      akismet_api_key: 'akismet-key',
      asset_proxy_enabled: true,
      asset_proxy_url: 'https://assets.example.com',
      asset_proxy_secret_key: 'shared-secret',
    });
    expect(changed).toMatchObject({
      akismet_enabled: true,
      akismet_api_key: null,
      asset_proxy_enabled: true,
    });
    expect(changed).not.toHaveProperty('asset_proxy_secret_key');
    const values = await t.running.services.applicationSettings.current();
    expect(values.akismet_api_key).toBe('akismet-key');
    expect(values.asset_proxy_secret_key).toBe('shared-secret');
    await change({ akismet_enabled: false, asset_proxy_enabled: false });
  });

  it('sets the performance bar group by path', async () => {
    const group = await t.post('/groups', { body: { name: 'perfbar', path: 'perfbar' } });
    expect(group.status, group.text).toBe(201);
    expect(
      (await change({ performance_bar_allowed_group_path: 'perfbar' })).performance_bar_allowed_group_id,
    ).toBe(group.body.id);
    expect((await change({ performance_bar_enabled: false })).performance_bar_allowed_group_id).toBeNull();
  });
});

describe('validation', () => {
  it('refuses values out of range, naming the attribute, with nothing changed', async () => {
    expect(await refused({ wiki_page_max_content_bytes: 1023 })).toEqual({
      wiki_page_max_content_bytes: ['must be greater than or equal to 1024'],
    });
    expect(await refused({ asciidoc_max_includes: 65 })).toEqual({
      asciidoc_max_includes: ['must be less than or equal to 64'],
    });
    expect(await refused({ unconfirmed_users_delete_after_days: 0 })).toEqual({
      unconfirmed_users_delete_after_days: ['must be greater than or equal to 1'],
    });
    expect(await refused({ two_factor_grace_period: -1 })).toEqual({
      two_factor_grace_period: ['must be greater than or equal to 0'],
    });
    expect(await refused({ deletion_adjourned_period: 91 })).toEqual({
      deletion_adjourned_period: ['must be less than or equal to 90'],
    });
    expect(await refused({ max_attachment_size: 0 })).toEqual({
      max_attachment_size: ['must be greater than 0'],
    });
  });

  it('refuses a whole change when one value is wrong', async () => {
    expect(
      await refused({ signup_enabled: false, asciidoc_max_includes: 100, session_expire_delay: 0 }),
    ).toEqual({
      asciidoc_max_includes: ['must be less than or equal to 64'],
      session_expire_delay: ['must be greater than 0'],
    });
  });

  it('requires what a switch needs', async () => {
    expect(await refused({ email_restrictions_enabled: true })).toEqual({
      email_restrictions: ["can't be blank"],
    });
    expect(await refused({ email_restrictions_enabled: true, email_restrictions: '(unclosed' })).toEqual({
      email_restrictions: [expect.stringMatching(/^not valid RE2 syntax: /)],
    });
    const restricted = await change({ email_restrictions_enabled: true, email_restrictions: '\\+' });
    expect(restricted).toMatchObject({ email_restrictions_enabled: true, email_restrictions: '\\+' });
    expect(await refused({ email_restrictions: '' })).toEqual({ email_restrictions: ["can't be blank"] });
    await change({ email_restrictions_enabled: false });

    expect(
      await refused({
        unique_ips_limit_enabled: true,
        unique_ips_limit_per_user: '',
        unique_ips_limit_time_window: '',
      }),
    ).toEqual({
      unique_ips_limit_per_user: ["can't be blank"],
      unique_ips_limit_time_window: ["can't be blank"],
    });
    expect(await refused({ unique_ips_limit_enabled: true, unique_ips_limit_per_user: 0 })).toEqual({
      unique_ips_limit_per_user: ['must be greater than or equal to 1'],
    });
    expect(await refused({ akismet_enabled: true, akismet_api_key: '' })).toEqual({
      akismet_api_key: ["can't be blank"],
    });
    expect(await refused({ enforce_terms: true })).toEqual({
      terms: ['You need to set terms to be enforced'],
    });
    expect(await refused({ domain_denylist_enabled: true })).toEqual({
      domain_denylist: ['Domain denylist cannot be empty if denylist is enabled.'],
    });
    expect(await refused({ plantuml_enabled: true })).toEqual({ plantuml_url: ["can't be blank"] });
  });

  it('checks lists, visibilities, URLs, lengths and related values', async () => {
    expect(await refused({ valid_runner_registrars: ['group', 'instance'] })).toEqual({
      valid_runner_registrars: ['is not included in the list'],
    });
    expect(await refused({ restricted_visibility_levels: ['secret'] })).toEqual({
      restricted_visibility_levels: ["'secret' is not a valid visibility level"],
    });
    expect(await refused({ restricted_visibility_levels: ['private'] })).toEqual({
      default_project_visibility: ['cannot be set to a restricted visibility level'],
      default_group_visibility: ['cannot be set to a restricted visibility level'],
    });
    expect(await refused({ home_page_url: 'not a url' })).toEqual({ home_page_url: ['must be a valid URL'] });
    expect(await refused({ rate_limiting_response_text: 'x'.repeat(256) })).toEqual({
      rate_limiting_response_text: ['is too long (maximum is 255 characters)'],
    });
    expect(await refused({ inactive_projects_send_warning_email_after_months: 2 })).toEqual({
      inactive_projects_send_warning_email_after_months: ['must be less than 2'],
    });
    expect(await refused({ gitaly_timeout_fast: 60 })).toEqual({
      gitaly_timeout_medium: ['must be greater than or equal to 60'],
      gitaly_timeout_fast: ['must be less than or equal to 55'],
    });
    expect(await refused({ repository_storages_weighted: { elsewhere: 10 } })).toEqual({
      repository_storages_weighted: ["can't include: elsewhere"],
    });
    expect(await refused({ personal_access_token_prefix: 'x'.repeat(21) })).toEqual({
      personal_access_token_prefix: ['is too long (maximum is 20 characters)'],
    });
  });

  it('refuses parameters of the wrong type or outside their values as Grape does', async () => {
    expect(await refused({ default_projects_limit: 'many' })).toBe(
      '400 Bad request - default_projects_limit is invalid',
    );
    expect(await refused({ whats_new_variant: 'sometimes' })).toBe(
      '400 Bad request - whats_new_variant does not have a valid value',
    );
    expect(await refused({ default_project_visibility: 'secret' })).toBe(
      '400 Bad request - default_project_visibility does not have a valid value',
    );
    expect(await refused({ first_day_of_week: 3 })).toBe(
      '400 Bad request - first_day_of_week does not have a valid value',
    );
    expect(await refused({ import_sources: ['github', 'svn'] })).toBe(
      '400 Bad request - import_sources[1] does not have a valid value',
    );
    expect(await refused({ default_branch_protection: 7 })).toBe(
      '400 Bad request - default_branch_protection does not have a valid value',
    );
  });
});

describe('deprecated names', () => {
  it('stay in step with the settings they name, both ways', async () => {
    expect(await change({ admin_notification_email: 'abuse@example.com' })).toMatchObject({
      admin_notification_email: 'abuse@example.com',
      abuse_notification_email: 'abuse@example.com',
    });
    expect(await change({ abuse_notification_email: 'reports@example.com' })).toMatchObject({
      admin_notification_email: 'reports@example.com',
      abuse_notification_email: 'reports@example.com',
    });
    expect(await refused({ admin_notification_email: 'not an email' })).toEqual({
      abuse_notification_email: ['is invalid'],
    });

    expect(await change({ default_branch_protection: 0 })).toMatchObject({
      default_branch_protection: 0,
      default_branch_protection_defaults: {
        allowed_to_push: [{ access_level: 30 }],
        allow_force_push: true,
        allowed_to_merge: [{ access_level: 30 }],
      },
    });
    expect(await change({ default_branch_protection_defaults: FULL_BRANCH_PROTECTION })).toMatchObject({
      default_branch_protection: 2,
      default_branch_protection_defaults: FULL_BRANCH_PROTECTION,
    });

    expect(await change({ signin_enabled: false })).toMatchObject({
      password_authentication_enabled_for_web: false,
      password_authentication_enabled: false,
      signin_enabled: false,
    });
    expect(await refused({ signin_enabled: true, password_authentication_enabled_for_web: true })).toBe(
      '400 Bad request - password_authentication_enabled_for_web, password_authentication_enabled, signin_enabled are mutually exclusive',
    );
    await change({ password_authentication_enabled_for_web: true });

    expect(await change({ allow_local_requests_from_hooks_and_services: true })).toMatchObject({
      allow_local_requests_from_hooks_and_services: true,
      allow_local_requests_from_web_hooks_and_services: true,
    });
    await change({ allow_local_requests_from_web_hooks_and_services: false });
    expect(await change({ asset_proxy_whitelist: 'a.example, b.example' })).toMatchObject({
      asset_proxy_whitelist: ['a.example', 'b.example'],
      asset_proxy_allowlist: ['a.example', 'b.example'],
    });
    expect(await change({ throttle_unauthenticated_web_requests_per_period: 99 })).toMatchObject({
      throttle_unauthenticated_requests_per_period: 99,
      throttle_unauthenticated_web_requests_per_period: 99,
    });
    expect(
      await change({ domain_whitelist: ['corp.example'], domain_blacklist_enabled: false }),
    ).toMatchObject({
      domain_allowlist: ['corp.example'],
      domain_whitelist: ['corp.example'],
      domain_denylist_enabled: false,
    });
    expect(
      await change({ housekeeping_incremental_repack_period: 20, housekeeping_gc_period: 5 }),
    ).toMatchObject({
      housekeeping_optimize_repository_period: 20,
      housekeeping_incremental_repack_period: 20,
      housekeeping_full_repack_period: 20,
      housekeeping_gc_period: 20,
    });
  });
});

describe('the settings cache', () => {
  it('answers reads within its lifetime without a query, and drops what it keeps on a change', async () => {
    const settings = t.running.services.applicationSettings;
    const queries = () => t.sql.statements.filter((s) => /application_settings/.test(s)).length;
    await change({ default_projects_limit: 11 });
    t.sql.reset();
    expect((await t.run(() => settings.current())).default_projects_limit).toBe(11);
    expect((await t.run(() => settings.current())).default_projects_limit).toBe(11);
    expect(queries()).toBe(1);
    await change({ default_projects_limit: 12 });
    expect((await settings.current()).default_projects_limit).toBe(12);
  });
});
