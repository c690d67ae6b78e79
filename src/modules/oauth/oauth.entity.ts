import { defineEntity, p } from '@mikro-orm/postgresql';
import { User } from '../users/user.entity.ts';

/** A registered OAuth client. Tokens issued by the password grant may have none. */
export const OauthApplicationSchema = defineEntity({
  name: 'OauthApplication',
  tableName: 'oauth_applications',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(255),
    uid: p.string().length(255).unique(),
    secretDigest: p.string().length(64),
    redirectUri: p.text(),
    scopes: p.array().columnType('text[]').default([]),
    confidential: p.boolean().default(true),
    owner: () => p.manyToOne(User).nullable().deleteRule('cascade'),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export class OauthApplication extends OauthApplicationSchema.class {}
OauthApplicationSchema.setClass(OauthApplication);

/** An OAuth 2.0 access token (two hours by default) and its refresh token, both stored as digests. */
export const OauthAccessTokenSchema = defineEntity({
  name: 'OauthAccessToken',
  tableName: 'oauth_access_tokens',
  properties: {
    id: p.integer().primary().autoincrement(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    application: () => p.manyToOne(OauthApplication).nullable().deleteRule('cascade'),
    tokenDigest: p.string().length(64).unique(),
    refreshTokenDigest: p.string().length(64).nullable().unique(),
    scopes: p.array().columnType('text[]').default([]),
    expiresInSeconds: p.integer(),
    revokedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ properties: ['user'] }],
});
export class OauthAccessToken extends OauthAccessTokenSchema.class {
  expiresAt(): Date {
    return new Date(this.createdAt.getTime() + this.expiresInSeconds * 1000);
  }
}
OauthAccessTokenSchema.setClass(OauthAccessToken);
