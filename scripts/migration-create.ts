/**
 * Creates a migration from the difference between the entities and the migrated schema, using a
 * throwaway embedded PostgreSQL. Usage: npm run migration:create [-- --initial]
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';
import { createOrm } from '../src/db/orm.ts';

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'railyard-migration-'));
await fs.chmod(dir, 0o755);
const db = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), persistent: false });
try {
  const orm = await createOrm({ url: db.url });
  try {
    await orm.migrator.up();
    const initial = process.argv.includes('--initial');
    const result = await orm.migrator.create(undefined, false, initial);
    if (result.diff.up.length === 0) console.log('No changes: the schema matches the entities.');
    else console.log(`Created ${result.fileName}:\n${result.diff.up.join('\n')}`);
  } finally {
    await orm.close();
  }
} finally {
  await db.stop();
  await fs.rm(dir, { recursive: true, force: true });
}
