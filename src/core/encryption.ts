import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * Secrets the service must read back (CI/CD variable values, and later hook tokens, integration
 * passwords, SAML and LDAP credentials) are stored encrypted with AES-256-GCM under one key of the
 * instance. A stored value reads `v1:<key id>:<base64 of IV, tag, ciphertext>`: the version and key
 * id let keys rotate later, and name the key a value needs when it is not the one configured.
 */

/** A value as stored in an encrypted column; only `Encryption.decrypt` turns it back into text. */
export type Ciphertext = string & { readonly __ciphertext: unique symbol };

/**
 * A column holding ciphertexts. Its name is bound into each value (as GCM's additional data), so
 * a ciphertext copied into another column does not decrypt there. `legacyPlaintextColumn` names
 * the column that held the same values in plain text before they were encrypted: they are moved
 * into `column` at start-up.
 */
export interface EncryptedColumn {
  readonly table: string;
  readonly column: string;
  readonly legacyPlaintextColumn?: string;
}

const columns: EncryptedColumn[] = [];

/** Declares an encrypted column (next to its entity), so that start-up knows every one of them. */
export function encryptedColumn(column: EncryptedColumn): EncryptedColumn {
  columns.push(column);
  return column;
}

export function encryptedColumns(): readonly EncryptedColumn[] {
  return columns;
}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
const STORED = /^v1:([0-9a-f]{16}):([A-Za-z0-9+/]+={0,2})$/;

/** A stored secret that cannot be read: wrong key, altered data, or not a ciphertext at all. */
export class DecryptionError extends Error {}

/** A 32-byte key from its text form: 64 hexadecimal digits or base64 (standard or URL-safe). */
export function parseEncryptionKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return null;
  const key = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return key.length === KEY_BYTES ? key : null;
}

/** Encrypts and decrypts the values of encrypted columns with the instance's key. */
export class Encryption {
  /** Names the key without revealing it: stored with each value and in the database's key check. */
  readonly keyId: string;
  private readonly key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== KEY_BYTES) throw new Error(`An encryption key has ${KEY_BYTES} bytes`);
    this.key = Buffer.from(key);
    this.keyId = createHmac('sha256', this.key)
      .update('railyard encryption key id')
      .digest('hex')
      .slice(0, 16);
  }

  encrypt(column: EncryptedColumn, plaintext: string): Ciphertext {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(additionalData(column));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const packed = Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    return `${VERSION}:${this.keyId}:${packed}` as Ciphertext;
  }

  decrypt(column: EncryptedColumn, stored: Ciphertext): string {
    const where = `${column.table}.${column.column}`;
    const match = STORED.exec(stored);
    if (!match) throw new DecryptionError(`A value of ${where} is not an encrypted value`);
    if (match[1] !== this.keyId) {
      throw new DecryptionError(
        `A value of ${where} is encrypted with key ${match[1]}, not with the configured key ${this.keyId}`,
      );
    }
    const packed = Buffer.from(match[2]!, 'base64');
    if (packed.length < IV_BYTES + TAG_BYTES) {
      throw new DecryptionError(`A value of ${where} is truncated`);
    }
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, packed.subarray(0, IV_BYTES));
      decipher.setAAD(additionalData(column));
      decipher.setAuthTag(packed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      const body = packed.subarray(IV_BYTES + TAG_BYTES);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    } catch {
      throw new DecryptionError(`A value of ${where} fails its integrity check (altered, or moved)`);
    }
  }
}

function additionalData(column: EncryptedColumn): Buffer {
  return Buffer.from(`${column.table}.${column.column}`, 'utf8');
}
