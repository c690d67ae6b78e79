import { Cron } from 'croner';

/**
 * Pipeline-schedule cron expressions, read by croner: five fields (minute hour day-of-month month
 * day-of-week) with names, ranges, steps, lists, `L`, `#` and the `@daily`-style nicknames, much
 * as GitLab's parser (Fugit) takes them; either day field matching is enough, as in Vixie cron.
 */
function parse(expression: string, timeZone = 'UTC'): Cron | null {
  try {
    // `sloppyRanges` keeps `5/15` (from 5 on, every 15), which Vixie cron and Fugit accept.
    return new Cron(expression.trim(), { timezone: timeZone, mode: '5-part', sloppyRanges: true });
  } catch {
    return null;
  }
}

/** Is this valid cron syntax that fires at some time (`0 0 31 2 *` never does)? */
export function isValidCron(expression: string): boolean {
  return parse(expression)?.nextRun() != null;
}

/** Is the time zone one the runtime knows (an IANA name such as `Europe/Berlin`, or `UTC`)? */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The first time after `after` at which a valid expression fires in the given time zone. A time a
 * daylight-saving change skips fires at the first minute after the change.
 */
export function nextRun(expression: string, zone: string, after = new Date()): Date {
  const next = parse(expression, zone)?.nextRun(after);
  if (!next) throw new Error(`cron expression ${JSON.stringify(expression)} never fires`);
  return next;
}
