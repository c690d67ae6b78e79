import { sql } from 'kysely';
import type { Actor } from '../../core/actor.ts';
import { badRequest, conflict, invalid, notFound } from '../../core/errors.ts';
import { digestToken, generateToken } from '../../core/secrets.ts';
import { escapeLike } from '../../db/sql.ts';
import { User } from '../users/user.entity.ts';
import { Member } from './member.entity.ts';
import type { MembershipInput } from './member-records.ts';
import { MembershipService } from './membership-service.ts';
import type { MemberSource } from './members.policy.ts';
import { dateOnly, type MemberView } from './members.presenter.ts';

/** How many users or emails one request may add or invite. */
export const INVITE_LIMIT = 100;

/** GitLab's (Devise's) email format check. */
const EMAIL = /^[^@\s]+@[^@\s]+$/;

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

/**
 * Adding members: one user with every error of its own, or many users and email addresses each on
 * its own (what fails is reported by key and the rest is added), emails of unknown users becoming
 * pending invitations.
 */
export class MemberAdditionsService extends MembershipService {
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
    this.rules.authorizeAdding(actor, source, input.accessLevel);
    const users =
      input.userId !== undefined
        ? await this.records.usersByIds(values.filter((v) => /^\d+$/.test(v)).map(Number))
        : await this.records.usersByUsernames(values);
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
    this.rules.authorizeAdding(actor, source, input.accessLevel);
    const inherited = (await this.rules.inheritedLevels(source, [user.id])).get(user.id);
    const errors = this.rules.validate(source, input.accessLevel, input.expiresAt, inherited);
    if (errors) throw invalid(errors);
    const memberId = await this.uow.run(async (tx) => {
      const member = await this.records.write(tx, actor, source, user.id, input);
      return member.id;
    });
    return this.records.view(memberId);
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
    const usersByEmail = await this.records.usersByEmails(
      emails.map((e) => e.email).filter((e) => EMAIL.test(e)),
    );
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
    const inherited = await this.rules.inheritedLevels(source, userIds);

    await this.uow.run(async (tx) => {
      for (const [userId, key] of byUser) {
        const current = existingByUser.get(userId);
        if (current && !current.requestedAt) {
          errors[key] = 'User already exists in source';
          continue;
        }
        const fieldErrors = this.rules.validate(
          source,
          input.accessLevel,
          input.expiresAt,
          inherited.get(userId),
        );
        if (fieldErrors) {
          errors[key] = invalid(fieldErrors).describe();
          continue;
        }
        await this.records.write(tx, actor, source, userId, input);
      }
      for (const invitee of pendingEmails) {
        if (invited.has(invitee.email.toLowerCase())) {
          errors[invitee.key] = 'Invite email has already been taken';
          continue;
        }
        const fieldErrors = this.rules.validate(source, input.accessLevel, input.expiresAt, undefined);
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
}

/** "a, b and c", as Rails' to_sentence. */
function toSentence(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
