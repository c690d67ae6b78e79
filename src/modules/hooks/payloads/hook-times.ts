/** Views hold instants as dates or as ISO strings (rows read with raw SQL): one date either way. */
function instant(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** GitLab's older hook timestamps (notes, pipelines): `2015-05-17 18:21:36 UTC`. */
export function hookUtcTime(value: Date | string | null | undefined): string | null {
  const date = instant(value);
  return date ? `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC` : null;
}

/** GitLab's ISO 8601 hook timestamps without fractions (merge requests, labels): `2013-12-03T17:23:34Z`. */
export function hookIsoTime(value: Date | string | null | undefined): string | null {
  const date = instant(value);
  return date ? `${date.toISOString().slice(0, 19)}Z` : null;
}
