/**
 * Five-field cron expressions (minute hour day-of-month month day-of-week) as pipeline schedules
 * use them: `*`, values, ranges, steps, lists, and month and weekday names, in a time zone.
 */
export interface Cron {
  minutes: Set<number>;
  hours: Set<number>;
  days: Set<number>;
  months: Set<number>;
  weekdays: Set<number>;
  anyDay: boolean;
  anyWeekday: boolean;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** The parsed expression, or null when it is not valid cron syntax. */
export function parseCron(expression: string): Cron | null {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) return null;
  const minutes = parseField(fields[0]!, 0, 59, []);
  const hours = parseField(fields[1]!, 0, 23, []);
  const days = parseField(fields[2]!, 1, 31, []);
  const months = parseField(fields[3]!, 1, 12, MONTHS, 1);
  const weekdays = parseField(fields[4]!, 0, 7, WEEKDAYS);
  if (!minutes || !hours || !days || !months || !weekdays) return null;
  // Sunday is 0 or 7.
  if (weekdays.has(7)) weekdays.add(0);
  return {
    minutes,
    hours,
    days,
    months,
    weekdays,
    anyDay: fields[2] === '*' || fields[2] === '?',
    anyWeekday: fields[4] === '*' || fields[4] === '?',
  };
}

function parseField(
  field: string,
  min: number,
  max: number,
  names: string[],
  nameBase = 0,
): Set<number> | null {
  const values = new Set<number>();
  const value = (text: string): number | null => {
    const named = names.indexOf(text.toLowerCase());
    if (named >= 0) return named + nameBase;
    if (!/^\d+$/.test(text)) return null;
    const n = Number(text);
    return n >= min && n <= max ? n : null;
  };
  for (const part of field.split(',')) {
    const [range, stepText] = part.split('/');
    const step = stepText === undefined ? 1 : Number(stepText);
    if (!range || !Number.isInteger(step) || step < 1) return null;
    let from: number | null;
    let to: number | null;
    if (range === '*' || range === '?') {
      from = min;
      to = max;
    } else if (range.includes('-')) {
      const [a, b] = range.split('-');
      from = value(a ?? '');
      to = value(b ?? '');
    } else {
      from = value(range);
      to = stepText === undefined ? from : max;
    }
    if (from === null || to === null || from > to) return null;
    for (let n = from; n <= to; n += step) values.add(n);
  }
  return values;
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

/** The first minute after `after` at which the expression fires, in the given time zone. */
export function nextRun(cron: Cron, zone: string, after: Date): Date {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    weekday: 'short',
  });
  let candidate = Math.floor(after.getTime() / 60_000) * 60_000 + 60_000;
  // Days that do not match are skipped to their last hour, then hours one by one, so that a
  // daylight-saving change cannot jump over a matching hour. Five years covers 29 February.
  for (let steps = 0; steps < 5 * 366 * 3 + 48; steps++) {
    const parts = Object.fromEntries(format.formatToParts(new Date(candidate)).map((p) => [p.type, p.value]));
    const minute = Number(parts['minute']);
    const hour = Number(parts['hour']);
    const weekday = WEEKDAYS.indexOf(String(parts['weekday']).toLowerCase());
    if (!cron.months.has(Number(parts['month'])) || !dayOk(cron, Number(parts['day']), weekday)) {
      candidate += (Math.max(0, 22 - hour) * 60 + 60 - minute) * 60_000;
      continue;
    }
    if (!cron.hours.has(hour)) {
      candidate += (60 - minute) * 60_000;
      continue;
    }
    const next = [...cron.minutes].filter((m) => m >= minute).sort((a, b) => a - b)[0];
    if (next === undefined) {
      candidate += (60 - minute) * 60_000;
      continue;
    }
    return new Date(candidate + (next - minute) * 60_000);
  }
  throw new Error('cron expression never fires within five years');
}

/** Cron's rule: when both day fields are restricted, either may match. */
function dayOk(cron: Cron, day: number, weekday: number): boolean {
  const byDay = cron.days.has(day);
  const byWeekday = cron.weekdays.has(weekday);
  if (cron.anyDay && cron.anyWeekday) return true;
  if (cron.anyDay) return byWeekday;
  if (cron.anyWeekday) return byDay;
  return byDay || byWeekday;
}
