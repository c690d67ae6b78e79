import type { EntityManager } from '@mikro-orm/postgresql';
import { Job } from '../jobs/job.entity.ts';
import { ACTIVE_STATUSES } from '../status.ts';
import { Pipeline, type PipelineSource } from './pipeline.entity.ts';

/** Pipelines another pipeline started: they follow their upstream, not their branch. */
const DOWNSTREAM_SOURCES: readonly PipelineSource[] = ['parent_pipeline', 'pipeline'];

/**
 * GitLab's auto-cancel of redundant pipelines: when a newer pipeline starts on a branch, older
 * unfinished pipelines of that branch are canceled, unless one of their jobs that is not
 * `interruptible` has already started.
 */
export async function redundantPipelines(em: EntityManager, newer: Pipeline): Promise<number[]> {
  if (newer.tag || DOWNSTREAM_SOURCES.includes(newer.source)) return [];
  const older = await em.find(Pipeline, {
    project: newer.project.id,
    ref: newer.ref,
    tag: false,
    id: { $lt: newer.id },
    status: { $in: [...ACTIVE_STATUSES] },
    source: { $nin: [...DOWNSTREAM_SOURCES] },
  });
  if (older.length === 0) return [];
  const jobs = await em.find(Job, { pipeline: { $in: older.map((p) => p.id) }, retried: false });
  const pinned = new Set(
    jobs.filter((j) => j.startedAt !== null && j.options.interruptible !== true).map((j) => j.pipeline.id),
  );
  return older.filter((p) => !pinned.has(p.id)).map((p) => p.id);
}
