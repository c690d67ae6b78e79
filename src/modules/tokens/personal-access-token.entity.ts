import { defineEntity, p } from '@mikro-orm/postgresql';
import { User } from '../users/user.entity.ts';

/**
 * A personal access token, or (with `impersonation`) an impersonation token an administrator made
 * for a user. Only a digest of the secret is stored.
 */
export const PersonalAccessTokenSchema = defineEntity({
  name: 'PersonalAccessToken',
  tableName: 'personal_access_tokens',
  properties: {
    id: p.integer().primary().autoincrement(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    name: p.string().length(255),
    description: p.text().nullable(),
    tokenDigest: p.string().length(64).unique(),
    scopes: p.array().columnType('text[]').default([]),
    impersonation: p.boolean().default(false),
    revoked: p.boolean().default(false),
    /** Expiry date (YYYY-MM-DD): the token stops working at the start of that day (UTC), as in GitLab. */
    expiresAt: p.date().nullable(),
    lastUsedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  indexes: [{ properties: ['user'] }],
});

export class PersonalAccessToken extends PersonalAccessTokenSchema.class {}
PersonalAccessTokenSchema.setClass(PersonalAccessToken);
