import { DomainError } from './errors.ts';

/**
 * A duplicate the database refused (another request created the same record a moment earlier, so
 * the service's own check passed) as a 409 naming what is taken; null for any other error.
 */
export function conflictFromUniqueViolation(error: unknown): DomainError | null {
  if (!isUniqueViolation(error)) return null;
  const detail = (error as { detail?: unknown }).detail;
  const field = typeof detail === 'string' ? takenField(detail) : null;
  return new DomainError('conflict', field ? `${field} has already been taken` : 'Already exists');
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
  if (!last) return null;
  const words = last.replace(/_id$/, '').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
