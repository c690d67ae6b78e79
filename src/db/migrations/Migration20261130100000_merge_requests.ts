import { Migration } from '@mikro-orm/migrations';

/**
 * Merge requests (GitLab's `merge_requests`, numbered by `iid` per target project) and what hangs
 * off them: assignees, reviewers, labels, time logs, subscriptions and approvals.
 */
export class Migration20261130100000_merge_requests extends Migration {
  override name = 'Migration20261130100000_merge_requests';

  override up(): void | Promise<void> {
    this.addSql(`create table "merge_requests" (
      "id" serial primary key, "iid" int not null,
      "target_project_id" int not null references "projects" ("id") on delete cascade,
      "source_project_id" int not null references "projects" ("id") on delete cascade,
      "source_branch" varchar(255) not null, "target_branch" varchar(255) not null,
      "title" varchar(255) not null, "description" text null,
      "state" varchar(16) not null default 'opened',
      "author_id" int null references "users" ("id") on delete set null,
      "milestone_id" int null references "milestones" ("id") on delete set null,
      "merge_user_id" int null references "users" ("id") on delete set null,
      "merged_at" timestamptz null,
      "closed_by_id" int null references "users" ("id") on delete set null,
      "closed_at" timestamptz null,
      "merge_commit_sha" varchar(64) null, "squash_commit_sha" varchar(64) null,
      "squash" boolean not null default false,
      "discussion_locked" boolean null,
      "force_remove_source_branch" boolean not null default false,
      "allow_collaboration" boolean not null default false,
      "merge_when_pipeline_succeeds" boolean not null default false,
      "merge_error" text null,
      "merge_status" varchar(32) not null default 'unchecked',
      "head_pipeline_id" int null references "ci_pipelines" ("id") on delete set null,
      "base_sha" varchar(64) null, "head_sha" varchar(64) null, "start_sha" varchar(64) null,
      "changes_count" varchar(16) null,
      "time_estimate" int not null default 0,
      "prepared_at" timestamptz null,
      "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(
      `create unique index "merge_requests_target_iid_unique" on "merge_requests" ("target_project_id", "iid");`,
    );
    this.addSql(`create index "merge_requests_author_index" on "merge_requests" ("author_id");`);
    this.addSql(
      `create index "merge_requests_source_index" on "merge_requests" ("source_project_id", "source_branch");`,
    );
    this.addSql(`create index "merge_requests_milestone_index" on "merge_requests" ("milestone_id");`);

    for (const table of ['merge_request_assignees', 'merge_request_reviewers']) {
      this.addSql(`create table "${table}" (
        "merge_request_id" int not null references "merge_requests" ("id") on delete cascade,
        "user_id" int not null references "users" ("id") on delete cascade,
        "created_at" timestamptz not null default now(),
        primary key ("merge_request_id", "user_id"));`);
      this.addSql(`create index "${table}_user_index" on "${table}" ("user_id");`);
    }
    this.addSql(`create table "merge_request_labels" (
      "merge_request_id" int not null references "merge_requests" ("id") on delete cascade,
      "label_id" int not null references "labels" ("id") on delete cascade,
      "created_at" timestamptz not null default now(),
      primary key ("merge_request_id", "label_id"));`);
    this.addSql(`create index "merge_request_labels_label_index" on "merge_request_labels" ("label_id");`);
    this.addSql(`create table "merge_request_timelogs" (
      "id" serial primary key,
      "merge_request_id" int not null references "merge_requests" ("id") on delete cascade,
      "user_id" int null references "users" ("id") on delete set null,
      "time_spent" int not null, "spent_at" timestamptz not null, "summary" text null,
      "created_at" timestamptz not null default now());`);
    this.addSql(
      `create index "merge_request_timelogs_mr_index" on "merge_request_timelogs" ("merge_request_id");`,
    );
    this.addSql(`create table "merge_request_subscriptions" (
      "merge_request_id" int not null references "merge_requests" ("id") on delete cascade,
      "user_id" int not null references "users" ("id") on delete cascade,
      "subscribed" boolean not null,
      primary key ("merge_request_id", "user_id"));`);
    this.addSql(`create table "merge_request_approvals" (
      "merge_request_id" int not null references "merge_requests" ("id") on delete cascade,
      "user_id" int not null references "users" ("id") on delete cascade,
      "created_at" timestamptz not null default now(),
      primary key ("merge_request_id", "user_id"));`);
  }

  override down(): void | Promise<void> {
    for (const table of [
      'merge_request_approvals',
      'merge_request_subscriptions',
      'merge_request_timelogs',
      'merge_request_labels',
      'merge_request_reviewers',
      'merge_request_assignees',
      'merge_requests',
    ]) {
      this.addSql(`drop table "${table}";`);
    }
  }
}
