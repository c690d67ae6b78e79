import type { Tx } from '../../../core/tx.ts';
import type { Job } from '../jobs/job.entity.ts';
import type { Pipeline } from '../pipelines/pipeline.entity.ts';
import { isCompleted, type CiStatus } from '../status.ts';

declare module '../../../core/events.ts' {
  interface DomainEventMap {
    /** A job moved from one status to another (in the order it happened). */
    'ci.job.status': {
      jobId: number;
      pipelineId: number;
      projectId: number;
      name: string;
      stage: string;
      type: string;
      status: CiStatus;
      previousStatus: CiStatus;
      at: string;
    };
    /** A pipeline's derived status changed. */
    'ci.pipeline.status': {
      pipelineId: number;
      projectId: number;
      ref: string;
      sha: string;
      status: CiStatus;
      previousStatus: CiStatus;
      at: string;
      /** The schedule that ran the pipeline, if one did. */
      pipelineScheduleId: number | null;
    };
  }
}

/**
 * Moves a job to a status, keeping its timestamps and durations right, and records the
 * transition as an event. Every job status change goes through here.
 */
export function moveJob(tx: Tx, job: Job, status: CiStatus, now = new Date()): void {
  const previousStatus = job.status;
  if (previousStatus === status) return;
  job.status = status;
  if (status === 'pending' && !job.queuedAt) job.queuedAt = now;
  if (status === 'running') job.startedAt = now;
  if (isCompleted(status)) {
    job.finishedAt = now;
    job.tokenDigest = null;
  }
  if (status === 'created' || status === 'pending' || status === 'manual' || status === 'scheduled') {
    job.finishedAt = null;
  }
  tx.emit('ci.job.status', {
    jobId: job.id,
    pipelineId: job.pipeline.id,
    projectId: job.project.id,
    name: job.name,
    stage: job.stage,
    type: job.type,
    status,
    previousStatus,
    at: now.toISOString(),
  });
}

/** Sets a pipeline's status with its timestamps; records the transition. */
export function movePipeline(tx: Tx, pipeline: Pipeline, status: CiStatus, now = new Date()): void {
  const previousStatus = pipeline.status;
  if (previousStatus === status) return;
  pipeline.status = status;
  if ((status === 'running' || isCompleted(status)) && !pipeline.startedAt && status !== 'skipped') {
    pipeline.startedAt = now;
  }
  if (isCompleted(status)) {
    pipeline.finishedAt = now;
    pipeline.duration = pipeline.startedAt
      ? Math.round((now.getTime() - pipeline.startedAt.getTime()) / 1000)
      : null;
    pipeline.queuedDuration = pipeline.startedAt
      ? Math.round((pipeline.startedAt.getTime() - pipeline.createdAt.getTime()) / 1000)
      : null;
  } else {
    pipeline.finishedAt = null;
  }
  tx.emit('ci.pipeline.status', {
    pipelineId: pipeline.id,
    projectId: pipeline.project.id,
    ref: pipeline.ref,
    sha: pipeline.sha,
    status,
    previousStatus,
    at: now.toISOString(),
    pipelineScheduleId: pipeline.pipelineScheduleId ?? null,
  });
}

/** Seconds between two instants, or null when either is missing. */
export function secondsBetween(from: Date | null | undefined, to: Date | null | undefined): number | null {
  if (!from || !to) return null;
  return (to.getTime() - from.getTime()) / 1000;
}
