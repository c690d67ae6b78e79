import { Migration } from '@mikro-orm/migrations';

/** Which machine (runner manager, by `system_id`) ran a job, for `GET /runners/:id/jobs?system_id=`. */
export class Migration20261124080000_job_runner_managers extends Migration {
  override name = 'Migration20261124080000_job_runner_managers';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "ci_builds" add column "runner_manager_id" int null references "ci_runner_machines" ("id") on delete set null;`,
    );
    this.addSql(`create index "ci_builds_runner_manager_id_index" on "ci_builds" ("runner_manager_id");`);
  }
}
