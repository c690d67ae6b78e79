import { Migration } from '@mikro-orm/migrations';

/**
 * Webhooks (GitLab's `web_hooks`, typed `ProjectHook`, `GroupHook` or `SystemHook`): their event
 * flags, push branch filter, write-only secrets (token, URL variables, custom header values; all
 * encrypted) and auto-disabling state.
 */
export class Migration20261204100000_web_hooks extends Migration {
  override name = 'Migration20261204100000_web_hooks';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "web_hooks" (
        "id" serial primary key,
        "type" varchar(32) not null check ("type" in ('ProjectHook', 'GroupHook', 'SystemHook')),
        "project_id" int null references "projects" ("id") on delete cascade,
        "group_id" int null references "namespaces" ("id") on delete cascade,
        "url" text not null,
        "name" varchar(255) null,
        "description" text null,
        "encrypted_token" text null,
        "push_events" boolean not null default true,
        "tag_push_events" boolean not null default false,
        "merge_requests_events" boolean not null default false,
        "note_events" boolean not null default false,
        "confidential_note_events" boolean not null default false,
        "issues_events" boolean not null default false,
        "confidential_issues_events" boolean not null default false,
        "job_events" boolean not null default false,
        "pipeline_events" boolean not null default false,
        "wiki_page_events" boolean not null default false,
        "deployment_events" boolean not null default false,
        "releases_events" boolean not null default false,
        "subgroup_events" boolean not null default false,
        "member_events" boolean not null default false,
        "resource_access_token_events" boolean not null default false,
        "emoji_events" boolean not null default false,
        "repository_update_events" boolean not null default false,
        "feature_flag_events" boolean not null default false,
        "push_events_branch_filter" text null,
        "branch_filter_strategy" varchar(32) not null default 'wildcard'
          check ("branch_filter_strategy" in ('wildcard', 'regex', 'all_branches')),
        "enable_ssl_verification" boolean not null default true,
        "custom_webhook_template" text null,
        "encrypted_url_variables" text null,
        "encrypted_custom_headers" text null,
        "recent_failures" int not null default 0,
        "backoff_count" int not null default 0,
        "disabled_until" timestamptz null,
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null,
        check (("type" = 'ProjectHook' and "project_id" is not null and "group_id" is null)
            or ("type" = 'GroupHook' and "group_id" is not null and "project_id" is null)
            or ("type" = 'SystemHook' and "project_id" is null and "group_id" is null))
      );`,
    );
    this.addSql(`create index "web_hooks_project_id_index" on "web_hooks" ("project_id");`);
    this.addSql(`create index "web_hooks_group_id_index" on "web_hooks" ("group_id");`);
    this.addSql(`create index "web_hooks_system_index" on "web_hooks" ("id") where "type" = 'SystemHook';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "web_hooks";`);
  }
}
