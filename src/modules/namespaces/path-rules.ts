/**
 * GitLab's rules for the path of a namespace, a project and a username.
 */
const PATH = /^[a-zA-Z0-9_.][a-zA-Z0-9_\-.]*$/;

export const PATH_FORMAT_MESSAGE =
  "can contain only letters, digits, '_', '-' and '.'. Cannot start with '-', end in '.git' or end in '.atom'";

/** First-level paths the web application and API use themselves. */
const RESERVED_TOP_LEVEL = new Set([
  '-',
  '.well-known',
  '404.html',
  '422.html',
  '500.html',
  '502.html',
  '503.html',
  'admin',
  'api',
  'apple-touch-icon.png',
  'assets',
  'dashboard',
  'deploy.html',
  'explore',
  'favicon.ico',
  'favicon.png',
  'files',
  'groups',
  'health_check',
  'help',
  'import',
  'jwt',
  'login',
  'oauth',
  'profile',
  'projects',
  'public',
  'robots.txt',
  's',
  'search',
  'sitemap',
  'sitemap.xml',
  'snippets',
  'unsubscribes',
  'uploads',
  'users',
  'v2',
]);

/** Names a project path cannot take inside a namespace (they are routes under the namespace). */
const RESERVED_PROJECT = new Set([
  '-',
  'badges',
  'blame',
  'blob',
  'builds',
  'commits',
  'create',
  'create_dir',
  'edit',
  'files',
  'find_file',
  'new',
  'preview',
  'raw',
  'refs',
  'tree',
  'update',
  'wikis',
]);

/** A message when the path breaks a format rule, or null when it is fine. */
export function pathFormatError(path: string): string | null {
  if (!PATH.test(path) || path.endsWith('.git') || path.endsWith('.atom') || path.endsWith('.')) {
    return PATH_FORMAT_MESSAGE;
  }
  if (path.length > 255) return 'is too long (maximum is 255 characters)';
  return null;
}

export function isReservedTopLevelPath(path: string): boolean {
  return RESERVED_TOP_LEVEL.has(path.toLowerCase());
}

export function isReservedProjectPath(path: string): boolean {
  return RESERVED_PROJECT.has(path.toLowerCase());
}

/** A path derived from a name: what GitLab suggests when only a name is given. */
export function pathFromName(name: string): string {
  const path = name
    .trim()
    .replace(/[^a-zA-Z0-9_.\-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .replace(/\.(git|atom)$/i, '');
  return path.toLowerCase() || 'project';
}
