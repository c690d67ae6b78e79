import { Migration } from '@mikro-orm/migrations';

/**
 * Webhook deliveries: which domain events have been turned into deliveries
 * (`web_hook_event_claims`, with the payload the event's hooks share), and one row per delivery
 * (`web_hook_logs`, GitLab's hook log): pending until a deliverer takes it, then its request,
 * response and duration. Pending rows are the durable queue: a crash leaves them for the next start.
 */
export class Migration20261204400000_web_hook_deliveries extends Migration {
  override name = 'Migration20261204400000_web_hook_deliveries';

  override up(): void | Promise<void> {
    this.addSql(`create table "web_hook_payloads" (
      "id" bigserial primary key,
      "event_id" bigint null unique,
      "trigger" varchar(64) not null,
      "event_uuid" uuid not null,
      "payload" jsonb not null,
      "created_at" timestamptz not null default now());`);
    this.addSql(`create table "web_hook_logs" (
      "id" bigserial primary key,
      "web_hook_id" int not null references "web_hooks" ("id") on delete cascade,
      "payload_id" bigint not null references "web_hook_payloads" ("id") on delete cascade,
      "idempotency_key" uuid not null,
      "state" varchar(16) not null default 'pending' check ("state" in ('pending', 'delivering', 'done')),
      "claimed_at" timestamptz null,
      "url" text null,
      "request_headers" jsonb null,
      "request_data" text null,
      "response_status" varchar(32) null,
      "response_headers" jsonb null,
      "response_body" text null,
      "execution_duration" double precision null,
      "internal_error_message" text null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now());`);
    this.addSql(`create index "web_hook_logs_hook_index" on "web_hook_logs" ("web_hook_id", "id");`);
    this.addSql(
      `create index "web_hook_logs_unfinished_index" on "web_hook_logs" ("id") where "state" <> 'done';`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "web_hook_logs";`);
    this.addSql(`drop table if exists "web_hook_payloads";`);
  }
}
