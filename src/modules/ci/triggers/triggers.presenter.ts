import type { Urls } from '../../../core/urls.ts';
import { presentUserBasic } from '../../users/users.presenter.ts';
import type { Trigger } from './trigger.entity.ts';
import { TRIGGER_TOKEN_PREFIX } from './trigger-token.ts';

/**
 * A trigger as GitLab's API shows it. The whole token only in the answer that created it (only its
 * digest is kept); otherwise its first characters.
 */
export function presentTrigger(trigger: Trigger, urls: Urls, token?: string) {
  return {
    id: trigger.id,
    token: token ?? `${TRIGGER_TOKEN_PREFIX}${trigger.tokenStart}`,
    description: trigger.description,
    created_at: trigger.createdAt.toISOString(),
    updated_at: trigger.updatedAt.toISOString(),
    last_used: trigger.lastUsedAt?.toISOString() ?? null,
    expires_at: trigger.expiresAt?.toISOString() ?? null,
    owner: trigger.owner ? presentUserBasic(trigger.owner, { urls }) : null,
  };
}
