import { today } from '../../core/time.ts';
import type { PersonalAccessToken } from './personal-access-token.entity.ts';

/**
 * Active: not revoked, and before the start of its expiry day (UTC). GitLab tokens stop working at
 * midnight UTC on their `expires_at` date.
 */
export function isTokenActive(token: Pick<PersonalAccessToken, 'revoked' | 'expiresAt'>): boolean {
  if (token.revoked) return false;
  return !token.expiresAt || String(token.expiresAt) > today();
}
