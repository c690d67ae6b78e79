import type { MikroORM } from '@mikro-orm/postgresql';
import { verifyPassword } from '../../core/secrets.ts';
import type { UnitOfWork } from '../../core/tx.ts';
import type { ApplicationSettingValues } from '../application-settings/application-setting.entity.ts';
import { User } from './user.entity.ts';

/** Devise's defaults, which GitLab keeps while the settings are unset: 10 failures, a 10-minute lock. */
export const DEFAULT_MAX_LOGIN_ATTEMPTS = 10;
export const DEFAULT_UNLOCK_PERIOD_MINUTES = 10;

/**
 * Checks a login and password elsewhere (a directory) when the local password does not match: the
 * user they belong to (created or linked on first use), or null.
 */
export type ExternalPasswordAuthenticator = (login: string, password: string) => Promise<User | null>;

type LockSettings = Pick<
  ApplicationSettingValues,
  'max_login_attempts' | 'failed_login_attempts_unlock_period_in_minutes'
>;
type TwoFactorSettings = Pick<
  ApplicationSettingValues,
  'require_two_factor_authentication' | 'two_factor_grace_period'
>;

/** Locked by failed sign-ins, and the lock has not run out yet (Devise's `access_locked?`). */
export function isAccessLocked(
  user: Pick<User, 'lockedAt'>,
  settings: LockSettings,
  now: Date = new Date(),
): boolean {
  if (!user.lockedAt) return false;
  const minutes = settings.failed_login_attempts_unlock_period_in_minutes ?? DEFAULT_UNLOCK_PERIOD_MINUTES;
  return user.lockedAt.getTime() + minutes * 60_000 > now.getTime();
}

/**
 * `require_two_factor_authentication`: a user without two-factor authentication may still sign in
 * with a password until `two_factor_grace_period` hours after the requirement first met them
 * (GitLab's TwoFactorAuthVerifier#two_factor_authentication_enforced?).
 */
export function isTwoFactorEnforced(
  user: Pick<User, 'otpGracePeriodStartedAt'>,
  settings: TwoFactorSettings,
  now: Date = new Date(),
): boolean {
  if (!settings.require_two_factor_authentication || !user.otpGracePeriodStartedAt) return false;
  return (
    user.otpGracePeriodStartedAt.getTime() + settings.two_factor_grace_period * 3_600_000 < now.getTime()
  );
}

/**
 * Sign-in with a login (username or email) and a password, under the instance's sign-in rules:
 * `max_login_attempts` failures in a row lock the account for
 * `failed_login_attempts_unlock_period_in_minutes` (GitLab's Devise lockable defaults, 10 and 10,
 * while unset), during which even the right password is refused; a success clears the count. The
 * password is the local one, else one a directory vouches for. Tokens are not affected by a lock,
 * as in GitLab, where it only prevents `log_in`.
 */
export class PasswordSignInsService {
  private readonly orm: MikroORM;
  private readonly uow: UnitOfWork;
  private readonly settings: () => Promise<ApplicationSettingValues>;
  private readonly now: () => Date;

  constructor(
    orm: MikroORM,
    uow: UnitOfWork,
    settings: () => Promise<ApplicationSettingValues>,
    now: () => Date = () => new Date(),
  ) {
    this.orm = orm;
    this.uow = uow;
    this.settings = settings;
    this.now = now;
  }

  /** The user these credentials sign in, or null (wrong password, unknown login, locked account). */
  async authenticate(
    login: string,
    password: string,
    external: ExternalPasswordAuthenticator | null,
  ): Promise<User | null> {
    const settings = await this.settings();
    const now = this.now();
    const lowered = login.toLowerCase();
    const local = await this.orm.em.findOne(User, {
      $or: [{ username: { $ilike: lowered } }, { email: { $ilike: lowered } }],
    });
    if (local && isAccessLocked(local, settings, now)) return null;
    let user: User | null = null;
    if (local && (await verifyPassword(password, local.encryptedPassword))) user = local;
    else if (external) user = await external(login, password);
    if (user && user !== local && isAccessLocked(user, settings, now)) return null;
    if (!user && !local) return null;
    await this.uow.run(async () => {
      if (user) {
        user.failedAttempts = 0;
        user.lockedAt = null;
      } else if (local) {
        // An expired lock starts the count again, as Devise's unlock_access! does.
        if (local.lockedAt) local.failedAttempts = 0;
        local.lockedAt = null;
        local.failedAttempts += 1;
        const maximum = settings.max_login_attempts ?? DEFAULT_MAX_LOGIN_ATTEMPTS;
        if (local.failedAttempts >= maximum) local.lockedAt = now;
      }
    });
    return user;
  }

  /**
   * Whether the instance's two-factor requirement refuses this user a password sign-in now. The
   * grace period starts the first time the requirement meets a user without two-factor
   * authentication.
   */
  async twoFactorRefuses(user: User): Promise<boolean> {
    const settings = await this.settings();
    if (!settings.require_two_factor_authentication || user.twoFactorEnabled) return false;
    if (!user.otpGracePeriodStartedAt) {
      await this.uow.run(async () => {
        user.otpGracePeriodStartedAt = this.now();
      });
      return false;
    }
    return isTwoFactorEnforced(user, settings, this.now());
  }
}
