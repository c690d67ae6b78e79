import type { Runner, RunnerType } from './runner.entity.ts';

/** Contact within this long: online. */
export const ONLINE_CONTACT_TIMEOUT_MS = 2 * 60 * 60 * 1000;
/** Created and not contacted within this long: stale. */
export const STALE_TIMEOUT_MS = 7 * 24 * 60 * 60 * 1000;

export const RUNNER_STATUSES = ['online', 'offline', 'stale', 'never_contacted'] as const;
export type RunnerStatus = (typeof RUNNER_STATUSES)[number];

/** A runner's status from its contact, as GitLab derives it. */
export function runnerStatus(runner: Pick<Runner, 'contactedAt' | 'createdAt'>, now: Date): RunnerStatus {
  const ago = (date: Date) => now.getTime() - date.getTime();
  const contacted = runner.contactedAt;
  if (ago(runner.createdAt) >= STALE_TIMEOUT_MS && (!contacted || ago(contacted) >= STALE_TIMEOUT_MS))
    return 'stale';
  if (!contacted) return 'never_contacted';
  return ago(contacted) < ONLINE_CONTACT_TIMEOUT_MS ? 'online' : 'offline';
}

/** Filters of the runner lists. `scope` is the deprecated mix of status and type values. */
export interface RunnerFilters {
  type?: RunnerType;
  status?: RunnerStatus | 'active' | 'paused';
  scope?: 'active' | 'paused' | 'online' | 'offline' | 'specific' | 'shared';
  paused?: boolean;
  tagList?: string[];
  versionPrefix?: string;
}

export function matchesFilters(runner: Runner, filters: RunnerFilters, now: Date): boolean {
  if (filters.type && runner.runnerType !== filters.type) return false;
  if (filters.paused !== undefined && runner.paused !== filters.paused) return false;
  for (const value of [filters.status, filters.scope]) {
    if (!value) continue;
    if (value === 'active' && runner.paused) return false;
    if (value === 'paused' && !runner.paused) return false;
    if (value === 'specific' && runner.runnerType === 'instance_type') return false;
    if (value === 'shared' && runner.runnerType !== 'instance_type') return false;
    if (
      (['online', 'offline', 'stale', 'never_contacted'] as string[]).includes(value) &&
      runnerStatus(runner, now) !== value
    ) {
      return false;
    }
  }
  if (filters.tagList && !filters.tagList.every((tag) => runner.tagList.includes(tag))) return false;
  if (filters.versionPrefix && !(runner.version ?? '').startsWith(filters.versionPrefix)) return false;
  return true;
}
