import { Migration } from '@mikro-orm/migrations';

/** Protected branches and tags with their access levels; the protected state of pipelines and jobs. */
export class Migration20261125200000_protected_refs extends Migration {
  override name = 'Migration20261125200000_protected_refs';

  override up(): void | Promise<void> {
    this.addSql(`create table "protected_branches" (
      "id" serial primary key,
      "project_id" int not null references "projects" ("id") on delete cascade,
      "name" varchar(255) not null,
      "allow_force_push" boolean not null default false,
      "code_owner_approval_required" boolean not null default false,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null);`);
    this.addSql(
      `alter table "protected_branches" add constraint "protected_branches_project_id_name_unique" unique ("project_id", "name");`,
    );
    this.addSql(`create table "protected_tags" (
      "id" serial primary key,
      "project_id" int not null references "projects" ("id") on delete cascade,
      "name" varchar(255) not null,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null);`);
    this.addSql(
      `alter table "protected_tags" add constraint "protected_tags_project_id_name_unique" unique ("project_id", "name");`,
    );
    this.addSql(`create table "protected_ref_access_levels" (
      "id" serial primary key,
      "protected_branch_id" int null references "protected_branches" ("id") on delete cascade,
      "protected_tag_id" int null references "protected_tags" ("id") on delete cascade,
      "action" text not null check ("action" in ('push', 'merge', 'unprotect', 'create')),
      "access_level" int null,
      "user_id" int null references "users" ("id") on delete cascade,
      "group_id" int null references "namespaces" ("id") on delete cascade,
      "created_at" timestamptz not null,
      check (("protected_branch_id" is null) <> ("protected_tag_id" is null)),
      check ((("access_level" is not null)::int + ("user_id" is not null)::int + ("group_id" is not null)::int) = 1));`);
    this.addSql(
      `create index "protected_ref_access_levels_protected_branch_id_index" on "protected_ref_access_levels" ("protected_branch_id");`,
    );
    this.addSql(
      `create index "protected_ref_access_levels_protected_tag_id_index" on "protected_ref_access_levels" ("protected_tag_id");`,
    );
    // Whether the ref was protected when the pipeline was created: protected runners take only
    // these jobs (GitLab's ci_pipelines.protected and ci_builds.protected).
    this.addSql(`alter table "ci_pipelines" add column "protected" boolean not null default false;`);
    this.addSql(`alter table "ci_builds" add column "protected" boolean not null default false;`);
  }
}
