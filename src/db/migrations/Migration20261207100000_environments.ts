import { Migration } from '@mikro-orm/migrations';

/**
 * Environments and their deployments (made by CI jobs with `environment:` or through the API),
 * clusters added as existing Kubernetes clusters (records only; the service never calls them), and
 * metrics dashboard annotations on an environment or a cluster.
 */
export class Migration20261207100000_environments extends Migration {
  override name = 'Migration20261207100000_environments';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "environments" (
        "id" serial primary key,
        "project_id" int not null references "projects" ("id") on delete cascade,
        "name" varchar(255) not null,
        "slug" varchar(255) not null,
        "external_url" varchar(255) null,
        "description" text null,
        "state" varchar(16) not null default 'available',
        "tier" varchar(16) not null,
        "auto_stop_at" timestamptz null,
        "auto_delete_at" timestamptz null,
        "stop_job_name" varchar(255) null,
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null,
        constraint "environments_project_id_name_unique" unique ("project_id", "name"),
        constraint "environments_project_id_slug_unique" unique ("project_id", "slug")
      );`,
    );
    this.addSql(
      `create index "environments_auto_stop_at_index" on "environments" ("auto_stop_at") where "auto_stop_at" is not null;`,
    );
    this.addSql(
      `create table "deployments" (
        "id" serial primary key,
        "iid" int not null,
        "project_id" int not null references "projects" ("id") on delete cascade,
        "environment_id" int not null references "environments" ("id") on delete cascade,
        "ref" varchar(255) not null,
        "tag" boolean not null default false,
        "sha" varchar(64) not null,
        "user_id" int null references "users" ("id") on delete set null,
        "job_id" int null references "ci_builds" ("id") on delete set null,
        "status" varchar(16) not null,
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null,
        "finished_at" timestamptz null,
        constraint "deployments_project_id_iid_unique" unique ("project_id", "iid")
      );`,
    );
    this.addSql(
      `create index "deployments_environment_id_id_index" on "deployments" ("environment_id", "id");`,
    );
    this.addSql(`create index "deployments_job_id_index" on "deployments" ("job_id");`);
    this.addSql(
      `create table "clusters" (
        "id" serial primary key,
        "project_id" int null references "projects" ("id") on delete cascade,
        "group_id" int null references "namespaces" ("id") on delete cascade,
        "user_id" int null references "users" ("id") on delete set null,
        "name" varchar(255) not null,
        "domain" varchar(255) null,
        "enabled" boolean not null default true,
        "managed" boolean not null default true,
        "namespace_per_environment" boolean not null default true,
        "environment_scope" varchar(255) not null default '*',
        "management_project_id" int null references "projects" ("id") on delete set null,
        "api_url" text not null,
        "encrypted_token" text not null,
        "ca_cert" text null,
        "namespace" varchar(63) null,
        "authorization_type" varchar(32) not null default 'rbac',
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null,
        constraint "clusters_one_owner" check (("project_id" is null) <> ("group_id" is null))
      );`,
    );
    this.addSql(`create index "clusters_project_id_index" on "clusters" ("project_id");`);
    this.addSql(`create index "clusters_group_id_index" on "clusters" ("group_id");`);
    this.addSql(
      `create table "metrics_dashboard_annotations" (
        "id" serial primary key,
        "environment_id" int null references "environments" ("id") on delete cascade,
        "cluster_id" int null references "clusters" ("id") on delete cascade,
        "dashboard_path" varchar(255) not null,
        "panel_xid" varchar(255) null,
        "description" text not null,
        "starting_at" timestamptz not null,
        "ending_at" timestamptz null,
        constraint "metrics_dashboard_annotations_one_owner" check (("environment_id" is null) <> ("cluster_id" is null))
      );`,
    );
    this.addSql(
      `create index "metrics_dashboard_annotations_environment_index" on "metrics_dashboard_annotations" ("environment_id", "dashboard_path", "starting_at");`,
    );
    this.addSql(
      `create index "metrics_dashboard_annotations_cluster_index" on "metrics_dashboard_annotations" ("cluster_id", "dashboard_path", "starting_at");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "metrics_dashboard_annotations";`);
    this.addSql(`drop table if exists "clusters";`);
    this.addSql(`drop table if exists "deployments";`);
    this.addSql(`drop table if exists "environments";`);
  }
}
