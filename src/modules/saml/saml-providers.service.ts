import type { MikroORM } from '@mikro-orm/postgresql';
import { AccessLevel, isMemberAccessLevel } from '../../core/access.ts';
import type { Actor } from '../../core/actor.ts';
import { addFieldError, notFound, throwIfInvalid, type FieldErrors } from '../../core/errors.ts';
import { authorize, can } from '../../core/policy.ts';
import type { UnitOfWork } from '../../core/tx.ts';
import type { Urls } from '../../core/urls.ts';
import { escapeLike } from '../../db/sql.ts';
import type { GroupSubject } from '../groups/groups.policy.ts';
import type { GroupsService } from '../groups/groups.service.ts';
import type { GroupSamlIdentity } from '../members/members.service.ts';
import type { Namespace } from '../namespaces/namespace.entity.ts';
import type { IdentitiesService } from '../users/identities.service.ts';
import { SamlProvider } from './saml-provider.entity.ts';
import type { SamlProviderView } from './saml-provider-view.ts';
import { normalizeFingerprint, type ServiceProvider } from './saml-response.ts';

export type { SamlProviderView };

export interface SamlProviderInput {
  enabled?: boolean;
  ssoUrl?: string;
  certificateFingerprint?: string;
  enforcedSso?: boolean;
  defaultMembershipRole?: number;
}

/**
 * Top-level groups' SAML identity providers (Owner): read and set (GitLab does this in its UI
 * only). Subgroups have none. Sign-in reads them through `forSignIn`.
 */
export class SamlProvidersService {
  private readonly orm: MikroORM;
  private readonly uow: UnitOfWork;
  private readonly groups: GroupsService;
  private readonly urls: Urls;
  private readonly identities: IdentitiesService;

  constructor(deps: {
    orm: MikroORM;
    uow: UnitOfWork;
    groups: GroupsService;
    urls: Urls;
    identities: IdentitiesService;
  }) {
    this.orm = deps.orm;
    this.identities = deps.identities;
    this.uow = deps.uow;
    this.groups = deps.groups;
    this.urls = deps.urls;
  }

  private get em() {
    return this.orm.em;
  }

  async get(actor: Actor, groupIdOrPath: string | number): Promise<SamlProviderView> {
    const group = await this.ownedGroup(actor, groupIdOrPath);
    const provider = await this.em.findOne(SamlProvider, { group: group.id });
    if (!provider) throw notFound('SAML Provider');
    return this.view(group, provider);
  }

  /** Creates the group's provider or changes it; a new one needs `ssoUrl` and `certificateFingerprint`. */
  async update(
    actor: Actor,
    groupIdOrPath: string | number,
    input: SamlProviderInput,
  ): Promise<SamlProviderView> {
    const group = await this.ownedGroup(actor, groupIdOrPath);
    return this.uow.run(async () => {
      const existing = await this.em.findOne(SamlProvider, { group: group.id });
      const errors: FieldErrors = {};
      const add = (field: string, message: string) => addFieldError(errors, field, message);
      if (group.parent) add('group', 'must be a top level group');
      const fingerprint =
        input.certificateFingerprint !== undefined
          ? normalizeFingerprint(input.certificateFingerprint)
          : null;
      if (input.certificateFingerprint !== undefined && !fingerprint)
        add('certificate_fingerprint', 'must be a SHA-1 or SHA-256 fingerprint (hex, colons allowed)');
      if (!existing && input.certificateFingerprint === undefined)
        add('certificate_fingerprint', "can't be blank");
      if (input.ssoUrl !== undefined && !isHttpsUrl(input.ssoUrl))
        add('sso_url', 'must be a valid https URL');
      if (!existing && input.ssoUrl === undefined) add('sso_url', "can't be blank");
      const role = input.defaultMembershipRole;
      if (role !== undefined && (!isMemberAccessLevel(role) || role === AccessLevel.OWNER))
        add('default_membership_role', 'is not included in the list');
      const enabled = input.enabled ?? existing?.enabled ?? true;
      if ((input.enforcedSso ?? existing?.enforcedSso) && !enabled)
        add('enforced_sso', 'is not allowed when SAML is disabled');
      throwIfInvalid(errors);
      const provider =
        existing ??
        this.em.create(SamlProvider, {
          group: group.id,
          ssoUrl: input.ssoUrl!,
          certificateFingerprint: fingerprint!,
        });
      if (input.ssoUrl !== undefined) provider.ssoUrl = input.ssoUrl;
      if (fingerprint) provider.certificateFingerprint = fingerprint;
      if (input.enabled !== undefined) provider.enabled = input.enabled;
      if (input.enforcedSso !== undefined) provider.enforcedSso = input.enforcedSso;
      if (role !== undefined) provider.defaultMembershipRole = role;
      await this.em.flush();
      return this.view(group, provider);
    });
  }

  /** The providers of several groups (GraphQL's `Group.samlProvider`): null where none or not an owner. */
  async forGroups(actor: Actor, subjects: readonly GroupSubject[]): Promise<(SamlProviderView | null)[]> {
    const owned = subjects.filter((s) => can(actor, 'admin_group', s) && !s.group.parent);
    const providers = owned.length
      ? await this.em.find(SamlProvider, { group: { $in: owned.map((s) => s.group.id) } })
      : [];
    const byGroup = new Map(providers.map((p) => [p.group.id, p]));
    return subjects.map((s) => {
      const provider = owned.includes(s) ? byGroup.get(s.group.id) : undefined;
      return provider ? this.view(s.group, provider) : null;
    });
  }

  /**
   * The enabled provider of a top-level group by path, with the group (instance-internal: sign-in,
   * which answers an IdP, not a caller). Null when the group has none, or SAML is off.
   */
  async forSignIn(groupPath: string): Promise<{ group: Namespace; view: SamlProviderView } | null> {
    const provider = await this.em.findOne(
      SamlProvider,
      { group: { fullPath: { $ilike: escapeLike(groupPath) }, parent: null }, enabled: true },
      { populate: ['group'] },
    );
    return provider ? { group: provider.group, view: this.view(provider.group, provider) } : null;
  }

  /** These users' identities at the SAML provider of a top-level group, by user id (members' `group_saml_identity`). */
  async identitiesAt(
    rootGroupId: number,
    userIds: readonly number[],
  ): Promise<Map<number, GroupSamlIdentity>> {
    const provider = await this.em.findOne(SamlProvider, { group: rootGroupId });
    if (!provider) return new Map();
    const identities = await this.identities.groupSamlIdentities([provider.id], userIds);
    return new Map(
      identities.map((i) => [
        i.user.id,
        { externUid: i.externUid, provider: i.provider, samlProviderId: provider.id },
      ]),
    );
  }

  serviceProvider(groupFullPath: string, ssoUrl: string): ServiceProvider {
    const group = `groups/${groupFullPath}`;
    return { issuer: this.urls.to(group), callbackUrl: this.urls.to(`${group}/-/saml/callback`), ssoUrl };
  }

  private view(group: Namespace, provider: SamlProvider): SamlProviderView {
    return {
      provider,
      sp: this.serviceProvider(group.fullPath, provider.ssoUrl),
      userSsoUrl: this.urls.to(`groups/${group.fullPath}/-/saml/sso`),
    };
  }

  private async ownedGroup(actor: Actor, groupIdOrPath: string | number): Promise<Namespace> {
    const subject = await this.groups.find(actor, groupIdOrPath);
    authorize(actor, 'admin_group', subject);
    return subject.group;
  }
}

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && /^[\x20-\x7e]+$/.test(value);
  } catch {
    return false;
  }
}
