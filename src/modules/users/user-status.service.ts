import type { MikroORM } from '@mikro-orm/postgresql';
import { requireUser, type Actor } from '../../core/actor.ts';
import { addFieldError, throwIfInvalid, type FieldErrors } from '../../core/errors.ts';
import type { UnitOfWork } from '../../core/tx.ts';
import { UserStatus, type Availability } from './user-status.entity.ts';
import type { UsersService } from './users.service.ts';

/** GitLab's `UserStatus::CLEAR_STATUS_QUICK_OPTIONS`: how long a status lasts, in seconds. */
export const CLEAR_STATUS_AFTER = {
  '30_minutes': 30 * 60,
  '3_hours': 3 * 3600,
  '8_hours': 8 * 3600,
  '1_day': 86400,
  '3_days': 3 * 86400,
  '7_days': 7 * 86400,
  '30_days': 30 * 86400,
} as const;
export type ClearStatusAfter = keyof typeof CLEAR_STATUS_AFTER;
export const CLEAR_STATUS_AFTER_OPTIONS = Object.keys(CLEAR_STATUS_AFTER) as ClearStatusAfter[];

/** The emoji of a status set with a message and no emoji (GitLab's `UserStatus::DEFAULT_EMOJI`). */
export const DEFAULT_EMOJI = 'speech_balloon';
const MAX_MESSAGE_LENGTH = 100;
// There is no emoji catalogue here: a name is checked for the shape of GitLab's names only.
const EMOJI_NAME = /^[a-z0-9_+-]{1,100}$/;

export interface UserStatusInput {
  emoji?: string | null;
  message?: string | null;
  availability?: Availability | null;
  /** Clear the status after this long; null or absent: keep it until changed. */
  clearStatusAfter?: ClearStatusAfter | null;
}

/**
 * Users' statuses (`/user/status`, `User.status`): an emoji, a message and an availability, set by
 * the user, read by whoever may see the user. A status past its `clearStatusAt` no longer counts, so
 * nothing needs to sweep expired rows before they stop showing.
 */
export class UserStatusService {
  private readonly orm: MikroORM;
  private readonly uow: UnitOfWork;
  private readonly users: UsersService;

  constructor(orm: MikroORM, uow: UnitOfWork, users: UsersService) {
    this.orm = orm;
    this.uow = uow;
    this.users = users;
  }

  /** GET /users/:id_or_username/status: the status of a user the actor may see (null: none). */
  async ofUser(actor: Actor, idOrUsername: number | string): Promise<UserStatus | null> {
    const user = await this.users.getByIdOrUsername(actor, idOrUsername);
    return (await this.byUserIds([user.id])).get(user.id) ?? null;
  }

  /** GET /user/status. */
  async own(actor: Actor): Promise<UserStatus | null> {
    const me = requireUser(actor);
    return (await this.byUserIds([me.id])).get(me.id) ?? null;
  }

  /**
   * PUT /user/status (`replace`: what is not given is cleared) and PATCH (`merge`: what is not given
   * is kept). A status with no emoji, no message and no availability is removed; a message without an
   * emoji gets the default one.
   */
  async set(actor: Actor, input: UserStatusInput, mode: 'replace' | 'merge'): Promise<UserStatus | null> {
    const me = requireUser(actor);
    const current = mode === 'merge' ? ((await this.byUserIds([me.id])).get(me.id) ?? null) : null;
    const pick = <K extends 'emoji' | 'message' | 'availability'>(key: K) =>
      input[key] !== undefined ? input[key] : (current?.[key] ?? null);
    const emoji = blankToNull(pick('emoji'));
    const message = blankToNull(pick('message'));
    const availability = pick('availability') ?? 'not_set';
    const clearStatusAt =
      input.clearStatusAfter !== undefined
        ? input.clearStatusAfter && new Date(Date.now() + CLEAR_STATUS_AFTER[input.clearStatusAfter] * 1000)
        : (current?.clearStatusAt ?? null);

    return this.uow.run(async (tx) => {
      if (emoji === null && message === null && availability === 'not_set') {
        await tx.em.nativeDelete(UserStatus, { user: me.id });
        return null;
      }
      const values = { emoji: emoji ?? DEFAULT_EMOJI, message, availability, clearStatusAt };
      validate(values);
      const existing = await tx.em.findOne(UserStatus, { user: me.id });
      const status = existing ?? tx.em.create(UserStatus, { user: me.id, ...values });
      if (existing) Object.assign(existing, values);
      await tx.em.flush();
      return status;
    });
  }

  /** The statuses that count now of each user, for DataLoader and presenters: one query. */
  async byUserIds(userIds: readonly number[]): Promise<Map<number, UserStatus>> {
    if (userIds.length === 0) return new Map();
    const statuses = await this.orm.em.find(UserStatus, {
      user: { $in: [...userIds] },
      $or: [{ clearStatusAt: null }, { clearStatusAt: { $gt: new Date() } }],
    });
    return new Map(statuses.map((s) => [s.user.id, s]));
  }
}

function blankToNull(value: string | null): string | null {
  return value === null || value.trim() === '' ? null : value;
}

function validate(values: { emoji: string; message: string | null }): void {
  const errors: FieldErrors = {};
  if (!EMOJI_NAME.test(values.emoji)) addFieldError(errors, 'emoji', 'is not a valid emoji name');
  if (values.message !== null && [...values.message].length > MAX_MESSAGE_LENGTH)
    addFieldError(errors, 'message', `is too long (maximum is ${MAX_MESSAGE_LENGTH} characters)`);
  throwIfInvalid(errors);
}
