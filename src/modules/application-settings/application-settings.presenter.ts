import { deprecatedFields } from './application-settings.aliases.ts';
import {
  SETTING_NAMES,
  settingOf,
  type ApplicationSettingsRecord,
} from './application-settings.catalogue.ts';

/** The v4 settings record: every setting (secrets left out or masked, as GitLab), and the deprecated names. */
export function presentApplicationSettings(record: ApplicationSettingsRecord) {
  const settings: Record<string, unknown> = {};
  for (const name of SETTING_NAMES) {
    const { secret } = settingOf(name);
    if (secret === 'omitted') continue;
    settings[name] = secret === 'masked' ? null : record.values[name];
  }
  return {
    id: record.id,
    created_at: record.createdAt.toISOString(),
    updated_at: record.updatedAt.toISOString(),
    ...settings,
    ...deprecatedFields(record.values),
  };
}
