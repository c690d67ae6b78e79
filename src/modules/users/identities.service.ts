import type { MikroORM } from '@mikro-orm/postgresql';
import type { UnitOfWork } from '../../core/tx.ts';
import type { Database } from '../../db/database.ts';
import { escapeLike } from '../../db/sql.ts';
import type { NamespacesService } from '../namespaces/namespaces.service.ts';
import { isReservedTopLevelPath, pathFormatError } from '../namespaces/path-rules.ts';
import { Identity } from './identity.entity.ts';
import { User } from './user.entity.ts';

/**
 * Users' identities at external providers (LDAP, SAML): who a provider's user is here. Instance-internal
 * (sign-in and directory sync); no caller, no visibility rules. Extern uids (LDAP DNs) compare
 * case-insensitively, as GitLab compares them.
 */
export class IdentitiesService {
  private readonly orm: MikroORM;
  private readonly uow: UnitOfWork;
  private readonly namespaces: NamespacesService;

  constructor(orm: MikroORM, uow: UnitOfWork, namespaces: NamespacesService) {
    this.orm = orm;
    this.uow = uow;
    this.namespaces = namespaces;
  }

  private get em() {
    return this.orm.em;
  }

  /** The user linked to this identity, or null. */
  async userOf(provider: string, externUid: string): Promise<User | null> {
    const identity = await this.em.findOne(
      Identity,
      { provider, externUid: { $ilike: escapeLike(externUid) } },
      { populate: ['user'] },
    );
    return identity?.user ?? null;
  }

  /** A user by email (case-insensitively), to link a first external sign-in to an existing account. */
  async userByEmail(email: string): Promise<User | null> {
    return this.em.findOne(User, { email: { $ilike: escapeLike(email) } });
  }

  /** A user by id (instance-internal: the signed-in caller who links a SAML identity). */
  async userById(id: number): Promise<User | null> {
    return this.em.findOne(User, { id });
  }

  /** The user linked to this NameID at a group's SAML provider (GitLab's `group_saml` identities), or null. */
  async groupSamlUser(samlProviderId: number, externUid: string): Promise<User | null> {
    const identity = await this.em.findOne(
      Identity,
      { provider: GROUP_SAML, samlProviderId, externUid: { $ilike: escapeLike(externUid) } },
      { populate: ['user'] },
    );
    return identity?.user ?? null;
  }

  /** Links a user to a NameID at a group's SAML provider (replacing the user's earlier one there). */
  async linkGroupSaml(user: User, samlProviderId: number, externUid: string): Promise<void> {
    await this.uow.run(async () => {
      const existing = await this.em.findOne(Identity, { user, provider: GROUP_SAML, samlProviderId });
      if (existing) existing.externUid = externUid;
      else this.em.create(Identity, { user, provider: GROUP_SAML, externUid, samlProviderId });
      await this.em.flush();
    });
  }

  /** The `group_saml` identities of these users at these SAML providers (members' `group_saml_identity`). */
  async groupSamlIdentities(
    samlProviderIds: readonly number[],
    userIds: readonly number[],
  ): Promise<Identity[]> {
    if (samlProviderIds.length === 0 || userIds.length === 0) return [];
    return this.em.find(Identity, {
      provider: GROUP_SAML,
      samlProviderId: { $in: [...new Set(samlProviderIds)] },
      user: { $in: [...new Set(userIds)] },
    });
  }

  /** Links a user to an identity (replacing the user's earlier identity at that provider). */
  async link(user: User, provider: string, externUid: string): Promise<void> {
    await this.uow.run(async () => {
      const existing = await this.em.findOne(Identity, { user, provider });
      if (existing) existing.externUid = externUid;
      else this.em.create(Identity, { user, provider, externUid });
      await this.em.flush();
    });
  }

  /** User ids by lower-cased extern uid, for the extern uids linked to a user at this provider. */
  async userIdsByExternUid(provider: string, externUids: readonly string[]): Promise<Map<string, number>> {
    const lowered = [...new Set(externUids.map((u) => u.toLowerCase()))];
    if (lowered.length === 0) return new Map();
    const rows = await this.em
      .getKysely<Database>()
      .selectFrom('identities')
      .select(['user_id', 'extern_uid'])
      .where('provider', '=', provider)
      .where((eb) => eb(eb.fn('lower', ['extern_uid']), 'in', lowered))
      .execute();
    return new Map(rows.map((r) => [String(r.extern_uid).toLowerCase(), Number(r.user_id)]));
  }

  /** Which of these users have an identity at this provider: their lower-cased extern uids by user id. */
  async externUidsOf(provider: string, userIds: readonly number[]): Promise<Map<number, string>> {
    if (userIds.length === 0) return new Map();
    const identities = await this.em.find(Identity, { provider, user: { $in: [...userIds] } });
    return new Map(identities.map((i) => [i.user.id, i.externUid.toLowerCase()]));
  }

  /** `wanted` if no user or group has that path yet, else `wanted1`, `wanted2`... (as GitLab's uniquify). */
  async freeUsername(wanted: string): Promise<string> {
    const base = usernameFrom(wanted);
    for (let n = 0; ; n++) {
      const candidate = n === 0 ? base : `${base}${n}`;
      if (isReservedTopLevelPath(candidate)) continue;
      if (!(await this.namespaces.isTaken(candidate))) return candidate;
    }
  }
}

/** GitLab's provider name of group SAML identities. */
export const GROUP_SAML = 'group_saml';

/**
 * A directory uid as a valid path, as GitLab cleans it: an email's domain is dropped, characters
 * GitLab's usernames refuse become underscores.
 */
function usernameFrom(uid: string): string {
  const cleaned = uid
    .replace(/@.*$/s, '')
    .replace(/[^A-Za-z0-9_.-]/g, '_')
    .replace(/^[^A-Za-z0-9_]+/, '')
    .replace(/[.-]+$/, '');
  const name = cleaned === '' ? 'user' : cleaned;
  return pathFormatError(name) ? 'user' : name;
}
