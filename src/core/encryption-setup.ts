import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { encryptedColumns, Encryption, parseEncryptionKey, type EncryptedColumn } from './encryption.ts';
import { StartupRefusal } from './startup-refusal.ts';

/** Where the zero-set-up start keeps the key it generated, in the data directory. */
export const KEY_FILE = 'encryption.key';

/** Why the service refuses to start: the key cannot be read, or is not the database's key. */
export class EncryptionKeyError extends StartupRefusal {}

export interface EncryptionSetup {
  /** ENCRYPTION_KEY, when set. */
  key?: string;
  dataDir: string;
}

/**
 * The instance's key, checked against the database, with every value still in a legacy plaintext
 * column encrypted. Run after the migrations and before serving.
 */
export async function setUpEncryption(orm: MikroORM, setup: EncryptionSetup): Promise<Encryption> {
  const encryption = new Encryption(await resolveKey(setup));
  const db = orm.em.getKysely<Database>();
  await checkDatabaseKey(db, encryption.keyId, setup.key !== undefined);
  for (const column of encryptedColumns()) {
    if (column.legacyPlaintextColumn) await encryptLegacyPlaintext(db, encryption, column);
  }
  return encryption;
}

/** ENCRYPTION_KEY; else the key file of the data directory, generated (mode 0600) on the first start. */
async function resolveKey(setup: EncryptionSetup): Promise<Buffer> {
  if (setup.key !== undefined) {
    const key = parseEncryptionKey(setup.key);
    if (!key) throw new EncryptionKeyError('ENCRYPTION_KEY must be 32 bytes, as 64 hex digits or base64');
    return key;
  }
  const file = path.join(setup.dataDir, KEY_FILE);
  await fs.mkdir(setup.dataDir, { recursive: true });
  try {
    // `wx`: of two processes starting at once on one data directory, one writes and both read it.
    await fs.writeFile(file, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = parseEncryptionKey(await fs.readFile(file, 'utf8'));
  if (!key) throw new EncryptionKeyError(`${file} does not hold a 32-byte key (base64 or 64 hex digits)`);
  return key;
}

/**
 * The database remembers the id of the key its secrets are encrypted with (the first instance to
 * start records it); an instance with another key refuses to start rather than fail on every read.
 */
async function checkDatabaseKey(
  db: Kysely<Database>,
  keyId: string,
  fromEnvironment: boolean,
): Promise<void> {
  await sql`insert into encryption_key (id, key_id, created_at) values (1, ${keyId}, now())
    on conflict (id) do nothing`.execute(db);
  const { rows } = await sql<{ key_id: string }>`select key_id from encryption_key where id = 1`.execute(db);
  const expected = rows[0]?.key_id;
  if (expected === keyId) return;
  const source = fromEnvironment ? 'ENCRYPTION_KEY' : `the generated key file (DATA_DIR/${KEY_FILE})`;
  throw new EncryptionKeyError(
    `The encryption key from ${source} (id ${keyId}) is not the key this database's secrets are ` +
      `encrypted with (id ${expected}). Start every instance with the same ENCRYPTION_KEY ` +
      `(or the first instance's ${KEY_FILE}).`,
  );
}

const BATCH = 500;

/** Moves a column's legacy plaintext values into its encrypted column, a batch per transaction. */
async function encryptLegacyPlaintext(
  db: Kysely<Database>,
  encryption: Encryption,
  column: EncryptedColumn,
): Promise<void> {
  const table = sql.table(column.table);
  const plain = sql.ref(column.legacyPlaintextColumn!);
  const encrypted = sql.ref(column.column);
  for (;;) {
    const done = await db.transaction().execute(async (trx) => {
      // Rows another instance is converting at the same time are skipped; it finishes them.
      // JSON columns arrive parsed: they are encrypted as their JSON text.
      const { rows } = await sql<{ id: number; plaintext: unknown }>`
        select id, ${plain} as plaintext from ${table} where ${plain} is not null
        order by id limit ${BATCH} for update skip locked`.execute(trx);
      for (const row of rows) {
        const text = typeof row.plaintext === 'string' ? row.plaintext : JSON.stringify(row.plaintext);
        const value = encryption.encrypt(column, text);
        await sql`update ${table} set ${encrypted} = ${value}, ${plain} = null where id = ${row.id}`.execute(
          trx,
        );
      }
      return rows.length < BATCH;
    });
    if (done) return;
  }
}
