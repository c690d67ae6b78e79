/** Statuses of jobs and pipelines, as GitLab names them. */
export const CI_STATUSES = [
  'created',
  'waiting_for_resource',
  'preparing',
  'pending',
  'running',
  'success',
  'failed',
  'canceled',
  'skipped',
  'manual',
  'scheduled',
] as const;
export type CiStatus = (typeof CI_STATUSES)[number];

/** Finished for good (until retried). */
export const COMPLETED_STATUSES: readonly CiStatus[] = ['success', 'failed', 'canceled', 'skipped'];
/** Still to run or running: what `cancel` stops and `ci_active_jobs` counts. */
export const ACTIVE_STATUSES: readonly CiStatus[] = [
  'created',
  'waiting_for_resource',
  'preparing',
  'pending',
  'running',
  'scheduled',
];
export const CANCELABLE_STATUSES: readonly CiStatus[] = [...ACTIVE_STATUSES, 'manual'];

export function isCompleted(status: CiStatus): boolean {
  return COMPLETED_STATUSES.includes(status);
}

/** What composite status is computed from: a job's status and whether its failure is allowed. */
export interface StatusItem {
  status: CiStatus;
  allowFailure: boolean;
}

/**
 * The status of a group of jobs (a stage, the jobs a job needs, a whole pipeline), computed as
 * GitLab's `Gitlab::Ci::Status::Composite` does. Failed, canceled or manual jobs that may fail are
 * "ignored": they neither block nor fail the group.
 */
export function compositeStatus(items: readonly StatusItem[]): CiStatus {
  const counts = new Map<CiStatus | 'ignored', number>();
  for (const { status, allowFailure } of items) {
    const ignored = allowFailure && (status === 'failed' || status === 'canceled' || status === 'manual');
    const key = ignored ? 'ignored' : status;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const present = [...counts.keys()];
  const onlyOf = (...allowed: (CiStatus | 'ignored')[]) => present.every((s) => allowed.includes(s));
  const anyOf = (...wanted: CiStatus[]) => wanted.some((s) => counts.has(s));

  if (present.length === 0) return 'skipped';
  if (onlyOf('skipped', 'ignored')) return 'skipped';
  if (onlyOf('success', 'skipped', 'ignored')) return 'success';
  if (onlyOf('created', 'ignored')) return 'created';
  if (onlyOf('preparing', 'ignored')) return 'preparing';
  if (onlyOf('canceled', 'success', 'skipped', 'ignored')) return 'canceled';
  if (onlyOf('pending', 'created', 'skipped', 'ignored')) return 'pending';
  if (anyOf('running', 'pending')) return 'running';
  if (anyOf('waiting_for_resource')) return 'waiting_for_resource';
  if (anyOf('manual')) return 'manual';
  if (anyOf('scheduled')) return 'scheduled';
  if (anyOf('preparing')) return 'preparing';
  if (anyOf('created')) return 'running';
  return 'failed';
}

/**
 * What a `created` job becomes once the jobs before it (earlier stages, or its `needs`) are done,
 * given their composite status: `null` while they are still running or blocked.
 */
export function nextStatusFor(when: string, prior: CiStatus): 'enqueue' | 'skip' | null {
  if (!isCompleted(prior)) return null;
  switch (when) {
    case 'on_failure':
      return prior === 'failed' ? 'enqueue' : 'skip';
    case 'always':
      return 'enqueue';
    case 'never':
      return 'skip';
    default:
      // on_success, manual and delayed run after success; skipped jobs before them do not block.
      return prior === 'success' || prior === 'skipped' ? 'enqueue' : 'skip';
  }
}
