import { randomBytes } from 'node:crypto';
import type { EnvironmentTier } from './environment.entity.ts';

/** GitLab's environment name rule: letters, digits, `-_/${}.` and spaces, not starting or ending with `/`. */
const NAME = /^[a-zA-Z0-9_\\/${}. -]+$/;
export const NAME_MESSAGE =
  "can contain only letters, digits, '-', '_', '/', '$', '{', '}', '.', and spaces, but it cannot start or end with '/'";

export function validName(name: string): boolean {
  return NAME.test(name) && !name.startsWith('/') && !name.endsWith('/');
}

const SLUG_MAX = 24;
const SUFFIX = 6;

/**
 * GitLab's environment slug: lower case, runs of other characters as one `-`, starting with a
 * letter (`env-` prepended otherwise), at most 24 characters, no trailing `-`; when that changed the
 * name, a random six-character suffix keeps slugs of similar names apart.
 */
export function slugOf(name: string): string {
  let slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  if (!/^[a-z]/.test(slug)) slug = `env-${slug}`;
  const changed = slug !== name;
  slug = slug.slice(0, changed ? SLUG_MAX - SUFFIX - 1 : SLUG_MAX).replace(/-+$/, '');
  if (!changed) return slug;
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const suffix = [...randomBytes(SUFFIX)].map((b) => alphabet[b % alphabet.length]).join('');
  return `${slug}-${suffix}`;
}

/** GitLab's tier guessed from the name, when none is given. */
export function tierOf(name: string): EnvironmentTier {
  const n = name.toLowerCase();
  if (/(^|\W|_)(prod|production|prd|live)(\W|_|$)/.test(n)) return 'production';
  if (/(^|\W|_)(stag|staging|stage|model|demo|pre|rc)/.test(n)) return 'staging';
  if (/(^|\W|_)(test|testing|tst|int|ac(ce|)pt|qa|qc|control|quality)/.test(n)) return 'testing';
  if (/(^|\W|_)(dev|review|development|trunk)/.test(n)) return 'development';
  return 'other';
}
