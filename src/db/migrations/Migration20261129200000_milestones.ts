import { Migration } from '@mikro-orm/migrations';

/**
 * Milestones of projects and groups (GitLab's `milestones`: exactly one of `project_id` and
 * `group_id`), and the internal id counters (GitLab's `internal_ids`) that number them per project
 * and per group: a counter only grows, so an iid is never given twice, even after a deletion.
 */
export class Migration20261129200000_milestones extends Migration {
  override name = 'Migration20261129200000_milestones';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "internal_ids" ("id" serial primary key, "usage" varchar(64) not null, "project_id" int null, "namespace_id" int null, "last_value" int not null);`,
    );
    this.addSql(
      `alter table "internal_ids" add constraint "internal_ids_project_id_foreign" foreign key ("project_id") references "projects" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "internal_ids" add constraint "internal_ids_namespace_id_foreign" foreign key ("namespace_id") references "namespaces" ("id") on delete cascade;`,
    );
    this.addSql(
      `create unique index "internal_ids_usage_project_unique" on "internal_ids" ("usage", "project_id") where "project_id" is not null;`,
    );
    this.addSql(
      `create unique index "internal_ids_usage_namespace_unique" on "internal_ids" ("usage", "namespace_id") where "namespace_id" is not null;`,
    );

    this.addSql(
      `create table "milestones" ("id" serial primary key, "iid" int not null, "project_id" int null, "group_id" int null, "title" varchar(255) not null, "description" text null, "state" varchar(16) not null default 'active', "due_date" date null, "start_date" date null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "milestones_one_parent" check (("project_id" is null) <> ("group_id" is null)));`,
    );
    this.addSql(
      `alter table "milestones" add constraint "milestones_project_id_foreign" foreign key ("project_id") references "projects" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "milestones" add constraint "milestones_group_id_foreign" foreign key ("group_id") references "namespaces" ("id") on delete cascade;`,
    );
    this.addSql(
      `create unique index "milestones_project_iid_unique" on "milestones" ("project_id", "iid") where "project_id" is not null;`,
    );
    this.addSql(
      `create unique index "milestones_group_iid_unique" on "milestones" ("group_id", "iid") where "group_id" is not null;`,
    );
    this.addSql(`create index "milestones_project_title_index" on "milestones" ("project_id", "title");`);
    this.addSql(`create index "milestones_group_title_index" on "milestones" ("group_id", "title");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table "milestones";`);
    this.addSql(`drop table "internal_ids";`);
  }
}
