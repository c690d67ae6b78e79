import { Migration } from '@mikro-orm/migrations';

/**
 * A snippet's file listing (path, size, mode, binary), written with each commit to its repository:
 * a page of snippets with their blobs is then read from the database, not from one repository per
 * snippet. Null for snippets written before; they are listed from git and the listing saved.
 */
export class Migration20261126030000_snippet_files extends Migration {
  override name = 'Migration20261126030000_snippet_files';

  override up(): void | Promise<void> {
    this.addSql(`alter table "snippets" add column "files" jsonb null;`);
    this.addSql(`create index "snippets_project_id_id_index" on "snippets" ("project_id", "id");`);
  }
}
