import { Migration } from '@mikro-orm/migrations';

/** Users following users (`user_follow_users`), for follow/unfollow and the followers/following counts. */
export class Migration20261122110000_users extends Migration {
  override name = 'Migration20261122110000_users';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "user_follow_users" ("id" serial primary key, "follower_id" int not null, "followee_id" int not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "user_follow_users_followee_id_index" on "user_follow_users" ("followee_id");`);
    this.addSql(
      `alter table "user_follow_users" add constraint "user_follow_users_follower_id_followee_id_unique" unique ("follower_id", "followee_id");`,
    );
    this.addSql(
      `alter table "user_follow_users" add constraint "user_follow_users_follower_id_foreign" foreign key ("follower_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "user_follow_users" add constraint "user_follow_users_followee_id_foreign" foreign key ("followee_id") references "users" ("id") on delete cascade;`,
    );
  }
}
