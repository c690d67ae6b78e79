import { Migration } from '@mikro-orm/migrations';

/**
 * Merge request pipelines: a pipeline knows the merge request it runs for, which kind it is
 * (`detached`, `merged_result`, `merge_train`), the source and target heads a merged result was
 * made of, and the `CI_MERGE_REQUEST_*` variables it was created with. Push events already turned
 * into merge request pipelines are claimed per merge request, so that a redelivered event or a
 * second instance creates none twice.
 */
export class Migration20261201300000_merge_request_pipelines extends Migration {
  override name = 'Migration20261201300000_merge_request_pipelines';

  override up(): void | Promise<void> {
    this.addSql(`alter table "ci_pipelines"
      add column "merge_request_id" int null references "merge_requests" ("id") on delete set null,
      add column "merge_request_event_type" varchar(16) null,
      add column "source_sha" varchar(64) null,
      add column "target_sha" varchar(64) null,
      add column "merge_request_variables" jsonb null;`);
    this.addSql(
      `create index "ci_pipelines_merge_request_id_id_index" on "ci_pipelines" ("merge_request_id", "id") where "merge_request_id" is not null;`,
    );
    this.addSql(
      `create index "ci_pipelines_project_ref_sha_index" on "ci_pipelines" ("project_id", "ref", "sha");`,
    );
    this.addSql(`create table "merge_request_pipeline_claims" (
      "event_id" bigint not null,
      "merge_request_id" int not null references "merge_requests" ("id") on delete cascade,
      "created_at" timestamptz not null default now(),
      primary key ("event_id", "merge_request_id"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "merge_request_pipeline_claims";`);
    this.addSql(`drop index if exists "ci_pipelines_project_ref_sha_index";`);
    this.addSql(`drop index if exists "ci_pipelines_merge_request_id_id_index";`);
    this
      .addSql(`alter table "ci_pipelines" drop column "merge_request_id", drop column "merge_request_event_type",
      drop column "source_sha", drop column "target_sha", drop column "merge_request_variables";`);
  }
}
