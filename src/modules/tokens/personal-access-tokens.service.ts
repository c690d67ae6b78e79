import type { Database } from '../../db/database.ts';
import type { MikroORM } from '@mikro-orm/postgresql';
import { isTokenScope, type TokenScope } from '../../core/actor.ts';
import { invalidField } from '../../core/errors.ts';
import { digestToken, generateToken } from '../../core/secrets.ts';
import { today } from '../../core/time.ts';
import { type User } from '../users/user.entity.ts';
import { PersonalAccessToken } from './personal-access-token.entity.ts';

export const PERSONAL_ACCESS_TOKEN_PREFIX = 'glpat-';

export interface NewTokenInput {
  name: string;
  scopes: readonly string[];
  /** YYYY-MM-DD; null for no expiry. */
  expiresAt: string | null;
  description?: string | null;
  impersonation?: boolean;
}

/** A token just created: the record and its secret, which is shown this once. */
export interface IssuedToken {
  token: PersonalAccessToken;
  secret: string;
}

/**
 * Personal access tokens and impersonation tokens: issuing them (secret shown once, digest kept),
 * finding an active one by its secret. Who may issue which token is decided by the callers'
 * services (users, admin); this service keeps the token rules.
 */
export class PersonalAccessTokensService {
  private readonly orm: MikroORM;

  constructor(orm: MikroORM) {
    this.orm = orm;
  }

  private get em() {
    return this.orm.em;
  }

  /** Validates and stores a token for `user`; the caller runs it inside its unit of work. */
  async issue(user: User, input: NewTokenInput, secret?: string): Promise<IssuedToken> {
    validateTokenInput(input);
    const value = secret ?? generateToken(PERSONAL_ACCESS_TOKEN_PREFIX);
    const token = this.em.create(PersonalAccessToken, {
      user,
      name: input.name.trim(),
      description: input.description ?? null,
      scopes: [...new Set(input.scopes)],
      expiresAt: input.expiresAt,
      impersonation: input.impersonation ?? false,
      tokenDigest: digestToken(value),
    });
    await this.em.flush();
    return { token, secret: value };
  }

  /** The token with this secret if it is neither revoked nor expired, with its user loaded. */
  async findUsable(secret: string): Promise<PersonalAccessToken | null> {
    const token = await this.em.findOne(
      PersonalAccessToken,
      { tokenDigest: digestToken(secret) },
      { populate: ['user'] },
    );
    if (!token || !isTokenActive(token)) return null;
    return token;
  }

  /** Records use, at most every ten minutes per token, as GitLab does. */
  async touch(tokenId: number, lastUsedAt: Date | null | undefined): Promise<void> {
    if (lastUsedAt && Date.now() - lastUsedAt.getTime() < 10 * 60 * 1000) return;
    await this.em
      .getKysely<Database>()
      .updateTable('personal_access_tokens')
      .set({ last_used_at: new Date() })
      .where('id', '=', tokenId)
      .execute();
  }
}

export function isTokenActive(token: Pick<PersonalAccessToken, 'revoked' | 'expiresAt'>): boolean {
  if (token.revoked) return false;
  return !token.expiresAt || token.expiresAt >= today();
}

function validateTokenInput(input: NewTokenInput): void {
  if (!input.name || input.name.trim() === '') throw invalidField('name', "can't be blank");
  if (input.name.length > 255) throw invalidField('name', 'is too long (maximum is 255 characters)');
  if (input.scopes.length === 0) throw invalidField('scopes', "can't be blank");
  const unknown = input.scopes.filter((s) => !isTokenScope(s));
  if (unknown.length > 0) throw invalidField('scopes', `can only contain available scopes`);
  if (input.expiresAt && input.expiresAt < today()) throw invalidField('expires_at', 'must be in the future');
}

export function asScopes(scopes: readonly string[]): Set<TokenScope> {
  return new Set(scopes.filter(isTokenScope));
}
