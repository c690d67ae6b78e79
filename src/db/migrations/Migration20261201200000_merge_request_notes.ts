import { Migration } from '@mikro-orm/migrations';

/**
 * Merge requests as noteables and awardables: their notes and awards (and the awards of notes) go
 * with them, and draft notes (GitLab's `draft_notes`): review comments visible only to their
 * author until published.
 */
export class Migration20261201200000_merge_request_notes extends Migration {
  override name = 'Migration20261201200000_merge_request_notes';

  override up(): void | Promise<void> {
    this.addSql(
      `create trigger "merge_requests_award_emoji_remove" after delete on "merge_requests" for each row execute function "award_emoji_remove_of_deleted"('MergeRequest');`,
    );
    this.addSql(
      `create trigger "notes_award_emoji_remove" after delete on "notes" for each row execute function "award_emoji_remove_of_deleted"('Note');`,
    );
    // Notes name their noteable by type and id (no foreign key): a deleted merge request takes its notes.
    this.addSql(
      `create function "notes_remove_of_deleted"() returns trigger language plpgsql as $$ begin delete from "notes" where "noteable_type" = TG_ARGV[0] and "noteable_id" = OLD."id"; return OLD; end $$;`,
    );
    this.addSql(
      `create trigger "merge_requests_notes_remove" after delete on "merge_requests" for each row execute function "notes_remove_of_deleted"('MergeRequest');`,
    );
    this.addSql(
      `create table "draft_notes" ("id" serial primary key, "merge_request_id" int not null, "author_id" int not null, "note" text not null, "commit_id" varchar(64) null, "discussion_id" varchar(40) null, "resolve_discussion" boolean not null default false, "line_code" varchar(255) null, "position" jsonb null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "draft_notes" add constraint "draft_notes_merge_request_id_foreign" foreign key ("merge_request_id") references "merge_requests" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "draft_notes" add constraint "draft_notes_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete cascade;`,
    );
    // One author's drafts on one merge request, in the order written.
    this.addSql(
      `create index "draft_notes_merge_request_author_index" on "draft_notes" ("merge_request_id", "author_id", "id");`,
    );
    this.addSql(`create index "draft_notes_author_id_index" on "draft_notes" ("author_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "draft_notes" cascade;`);
    this.addSql(`drop trigger "merge_requests_notes_remove" on "merge_requests";`);
    this.addSql(`drop function "notes_remove_of_deleted"();`);
    this.addSql(`drop trigger "notes_award_emoji_remove" on "notes";`);
    this.addSql(`drop trigger "merge_requests_award_emoji_remove" on "merge_requests";`);
  }
}
