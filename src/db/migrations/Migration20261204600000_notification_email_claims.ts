import { Migration } from '@mikro-orm/migrations';

/**
 * Domain events the notification mailer has handled: one row per event, written in the transaction
 * that sends its emails, so every instance handles an event at most once and one a crash cut short
 * is taken up again at the next start.
 */
export class Migration20261204600000_notification_email_claims extends Migration {
  override name = 'Migration20261204600000_notification_email_claims';

  override up(): void | Promise<void> {
    this.addSql(`create table "notification_email_claims" (
      "event_id" bigint primary key,
      "created_at" timestamptz not null default now());`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "notification_email_claims";`);
  }
}
