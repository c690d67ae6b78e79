import type { Actor } from '../../core/actor.ts';
import { badRequest, conflict, forbidden, verbatimError } from '../../core/errors.ts';
import type { UnitOfWork } from '../../core/tx.ts';
import type { User, UserState } from './user.entity.ts';
import type { UsersService } from './users.service.ts';

/** Users that have been active more recently than this cannot be deactivated (GitLab's rule). */
export const DEACTIVATION_MINIMUM_INACTIVE_DAYS = 90;

/** States in which GitLab considers a user blocked. */
const BLOCKED_STATES: readonly UserState[] = [
  'blocked',
  'ldap_blocked',
  'blocked_pending_approval',
  'banned',
];

export function isBlockedState(state: UserState): boolean {
  return BLOCKED_STATES.includes(state);
}

/** No activity (API use, sign-in) in the last DEACTIVATION_MINIMUM_INACTIVE_DAYS days. */
export function isDormant(user: Pick<User, 'lastActivityOn' | 'currentSignInAt'>, now = new Date()): boolean {
  const threshold = now.getTime() - DEACTIVATION_MINIMUM_INACTIVE_DAYS * 86_400_000;
  const times = [
    user.lastActivityOn ? Date.parse(String(user.lastActivityOn)) : null,
    user.currentSignInAt?.getTime(),
  ];
  return times.every((t) => t === null || t === undefined || Number.isNaN(t) || t <= threshold);
}

/**
 * Administrators' changes of a user's state (block, deactivate, ban and their reverses) with
 * GitLab's rules and refusals, and turning off a user's two-factor authentication.
 */
export class UserStatesService {
  private readonly uow: UnitOfWork;
  private readonly users: UsersService;

  constructor(uow: UnitOfWork, users: UsersService) {
    this.uow = uow;
    this.users = users;
  }

  /** POST /users/:id/block: true, or null when already blocked. */
  async block(actor: Actor, id: number): Promise<true | null> {
    const user = await this.users.findAny(actor, id);
    if (user.state === 'ldap_blocked') throw forbidden('LDAP blocked users cannot be modified by the API');
    if (user.id === actor.user!.id) throw forbidden('The API initiating user cannot be blocked by the API');
    if (isBlockedState(user.state)) return null;
    await this.changeState(actor, user, 'blocked');
    return true;
  }

  /** POST /users/:id/unblock: whether the user was unblocked (false when they were not blocked). */
  async unblock(actor: Actor, id: number): Promise<boolean> {
    const user = await this.users.findAny(actor, id);
    if (user.state === 'ldap_blocked') throw forbidden('LDAP blocked users cannot be unblocked by the API');
    if (user.state === 'deactivated') throw forbidden('Deactivated users cannot be unblocked by the API');
    if (!isBlockedState(user.state)) return false;
    await this.changeState(actor, user, 'active');
    return true;
  }

  /** POST /users/:id/deactivate: only dormant, non-blocked, human users; null when already deactivated. */
  async deactivate(actor: Actor, id: number): Promise<true | null> {
    const user = await this.users.findAny(actor, id);
    if (user.state === 'deactivated') return null;
    if (isBlockedState(user.state)) {
      throw verbatimError('forbidden', 'Error occurred. A blocked user cannot be deactivated');
    }
    if (user.userType !== 'human' && user.userType !== 'project_bot' && user.userType !== 'service_account') {
      throw verbatimError('forbidden', 'Internal users cannot be deactivated');
    }
    if (!isDormant(user)) {
      throw verbatimError(
        'forbidden',
        `The user you are trying to deactivate has been active in the past ${DEACTIVATION_MINIMUM_INACTIVE_DAYS} days and cannot be deactivated`,
      );
    }
    await this.changeState(actor, user, 'deactivated');
    return true;
  }

  /** POST /users/:id/activate: reactivates a deactivated user; blocked users must be unblocked. */
  async activate(actor: Actor, id: number): Promise<true> {
    const user = await this.users.findAny(actor, id);
    if (isBlockedState(user.state)) {
      throw verbatimError('forbidden', 'Error occurred. A blocked user must be unblocked to be activated');
    }
    if (user.state !== 'active') await this.changeState(actor, user, 'active');
    return true;
  }

  /** POST /users/:id/ban: active users only. */
  async ban(actor: Actor, id: number): Promise<true> {
    const user = await this.users.findAny(actor, id);
    if (user.state !== 'active') throw verbatimError('forbidden', `You cannot ban ${user.state} users.`);
    await this.changeState(actor, user, 'banned');
    return true;
  }

  /** POST /users/:id/unban: banned users only. */
  async unban(actor: Actor, id: number): Promise<true> {
    const user = await this.users.findAny(actor, id);
    if (user.state !== 'banned') throw verbatimError('forbidden', `You cannot unban ${user.state} users.`);
    await this.changeState(actor, user, 'active');
    return true;
  }

  /**
   * POST /users/:id/approve: lets in a user who signed up while
   * `require_admin_approval_after_user_signup` was on; 409 for anyone not pending approval.
   */
  async approve(actor: Actor, id: number): Promise<void> {
    const user = await this.users.findAny(actor, id);
    if (user.state !== 'blocked_pending_approval') {
      throw conflict('The user you are trying to approve is not pending approval');
    }
    await this.changeState(actor, user, 'active');
  }

  /** POST /users/:id/reject: turns down a sign-up waiting for approval, deleting the account. */
  async reject(actor: Actor, id: number): Promise<void> {
    const user = await this.users.findAny(actor, id);
    if (user.state !== 'blocked_pending_approval') throw conflict('User does not have a pending request');
    await this.users.delete(actor, user.id, { hardDelete: true });
  }

  private async changeState(actor: Actor, user: User, to: UserState): Promise<void> {
    const from = user.state;
    await this.uow.run(async (tx) => {
      user.state = to;
      tx.emit('user.state_changed', { userId: user.id, from, to, byId: actor.user!.id });
    });
  }

  /**
   * PATCH /users/:id/disable_two_factor: administrators, for users other than administrators;
   * 400 when two-factor authentication is not enabled.
   */
  async disableTwoFactor(actor: Actor, id: number): Promise<void> {
    const user = await this.users.findAny(actor, id);
    if (user.admin) {
      throw forbidden(
        'Two-factor authentication for admins cannot be disabled via the API. Use the Rails console',
      );
    }
    if (!user.twoFactorEnabled) throw badRequest('Two-factor authentication is not enabled for this user');
    await this.uow.run(async (tx) => {
      user.twoFactorEnabled = false;
      tx.emit('user.updated', { userId: user.id, updatedById: actor.user!.id, changes: ['two_factor'] });
    });
  }
}
