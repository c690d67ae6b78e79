const UNITS: Record<string, number> = {
  s: 1,
  sec: 1,
  secs: 1,
  second: 1,
  seconds: 1,
  m: 60,
  min: 60,
  mins: 60,
  minute: 60,
  minutes: 60,
  h: 3600,
  hr: 3600,
  hrs: 3600,
  hour: 3600,
  hours: 3600,
  d: 86400,
  day: 86400,
  days: 86400,
  w: 604800,
  week: 604800,
  weeks: 604800,
  mo: 2592000,
  month: 2592000,
  months: 2592000,
  y: 31536000,
  yr: 31536000,
  year: 31536000,
  years: 31536000,
};

/**
 * Seconds in a human duration as CI keywords write them (`30 minutes`, `1h 30m`, `2 days`,
 * `3600`); null when it is not one.
 */
export function parseDuration(text: string | number): number | null {
  if (typeof text === 'number') return Number.isFinite(text) && text >= 0 ? Math.floor(text) : null;
  const trimmed = text.trim().toLowerCase();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const parts = trimmed
    .replace(/\band\b/g, ' ')
    .split(/[\s,]+/)
    .filter(Boolean);
  let total = 0;
  let pending: number | null = null;
  for (const part of parts) {
    const match = /^(\d+(?:\.\d+)?)([a-z]*)$/.exec(part);
    if (match) {
      if (pending !== null) return null;
      const unit = match[2]!;
      if (unit === '') pending = Number(match[1]);
      else if (UNITS[unit] !== undefined) total += Number(match[1]) * UNITS[unit];
      else return null;
    } else if (pending !== null && UNITS[part] !== undefined) {
      total += pending * UNITS[part];
      pending = null;
    } else {
      return null;
    }
  }
  if (pending !== null) total += pending;
  return parts.length === 0 ? null : Math.floor(total);
}
