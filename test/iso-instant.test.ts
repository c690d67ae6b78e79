import { describe, expect, it } from 'vitest';
import { isoInstant } from '../src/core/time.ts';

describe('isoInstant', () => {
  it('writes every instant as toISOString does, across days, years and leap days', () => {
    const instants = [
      0,
      1,
      999,
      86_399_999,
      86_400_000,
      951_782_400_000, // 2000-02-29
      1_764_152_323_123,
      4_102_444_799_999, // 2099-12-31T23:59:59.999Z
      253_402_300_799_999, // the last instant of year 9999
    ];
    let state = 12345;
    for (let i = 0; i < 5000; i++) {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      instants.push(Math.floor((state / 2 ** 31) * 4_102_444_800_000));
    }
    for (const ms of instants) expect(isoInstant(ms)).toBe(new Date(ms).toISOString());
  });

  it('drops fractions of a millisecond as a Date does, and leaves other years to toISOString', () => {
    expect(isoInstant(1_764_152_323_123.789)).toBe(new Date(1_764_152_323_123.789).toISOString());
    expect(isoInstant(-1)).toBe('1969-12-31T23:59:59.999Z');
    expect(isoInstant(253_402_300_800_000)).toBe('+010000-01-01T00:00:00.000Z');
    expect(() => isoInstant(Number.NaN)).toThrow(RangeError);
  });
});
