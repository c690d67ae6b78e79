import { Migration } from '@mikro-orm/migrations';

/**
 * Service hooks (GitLab's `ServiceHook`): the webhook row through which an integration's requests
 * are delivered, one per integration (`integration_id`, removed with it). It belongs to no project
 * or group of its own and holds no settings: what it sends is built from the integration's.
 */
export class Migration20261205000000_service_hooks extends Migration {
  override name = 'Migration20261205000000_service_hooks';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "web_hooks"
        add column "integration_id" int null references "integrations" ("id") on delete cascade,
        add constraint "web_hooks_integration_id_unique" unique ("integration_id"),
        drop constraint "web_hooks_type_check",
        drop constraint "web_hooks_check",
        add constraint "web_hooks_type_check"
          check ("type" in ('ProjectHook', 'GroupHook', 'SystemHook', 'ServiceHook')),
        add constraint "web_hooks_owner_check"
          check (("type" = 'ProjectHook' and "project_id" is not null and "group_id" is null
                  and "integration_id" is null)
            or ("type" = 'GroupHook' and "group_id" is not null and "project_id" is null
                and "integration_id" is null)
            or ("type" = 'SystemHook' and "project_id" is null and "group_id" is null
                and "integration_id" is null)
            or ("type" = 'ServiceHook' and "integration_id" is not null and "project_id" is null
                and "group_id" is null));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "web_hooks" where "type" = 'ServiceHook';`);
    this.addSql(
      `alter table "web_hooks"
        drop constraint "web_hooks_owner_check",
        drop constraint "web_hooks_type_check",
        drop column "integration_id",
        add constraint "web_hooks_type_check" check ("type" in ('ProjectHook', 'GroupHook', 'SystemHook')),
        add constraint "web_hooks_check"
          check (("type" = 'ProjectHook' and "project_id" is not null and "group_id" is null)
            or ("type" = 'GroupHook' and "group_id" is not null and "project_id" is null)
            or ("type" = 'SystemHook' and "project_id" is null and "group_id" is null));`,
    );
  }
}
