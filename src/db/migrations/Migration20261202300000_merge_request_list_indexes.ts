import { Migration } from '@mikro-orm/migrations';

/**
 * A project's merge request list in its default orders (created or updated, newest first) reads a
 * page from these indexes instead of sorting every merge request of the project.
 */
export class Migration20261202300000_merge_request_list_indexes extends Migration {
  override name = 'Migration20261202300000_merge_request_list_indexes';

  override up(): void | Promise<void> {
    this.addSql(
      `create index "merge_requests_project_created_index" on "merge_requests" ("target_project_id", "created_at", "id");`,
    );
    this.addSql(
      `create index "merge_requests_project_updated_index" on "merge_requests" ("target_project_id", "updated_at", "id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "merge_requests_project_created_index";`);
    this.addSql(`drop index if exists "merge_requests_project_updated_index";`);
  }
}
