/** Escapes LIKE/ILIKE wildcards so that a value matches itself only. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
