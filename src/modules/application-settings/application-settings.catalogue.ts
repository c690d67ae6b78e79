import { accountSettings } from './catalogue/accounts.ts';
import { ciSettings } from './catalogue/ci.ts';
import { importExportSettings } from './catalogue/import-export.ts';
import { instanceSettings } from './catalogue/instance.ts';
import { integrationSettings } from './catalogue/integrations.ts';
import { limitSettings } from './catalogue/limits.ts';
import { networkSettings } from './catalogue/network.ts';
import { rateLimitSettings } from './catalogue/rate-limits.ts';
import { registrySettings } from './catalogue/registry.ts';
import { repositorySettings } from './catalogue/repository.ts';
import { searchSettings } from './catalogue/search.ts';
import type { AnySetting, ParamOf, ValueOf } from './catalogue/setting.ts';
import { signInSettings } from './catalogue/sign-in.ts';
import { signUpSettings } from './catalogue/sign-up.ts';
import { visibilitySettings } from './catalogue/visibility.ts';

/** The catalogue by area: each setting belongs to exactly one (a test checks no name repeats). */
export const CATALOGUE_AREAS = {
  signUp: signUpSettings,
  signIn: signInSettings,
  accounts: accountSettings,
  visibility: visibilitySettings,
  limits: limitSettings,
  rateLimits: rateLimitSettings,
  ci: ciSettings,
  repository: repositorySettings,
  network: networkSettings,
  integrations: integrationSettings,
  importExport: importExportSettings,
  registry: registrySettings,
  instance: instanceSettings,
  search: searchSettings,
};

/** Every application setting by its API name: GitLab's record, higher tiers included. */
export const CATALOGUE = {
  ...signUpSettings,
  ...signInSettings,
  ...accountSettings,
  ...visibilitySettings,
  ...limitSettings,
  ...rateLimitSettings,
  ...ciSettings,
  ...repositorySettings,
  ...networkSettings,
  ...integrationSettings,
  ...importExportSettings,
  ...registrySettings,
  ...instanceSettings,
  ...searchSettings,
} satisfies Record<string, AnySetting>;

export type Catalogue = typeof CATALOGUE;
export type ApplicationSettingName = keyof Catalogue;

/** The settings in force, by API name. */
export type ApplicationSettingValues = { -readonly [K in ApplicationSettingName]: ValueOf<Catalogue[K]> };

/** Settings a change names, each as its parameter reads (a partial hash for the hash settings). */
export type ApplicationSettingChanges = { [K in ApplicationSettingName]?: ParamOf<Catalogue[K]> };

/** The settings record as the API shows it. */
export interface ApplicationSettingsRecord {
  id: number;
  createdAt: Date;
  updatedAt: Date;
  values: ApplicationSettingValues;
}

export const SETTING_NAMES = Object.keys(CATALOGUE) as ApplicationSettingName[];

/** One setting, widened for code that walks the whole catalogue. */
export function settingOf(name: ApplicationSettingName): AnySetting {
  return CATALOGUE[name];
}

/** The defaults of a fresh instance. */
export const CATALOGUE_DEFAULTS = Object.fromEntries(
  SETTING_NAMES.map((name) => [name, structuredClone(settingOf(name).default)]),
) as ApplicationSettingValues;
