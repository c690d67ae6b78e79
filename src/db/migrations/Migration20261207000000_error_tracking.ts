import { Migration } from '@mikro-orm/migrations';

/**
 * Integrated error tracking: client keys and the setting of a project, and the errors and events
 * Sentry SDKs send (errors grouped by fingerprint, the users each affected).
 */
export class Migration20261207000000_error_tracking extends Migration {
  override name = 'Migration20261207000000_error_tracking';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "error_tracking_client_keys" (
        "id" serial primary key,
        "project_id" int not null references "projects" ("id") on delete cascade,
        "active" boolean not null default true,
        "public_key" varchar(255) not null unique,
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null
      );`,
    );
    this.addSql(
      `create index "error_tracking_client_keys_project_id_index" on "error_tracking_client_keys" ("project_id");`,
    );
    this.addSql(
      `create table "error_tracking_settings" (
        "project_id" int primary key references "projects" ("id") on delete cascade,
        "enabled" boolean not null default false,
        "integrated" boolean not null default true,
        "updated_at" timestamptz not null
      );`,
    );
    this.addSql(
      `create table "error_tracking_errors" (
        "id" serial primary key,
        "project_id" int not null references "projects" ("id") on delete cascade,
        "fingerprint" varchar(64) not null,
        "name" text not null,
        "description" text not null,
        "actor" text not null,
        "platform" text null,
        "status" varchar(16) not null default 'unresolved',
        "event_count" int not null default 0,
        "first_seen_at" timestamptz not null,
        "last_seen_at" timestamptz not null,
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null,
        constraint "error_tracking_errors_project_fingerprint_unique" unique ("project_id", "fingerprint")
      );`,
    );
    this.addSql(
      `create index "error_tracking_errors_project_last_seen_index" on "error_tracking_errors" ("project_id", "last_seen_at" desc, "id" desc);`,
    );
    this.addSql(
      `create index "error_tracking_errors_last_seen_index" on "error_tracking_errors" ("last_seen_at");`,
    );
    this.addSql(
      `create table "error_tracking_error_events" (
        "id" bigserial primary key,
        "error_id" int not null references "error_tracking_errors" ("id") on delete cascade,
        "project_id" int not null,
        "description" text not null,
        "environment" text null,
        "level" text null,
        "occurred_at" timestamptz not null,
        "payload" jsonb not null,
        "created_at" timestamptz not null
      );`,
    );
    this.addSql(
      `create index "error_tracking_error_events_error_index" on "error_tracking_error_events" ("error_id", "occurred_at" desc, "id" desc);`,
    );
    this.addSql(
      `create index "error_tracking_error_events_occurred_index" on "error_tracking_error_events" ("occurred_at");`,
    );
    this.addSql(
      `create table "error_tracking_error_users" (
        "error_id" int not null references "error_tracking_errors" ("id") on delete cascade,
        "user_key" text not null,
        primary key ("error_id", "user_key")
      );`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "error_tracking_error_users";`);
    this.addSql(`drop table if exists "error_tracking_error_events";`);
    this.addSql(`drop table if exists "error_tracking_errors";`);
    this.addSql(`drop table if exists "error_tracking_settings";`);
    this.addSql(`drop table if exists "error_tracking_client_keys";`);
  }
}
