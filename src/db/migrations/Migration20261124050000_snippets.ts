import { Migration } from '@mikro-orm/migrations';

/** Project snippets; each snippet's files are a git repository of its own. */
export class Migration20261124050000_snippets extends Migration {
  override name = 'Migration20261124050000_snippets';

  override up(): void | Promise<void> {
    this.addSql(`create table "snippets" (
      "id" serial primary key,
      "project_id" int not null references "projects" ("id") on delete cascade,
      "author_id" int not null references "users" ("id") on delete cascade,
      "title" varchar(255) not null,
      "description" text null,
      "visibility_level" int not null default 0,
      "repository_storage" varchar(255) not null,
      "user_agent" text null,
      "ip_address" varchar(64) null,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null);`);
    this.addSql(`create index "snippets_project_id_index" on "snippets" ("project_id");`);
  }
}
