import { Migration } from '@mikro-orm/migrations';

/**
 * Groups' links to LDAP directory groups (by `cn`) or user filters (by `filter`), per provider,
 * with the access level their members get when the group is synced.
 */
export class Migration20261205400000_ldap_group_links extends Migration {
  override name = 'Migration20261205400000_ldap_group_links';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "ldap_group_links" (
        "id" serial primary key,
        "group_id" int not null references "namespaces" ("id") on delete cascade,
        "cn" varchar(255) null,
        "filter" text null,
        "group_access" int not null,
        "provider" varchar(255) not null,
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null,
        constraint "ldap_group_links_cn_or_filter" check (("cn" is null) <> ("filter" is null))
      );`,
    );
    this.addSql(`create index "ldap_group_links_group_id_index" on "ldap_group_links" ("group_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "ldap_group_links";`);
  }
}
