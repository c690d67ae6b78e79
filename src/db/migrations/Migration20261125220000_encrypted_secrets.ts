import { Migration } from '@mikro-orm/migrations';

/**
 * Secrets encrypted at rest: the id of the key the database's secrets are encrypted with, and
 * encrypted values for CI/CD variables and pipeline schedule variables. The plaintext columns are
 * kept (renamed) only so that start-up can encrypt what they hold and empty them; a row holds its
 * value in exactly one of the two.
 */
export class Migration20261125220000_encrypted_secrets extends Migration {
  override name = 'Migration20261125220000_encrypted_secrets';

  override up(): void | Promise<void> {
    this.addSql(`create table "encryption_key" (
      "id" smallint primary key check ("id" = 1),
      "key_id" varchar(64) not null,
      "created_at" timestamptz not null);`);
    for (const table of ['ci_variables', 'ci_pipeline_schedule_variables']) {
      this.addSql(`alter table "${table}" rename column "value" to "plaintext_value";`);
      this.addSql(`alter table "${table}" alter column "plaintext_value" drop not null;`);
      this.addSql(`alter table "${table}" add column "encrypted_value" text null;`);
      this.addSql(`alter table "${table}" add constraint "${table}_value_stored_once"
        check (("plaintext_value" is null) <> ("encrypted_value" is null));`);
    }
  }
}
