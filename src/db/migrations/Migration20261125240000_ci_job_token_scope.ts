import { Migration } from '@mikro-orm/migrations';

/**
 * CI job token scope: the "Limit access to this project" setting (enforced when a project has no
 * row, so existing projects are protected as new ones are) and the allowlists of projects and groups.
 */
export class Migration20261125240000_ci_job_token_scope extends Migration {
  override name = 'Migration20261125240000_ci_job_token_scope';

  override up(): void | Promise<void> {
    this.addSql(`create table "project_ci_cd_settings" (
      "project_id" int primary key references "projects" ("id") on delete cascade,
      "inbound_job_token_scope_enabled" boolean not null default true);`);
    this.addSql(`create table "ci_job_token_project_scope_links" (
      "id" serial primary key,
      "source_project_id" int not null references "projects" ("id") on delete cascade,
      "target_project_id" int not null references "projects" ("id") on delete cascade,
      "added_by_id" int null references "users" ("id") on delete set null,
      "created_at" timestamptz not null,
      constraint "ci_job_token_project_scope_links_source_target_unique"
        unique ("source_project_id", "target_project_id"));`);
    this.addSql(`create index "ci_job_token_project_scope_links_target_project_id_index"
      on "ci_job_token_project_scope_links" ("target_project_id");`);
    this.addSql(`create table "ci_job_token_group_scope_links" (
      "id" serial primary key,
      "source_project_id" int not null references "projects" ("id") on delete cascade,
      "target_group_id" int not null references "namespaces" ("id") on delete cascade,
      "added_by_id" int null references "users" ("id") on delete set null,
      "created_at" timestamptz not null,
      constraint "ci_job_token_group_scope_links_source_target_unique"
        unique ("source_project_id", "target_group_id"));`);
    this.addSql(`create index "ci_job_token_group_scope_links_target_group_id_index"
      on "ci_job_token_group_scope_links" ("target_group_id");`);
  }
}
