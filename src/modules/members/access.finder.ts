import type { Database } from '../../db/database.ts';
import type { MikroORM } from '@mikro-orm/postgresql';
import { sql, type RawBuilder } from 'kysely';
import { AccessLevel } from '../../core/access.ts';
import { prepared } from '../../db/prepared-statements.ts';

/**
 * Computes the access level a user has on groups and projects, from every source GitLab counts:
 *
 * - direct membership of the group or project;
 * - membership of an ancestor group (inherited);
 * - a share: the group, an ancestor of it, or the project was shared with a group the user
 *   belongs to (directly or through that group's ancestors), capped at the share's access level;
 * - ownership of the personal namespace a project lives in.
 *
 * Expired memberships and shares, pending invitations and access requests count for nothing.
 * Minimal access on a group never reaches its projects.
 */
export class AccessFinder {
  private readonly orm: MikroORM;

  constructor(orm: MikroORM) {
    this.orm = orm;
  }

  private get db() {
    return this.orm.em.getKysely<Database>();
  }

  /** The user's highest access level on each group; groups without access are absent. */
  async groupAccessLevels(userId: number, groupIds: readonly number[]): Promise<Map<number, number>> {
    if (groupIds.length === 0) return new Map();
    const { rows } = await sql<{ id: number; access_level: number }>`${prepared}
      with ${groupRootsCte(userId)}
      select g.id, max(r.access_level)::int as access_level
      from namespaces g join group_roots r on r.group_id = any(g.traversal_ids)
      where g.id = any(${[...groupIds]}::int[])
      group by g.id`.execute(this.db);
    return new Map(rows.map((r) => [r.id, r.access_level]));
  }

  /** The user's highest access level on each project; projects without access are absent. */
  async projectAccessLevels(userId: number, projectIds: readonly number[]): Promise<Map<number, number>> {
    if (projectIds.length === 0) return new Map();
    const { rows } = await sql<{ project_id: number; access_level: number }>`${prepared}
      with ${groupRootsCte(userId)}, ${projectAccessCte(userId, sql`p.id = any(${[...projectIds]}::int[])`)}
      select project_id, max(access_level)::int as access_level from project_access group by project_id`.execute(
      this.db,
    );
    return new Map(rows.map((r) => [r.project_id, r.access_level]));
  }

  /**
   * Each user's highest access level on each project, in one statement (what other users may do on a
   * merge request, say): by user id, then project id; absent where a user has no access.
   */
  async projectAccessLevelsOfUsers(
    userIds: readonly number[],
    projectIds: readonly number[],
  ): Promise<Map<number, Map<number, number>>> {
    const result = new Map<number, Map<number, number>>(userIds.map((id) => [id, new Map()]));
    if (userIds.length === 0 || projectIds.length === 0) return result;
    const { rows } = await sql<{ user_id: number; project_id: number; access_level: number }>`${prepared}
      with ${groupRootsCte(userIds)}, ${projectAccessCte(userIds, sql`p.id = any(${[...projectIds]}::int[])`)}
      select user_id, project_id, max(access_level)::int as access_level from project_access
      group by user_id, project_id`.execute(this.db);
    for (const r of rows) result.get(r.user_id)?.set(r.project_id, r.access_level);
    return result;
  }

  /**
   * Users with access to a project (guest or more) through a membership of it or of a group above
   * it, or as the owner of its personal namespace; shares are not counted. For notification emails,
   * which check each recipient's access again.
   */
  async projectUserIds(projectId: number): Promise<number[]> {
    const { rows } = await sql<{ user_id: number }>`
      select m.user_id from members m
      where m.source_type = 'Project' and m.source_id = ${projectId} and ${activeMember('m')}
      union
      select n.owner_id from projects p join namespaces n on n.id = p.namespace_id
      where p.id = ${projectId} and n.kind = 'User'
      union
      select m.user_id from projects p join namespaces n on n.id = p.namespace_id
      join members m on m.source_type = 'Namespace' and m.source_id = any(n.traversal_ids)
      where p.id = ${projectId} and m.access_level >= ${AccessLevel.GUEST} and ${activeMember('m')}`.execute(
      this.db,
    );
    return rows.map((r) => r.user_id).filter((id) => id !== null);
  }

  /**
   * GitLab's owners and maintainers of a project for warnings about it: its direct members of
   * maintainer level or more, or, when it has none, those of the group it is in (not inherited
   * ones). Pending invitations and access requests do not count; whether the user is active is the
   * caller's business.
   */
  async projectOwnersAndMaintainers(projectId: number): Promise<number[]> {
    const direct = await sql<{ user_id: number }>`
      select m.user_id from members m
      where m.source_type = 'Project' and m.source_id = ${projectId}
        and m.access_level >= ${AccessLevel.MAINTAINER} and ${activeMember('m')}`.execute(this.db);
    if (direct.rows.length > 0) return direct.rows.map((r) => r.user_id);
    const group = await sql<{ user_id: number }>`
      select m.user_id from projects p join namespaces n on n.id = p.namespace_id and n.kind = 'Group'
      join members m on m.source_type = 'Namespace' and m.source_id = n.id
      where p.id = ${projectId} and m.access_level >= ${AccessLevel.MAINTAINER} and ${activeMember('m')}`.execute(
      this.db,
    );
    return group.rows.map((r) => r.user_id);
  }

  /** The user's direct (not inherited) membership level on each project: `permissions.project_access`. */
  async directProjectLevels(userId: number, projectIds: readonly number[]): Promise<Map<number, number>> {
    if (projectIds.length === 0) return new Map();
    const { rows } = await sql<{ source_id: number; access_level: number }>`${prepared}
      select m.source_id, m.access_level from members m
      where m.source_type = 'Project' and m.user_id = ${userId} and m.source_id = any(${[...projectIds]}::int[])
        and ${activeMember('m')}`.execute(this.db);
    return new Map(rows.map((r) => [r.source_id, r.access_level]));
  }

  /**
   * The user's membership level in each group, counting memberships of its ancestors but not shares:
   * `permissions.group_access`.
   */
  async groupMembershipLevels(userId: number, groupIds: readonly number[]): Promise<Map<number, number>> {
    if (groupIds.length === 0) return new Map();
    const { rows } = await sql<{ id: number; access_level: number }>`${prepared}
      select g.id, max(m.access_level)::int as access_level from namespaces g
      join members m on m.source_type = 'Namespace' and m.source_id = any(g.traversal_ids)
      where g.id = any(${[...groupIds]}::int[]) and m.user_id = ${userId} and ${activeMember('m')}
      group by g.id`.execute(this.db);
    return new Map(rows.map((r) => [r.id, r.access_level]));
  }

  /** Ids of groups where the user has at least `minLevel`, as a subquery for list filters. */
  authorizedGroupIds(
    userId: number,
    minLevel: number = AccessLevel.MINIMAL_ACCESS,
  ): RawBuilder<{ id: number }> {
    return sql<{ id: number }>`(
      with ${groupRootsCte(userId)}
      select g.id from namespaces g join group_roots r on r.group_id = any(g.traversal_ids)
      where g.kind = 'Group'
      group by g.id having max(r.access_level) >= ${minLevel})`;
  }

  /**
   * Ids of groups the user may see through membership: groups where they have access, and every
   * ancestor of those groups and of the namespaces of projects they can reach (a member of a
   * subgroup or project sees the groups above it).
   */
  visibleGroupIds(userId: number): RawBuilder<{ id: number }> {
    return sql<{ id: number }>`(
      select unnest(n.traversal_ids) as id from namespaces n where n.id in ${this.authorizedGroupIds(userId)}
      union
      select unnest(n.traversal_ids) from projects p join namespaces n on n.id = p.namespace_id
      where n.kind = 'Group' and p.id in ${this.authorizedProjectIds(userId)})`;
  }

  /** Ids of projects where the user has at least `minLevel`, as a subquery for list filters. */
  authorizedProjectIds(
    userId: number,
    minLevel: number = AccessLevel.GUEST,
  ): RawBuilder<{ project_id: number }> {
    return sql<{ project_id: number }>`(
      with ${groupRootsCte(userId)}, ${projectAccessCte(userId, sql`true`)}
      select project_id from project_access group by project_id having max(access_level) >= ${minLevel})`;
  }
}

/** Active memberships: accepted, not requested, not expired. */
const activeMember = (alias: string) =>
  sql.raw(
    `${alias}.user_id is not null and ${alias}.requested_at is null and (${alias}.expires_at is null or ${alias}.expires_at >= current_date)`,
  );

const activeLink = (alias: string) =>
  sql.raw(`(${alias}.expires_at is null or ${alias}.expires_at >= current_date)`);

/**
 * Users an access CTE is about: one user (its statement reads as it always did), or several, whose
 * rows then carry `user_id` apart.
 */
type Users = number | readonly number[];

function userMatch(column: string, users: Users): RawBuilder<unknown> {
  return typeof users === 'number'
    ? sql`${sql.ref(column)} = ${users}`
    : sql`${sql.ref(column)} = any(${[...users]}::int[])`;
}

/**
 * `group_roots(user_id, group_id, access_level)`: groups the users reach directly (membership) or
 * through a share; every descendant of a root inherits its level.
 */
function groupRootsCte(users: Users): RawBuilder<unknown> {
  return sql`
    group_direct as (
      select m.user_id, m.source_id as group_id, m.access_level from members m
      where m.source_type = 'Namespace' and ${userMatch('m.user_id', users)} and ${activeMember('m')}
    ),
    group_roots as (
      select user_id, group_id, access_level from group_direct
      union all
      select d.user_id, l.shared_group_id, least(l.group_access, d.access_level)
      from group_group_links l
      join namespaces sw on sw.id = l.shared_with_id
      join group_direct d on d.group_id = any(sw.traversal_ids)
      where ${activeLink('l')}
    )`;
}

/** `project_access(user_id, project_id, access_level)` over projects matching `projectFilter` (alias `p`). */
function projectAccessCte(users: Users, projectFilter: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`
    project_access as (
      select m.user_id, m.source_id as project_id, m.access_level from members m
      join projects p on p.id = m.source_id
      where m.source_type = 'Project' and ${userMatch('m.user_id', users)} and ${activeMember('m')}
        and ${projectFilter}
      union all
      select n.owner_id, p.id, ${AccessLevel.OWNER}::int from projects p
      join namespaces n on n.id = p.namespace_id
      where n.kind = 'User' and ${userMatch('n.owner_id', users)} and ${projectFilter}
      union all
      select r.user_id, p.id, r.access_level from projects p
      join namespaces n on n.id = p.namespace_id
      join group_roots r on r.group_id = any(n.traversal_ids)
      where r.access_level >= ${AccessLevel.GUEST} and ${projectFilter}
      union all
      select d.user_id, p.id, least(l.group_access, d.access_level) from project_group_links l
      join projects p on p.id = l.project_id
      join namespaces g on g.id = l.group_id
      join group_direct d on d.group_id = any(g.traversal_ids)
      where ${activeLink('l')} and ${projectFilter}
    )`;
}
