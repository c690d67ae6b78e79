import { Migration } from '@mikro-orm/migrations';

/** Pipeline trigger tokens of projects. */
export class Migration20261124233000_ci_triggers extends Migration {
  override name = 'Migration20261124233000_ci_triggers';

  override up(): void | Promise<void> {
    this.addSql(`create table "ci_triggers" (
      "id" serial primary key,
      "project_id" int not null references "projects" ("id") on delete cascade,
      "owner_id" int null references "users" ("id") on delete set null,
      "description" text not null default '',
      "token_digest" varchar(64) not null unique,
      "token_start" varchar(16) not null,
      "last_used_at" timestamptz null,
      "expires_at" timestamptz null,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null);`);
    this.addSql(`create index "ci_triggers_project_id_index" on "ci_triggers" ("project_id");`);
  }
}
