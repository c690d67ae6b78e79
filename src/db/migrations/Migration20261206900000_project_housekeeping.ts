import { Migration } from '@mikro-orm/migrations';

/** Pushes counted towards each project's next repository optimization, and the lease of a run. */
export class Migration20261206900000_project_housekeeping extends Migration {
  override name = 'Migration20261206900000_project_housekeeping';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "project_housekeeping" (
        "project_id" int primary key references "projects" ("id") on delete cascade,
        "pushes_since_gc" int not null default 0,
        "lease_until" timestamptz null,
        "optimized_at" timestamptz null
      );`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "project_housekeeping";`);
  }
}
