import { Migration } from '@mikro-orm/migrations';

/**
 * Group SAML single sign-on: a top-level group's identity provider, its groups' SAML group links,
 * the memberships SAML made (so later sign-ins change only those), and the assertions sign-ins used
 * (so that none is used twice). A SAML identity is unique
 * per provider *and* SAML provider: one NameID may sign in to two groups' IdPs as two people.
 */
export class Migration20261206000000_saml extends Migration {
  override name = 'Migration20261206000000_saml';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "saml_providers" (
        "id" serial primary key,
        "group_id" int not null references "namespaces" ("id") on delete cascade,
        "enabled" boolean not null default true,
        "sso_url" text not null,
        "certificate_fingerprint" varchar(255) not null,
        "enforced_sso" boolean not null default false,
        "default_membership_role" int not null default 10,
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null,
        constraint "saml_providers_group_id_unique" unique ("group_id")
      );`,
    );
    this.addSql(
      `create table "saml_group_links" (
        "id" serial primary key,
        "group_id" int not null references "namespaces" ("id") on delete cascade,
        "saml_group_name" varchar(255) not null,
        "access_level" int not null,
        "member_role_id" int null,
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null,
        constraint "saml_group_links_group_id_saml_group_name_unique" unique ("group_id", "saml_group_name")
      );`,
    );
    this.addSql(
      `create table "saml_memberships" (
        "member_id" int primary key references "members" ("id") on delete cascade,
        "saml_provider_id" int not null references "saml_providers" ("id") on delete cascade,
        "created_at" timestamptz not null
      );`,
    );
    this.addSql(
      `create index "saml_memberships_saml_provider_id_index" on "saml_memberships" ("saml_provider_id");`,
    );
    this.addSql(
      `create table "saml_used_assertions" (
        "id" serial primary key,
        "saml_provider_id" int not null references "saml_providers" ("id") on delete cascade,
        "assertion_id" varchar(255) not null,
        "expires_at" timestamptz not null,
        constraint "saml_used_assertions_saml_provider_id_assertion_id_unique" unique ("saml_provider_id", "assertion_id")
      );`,
    );
    this.addSql(
      `create index "saml_used_assertions_expires_at_index" on "saml_used_assertions" ("expires_at");`,
    );
    this.addSql(`alter table "identities" drop constraint "identities_provider_extern_uid_unique";`);
    this.addSql(
      `alter table "identities" add constraint "identities_provider_extern_uid_saml_provider_id_unique"
        unique nulls not distinct ("provider", "extern_uid", "saml_provider_id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "identities" drop constraint "identities_provider_extern_uid_saml_provider_id_unique";`,
    );
    this.addSql(
      `alter table "identities" add constraint "identities_provider_extern_uid_unique" unique ("provider", "extern_uid");`,
    );
    this.addSql(`drop table if exists "saml_used_assertions";`);
    this.addSql(`drop table if exists "saml_memberships";`);
    this.addSql(`drop table if exists "saml_group_links";`);
    this.addSql(`drop table if exists "saml_providers";`);
  }
}
