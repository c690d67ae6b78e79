import { Migration } from '@mikro-orm/migrations';

/** Projects' repositories: a read-only flag set while a repository moves between storages. */
export class Migration20261124030000_repositories extends Migration {
  override name = 'Migration20261124030000_repositories';

  override up(): void | Promise<void> {
    this.addSql(`alter table "projects" add column "repository_read_only" boolean not null default false;`);
  }
}
