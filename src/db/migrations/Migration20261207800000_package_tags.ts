import { Migration } from '@mikro-orm/migrations';

/**
 * npm dist-tags become rows of their own (GitLab's `packages_tags`), out of the `tags` array of
 * their package: a tag has an id and dates, and moves between versions as a row. Packages published
 * by a CI job keep the job's pipeline (GitLab's `packages_build_infos`).
 */
export class Migration20261207800000_package_tags extends Migration {
  override name = 'Migration20261207800000_package_tags';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "packages_tags" (
        "id" serial primary key,
        "package_id" int not null references "packages_packages" ("id") on delete cascade,
        "project_id" int not null references "projects" ("id") on delete cascade,
        "name" varchar(255) not null,
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null,
        constraint "packages_tags_package_id_name_unique" unique ("package_id", "name")
      );`,
    );
    this.addSql(
      `create index "packages_tags_project_id_name_index" on "packages_tags" ("project_id", "name");`,
    );
    // The array's order becomes the rows' order; the package's last update stands for the tag's dates.
    this.addSql(
      `insert into "packages_tags" ("package_id", "project_id", "name", "created_at", "updated_at")
        select p."id", p."project_id", t."name", p."updated_at", p."updated_at"
        from "packages_packages" p cross join lateral unnest(p."tags") with ordinality as t("name", "position")
        order by p."id", t."position"
        on conflict do nothing;`,
    );
    this.addSql(`alter table "packages_packages" drop column "tags";`);
    this.addSql(
      `create table "packages_build_infos" (
        "id" serial primary key,
        "package_id" int not null references "packages_packages" ("id") on delete cascade,
        "pipeline_id" int null references "ci_pipelines" ("id") on delete set null
      );`,
    );
    this.addSql(
      `create index "packages_build_infos_package_id_id_index" on "packages_build_infos" ("package_id", "id");`,
    );
    this.addSql(
      `create index "packages_build_infos_pipeline_id_index" on "packages_build_infos" ("pipeline_id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "packages_build_infos";`);
    this.addSql(`alter table "packages_packages" add column "tags" text[] not null default '{}';`);
    this.addSql(
      `update "packages_packages" p set "tags" = t."names"
        from (select "package_id", array_agg("name" order by "id") as "names" from "packages_tags" group by "package_id") t
        where t."package_id" = p."id";`,
    );
    this.addSql(`drop table if exists "packages_tags";`);
  }
}
