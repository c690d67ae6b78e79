import { defineEntity, p } from '@mikro-orm/postgresql';
import { User } from '../users/user.entity.ts';

/** What a membership is of: a project, or a group (GitLab's `Namespace` source type). */
export const MEMBER_SOURCE_TYPES = ['Project', 'Namespace'] as const;
export type MemberSourceType = (typeof MEMBER_SOURCE_TYPES)[number];

/**
 * A user's direct membership of a project or group, or a pending invitation (no user yet, an
 * `inviteEmail` instead), or an access request (`requestedAt` set).
 */
export const MemberSchema = defineEntity({
  name: 'Member',
  tableName: 'members',
  properties: {
    id: p.integer().primary().autoincrement(),
    sourceType: p.enum(MEMBER_SOURCE_TYPES),
    sourceId: p.integer(),
    user: () => p.manyToOne(User).nullable().deleteRule('cascade'),
    accessLevel: p.integer(),
    expiresAt: p.date().nullable(),
    createdBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    inviteEmail: p.string().length(255).nullable(),
    inviteTokenDigest: p.string().length(64).nullable(),
    inviteAcceptedAt: p.datetime().nullable(),
    inviteSource: p.string().length(255).nullable(),
    requestedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  indexes: [
    { properties: ['user'] },
    { properties: ['sourceType', 'sourceId'] },
    {
      name: 'members_source_user_unique',
      expression:
        'create unique index "members_source_user_unique" on "members" ("source_type", "source_id", "user_id") where "user_id" is not null',
    },
    {
      name: 'members_source_invite_email_unique',
      expression:
        'create unique index "members_source_invite_email_unique" on "members" ("source_type", "source_id", lower("invite_email")) where "invite_email" is not null',
    },
  ],
});

export class Member extends MemberSchema.class {}
MemberSchema.setClass(Member);
