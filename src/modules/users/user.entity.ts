import { defineEntity, p } from '@mikro-orm/postgresql';

export const USER_STATES = [
  'active',
  'blocked',
  'deactivated',
  'blocked_pending_approval',
  'banned',
  'ldap_blocked',
] as const;
export type UserState = (typeof USER_STATES)[number];

/** `human` users sign in; the others are bots of various kinds (`bot: true` in the API). */
export const USER_TYPES = ['human', 'project_bot', 'service_account', 'ghost', 'support_bot'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const UserSchema = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.integer().primary().autoincrement(),
    username: p.string().length(255),
    name: p.string().length(255),
    email: p.string().length(255),
    encryptedPassword: p.string().length(255).nullable(),
    state: p.enum(USER_STATES).default('active'),
    userType: p.enum(USER_TYPES).default('human'),
    admin: p.boolean().default(false),
    external: p.boolean().default(false),
    lockedAt: p.datetime().nullable(),
    /** Failed password sign-ins since the last successful one (`max_login_attempts`). */
    failedAttempts: p.integer().default(0),
    /** When the grace period of a two-factor requirement started for this user. */
    otpGracePeriodStartedAt: p.datetime().nullable(),
    bio: p.text().default(''),
    location: p.string().length(255).default(''),
    publicEmail: p.string().length(255).nullable(),
    commitEmail: p.string().length(255).nullable(),
    skype: p.string().length(255).default(''),
    linkedin: p.string().length(255).default(''),
    twitter: p.string().length(255).default(''),
    discord: p.string().length(255).default(''),
    websiteUrl: p.string().length(255).default(''),
    organization: p.string().length(255).default(''),
    jobTitle: p.string().length(255).default(''),
    pronouns: p.string().length(50).nullable(),
    workInformation: p.string().length(255).nullable(),
    timezone: p.string().length(100).nullable(),
    /** Stored file name of the uploaded avatar, under the user's upload directory. */
    avatar: p.string().length(255).nullable(),
    projectsLimit: p.integer().default(100000),
    canCreateGroup: p.boolean().default(true),
    privateProfile: p.boolean().default(false),
    themeId: p.integer().default(3),
    colorSchemeId: p.integer().default(1),
    note: p.text().nullable(),
    twoFactorEnabled: p.boolean().default(false),
    confirmedAt: p.datetime().nullable(),
    signInCount: p.integer().default(0),
    currentSignInAt: p.datetime().nullable(),
    lastSignInAt: p.datetime().nullable(),
    currentSignInIp: p.string().length(64).nullable(),
    lastSignInIp: p.string().length(64).nullable(),
    lastActivityOn: p.date().nullable(),
    emailResetOfferedAt: p.datetime().nullable(),
    createdBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  indexes: [
    { properties: ['createdAt'] },
    {
      name: 'users_username_lower_unique',
      expression: 'create unique index "users_username_lower_unique" on "users" (lower("username"))',
    },
    {
      name: 'users_email_lower_unique',
      expression: 'create unique index "users_email_lower_unique" on "users" (lower("email"))',
    },
  ],
});

export class User extends UserSchema.class {}
UserSchema.setClass(User);

/** Locked out after too many failed sign-ins. */
export function isLocked(user: Pick<User, 'lockedAt'>): boolean {
  return user.lockedAt !== null && user.lockedAt !== undefined;
}

/** Any non-human user is a bot for the API. */
export function isBot(user: Pick<User, 'userType'>): boolean {
  return user.userType !== 'human';
}
