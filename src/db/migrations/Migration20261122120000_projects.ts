import { Migration } from '@mikro-orm/migrations';

/** Project stars (`users_star_projects`), for star/unstar, `starred` filters and star counts. */
export class Migration20261122120000_projects extends Migration {
  override name = 'Migration20261122120000_projects';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "users_star_projects" ("id" serial primary key, "project_id" int not null, "user_id" int not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "users_star_projects_project_id_index" on "users_star_projects" ("project_id");`,
    );
    this.addSql(
      `alter table "users_star_projects" add constraint "users_star_projects_user_id_project_id_unique" unique ("user_id", "project_id");`,
    );
    this.addSql(
      `alter table "users_star_projects" add constraint "users_star_projects_project_id_foreign" foreign key ("project_id") references "projects" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "users_star_projects" add constraint "users_star_projects_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }
}
