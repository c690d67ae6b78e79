import type { MikroORM } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { Actor } from '../../core/actor.ts';
import type { Tx } from '../../core/tx.ts';
import type { Database } from '../../db/database.ts';
import { User } from '../users/user.entity.ts';
import { Member } from './member.entity.ts';
import type { MemberSource } from './members.policy.ts';
import { dateOnly, type MemberView } from './members.presenter.ts';

/** What a new or changed direct membership holds. */
export interface MembershipInput {
  accessLevel: number;
  /** YYYY-MM-DD (a Date is cut to its day); null clears it. */
  expiresAt?: string | Date | null;
  inviteSource?: string;
}

/**
 * Member rows as the members, invitations and billable-members services share them: writing and
 * removing memberships with their events, reading direct ones, and the users they are of.
 */
export class MemberRecords {
  private readonly orm: MikroORM;

  constructor(orm: MikroORM) {
    this.orm = orm;
  }

  private get em() {
    return this.orm.em;
  }

  private get db() {
    return this.orm.em.getKysely<Database>();
  }

  /** Creates (or approves the access request of) a direct membership, with its event. */
  async write(
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

  /** Removes memberships of users (not invitations), each with its event. */
  async remove(tx: Tx, rows: readonly Member[]): Promise<void> {
    for (const row of rows) {
      tx.emit('member.removed', {
        sourceType: row.sourceType,
        sourceId: row.sourceId,
        userId: row.user!.id,
        memberId: row.id,
        formerAccessLevel: row.accessLevel,
      });
      this.em.remove(row);
    }
    await this.em.flush();
  }

  /** Accepted (or requested) direct memberships of users, not invitations. */
  direct(source: MemberSource, userIds: readonly number[]): Promise<Member[]> {
    return this.em.find(
      Member,
      { sourceType: source.type, sourceId: source.id, user: { $in: [...userIds] }, requestedAt: null },
      { populate: ['user'] },
    );
  }

  /** A membership fresh from the database, as listed for its own source. */
  async view(memberId: number): Promise<MemberView> {
    const member = await this.em.findOneOrFail(
      Member,
      { id: memberId },
      { populate: ['user', 'createdBy'], refresh: true },
    );
    return directView(member);
  }

  /** Existing users among the ids, by id. */
  usersByIds(ids: readonly number[]): Promise<User[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.em.find(User, { id: { $in: [...ids] } }, { orderBy: { id: 'asc' } });
  }

  /** Existing users among the usernames, which match whatever their case. */
  async usersByUsernames(usernames: readonly string[]): Promise<User[]> {
    if (usernames.length === 0) return [];
    const rows = await this.db
      .selectFrom('users')
      .select('id')
      .where(sql<boolean>`lower(username) = any(${usernames.map((u) => u.toLowerCase())}::text[])`)
      .execute();
    return this.usersByIds(rows.map((r) => r.id));
  }

  /** Users by their lower-cased primary email. */
  async usersByEmails(emails: readonly string[]): Promise<Map<string, User>> {
    if (emails.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('users')
      .select('id')
      .where(sql<boolean>`lower(email) = any(${emails.map((e) => e.toLowerCase())}::text[])`)
      .execute();
    const users = await this.usersByIds(rows.map((r) => r.id));
    return new Map(users.map((u) => [u.email.toLowerCase(), u]));
  }
}

/** A direct membership, listed for its own source. */
export function directView(member: Member): MemberView {
  return {
    member,
    accessLevel: member.accessLevel,
    parentType: member.sourceType,
    parentId: member.sourceId,
    viaGroupId: null,
  };
}
