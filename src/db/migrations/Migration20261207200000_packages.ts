import { Migration } from '@mikro-orm/migrations';

/**
 * The package registry: packages (npm, PyPI, generic) with their files, and the project rules that
 * protect package names from pushes by callers below a minimum access level.
 */
export class Migration20261207200000_packages extends Migration {
  override name = 'Migration20261207200000_packages';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "packages_packages" (
        "id" serial primary key,
        "project_id" int not null references "projects" ("id") on delete cascade,
        "name" varchar(255) not null,
        "version" varchar(255) not null,
        "package_type" varchar(32) not null,
        "status" varchar(32) not null default 'default',
        "metadata" jsonb not null,
        "tags" text[] not null default '{}',
        "last_downloaded_at" timestamptz null,
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null
      );`,
    );
    this.addSql(
      `create index "packages_packages_project_type_name_index" on "packages_packages" ("project_id", "package_type", "name", "version");`,
    );
    this.addSql(
      `create table "packages_package_files" (
        "id" serial primary key,
        "package_id" int not null references "packages_packages" ("id") on delete cascade,
        "file_name" varchar(255) not null,
        "size" bigint not null,
        "file_md5" varchar(32) not null,
        "file_sha1" varchar(40) not null,
        "file_sha256" varchar(64) not null,
        "store_path" text not null,
        "created_at" timestamptz not null
      );`,
    );
    this.addSql(
      `create index "packages_package_files_package_id_index" on "packages_package_files" ("package_id");`,
    );
    this.addSql(
      `create table "packages_protection_rules" (
        "id" serial primary key,
        "project_id" int not null references "projects" ("id") on delete cascade,
        "package_name_pattern" varchar(255) not null,
        "package_type" varchar(32) not null,
        "minimum_access_level_for_push" int null,
        "minimum_access_level_for_delete" int null,
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null,
        constraint "packages_protection_rules_unique" unique ("project_id", "package_type", "package_name_pattern")
      );`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "packages_protection_rules";`);
    this.addSql(`drop table if exists "packages_package_files";`);
    this.addSql(`drop table if exists "packages_packages";`);
  }
}
