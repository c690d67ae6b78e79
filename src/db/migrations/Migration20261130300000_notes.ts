import { Migration } from '@mikro-orm/migrations';

/**
 * Notes (GitLab's `notes`): comments and system notes on noteables of a project, named by type and
 * id (no foreign key: a noteable may be of any registered kind), grouped into discussions by a
 * 40-hex discussion id.
 */
export class Migration20261130300000_notes extends Migration {
  override name = 'Migration20261130300000_notes';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "notes" ("id" serial primary key, "project_id" int not null, "author_id" int not null, "noteable_type" varchar(64) not null, "noteable_id" int not null, "body" text not null, "system" boolean not null default false, "internal" boolean not null default false, "discussion_id" varchar(40) not null, "type" varchar(32) null, "position" jsonb null, "resolved_at" timestamptz null, "resolved_by_id" int null, "last_edited_at" timestamptz null, "updated_by_id" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "notes" add constraint "notes_project_id_foreign" foreign key ("project_id") references "projects" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "notes" add constraint "notes_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "notes" add constraint "notes_resolved_by_id_foreign" foreign key ("resolved_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "notes" add constraint "notes_updated_by_id_foreign" foreign key ("updated_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `create index "notes_noteable_type_noteable_id_id_index" on "notes" ("noteable_type", "noteable_id", "id");`,
    );
    this.addSql(`create index "notes_discussion_id_index" on "notes" ("discussion_id");`);
    this.addSql(`create index "notes_project_id_index" on "notes" ("project_id");`);
    this.addSql(`create index "notes_author_id_index" on "notes" ("author_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "notes" cascade;`);
  }
}
