import { Migration } from '@mikro-orm/migrations';

/**
 * Labels (GitLab's `labels`, typed `ProjectLabel` or `GroupLabel`) and the priorities projects give
 * them (`label_priorities`), and who subscribes to them (`label_subscriptions`). Titles are unique
 * within their project or group, letter case counting.
 */
export class Migration20261129100000_labels extends Migration {
  override name = 'Migration20261129100000_labels';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "labels" (
        "id" serial primary key,
        "type" varchar(32) not null check ("type" in ('ProjectLabel', 'GroupLabel')),
        "project_id" int null references "projects" ("id") on delete cascade,
        "group_id" int null references "namespaces" ("id") on delete cascade,
        "title" varchar(255) not null,
        "color" varchar(7) not null,
        "description" text null,
        "archived" boolean not null default false,
        "lock_on_merge" boolean not null default false,
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null,
        check (("type" = 'ProjectLabel' and "project_id" is not null and "group_id" is null)
            or ("type" = 'GroupLabel' and "group_id" is not null and "project_id" is null))
      );`,
    );
    this.addSql(`create unique index "labels_project_title_unique" on "labels" ("project_id", "title");`);
    this.addSql(`create unique index "labels_group_title_unique" on "labels" ("group_id", "title");`);
    this.addSql(
      `create table "label_priorities" (
        "id" serial primary key,
        "project_id" int not null references "projects" ("id") on delete cascade,
        "label_id" int not null references "labels" ("id") on delete cascade,
        "priority" int not null,
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null
      );`,
    );
    this.addSql(
      `create unique index "label_priorities_project_label_unique" on "label_priorities" ("project_id", "label_id");`,
    );
    this.addSql(`create index "label_priorities_label_id_index" on "label_priorities" ("label_id");`);
    // A user's subscription to a label: everywhere (no project), or in one project.
    this.addSql(
      `create table "label_subscriptions" (
        "id" serial primary key,
        "user_id" int not null references "users" ("id") on delete cascade,
        "label_id" int not null references "labels" ("id") on delete cascade,
        "project_id" int null references "projects" ("id") on delete cascade,
        "created_at" timestamptz not null
      );`,
    );
    this.addSql(
      `create unique index "label_subscriptions_unique" on "label_subscriptions" ("user_id", "label_id", coalesce("project_id", 0));`,
    );
    this.addSql(`create index "label_subscriptions_label_id_index" on "label_subscriptions" ("label_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table "label_subscriptions";`);
    this.addSql(`drop table "label_priorities";`);
    this.addSql(`drop table "labels";`);
  }
}
