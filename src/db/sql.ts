import { sql, type RawBuilder } from 'kysely';

/** Escapes LIKE/ILIKE wildcards so that a value matches itself only. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * A timestamp column as whole milliseconds since the epoch, as a Date keeps them (shorter to send
 * and to parse than their text): the time truncated to milliseconds, its epoch by `date_part` (a
 * double, several times cheaper for PostgreSQL than `extract`'s numeric), rounded.
 */
export const epochMilliseconds = (column: string): RawBuilder<number> =>
  sql<number>`round(date_part('epoch', date_trunc('milliseconds', ${sql.ref(column)})) * 1000)`;
