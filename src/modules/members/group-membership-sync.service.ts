import { AccessLevel } from '../../core/access.ts';
import { Member } from './member.entity.ts';
import { MembershipService } from './membership-service.ts';
import { User } from '../users/user.entity.ts';

/** What a sync wants of a group's direct memberships: levels to set, users to remove. */
export interface GroupMembershipPlan {
  /** Users who must be direct members at exactly this level (added when missing). */
  levels: ReadonlyMap<number, number>;
  /** Users who must no longer be direct members. */
  remove: readonly number[];
}

export interface GroupMembershipSyncResult {
  added: number[];
  updated: number[];
  removed: number[];
  /** Removals and demotions refused because the user is the group's last direct owner. */
  keptLastOwner: number[];
}

/**
 * Applies a directory sync's plan to a group's direct memberships, in one transaction, with the
 * usual membership events, and without policy checks (the instance itself does it). The one rule it
 * keeps: a group never loses its last direct owner, neither removed nor demoted.
 */
export class GroupMembershipSyncService extends MembershipService {
  /** Direct, accepted user memberships of a group: level by user id. */
  async directLevels(groupId: number): Promise<Map<number, number>> {
    const rows = await this.db
      .selectFrom('members')
      .select(['user_id', 'access_level'])
      .where('source_type', '=', 'Namespace')
      .where('source_id', '=', groupId)
      .where('user_id', 'is not', null)
      .where('requested_at', 'is', null)
      .execute();
    return new Map(rows.map((r) => [Number(r.user_id), Number(r.access_level)]));
  }

  /** A user's direct, accepted memberships of these groups: membership id and level by group id. */
  async membershipsOf(
    userId: number,
    groupIds: readonly number[],
  ): Promise<Map<number, { memberId: number; level: number }>> {
    if (groupIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('members')
      .select(['id', 'source_id', 'access_level'])
      .where('source_type', '=', 'Namespace')
      .where('source_id', 'in', [...groupIds])
      .where('user_id', '=', userId)
      .where('requested_at', 'is', null)
      .execute();
    return new Map(
      rows.map((r) => [Number(r.source_id), { memberId: Number(r.id), level: Number(r.access_level) }]),
    );
  }

  async apply(groupId: number, plan: GroupMembershipPlan): Promise<GroupMembershipSyncResult> {
    return this.uow.run(async (tx) => {
      const result: GroupMembershipSyncResult = { added: [], updated: [], removed: [], keptLastOwner: [] };
      const rows = await this.em.find(
        Member,
        { sourceType: 'Namespace', sourceId: groupId, user: { $ne: null } },
        { populate: ['user'] },
      );
      const members = rows.filter((m) => m.requestedAt === null);
      // A user the directory grants access who had asked for it: the request is granted.
      const requests = new Map(rows.filter((m) => m.requestedAt !== null).map((m) => [m.user!.id, m]));
      const byUser = new Map(members.map((m) => [m.user!.id, m]));
      const owners = new Set(
        members.filter((m) => m.accessLevel === AccessLevel.OWNER).map((m) => m.user!.id),
      );
      const isLastOwner = (userId: number) => owners.size === 1 && owners.has(userId);
      const event = (member: Member) => ({
        sourceType: 'Namespace' as const,
        sourceId: groupId,
        userId: member.user!.id,
        accessLevel: member.accessLevel,
        memberId: member.id,
      });
      // Raises first, so that an owner the directory adds can stand in for one it removes.
      const ordered = [...plan.levels].sort(([, a], [, b]) => b - a);
      for (const [userId, level] of ordered) {
        const member = byUser.get(userId);
        if (!member) {
          const request = requests.get(userId);
          if (request) Object.assign(request, { requestedAt: null, accessLevel: level });
          const created =
            request ??
            this.em.create(Member, {
              sourceType: 'Namespace',
              sourceId: groupId,
              user: this.em.getReference(User, userId),
              accessLevel: level,
            });
          await this.em.flush();
          tx.emit('member.added', event(created));
          if (level === AccessLevel.OWNER) owners.add(userId);
          result.added.push(userId);
          continue;
        }
        if (member.accessLevel === level) continue;
        if (level < AccessLevel.OWNER && isLastOwner(userId)) {
          result.keptLastOwner.push(userId);
          continue;
        }
        member.accessLevel = level;
        if (level === AccessLevel.OWNER) owners.add(userId);
        else owners.delete(userId);
        tx.emit('member.updated', event(member));
        result.updated.push(userId);
      }
      const removed: Member[] = [];
      for (const userId of plan.remove) {
        const member = byUser.get(userId);
        if (!member) continue;
        if (isLastOwner(userId)) {
          result.keptLastOwner.push(userId);
          continue;
        }
        owners.delete(userId);
        removed.push(member);
        result.removed.push(userId);
      }
      await this.em.flush();
      await this.records.remove(tx, removed);
      return result;
    });
  }
}
