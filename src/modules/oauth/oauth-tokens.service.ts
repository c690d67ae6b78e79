import type { Database } from '../../db/database.ts';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../../config.ts';
import { isTokenScope } from '../../core/actor.ts';
import { digestToken, randomHex } from '../../core/secrets.ts';
import type { UnitOfWork } from '../../core/tx.ts';
import type {
  ExternalPasswordAuthenticator,
  PasswordSignInsService,
} from '../users/password-sign-ins.service.ts';
import type { User } from '../users/user.entity.ts';
import { OauthAccessToken, OauthApplication } from './oauth.entity.ts';

declare module '../../core/events.ts' {
  interface DomainEventMap {
    /** An access token stopped working before its time: revoked (RFC 7009), or replaced by a refresh. */
    'oauth_access_token.revoked': { tokenId: number; userId: number; reason: 'revoked' | 'refreshed' };
  }
}

/** RFC 6749 error codes, rendered by the /oauth/token route as `{error, error_description}`. */
export type OauthErrorCode =
  'invalid_request' | 'invalid_grant' | 'invalid_client' | 'unsupported_grant_type' | 'invalid_scope';

export class OauthError extends Error {
  readonly code: OauthErrorCode;
  readonly description: string;
  readonly status: number;

  constructor(code: OauthErrorCode, description: string, status = 400) {
    super(description);
    this.code = code;
    this.description = description;
    this.status = status;
  }
}

export interface TokenResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
  scope: string;
  created_at: number;
}

const DEFAULT_SCOPES = ['api'];

export type { ExternalPasswordAuthenticator };

/** Scopes only administrators may ask for (GitLab's ADMIN_SCOPES). */
const ADMIN_SCOPES = ['sudo', 'admin_mode'];

/**
 * OAuth 2.0 tokens: the resource-owner password grant and the refresh-token grant. Access tokens
 * live two hours by default; a refresh revokes the previous token and issues a new pair.
 */
export class OauthTokensService {
  private readonly orm: MikroORM;
  private readonly uow: UnitOfWork;
  private readonly config: Config;
  private readonly signIns: PasswordSignInsService;
  private externalPasswords: ExternalPasswordAuthenticator | null = null;

  constructor(orm: MikroORM, uow: UnitOfWork, config: Config, signIns: PasswordSignInsService) {
    this.orm = orm;
    this.uow = uow;
    this.config = config;
    this.signIns = signIns;
  }

  private get em() {
    return this.orm.em;
  }

  /** Wired at start-up when a directory (LDAP) is configured. */
  useExternalPasswords(authenticator: ExternalPasswordAuthenticator): void {
    this.externalPasswords = authenticator;
  }

  async passwordGrant(input: {
    username?: string;
    password?: string;
    scope?: string;
    clientId?: string;
    clientSecret?: string;
    ip?: string;
  }): Promise<TokenResponse> {
    if (!input.username || !input.password) {
      throw new OauthError('invalid_request', 'Missing required parameter: username and password.');
    }
    const application = await this.authenticateClient(input.clientId, input.clientSecret);
    const invalid = new OauthError(
      'invalid_grant',
      'The provided authorization grant is invalid, expired, revoked, does not match the redirection URI used in the authorization request, or was issued to another client.',
    );
    // Failed attempts count towards `max_login_attempts`; a locked account is refused all the same.
    const user = await this.signIns.authenticate(input.username, input.password, this.externalPasswords);
    if (!user) throw invalid;
    if (user.state !== 'active' || user.userType !== 'human') throw invalid;
    // Users with two-factor authentication cannot obtain tokens with a password alone, as in GitLab;
    // nor can users without it once the instance requires it and their grace period is over.
    if (user.twoFactorEnabled || (await this.signIns.twoFactorRefuses(user))) throw invalid;
    const scopes = this.parseScopes(input.scope, application);
    if (!user.admin && scopes.some((s) => ADMIN_SCOPES.includes(s))) {
      throw new OauthError('invalid_scope', 'The requested scope is invalid, unknown, or malformed.');
    }
    return this.uow.run(async () => {
      recordSignIn(user, input.ip ?? null);
      return this.issue(user, application, scopes);
    });
  }

  /**
   * Tokens for a user who signed in some other way (a verified SAML response): the same answer as
   * the password grant's, with the default scopes. Inside the caller's unit of work.
   */
  async signIn(user: User, ip: string | null): Promise<TokenResponse> {
    return this.uow.run(async () => {
      recordSignIn(user, ip);
      return this.issue(user, null, DEFAULT_SCOPES);
    });
  }

  async refreshGrant(input: {
    refreshToken?: string;
    clientId?: string;
    clientSecret?: string;
  }): Promise<TokenResponse> {
    if (!input.refreshToken)
      throw new OauthError('invalid_request', 'Missing required parameter: refresh_token.');
    const application = await this.authenticateClient(input.clientId, input.clientSecret);
    return this.uow.run(async (tx) => {
      const previous = await this.em.findOne(
        OauthAccessToken,
        { refreshTokenDigest: digestToken(input.refreshToken!) },
        { populate: ['user', 'application'] },
      );
      if (!previous || previous.revokedAt || (application && previous.application?.id !== application.id)) {
        throw new OauthError(
          'invalid_grant',
          'The provided authorization grant is invalid, expired, revoked, does not match the redirection URI used in the authorization request, or was issued to another client.',
        );
      }
      if (previous.user.state !== 'active') throw new OauthError('invalid_grant', 'The user is not active.');
      previous.revokedAt = new Date();
      tx.emit('oauth_access_token.revoked', {
        tokenId: previous.id,
        userId: previous.user.id,
        reason: 'refreshed',
      });
      return this.issue(previous.user, previous.application ?? null, previous.scopes);
    });
  }

  /** Revokes an access token (RFC 7009); unknown tokens are ignored, as the RFC asks. */
  async revoke(token: string): Promise<void> {
    const digest = digestToken(token);
    await this.uow.run(async (tx) => {
      const revoked = await tx.em
        .getKysely<Database>()
        .updateTable('oauth_access_tokens')
        .set({ revoked_at: new Date() })
        .where((eb) => eb.or([eb('token_digest', '=', digest), eb('refresh_token_digest', '=', digest)]))
        .where('revoked_at', 'is', null)
        .returning(['id', 'user_id'])
        .execute();
      for (const row of revoked) {
        tx.emit('oauth_access_token.revoked', { tokenId: row.id, userId: row.user_id, reason: 'revoked' });
      }
    });
  }

  /** The access token with this id if it is neither revoked nor expired, with its user loaded. */
  async findUsableById(id: number): Promise<OauthAccessToken | null> {
    const token = await this.em.findOne(OauthAccessToken, { id }, { populate: ['user'] });
    return token && isUsable(token) ? token : null;
  }

  /** The access token with this secret if it is neither revoked nor expired, with its user loaded. */
  async findUsable(secret: string): Promise<OauthAccessToken | null> {
    const token = await this.em.findOne(
      OauthAccessToken,
      { tokenDigest: digestToken(secret) },
      { populate: ['user'] },
    );
    return token && isUsable(token) ? token : null;
  }

  private async issue(
    user: User,
    application: OauthApplication | null,
    scopes: readonly string[],
  ): Promise<TokenResponse> {
    const accessToken = randomHex(32);
    const refreshToken = randomHex(32);
    const record = this.em.create(OauthAccessToken, {
      user,
      application,
      tokenDigest: digestToken(accessToken),
      refreshTokenDigest: digestToken(refreshToken),
      scopes: [...scopes],
      expiresInSeconds: this.config.OAUTH_ACCESS_TOKEN_TTL_SECONDS,
    });
    await this.em.flush();
    return {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: record.expiresInSeconds,
      refresh_token: refreshToken,
      scope: record.scopes.join(' '),
      created_at: Math.floor(record.createdAt.getTime() / 1000),
    };
  }

  private async authenticateClient(
    clientId?: string,
    clientSecret?: string,
  ): Promise<OauthApplication | null> {
    if (!clientId) return null;
    const application = await this.em.findOne(OauthApplication, { uid: clientId });
    const secretOk =
      application &&
      (!application.confidential || (clientSecret && digestToken(clientSecret) === application.secretDigest));
    if (!application || !secretOk) {
      throw new OauthError(
        'invalid_client',
        'Client authentication failed due to unknown client, no client authentication included, or unsupported authentication method.',
        401,
      );
    }
    return application;
  }

  private parseScopes(scope: string | undefined, application: OauthApplication | null): string[] {
    const requested = scope
      ? scope.split(/[\s+]+/).filter(Boolean)
      : application?.scopes.length
        ? application.scopes
        : DEFAULT_SCOPES;
    const allowed = application?.scopes.length ? application.scopes : null;
    if (requested.some((s) => !isTokenScope(s) || (allowed && !allowed.includes(s)))) {
      throw new OauthError('invalid_scope', 'The requested scope is invalid, unknown, or malformed.');
    }
    return requested;
  }
}

function isUsable(token: OauthAccessToken): boolean {
  return !token.revokedAt && token.expiresAt().getTime() > Date.now();
}

/** A successful sign-in moves the current sign-in to "last" and counts it. */
function recordSignIn(user: User, ip: string | null): void {
  user.lastSignInAt = user.currentSignInAt ?? null;
  user.lastSignInIp = user.currentSignInIp ?? null;
  user.currentSignInAt = new Date();
  user.currentSignInIp = ip;
  user.signInCount += 1;
}
