import type { MikroORM } from '@mikro-orm/postgresql';
import { sql, type RawBuilder } from 'kysely';
import { isAdmin, type Actor } from '../../core/actor.ts';
import { AccessLevel, minimumVisibleLevel } from '../../core/access.ts';
import { badRequest, conflict, forbidden, notFound } from '../../core/errors.ts';
import { authorize, can } from '../../core/policy.ts';
import type { UnitOfWork } from '../../core/tx.ts';
import type { Database } from '../../db/database.ts';
import type { GroupSubject } from '../groups/groups.policy.ts';
import { Namespace } from '../namespaces/namespace.entity.ts';
import { Project } from '../projects/project.entity.ts';
import type { ProjectSubject } from '../projects/projects.policy.ts';
import type { AccessFinder } from './access.finder.ts';
import { GroupGroupLink, ProjectGroupLink } from './group-link.entity.ts';
import type { MemberSourceType } from './member.entity.ts';
import { dateOnly, type ProjectGroupLinkView, type SharedWithGroup } from './members.presenter.ts';
import type { SourceLookup } from './members.service.ts';

declare module '../../core/events.ts' {
  interface DomainEventMap {
    /** A group or project was shared with a group (`groupId`). */
    'share.created': { sourceType: MemberSourceType; sourceId: number; groupId: number; groupAccess: number };
    'share.removed': { sourceType: MemberSourceType; sourceId: number; groupId: number };
  }
}

/** Access levels a share may give: minimal access exists on groups only. */
const SHARE_LEVELS: Record<MemberSourceType, readonly number[]> = {
  Namespace: [5, 10, 15, 20, 30, 40, 50],
  Project: [10, 15, 20, 30, 40, 50],
};

export interface ShareInput {
  /** The group to share with. */
  groupId: number;
  groupAccess: number;
  expiresAt?: string | Date | null;
}

/**
 * Sharing ("inviting a group"): a group or project shared with another group gives that group's
 * members access up to the share's level. Also lists the groups a group or project is shared with,
 * for the groups and projects views (`shared_with_groups`).
 */
export class SharingService {
  private readonly orm: MikroORM;
  private readonly uow: UnitOfWork;
  private readonly access: AccessFinder;
  private readonly lookup: () => SourceLookup;

  constructor(orm: MikroORM, uow: UnitOfWork, access: AccessFinder, lookup: () => SourceLookup) {
    this.orm = orm;
    this.uow = uow;
    this.access = access;
    this.lookup = lookup;
  }

  private get em() {
    return this.orm.em;
  }

  private get db() {
    return this.orm.em.getKysely<Database>();
  }

  /**
   * `POST /groups/:id/share`: owners share their group with a group they can see. Returns the shared
   * group (the endpoint answers with its detail view).
   */
  async shareGroup(actor: Actor, group: GroupSubject, input: ShareInput): Promise<GroupSubject> {
    checkLevel('Namespace', input.groupAccess);
    const sharedWith = await this.lookup().groups.find(actor, input.groupId);
    if (!can(actor, 'admin_group_member', group)) throw notFound();
    await this.uow.run(async (tx) => {
      const existing = await this.em.findOne(GroupGroupLink, {
        sharedGroup: group.group.id,
        sharedWith: sharedWith.group.id,
      });
      if (existing) throw conflict('Shared group The group has already been shared with this group');
      this.em.create(GroupGroupLink, {
        sharedGroup: this.em.getReference(Namespace, group.group.id),
        sharedWith: this.em.getReference(Namespace, sharedWith.group.id),
        groupAccess: input.groupAccess,
        expiresAt: dateOnly(input.expiresAt ?? null),
      });
      await this.em.flush();
      tx.emit('share.created', {
        sourceType: 'Namespace',
        sourceId: group.group.id,
        groupId: sharedWith.group.id,
        groupAccess: input.groupAccess,
      });
    });
    return group;
  }

  /** `DELETE /groups/:id/share/:group_id`. */
  async unshareGroup(actor: Actor, group: GroupSubject, sharedWithId: number): Promise<void> {
    const link = await this.em.findOne(GroupGroupLink, {
      sharedGroup: group.group.id,
      sharedWith: sharedWithId,
    });
    if (!link) throw notFound('Group Link');
    if (!can(actor, 'admin_group_member', group)) throw forbidden();
    await this.uow.run(async (tx) => {
      await tx.em.getKysely<Database>().deleteFrom('group_group_links').where('id', '=', link.id).execute();
      tx.emit('share.removed', { sourceType: 'Namespace', sourceId: group.group.id, groupId: sharedWithId });
    });
  }

  /** `POST /projects/:id/share`: maintainers share the project with a group they can see. */
  async shareProject(
    actor: Actor,
    project: ProjectSubject,
    input: ShareInput,
  ): Promise<ProjectGroupLinkView> {
    authorize(actor, 'admin_project', project);
    checkLevel('Project', input.groupAccess);
    const namespace = project.project.namespace;
    if (namespace.shareWithGroupLock) throw badRequest('The project sharing with group is disabled');
    const [group] = await this.lookup().groups.loadMany(actor, [input.groupId]);
    if (!group) throw notFound();
    if (input.groupAccess >= AccessLevel.OWNER && !isAdmin(actor) && project.access < AccessLevel.OWNER) {
      throw forbidden();
    }
    if (namespace.kind === 'Group' && namespace.traversalIds.includes(group.group.id)) {
      throw conflict('Project cannot be shared with the group it is in or one of its ancestors.');
    }
    return this.uow.run(async (tx) => {
      const existing = await this.em.findOne(ProjectGroupLink, {
        project: project.project.id,
        group: group.group.id,
      });
      if (existing) throw conflict('Group already shared with this group');
      const link = this.em.create(ProjectGroupLink, {
        project: this.em.getReference(Project, project.project.id),
        group: this.em.getReference(Namespace, group.group.id),
        groupAccess: input.groupAccess,
        expiresAt: dateOnly(input.expiresAt ?? null),
      });
      await this.em.flush();
      tx.emit('share.created', {
        sourceType: 'Project',
        sourceId: project.project.id,
        groupId: group.group.id,
        groupAccess: input.groupAccess,
      });
      return {
        id: link.id,
        projectId: project.project.id,
        groupId: group.group.id,
        groupAccess: link.groupAccess,
        expiresAt: link.expiresAt,
      };
    });
  }

  /** `DELETE /projects/:id/share/:group_id`. */
  async unshareProject(actor: Actor, project: ProjectSubject, groupId: number): Promise<void> {
    authorize(actor, 'admin_project', project);
    const link = await this.em.findOne(ProjectGroupLink, { project: project.project.id, group: groupId });
    if (!link) throw notFound('Group Link');
    await this.uow.run(async (tx) => {
      await tx.em.getKysely<Database>().deleteFrom('project_group_links').where('id', '=', link.id).execute();
      tx.emit('share.removed', { sourceType: 'Project', sourceId: project.project.id, groupId });
    });
  }

  /** Ids of the groups a project is shared with (unexpired shares), whoever asks. */
  async groupIdsSharedWithProject(projectId: number): Promise<number[]> {
    const links = await this.em.find(
      ProjectGroupLink,
      { project: projectId, $or: [{ expiresAt: null }, { expiresAt: { $gte: dateOnly(new Date()) } }] },
      { fields: ['group'] },
    );
    return links.map((link) => link.group.id);
  }

  /**
   * The groups each group (`Namespace`) or project is shared with, as the actor may see them (public
   * or visible groups; administrators see all), oldest share first. One query for all ids.
   */
  async sharedWithGroups(
    actor: Actor,
    type: MemberSourceType,
    ids: readonly number[],
  ): Promise<Map<number, SharedWithGroup[]>> {
    const result = new Map<number, SharedWithGroup[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return result;
    const links =
      type === 'Namespace'
        ? sql`select l.id, l.shared_group_id as parent_id, l.shared_with_id as group_id, l.group_access, l.expires_at
            from group_group_links l where l.shared_group_id = any(${[...ids]}::int[])`
        : sql`select l.id, l.project_id as parent_id, l.group_id, l.group_access, l.expires_at
            from project_group_links l where l.project_id = any(${[...ids]}::int[])`;
    const { rows } = await sql<{
      parent_id: number;
      group_id: number;
      name: string;
      full_path: string;
      group_access: number;
      expires_at: Date | string | null;
    }>`
      select s.parent_id, s.group_id, g.name, g.full_path, s.group_access, s.expires_at
      from (${links}) as s join namespaces g on g.id = s.group_id
      where (s.expires_at is null or s.expires_at >= current_date) and ${this.visibleGroup(actor)}
      order by s.id`.execute(this.db);
    for (const row of rows) {
      result.get(row.parent_id)?.push({
        groupId: row.group_id,
        groupName: row.name,
        groupFullPath: row.full_path,
        groupAccessLevel: row.group_access,
        expiresAt: dateOnly(row.expires_at),
      });
    }
    return result;
  }

  /** Groups (alias `g`) the actor may see. */
  private visibleGroup(actor: Actor): RawBuilder<boolean> {
    if (isAdmin(actor)) return sql<boolean>`true`;
    const byVisibility = sql<boolean>`g.visibility_level >= ${minimumVisibleLevel(actor.user)}`;
    if (!actor.user) return byVisibility;
    return sql<boolean>`(${byVisibility} or g.id in ${this.access.visibleGroupIds(actor.user.id)})`;
  }
}

function checkLevel(type: MemberSourceType, level: number): void {
  if (!SHARE_LEVELS[type].includes(level)) throw badRequest('group_access does not have a valid value');
}
