import { DomainError, humanize } from './errors.ts';

/**
 * Input the database refused after the services' own checks passed, as the 4xx it deserves; null
 * for any other error. A duplicate (another request created the same record a moment earlier) is a
 * 409 naming what is taken; a value too long or a number out of range for its column is a 400.
 */
export function domainErrorFromDatabase(error: unknown): DomainError | null {
  if (isUniqueViolation(error)) {
    const detail = (error as { detail?: unknown }).detail;
    const field = typeof detail === 'string' ? takenField(detail) : null;
    return new DomainError('conflict', field ? `${field} has already been taken` : 'Already exists');
  }
  const code = (error as { code?: unknown } | null)?.code;
  if (code === '22001') return new DomainError('bad_request', 'A value is too long');
  if (code === '22003') return new DomainError('bad_request', 'A number is out of range');
  return null;
}

/** Whether the database refused a duplicate of a unique key. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; name?: unknown } | null;
  return e?.code === '23505' || e?.name === 'UniqueConstraintViolationException';
}

/** "Key (namespace_id, lower(path::text))=(1, x) already exists." → "Path". */
function takenField(detail: string): string | null {
  const columns = /^Key \((.+?)\)=\(/.exec(detail)?.[1];
  const names = (columns ?? '').match(/[a-z_]+(?![a-z_]*\()/g) ?? [];
  const last = names.filter((n) => !['text', 'varchar', 'character', 'varying'].includes(n)).pop();
  return last ? humanize(last.replace(/_id$/, '')) : null;
}
