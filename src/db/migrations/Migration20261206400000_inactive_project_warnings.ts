import { Migration } from '@mikro-orm/migrations';

/** When each inactive project's maintainers and owners were warned of its deletion. */
export class Migration20261206400000_inactive_project_warnings extends Migration {
  override name = 'Migration20261206400000_inactive_project_warnings';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "inactive_project_warnings" (
        "project_id" int primary key references "projects" ("id") on delete cascade,
        "warned_at" timestamptz not null
      );`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "inactive_project_warnings";`);
  }
}
