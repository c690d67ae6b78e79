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
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
