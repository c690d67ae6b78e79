import { sql } from 'kysely';
import type { Actor } from '../../core/actor.ts';
import { badRequest, forbidden, notFound } from '../../core/errors.ts';
import { mapPage, paginate, type OrderColumn, type Page, type PageRequest } from '../../core/pagination.ts';
import { can } from '../../core/policy.ts';
import { escapeLike } from '../../db/sql.ts';
import { Member } from './member.entity.ts';
import { MembershipService } from './membership-service.ts';
import type { MemberSource } from './members.policy.ts';
import type {
  BillableMembershipType,
  BillableMembershipView,
  BillableMemberView,
} from './members.presenter.ts';

export const BILLABLE_SORTS = [
  'access_level_asc',
  'access_level_desc',
  'last_joined',
  'name_asc',
  'name_desc',
  'oldest_joined',
  'oldest_sign_in',
  'recent_sign_in',
  'last_activity_on_asc',
  'last_activity_on_desc',
] as const;
export type BillableSort = (typeof BILLABLE_SORTS)[number];

interface BillableRow {
  id: number;
  rank: number;
  access_level: number;
  joined_at: Date | string;
  name: string;
  sign_in_sort: Date | string;
  activity_sort: Date | string;
}

const MEMBERSHIP_TYPES: Record<number, BillableMembershipType> = {
  1: 'group_member',
  2: 'project_member',
  3: 'group_invite',
  4: 'project_invite',
};

/**
 * The billable members of a top-level group: the users its groups, projects and the groups they
 * are shared with bill for, their memberships in the hierarchy, and removing all of those at once.
 */
export class BillableMembersService extends MembershipService {
  /** `GET /groups/:id/billable_members`: owners of a top-level group; 400 otherwise. */
  async list(
    actor: Actor,
    source: MemberSource,
    filters: { search?: string; sort?: BillableSort },
    page: PageRequest,
  ): Promise<Page<BillableMemberView>> {
    const group = this.billableGroup(actor, source, 'list');
    let query = this.db.selectFrom(this.billedUsers(group.id).as('bm')).selectAll('bm');
    if (filters.search) {
      const pattern = `%${escapeLike(filters.search.trim())}%`;
      query = query.where(
        sql<boolean>`exists (select 1 from users u where u.id = bm.id and (u.name ilike ${pattern}
          or u.username ilike ${pattern} or u.public_email ilike ${pattern}))`,
      );
    }
    const rows = await paginate(this.db, query, billableOrder(filters.sort), page);
    const owners = await this.rules.ownerIds(group.id);
    return mapPage(rows, async (items) => {
      const users = await this.records.usersByIds(items.map((r) => r.id));
      const byId = new Map(users.map((u) => [u.id, u]));
      return items.map((r) => ({
        user: byId.get(r.id)!,
        membershipType: MEMBERSHIP_TYPES[r.rank]!,
        isLastOwner: owners.length === 1 && owners[0] === r.id,
      }));
    });
  }

  /** `GET /groups/:id/billable_members/:user_id/memberships`: direct memberships in the hierarchy. */
  async memberships(
    actor: Actor,
    source: MemberSource,
    userId: number,
    page: PageRequest,
  ): Promise<Page<BillableMembershipView>> {
    const group = this.billableGroup(actor, source, 'memberships');
    const billed = await this.db
      .selectFrom(this.billedUsers(group.id).as('bm'))
      .select('bm.id')
      .where('bm.id', '=', userId)
      .executeTakeFirst();
    if (!billed) throw notFound('User');
    const query = this.db
      .selectFrom('members as m')
      .select('m.id')
      .where('m.user_id', '=', userId)
      .where(this.inHierarchy(group.id));
    const rows = await paginate(
      this.db,
      query,
      [{ column: 'm.id', direction: 'asc', value: (r) => r.id }],
      page,
    );
    return mapPage(rows, async (items) => {
      const members = await this.em.find(Member, { id: { $in: items.map((r) => r.id) } });
      const names = await this.sourceNames(members);
      const byId = new Map(members.map((m) => [m.id, m]));
      return items.map((r) => {
        const member = byId.get(r.id)!;
        const name = names.get(`${member.sourceType}:${member.sourceId}`)!;
        return { member, sourceFullName: name.fullName, sourceFullPath: name.fullPath };
      });
    });
  }

  /** `DELETE /groups/:id/billable_members/:user_id`: every membership of the user in the hierarchy. */
  async remove(actor: Actor, source: MemberSource, userId: number): Promise<void> {
    if (source.type !== 'Namespace') throw notFound('Group');
    const group = source.subject.group;
    if (group.parent) throw badRequest('Invalid group provided, must be top-level');
    if (!can(actor, 'admin_source_member', source)) throw badRequest('User unauthorized to remove member');
    const owners = await this.rules.ownerIds(group.id);
    if (owners.length === 1 && owners[0] === userId) throw forbidden();
    await this.uow.run(async (tx) => {
      const ids = await this.db
        .selectFrom('members as m')
        .select('m.id')
        .where('m.user_id', '=', userId)
        .where(this.inHierarchy(group.id))
        .execute();
      if (ids.length === 0) throw badRequest('No member found for the given user_id');
      const rows = await this.em.find(Member, { id: { $in: ids.map((r) => r.id) } });
      await this.records.remove(tx, rows);
    });
  }

  /** Checks for the billable endpoints: a top-level group whose members the actor administers. */
  private billableGroup(actor: Actor, source: MemberSource, _use: 'list' | 'memberships') {
    if (source.type !== 'Namespace') throw notFound('Group');
    if (!can(actor, 'admin_source_member', source)) throw badRequest();
    if (source.subject.group.parent) throw badRequest();
    return source.subject.group;
  }

  /**
   * Users billed for a top-level group: members of it and its subgroups, of its projects, and of the
   * groups those are shared with; bots excluded. `rank` says how (1 group member ... 4 project invite).
   */
  private billedUsers(rootId: number) {
    const activeM = sql`m.user_id is not null and m.requested_at is null
      and (m.expires_at is null or m.expires_at >= current_date)`;
    const activeL = sql`(l.expires_at is null or l.expires_at >= current_date)`;
    return sql<BillableRow>`(
      with hierarchy as (select id from namespaces where ${rootId} = any(traversal_ids)),
      hierarchy_projects as (select id from projects where namespace_id in (select id from hierarchy)),
      billed as (
        select m.user_id, 1 as rank, m.access_level, m.created_at from members m
        where m.source_type = 'Namespace' and m.source_id in (select id from hierarchy) and ${activeM}
        union all
        select m.user_id, 2, m.access_level, m.created_at from members m
        where m.source_type = 'Project' and m.source_id in (select id from hierarchy_projects) and ${activeM}
        union all
        select m.user_id, 3, least(m.access_level, l.group_access), m.created_at
        from group_group_links l join members m on m.source_type = 'Namespace' and m.source_id = l.shared_with_id
        where l.shared_group_id in (select id from hierarchy) and ${activeM} and ${activeL}
        union all
        select m.user_id, 4, least(m.access_level, l.group_access), m.created_at
        from project_group_links l join members m on m.source_type = 'Namespace' and m.source_id = l.group_id
        where l.project_id in (select id from hierarchy_projects) and ${activeM} and ${activeL}
      )
      select u.id, min(b.rank)::int as rank, max(b.access_level)::int as access_level,
        max(b.created_at) as joined_at, u.name,
        coalesce(u.current_sign_in_at, 'epoch'::timestamptz) as sign_in_sort,
        coalesce(u.last_activity_on, date '1970-01-01') as activity_sort
      from billed b join users u on u.id = b.user_id
      where u.user_type = 'human'
      group by u.id)`;
  }

  /** Memberships (alias `m`) of the groups and projects of a top-level group's hierarchy. */
  private inHierarchy(rootId: number) {
    return sql<boolean>`((m.source_type = 'Namespace' and m.source_id in (
        select id from namespaces where ${rootId} = any(traversal_ids)))
      or (m.source_type = 'Project' and m.source_id in (
        select p.id from projects p join namespaces n on n.id = p.namespace_id
        where ${rootId} = any(n.traversal_ids))))`;
  }

  private async sourceNames(
    members: readonly Member[],
  ): Promise<Map<string, { fullName: string; fullPath: string }>> {
    const names = new Map<string, { fullName: string; fullPath: string }>();
    const groupIds = members.filter((m) => m.sourceType === 'Namespace').map((m) => m.sourceId);
    const projectIds = members.filter((m) => m.sourceType === 'Project').map((m) => m.sourceId);
    if (groupIds.length > 0) {
      const rows = await this.db
        .selectFrom('namespaces')
        .select(['id', 'full_name', 'full_path'])
        .where('id', 'in', groupIds)
        .execute();
      for (const r of rows) names.set(`Namespace:${r.id}`, { fullName: r.full_name, fullPath: r.full_path });
    }
    if (projectIds.length > 0) {
      const rows = await this.db
        .selectFrom('projects as p')
        .innerJoin('namespaces as n', 'n.id', 'p.namespace_id')
        .select(['p.id', 'p.name', 'p.full_path', 'n.full_name'])
        .where('p.id', 'in', projectIds)
        .execute();
      for (const r of rows) {
        names.set(`Project:${r.id}`, { fullName: `${r.full_name} / ${r.name}`, fullPath: r.full_path });
      }
    }
    return names;
  }
}

function serializable(value: Date | string | number): string | number {
  return value instanceof Date ? value.toISOString() : value;
}

function billableOrder(sort: BillableSort | undefined): OrderColumn<BillableRow>[] {
  const id: OrderColumn<BillableRow> = { column: 'bm.id', direction: 'asc', value: (r) => r.id };
  const by = (column: keyof BillableRow, direction: 'asc' | 'desc'): OrderColumn<BillableRow>[] => [
    { column: `bm.${column}`, direction, value: (r) => serializable(r[column]) },
    id,
  ];
  switch (sort) {
    case 'access_level_asc':
      return by('access_level', 'asc');
    case 'access_level_desc':
      return by('access_level', 'desc');
    case 'last_joined':
      return by('joined_at', 'desc');
    case 'oldest_joined':
      return by('joined_at', 'asc');
    case 'name_asc':
      return by('name', 'asc');
    case 'name_desc':
      return by('name', 'desc');
    case 'oldest_sign_in':
      return by('sign_in_sort', 'asc');
    case 'recent_sign_in':
      return by('sign_in_sort', 'desc');
    case 'last_activity_on_asc':
      return by('activity_sort', 'asc');
    case 'last_activity_on_desc':
      return by('activity_sort', 'desc');
    default:
      return [id];
  }
}
