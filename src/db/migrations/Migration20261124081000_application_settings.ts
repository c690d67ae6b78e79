import { Migration } from '@mikro-orm/migrations';

/** The instance's one settings record; settings left at their defaults are not stored. */
export class Migration20261124081000_application_settings extends Migration {
  override name = 'Migration20261124081000_application_settings';

  override up(): void | Promise<void> {
    this.addSql(`create table "application_settings" (
      "id" serial primary key,
      "settings" jsonb not null default '{}',
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null);`);
    this.addSql(
      `insert into "application_settings" ("settings", "created_at", "updated_at") values ('{}', now(), now());`,
    );
  }
}
