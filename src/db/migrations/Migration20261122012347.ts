import { Migration } from '@mikro-orm/migrations';

export class Migration20261122012347 extends Migration {
  override name = 'Migration20261122012347';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "custom_attributes" ("id" serial primary key, "subject_type" text not null, "subject_id" int not null, "key" varchar(255) not null, "value" text not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "custom_attributes_subject_type_key_value_index" on "custom_attributes" ("subject_type", "key", "value");`,
    );
    this.addSql(
      `alter table "custom_attributes" add constraint "custom_attributes_subject_type_subject_id_key_unique" unique ("subject_type", "subject_id", "key");`,
    );
    this.addSql(
      `alter table "custom_attributes" add constraint "custom_attributes_subject_type_check" check ("subject_type" in ('User', 'Group', 'Project'));`,
    );

    this.addSql(
      `create table "domain_events" ("id" bigserial primary key, "type" varchar(255) not null, "payload" jsonb not null, "created_at" timestamptz not null, "dispatched_at" timestamptz null);`,
    );
    this.addSql(
      `create index "domain_events_undispatched" on "domain_events" ("id") where "dispatched_at" is null;`,
    );

    this.addSql(
      `create table "redirect_routes" ("id" serial primary key, "source_type" text not null, "source_id" int not null, "path" text not null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "redirect_routes_source_type_source_id_index" on "redirect_routes" ("source_type", "source_id");`,
    );
    this.addSql(
      `create unique index "redirect_routes_path_lower_unique" on "redirect_routes" (lower("path"));`,
    );
    this.addSql(
      `alter table "redirect_routes" add constraint "redirect_routes_source_type_check" check ("source_type" in ('Namespace', 'Project'));`,
    );

    this.addSql(
      `create table "users" ("id" serial primary key, "username" varchar(255) not null, "name" varchar(255) not null, "email" varchar(255) not null, "encrypted_password" varchar(255) null, "state" text not null default 'active', "user_type" text not null default 'human', "admin" boolean not null default false, "external" boolean not null default false, "locked_at" timestamptz null, "bio" text not null default '', "location" varchar(255) not null default '', "public_email" varchar(255) null, "commit_email" varchar(255) null, "skype" varchar(255) not null default '', "linkedin" varchar(255) not null default '', "twitter" varchar(255) not null default '', "discord" varchar(255) not null default '', "website_url" varchar(255) not null default '', "organization" varchar(255) not null default '', "job_title" varchar(255) not null default '', "pronouns" varchar(50) null, "work_information" varchar(255) null, "timezone" varchar(100) null, "avatar" varchar(255) null, "projects_limit" int not null default 100000, "can_create_group" boolean not null default true, "private_profile" boolean not null default false, "theme_id" int not null default 3, "color_scheme_id" int not null default 1, "note" text null, "two_factor_enabled" boolean not null default false, "confirmed_at" timestamptz null, "sign_in_count" int not null default 0, "current_sign_in_at" timestamptz null, "last_sign_in_at" timestamptz null, "current_sign_in_ip" varchar(64) null, "last_sign_in_ip" varchar(64) null, "last_activity_on" date null, "email_reset_offered_at" timestamptz null, "created_by_id" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "users_created_at_index" on "users" ("created_at");`);
    this.addSql(`create unique index "users_username_lower_unique" on "users" (lower("username"));`);
    this.addSql(`create unique index "users_email_lower_unique" on "users" (lower("email"));`);
    this.addSql(
      `alter table "users" add constraint "users_state_check" check ("state" in ('active', 'blocked', 'deactivated', 'blocked_pending_approval', 'banned', 'ldap_blocked'));`,
    );
    this.addSql(
      `alter table "users" add constraint "users_user_type_check" check ("user_type" in ('human', 'project_bot', 'service_account', 'ghost', 'support_bot'));`,
    );

    this.addSql(
      `create table "personal_access_tokens" ("id" serial primary key, "user_id" int not null, "name" varchar(255) not null, "description" text null, "token_digest" varchar(64) not null, "scopes" text[] not null default '{}', "impersonation" boolean not null default false, "revoked" boolean not null default false, "expires_at" date null, "last_used_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "personal_access_tokens" add constraint "personal_access_tokens_token_digest_unique" unique ("token_digest");`,
    );
    this.addSql(
      `create index "personal_access_tokens_user_id_index" on "personal_access_tokens" ("user_id");`,
    );

    this.addSql(
      `create table "oauth_applications" ("id" serial primary key, "name" varchar(255) not null, "uid" varchar(255) not null, "secret_digest" varchar(64) not null, "redirect_uri" text not null, "scopes" text[] not null default '{}', "confidential" boolean not null default true, "owner_id" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "oauth_applications" add constraint "oauth_applications_uid_unique" unique ("uid");`,
    );

    this.addSql(
      `create table "oauth_access_tokens" ("id" serial primary key, "user_id" int not null, "application_id" int null, "token_digest" varchar(64) not null, "refresh_token_digest" varchar(64) null, "scopes" text[] not null default '{}', "expires_in_seconds" int not null, "revoked_at" timestamptz null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "oauth_access_tokens" add constraint "oauth_access_tokens_token_digest_unique" unique ("token_digest");`,
    );
    this.addSql(
      `alter table "oauth_access_tokens" add constraint "oauth_access_tokens_refresh_token_digest_unique" unique ("refresh_token_digest");`,
    );
    this.addSql(`create index "oauth_access_tokens_user_id_index" on "oauth_access_tokens" ("user_id");`);

    this.addSql(
      `create table "namespaces" ("id" serial primary key, "kind" text not null, "name" varchar(255) not null, "path" varchar(255) not null, "full_path" text not null, "full_name" text not null, "parent_id" int null, "traversal_ids" integer[] not null default '{}', "owner_id" int null, "description" text not null default '', "visibility_level" int not null default 0, "avatar" varchar(255) null, "share_with_group_lock" boolean not null default false, "membership_lock" boolean not null default false, "require_two_factor_authentication" boolean not null default false, "two_factor_grace_period" int not null default 48, "project_creation_level" varchar(32) not null default 'developer', "subgroup_creation_level" varchar(32) not null default 'maintainer', "auto_devops_enabled" boolean null, "emails_enabled" boolean not null default true, "mentions_disabled" boolean not null default false, "lfs_enabled" boolean not null default true, "request_access_enabled" boolean not null default true, "default_branch" varchar(255) null, "default_branch_protection_defaults" jsonb null, "shared_runners_setting" varchar(64) not null default 'enabled', "file_template_project_id" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "namespaces_parent_id_index" on "namespaces" ("parent_id");`);
    this.addSql(
      `create unique index "namespaces_full_path_lower_unique" on "namespaces" (lower("full_path"));`,
    );
    this.addSql(`create index "namespaces_traversal_ids_gin" on "namespaces" using gin ("traversal_ids");`);
    this.addSql(
      `create unique index "namespaces_owner_user_unique" on "namespaces" ("owner_id") where "kind" = 'User';`,
    );
    this.addSql(
      `alter table "namespaces" add constraint "namespaces_kind_check" check ("kind" in ('User', 'Group'));`,
    );

    this.addSql(
      `create table "projects" ("id" serial primary key, "namespace_id" int not null, "creator_id" int null, "name" varchar(255) not null, "path" varchar(255) not null, "full_path" text not null, "description" text null, "visibility_level" int not null default 0, "archived" boolean not null default false, "default_branch" varchar(255) null, "topics" text[] not null default '{}', "avatar" varchar(255) null, "star_count" int not null default 0, "repository_storage" varchar(255) not null default 'default', "ci_config_path" varchar(255) null, "shared_runners_enabled" boolean not null default true, "lfs_enabled" boolean not null default true, "request_access_enabled" boolean not null default true, "emails_enabled" boolean not null default true, "public_jobs" boolean not null default true, "feature_access_levels" jsonb not null default '{}', "settings" jsonb not null default '{}', "pending_delete" boolean not null default false, "last_activity_at" timestamptz not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "projects_namespace_id_index" on "projects" ("namespace_id");`);
    this.addSql(`create index "projects_creator_id_index" on "projects" ("creator_id");`);
    this.addSql(`create unique index "projects_full_path_lower_unique" on "projects" (lower("full_path"));`);
    this.addSql(
      `create unique index "projects_namespace_path_lower_unique" on "projects" ("namespace_id", lower("path"));`,
    );

    this.addSql(
      `create table "project_group_links" ("id" serial primary key, "project_id" int not null, "group_id" int not null, "group_access" int not null, "expires_at" date null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "project_group_links_group_id_index" on "project_group_links" ("group_id");`);
    this.addSql(
      `alter table "project_group_links" add constraint "project_group_links_project_id_group_id_unique" unique ("project_id", "group_id");`,
    );

    this.addSql(
      `create table "group_group_links" ("id" serial primary key, "shared_group_id" int not null, "shared_with_id" int not null, "group_access" int not null, "expires_at" date null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "group_group_links_shared_with_id_index" on "group_group_links" ("shared_with_id");`,
    );
    this.addSql(
      `alter table "group_group_links" add constraint "group_group_links_shared_group_id_shared_with_id_unique" unique ("shared_group_id", "shared_with_id");`,
    );

    this.addSql(
      `create table "members" ("id" serial primary key, "source_type" text not null, "source_id" int not null, "user_id" int null, "access_level" int not null, "expires_at" date null, "created_by_id" int null, "invite_email" varchar(255) null, "invite_token_digest" varchar(64) null, "invite_accepted_at" timestamptz null, "invite_source" varchar(255) null, "requested_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "members_user_id_index" on "members" ("user_id");`);
    this.addSql(
      `create index "members_source_type_source_id_index" on "members" ("source_type", "source_id");`,
    );
    this.addSql(
      `create unique index "members_source_user_unique" on "members" ("source_type", "source_id", "user_id") where "user_id" is not null;`,
    );
    this.addSql(
      `create unique index "members_source_invite_email_unique" on "members" ("source_type", "source_id", lower("invite_email")) where "invite_email" is not null;`,
    );
    this.addSql(
      `alter table "members" add constraint "members_source_type_check" check ("source_type" in ('Project', 'Namespace'));`,
    );

    this.addSql(
      `create table "identities" ("id" serial primary key, "user_id" int not null, "provider" varchar(255) not null, "extern_uid" varchar(255) not null, "saml_provider_id" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "identities_user_id_index" on "identities" ("user_id");`);
    this.addSql(
      `alter table "identities" add constraint "identities_provider_extern_uid_unique" unique ("provider", "extern_uid");`,
    );

    this.addSql(
      `alter table "users" add constraint "users_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "personal_access_tokens" add constraint "personal_access_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "oauth_applications" add constraint "oauth_applications_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "oauth_access_tokens" add constraint "oauth_access_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "oauth_access_tokens" add constraint "oauth_access_tokens_application_id_foreign" foreign key ("application_id") references "oauth_applications" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "namespaces" add constraint "namespaces_parent_id_foreign" foreign key ("parent_id") references "namespaces" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "namespaces" add constraint "namespaces_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "projects" add constraint "projects_namespace_id_foreign" foreign key ("namespace_id") references "namespaces" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "projects" add constraint "projects_creator_id_foreign" foreign key ("creator_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "project_group_links" add constraint "project_group_links_project_id_foreign" foreign key ("project_id") references "projects" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "project_group_links" add constraint "project_group_links_group_id_foreign" foreign key ("group_id") references "namespaces" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "group_group_links" add constraint "group_group_links_shared_group_id_foreign" foreign key ("shared_group_id") references "namespaces" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "group_group_links" add constraint "group_group_links_shared_with_id_foreign" foreign key ("shared_with_id") references "namespaces" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "members" add constraint "members_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "members" add constraint "members_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "identities" add constraint "identities_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }
}
