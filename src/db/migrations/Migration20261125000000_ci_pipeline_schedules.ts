import { Migration } from '@mikro-orm/migrations';

/** Pipeline schedules and their variables. */
export class Migration20261125000000_ci_pipeline_schedules extends Migration {
  override name = 'Migration20261125000000_ci_pipeline_schedules';

  override up(): void | Promise<void> {
    this.addSql(`create table "ci_pipeline_schedules" (
      "id" serial primary key,
      "project_id" int not null references "projects" ("id") on delete cascade,
      "owner_id" int null references "users" ("id") on delete set null,
      "description" text not null default '',
      "ref" varchar(255) not null,
      "cron" varchar(255) not null,
      "cron_timezone" varchar(255) not null default 'UTC',
      "active" boolean not null default true,
      "next_run_at" timestamptz null,
      "last_pipeline_id" int null,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null);`);
    this.addSql(
      `create index "ci_pipeline_schedules_project_id_index" on "ci_pipeline_schedules" ("project_id");`,
    );
    this.addSql(
      `create index "ci_pipeline_schedules_active_next_run_at_index" on "ci_pipeline_schedules" ("active", "next_run_at");`,
    );
    this.addSql(`create table "ci_pipeline_schedule_variables" (
      "id" serial primary key,
      "schedule_id" int not null references "ci_pipeline_schedules" ("id") on delete cascade,
      "key" varchar(255) not null,
      "value" text not null,
      "variable_type" text not null default 'env_var',
      "created_at" timestamptz not null,
      constraint "ci_pipeline_schedule_variables_schedule_id_key_unique" unique ("schedule_id", "key"));`);
  }
}
