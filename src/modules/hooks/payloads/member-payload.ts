import { accessLevelName } from '../../../core/access.ts';
import type { Namespace } from '../../namespaces/namespace.entity.ts';
import type { User } from '../../users/user.entity.ts';
import { hookIsoTime } from './hook-times.ts';
import { hookUserEmail } from './project-attributes.ts';

/** GitLab's member hook `event_name` by membership change. */
export const MEMBER_EVENT_NAMES = {
  'member.added': 'user_add_to_group',
  'member.updated': 'user_update_for_group',
  'member.removed': 'user_remove_from_group',
} as const;

export interface MemberPayloadInput {
  eventName: (typeof MEMBER_EVENT_NAMES)[keyof typeof MEMBER_EVENT_NAMES];
  group: Namespace;
  user: User;
  accessLevel: number | null;
  /** The membership, when it still exists (not after a removal). */
  membership: {
    createdAt: Date | string | null;
    updatedAt: Date | string | null;
    expiresAt: Date | string | null;
  } | null;
}

/** GitLab's member hook payload for a group membership (no `object_kind`, as GitLab's). */
export function memberPayload(input: MemberPayloadInput) {
  const { group, user, membership } = input;
  return {
    created_at: hookIsoTime(membership?.createdAt),
    updated_at: hookIsoTime(membership?.updatedAt),
    group_name: group.name,
    group_path: group.path,
    group_id: group.id,
    user_username: user.username,
    user_name: user.name,
    user_email: hookUserEmail(user),
    user_id: user.id,
    group_access: input.accessLevel === null ? null : accessLevelName(input.accessLevel),
    group_plan: null,
    expires_at: hookIsoTime(membership?.expiresAt),
    event_name: input.eventName,
  };
}
