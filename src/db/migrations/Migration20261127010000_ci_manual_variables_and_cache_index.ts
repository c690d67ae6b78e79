import { Migration } from '@mikro-orm/migrations';

/**
 * The variables a user gave when playing a manual job, kept apart (encrypted, as pipeline
 * variables are) so that they can be shown as the job's manual variables; and a project's runner
 * cache index, which "Clear runner caches" bumps so that runners get new cache keys.
 */
export class Migration20261127010000_ci_manual_variables_and_cache_index extends Migration {
  override name = 'Migration20261127010000_ci_manual_variables_and_cache_index';

  override up(): void | Promise<void> {
    this.addSql(`alter table "ci_builds" add column "encrypted_manual_variables" text null;`);
    this.addSql(`alter table "project_ci_cd_settings" add column "jobs_cache_index" int null;`);
  }
}
