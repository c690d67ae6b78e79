import { Migration } from '@mikro-orm/migrations';

/**
 * Merge train cars (GitLab's `merge_trains`): one row per merge request put on a train of a target
 * branch, in train order (by id). `previous_ref_sha` is the commit the car was tested on (the target
 * branch or the car ahead's train commit), `train_sha` the commit of `refs/merge-requests/:iid/train`
 * its pipeline tests. `merging_from_sha` is the merge journal: set (and committed) before the target
 * branch moves from it to `train_sha`, cleared when the car is marked merged; a car left `merging`
 * by a crash is reconciled at startup from where the branch is.
 */
export class Migration20261201400000_merge_trains extends Migration {
  override name = 'Migration20261201400000_merge_trains';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "merge_train_cars" ("id" serial primary key, "merge_request_id" int not null, "user_id" int null, "pipeline_id" int null, "target_project_id" int not null, "target_branch" varchar(255) not null, "status" varchar(16) not null default 'idle', "source_sha" varchar(64) not null, "squash" boolean not null default false, "previous_ref_sha" varchar(64) null, "train_sha" varchar(64) null, "merging_from_sha" varchar(64) null, "merged_at" timestamptz null, "duration" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "merge_train_cars" add constraint "merge_train_cars_merge_request_id_foreign" foreign key ("merge_request_id") references "merge_requests" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "merge_train_cars" add constraint "merge_train_cars_target_project_id_foreign" foreign key ("target_project_id") references "projects" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "merge_train_cars" add constraint "merge_train_cars_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`,
    );
    // A merge request rides at most one train at a time.
    this.addSql(
      `create unique index "merge_train_cars_active_merge_request_unique" on "merge_train_cars" ("merge_request_id") where "status" in ('idle', 'stale', 'fresh', 'merging');`,
    );
    // The cars of a project's trains in order (lists, and each train's refresh).
    this.addSql(
      `create index "merge_train_cars_train_index" on "merge_train_cars" ("target_project_id", "target_branch", "id");`,
    );
    // The car a pipeline tests (pipeline status events).
    this.addSql(`create index "merge_train_cars_pipeline_index" on "merge_train_cars" ("pipeline_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "merge_train_cars" cascade;`);
  }
}
