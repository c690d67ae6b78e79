import { Migration } from '@mikro-orm/migrations';

/** Moves of projects' repositories between storages. */
export class Migration20261124040000_storage_moves extends Migration {
  override name = 'Migration20261124040000_storage_moves';

  override up(): void | Promise<void> {
    this.addSql(`create table "project_repository_storage_moves" (
      "id" serial primary key,
      "project_id" int not null references "projects" ("id") on delete cascade,
      "state" varchar(32) not null default 'initial',
      "source_storage_name" varchar(255) not null,
      "destination_storage_name" varchar(255) not null,
      "error_message" text null,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null);`);
    this.addSql(
      `create index "project_repository_storage_moves_project_id_index" on "project_repository_storage_moves" ("project_id");`,
    );
    this.addSql(
      `create index "project_repository_storage_moves_state_index" on "project_repository_storage_moves" ("state");`,
    );
  }
}
