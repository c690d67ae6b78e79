import type { Database } from '../../db/database.ts';
import type { MikroORM } from '@mikro-orm/postgresql';
import { isAdmin, isTokenScope, requireUser, type Actor, type TokenScope } from '../../core/actor.ts';
import {
  badRequest,
  DomainError,
  invalidField,
  notFound,
  unauthorized,
  unprocessable,
  type FieldErrors,
} from '../../core/errors.ts';
import type { Page, PageRequest } from '../../core/pagination.ts';
import { authorize, can } from '../../core/policy.ts';
import { digestToken, generateToken } from '../../core/secrets.ts';
import { daysFromToday, today } from '../../core/time.ts';
import type { UnitOfWork } from '../../core/tx.ts';
import type { ApplicationSettingValues } from '../application-settings/application-setting.entity.ts';
import { User } from '../users/user.entity.ts';
import { PersonalAccessToken } from './personal-access-token.entity.ts';
import { isTokenActive } from './token-state.ts';
import { TokensFinder, type TokenFilters } from './tokens.finder.ts';

export { isTokenActive };

declare module '../../core/events.ts' {
  interface DomainEventMap {
    'personal_access_token.created': {
      tokenId: number;
      userId: number;
      impersonation: boolean;
      byId: number;
    };
    'personal_access_token.revoked': {
      tokenId: number;
      userId: number;
      impersonation: boolean;
      byId: number;
    };
    'personal_access_token.rotated': { tokenId: number; newTokenId: number; userId: number; byId: number };
  }
}

/** The longest lifetime a token may be given (GitLab's default maximum, in days). */
export const MAX_TOKEN_LIFETIME_DAYS = 365;

/** A rotated token's replacement lives a week unless told otherwise, as in GitLab. */
const ROTATED_TOKEN_LIFETIME_DAYS = 7;

export interface NewTokenInput {
  name: string;
  scopes: readonly string[];
  /** YYYY-MM-DD; null for no expiry. */
  expiresAt: string | null;
  description?: string | null;
  impersonation?: boolean;
}

/** What a caller asks for when creating a token through the API. */
export interface TokenRequest {
  name: string;
  scopes: readonly string[];
  /** YYYY-MM-DD; undefined for the endpoint's default. */
  expiresAt?: string;
  description?: string;
}

/** A token just created: the record and its secret, which is shown this once. */
export interface IssuedToken {
  token: PersonalAccessToken;
  secret: string;
}

/**
 * Personal access tokens and impersonation tokens: issuing them (secret shown once, digest kept),
 * listing, revoking and rotating them, and finding an active one by its secret. A token stops
 * working at the start of its `expires_at` day (UTC), as in GitLab.
 *
 * Two application settings govern them: new secrets start with `personal_access_token_prefix`
 * (tokens made under another prefix keep working), and `disable_personal_access_tokens` refuses
 * new tokens and makes every existing one (impersonation tokens included) fail to authenticate,
 * as GitLab's `PersonalAccessToken.find_by_token` does; OAuth and job tokens are not affected.
 */
export class PersonalAccessTokensService {
  private readonly orm: MikroORM;
  private readonly uow: UnitOfWork;
  private readonly finder: TokensFinder;
  private readonly settings: () => Promise<ApplicationSettingValues>;

  constructor(orm: MikroORM, uow: UnitOfWork, settings: () => Promise<ApplicationSettingValues>) {
    this.orm = orm;
    this.uow = uow;
    this.finder = new TokensFinder(orm);
    this.settings = settings;
  }

  private get em() {
    return this.orm.em;
  }

  /** Validates and stores a token for `user`; callers run it inside their unit of work. */
  async issue(user: User, input: NewTokenInput, secret?: string): Promise<IssuedToken> {
    validateTokenInput(input);
    const value = secret ?? generateToken((await this.settings()).personal_access_token_prefix ?? '');
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

  // --- Impersonation tokens (administrators) -------------------------------------------------

  /** GET /users/:user_id/impersonation_tokens. */
  async listImpersonation(
    actor: Actor,
    userId: number,
    state: 'all' | 'active' | 'inactive',
    page: PageRequest,
  ): Promise<Page<PersonalAccessToken>> {
    const user = await this.targetUser(actor, userId);
    return this.finder.list({ userId: user.id, impersonation: true, state }, page);
  }

  /** GET /users/:user_id/impersonation_tokens/:id. */
  async getImpersonation(actor: Actor, userId: number, tokenId: number): Promise<PersonalAccessToken> {
    const user = await this.targetUser(actor, userId);
    const token = await this.em.findOne(PersonalAccessToken, {
      id: tokenId,
      user: user.id,
      impersonation: true,
    });
    if (!token) throw notFound('Impersonation Token');
    return token;
  }

  /** POST /users/:user_id/impersonation_tokens: the secret is returned this once. */
  async createImpersonation(actor: Actor, userId: number, request: TokenRequest): Promise<IssuedToken> {
    const user = await this.targetUser(actor, userId);
    await this.checkCreationAllowed();
    return this.uow.run(async (tx) => {
      const issued = await this.issue(user, {
        name: request.name,
        scopes: request.scopes,
        description: request.description ?? null,
        expiresAt: request.expiresAt ?? null,
        impersonation: true,
      });
      tx.emit('personal_access_token.created', {
        tokenId: issued.token.id,
        userId: user.id,
        impersonation: true,
        byId: actor.user!.id,
      });
      return issued;
    });
  }

  /** An impersonation token by its id alone (GraphQL), for administrators. */
  async getImpersonationById(actor: Actor, tokenId: number): Promise<PersonalAccessToken> {
    requireUser(actor);
    authorize(actor, 'admin_users', null);
    const token = await this.em.findOne(PersonalAccessToken, { id: tokenId, impersonation: true });
    if (!token) throw notFound('Impersonation Token');
    return token;
  }

  /** DELETE /users/:user_id/impersonation_tokens/:id: revokes it. */
  async revokeImpersonation(actor: Actor, userId: number, tokenId: number): Promise<void> {
    const token = await this.getImpersonation(actor, userId, tokenId);
    await this.markRevoked(actor, token);
  }

  // --- Personal access tokens ----------------------------------------------------------------

  /**
   * POST /users/:user_id/personal_access_tokens (administrators): any scopes; without
   * `expiresAt`, the longest lifetime allowed. Invalid attributes are a 422, as in GitLab.
   */
  async createForUser(actor: Actor, userId: number, request: TokenRequest): Promise<IssuedToken> {
    const user = await this.targetUser(actor, userId);
    return this.create(actor, user, request, daysFromToday(MAX_TOKEN_LIFETIME_DAYS));
  }

  /**
   * POST /user/personal_access_tokens: the caller's own token, limited to the `k8s_proxy` scope;
   * without `expiresAt` it lasts until the end of the day.
   */
  async createOwn(actor: Actor, request: TokenRequest): Promise<IssuedToken> {
    const me = requireUser(actor);
    if (request.scopes.some((s) => s !== 'k8s_proxy')) throw badRequest('scopes does not have a valid value');
    const user = await this.em.findOne(User, { id: me.id });
    if (!user) throw unauthorized();
    return this.create(actor, user, request, daysFromToday(1));
  }

  /** GET /personal_access_tokens: administrators see every token, others their own personal ones. */
  async list(actor: Actor, filters: TokenFilters, page: PageRequest): Promise<Page<PersonalAccessToken>> {
    const me = requireUser(actor);
    if (isAdmin(actor)) return this.finder.list(filters, page);
    if (filters.userId !== undefined && filters.userId !== me.id) throw unauthorized();
    return this.finder.list({ ...filters, userId: me.id, impersonation: false }, page);
  }

  /** Tokens of several users at once (GraphQL), for administrators or the users themselves. */
  async listForUser(
    actor: Actor,
    userId: number,
    filters: TokenFilters,
    page: PageRequest,
  ): Promise<Page<PersonalAccessToken>> {
    requireUser(actor);
    if (!can(actor, 'read_user_tokens', { id: userId })) throw notFound('User');
    return this.finder.list(
      { ...filters, userId, ...(isAdmin(actor) ? {} : { impersonation: false }) },
      page,
    );
  }

  /** GET /personal_access_tokens/:id: one's own token, or any token for administrators. */
  async get(actor: Actor, id: number): Promise<PersonalAccessToken> {
    const token = await this.em.findOne(PersonalAccessToken, { id });
    if (!token || !this.mayManage(actor, token)) throw notFound();
    return token;
  }

  /** GET /personal_access_tokens/self: the token this request authenticated with. */
  async current(actor: Actor): Promise<PersonalAccessToken> {
    requireUser(actor);
    const token = await this.currentToken(actor);
    if (!token) throw notFound();
    return token;
  }

  /** DELETE /personal_access_tokens/:id. */
  async revoke(actor: Actor, id: number): Promise<void> {
    const token = await this.get(actor, id);
    await this.markRevoked(actor, token);
  }

  /** DELETE /personal_access_tokens/self: revokes the token this request authenticated with. */
  async revokeCurrent(actor: Actor): Promise<void> {
    requireUser(actor);
    const token = await this.currentToken(actor);
    if (!token) throw badRequest('Only personal access tokens can be revoked through this endpoint');
    await this.markRevoked(actor, token);
  }

  /**
   * POST /personal_access_tokens/:id/rotate: revokes the token and issues a replacement with the
   * same name, scopes and description, expiring on `expiresAt` (a week from today by default).
   */
  async rotate(actor: Actor, id: number, expiresAt?: string): Promise<IssuedToken> {
    return this.rotateToken(actor, await this.get(actor, id), expiresAt);
  }

  /** POST /personal_access_tokens/self/rotate. */
  async rotateCurrent(actor: Actor, expiresAt?: string): Promise<IssuedToken> {
    requireUser(actor);
    const token = await this.currentToken(actor);
    if (!token) throw notFound();
    return this.rotateToken(actor, token, expiresAt);
  }

  /**
   * The token with this secret if it is neither revoked nor expired and personal access tokens are
   * enabled, with its user loaded.
   */
  async findUsable(secret: string): Promise<PersonalAccessToken | null> {
    const token = await this.em.findOne(
      PersonalAccessToken,
      { tokenDigest: digestToken(secret) },
      { populate: ['user'] },
    );
    if (!token || !isTokenActive(token)) return null;
    return (await this.disabled()) ? null : token;
  }

  /** As `findUsable`, by id. */
  async findUsableById(id: number): Promise<PersonalAccessToken | null> {
    const token = await this.em.findOne(PersonalAccessToken, { id }, { populate: ['user'] });
    if (!token || !isTokenActive(token)) return null;
    return (await this.disabled()) ? null : token;
  }

  /** `disable_personal_access_tokens`. */
  private async disabled(): Promise<boolean> {
    return (await this.settings()).disable_personal_access_tokens;
  }

  /** New tokens are refused while personal access tokens are disabled (422, GitLab's message). */
  private async checkCreationAllowed(): Promise<void> {
    if (await this.disabled()) throw unprocessable('Not permitted to create');
  }

  /** Tokens by id for DataLoader: null where missing or not the actor's to see. */
  async loadMany(actor: Actor, ids: readonly number[]): Promise<(PersonalAccessToken | null)[]> {
    const tokens = await this.em.find(PersonalAccessToken, { id: { $in: [...ids] } });
    const byId = new Map(tokens.map((t) => [t.id, t]));
    return ids.map((id) => {
      const token = byId.get(id);
      return token && this.mayManage(actor, token) ? token : null;
    });
  }

  /** Records use, at most every ten minutes per token, as GitLab does. */
  async touch(tokenId: number, lastUsedAt: Date | null | undefined): Promise<void> {
    if (lastUsedAt && Date.now() - lastUsedAt.getTime() < 10 * 60 * 1000) return;
    await this.orm.em
      .fork()
      .getKysely<Database>()
      .updateTable('personal_access_tokens')
      .set({ last_used_at: new Date() })
      .where('id', '=', tokenId)
      .execute();
  }

  private async create(
    actor: Actor,
    user: User,
    request: TokenRequest,
    defaultExpiry: string,
  ): Promise<IssuedToken> {
    await this.checkCreationAllowed();
    const expiresAt = request.expiresAt ?? defaultExpiry;
    const maximum = daysFromToday(MAX_TOKEN_LIFETIME_DAYS);
    try {
      if (expiresAt > maximum) throw invalidField('expires_at', `must be before ${maximum}`);
      return await this.uow.run(async (tx) => {
        const issued = await this.issue(user, {
          name: request.name,
          scopes: request.scopes,
          description: request.description ?? null,
          expiresAt,
        });
        tx.emit('personal_access_token.created', {
          tokenId: issued.token.id,
          userId: user.id,
          impersonation: false,
          byId: actor.user!.id,
        });
        return issued;
      });
    } catch (error) {
      // GitLab's token creation service answers validation failures with a 422 sentence.
      if (error instanceof DomainError && error.fieldErrors)
        throw unprocessable(toSentence(error.fieldErrors));
      throw error;
    }
  }

  private async rotateToken(
    actor: Actor,
    token: PersonalAccessToken,
    expiresAt?: string,
  ): Promise<IssuedToken> {
    if (token.revoked) throw badRequest('token already revoked');
    if (!isTokenActive(token)) throw badRequest('token expired');
    await this.checkCreationAllowed();
    const expiry = expiresAt ?? daysFromToday(ROTATED_TOKEN_LIFETIME_DAYS);
    const maximum = daysFromToday(MAX_TOKEN_LIFETIME_DAYS);
    if (expiry > maximum) throw badRequest(`Expiration date must be before ${maximum}`);
    return this.uow.run(async (tx) => {
      token.revoked = true;
      const user = await this.em.findOneOrFail(User, { id: token.user.id });
      const issued = await this.issue(user, {
        name: token.name,
        scopes: token.scopes,
        description: token.description ?? null,
        expiresAt: expiry,
        impersonation: token.impersonation,
      });
      tx.emit('personal_access_token.rotated', {
        tokenId: token.id,
        newTokenId: issued.token.id,
        userId: user.id,
        byId: actor.user!.id,
      });
      return issued;
    });
  }

  private async markRevoked(actor: Actor, token: PersonalAccessToken): Promise<void> {
    await this.uow.run(async (tx) => {
      token.revoked = true;
      tx.emit('personal_access_token.revoked', {
        tokenId: token.id,
        userId: token.user.id,
        impersonation: token.impersonation,
        byId: actor.user!.id,
      });
    });
  }

  /** The personal or impersonation token the actor authenticated with, if any. */
  private async currentToken(actor: Actor): Promise<PersonalAccessToken | null> {
    if (actor.method !== 'personal_access_token' && actor.method !== 'impersonation_token') return null;
    if (actor.tokenId === null) return null;
    return this.em.findOne(PersonalAccessToken, { id: actor.tokenId });
  }

  /** The owner may manage their personal tokens (not impersonation ones); administrators any. */
  private mayManage(actor: Actor, token: PersonalAccessToken): boolean {
    return can(actor, 'manage_personal_access_token', token);
  }

  /** The user a token is made for, by an administrator: 403 for others, 404 when missing. */
  private async targetUser(actor: Actor, userId: number): Promise<User> {
    requireUser(actor);
    authorize(actor, 'admin_users', null);
    const user = await this.em.findOne(User, { id: userId });
    if (!user) throw notFound('User');
    return user;
  }
}

function validateTokenInput(input: NewTokenInput): void {
  if (!input.name || input.name.trim() === '') throw invalidField('name', "can't be blank");
  if (input.name.length > 255) throw invalidField('name', 'is too long (maximum is 255 characters)');
  if (input.scopes.length === 0) throw invalidField('scopes', "can't be blank");
  const unknown = input.scopes.filter((s) => !isTokenScope(s));
  if (unknown.length > 0) throw invalidField('scopes', `can only contain available scopes`);
  if (input.expiresAt && input.expiresAt < today()) throw invalidField('expires_at', 'must be in the future');
}

/** `{expires_at: ['must be before X']}` as "Expires at must be before X" (Rails' to_sentence). */
function toSentence(errors: FieldErrors): string {
  const messages = Object.entries(errors).flatMap(([field, list]) => {
    const words = field.replace(/_/g, ' ');
    return list.map((m) => `${words.charAt(0).toUpperCase()}${words.slice(1)} ${m}`);
  });
  if (messages.length <= 1) return messages.join('');
  if (messages.length === 2) return `${messages[0]} and ${messages[1]}`;
  return `${messages.slice(0, -1).join(', ')}, and ${messages[messages.length - 1]}`;
}

export function asScopes(scopes: readonly string[]): Set<TokenScope> {
  return new Set(scopes.filter(isTokenScope));
}
