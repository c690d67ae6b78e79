import { Migration } from '@mikro-orm/migrations';

/**
 * Pushes and project transfers send email from this version on (emails on push, pushes to merge
 * requests, moved projects). Those recorded before were never meant to: they are marked handled, so
 * the first start does not mail the last day's pushes as if a crash had left them unsent.
 */
export class Migration20261205100000_push_email_claims extends Migration {
  override name = 'Migration20261205100000_push_email_claims';

  override up(): void | Promise<void> {
    this.addSql(`insert into "notification_email_claims" ("event_id")
      select "id" from "domain_events" where "type" in ('repository.pushed', 'project.transferred')
      on conflict do nothing;`);
  }

  override down(): void | Promise<void> {
    // The claims cannot be told from those of emails sent since; they stay.
  }
}
