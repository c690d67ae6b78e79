import type { MikroORM } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { Actor } from '../../core/actor.ts';
import { notFound } from '../../core/errors.ts';
import { can } from '../../core/policy.ts';
import type { UnitOfWork } from '../../core/tx.ts';
import type { Database } from '../../db/database.ts';
import type { AccessFinder } from '../members/access.finder.ts';
import { Namespace } from '../namespaces/namespace.entity.ts';
import type { NamespacesService } from '../namespaces/namespaces.service.ts';
import './groups.policy.ts';
import type { GroupSubject } from './groups.policy.ts';

/**
 * Groups: lookups by id or full path with the caller's access level, so that every face and every
 * other module (projects, members) asks "may this actor see/administer this group" the same way.
 */
export class GroupsService {
  private readonly orm: MikroORM;
  private readonly uow: UnitOfWork;
  private readonly namespaces: NamespacesService;
  private readonly access: AccessFinder;

  constructor(orm: MikroORM, uow: UnitOfWork, namespaces: NamespacesService, access: AccessFinder) {
    this.orm = orm;
    this.uow = uow;
    this.namespaces = namespaces;
    this.access = access;
  }

  private get em() {
    return this.orm.em;
  }

  /** A group the actor may see, by integer id or full path; 404 "Group Not Found" otherwise. */
  async find(actor: Actor, idOrPath: string | number): Promise<GroupSubject> {
    const group = await this.findRecord(idOrPath);
    if (!group) throw notFound('Group');
    const subject = (await this.subjects(actor, [group])).get(group.id)!;
    if (!can(actor, 'read_group', subject)) throw notFound('Group');
    return subject;
  }

  /** Groups by id, for DataLoader: null where missing or invisible. */
  async loadMany(actor: Actor, ids: readonly number[]): Promise<(GroupSubject | null)[]> {
    const groups = await this.em.find(Namespace, { id: { $in: [...ids] }, kind: 'Group' });
    const subjects = await this.subjects(actor, groups);
    return ids.map((id) => {
      const subject = subjects.get(id);
      return subject && can(actor, 'read_group', subject) ? subject : null;
    });
  }

  /** The actor's access on each group, in a constant number of queries. */
  async subjects(actor: Actor, groups: readonly Namespace[]): Promise<Map<number, GroupSubject>> {
    const userId = actor.user?.id;
    const ids = groups.map((g) => g.id);
    const levels = userId ? await this.access.groupAccessLevels(userId, ids) : new Map<number, number>();
    const below = userId ? await this.groupsWithMembershipBelow(userId, ids) : new Set<number>();
    return new Map(
      groups.map((group) => [
        group.id,
        { group, access: levels.get(group.id) ?? 0, memberBelow: below.has(group.id) },
      ]),
    );
  }

  private findRecord(idOrPath: string | number): Promise<Namespace | null> {
    const value = String(idOrPath);
    if (/^\d+$/.test(value)) return this.em.findOne(Namespace, { id: Number(value), kind: 'Group' });
    return this.em.findOne(Namespace, {
      kind: 'Group',
      fullPath: { $ilike: value.replace(/[\\%_]/g, '\\$&') },
    });
  }

  /** Of the given groups, those above a subgroup or project the user can reach. */
  private async groupsWithMembershipBelow(userId: number, groupIds: readonly number[]): Promise<Set<number>> {
    if (groupIds.length === 0) return new Set();
    const db = this.em.getKysely<Database>();
    const { rows } = await sql<{ id: number }>`
      select id from ${this.access.visibleGroupIds(userId)} as v where id = any(${[...groupIds]}::int[])`.execute(
      db,
    );
    return new Set(rows.map((r) => r.id));
  }
}
