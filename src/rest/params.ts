import { z } from 'zod';

/**
 * Zod helpers for v4 parameters. Values arrive as strings (query string, form body) or as JSON
 * values, so every helper accepts both, as GitLab's Grape coercions do.
 */

const TRUE = new Set(['true', '1', 't', 'yes', 'y', 'on']);
const FALSE = new Set(['false', '0', 'f', 'no', 'n', 'off']);

export const bool = () =>
  z.preprocess((v) => {
    if (typeof v === 'boolean') return v;
    if (typeof v === 'number') return v !== 0;
    if (typeof v === 'string') {
      const s = v.trim().toLowerCase();
      if (TRUE.has(s)) return true;
      if (FALSE.has(s)) return false;
    }
    return v;
  }, z.boolean());

const toInteger = (v: unknown) => {
  if (typeof v === 'string' && /^-?\d+$/.test(v.trim())) return Number(v.trim());
  return v;
};

export const int = () => z.preprocess(toInteger, z.number().int());

export const positiveInt = () => z.preprocess(toInteger, z.number().int().positive());

/** Integer arrays as `ids[]=1&ids[]=2`, `ids=1,2` or a JSON array. */
export const intArray = () =>
  z.preprocess((v) => {
    if (v === '' || v === null) return [];
    const list = typeof v === 'string' ? v.split(',') : Array.isArray(v) ? v : [v];
    return list.map(toInteger);
  }, z.array(z.number().int()));

/** String arrays as `tags[]=a&tags[]=b`, `tags=a,b` or a JSON array. */
export const stringArray = () =>
  z.preprocess((v) => {
    if (v === '' || v === null) return [];
    if (typeof v === 'string') return v.split(',').map((s) => s.trim());
    const list: unknown[] = Array.isArray(v) ? v : [v];
    return list.map((item) => (typeof item === 'object' ? item : String(item as string | number | boolean)));
  }, z.array(z.string()));

/** A calendar date, YYYY-MM-DD. */
export const date = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine((s) => !Number.isNaN(Date.parse(s)));

/** An ISO 8601 date-time (a bare date is accepted and means its midnight UTC). */
export const dateTime = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? new Date(v) : v),
    z.date({ error: 'is invalid' }),
  );

/** One of the given values; anything else "does not have a valid value". */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: 'does not have a valid value' });

/** `:id` of a project or group: an integer id or a (URL-decoded) full path. */
export const idOrPath = () => z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().min(1));

/** `key[name]=value` hashes such as custom_attributes. */
export const stringRecord = () =>
  z.record(
    z.string(),
    z.preprocess((v) => String(v), z.string()),
  );

/** Page parameters shared by every offset-paginated list. */
export const pageParams = {
  page: int().optional(),
  per_page: int().optional(),
};
