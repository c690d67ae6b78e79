import type { MikroORM } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { isAdmin, requireAdmin, requireUser, type Actor } from '../../core/actor.ts';
import { AccessLevel, accessLevelName } from '../../core/access.ts';
import { badRequest, conflict, forbidden, invalid, notFound, type FieldErrors } from '../../core/errors.ts';
import {
  mapPage,
  paginate,
  type KeysetPageRequest,
  type OrderColumn,
  type Page,
  type PageRequest,
} from '../../core/pagination.ts';
import { authorize, can } from '../../core/policy.ts';
import { digestToken, generateToken } from '../../core/secrets.ts';
import { today } from '../../core/time.ts';
import type { Tx, UnitOfWork } from '../../core/tx.ts';
import type { Database } from '../../db/database.ts';
import { escapeLike } from '../../db/sql.ts';
import type { GroupsService } from '../groups/groups.service.ts';
import type { FindProjectOptions, ProjectsService } from '../projects/projects.service.ts';
import { User } from '../users/user.entity.ts';
import type { AccessFinder } from './access.finder.ts';
import { Member, type MemberSourceType } from './member.entity.ts';
import {
  ALL_GROUP_RELATIONS,
  ALL_PROJECT_RELATIONS,
  MembersFinder,
  type MemberFilters,
  type MemberRelation,
  type MemberRow,
} from './members.finder.ts';
import './members.policy.ts';
import type { MemberSource, MemberTarget } from './members.policy.ts';
import {
  dateOnly,
  type BillableMembershipType,
  type BillableMembershipView,
  type BillableMemberView,
  type MembershipEntry,
  type MemberView,
} from './members.presenter.ts';

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
    'member.removed': { sourceType: MemberSourceType; sourceId: number; userId: number; memberId?: number };
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

/** The services members look their sources up with (built after this one: they use `grant`). */
export interface SourceLookup {
  groups: GroupsService;
  projects: ProjectsService;
}

/** Access levels a membership may have: minimal access exists on groups only. */
const LEVELS: Record<MemberSourceType, readonly number[]> = {
  Namespace: [5, 10, 15, 20, 30, 40, 50],
  Project: [10, 15, 20, 30, 40, 50],
};

/** How many users or emails one request may add or invite. */
export const INVITE_LIMIT = 100;

/** GitLab's (Devise's) email format check. */
const EMAIL = /^[^@\s]+@[^@\s]+$/;

export interface MembershipInput {
  accessLevel: number;
  /** YYYY-MM-DD (a Date is cut to its day); null clears it. */
  expiresAt?: string | Date | null;
  inviteSource?: string;
}

/** Who to add: a user (by id) or an email address, under the key failures are reported by. */
export type Invitee = { key: string; userId: number } | { key: string; email: string };

/** `POST /:sources/:id/members` takes one user, or a comma-separated list of them. */
export interface CreateMembersInput extends MembershipInput {
  userId?: string | number;
  username?: string;
}

export type CreateMembersResult =
  | { kind: 'single'; member: MemberView }
  | { kind: 'bulk'; result: { status: 'success' } | { status: 'error'; message: string } };

export interface ListMembersFilters {
  search?: string;
  userIds?: readonly number[];
  skipUserIds?: readonly number[];
  /** Include inherited and invited-group members (`/members/all`). */
  all?: boolean;
  /** Membership state (higher tier): nobody awaits approval here, every membership is active. */
  state?: 'awaiting' | 'active';
}

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
 * Memberships of groups and projects: lists (direct, inherited, invited groups; one row per user with
 * their highest access), adding, changing and removing members with GitLab's rules, invitations by
 * email, users' memberships and the billable members of a top-level group. Both faces call these.
 */
export class MembersService {
  private readonly orm: MikroORM;
  private readonly uow: UnitOfWork;
  private readonly access: AccessFinder;
  private readonly lookup: () => SourceLookup;
  readonly finder: MembersFinder;

  constructor(orm: MikroORM, uow: UnitOfWork, access: AccessFinder, lookup: () => SourceLookup) {
    this.orm = orm;
    this.uow = uow;
    this.access = access;
    this.lookup = lookup;
    this.finder = new MembersFinder(orm, access);
  }

  private get em() {
    return this.orm.em;
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
    return mapPage(rows, (items) => this.views(source.type, items));
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
    return (await this.views(source.type, [row]))[0]!;
  }

  /** A page of members of many groups or projects at once (GraphQL connections). */
  async pageByParent(
    actor: Actor,
    parentType: MemberSourceType,
    parentIds: readonly number[],
    filters: { relations: readonly MemberRelation[]; search?: string },
    request: KeysetPageRequest,
  ): Promise<Map<number, Page<MemberView>>> {
    const pages = await this.finder.pageByParent(actor, parentType, parentIds, filters, request);
    return this.viewPages(parentType, pages);
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

  /** `POST /:sources/:id/members`: one user (by id or username), or a comma-separated list. */
  async create(actor: Actor, source: MemberSource, input: CreateMembersInput): Promise<CreateMembersResult> {
    if (input.userId !== undefined && input.username !== undefined) {
      throw badRequest('user_id, username are mutually exclusive');
    }
    if (input.userId === undefined && input.username === undefined) {
      throw badRequest('user_id, username are missing, at least one parameter must be provided');
    }
    const list = String(input.userId ?? input.username);
    if (!list.includes(',')) {
      if (input.userId !== undefined && !/^\d+$/.test(list.trim())) throw notFound('User');
      const ref = input.userId !== undefined ? { id: Number(list.trim()) } : { username: list };
      return { kind: 'single', member: await this.addOne(actor, source, ref, input) };
    }
    const values = [...new Set(list.split(',').map((v) => v.trim()))].filter((v) => v !== '');
    if (values.length === 0)
      return { kind: 'bulk', result: { status: 'error', message: 'No users specified.' } };
    if (values.length > INVITE_LIMIT) {
      return {
        kind: 'bulk',
        result: { status: 'error', message: `Too many users specified (limit is ${INVITE_LIMIT})` },
      };
    }
    this.authorizeAdding(actor, source, input.accessLevel);
    const users =
      input.userId !== undefined
        ? await this.usersByIds(values.filter((v) => /^\d+$/.test(v)).map(Number))
        : await this.usersByUsernames(values);
    const invitees = users.map((u) => ({ key: u.username, userId: u.id }));
    const errors = await this.addMany(actor, source, invitees, input);
    const messages = Object.entries(errors).map(([key, message]) => `${key}: ${message}`);
    return {
      kind: 'bulk',
      result:
        messages.length === 0 ? { status: 'success' } : { status: 'error', message: toSentence(messages) },
    };
  }

  /** Adds one user: 404 unknown user, 409 already a member, 403 not allowed, 400 invalid. */
  async addOne(
    actor: Actor,
    source: MemberSource,
    ref: { id?: number; username?: string },
    input: MembershipInput,
  ): Promise<MemberView> {
    const user =
      ref.id !== undefined
        ? await this.em.findOne(User, { id: ref.id })
        : await this.em.findOne(User, { username: { $ilike: escapeLike(ref.username ?? '') } });
    if (!user) throw notFound('User');
    const existing = await this.em.findOne(Member, {
      sourceType: source.type,
      sourceId: source.id,
      user: user.id,
    });
    if (existing && !existing.requestedAt) throw conflict('Member already exists');
    this.authorizeAdding(actor, source, input.accessLevel);
    const inherited = (await this.inheritedLevels(source, [user.id])).get(user.id);
    const errors = this.validate(source, input.accessLevel, input.expiresAt, inherited);
    if (errors) throw invalid(errors);
    const memberId = await this.uow.run(async (tx) => {
      const member = await this.writeMembership(tx, actor, source, user.id, input);
      return member.id;
    });
    return this.viewOf(memberId);
  }

  /**
   * Adds users and invites emails, each on its own: what fails is reported by invitee key (an email
   * or a username) and the rest is added, in one transaction. The caller has authorized the actor.
   */
  async addMany(
    actor: Actor,
    source: MemberSource,
    invitees: readonly Invitee[],
    input: MembershipInput,
  ): Promise<Record<string, string>> {
    const errors: Record<string, string> = {};
    // An email of an existing user invites that user (unless they are invited by id already).
    const emails = invitees.filter((i): i is { key: string; email: string } => 'email' in i);
    const usersByEmail = await this.usersByEmails(emails.map((e) => e.email).filter((e) => EMAIL.test(e)));
    const byUser = new Map<number, string>();
    for (const invitee of invitees) if ('userId' in invitee) byUser.set(invitee.userId, invitee.key);
    const pendingEmails: { key: string; email: string }[] = [];
    for (const invitee of emails) {
      if (!EMAIL.test(invitee.email)) {
        errors[invitee.key] = 'Invite email is invalid';
        continue;
      }
      const user = usersByEmail.get(invitee.email.toLowerCase());
      if (user) {
        if (!byUser.has(user.id)) byUser.set(user.id, invitee.key);
      } else if (!pendingEmails.some((p) => p.email.toLowerCase() === invitee.email.toLowerCase())) {
        pendingEmails.push(invitee);
      }
    }

    const userIds = [...byUser.keys()];
    const existing = await this.em.find(Member, {
      sourceType: source.type,
      sourceId: source.id,
      user: { $in: userIds },
    });
    const existingByUser = new Map(existing.map((m) => [m.user!.id, m]));
    const invited = await this.invitationsByEmail(
      source,
      pendingEmails.map((p) => p.email),
    );
    const inherited = await this.inheritedLevels(source, userIds);

    await this.uow.run(async (tx) => {
      for (const [userId, key] of byUser) {
        const current = existingByUser.get(userId);
        if (current && !current.requestedAt) {
          errors[key] = 'User already exists in source';
          continue;
        }
        const fieldErrors = this.validate(source, input.accessLevel, input.expiresAt, inherited.get(userId));
        if (fieldErrors) {
          errors[key] = invalid(fieldErrors).describe();
          continue;
        }
        await this.writeMembership(tx, actor, source, userId, input);
      }
      for (const invitee of pendingEmails) {
        if (invited.has(invitee.email.toLowerCase())) {
          errors[invitee.key] = 'Invite email has already been taken';
          continue;
        }
        const fieldErrors = this.validate(source, input.accessLevel, input.expiresAt, undefined);
        if (fieldErrors) {
          errors[invitee.key] = invalid(fieldErrors).describe();
          continue;
        }
        const invitation = this.em.create(Member, {
          sourceType: source.type,
          sourceId: source.id,
          user: null,
          inviteEmail: invitee.email,
          inviteTokenDigest: digestToken(generateToken('', 20)),
          inviteSource: input.inviteSource ?? null,
          accessLevel: input.accessLevel,
          expiresAt: dateOnly(input.expiresAt ?? null),
          createdBy: actor.user ? this.em.getReference(User, actor.user.id) : null,
        });
        await this.em.flush();
        tx.emit('invitation.created', {
          sourceType: source.type,
          sourceId: source.id,
          memberId: invitation.id,
          accessLevel: invitation.accessLevel,
        });
      }
    });
    return errors;
  }

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
    const members = await this.directMembers(source, userIds);
    if (members.length !== new Set(userIds).size) throw notFound();
    for (const member of members) {
      authorize(actor, 'update_member', await this.target(source, member));
    }
    this.authorizeGrant(actor, source, input.accessLevel);
    const inherited = await this.inheritedLevels(
      source,
      members.map((m) => m.user!.id),
    );
    for (const member of members) {
      const errors = this.validate(
        source,
        input.accessLevel,
        input.expiresAt,
        inherited.get(member.user!.id),
      );
      if (errors) throw invalid(errors);
    }
    await this.uow.run(async (tx) => {
      const fresh = await this.directMembers(source, userIds);
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
    return Promise.all(members.map((m) => this.viewOf(m.id)));
  }

  /**
   * `DELETE /:sources/:id/members/:user_id`. Removing a group member also removes their direct
   * memberships of its subgroups and projects, unless `skipSubresources`.
   */
  async remove(
    actor: Actor,
    source: MemberSource,
    userId: number,
    options: { skipSubresources?: boolean } = {},
  ): Promise<void> {
    const [member] = await this.directMembers(source, [userId]);
    if (!member) throw notFound();
    authorize(actor, 'destroy_member', await this.target(source, member));
    await this.uow.run(async (tx) => {
      const rows = await this.em.find(Member, { id: member.id });
      if (source.type === 'Namespace' && !options.skipSubresources) {
        rows.push(...(await this.subresourceMemberships(source.id, userId)));
      }
      await this.removeMemberships(tx, rows);
    });
  }

  // ---------------------------------------------------------------------------------------------
  // Invitations (pending: an email, no user yet)

  async invitations(
    actor: Actor,
    source: MemberSource,
    email: string | undefined,
    page: PageRequest,
  ): Promise<Page<Member>> {
    authorize(actor, 'admin_source_member', source);
    const rows = await this.finder.invitations(source.type, source.id, email, page);
    return mapPage(rows, async (items) => {
      const members = await this.em.find(
        Member,
        { id: { $in: items.map((r) => r.id) } },
        { populate: ['user', 'createdBy'] },
      );
      const byId = new Map(members.map((m) => [m.id, m]));
      return items.map((r) => byId.get(r.id)!);
    });
  }

  async updateInvitation(
    actor: Actor,
    source: MemberSource,
    email: string,
    input: { accessLevel?: number; expiresAt?: string | Date | null },
  ): Promise<Member> {
    authorize(actor, 'admin_source_member', source);
    const invitation = await this.findInvitation(source, email);
    if (!invitation) throw notFound();
    if (input.accessLevel === undefined && input.expiresAt === undefined) throw badRequest();
    if (input.accessLevel !== undefined) this.authorizeGrant(actor, source, input.accessLevel);
    const errors = this.validate(
      source,
      input.accessLevel ?? invitation.accessLevel,
      input.expiresAt,
      undefined,
    );
    if (errors) throw invalid(errors);
    const id = await this.uow.run(async (tx) => {
      const fresh = await this.em.findOneOrFail(Member, { id: invitation.id });
      if (input.accessLevel !== undefined) fresh.accessLevel = input.accessLevel;
      if (input.expiresAt !== undefined) fresh.expiresAt = dateOnly(input.expiresAt);
      await this.em.flush();
      tx.emit('invitation.updated', {
        sourceType: source.type,
        sourceId: source.id,
        memberId: fresh.id,
        accessLevel: fresh.accessLevel,
      });
      return fresh.id;
    });
    return this.em.findOneOrFail(Member, { id }, { populate: ['user', 'createdBy'], refresh: true });
  }

  /** Deletes a pending invitation: 404 when there is none, 409 when it could not be deleted. */
  async removeInvitation(actor: Actor, source: MemberSource, email: string): Promise<void> {
    authorize(actor, 'admin_source_member', source);
    const invitation = await this.findInvitation(source, email);
    if (!invitation) throw notFound();
    await this.uow.run(async (tx) => {
      const { numDeletedRows } = await tx.em
        .getKysely<Database>()
        .deleteFrom('members')
        .where('id', '=', invitation.id)
        .where('user_id', 'is', null)
        .executeTakeFirst();
      if (Number(numDeletedRows) !== 1) throw conflict('Could not delete invitation');
      tx.emit('invitation.removed', {
        sourceType: source.type,
        sourceId: source.id,
        memberId: invitation.id,
      });
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
    requireAdmin(actor);
    const user = await this.em.findOne(User, { id: userId });
    if (!user) throw notFound('User');
    let query = this.db
      .selectFrom('members as m')
      .leftJoin('namespaces as n', (join) =>
        join.onRef('n.id', '=', 'm.source_id').on('m.source_type', '=', 'Namespace'),
      )
      .leftJoin('projects as p', (join) =>
        join.onRef('p.id', '=', 'm.source_id').on('m.source_type', '=', 'Project'),
      )
      .select([
        'm.id',
        'm.source_id',
        'm.source_type',
        'm.access_level',
        sql<string>`coalesce(n.name, p.name)`.as('source_name'),
      ])
      .where('m.user_id', '=', userId);
    if (type) query = query.where('m.source_type', '=', type);
    const rows = await paginate(
      this.db,
      query,
      [{ column: 'm.id', direction: 'asc', value: (r) => r.id }],
      page,
    );
    return mapPage(rows, (items) =>
      items.map((r) => ({
        sourceId: r.source_id,
        sourceName: r.source_name,
        sourceType: r.source_type,
        accessLevel: r.access_level,
      })),
    );
  }

  // ---------------------------------------------------------------------------------------------
  // Billable members of a top-level group

  /** `GET /groups/:id/billable_members`: owners of a top-level group; 400 otherwise. */
  async billableMembers(
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
    const owners = await this.ownerIds(group.id);
    return mapPage(rows, async (items) => {
      const users = await this.usersByIds(items.map((r) => r.id));
      const byId = new Map(users.map((u) => [u.id, u]));
      return items.map((r) => ({
        user: byId.get(r.id)!,
        membershipType: MEMBERSHIP_TYPES[r.rank]!,
        isLastOwner: owners.length === 1 && owners[0] === r.id,
      }));
    });
  }

  /** `GET /groups/:id/billable_members/:user_id/memberships`: direct memberships in the hierarchy. */
  async billableMemberships(
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
  async removeBillableMember(actor: Actor, source: MemberSource, userId: number): Promise<void> {
    if (source.type !== 'Namespace') throw notFound('Group');
    const group = source.subject.group;
    if (group.parent) throw badRequest('Invalid group provided, must be top-level');
    if (!can(actor, 'admin_source_member', source)) throw badRequest('User unauthorized to remove member');
    const owners = await this.ownerIds(group.id);
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
      await this.removeMemberships(tx, rows);
    });
  }

  // ---------------------------------------------------------------------------------------------
  // Rules

  /** Who may add members at a level: member admins; only owners (or administrators) grant Owner. */
  authorizeAdding(actor: Actor, source: MemberSource, accessLevel: number): void {
    requireUser(actor);
    authorize(actor, 'admin_source_member', source);
    this.authorizeGrant(actor, source, accessLevel);
  }

  /** Owner is granted by those who manage owners only, and nobody grants more than they have. */
  private authorizeGrant(actor: Actor, source: MemberSource, accessLevel: number): void {
    if (accessLevel >= AccessLevel.OWNER && !can(actor, 'manage_owners', source)) throw forbidden();
    if (!isAdmin(actor) && accessLevel > source.subject.access && LEVELS[source.type].includes(accessLevel)) {
      throw forbidden();
    }
  }

  /** Model validations of a membership, as GitLab words them; null when valid. */
  private validate(
    source: MemberSource,
    accessLevel: number,
    expiresAt: string | Date | null | undefined,
    inherited: { level: number; groupName: string } | undefined,
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
  private async target(source: MemberSource, member: Member): Promise<MemberTarget> {
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
  private async ownerIds(groupId: number): Promise<number[]> {
    const { rows } = await sql<{ user_id: number }>`
      select distinct m.user_id from members m join namespaces g on g.id = ${groupId}
      where m.source_type = 'Namespace' and m.source_id = any(g.traversal_ids)
        and m.access_level >= ${AccessLevel.OWNER} and m.user_id is not null and m.requested_at is null
        and (m.expires_at is null or m.expires_at >= current_date)`.execute(this.db);
    return rows.map((r) => r.user_id);
  }

  /** Each user's highest membership of the groups above the source, with that group's name. */
  private async inheritedLevels(
    source: MemberSource,
    userIds: readonly number[],
  ): Promise<Map<number, { level: number; groupName: string }>> {
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

  /** Creates (or approves the access request of) a direct membership, with its event. */
  private async writeMembership(
    tx: Tx,
    actor: Actor,
    source: MemberSource,
    userId: number,
    input: MembershipInput,
  ): Promise<Member> {
    let member = await this.em.findOne(Member, {
      sourceType: source.type,
      sourceId: source.id,
      user: userId,
    });
    if (member) {
      member.accessLevel = input.accessLevel;
      member.requestedAt = null;
      member.expiresAt = dateOnly(input.expiresAt ?? null);
    } else {
      member = this.em.create(Member, {
        sourceType: source.type,
        sourceId: source.id,
        user: this.em.getReference(User, userId),
        accessLevel: input.accessLevel,
        expiresAt: dateOnly(input.expiresAt ?? null),
        inviteSource: input.inviteSource ?? null,
        createdBy: actor.user ? this.em.getReference(User, actor.user.id) : null,
      });
    }
    await this.em.flush();
    tx.emit('member.added', {
      sourceType: source.type,
      sourceId: source.id,
      userId,
      accessLevel: member.accessLevel,
      memberId: member.id,
    });
    return member;
  }

  private async removeMemberships(tx: Tx, rows: readonly Member[]): Promise<void> {
    for (const row of rows) {
      tx.emit('member.removed', {
        sourceType: row.sourceType,
        sourceId: row.sourceId,
        userId: row.user!.id,
        memberId: row.id,
      });
      this.em.remove(row);
    }
    await this.em.flush();
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

  /** Accepted (or requested) direct memberships of users, not invitations. */
  private directMembers(source: MemberSource, userIds: readonly number[]): Promise<Member[]> {
    return this.em.find(
      Member,
      { sourceType: source.type, sourceId: source.id, user: { $in: [...userIds] }, requestedAt: null },
      { populate: ['user'] },
    );
  }

  private findInvitation(source: MemberSource, email: string): Promise<Member | null> {
    return this.em.findOne(Member, {
      sourceType: source.type,
      sourceId: source.id,
      user: null,
      inviteEmail: { $ilike: escapeLike(email) },
    });
  }

  private async invitationsByEmail(source: MemberSource, emails: readonly string[]): Promise<Set<string>> {
    if (emails.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('members')
      .select('invite_email')
      .where('source_type', '=', source.type)
      .where('source_id', '=', source.id)
      .where(sql<boolean>`lower(invite_email) = any(${emails.map((e) => e.toLowerCase())}::text[])`)
      .execute();
    return new Set(rows.map((r) => (r.invite_email ?? '').toLowerCase()));
  }

  /** Existing users among the ids, by id. */
  usersById(ids: readonly number[]): Promise<User[]> {
    return this.usersByIds(ids);
  }

  private usersByIds(ids: readonly number[]): Promise<User[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.em.find(User, { id: { $in: [...ids] } }, { orderBy: { id: 'asc' } });
  }

  private async usersByUsernames(usernames: readonly string[]): Promise<User[]> {
    if (usernames.length === 0) return [];
    const rows = await this.db
      .selectFrom('users')
      .select('id')
      .where(sql<boolean>`lower(username) = any(${usernames.map((u) => u.toLowerCase())}::text[])`)
      .execute();
    return this.usersByIds(rows.map((r) => r.id));
  }

  private async usersByEmails(emails: readonly string[]): Promise<Map<string, User>> {
    if (emails.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('users')
      .select('id')
      .where(sql<boolean>`lower(email) = any(${emails.map((e) => e.toLowerCase())}::text[])`)
      .execute();
    const users = await this.usersByIds(rows.map((r) => r.id));
    return new Map(users.map((u) => [u.email.toLowerCase(), u]));
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

  private async viewOf(memberId: number): Promise<MemberView> {
    const member = await this.em.findOneOrFail(
      Member,
      { id: memberId },
      { populate: ['user', 'createdBy'], refresh: true },
    );
    return directView(member);
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

/** A direct membership, listed for its own source. */
function directView(member: Member): MemberView {
  return {
    member,
    accessLevel: member.accessLevel,
    parentType: member.sourceType,
    parentId: member.sourceId,
    viaGroupId: null,
  };
}

function emptyPage<T>(size: number): Page<T> {
  return {
    items: [],
    cursors: [],
    hasNextPage: false,
    hasPreviousPage: false,
    page: null,
    perPage: size,
    total: null,
    count: () => Promise.resolve(0),
  };
}

/** "a, b and c", as Rails' to_sentence. */
function toSentence(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
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
