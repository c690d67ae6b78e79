import { Migration } from '@mikro-orm/migrations';

/**
 * Where each reviewer of a merge request stands (GitLab's `merge_request_reviewers.state`):
 * unreviewed until they act, then reviewed, requested_changes, approved, unapproved or
 * review_started. Re-requesting a review puts them back to unreviewed.
 */
export class Migration20261202100000_merge_request_reviewer_states extends Migration {
  override name = 'Migration20261202100000_merge_request_reviewer_states';

  override up(): void | Promise<void> {
    this.addSql(`alter table "merge_request_reviewers"
      add column "state" varchar(20) not null default 'unreviewed'
      check ("state" in ('unreviewed', 'reviewed', 'requested_changes', 'approved', 'unapproved', 'review_started'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "merge_request_reviewers" drop column "state";`);
  }
}
