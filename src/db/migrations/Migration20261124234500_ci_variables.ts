import { Migration } from '@mikro-orm/migrations';

/** Projects' CI/CD variables. */
export class Migration20261124234500_ci_variables extends Migration {
  override name = 'Migration20261124234500_ci_variables';

  override up(): void | Promise<void> {
    this.addSql(`create table "ci_variables" (
      "id" serial primary key,
      "project_id" int not null references "projects" ("id") on delete cascade,
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
      constraint "ci_variables_project_id_key_environment_scope_unique"
        unique ("project_id", "key", "environment_scope"));`);
  }
}
