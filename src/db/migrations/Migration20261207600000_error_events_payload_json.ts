import { Migration } from '@mikro-orm/migrations';

/**
 * Error events keep their payload as `json`: the collector writes thousands a second and reads one
 * now and then, and `json` is stored as sent (checked, not converted into `jsonb`'s binary form).
 */
export class Migration20261207600000_error_events_payload_json extends Migration {
  override name = 'Migration20261207600000_error_events_payload_json';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "error_tracking_error_events" alter column "payload" type json using "payload"::json;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "error_tracking_error_events" alter column "payload" type jsonb using "payload"::jsonb;`,
    );
  }
}
