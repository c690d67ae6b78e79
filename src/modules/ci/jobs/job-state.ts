import { CANCELABLE_STATUSES, isCompleted } from '../status.ts';
import type { JobRecord } from './job-view.ts';

/** What may be done with a job in its state (who may do it is the policy's question). */
export function isCancelable(job: Pick<JobRecord, 'status'>): boolean {
  return CANCELABLE_STATUSES.includes(job.status);
}

export function isRetryable(job: Pick<JobRecord, 'status' | 'retried' | 'type'>): boolean {
  return job.type === 'Ci::Build' && isCompleted(job.status) && !job.retried;
}

/** A manual or delayed job waiting for its run, or one that ran and may run again. */
export function isPlayable(job: Pick<JobRecord, 'status' | 'retried' | 'type' | 'when'>): boolean {
  const manual = job.when === 'manual' || job.when === 'delayed';
  return manual && (job.status === 'manual' || job.status === 'scheduled' || isRetryable(job));
}

export function isActive(job: Pick<JobRecord, 'status'>): boolean {
  return ['preparing', 'pending', 'running', 'waiting_for_resource'].includes(job.status);
}

/** The one action a job's status offers, in GitLab's order of precedence. */
export function offeredAction(job: JobRecord): 'play' | 'unschedule' | 'cancel' | 'retry' | null {
  if (job.status === 'manual') return 'play';
  if (job.status === 'scheduled') return 'unschedule';
  if (isCancelable(job) && job.status !== 'created') return 'cancel';
  if (isRetryable(job)) return 'retry';
  return null;
}
