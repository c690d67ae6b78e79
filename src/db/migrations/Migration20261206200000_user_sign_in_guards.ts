import { Migration } from '@mikro-orm/migrations';

/**
 * What the sign-in rules of the application settings keep per user: failed password sign-ins since
 * the last success (`max_login_attempts` locks the account), and when the two-factor grace period
 * of `require_two_factor_authentication` started for them.
 */
export class Migration20261206200000_user_sign_in_guards extends Migration {
  override name = 'Migration20261206200000_user_sign_in_guards';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add column "failed_attempts" int not null default 0;`);
    this.addSql(`alter table "users" add column "otp_grace_period_started_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop column "otp_grace_period_started_at";`);
    this.addSql(`alter table "users" drop column "failed_attempts";`);
  }
}
