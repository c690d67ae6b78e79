/**
 * What never reaches a log line: the values of parameters named like secrets, as GitLab filters
 * them (`config.filter_parameters` in its config/application.rb), credentials in headers, and the
 * user-info part of URLs. The logger (core/logger.ts) applies these to everything it writes.
 */
export const FILTERED = '[FILTERED]';

/** GitLab's patterns, matched against the whole (lower-cased) name. */
const PATTERNS = [
  /token$/,
  /password/,
  /secret/,
  /key$/,
  /^body$/,
  /^description$/,
  /^note$/,
  /^text$/,
  /^title$/,
  // Credentials in headers (GitLab does not log headers at all).
  /^(proxy_)?authorization$/,
  /cookie/,
];

/** GitLab's names, matched anywhere in the name (as Rails matches them). */
const NAMES = [
  'certificate',
  'encrypted_key',
  'hook',
  'import_url',
  'otp_attempt',
  'sentry_dsn',
  'trace',
  'variables',
  'content',
  'sharedsecret',
];

/**
 * Whether a parameter's (or header's, or field's) value is filtered. Nested names (`a[b][c]`) are
 * filtered when any part is, so a filtered parameter hides all it holds; `PRIVATE-TOKEN` reads as
 * `private_token`.
 */
export function isFilteredName(name: string): boolean {
  const parts = name.match(/[^[\]]+/g) ?? [];
  return parts.some((part) => {
    const normalized = part.toLowerCase().replace(/-/g, '_');
    return PATTERNS.some((p) => p.test(normalized)) || NAMES.some((n) => normalized.includes(n));
  });
}

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

// A `name=value` pair of a query or form (after `?`, `&`, `;`, a space or a quote, or at the start),
// and the user-info of a URL (`scheme://user:password@`). Neither runs past a quote or backslash,
// so they also apply inside a JSON line.
const PAIR = /(^|[?&;\s"])([^=&#\s"?\\]+)=([^&#\s"\\]*)/g;
const USERINFO = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/?#@"\\]+@/gi;

/** A text (a URL, a message, a whole log line) with secret-named parameters and URL user-info filtered. */
export function filterText(text: string): string {
  return text
    .replace(USERINFO, `$1${FILTERED}@`)
    .replace(PAIR, (pair: string, before: string, name: string) =>
      isFilteredName(decodeName(name)) ? `${before}${name}=${FILTERED}` : pair,
    );
}

function isPlainObject(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === null || proto === Object.prototype;
}

/**
 * A copy of plain objects and arrays (parameters, headers, variables...) in which the values of
 * secret-named keys are `[FILTERED]` and strings are filtered as texts. Other objects are kept.
 */
export function filterFields(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return filterText(value);
  if (value === null || typeof value !== 'object' || depth > 10) return value;
  if (Array.isArray(value)) return value.map((item) => filterFields(item, depth + 1));
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      isFilteredName(key) ? FILTERED : filterFields(item, depth + 1),
    ]),
  );
}
