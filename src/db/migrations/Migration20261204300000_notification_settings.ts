import { Migration } from '@mikro-orm/migrations';

/**
 * Users' notification settings (GitLab's `notification_settings`): the global one (no source), and one
 * per project or group the user set a level on. `project_id` and `namespace_id` are generated from the
 * polymorphic source so that foreign keys delete the settings of a deleted project or group.
 */
export class Migration20261204300000_notification_settings extends Migration {
  override name = 'Migration20261204300000_notification_settings';

  override up(): void | Promise<void> {
    const events = [
      ['new_note', false],
      ['new_issue', false],
      ['reopen_issue', false],
      ['close_issue', false],
      ['reassign_issue', false],
      ['issue_due', false],
      ['new_merge_request', false],
      ['push_to_merge_request', false],
      ['reopen_merge_request', false],
      ['close_merge_request', false],
      ['reassign_merge_request', false],
      ['merge_merge_request', false],
      ['failed_pipeline', true],
      ['fixed_pipeline', true],
      ['success_pipeline', false],
      ['moved_project', true],
      ['merge_when_pipeline_succeeds', false],
    ] as const;
    this.addSql(
      `create table "notification_settings" (
        "id" serial primary key,
        "user_id" int not null references "users" ("id") on delete cascade,
        "source_type" varchar(16) null check ("source_type" in ('Project', 'Namespace')),
        "source_id" int null,
        "project_id" int generated always as (case when "source_type" = 'Project' then "source_id" end) stored
          references "projects" ("id") on delete cascade,
        "namespace_id" int generated always as (case when "source_type" = 'Namespace' then "source_id" end) stored
          references "namespaces" ("id") on delete cascade,
        "level" varchar(16) not null
          check ("level" in ('disabled', 'participating', 'watch', 'global', 'mention', 'custom')),
        "notification_email" varchar(255) null,
        ${events.map(([name, on]) => `"${name}" boolean not null default ${on},`).join('\n        ')}
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null,
        check (("source_type" is null) = ("source_id" is null)),
        check ("source_type" is null or "notification_email" is null),
        -- One setting per user and source; the global one (no source) counts as a source of its own.
        constraint "notification_settings_user_source_unique"
          unique nulls not distinct ("user_id", "source_type", "source_id")
      );`,
    );
    this.addSql(
      `create index "notification_settings_source_index" on "notification_settings" ("source_type", "source_id");`,
    );
    this.addSql(
      `create index "notification_settings_project_id_index" on "notification_settings" ("project_id") where "project_id" is not null;`,
    );
    this.addSql(
      `create index "notification_settings_namespace_id_index" on "notification_settings" ("namespace_id") where "namespace_id" is not null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table "notification_settings";`);
  }
}
