import { Migration } from '@mikro-orm/migrations';

/**
 * Instance-level and group-level integration defaults (GitLab's `instance` and `group_id` on
 * `integrations`): a row belongs to exactly one of a project, a group or the instance, with one
 * row per owner and kind. Project and group rows that follow a default point at it through
 * `inherit_from_id` and hold a copy of its settings.
 */
export class Migration20261205200000_integration_defaults extends Migration {
  override name = 'Migration20261205200000_integration_defaults';

  override up(): void | Promise<void> {
    this.addSql(`alter table "integrations" alter column "project_id" drop not null;`);
    this.addSql(
      `alter table "integrations"
        add column "group_id" int null references "namespaces" ("id") on delete cascade,
        add column "instance" boolean not null default false;`,
    );
    this.addSql(
      `alter table "integrations" add constraint "integrations_one_owner" check (
        ("project_id" is not null)::int + ("group_id" is not null)::int + "instance"::int = 1);`,
    );
    this.addSql(
      `alter table "integrations" add constraint "integrations_group_id_type_unique" unique ("group_id", "type");`,
    );
    this.addSql(
      `create unique index "integrations_instance_type_unique" on "integrations" ("type") where "instance";`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "integrations" where "project_id" is null;`);
    this.addSql(`drop index if exists "integrations_instance_type_unique";`);
    this.addSql(`alter table "integrations" drop constraint if exists "integrations_group_id_type_unique";`);
    this.addSql(`alter table "integrations" drop constraint if exists "integrations_one_owner";`);
    this.addSql(`alter table "integrations" drop column "group_id", drop column "instance";`);
    this.addSql(`alter table "integrations" alter column "project_id" set not null;`);
  }
}
