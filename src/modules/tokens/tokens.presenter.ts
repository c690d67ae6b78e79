import { isoTime } from '../../core/time.ts';
import type { PersonalAccessToken } from './personal-access-token.entity.ts';
import { isTokenActive } from './token-state.ts';

/** The v4 JSON of a personal access token (GitLab's PersonalAccessToken entity); never the secret. */
export function presentPersonalAccessToken(token: PersonalAccessToken) {
  return {
    id: token.id,
    name: token.name,
    revoked: token.revoked,
    created_at: isoTime(token.createdAt),
    description: token.description ?? null,
    scopes: [...token.scopes],
    user_id: token.user.id,
    last_used_at: isoTime(token.lastUsedAt),
    active: isTokenActive(token),
    expires_at: token.expiresAt ? String(token.expiresAt) : null,
  };
}

/** The creation (or rotation) response: the same record plus the secret, shown this once. */
export function presentPersonalAccessTokenWithToken(token: PersonalAccessToken, secret: string) {
  return { ...presentPersonalAccessToken(token), token: secret };
}

/** An impersonation token (GitLab's ImpersonationToken entity). */
export function presentImpersonationToken(token: PersonalAccessToken) {
  return { ...presentPersonalAccessToken(token), impersonation: token.impersonation };
}

export function presentImpersonationTokenWithToken(token: PersonalAccessToken, secret: string) {
  return { ...presentImpersonationToken(token), token: secret };
}
