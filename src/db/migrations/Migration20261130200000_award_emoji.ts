import { Migration } from '@mikro-orm/migrations';

/**
 * Emoji reactions (GitLab's `award_emoji`): one per user, name and awardable. The awardable is
 * polymorphic (type and id, no foreign key), so a trigger on each awardable table removes the
 * awards of a deleted row; snippets are the first awardables.
 */
export class Migration20261130200000_award_emoji extends Migration {
  override name = 'Migration20261130200000_award_emoji';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "award_emoji" ("id" serial primary key, "name" varchar(255) not null, "user_id" int not null, "awardable_type" varchar(64) not null, "awardable_id" int not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "award_emoji" add constraint "award_emoji_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    // One award of a name per user and awardable; also serves the vote counts of a set of awardables.
    this.addSql(
      `create unique index "award_emoji_awardable_name_user_unique" on "award_emoji" ("awardable_type", "awardable_id", "name", "user_id");`,
    );
    // The awards of one awardable in award order (lists).
    this.addSql(
      `create index "award_emoji_awardable_id_index" on "award_emoji" ("awardable_type", "awardable_id", "id");`,
    );
    // What a user awarded (`my_reaction_emoji` filters).
    this.addSql(
      `create index "award_emoji_user_index" on "award_emoji" ("user_id", "awardable_type", "name", "awardable_id");`,
    );
    this.addSql(
      `create function "award_emoji_remove_of_deleted"() returns trigger language plpgsql as $$ begin delete from "award_emoji" where "awardable_type" = TG_ARGV[0] and "awardable_id" = OLD."id"; return OLD; end $$;`,
    );
    this.addSql(
      `create trigger "snippets_award_emoji_remove" after delete on "snippets" for each row execute function "award_emoji_remove_of_deleted"('Snippet');`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger "snippets_award_emoji_remove" on "snippets";`);
    this.addSql(`drop function "award_emoji_remove_of_deleted"();`);
    this.addSql(`drop table "award_emoji";`);
  }
}
