/**
 * Reading hook payloads (plain JSON, as recorded for delivery) without trusting their shape: a
 * missing or mistyped field is null.
 */

export function field(payload: unknown, ...path: string[]): unknown {
  let node = payload;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return null;
    node = (node as Record<string, unknown>)[key];
  }
  return node ?? null;
}

export function text(payload: unknown, ...path: string[]): string | null {
  const value = field(payload, ...path);
  return typeof value === 'string' ? value : null;
}

export function num(payload: unknown, ...path: string[]): number | null {
  const value = field(payload, ...path);
  return typeof value === 'number' ? value : null;
}

export function list(payload: unknown, ...path: string[]): unknown[] {
  const value = field(payload, ...path);
  return Array.isArray(value) ? (value as unknown[]) : [];
}

const ZERO_OID = /^0+$/;

/** Git's all-zero object id (a created or removed ref), or none. */
export function blankRef(oid: string | null): boolean {
  return oid === null || ZERO_OID.test(oid);
}

/** `refs/heads/main` → `main`, `refs/tags/v1` → `v1`. */
export function refName(ref: string): string {
  return ref.replace(/^refs\/(heads|tags)\//, '');
}
