import { Migration } from '@mikro-orm/migrations';

/** Plan limits: one row per plan, `default` and `free` to start with. */
export class Migration20261124061000_plan_limits extends Migration {
  override name = 'Migration20261124061000_plan_limits';

  override up(): void | Promise<void> {
    this.addSql(`create table "plan_limits" (
      "id" serial primary key,
      "plan_name" varchar(255) not null unique,
      "limits" jsonb not null default '{}',
      "updated_at" timestamptz not null);`);
    this.addSql(
      `insert into "plan_limits" ("plan_name", "limits", "updated_at") values ('default', '{}', now()), ('free', '{}', now());`,
    );
  }
}
