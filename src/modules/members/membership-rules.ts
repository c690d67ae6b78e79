import type { MikroORM } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { isAdmin, requireUser, type Actor } from '../../core/actor.ts';
import { AccessLevel, accessLevelName } from '../../core/access.ts';
import { forbidden, type FieldErrors } from '../../core/errors.ts';
import { authorize, can } from '../../core/policy.ts';
import { today } from '../../core/time.ts';
import type { Database } from '../../db/database.ts';
import type { Member, MemberSourceType } from './member.entity.ts';
import type { MemberSource, MemberTarget } from './members.policy.ts';
import { dateOnly } from './members.presenter.ts';

/** Access levels a membership may have: minimal access exists on groups only. */
const LEVELS: Record<MemberSourceType, readonly number[]> = {
  Namespace: [5, 10, 15, 20, 30, 40, 50],
  Project: [10, 15, 20, 30, 40, 50],
};

/** A user's highest membership of the groups above a source, with that group's name. */
export interface InheritedLevel {
  level: number;
  groupName: string;
}

/**
 * GitLab's rules for memberships and invitations: who may grant which access level, the model
 * validations worded as GitLab words them, and the facts the update and destroy policies need
 * (the last owner of a group, inherited levels).
 */
export class MembershipRules {
  private readonly orm: MikroORM;

  constructor(orm: MikroORM) {
    this.orm = orm;
  }

  private get db() {
    return this.orm.em.getKysely<Database>();
  }

  /** Who may add members at a level: member admins; only owners (or administrators) grant Owner. */
  authorizeAdding(actor: Actor, source: MemberSource, accessLevel: number): void {
    requireUser(actor);
    authorize(actor, 'admin_source_member', source);
    this.authorizeGrant(actor, source, accessLevel);
  }

  /** Owner is granted by those who manage owners only, and nobody grants more than they have. */
  authorizeGrant(actor: Actor, source: MemberSource, accessLevel: number): void {
    if (accessLevel >= AccessLevel.OWNER && !can(actor, 'manage_owners', source)) throw forbidden();
    if (!isAdmin(actor) && accessLevel > source.subject.access && LEVELS[source.type].includes(accessLevel)) {
      throw forbidden();
    }
  }

  /** Model validations of a membership, as GitLab words them; null when valid. */
  validate(
    source: MemberSource,
    accessLevel: number,
    expiresAt: string | Date | null | undefined,
    inherited: InheritedLevel | undefined,
  ): FieldErrors | null {
    const errors: FieldErrors = {};
    if (!LEVELS[source.type].includes(accessLevel)) {
      errors['access_level'] = ['is not included in the list'];
    } else if (inherited && inherited.level > accessLevel) {
      errors['access_level'] = [
        `should be greater than or equal to ${accessLevelName(inherited.level)} inherited membership from group ${inherited.groupName}`,
      ];
    }
    const expires = dateOnly(expiresAt ?? null);
    if (expires && expires < today()) errors['expires_at'] = ['cannot be a date in the past'];
    return Object.keys(errors).length > 0 ? errors : null;
  }

  /** A membership as the update and destroy rules see it. */
  async target(source: MemberSource, member: Member): Promise<MemberTarget> {
    const userId = member.user!.id;
    let lastOwner = false;
    if (source.type === 'Namespace' && member.accessLevel >= AccessLevel.OWNER) {
      const owners = await this.ownerIds(source.id);
      lastOwner = owners.length <= 1;
    }
    const namespace = source.type === 'Project' ? source.subject.project.namespace : null;
    const namespaceOwner = namespace?.kind === 'User' && namespace.owner?.id === userId;
    return { source, userId, accessLevel: member.accessLevel, lastOwner, namespaceOwner };
  }

  /** Users with an active Owner membership of the group or an ancestor. */
  async ownerIds(groupId: number): Promise<number[]> {
    const { rows } = await sql<{ user_id: number }>`
      select distinct m.user_id from members m join namespaces g on g.id = ${groupId}
      where m.source_type = 'Namespace' and m.source_id = any(g.traversal_ids)
        and m.access_level >= ${AccessLevel.OWNER} and m.user_id is not null and m.requested_at is null
        and (m.expires_at is null or m.expires_at >= current_date)`.execute(this.db);
    return rows.map((r) => r.user_id);
  }

  /** Each user's highest membership of the groups above the source, with that group's name. */
  async inheritedLevels(
    source: MemberSource,
    userIds: readonly number[],
  ): Promise<Map<number, InheritedLevel>> {
    const ancestors =
      source.type === 'Namespace'
        ? source.subject.group.traversalIds.filter((id) => id !== source.id)
        : source.subject.project.namespace.kind === 'Group'
          ? source.subject.project.namespace.traversalIds
          : [];
    if (ancestors.length === 0 || userIds.length === 0) return new Map();
    const { rows } = await sql<{ user_id: number; access_level: number; name: string }>`
      select distinct on (m.user_id) m.user_id, m.access_level, n.name
      from members m join namespaces n on n.id = m.source_id
      where m.source_type = 'Namespace' and m.source_id = any(${ancestors}::int[])
        and m.user_id = any(${[...userIds]}::int[]) and m.requested_at is null
        and (m.expires_at is null or m.expires_at >= current_date)
      order by m.user_id, m.access_level desc`.execute(this.db);
    return new Map(rows.map((r) => [r.user_id, { level: r.access_level, groupName: r.name }]));
  }
}
