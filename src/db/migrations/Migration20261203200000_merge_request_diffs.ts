import { Migration } from '@mikro-orm/migrations';

/**
 * Versions of merge request diffs (GitLab's `merge_request_diffs`): one row per diff a merge
 * request has had, known by its base and head commits, with the target head it was computed
 * against. Its id is `CI_MERGE_REQUEST_DIFF_ID`. Merge requests whose diff is already computed get
 * theirs as a first version.
 */
export class Migration20261203200000_merge_request_diffs extends Migration {
  override name = 'Migration20261203200000_merge_request_diffs';

  override up(): void | Promise<void> {
    this.addSql(`create table "merge_request_diffs" (
      "id" serial primary key,
      "merge_request_id" int not null references "merge_requests" ("id") on delete cascade,
      "base_commit_sha" varchar(64) not null,
      "head_commit_sha" varchar(64) not null,
      "start_commit_sha" varchar(64) not null,
      "created_at" timestamptz not null default now(),
      constraint "merge_request_diffs_refs_unique" unique ("merge_request_id", "head_commit_sha", "base_commit_sha"));`);
    this
      .addSql(`insert into "merge_request_diffs" ("merge_request_id", "base_commit_sha", "head_commit_sha", "start_commit_sha")
      select "id", "base_sha", "head_sha", coalesce("start_sha", "base_sha") from "merge_requests"
      where "base_sha" is not null and "head_sha" is not null order by "id";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "merge_request_diffs" cascade;`);
  }
}
