import type { MikroORM } from '@mikro-orm/postgresql';
import type { GroupMembershipSyncService } from '../members/group-membership-sync.service.ts';
import type { Namespace } from '../namespaces/namespace.entity.ts';
import type { SamlGroupLinksService } from './saml-group-links.service.ts';
import { SamlMembership } from './saml-membership.entity.ts';
import type { SamlProvider } from './saml-provider.entity.ts';

/**
 * What a SAML sign-in does to the signer's memberships in the top-level group and the groups below:
 *
 * - the top-level group: a newcomer joins at the provider's default role;
 * - each group with SAML group links (the whole hierarchy): a user whose `groups` match any of its
 *   links gets the highest matching level; one who matches none loses the membership SAML made
 *   (in the top-level group: back to the default role, as GitLab);
 * - memberships SAML did not make (added by hand) are never removed, and a group never loses its
 *   last owner (`GroupMembershipSyncService`).
 */
export class SamlGroupSyncService {
  private readonly orm: MikroORM;
  private readonly links: SamlGroupLinksService;
  private readonly memberships: GroupMembershipSyncService;

  constructor(deps: {
    orm: MikroORM;
    links: SamlGroupLinksService;
    memberships: GroupMembershipSyncService;
  }) {
    this.orm = deps.orm;
    this.links = deps.links;
    this.memberships = deps.memberships;
  }

  private get em() {
    return this.orm.em;
  }

  /** Applies one sign-in; to be run inside the sign-in's unit of work. */
  async apply(
    root: Namespace,
    provider: SamlProvider,
    userId: number,
    asserted: readonly string[],
  ): Promise<void> {
    const links = await this.links.linksBelow(root.id);
    const names = new Set(asserted);
    const linked = new Map<number, number>();
    for (const link of links) {
      if (!names.has(link.samlGroupName)) continue;
      linked.set(link.group.id, Math.max(linked.get(link.group.id) ?? 0, link.accessLevel));
    }
    const managed = new Set(links.map((l) => l.group.id));
    const groupIds = [...new Set([root.id, ...managed])];
    const current = await this.memberships.membershipsOf(userId, groupIds);
    const made = await this.samlMade([...current.values()].map((m) => m.memberId));

    for (const groupId of groupIds) {
      const membership = current.get(groupId);
      const bySaml = membership !== undefined && made.has(membership.memberId);
      let target: number | null | undefined; // undefined: leave alone; null: remove
      if (linked.has(groupId)) target = linked.get(groupId)!;
      else if (groupId === root.id) {
        if (!membership || (bySaml && managed.has(root.id))) target = provider.defaultMembershipRole;
      } else if (bySaml) target = null;
      if (target === undefined || target === membership?.level) continue;

      const result = await this.memberships.apply(groupId, {
        levels: target === null ? new Map() : new Map([[userId, target]]),
        remove: target === null ? [userId] : [],
      });
      if (result.added.includes(userId)) {
        const added = (await this.memberships.membershipsOf(userId, [groupId])).get(groupId)!;
        this.em.create(SamlMembership, { memberId: added.memberId, samlProvider: provider.id });
        await this.em.flush();
      }
    }
  }

  /** Of these memberships, those SAML made. */
  private async samlMade(memberIds: readonly number[]): Promise<Set<number>> {
    if (memberIds.length === 0) return new Set();
    const rows = await this.em.find(SamlMembership, { memberId: { $in: [...memberIds] } });
    return new Set(rows.map((r) => r.memberId));
  }
}
