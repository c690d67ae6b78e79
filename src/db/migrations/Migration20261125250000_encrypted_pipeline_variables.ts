import { Migration } from '@mikro-orm/migrations';

/**
 * Pipeline variables (given through the API, a trigger or a schedule) are secrets like CI/CD
 * variables: stored encrypted, as one JSON document per pipeline. The plaintext column stays only
 * until start-up has encrypted what it holds.
 */
export class Migration20261125250000_encrypted_pipeline_variables extends Migration {
  override name = 'Migration20261125250000_encrypted_pipeline_variables';

  override up(): void | Promise<void> {
    this.addSql(`alter table "ci_pipelines" rename column "variables" to "plaintext_variables";`);
    this.addSql(`alter table "ci_pipelines" alter column "plaintext_variables" drop not null;`);
    this.addSql(`alter table "ci_pipelines" alter column "plaintext_variables" drop default;`);
    this.addSql(`alter table "ci_pipelines" add column "encrypted_variables" text null;`);
    this.addSql(`alter table "ci_pipelines" add constraint "ci_pipelines_variables_stored_once"
      check (("plaintext_variables" is null) <> ("encrypted_variables" is null));`);
  }
}
