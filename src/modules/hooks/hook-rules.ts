import type { BranchFilterStrategy, HookEventFlag, HookType } from './web-hook.entity.ts';

/**
 * What a hook may hold and how its values are read, as GitLab has them; pure functions shared by
 * the service (validation) and the finder (delivery).
 */

/** Flags a project hook offers (GitLab's project hook attributes). */
export const PROJECT_HOOK_FLAGS = [
  'push_events',
  'tag_push_events',
  'merge_requests_events',
  'issues_events',
  'confidential_issues_events',
  'note_events',
  'confidential_note_events',
  'job_events',
  'pipeline_events',
  'wiki_page_events',
  'deployment_events',
  'releases_events',
  'feature_flag_events',
  'emoji_events',
  'resource_access_token_events',
] as const satisfies readonly HookEventFlag[];

/** A group hook offers the project flags (it fires for every project below it) and its own. */
export const GROUP_HOOK_FLAGS = [
  ...PROJECT_HOOK_FLAGS,
  'subgroup_events',
  'member_events',
] as const satisfies readonly HookEventFlag[];

/**
 * The flags a system hook has; besides them it always receives the instance's system events
 * (projects, groups, users and memberships created, changed or removed).
 */
export const SYSTEM_HOOK_FLAGS = [
  'push_events',
  'tag_push_events',
  'merge_requests_events',
  'repository_update_events',
] as const satisfies readonly HookEventFlag[];

export const HOOK_FLAGS_BY_TYPE: Record<HookType, readonly HookEventFlag[]> = {
  ProjectHook: PROJECT_HOOK_FLAGS,
  GroupHook: GROUP_HOOK_FLAGS,
  SystemHook: SYSTEM_HOOK_FLAGS,
  // An integration's hook: the integration's own flags decide what it receives.
  ServiceHook: [],
};

export const MAX_URL_LENGTH = 8192;
/** URL variables and custom headers: at most this many per hook, values at most this long. */
export const MAX_SECRET_ENTRIES = 20;
export const MAX_SECRET_VALUE_LENGTH = 2048;
const VARIABLE_KEY = /^[A-Za-z0-9_]{1,255}$/;
/** An HTTP header name (RFC 9110 token). */
const HEADER_KEY = /^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,255}$/;
const PLACEHOLDER = /\{([^{}]*)\}/g;

export function validVariableKey(key: string): boolean {
  return VARIABLE_KEY.test(key);
}

export function validHeaderKey(key: string): boolean {
  return HEADER_KEY.test(key);
}

/** The `{name}` placeholders of a URL template, each once, in order. */
export function placeholdersOf(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

/** The URL a template names once its placeholders are filled in (unknown ones are left as they are). */
export function interpolateUrl(template: string, variables: Readonly<Record<string, string>>): string {
  return template.replace(PLACEHOLDER, (whole, key: string) => variables[key] ?? whole);
}

/**
 * Problems with a hook URL template and its variables, as messages on `url` (GitLab's words where
 * it has them): not http(s), not a URL, too long, or placeholders without a variable.
 */
export function urlProblems(template: string, variables: Readonly<Record<string, string>>): string[] {
  if (template.length > MAX_URL_LENGTH) return [`is too long (maximum is ${MAX_URL_LENGTH} characters)`];
  const missing = placeholdersOf(template).filter((key) => !(key in variables));
  if (missing.length > 0) {
    return [`Invalid URL template. Missing keys: [${missing.map((k) => JSON.stringify(k)).join(', ')}]`];
  }
  const parsed = parseHttpUrl(interpolateUrl(template, variables));
  return parsed ? [] : ['must be a valid URL'];
}

/** The URL if it is an absolute http or https URL with a host, else null. */
export function parseHttpUrl(text: string): URL | null {
  if (/\s/.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.hostname === '' ? null : url;
}

/**
 * Whether a wildcard branch filter is well formed: what could be (part of) a branch name, with `*`
 * standing for any run of characters (git's ref-name rules, less the wildcard).
 */
export function validWildcardFilter(filter: string): boolean {
  if (filter.length > 255) return false;
  if (/[\x00-\x20\x7f~^:?[\\]/.test(filter)) return false;
  if (filter.includes('..') || filter.includes('@{') || filter.includes('//')) return false;
  if (filter.startsWith('/') || filter.startsWith('-') || filter.endsWith('/') || filter.endsWith('.')) {
    return false;
  }
  return !filter.endsWith('.lock') && filter !== '@';
}

/** A problem with a branch filter under its strategy, or null. */
export function branchFilterProblem(strategy: BranchFilterStrategy, filter: string | null): string | null {
  if (filter === null || filter === '' || strategy === 'all_branches') return null;
  if (strategy === 'regex') {
    try {
      new RegExp(filter, 'u');
      return null;
    } catch {
      return 'is not a valid regular expression';
    }
  }
  return validWildcardFilter(filter) ? null : 'is not a valid branch name pattern';
}

/**
 * Whether a push to `branch` passes the hook's filter (GitLab: no filter, or `all_branches`, lets
 * every branch through; a wildcard must match the whole name; a regex anywhere in it).
 */
export function branchMatches(
  strategy: BranchFilterStrategy,
  filter: string | null,
  branch: string,
): boolean {
  if (strategy === 'all_branches' || filter === null || filter === '') return true;
  if (strategy === 'regex') {
    try {
      return new RegExp(filter, 'u').test(branch);
    } catch {
      return false;
    }
  }
  const pattern = filter
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*?');
  return new RegExp(`^${pattern}$`, 'u').test(branch);
}
