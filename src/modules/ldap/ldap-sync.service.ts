import { RequestContext, type MikroORM } from '@mikro-orm/postgresql';
import type { Actor } from '../../core/actor.ts';
import type { Logger } from '../../core/logger.ts';
import { Periodic } from '../../core/periodic.ts';
import type {
  GroupMembershipSyncResult,
  GroupMembershipSyncService,
} from '../members/group-membership-sync.service.ts';
import type { IdentitiesService } from '../users/identities.service.ts';
import type { LdapDirectories } from './ldap-directories.ts';
import type { LdapGroupLink } from './ldap-group-link.entity.ts';
import type { LdapGroupLinksService } from './ldap-group-links.service.ts';

/**
 * Group sync, as GitLab's: each directory user of a group's links (the members of the LDAP group
 * `cn`, or the users matching `filter`) who has signed in here (and so has an identity at that
 * provider) becomes a direct member at the highest level linked to them; direct members with an
 * identity at a linked provider whom no link names any more are removed. Members without such an
 * identity (added by hand, never through LDAP) are left alone, and the last owner always stays.
 */
export class LdapSyncService {
  private readonly orm: MikroORM;
  private readonly directories: LdapDirectories;
  private readonly links: LdapGroupLinksService;
  private readonly identities: IdentitiesService;
  private readonly memberships: GroupMembershipSyncService;
  private readonly logger: Logger;
  private schedule: Periodic | null = null;

  constructor(deps: {
    orm: MikroORM;
    directories: LdapDirectories;
    links: LdapGroupLinksService;
    identities: IdentitiesService;
    memberships: GroupMembershipSyncService;
    logger: Logger;
  }) {
    this.orm = deps.orm;
    this.directories = deps.directories;
    this.links = deps.links;
    this.identities = deps.identities;
    this.memberships = deps.memberships;
    this.logger = deps.logger;
  }

  /** `POST /groups/:id/ldap_sync`: owners and administrators sync one group now. */
  async syncNow(actor: Actor, groupIdOrPath: string | number): Promise<GroupMembershipSyncResult> {
    const group = await this.links.ownedGroup(actor, groupIdOrPath);
    return this.syncGroup(group.id);
  }

  /** Syncs every group with links every `intervalSeconds` (0: never), while LDAP is enabled. */
  start(intervalSeconds: number): void {
    if (!this.directories.enabled || intervalSeconds === 0) return;
    this.schedule = new Periodic(intervalSeconds * 1000, () => this.syncAll());
  }

  async stop(): Promise<void> {
    await this.schedule?.stop();
    this.schedule = null;
  }

  /** Every group with links, one after the other; one failing group stops no other. */
  async syncAll(): Promise<void> {
    const groupIds = await this.inContext(() => this.links.linkedGroupIds());
    for (const groupId of groupIds) {
      try {
        await this.inContext(() => this.syncGroup(groupId));
      } catch (error) {
        this.logger.error({ err: error, groupId }, 'LDAP group sync failed');
      }
    }
  }

  private inContext<T>(work: () => Promise<T>): Promise<T> {
    return RequestContext.create(this.orm.em, work);
  }

  /**
   * Syncs one group. A directory that cannot be read fails the whole sync before anything changes,
   * so an outage never reads as "everyone left".
   */
  async syncGroup(groupId: number): Promise<GroupMembershipSyncResult> {
    const links = (await this.links.linksOf(groupId)).filter((l) => this.directories.get(l.provider));
    const levels = new Map<number, number>();
    const providers = new Set(links.map((l) => l.provider));
    for (const provider of providers) {
      const levelByDn = await this.levelsByDn(links.filter((l) => l.provider === provider));
      const userIds = await this.identities.userIdsByExternUid(provider, [...levelByDn.keys()]);
      for (const [dn, level] of levelByDn) {
        const userId = userIds.get(dn);
        if (userId !== undefined) levels.set(userId, Math.max(levels.get(userId) ?? 0, level));
      }
    }
    const current = await this.memberships.directLevels(groupId);
    const managed = new Set<number>();
    for (const provider of providers) {
      for (const userId of (await this.identities.externUidsOf(provider, [...current.keys()])).keys()) {
        managed.add(userId);
      }
    }
    const remove = [...managed].filter((userId) => !levels.has(userId));
    return this.memberships.apply(groupId, { levels, remove });
  }

  /** The highest level each directory user (by lower-cased DN) gets from these links of one provider. */
  private async levelsByDn(links: readonly LdapGroupLink[]): Promise<Map<string, number>> {
    const levels = new Map<string, number>();
    for (const link of links) {
      const directory = this.directories.get(link.provider)!;
      const dns =
        link.cn != null
          ? await directory.groupMemberDns(link.cn)
          : await directory.filterUserDns(link.filter!);
      for (const dn of dns.map((d) => d.toLowerCase())) {
        levels.set(dn, Math.max(levels.get(dn) ?? 0, link.groupAccess));
      }
    }
    return levels;
  }
}
