import type { Actor } from '../../core/actor.ts';
import { badRequest } from '../../core/errors.ts';
import type { Page, PageRequest } from '../../core/pagination.ts';
import type { FindProjectOptions } from '../projects/projects.service.ts';
import type { Member, MemberSourceType } from '../members/member.entity.ts';
import type { MemberSource } from '../members/members.policy.ts';
import { INVITE_LIMIT, type Invitee, type MembersService } from '../members/members.service.ts';

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
  private readonly members: MembersService;

  constructor(members: MembersService) {
    this.members = members;
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
    this.members.authorizeAdding(actor, source, input.accessLevel);
    if (emails.length + userIds.length > INVITE_LIMIT) {
      return { status: 'error', message: `Too many users specified (limit is ${INVITE_LIMIT})` };
    }
    const users = await this.members.usersById(userIds.filter((id) => /^\d+$/.test(id)).map(Number));
    const invitees: Invitee[] = [
      ...users.map((u) => ({ key: u.username, userId: u.id })),
      ...emails.map((email) => ({ key: email, email })),
    ];
    const errors = await this.members.addMany(actor, source, invitees, input);
    return Object.keys(errors).length === 0 ? { status: 'success' } : { status: 'error', message: errors };
  }

  /** `GET /:sources/:id/invitations`: pending invitations; `email` matches one address exactly. */
  list(
    actor: Actor,
    source: MemberSource,
    email: string | undefined,
    page: PageRequest,
  ): Promise<Page<Member>> {
    return this.members.invitations(actor, source, email, page);
  }

  /** `PUT /:sources/:id/invitations/:email`. */
  update(
    actor: Actor,
    source: MemberSource,
    email: string,
    input: { accessLevel?: number; expiresAt?: string | Date | null },
  ): Promise<Member> {
    return this.members.updateInvitation(actor, source, email, input);
  }

  /** `DELETE /:sources/:id/invitations/:email`. */
  remove(actor: Actor, source: MemberSource, email: string): Promise<void> {
    return this.members.removeInvitation(actor, source, email);
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
