import { checkUnmodifiedSince, type DeletePrecondition } from '../../core/precondition.ts';
import type { MikroORM } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { isAdmin, type Actor } from '../../core/actor.ts';
import { AccessLevel } from '../../core/access.ts';
import { invalid, notFound } from '../../core/errors.ts';
import {
  mapPage,
  positionCursors,
  type KeysetPageRequest,
  type Page,
  type PageRequest,
} from '../../core/pagination.ts';
import { authorize, can, authorizeUser } from '../../core/policy.ts';
import type { UnitOfWork } from '../../core/tx.ts';
import type { Database } from '../../db/database.ts';
import type { GroupsService } from '../groups/groups.service.ts';
import type { FindProjectOptions, ProjectsService } from '../projects/projects.service.ts';
import { User } from '../users/user.entity.ts';
import { Member, type MemberSourceType } from './member.entity.ts';
import { directView, type MemberRecords } from './member-records.ts';
import type { MembershipRules } from './membership-rules.ts';
import {
  ALL_GROUP_RELATIONS,
  ALL_PROJECT_RELATIONS,
  type MemberFilters,
  type MemberOrder,
  type MemberRelation,
  type MemberRow,
  type MembersFinder,
} from './members.finder.ts';
import type { MemberSource } from './members.policy.ts';
import { dateOnly, type MembershipEntry, type MemberView } from './members.presenter.ts';

/** How many users an autocompletion offers (GitLab's `Autocomplete::UsersFinder::LIMIT`). */
const AUTOCOMPLETE_LIMIT = 20;

declare module '../../core/events.ts' {
  interface DomainEventMap {
    'member.added': {
      sourceType: MemberSourceType;
      sourceId: number;
      userId: number;
      accessLevel: number;
      memberId?: number;
    };
    'member.updated': {
      sourceType: MemberSourceType;
      sourceId: number;
      userId: number;
      accessLevel: number;
      memberId?: number;
    };
    'member.removed': {
      sourceType: MemberSourceType;
      sourceId: number;
      userId: number;
      memberId?: number;
      /** The access level the membership gave (hook payloads). */
      formerAccessLevel?: number;
    };
    'invitation.created': {
      sourceType: MemberSourceType;
      sourceId: number;
      memberId: number;
      accessLevel: number;
    };
    'invitation.updated': {
      sourceType: MemberSourceType;
      sourceId: number;
      memberId: number;
      accessLevel: number;
    };
    'invitation.removed': { sourceType: MemberSourceType; sourceId: number; memberId: number };
  }
}

/** The services members look their sources up with. */
export interface SourceLookup {
  groups: GroupsService;
  projects: ProjectsService;
}

export interface ListMembersFilters {
  search?: string;
  userIds?: readonly number[];
  skipUserIds?: readonly number[];
  /** Include inherited and invited-group members (`/members/all`). */
  all?: boolean;
  /** Membership state (higher tier): nobody awaits approval here, every membership is active. */
  state?: 'awaiting' | 'active';
}

/** A member's identity at a group's SAML provider, as members list it. */
export interface GroupSamlIdentity {
  externUid: string;
  provider: string;
  samlProviderId: number;
}

/** Identities of these users at the SAML provider of this top-level group, by user id. */
export type GroupSamlIdentityLookup = (
  rootGroupId: number,
  userIds: readonly number[],
) => Promise<Map<number, GroupSamlIdentity>>;

/** What members are read and changed with. */
export interface MembersDeps {
  finder: MembersFinder;
  rules: MembershipRules;
  records: MemberRecords;
  /** The services sources are looked up with (built after this one: they use `grant`). */
  lookup: () => SourceLookup;
}

/**
 * Memberships of groups and projects: lists (direct, inherited, invited groups; one row per user with
 * their highest access), adding (users, and emails as invitations), changing and removing members
 * with GitLab's rules, and users' memberships. Both faces call these.
 */
export class MembersService {
  private readonly orm: MikroORM;
  private readonly uow: UnitOfWork;
  private readonly finder: MembersFinder;
  private readonly rules: MembershipRules;
  private readonly records: MemberRecords;
  private readonly lookup: () => SourceLookup;
  private groupSamlIdentities: GroupSamlIdentityLookup | null = null;

  constructor(orm: MikroORM, uow: UnitOfWork, deps: MembersDeps) {
    this.orm = orm;
    this.uow = uow;
    this.finder = deps.finder;
    this.rules = deps.rules;
    this.records = deps.records;
    this.lookup = deps.lookup;
  }

  private get em() {
    return this.orm.em;
  }

  /** Wired by the SAML module: members' identities at their top-level group's SAML provider. */
  useGroupSamlIdentities(lookup: GroupSamlIdentityLookup): void {
    this.groupSamlIdentities = lookup;
  }

  /**
   * Adds each member's `group_saml_identity` for those who may see them (owners, as GitLab's
   * `read_group_saml_identity`): the identity at the SAML provider of the group's top-level group.
   */
  private async withSamlIdentities(
    actor: Actor,
    source: MemberSource,
    views: MemberView[],
  ): Promise<MemberView[]> {
    if (!this.groupSamlIdentities || source.type !== 'Namespace' || views.length === 0) return views;
    if (!can(actor, 'admin_group', source.subject)) return views;
    const group = source.subject.group;
    const identities = await this.groupSamlIdentities(
      group.traversalIds[0] ?? group.id,
      views.map((v) => v.member.user!.id),
    );
    return views.map((v) => ({ ...v, groupSamlIdentity: identities.get(v.member.user!.id) ?? null }));
  }

  private get db() {
    return this.orm.em.getKysely<Database>();
  }

  /**
   * Makes a user a direct member without policy checks, inside the caller's unit of work: used when
   * a group or project is created (its creator becomes a member).
   */
  async grant(
    sourceType: MemberSourceType,
    sourceId: number,
    userId: number,
    accessLevel: number,
    createdById: number | null,
  ): Promise<Member> {
    return this.uow.run(async (tx) => {
      const member = this.em.create(Member, {
        sourceType,
        sourceId,
        user: this.em.getReference(User, userId),
        accessLevel,
        createdBy: createdById ? this.em.getReference(User, createdById) : null,
      });
      await this.em.flush();
      tx.emit('member.added', { sourceType, sourceId, userId, accessLevel, memberId: member.id });
      return member;
    });
  }

  /** Raises a user's direct membership to `accessLevel` (creating it when missing), without policy checks. */
  async ensureAtLeast(
    sourceType: MemberSourceType,
    sourceId: number,
    userId: number,
    accessLevel: number,
    createdById: number | null,
  ): Promise<void> {
    const existing = await this.em.findOne(Member, { sourceType, sourceId, user: userId });
    if (!existing) {
      await this.grant(sourceType, sourceId, userId, accessLevel, createdById);
      return;
    }
    if (existing.accessLevel >= accessLevel) return;
    await this.uow.run(async (tx) => {
      existing.accessLevel = accessLevel;
      await this.em.flush();
      tx.emit('member.updated', { sourceType, sourceId, userId, accessLevel, memberId: existing.id });
    });
  }

  /** Removes every membership and invitation of deleted groups or projects (no foreign key reaches them). */
  async removeAllOf(sourceType: MemberSourceType, sourceIds: readonly number[]): Promise<void> {
    if (sourceIds.length === 0) return;
    await this.db
      .deleteFrom('members')
      .where('source_type', '=', sourceType)
      .where('source_id', 'in', [...sourceIds])
      .execute();
  }

  /** Has the group or project a direct, accepted Owner member? */
  async hasDirectOwner(sourceType: MemberSourceType, sourceId: number): Promise<boolean> {
    const owner = await this.db
      .selectFrom('members')
      .select('id')
      .where('source_type', '=', sourceType)
      .where('source_id', '=', sourceId)
      .where('access_level', '=', AccessLevel.OWNER)
      .where('user_id', 'is not', null)
      .where('requested_at', 'is', null)
      .executeTakeFirst();
    return owner !== undefined;
  }

  /** How many groups have this user as their only active owner (deleting the user would orphan them). */
  async soleOwnedGroupCount(userId: number): Promise<number> {
    const { rows } = await sql<{ count: string }>`
      select count(*) as count from members m
      join namespaces n on n.id = m.source_id and n.kind = 'Group'
      where m.source_type = 'Namespace' and m.user_id = ${userId} and m.access_level = ${AccessLevel.OWNER}
        and m.requested_at is null
        and not exists (
          select 1 from members o join users u on u.id = o.user_id
          where o.source_type = 'Namespace' and o.source_id = m.source_id and o.user_id <> ${userId}
            and o.access_level = ${AccessLevel.OWNER} and o.requested_at is null and u.state = 'active')`.execute(
      this.db,
    );
    return Number(rows[0]?.count ?? 0);
  }

  // ---------------------------------------------------------------------------------------------
  // Sources

  /** The group or project members are of; 404 when the actor may not see it. */
  async source(
    actor: Actor,
    type: MemberSourceType,
    idOrPath: string | number,
    options: FindProjectOptions = {},
  ): Promise<MemberSource> {
    if (type === 'Namespace') {
      const subject = await this.lookup().groups.find(actor, idOrPath);
      return { type, id: subject.group.id, subject };
    }
    const subject = await this.lookup().projects.find(actor, idOrPath, options);
    return { type, id: subject.project.id, subject };
  }

  /** Sources by id for batched GraphQL fields; null where missing or invisible. */
  async sources(
    actor: Actor,
    type: MemberSourceType,
    ids: readonly number[],
  ): Promise<(MemberSource | null)[]> {
    if (type === 'Namespace') {
      const subjects = await this.lookup().groups.loadMany(actor, ids);
      return subjects.map((s) => (s ? { type, id: s.group.id, subject: s } : null));
    }
    const subjects = await this.lookup().projects.loadMany(actor, ids);
    return subjects.map((s) => (s ? { type, id: s.project.id, subject: s } : null));
  }

  /** May the actor read the members of this group or project (for subscriptions)? */
  async mayReadMembers(actor: Actor, type: MemberSourceType, id: number): Promise<boolean> {
    const [source] = await this.sources(actor, type, [id]);
    return source ? can(actor, 'read_source_member', source) : false;
  }

  // ---------------------------------------------------------------------------------------------
  // Reading members

  /** `GET /:sources/:id/members` (direct) and `/members/all` (inherited and invited too). */
  async list(
    actor: Actor,
    source: MemberSource,
    filters: ListMembersFilters,
    page: PageRequest,
  ): Promise<Page<MemberView>> {
    authorize(actor, 'read_source_member', source);
    const rows = await this.finder.page(
      actor,
      source.type,
      source.id,
      this.filtersFor(source, filters),
      page,
    );
    return mapPage(rows, async (items) =>
      this.withSamlIdentities(actor, source, await this.views(source.type, items)),
    );
  }

  /** `GET /:sources/:id/members/:user_id` and `/members/all/:user_id`; 404 "Not found" otherwise. */
  async get(actor: Actor, source: MemberSource, userId: number, all: boolean): Promise<MemberView> {
    authorize(actor, 'read_source_member', source);
    const row = await this.finder.findOne(
      actor,
      source.type,
      source.id,
      userId,
      this.filtersFor(source, { all }),
    );
    if (!row) throw notFound();
    return (await this.withSamlIdentities(actor, source, await this.views(source.type, [row])))[0]!;
  }

  /** A page of members of many groups or projects at once (GraphQL connections). */
  async pageByParent(
    actor: Actor,
    parentType: MemberSourceType,
    parentIds: readonly number[],
    filters: { relations: readonly MemberRelation[]; search?: string; order?: MemberOrder },
    request: KeysetPageRequest,
  ): Promise<Map<number, Page<MemberView>>> {
    const pages = await this.finder.pageByParent(actor, parentType, parentIds, filters, request);
    return this.viewPages(parentType, pages);
  }

  /** The users a project's or group's user autocompletion offers, per parent (`autocompleteUsers`). */
  autocompleteUserIds(
    actor: Actor,
    parentType: MemberSourceType,
    parentIds: readonly number[],
    search: string | undefined,
  ): Promise<Map<number, number[]>> {
    return this.finder.autocompleteUserIds(actor, parentType, parentIds, search, AUTOCOMPLETE_LIMIT);
  }

  /**
   * Direct group or project memberships of users, a page per user: visible to the user themself
   * and to administrators; others get empty pages.
   */
  async membershipsByUser(
    actor: Actor,
    userIds: readonly number[],
    sourceType: MemberSourceType,
    request: KeysetPageRequest,
  ): Promise<Map<number, Page<MemberView>>> {
    const allowed = userIds.filter((id) => isAdmin(actor) || actor.user?.id === id);
    const pages =
      allowed.length > 0 ? await this.finder.membershipsByUser(allowed, sourceType, request) : new Map();
    const result = await this.viewPages(sourceType, pages, true);
    for (const id of userIds) if (!result.has(id)) result.set(id, emptyPage(request.size));
    return result;
  }

  /** Group and project counts of users, null for users other than the caller unless an administrator. */
  async membershipCounts(
    actor: Actor,
    userIds: readonly number[],
  ): Promise<({ groups: number; projects: number } | null)[]> {
    const allowed = userIds.filter((id) => isAdmin(actor) || actor.user?.id === id);
    const counts = allowed.length > 0 ? await this.finder.membershipCounts(allowed) : new Map();
    return userIds.map((id) => counts.get(id) ?? null);
  }

  /** Memberships by id (GraphQL nodes): null where missing, an invitation, or not readable. */
  async loadMany(actor: Actor, ids: readonly number[]): Promise<(MemberView | null)[]> {
    const members = await this.em.find(
      Member,
      { id: { $in: [...ids] }, user: { $ne: null } },
      { populate: ['user', 'createdBy'] },
    );
    const readable = new Set<string>();
    for (const type of ['Namespace', 'Project'] as const) {
      const sourceIds = [...new Set(members.filter((m) => m.sourceType === type).map((m) => m.sourceId))];
      if (sourceIds.length === 0) continue;
      const sources = await this.sources(actor, type, sourceIds);
      for (const source of sources) {
        if (source && can(actor, 'read_source_member', source)) readable.add(`${type}:${source.id}`);
      }
    }
    const byId = new Map(members.map((m) => [m.id, m]));
    return ids.map((id) => {
      const member = byId.get(id);
      if (!member || !readable.has(`${member.sourceType}:${member.sourceId}`)) return null;
      return directView(member);
    });
  }

  /** The direct membership of a user, fresh from the database (subscription payloads). */
  async findDirect(
    sourceType: MemberSourceType,
    sourceId: number,
    userId: number,
  ): Promise<MemberView | null> {
    const member = await this.em.findOne(
      Member,
      { sourceType, sourceId, user: userId },
      { populate: ['user', 'createdBy'] },
    );
    return member ? directView(member) : null;
  }

  // ---------------------------------------------------------------------------------------------
  // Adding, changing, removing

  /** `PUT /:sources/:id/members/:user_id`. */
  async update(
    actor: Actor,
    source: MemberSource,
    userId: number,
    input: { accessLevel: number; expiresAt?: string | Date | null },
  ): Promise<MemberView> {
    const views = await this.updateMany(actor, source, [userId], input);
    return views[0]!;
  }

  /** Changes several direct memberships at once, all or nothing (GraphQL bulk update). */
  async updateMany(
    actor: Actor,
    source: MemberSource,
    userIds: readonly number[],
    input: { accessLevel: number; expiresAt?: string | Date | null },
  ): Promise<MemberView[]> {
    const members = await this.records.direct(source, userIds);
    if (members.length !== new Set(userIds).size) throw notFound();
    for (const member of members) {
      authorize(actor, 'update_member', await this.rules.target(source, member));
    }
    this.rules.authorizeGrant(actor, source, input.accessLevel);
    const inherited = await this.rules.inheritedLevels(
      source,
      members.map((m) => m.user!.id),
    );
    for (const member of members) {
      const errors = this.rules.validate(
        source,
        input.accessLevel,
        input.expiresAt,
        inherited.get(member.user!.id),
      );
      if (errors) throw invalid(errors);
    }
    await this.uow.run(async (tx) => {
      const fresh = await this.records.direct(source, userIds);
      for (const member of fresh) {
        member.accessLevel = input.accessLevel;
        if (input.expiresAt !== undefined) member.expiresAt = dateOnly(input.expiresAt);
        tx.emit('member.updated', {
          sourceType: source.type,
          sourceId: source.id,
          userId: member.user!.id,
          accessLevel: member.accessLevel,
          memberId: member.id,
        });
      }
      await this.em.flush();
    });
    return Promise.all(members.map((m) => this.records.view(m.id)));
  }

  /**
   * `DELETE /:sources/:id/members/:user_id`. Removing a group member also removes their direct
   * memberships of its subgroups and projects, unless `skipSubresources`.
   */
  async remove(
    actor: Actor,
    source: MemberSource,
    userId: number,
    options: { skipSubresources?: boolean; precondition?: DeletePrecondition } = {},
  ): Promise<void> {
    const [member] = await this.records.direct(source, [userId]);
    if (!member) throw notFound();
    authorize(actor, 'destroy_member', await this.rules.target(source, member));
    checkUnmodifiedSince(options.precondition, member.updatedAt);
    await this.uow.run(async (tx) => {
      const rows = await this.em.find(Member, { id: member.id });
      if (source.type === 'Namespace' && !options.skipSubresources) {
        rows.push(...(await this.subresourceMemberships(source.id, userId)));
      }
      await this.records.remove(tx, rows);
    });
  }

  // ---------------------------------------------------------------------------------------------
  // Users' memberships

  /** `GET /users/:id/memberships`: administrators only; direct memberships, oldest first. */
  async userMemberships(
    actor: Actor,
    userId: number,
    type: MemberSourceType | undefined,
    page: PageRequest,
  ): Promise<Page<MembershipEntry>> {
    authorizeUser(actor, 'admin_users', null);
    const user = await this.em.findOne(User, { id: userId });
    if (!user) throw notFound('User');
    return this.finder.userMemberships(userId, type, page);
  }

  // ---------------------------------------------------------------------------------------------
  // Helpers

  private filtersFor(source: MemberSource, filters: ListMembersFilters): MemberFilters {
    const relations: readonly MemberRelation[] = filters.all
      ? source.type === 'Namespace'
        ? ALL_GROUP_RELATIONS
        : ALL_PROJECT_RELATIONS
      : ['direct'];
    return {
      relations,
      search: filters.search,
      userIds:
        filters.state === 'awaiting'
          ? []
          : filters.userIds && filters.userIds.length > 0
            ? filters.userIds
            : undefined,
      skipUserIds: filters.all ? undefined : filters.skipUserIds,
      includeExpired: !filters.all,
    };
  }

  /** Direct memberships of the user in the subgroups of a group and in projects below it. */
  private async subresourceMemberships(groupId: number, userId: number): Promise<Member[]> {
    const rows = await this.db
      .selectFrom('members as m')
      .select('m.id')
      .where('m.user_id', '=', userId)
      .where(
        sql<boolean>`((m.source_type = 'Namespace' and m.source_id in (
            select id from namespaces where ${groupId} = any(traversal_ids) and id <> ${groupId}))
          or (m.source_type = 'Project' and m.source_id in (
            select p.id from projects p join namespaces n on n.id = p.namespace_id
            where ${groupId} = any(n.traversal_ids))))`,
      )
      .execute();
    if (rows.length === 0) return [];
    return this.em.find(Member, { id: { $in: rows.map((r) => r.id) } });
  }

  private async views(parentType: MemberSourceType, rows: readonly MemberRow[]): Promise<MemberView[]> {
    if (rows.length === 0) return [];
    const members = await this.em.find(
      Member,
      { id: { $in: rows.map((r) => r.id) } },
      { populate: ['user', 'createdBy'] },
    );
    const byId = new Map(members.map((m) => [m.id, m]));
    return rows
      .filter((r) => byId.has(r.id))
      .map((r) => ({
        member: byId.get(r.id)!,
        accessLevel: r.access_level,
        parentType,
        parentId: r.parent_id,
        viaGroupId: r.via_group_id,
      }));
  }

  /** Pages of rows to pages of views, loading every member of every page in one query. */
  private async viewPages(
    parentType: MemberSourceType,
    pages: Map<number, Page<MemberRow>>,
    ownSource = false,
  ): Promise<Map<number, Page<MemberView>>> {
    const all = [...pages.values()].flatMap((p) => p.items);
    const views = await this.views(parentType, all);
    const byId = new Map(views.map((v) => [v.member.id, v]));
    const result = new Map<number, Page<MemberView>>();
    for (const [parentId, page] of pages) {
      result.set(parentId, {
        ...page,
        items: page.items.map((r) => {
          const view = byId.get(r.id)!;
          return ownSource ? directView(view.member) : { ...view, parentId };
        }),
      });
    }
    return result;
  }
}

function emptyPage<T>(size: number): Page<T> {
  return {
    items: [],
    cursorAt: positionCursors(0),
    hasNextPage: false,
    hasPreviousPage: false,
    page: null,
    perPage: size,
    total: null,
    count: () => Promise.resolve(0),
  };
}
