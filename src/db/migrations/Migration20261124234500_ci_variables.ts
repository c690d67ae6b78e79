import { Migration } from '@mikro-orm/migrations';

/** CI/CD variables of projects, groups and the instance (neither project nor group). */
export class Migration20261124234500_ci_variables extends Migration {
  override name = 'Migration20261124234500_ci_variables';

  override up(): void | Promise<void> {
    this.addSql(`create table "ci_variables" (
      "id" serial primary key,
      "project_id" int null references "projects" ("id") on delete cascade,
      "group_id" int null references "namespaces" ("id") on delete cascade,
      "key" varchar(255) not null,
      "value" text not null,
      "variable_type" text not null default 'env_var',
      "protected" boolean not null default false,
      "masked" boolean not null default false,
      "hidden" boolean not null default false,
      "raw" boolean not null default false,
      "environment_scope" varchar(255) not null default '*',
      "description" text null,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null,
      constraint "ci_variables_one_owner" check ("project_id" is null or "group_id" is null),
      constraint "ci_variables_project_id_key_environment_scope_unique"
        unique ("project_id", "key", "environment_scope"),
      constraint "ci_variables_group_id_key_environment_scope_unique"
        unique ("group_id", "key", "environment_scope"));`);
    this.addSql(`create unique index "ci_variables_instance_key_unique" on "ci_variables" ("key")
      where "project_id" is null and "group_id" is null;`);
  }
}
