import { Migration } from '@mikro-orm/migrations';

/**
 * Merging merge requests: the cached mergeability (conflicts, a needed rebase), the rebase in
 * progress, the parameters auto-merge keeps until its pipeline succeeds, and the merge journal
 * (a row written before the target branch moves, completed after; startup finishes or drops what a
 * crash left pending).
 */
export class Migration20261201100000_merge_request_merging extends Migration {
  override name = 'Migration20261201100000_merge_request_merging';

  override up(): void | Promise<void> {
    this.addSql(`alter table "merge_requests"
      add column "has_conflicts" boolean not null default false,
      add column "needs_rebase" boolean not null default false,
      add column "rebase_in_progress" boolean not null default false,
      add column "should_remove_source_branch" boolean null,
      add column "auto_merge_strategy" varchar(64) null,
      add column "merge_params" jsonb null;`);
    this.addSql(`create table "merge_request_merge_journals" (
      "id" serial primary key,
      "merge_request_id" int not null references "merge_requests" ("id") on delete cascade,
      "project_id" int not null references "projects" ("id") on delete cascade,
      "user_id" int null references "users" ("id") on delete set null,
      "target_branch" varchar(255) not null,
      "old_sha" varchar(64) not null,
      "new_sha" varchar(64) not null,
      "merge_commit_sha" varchar(64) null,
      "squash_commit_sha" varchar(64) null,
      "source_branch" varchar(255) null,
      "source_sha" varchar(64) null,
      "remove_source_branch" boolean not null default false,
      "created_at" timestamptz not null default now());`);
    // One merge in flight per merge request.
    this.addSql(
      `create unique index "merge_request_merge_journals_merge_request_unique" on "merge_request_merge_journals" ("merge_request_id");`,
    );
    // Auto-merges waiting for a pipeline.
    this.addSql(
      `create index "merge_requests_auto_merge_index" on "merge_requests" ("head_pipeline_id") where "merge_when_pipeline_succeeds";`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "merge_request_merge_journals";`);
    this.addSql(`drop index if exists "merge_requests_auto_merge_index";`);
    this.addSql(`alter table "merge_requests" drop column "has_conflicts", drop column "needs_rebase",
      drop column "rebase_in_progress", drop column "should_remove_source_branch",
      drop column "auto_merge_strategy", drop column "merge_params";`);
  }
}
