import { Migration } from '@mikro-orm/migrations';

/**
 * What the collector's batches add to their errors (events counted, first and last seen, users
 * affected), appended without touching the error rows, so that batches commit side by side; folded
 * into the errors and emptied by ErrorTallyFolder.
 */
export class Migration20261207900000_error_tallies extends Migration {
  override name = 'Migration20261207900000_error_tallies';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "error_tracking_error_tallies" (
        "id" bigserial primary key,
        "error_id" int not null references "error_tracking_errors" ("id") on delete cascade,
        "event_count" int not null,
        "first_seen_at" timestamptz not null,
        "last_seen_at" timestamptz not null,
        "user_keys" text[] not null default '{}',
        "created_at" timestamptz not null
      );`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "error_tracking_error_tallies";`);
  }
}
