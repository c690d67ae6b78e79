import { Migration } from '@mikro-orm/migrations';

/**
 * What the background diff computation of a merge request also counts (GitLab keeps these on its
 * `merge_request_diffs`): the commits between the merge base and the source head, and the lines
 * added and deleted. Lists read them without running git for each merge request.
 */
export class Migration20261201500000_merge_request_diff_stats extends Migration {
  override name = 'Migration20261201500000_merge_request_diff_stats';

  override up(): void | Promise<void> {
    this.addSql(`create table "merge_request_diff_stats" (
      "merge_request_id" int primary key references "merge_requests" ("id") on delete cascade,
      "commits_count" int not null,
      "additions" int not null,
      "deletions" int not null,
      "head_sha" varchar(64) not null,
      "updated_at" timestamptz not null default now());`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "merge_request_diff_stats" cascade;`);
  }
}
