/** Today's date in UTC as YYYY-MM-DD. */
export function today(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** A date n days from today (negative for the past), YYYY-MM-DD. */
export function daysFromToday(days: number, now: Date = new Date()): string {
  return today(new Date(now.getTime() + days * 86_400_000));
}

/** ISO 8601 with milliseconds and Z, as the API renders timestamps; null stays null. */
export function isoTime(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return isoInstant((value instanceof Date ? value : new Date(value)).getTime());
}

const DAY_MS = 86_400_000;
/** 10000-01-01T00:00:00Z: later instants take `toISOString`'s six-digit years. */
const YEAR_10000 = 253_402_300_800_000;
const DAYS_KEPT = 4096;

/** The `YYYY-MM-DDT` of each day seen, by day number: a list's timestamps fall on few days. */
const dayPrefixes = new Map<number, string>();

const two = (n: number) => (n < 10 ? `0${n}` : `${n}`);
const three = (n: number) => (n < 10 ? `00${n}` : n < 100 ? `0${n}` : `${n}`);

/**
 * An instant (milliseconds since the epoch) as `Date.prototype.toISOString` writes it
 * (`2026-11-26T11:15:14.123Z`), made from its day's cached date and the time of day: several times
 * faster than `toISOString`, which a page of a thousand jobs calls thousands of times.
 */
export function isoInstant(epochMs: number): string {
  if (!(epochMs >= 0 && epochMs < YEAR_10000)) return new Date(epochMs).toISOString();
  const ms = Math.floor(epochMs);
  const day = Math.floor(ms / DAY_MS);
  let prefix = dayPrefixes.get(day);
  if (prefix === undefined) {
    if (dayPrefixes.size >= DAYS_KEPT) dayPrefixes.clear();
    prefix = new Date(day * DAY_MS).toISOString().slice(0, 11);
    dayPrefixes.set(day, prefix);
  }
  const inDay = ms - day * DAY_MS;
  const seconds = Math.floor(inDay / 1000);
  return `${prefix}${two(Math.floor(seconds / 3600))}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}.${three(inDay % 1000)}Z`;
}
