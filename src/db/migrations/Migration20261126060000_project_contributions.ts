import { Migration } from '@mikro-orm/migrations';

/** The last contribution (push) of each user to each project, for GitLab's "contributed projects". */
export class Migration20261126060000_project_contributions extends Migration {
  override name = 'Migration20261126060000_project_contributions';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "project_contributions" ("id" serial primary key, "project_id" int not null, "user_id" int not null, "contributed_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "project_contributions_project_id_index" on "project_contributions" ("project_id");`,
    );
    this.addSql(
      `alter table "project_contributions" add constraint "project_contributions_user_id_project_id_unique" unique ("user_id", "project_id");`,
    );
    this.addSql(
      `alter table "project_contributions" add constraint "project_contributions_project_id_foreign" foreign key ("project_id") references "projects" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "project_contributions" add constraint "project_contributions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }
}
