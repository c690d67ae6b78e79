import { Migration } from '@mikro-orm/migrations';

/** Users' statuses (`/user/status`, `User.status`) and the callouts they dismissed (per user and per group). */
export class Migration20261127100000_user_statuses_and_callouts extends Migration {
  override name = 'Migration20261127100000_user_statuses_and_callouts';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "user_statuses" ("user_id" int not null primary key, "emoji" varchar(255) not null, "message" varchar(100) null, "availability" text check ("availability" in ('not_set', 'busy')) not null default 'not_set', "clear_status_at" timestamptz null);`,
    );
    this.addSql(
      `alter table "user_statuses" add constraint "user_statuses_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `create table "user_callouts" ("id" serial primary key, "user_id" int not null, "feature_name" varchar(255) not null, "dismissed_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "user_callouts" add constraint "user_callouts_user_id_feature_name_unique" unique ("user_id", "feature_name");`,
    );
    this.addSql(
      `alter table "user_callouts" add constraint "user_callouts_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `create table "user_group_callouts" ("id" serial primary key, "user_id" int not null, "group_id" int not null, "feature_name" varchar(255) not null, "dismissed_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "user_group_callouts" add constraint "user_group_callouts_user_id_group_id_feature_name_unique" unique ("user_id", "group_id", "feature_name");`,
    );
    this.addSql(
      `alter table "user_group_callouts" add constraint "user_group_callouts_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "user_group_callouts" add constraint "user_group_callouts_group_id_foreign" foreign key ("group_id") references "namespaces" ("id") on delete cascade;`,
    );
  }
}
