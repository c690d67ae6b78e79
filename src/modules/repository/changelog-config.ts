import { parse } from 'yaml';
import { badRequest } from '../../core/errors.ts';

/** The changelog configuration file's settings the service honours. */
export interface ChangelogConfig {
  /** Trailer value → the heading shown for it. */
  categories: Record<string, string>;
  /** `strftime`-style format of the release date (`%Y`, `%m`, `%d`). */
  dateFormat: string;
  /** Which tags are versions: the first capture group (or the match) is the version. */
  tagRegex: RegExp;
}

export const DEFAULT_CHANGELOG_CONFIG: ChangelogConfig = {
  categories: {},
  dateFormat: '%Y-%m-%d',
  tagRegex: /^v?(?<major>\d+)\.(?<minor>\d+)\.(?<patch>\d+)$/,
};

/** Reads a configuration file's YAML; an absent file means the defaults. */
export function parseChangelogConfig(text: string | null): ChangelogConfig {
  if (text === null) return DEFAULT_CHANGELOG_CONFIG;
  let raw: unknown;
  try {
    raw = parse(text);
  } catch (error) {
    throw badRequest(`The changelog configuration is not valid YAML: ${(error as Error).message}`);
  }
  if (raw === null || raw === undefined) return DEFAULT_CHANGELOG_CONFIG;
  if (typeof raw !== 'object' || Array.isArray(raw))
    throw badRequest('The changelog configuration must be a YAML Hash');
  const config = raw as Record<string, unknown>;
  const categories: Record<string, string> = {};
  if (config['categories'] !== undefined) {
    if (
      typeof config['categories'] !== 'object' ||
      config['categories'] === null ||
      Array.isArray(config['categories'])
    ) {
      throw badRequest('The "categories" configuration key must be a Hash');
    }
    for (const [key, value] of Object.entries(config['categories'])) categories[key] = String(value);
  }
  let tagRegex = DEFAULT_CHANGELOG_CONFIG.tagRegex;
  if (typeof config['tag_regex'] === 'string') {
    try {
      tagRegex = new RegExp(config['tag_regex']);
    } catch {
      throw badRequest('The "tag_regex" configuration key is not a valid regular expression');
    }
  }
  return {
    categories,
    dateFormat:
      typeof config['date_format'] === 'string' ? config['date_format'] : DEFAULT_CHANGELOG_CONFIG.dateFormat,
    tagRegex,
  };
}

/** The handful of strftime directives release dates use. */
export function formatDate(date: Date, format: string): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return format
    .replace(/%Y/g, String(date.getUTCFullYear()))
    .replace(/%m/g, pad(date.getUTCMonth() + 1))
    .replace(/%d/g, pad(date.getUTCDate()))
    .replace(/%H/g, pad(date.getUTCHours()))
    .replace(/%M/g, pad(date.getUTCMinutes()));
}
