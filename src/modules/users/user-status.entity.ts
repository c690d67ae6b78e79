import { defineEntity, p } from '@mikro-orm/postgresql';
import { User } from './user.entity.ts';

/** GitLab's `UserStatus.availabilities`. */
export const AVAILABILITIES = ['not_set', 'busy'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/** A user's status (GitLab's `user_statuses`): at most one per user, gone once cleared or expired. */
export const UserStatusSchema = defineEntity({
  name: 'UserStatus',
  tableName: 'user_statuses',
  properties: {
    user: () => p.oneToOne(User).primary().owner().deleteRule('cascade'),
    emoji: p.string().length(255),
    message: p.string().length(100).nullable(),
    availability: p.enum(AVAILABILITIES).default('not_set'),
    /** When the status stops counting (GitLab's `clear_status_at`); null: until changed. */
    clearStatusAt: p.datetime().nullable(),
  },
});
export class UserStatus extends UserStatusSchema.class {}
UserStatusSchema.setClass(UserStatus);
