import type { Tx } from '../../../core/tx.ts';
import { Job } from '../jobs/job.entity.ts';
import { moveJob } from './job-transitions.ts';

/** Failure reasons GitLab reports for jobs. */
export const FAILURE_REASONS = [
  'unknown_failure',
  'script_failure',
  'api_failure',
  'stuck_or_timeout_failure',
  'runner_system_failure',
  'missing_dependency_failure',
  'runner_unsupported',
  'stale_schedule',
  'job_execution_timeout',
  'archived_failure',
  'unmet_prerequisites',
  'scheduler_failure',
  'data_integrity_failure',
  'forward_deployment_failure',
  'user_blocked',
  'project_deleted',
  'insufficient_bridge_permissions',
  'downstream_bridge_project_not_found',
  'invalid_bridge_trigger',
  'bridge_pipeline_is_child_pipeline',
  'downstream_pipeline_creation_failed',
  'secrets_provider_not_found',
  'reached_max_descendant_pipelines_depth',
  'reached_max_pipeline_hierarchy_size',
  'job_token_expired',
] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

/**
 * A copy of a job to run again: the old one is kept as retried, the new one starts as created
 * (or pending, for automatic retries, which GitLab enqueues at once).
 */
export function cloneForRetry(tx: Tx, job: Job, options: { play?: boolean } = {}): Job {
  job.retried = true;
  return tx.em.create(Job, {
    type: job.type,
    pipeline: job.pipeline,
    project: job.project,
    name: job.name,
    stage: job.stage,
    stageIdx: job.stageIdx,
    status: 'created',
    // Retrying a manual job runs it.
    when: options.play && job.when === 'manual' ? 'on_success' : job.when,
    allowFailure: job.options.allowFailure,
    options: job.options,
    needs: job.needs,
    variables: job.variables,
    encryptedManualVariables: job.encryptedManualVariables,
    ref: job.ref,
    tag: job.tag,
    protected: job.protected,
    sha: job.sha,
    user: job.user,
    resourceGroup: job.resourceGroup,
    timeoutSeconds: job.timeoutSeconds,
    retryCount: job.retryCount + 1,
  });
}

/** Whether the job's `retry:` allows another attempt after this failure. */
export function shouldAutoRetry(job: Job, reason: string, exitCode: number | null): boolean {
  const retry = job.options.retry;
  if (!retry || job.retryCount >= retry.max) return false;
  if (retry.exitCodes && retry.exitCodes.length > 0) {
    if (exitCode === null || !retry.exitCodes.includes(exitCode)) return false;
    if (!retry.when) return true;
  }
  const when = retry.when ?? ['always'];
  return when.includes('always') || when.includes(reason);
}

/**
 * Records a finished job: its status, failure reason, exit code, coverage and whether its failure
 * is allowed by `allow_failure:exit_codes`. Returns the replacement when it is retried automatically.
 */
export function finishJob(
  tx: Tx,
  job: Job,
  outcome: {
    status: 'success' | 'failed' | 'canceled';
    failureReason?: string;
    exitCode?: number | null;
    coverage?: number | null;
  },
  now = new Date(),
): Job | null {
  job.exitCode = outcome.exitCode ?? null;
  if (outcome.coverage !== undefined && outcome.coverage !== null) job.coverage = outcome.coverage;
  if (outcome.status === 'failed') {
    const reason = outcome.failureReason ?? 'unknown_failure';
    job.failureReason = reason;
    const codes = job.options.allowFailureExitCodes;
    if (
      codes &&
      outcome.exitCode !== undefined &&
      outcome.exitCode !== null &&
      codes.includes(outcome.exitCode)
    ) {
      job.allowFailure = true;
    }
    moveJob(tx, job, 'failed', now);
    if (shouldAutoRetry(job, reason, outcome.exitCode ?? null)) {
      const next = cloneForRetry(tx, job);
      return next;
    }
    return null;
  }
  moveJob(tx, job, outcome.status, now);
  return null;
}

/** The last number the job's `coverage` pattern matches in its log, as GitLab reads coverage. */
export function coverageFromLog(pattern: string | undefined, log: string): number | null {
  if (!pattern) return null;
  let regex: RegExp;
  try {
    regex = new RegExp(pattern.replace(/^\/|\/$/g, ''), 'gm');
  } catch {
    return null;
  }
  let last: string | null = null;
  for (const match of log.matchAll(regex)) last = match[0];
  if (last === null) return null;
  const number = /\d+(?:\.\d+)?/.exec(last);
  return number ? Number(number[0]) : null;
}
