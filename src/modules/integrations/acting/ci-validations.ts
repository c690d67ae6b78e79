import { blankRef, num, text } from './payload-fields.ts';

/**
 * GitLab's checks before a CI integration triggers a build (ServicePushDataValidations): a push or
 * tag push with commits that does not remove its ref, a merge request that is open.
 */
export function pushValid(payload: unknown): boolean {
  return (num(payload, 'total_commits_count') ?? 0) > 0 && !blankRef(text(payload, 'after'));
}

export function mergeRequestValid(payload: unknown): boolean {
  return text(payload, 'object_attributes', 'state') === 'opened';
}
