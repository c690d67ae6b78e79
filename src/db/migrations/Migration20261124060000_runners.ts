import { Migration } from '@mikro-orm/migrations';

/** CI runners, the projects project runners serve, and the machines runners run on. */
export class Migration20261124060000_runners extends Migration {
  override name = 'Migration20261124060000_runners';

  override up(): void | Promise<void> {
    this.addSql(`create table "ci_runners" (
      "id" serial primary key,
      "runner_type" text not null,
      "group_id" int null references "namespaces" ("id") on delete cascade,
      "description" text not null default '',
      "paused" boolean not null default false,
      "locked" boolean not null default false,
      "run_untagged" boolean not null default true,
      "tag_list" text[] not null default '{}',
      "access_level" text not null default 'not_protected',
      "maximum_timeout" int null,
      "maintenance_note" text null,
      "token_digest" varchar(64) not null unique,
      "token_expires_at" timestamptz null,
      "contacted_at" timestamptz null,
      "version" varchar(255) null,
      "creator_id" int null references "users" ("id") on delete set null,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null);`);
    this.addSql(`create index "ci_runners_runner_type_index" on "ci_runners" ("runner_type");`);
    this.addSql(`create index "ci_runners_group_id_index" on "ci_runners" ("group_id");`);
    this.addSql(`create table "ci_runner_projects" (
      "id" serial primary key,
      "runner_id" int not null references "ci_runners" ("id") on delete cascade,
      "project_id" int not null references "projects" ("id") on delete cascade,
      "created_at" timestamptz not null,
      unique ("runner_id", "project_id"));`);
    this.addSql(`create index "ci_runner_projects_project_id_index" on "ci_runner_projects" ("project_id");`);
    this.addSql(`create table "ci_runner_machines" (
      "id" serial primary key,
      "runner_id" int not null references "ci_runners" ("id") on delete cascade,
      "system_id" varchar(64) not null,
      "contacted_at" timestamptz null,
      "version" varchar(255) null,
      "revision" varchar(255) null,
      "platform" varchar(255) null,
      "architecture" varchar(255) null,
      "ip_address" varchar(64) null,
      "created_at" timestamptz not null,
      unique ("runner_id", "system_id"));`);
  }
}
