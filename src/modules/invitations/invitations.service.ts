import { checkUnmodifiedSince, type DeletePrecondition } from '../../core/precondition.ts';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Actor } from '../../core/actor.ts';
import { badRequest, conflict, invalid, notFound } from '../../core/errors.ts';
import { mapPage, type Page, type PageRequest } from '../../core/pagination.ts';
import { authorize, can } from '../../core/policy.ts';
import type { UnitOfWork } from '../../core/tx.ts';
import type { Database } from '../../db/database.ts';
import { escapeLike } from '../../db/sql.ts';
import type { FindProjectOptions } from '../projects/projects.service.ts';
import { Member, type MemberSourceType } from '../members/member.entity.ts';
import type { MemberRecords } from '../members/member-records.ts';
import type { MembershipRules } from '../members/membership-rules.ts';
import type { MembersFinder } from '../members/members.finder.ts';
import type { MemberSource } from '../members/members.policy.ts';
import { dateOnly } from '../members/members.presenter.ts';
import {
  INVITE_LIMIT,
  type Invitee,
  type MemberAdditionsService,
} from '../members/member-additions.service.ts';
import type { MembersService } from '../members/members.service.ts';

export interface InviteInput {
  /** Email addresses (each may itself be a comma-separated list). */
  emails?: readonly string[];
  /** User ids (each may itself be a comma-separated list). */
  userIds?: readonly (string | number)[];
  accessLevel: number;
  expiresAt?: string | Date | null;
  inviteSource?: string;
}

/** What inviting answers: success, or the reason each failing email or username failed. */
export type InviteResult =
  { status: 'success' } | { status: 'error'; message: Record<string, string> | string };

/**
 * Invitations: adding users by id or by email address in one request, each on its own (an email of
 * an existing user makes that user a member, other emails become pending invitations holding the
 * digest of an invite token); and listing, changing and deleting pending invitations.
 */
export class InvitationsService {
  private readonly orm: MikroORM;
  private readonly uow: UnitOfWork;
  private readonly members: MembersService;
  private readonly additions: MemberAdditionsService;
  private readonly rules: MembershipRules;
  private readonly records: MemberRecords;
  private readonly finder: MembersFinder;

  constructor(
    orm: MikroORM,
    uow: UnitOfWork,
    deps: {
      members: MembersService;
      additions: MemberAdditionsService;
      rules: MembershipRules;
      records: MemberRecords;
      finder: MembersFinder;
    },
  ) {
    this.orm = orm;
    this.uow = uow;
    this.members = deps.members;
    this.additions = deps.additions;
    this.rules = deps.rules;
    this.records = deps.records;
    this.finder = deps.finder;
  }

  private get em() {
    return this.orm.em;
  }

  /** `POST /:sources/:id/invitations`: `{status: 'success'}` or per-invitee reasons. */
  async invite(
    actor: Actor,
    type: MemberSourceType,
    idOrPath: string | number,
    input: InviteInput,
    options: FindProjectOptions = {},
  ): Promise<InviteResult> {
    const emails = unique(splitList(input.emails ?? []));
    const userIds = unique(splitList(input.userIds ?? []));
    if (emails.length === 0 && userIds.length === 0) {
      throw badRequest('Must provide either email or user_id as a parameter');
    }
    const source = await this.members.source(actor, type, idOrPath, options);
    this.rules.authorizeAdding(actor, source, input.accessLevel);
    if (emails.length + userIds.length > INVITE_LIMIT) {
      return { status: 'error', message: `Too many users specified (limit is ${INVITE_LIMIT})` };
    }
    const users = await this.records.usersByIds(userIds.filter((id) => /^\d+$/.test(id)).map(Number));
    const invitees: Invitee[] = [
      ...users.map((u) => ({ key: u.username, userId: u.id })),
      ...emails.map((email) => ({ key: email, email })),
    ];
    const errors = await this.additions.addMany(actor, source, invitees, input);
    return Object.keys(errors).length === 0 ? { status: 'success' } : { status: 'error', message: errors };
  }

  /** `GET /:sources/:id/invitations`: pending invitations; `email` matches one address exactly. */
  async list(
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

  /** Pending invitations by id (GraphQL nodes): null where missing, accepted, or not managed by the actor. */
  async loadMany(actor: Actor, ids: readonly number[]): Promise<(Member | null)[]> {
    if (ids.length === 0) return [];
    const invitations = await this.em.find(
      Member,
      { id: { $in: [...ids] }, user: null, inviteEmail: { $ne: null } },
      { populate: ['createdBy'] },
    );
    const managed = new Set<string>();
    for (const type of ['Namespace', 'Project'] as const) {
      const sourceIds = [...new Set(invitations.filter((m) => m.sourceType === type).map((m) => m.sourceId))];
      if (sourceIds.length === 0) continue;
      for (const source of await this.members.sources(actor, type, sourceIds)) {
        if (source && can(actor, 'admin_source_member', source)) managed.add(`${type}:${source.id}`);
      }
    }
    const byId = new Map(
      invitations.filter((m) => managed.has(`${m.sourceType}:${m.sourceId}`)).map((m) => [m.id, m]),
    );
    return ids.map((id) => byId.get(id) ?? null);
  }

  /** `PUT /:sources/:id/invitations/:email`: a new access level or expiry date. */
  async update(
    actor: Actor,
    source: MemberSource,
    email: string,
    input: { accessLevel?: number; expiresAt?: string | Date | null },
  ): Promise<Member> {
    authorize(actor, 'admin_source_member', source);
    const invitation = await this.findInvitation(source, email);
    if (!invitation) throw notFound();
    if (input.accessLevel === undefined && input.expiresAt === undefined) throw badRequest();
    if (input.accessLevel !== undefined) this.rules.authorizeGrant(actor, source, input.accessLevel);
    const errors = this.rules.validate(
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
  async remove(
    actor: Actor,
    source: MemberSource,
    email: string,
    precondition?: DeletePrecondition,
  ): Promise<void> {
    authorize(actor, 'admin_source_member', source);
    const invitation = await this.findInvitation(source, email);
    if (!invitation) throw notFound();
    checkUnmodifiedSince(precondition, invitation.updatedAt);
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

  private findInvitation(source: MemberSource, email: string): Promise<Member | null> {
    return this.em.findOne(Member, {
      sourceType: source.type,
      sourceId: source.id,
      user: null,
      inviteEmail: { $ilike: escapeLike(email) },
    });
  }
}

function splitList(values: readonly (string | number)[]): string[] {
  return values
    .flatMap((v) => String(v).split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');
}

function unique(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((v) => {
    const key = v.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
