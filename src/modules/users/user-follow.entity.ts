import { defineEntity, p } from '@mikro-orm/postgresql';
import { User } from './user.entity.ts';

/** One user following another (GitLab's `user_follow_users`). */
export const UserFollowSchema = defineEntity({
  name: 'UserFollow',
  tableName: 'user_follow_users',
  properties: {
    id: p.integer().primary().autoincrement(),
    follower: () => p.manyToOne(User).deleteRule('cascade'),
    followee: () => p.manyToOne(User).deleteRule('cascade'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ properties: ['followee'] }],
  uniques: [{ properties: ['follower', 'followee'] }],
});
export class UserFollow extends UserFollowSchema.class {}
UserFollowSchema.setClass(UserFollow);
