import { defineEntity, p } from '@mikro-orm/postgresql';
import { CATALOGUE_DEFAULTS, type ApplicationSettingValues } from './application-settings.catalogue.ts';

export type { ApplicationSettingValues };

/**
 * Instance-wide settings by their API names, with the defaults a fresh instance has (derived from
 * the catalogue, application-settings.catalogue.ts: add a setting there, in its area's file).
 */
export const APPLICATION_SETTING_DEFAULTS: ApplicationSettingValues = CATALOGUE_DEFAULTS;

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
