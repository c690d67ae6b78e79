import { Migration } from '@mikro-orm/migrations';

/** CI: pipelines, their jobs and bridges (`ci_builds`), and job artifacts. */
export class Migration20261124070000_ci_pipelines extends Migration {
  override name = 'Migration20261124070000_ci_pipelines';

  override up(): void | Promise<void> {
    this.addSql(`create table "ci_pipelines" (
      "id" serial primary key,
      "project_id" int not null references "projects" ("id") on delete cascade,
      "iid" int not null,
      "ref" varchar(255) not null,
      "tag" boolean not null default false,
      "sha" varchar(64) not null,
      "before_sha" varchar(64) null,
      "source" text not null,
      "status" varchar(32) not null default 'created',
      "user_id" int null references "users" ("id") on delete set null,
      "name" varchar(255) null,
      "stages" jsonb not null default '[]',
      "variables" jsonb not null default '[]',
      "yaml_variables" jsonb not null default '{}',
      "yaml_errors" text null,
      "failure_reason" varchar(64) null,
      "source_job_id" int null,
      "source_pipeline_id" int null,
      "source_project_id" int null,
      "coverage" double precision null,
      "started_at" timestamptz null,
      "finished_at" timestamptz null,
      "duration" int null,
      "queued_duration" int null,
      "lock_version" int not null default 0,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null);`);
    this.addSql(`create index "ci_pipelines_project_id_ref_index" on "ci_pipelines" ("project_id", "ref");`);
    this.addSql(
      `create index "ci_pipelines_project_id_status_index" on "ci_pipelines" ("project_id", "status");`,
    );
    this.addSql(`create index "ci_pipelines_source_job_id_index" on "ci_pipelines" ("source_job_id");`);
    this.addSql(
      `create unique index "ci_pipelines_project_iid_unique" on "ci_pipelines" ("project_id", "iid");`,
    );

    this.addSql(`create table "ci_builds" (
      "id" serial primary key,
      "type" text not null,
      "pipeline_id" int not null references "ci_pipelines" ("id") on delete cascade,
      "project_id" int not null references "projects" ("id") on delete cascade,
      "name" varchar(255) not null,
      "stage" varchar(255) not null,
      "stage_idx" int not null,
      "status" varchar(32) not null default 'created',
      "when" varchar(32) not null,
      "allow_failure" boolean not null default false,
      "options" jsonb not null,
      "needs" jsonb null,
      "variables" jsonb not null default '{}',
      "ref" varchar(255) not null,
      "tag" boolean not null default false,
      "sha" varchar(64) not null,
      "user_id" int null references "users" ("id") on delete set null,
      "runner_id" int null,
      "token_digest" varchar(64) null,
      "retried" boolean not null default false,
      "retry_count" int not null default 0,
      "failure_reason" varchar(64) null,
      "exit_code" int null,
      "coverage" double precision null,
      "resource_group" varchar(255) null,
      "timeout_seconds" int null,
      "scheduled_at" timestamptz null,
      "queued_at" timestamptz null,
      "started_at" timestamptz null,
      "finished_at" timestamptz null,
      "erased_at" timestamptz null,
      "erased_by_id" int null references "users" ("id") on delete set null,
      "downstream_pipeline_id" int null,
      "trace_size" int not null default 0,
      "lock_version" int not null default 0,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null);`);
    this.addSql(`create index "ci_builds_pipeline_id_index" on "ci_builds" ("pipeline_id");`);
    this.addSql(`create index "ci_builds_project_id_status_index" on "ci_builds" ("project_id", "status");`);
    this.addSql(`create index "ci_builds_runner_id_index" on "ci_builds" ("runner_id");`);
    this.addSql(`create index "ci_builds_token_digest_index" on "ci_builds" ("token_digest");`);
    this.addSql(
      `create index "ci_builds_pending_queue" on "ci_builds" ("id") where "status" = 'pending' and "type" = 'Ci::Build';`,
    );

    this.addSql(`create table "ci_job_artifacts" (
      "id" serial primary key,
      "job_id" int not null references "ci_builds" ("id") on delete cascade,
      "project_id" int not null references "projects" ("id") on delete cascade,
      "file_type" varchar(32) not null,
      "file_format" varchar(32) not null,
      "filename" varchar(255) not null,
      "size" bigint not null,
      "storage_path" text not null,
      "expire_at" timestamptz null,
      "created_at" timestamptz not null);`);
    this.addSql(`create index "ci_job_artifacts_job_id_index" on "ci_job_artifacts" ("job_id");`);

    // Push events reach every instance; the one that claims an event creates its pipeline.
    this.addSql(
      `create table "ci_event_claims" ("event_id" bigint primary key, "created_at" timestamptz not null default now());`,
    );
  }
}
