import { Migration } from '@mikro-orm/migrations';

/**
 * A project's jobs and pipelines are listed newest first (by id): with an index on (project_id, id)
 * a small project's page reads its own rows only, instead of walking every project's newest ids.
 * Jobs are listed by type too (builds apart from bridges): with the type in the index, the capped
 * count of a long list reads the index alone.
 */
export class Migration20261126010000_ci_lists_by_project extends Migration {
  override name = 'Migration20261126010000_ci_lists_by_project';

  override up(): void | Promise<void> {
    this.addSql(
      `create index "ci_builds_project_id_type_id_index" on "ci_builds" ("project_id", "type", "id");`,
    );
    this.addSql(`create index "ci_pipelines_project_id_id_index" on "ci_pipelines" ("project_id", "id");`);
  }
}
