import type { EntityManager } from '@mikro-orm/postgresql';
import { Project } from '../../projects/project.entity.ts';
import { Job } from '../jobs/job.entity.ts';
import { ACTIVE_STATUSES } from '../status.ts';
import { Pipeline, type PipelineSource } from './pipeline.entity.ts';

/** Pipelines another pipeline started: they follow their upstream, not their branch. */
const DOWNSTREAM_SOURCES: readonly PipelineSource[] = ['parent_pipeline', 'pipeline'];

/** Older pipelines are left alone, as GitLab leaves them. */
const WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * GitLab's auto-cancel of redundant pipelines: when a newer pipeline starts on a branch, older
 * unfinished pipelines of that branch for other commits (from the last seven days) are canceled,
 * unless one of their jobs that is not `interruptible` has already started. A pipeline of the same
 * commit is not redundant: it ran the same code. Projects may turn this off
 * (`auto_cancel_pending_pipelines: disabled`).
 */
export async function redundantPipelines(em: EntityManager, newer: Pipeline): Promise<number[]> {
  if (newer.tag || DOWNSTREAM_SOURCES.includes(newer.source)) return [];
  const project = await em.findOneOrFail(Project, newer.project.id, { fields: ['settings'] });
  if (project.settings['auto_cancel_pending_pipelines'] === 'disabled') return [];
  const older = await em.find(Pipeline, {
    project: newer.project.id,
    ref: newer.ref,
    tag: false,
    id: { $lt: newer.id },
    sha: { $ne: newer.sha },
    createdAt: { $gt: new Date(Date.now() - WINDOW_MS) },
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
