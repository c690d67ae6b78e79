/**
 * GitLab's environment scopes: `*` matches every job, a name matches that environment, and `*` in
 * a name stands for any characters (`review/*`). Jobs without an environment get only `*`.
 */
export function scopeMatches(scope: string, environment: string | null): boolean {
  if (scope === '*') return true;
  if (environment === null) return false;
  const pattern = scope
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${pattern}$`).test(environment);
}

/** Of several scopes matching one environment, the most specific wins: exact, then patterns, then `*`. */
export function scopeSpecificity(scope: string): number {
  if (scope === '*') return 0;
  return scope.includes('*') ? 1 : 2;
}
