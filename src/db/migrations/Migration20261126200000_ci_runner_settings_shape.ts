import { Migration } from '@mikro-orm/migrations';

/**
 * What GitLab's runner and CI/CD settings pages read and write: a runner's compute cost factors,
 * the registration tokens of the instance, groups and projects (digests; legacy runner
 * registration), the "allow job tokens of allowlisted projects to push here" setting, and the log
 * of cross-project job token authentications (one row per origin and accessed project).
 */
export class Migration20261126200000_ci_runner_settings_shape extends Migration {
  override name = 'Migration20261126200000_ci_runner_settings_shape';

  override up(): void | Promise<void> {
    this.addSql(`alter table "ci_runners"
      add column "public_projects_minutes_cost_factor" double precision not null default 1,
      add column "private_projects_minutes_cost_factor" double precision not null default 1;`);
    this.addSql(`create table "ci_runner_registration_tokens" (
      "id" serial primary key,
      "scope" text not null check ("scope" in ('instance', 'group', 'project')),
      "group_id" int null references "namespaces" ("id") on delete cascade,
      "project_id" int null references "projects" ("id") on delete cascade,
      "token_digest" varchar(64) not null unique,
      "created_at" timestamptz not null);`);
    // One token per owner: the instance (no owner), a group or a project.
    this.addSql(`create unique index "ci_runner_registration_tokens_owner_unique"
      on "ci_runner_registration_tokens" ("scope", coalesce("group_id", 0), coalesce("project_id", 0));`);
    this.addSql(`alter table "project_ci_cd_settings"
      add column "cross_project_push_for_job_token_allowed" boolean not null default false;`);
    this.addSql(`create table "ci_job_token_authorizations" (
      "id" serial primary key,
      "origin_project_id" int not null references "projects" ("id") on delete cascade,
      "accessed_project_id" int not null references "projects" ("id") on delete cascade,
      "last_authorized_at" timestamptz not null,
      constraint "ci_job_token_authorizations_accessed_origin_unique"
        unique ("accessed_project_id", "origin_project_id"));`);
    this.addSql(`create index "ci_job_token_authorizations_origin_project_id_index"
      on "ci_job_token_authorizations" ("origin_project_id");`);
  }
}
