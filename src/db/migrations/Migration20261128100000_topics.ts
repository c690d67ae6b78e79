import { Migration } from '@mikro-orm/migrations';

/** Project topics as records of their own (GitLab's `topics`), made from the names projects already use. */
export class Migration20261128100000_topics extends Migration {
  override name = 'Migration20261128100000_topics';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "topics" ("id" serial primary key, "name" varchar(255) not null, "title" varchar(255) not null, "description" text null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create unique index "topics_lower_name_unique" on "topics" (lower("name"));`);
    this.addSql(
      `insert into "topics" ("name", "title", "created_at")
       select distinct on (lower(t)) t, t, now() from "projects", unnest("topics") as t order by lower(t), t
       on conflict do nothing;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table "topics";`);
  }
}
