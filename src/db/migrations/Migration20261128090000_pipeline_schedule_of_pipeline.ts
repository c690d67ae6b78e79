import { Migration } from '@mikro-orm/migrations';

/** The schedule that ran a pipeline, so that its status changes reach the schedule's subscribers. */
export class Migration20261128090000_pipeline_schedule_of_pipeline extends Migration {
  override name = 'Migration20261128090000_pipeline_schedule_of_pipeline';

  override up(): void | Promise<void> {
    this.addSql(`alter table "ci_pipelines" add column "pipeline_schedule_id" int null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "ci_pipelines" drop column "pipeline_schedule_id";`);
  }
}
