import type { MikroORM } from '@mikro-orm/postgresql';
import {
  anonymousActor,
  type Actor,
  type ActorUser,
  type AuthMethod,
  type JobTokenPublicFeature,
  type TokenScope,
} from '../../core/actor.ts';
import type { Credentials } from '../../core/credentials.ts';
import { forbidden, InsufficientScopeError, notFound, unauthorized } from '../../core/errors.ts';
import { escapeLike } from '../../db/sql.ts';
import type { ApplicationSettingValues } from '../application-settings/application-setting.entity.ts';
import type { OauthTokensService } from '../oauth/oauth-tokens.service.ts';
import { User } from '../users/user.entity.ts';
import { asScopes, type PersonalAccessTokensService } from './personal-access-tokens.service.ts';

/** Turns a CI job token into an actor; provided by the CI module once it exists. */
export type JobTokenAuthenticator = (token: string) => Promise<Actor | null>;

export interface AuthenticateOptions {
  /**
   * Accept a CI job token (`JOB-TOKEN`, `job_token`, or as `Authorization: Bearer`): only the
   * endpoints GitLab lists opt in. Elsewhere a `JOB-TOKEN` is ignored and the caller is anonymous.
   */
  allowJobToken?: boolean;
  /** What the endpoint lets a job token reach in public and internal projects outside its allowlist. */
  jobTokenPublicFeatures?: readonly JobTokenPublicFeature[];
  /** Refuse a job token with a 401 instead of ignoring it (GraphQL does, as GitLab's). */
  refuseJobToken?: boolean;
}

/** Credentials checked again: whom they act for now, and when their token stops working (epoch ms; null: never). */
export interface CurrentCredentials {
  actor: Actor;
  expiresAt: number | null;
}

export interface AuthenticationOptions {
  impersonationEnabled: boolean;
  externalUrl: string;
  /** The application settings in force (`admin_mode`). */
  settings: () => Promise<ApplicationSettingValues>;
}

/** Why a user may not use the API, in GitLab's words (403 "403 Forbidden - <message>"). */
function accessDeniedMessage(state: string, externalUrl: string): string | null {
  switch (state) {
    case 'blocked':
    case 'ldap_blocked':
    case 'banned':
      return 'Your account has been blocked.';
    case 'blocked_pending_approval':
      return 'Your account is pending approval from your administrator and hence blocked.';
    case 'deactivated':
      return `Your account has been deactivated by your administrator. Please log back in from a web browser to reactivate your account at ${externalUrl}`;
    default:
      return null;
  }
}

/**
 * Resolves the credentials of a request into an Actor: personal and impersonation tokens, OAuth
 * access tokens, job tokens where accepted, then Sudo. Invalid, expired or revoked tokens are a 401
 * whatever the endpoint; no credentials at all make an anonymous actor.
 */
export class AuthenticationService {
  private jobTokenAuthenticator: JobTokenAuthenticator | null = null;

  private readonly orm: MikroORM;
  private readonly personalTokens: PersonalAccessTokensService;
  private readonly oauthTokens: OauthTokensService;
  private readonly options: AuthenticationOptions;

  constructor(
    orm: MikroORM,
    personalTokens: PersonalAccessTokensService,
    oauthTokens: OauthTokensService,
    options: AuthenticationOptions,
  ) {
    this.orm = orm;
    this.personalTokens = personalTokens;
    this.oauthTokens = oauthTokens;
    this.options = options;
  }

  useJobTokens(authenticator: JobTokenAuthenticator): void {
    this.jobTokenAuthenticator = authenticator;
  }

  async authenticate(credentials: Credentials, options: AuthenticateOptions = {}): Promise<Actor> {
    const actor = await this.adminMode(await this.fromToken(credentials, options));
    if (actor.user) {
      const denied = accessDeniedMessage(actor.user.state, this.options.externalUrl);
      if (denied) throw forbidden(denied);
    }
    if (credentials.sudo === undefined) return actor;
    return this.adminMode(await this.sudo(actor, credentials.sudo));
  }

  /**
   * GitLab's admin mode (`admin_mode` setting): an administrator's credentials carry administrator
   * rights only in admin mode. There are no sessions here, so, as for GitLab's API, that means a
   * token with the `admin_mode` scope: a personal or impersonation token made with it, or an OAuth
   * token asked for with it at the password grant (which is the re-authentication). Without it the
   * administrator is an ordinary user: admin-only operations are refused and admin-only data hidden.
   */
  private async adminMode(actor: Actor): Promise<Actor> {
    const admins = [actor.user, actor.authenticatedUser].some((u) => u?.isAdmin);
    if (!admins || actor.scopes.has('admin_mode')) return actor;
    if (!(await this.options.settings()).admin_mode) return actor;
    const ordinary = (user: ActorUser | null) => (user?.isAdmin ? { ...user, isAdmin: false } : user);
    return { ...actor, user: ordinary(actor.user), authenticatedUser: ordinary(actor.authenticatedUser) };
  }

  /**
   * Checks again the credentials an actor was built from, for connections that outlive a request
   * (WebSocket subscriptions): the actor as it stands now (its user reloaded) and when its token
   * stops working by time. Throws what authenticate() would throw for them now: Unauthorized once the
   * token is revoked, expired or gone, Forbidden once the user is blocked or may no longer use Sudo.
   */
  async recheck(actor: Actor): Promise<CurrentCredentials> {
    if (actor.method === 'anonymous') return { actor, expiresAt: null };
    const token = actor.tokenId === null ? null : await this.tokenById(actor.method, actor.tokenId);
    if (!token) throw unauthorized();
    const denied = accessDeniedMessage(token.user.state, this.options.externalUrl);
    if (denied) throw forbidden(denied);
    const current = await this.adminMode(tokenActor(token.user, actor.method, actor.scopes, token.id));
    return {
      actor:
        actor.sudo && actor.user
          ? await this.adminMode(await this.sudo(current, String(actor.user.id)))
          : current,
      expiresAt: token.expiresAt,
    };
  }

  /** A usable token of the kind the method names, by id. */
  private async tokenById(
    method: AuthMethod,
    id: number,
  ): Promise<{ id: number; user: User; expiresAt: number | null } | null> {
    if (method === 'personal_access_token' || method === 'impersonation_token') {
      const token = await this.personalTokens.findUsableById(id);
      if (!token || token.impersonation !== (method === 'impersonation_token')) return null;
      if (token.impersonation && !this.options.impersonationEnabled) return null;
      // A personal token stops working at the start of its expiry day (UTC).
      const expiresAt = token.expiresAt ? Date.parse(`${String(token.expiresAt)}T00:00:00Z`) : null;
      return { id, user: token.user, expiresAt };
    }
    if (method === 'oauth') {
      const token = await this.oauthTokens.findUsableById(id);
      return token && { id, user: token.user, expiresAt: token.expiresAt().getTime() };
    }
    // Job tokens authenticate single requests, never long-lived connections.
    return null;
  }

  private async fromToken(credentials: Credentials, options: AuthenticateOptions): Promise<Actor> {
    const secret = credentials.privateToken ?? credentials.bearerToken;
    if (secret !== undefined) {
      const personal = await this.personalTokens.findUsable(secret);
      if (personal) {
        if (personal.impersonation && !this.options.impersonationEnabled) throw unauthorized();
        void this.personalTokens.touch(personal.id, personal.lastUsedAt).catch(() => undefined);
        return tokenActor(
          personal.user,
          personal.impersonation ? 'impersonation_token' : 'personal_access_token',
          asScopes(personal.scopes),
          personal.id,
        );
      }
      if (credentials.privateToken === undefined) {
        const oauth = await this.oauthTokens.findUsable(secret);
        if (oauth) return tokenActor(oauth.user, 'oauth', asScopes(oauth.scopes), oauth.id);
        const job = options.allowJobToken ? await this.jobActor(secret, options) : null;
        if (job) return job;
      }
      throw unauthorized();
    }
    if (credentials.jobToken !== undefined) {
      if (options.allowJobToken) {
        const actor = await this.jobActor(credentials.jobToken, options);
        if (!actor) throw unauthorized();
        return actor;
      }
      if (options.refuseJobToken) throw unauthorized();
    }
    return anonymousActor;
  }

  /** The actor of a running job's token, with what this endpoint lets it reach; null for other tokens. */
  private async jobActor(token: string, options: AuthenticateOptions): Promise<Actor | null> {
    const actor = this.jobTokenAuthenticator ? await this.jobTokenAuthenticator(token) : null;
    if (!actor?.jobToken) return actor;
    const publicFeatures = options.jobTokenPublicFeatures ?? [];
    return { ...actor, jobToken: { ...actor.jobToken, publicFeatures } };
  }

  /** An administrator acting as another user, with a token holding the `sudo` scope. */
  private async sudo(actor: Actor, identifier: string): Promise<Actor> {
    const admin = actor.user;
    if (!admin) throw unauthorized();
    if (!admin.isAdmin) throw forbidden('Must be admin to use sudo');
    if (
      actor.method !== 'personal_access_token' &&
      actor.method !== 'impersonation_token' &&
      actor.method !== 'oauth'
    ) {
      throw forbidden('Must be authenticated using an OAuth or personal access token to use sudo');
    }
    if (!actor.scopes.has('sudo')) throw new InsufficientScopeError(['sudo']);
    const target = await this.findUser(identifier);
    if (!target) throw notFound(`User with ID or username '${identifier}'`);
    return { ...actor, user: toActorUser(target), authenticatedUser: admin, sudo: true };
  }

  private findUser(identifier: string): Promise<User | null> {
    if (/^\d+$/.test(identifier)) return this.orm.em.findOne(User, { id: Number(identifier) });
    return this.orm.em.findOne(User, { username: { $ilike: escapeLike(identifier) } });
  }
}

function tokenActor(user: User, method: AuthMethod, scopes: ReadonlySet<TokenScope>, tokenId: number): Actor {
  const actorUser = toActorUser(user);
  return { user: actorUser, authenticatedUser: actorUser, method, scopes, tokenId, sudo: false, jobId: null };
}

export function toActorUser(user: User): ActorUser {
  return {
    id: user.id,
    username: user.username,
    isAdmin: user.admin,
    external: user.external,
    state: user.state,
  };
}
