import { defineEntity, p } from '@mikro-orm/postgresql';
import { User } from './user.entity.ts';

/** A callout (banner, popover) a user dismissed (GitLab's `user_callouts`). */
export const UserCalloutSchema = defineEntity({
  name: 'UserCallout',
  tableName: 'user_callouts',
  properties: {
    id: p.integer().primary().autoincrement(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    featureName: p.string().length(255),
    dismissedAt: p.datetime(),
  },
  uniques: [{ properties: ['user', 'featureName'] }],
});
export class UserCallout extends UserCalloutSchema.class {}
UserCalloutSchema.setClass(UserCallout);

/** A callout a user dismissed for one group (GitLab's `user_group_callouts`). */
export const UserGroupCalloutSchema = defineEntity({
  name: 'UserGroupCallout',
  tableName: 'user_group_callouts',
  properties: {
    id: p.integer().primary().autoincrement(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    /** The group (a namespace id); the row goes with the group. */
    groupId: p.integer(),
    featureName: p.string().length(255),
    dismissedAt: p.datetime(),
  },
  uniques: [{ properties: ['user', 'groupId', 'featureName'] }],
});
export class UserGroupCallout extends UserGroupCalloutSchema.class {}
UserGroupCalloutSchema.setClass(UserGroupCallout);
