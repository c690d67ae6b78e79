import { Migration } from '@mikro-orm/migrations';

/**
 * Project integrations (GitLab's `integrations`): one row per project and kind (its slug), active or
 * not, its event flags, plain parameters as JSON and write-only ones encrypted. `inherit_from_id`
 * will point at an instance or group default.
 */
export class Migration20261204700000_integrations extends Migration {
  override name = 'Migration20261204700000_integrations';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "integrations" (
        "id" serial primary key,
        "project_id" int not null references "projects" ("id") on delete cascade,
        "type" varchar(64) not null,
        "active" boolean not null default false,
        "inherit_from_id" int null references "integrations" ("id") on delete set null,
        "properties" jsonb not null default '{}',
        "encrypted_secrets" text null,
        "commit_events" boolean not null default false,
        "push_events" boolean not null default false,
        "issues_events" boolean not null default false,
        "alert_events" boolean not null default false,
        "confidential_issues_events" boolean not null default false,
        "merge_requests_events" boolean not null default false,
        "tag_push_events" boolean not null default false,
        "deployment_events" boolean not null default false,
        "note_events" boolean not null default false,
        "confidential_note_events" boolean not null default false,
        "pipeline_events" boolean not null default false,
        "wiki_page_events" boolean not null default false,
        "job_events" boolean not null default false,
        "vulnerability_events" boolean not null default false,
        "comment_on_event_enabled" boolean not null default true,
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null,
        constraint "integrations_project_id_type_unique" unique ("project_id", "type")
      );`,
    );
    this.addSql(`create index "integrations_inherit_from_id_index" on "integrations" ("inherit_from_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "integrations";`);
  }
}
