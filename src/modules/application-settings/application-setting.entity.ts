import { defineEntity, p } from '@mikro-orm/postgresql';
import { FULL_BRANCH_PROTECTION } from '../namespaces/branch-protection-defaults.ts';

/** Instance-wide settings by their API names, with the defaults a fresh instance has. */
export const APPLICATION_SETTING_DEFAULTS = {
  /** The CI file of projects that name none (`null`: `.gitlab-ci.yml`). */
  default_ci_config_path: null as string | null,
  /** What protects the default branch of new projects outside groups that set their own. */
  default_branch_protection_defaults: FULL_BRANCH_PROTECTION,
  /** Webhooks and integrations may reach loopback, local-network and link-local addresses. */
  allow_local_requests_from_web_hooks_and_services: false,
  /** System hooks may reach loopback, local-network and link-local addresses. */
  allow_local_requests_from_system_hooks: true,
  /** Local hosts and addresses hooks may reach all the same (see core/outbound/allowlist.ts). */
  outbound_local_requests_whitelist: [] as string[],
};

export type ApplicationSettingValues = typeof APPLICATION_SETTING_DEFAULTS;

/** The one settings record of the instance. */
export const ApplicationSettingSchema = defineEntity({
  name: 'ApplicationSetting',
  tableName: 'application_settings',
  properties: {
    id: p.integer().primary().autoincrement(),
    /** Settings that differ from the defaults, by API name. */
    settings: p.json<Partial<ApplicationSettingValues>>().default('{}'),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class ApplicationSetting extends ApplicationSettingSchema.class {}
ApplicationSettingSchema.setClass(ApplicationSetting);
