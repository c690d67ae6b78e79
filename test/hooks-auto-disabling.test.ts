import { describe, expect, it } from 'vitest';
import {
  afterDelivery,
  alertStatus,
  backoffMs,
  executable,
  INITIAL_STATE,
  type AutoDisablingState,
  type DeliveryResult,
} from '../src/modules/hooks/auto-disabling.ts';
import { branchFilterProblem, branchMatches, urlProblems } from '../src/modules/hooks/hook-rules.ts';

const MINUTE = 60_000;
const t0 = new Date('2026-01-01T00:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const failure: DeliveryResult = { ok: false, reason: 'server_error', status: 500 };

/** Fails `n` times, each delivery made as soon as the hook is executable again. */
function failRepeatedly(n: number, start: AutoDisablingState = INITIAL_STATE) {
  let state = start;
  let now = t0;
  for (let i = 0; i < n; i++) {
    if (state.disabledUntil && state.disabledUntil > now) now = new Date(state.disabledUntil.getTime() + 1);
    state = afterDelivery(state, failure, now);
  }
  return { state, now };
}

describe('webhook auto-disabling', () => {
  it('stays executable for three failures in a row, and a success clears the count', () => {
    const { state } = failRepeatedly(3);
    expect(state).toEqual({ recentFailures: 3, backoffCount: 0, disabledUntil: null });
    expect(alertStatus(state, t0)).toBe('executable');
    expect(afterDelivery(state, { ok: true, status: 200 }, t0)).toEqual(INITIAL_STATE);
  });

  it('disables temporarily on the fourth failure, for one minute, then re-enables by itself', () => {
    const state = afterDelivery(failRepeatedly(3).state, failure, t0);
    expect(state).toEqual({ recentFailures: 4, backoffCount: 1, disabledUntil: at(MINUTE) });
    expect(alertStatus(state, at(30_000))).toBe('temporarily_disabled');
    expect(executable(state, at(30_000))).toBe(false);
    expect(alertStatus(state, at(MINUTE + 1))).toBe('executable');
    // A failure reported while disabled (a delivery already under way) changes nothing.
    expect(afterDelivery(state, failure, at(30_000))).toBe(state);
  });

  it('doubles the back-off after each further failure, up to a day', () => {
    expect([0, 1, 2, 3, 10, 11, 30].map(backoffMs)).toEqual([
      MINUTE,
      2 * MINUTE,
      4 * MINUTE,
      8 * MINUTE,
      1024 * MINUTE,
      24 * 60 * MINUTE,
      24 * 60 * MINUTE,
    ]);
    const { state, now } = failRepeatedly(6);
    expect(state.backoffCount).toBe(3);
    expect(state.disabledUntil!.getTime() - now.getTime()).toBe(4 * MINUTE);
  });

  it('disables for good after 40 failures in a row; only a success re-enables it', () => {
    const { state: before } = failRepeatedly(39);
    expect(alertStatus(before, at(365 * 24 * 60 * MINUTE))).toBe('executable');
    const { state, now } = failRepeatedly(40);
    expect(state.recentFailures).toBe(40);
    expect(state.disabledUntil).toBeNull();
    expect(alertStatus(state, now)).toBe('disabled');
    expect(alertStatus(state, at(365 * 24 * 60 * MINUTE))).toBe('disabled');
    expect(afterDelivery(state, failure, now)).toBe(state);
    expect(afterDelivery(state, { ok: true }, now)).toEqual(INITIAL_STATE);
  });

  it('counts client errors and network errors as failures too', () => {
    let state = INITIAL_STATE;
    const results: DeliveryResult[] = [
      { ok: false, reason: 'client_error', status: 404 },
      { ok: false, reason: 'network_error', message: 'ECONNREFUSED' },
      { ok: false, reason: 'client_error', status: 410 },
      { ok: false, reason: 'server_error', status: 503 },
    ];
    for (const result of results) state = afterDelivery(state, result, t0);
    expect(alertStatus(state, t0)).toBe('temporarily_disabled');
  });
});

describe('webhook rules', () => {
  it('checks URL templates against their variables', () => {
    expect(urlProblems('https://example.com/hook', {})).toEqual([]);
    expect(urlProblems('ftp://example.com/hook', {})).toEqual(['must be a valid URL']);
    expect(urlProblems('not a url', {})).toEqual(['must be a valid URL']);
    expect(urlProblems('https://{host}/x?t={secret}', { host: 'example.com' })).toEqual([
      'Invalid URL template. Missing keys: ["secret"]',
    ]);
    expect(urlProblems('https://{host}/x', { host: 'example.com' })).toEqual([]);
  });

  it('validates and applies branch filters as GitLab does', () => {
    expect(branchFilterProblem('regex', '^(main|release/.*)$')).toBeNull();
    expect(branchFilterProblem('regex', '(')).toBe('is not a valid regular expression');
    expect(branchFilterProblem('wildcard', 'release/*')).toBeNull();
    expect(branchFilterProblem('wildcard', 'bad name')).toBe('is not a valid branch name pattern');
    expect(branchFilterProblem('all_branches', '(')).toBeNull();
    expect(branchMatches('wildcard', 'release/*', 'release/1.0')).toBe(true);
    expect(branchMatches('wildcard', 'release/*', 'main')).toBe(false);
    expect(branchMatches('wildcard', 'main', 'main-2')).toBe(false);
    expect(branchMatches('regex', 'ma', 'main')).toBe(true);
    expect(branchMatches('all_branches', 'x', 'main')).toBe(true);
    expect(branchMatches('wildcard', null, 'main')).toBe(true);
  });
});
