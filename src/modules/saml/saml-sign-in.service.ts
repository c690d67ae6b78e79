import type { Actor } from '../../core/actor.ts';
import { badRequest, conflict, DomainError, forbidden, unauthorized } from '../../core/errors.ts';
import type { UnitOfWork } from '../../core/tx.ts';
import type { OauthTokensService, TokenResponse } from '../oauth/oauth-tokens.service.ts';
import type { IdentitiesService } from '../users/identities.service.ts';
import type { User } from '../users/user.entity.ts';
import type { UsersService } from '../users/users.service.ts';
import type { SamlGroupSyncService } from './saml-group-sync.service.ts';
import type { SamlProvider } from './saml-provider.entity.ts';
import type { SamlProvidersService } from './saml-providers.service.ts';
import type { SamlReplaysService } from './saml-replays.service.ts';
import {
  authnRequestUrl,
  SamlResponseRefused,
  serviceProviderMetadata,
  verifySamlResponse,
  type SamlAssertion,
} from './saml-response.ts';

/**
 * Group SAML single sign-on: the way to the IdP, and the callback (assertion consumer service)
 * that verifies the IdP's signed response and signs the user in. A response that fails any check
 * changes nothing; one that passes links or creates the user's identity, applies the group's SAML
 * group links and issues OAuth tokens, in one transaction.
 */
export class SamlSignInService {
  private readonly uow: UnitOfWork;
  private readonly providers: SamlProvidersService;
  private readonly identities: IdentitiesService;
  private readonly users: UsersService;
  private readonly sync: SamlGroupSyncService;
  private readonly oauthTokens: OauthTokensService;
  private readonly replays: SamlReplaysService;

  constructor(deps: {
    uow: UnitOfWork;
    providers: SamlProvidersService;
    identities: IdentitiesService;
    users: UsersService;
    sync: SamlGroupSyncService;
    oauthTokens: OauthTokensService;
    replays: SamlReplaysService;
  }) {
    this.replays = deps.replays;
    this.uow = deps.uow;
    this.providers = deps.providers;
    this.identities = deps.identities;
    this.users = deps.users;
    this.sync = deps.sync;
    this.oauthTokens = deps.oauthTokens;
  }

  /** `GET /groups/:group/-/saml/sso`: the IdP address with an AuthnRequest, and where to come back. */
  async ssoRedirect(groupPath: string, relayState: string | undefined): Promise<string> {
    const { view } = await this.enabledProvider(groupPath);
    return authnRequestUrl(view.sp, relayState ?? view.sp.issuer);
  }

  /** `GET /groups/:group/-/saml/metadata`: the group's SP metadata, for the IdP to import. */
  async metadata(groupPath: string): Promise<string> {
    const { view } = await this.enabledProvider(groupPath);
    return serviceProviderMetadata(view.sp);
  }

  /** `POST /groups/:group/-/saml/callback`: verifies the response and signs its user in. */
  async callback(input: {
    groupPath: string;
    samlResponse: string | undefined;
    actor: Actor;
    ip: string | null;
  }): Promise<TokenResponse> {
    const { group, view } = await this.enabledProvider(input.groupPath);
    if (!input.samlResponse) throw badRequest('SAMLResponse is missing');
    let assertion: SamlAssertion;
    try {
      assertion = await verifySamlResponse(view.sp, view.provider.certificateFingerprint, input.samlResponse);
    } catch (error) {
      if (!(error instanceof SamlResponseRefused)) throw error;
      throw unauthorized(`SAML response refused: ${error.message}`);
    }
    return this.uow.run(async () => {
      await this.replays.consume(view.provider.id, assertion.id, assertion.notOnOrAfter);
      const user = await this.userFor(view.provider, assertion, input.actor);
      if (user.state !== 'active') throw forbidden('Your account is not active');
      await this.sync.apply(group, view.provider, user.id, assertion.groups);
      return this.oauthTokens.signIn(user, input.ip);
    });
  }

  /**
   * The user the assertion signs in: the one linked to its NameID at this provider; else the
   * caller, if the callback itself is authenticated (linking their account, as GitLab's "sign in to
   * link"); else a new user. An existing account with the asserted email is never taken over.
   */
  private async userFor(provider: SamlProvider, assertion: SamlAssertion, actor: Actor): Promise<User> {
    const linked = await this.identities.groupSamlUser(provider.id, assertion.nameId);
    if (linked) return linked;
    if (actor.user) {
      const caller = await this.identities.userById(actor.user.id);
      if (caller) {
        await this.identities.linkGroupSaml(caller, provider.id, assertion.nameId);
        return caller;
      }
    }
    const email = assertion.email ?? (assertion.nameId.includes('@') ? assertion.nameId : null);
    if (!email) {
      throw badRequest('The SAML assertion has no email attribute; an account cannot be created without one');
    }
    if (await this.identities.userByEmail(email)) {
      throw conflict(
        `An account with the email ${email} already exists and is not linked to this SAML identity. ` +
          'Sign in to that account and send the SAML response again, authenticated as it, to link them.',
      );
    }
    const wanted = assertion.username ?? email.split('@')[0]!;
    const user = await this.users.insert(
      {
        email,
        username: await this.identities.freeUsername(wanted),
        name: assertion.name ?? wanted,
        forceRandomPassword: true,
        skipConfirmation: true,
      },
      null,
    );
    await this.identities.linkGroupSaml(user, provider.id, assertion.nameId);
    return user;
  }

  private async enabledProvider(groupPath: string) {
    const found = await this.providers.forSignIn(groupPath);
    if (!found) throw new DomainError('not_found', 'SAML sign-in is not enabled for this group');
    return found;
  }
}
