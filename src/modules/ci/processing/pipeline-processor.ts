import { sql } from 'kysely';
import { kysely } from '../../../db/database.ts';
import type { Tx, UnitOfWork } from '../../../core/tx.ts';
import { Job } from '../jobs/job.entity.ts';
import { Pipeline } from '../pipelines/pipeline.entity.ts';
import { compositeStatus, isCompleted, nextStatusFor, type CiStatus } from '../status.ts';
import { moveJob, movePipeline } from './job-transitions.ts';

/** Namespace of the advisory locks pipelines are processed under (any constant of our own). */
const PIPELINE_LOCK = 7_301;
const RESOURCE_LOCK = 7_302;

/** What happens after a pipeline was processed: downstream pipelines to create, other pipelines to wake. */
export interface ProcessingEffects {
  /** Bridges that were just enqueued and must create their downstream pipeline. */
  bridgesToTrigger: number[];
  /** Pipelines waiting for a resource this one released. */
  pipelinesToProcess: number[];
  /** The pipeline completed (its upstream bridge may mirror it). */
  completed: Pipeline | null;
}

/**
 * Advances a pipeline: each `created` job whose predecessors (earlier stages, or its `needs`) are
 * done is enqueued, made manual, scheduled or skipped according to its `when`; jobs waiting for a
 * resource group get it when it is free; the pipeline's status is derived from its jobs. One
 * processor runs per pipeline at a time (an advisory lock in the transaction), so concurrent
 * updates from runners never race.
 */
export class PipelineProcessor {
  private readonly uow: UnitOfWork;

  constructor(uow: UnitOfWork) {
    this.uow = uow;
  }

  process(pipelineId: number): Promise<ProcessingEffects> {
    return this.uow.run((tx) => this.processIn(tx, pipelineId));
  }

  async processIn(tx: Tx, pipelineId: number): Promise<ProcessingEffects> {
    await lockPipeline(tx, pipelineId);
    const pipeline = await tx.em.findOne(Pipeline, pipelineId, { refresh: true });
    const effects: ProcessingEffects = { bridgesToTrigger: [], pipelinesToProcess: [], completed: null };
    if (!pipeline) return effects;
    const jobs = await tx.em.find(
      Job,
      { pipeline: pipelineId, retried: false },
      { orderBy: { stageIdx: 'asc', id: 'asc' }, refresh: true },
    );
    const now = new Date();

    let changed = true;
    while (changed) {
      changed = false;
      for (const job of jobs) {
        if (job.status !== 'created') continue;
        const action = nextStatusFor(job.when, priorStatus(job, jobs));
        if (!action) continue;
        changed = true;
        if (action === 'skip') moveJob(tx, job, 'skipped', now);
        else this.enqueue(tx, job, now, effects);
      }
    }

    await this.assignResources(tx, jobs, now);

    const status = derivedPipelineStatus(jobs, pipeline.status);
    const wasCompleted = isCompleted(pipeline.status);
    movePipeline(tx, pipeline, status, now);
    if (isCompleted(status) && !wasCompleted) effects.completed = pipeline;
    const released = [
      ...new Set(jobs.filter((j) => j.resourceGroup && isCompleted(j.status)).map((j) => j.resourceGroup!)),
    ];
    if (released.length > 0) {
      effects.pipelinesToProcess = await this.pipelinesWaitingFor(
        tx,
        pipeline.project.id,
        released,
        pipeline.id,
      );
    }
    await tx.em.flush();
    return effects;
  }

  private enqueue(tx: Tx, job: Job, now: Date, effects: ProcessingEffects): void {
    if (job.when === 'manual') return moveJob(tx, job, 'manual', now);
    if (job.when === 'delayed' && !job.scheduledAt) {
      job.scheduledAt = new Date(now.getTime() + (job.options.startInSeconds ?? 0) * 1000);
      return moveJob(tx, job, 'scheduled', now);
    }
    if (job.resourceGroup) return moveJob(tx, job, 'waiting_for_resource', now);
    moveJob(tx, job, 'pending', now);
    if (job.type === 'Ci::Bridge') effects.bridgesToTrigger.push(job.id);
  }

  /**
   * A job waiting for a resource group gets it when no other job of the project holds it (pending
   * or running), oldest first. Serialised per project and group by an advisory lock.
   */
  private async assignResources(tx: Tx, jobs: Job[], now: Date): Promise<void> {
    const waiting = jobs.filter((j) => j.status === 'waiting_for_resource' && j.resourceGroup);
    if (waiting.length === 0) return;
    const db = kysely(tx.em);
    for (const job of waiting) {
      const key = `${job.project.id}:${job.resourceGroup}`;
      await sql`select pg_advisory_xact_lock(${RESOURCE_LOCK}, hashtext(${key}))`.execute(db);
      const holder = await sql<{ id: number }>`
        select id from ci_builds
        where project_id = ${job.project.id} and resource_group = ${job.resourceGroup}
          and status in ('pending', 'running') and id <> ${job.id}
        limit 1`.execute(db);
      if (holder.rows.length > 0) continue;
      const older = await sql<{ id: number }>`
        select id from ci_builds
        where project_id = ${job.project.id} and resource_group = ${job.resourceGroup}
          and status = 'waiting_for_resource' and id < ${job.id}
        limit 1`.execute(db);
      if (older.rows.length > 0) continue;
      moveJob(tx, job, 'pending', now);
      // The holder is now pending: the next waiting job must see it.
      await tx.em.flush();
    }
  }

  private async pipelinesWaitingFor(
    tx: Tx,
    projectId: number,
    groups: string[],
    exceptPipeline: number,
  ): Promise<number[]> {
    const rows = await sql<{ pipeline_id: number }>`
      select distinct pipeline_id from ci_builds
      where project_id = ${projectId} and status = 'waiting_for_resource'
        and resource_group in (${sql.join(groups)}) and pipeline_id <> ${exceptPipeline}`.execute(
      kysely(tx.em),
    );
    return rows.rows.map((r) => r.pipeline_id);
  }
}

/** Serialises every change to one pipeline's jobs (re-entrant within a transaction). */
export async function lockPipeline(tx: Tx, pipelineId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${PIPELINE_LOCK}, ${pipelineId})`.execute(kysely(tx.em));
}

/** The status of what must finish before `job`: its needs, or every job of earlier stages. */
export function priorStatus(job: Job, jobs: readonly Job[]): CiStatus {
  if (job.needs) {
    const needed = job.needs.flatMap((need) => {
      const matches = jobs.filter((j) => j !== job && instanceOf(j.name, need.job));
      return matches;
    });
    if (job.needs.length === 0) return 'success';
    return needed.length === 0 ? 'success' : compositeStatus(needed);
  }
  const earlier = jobs.filter((j) => j.stageIdx < job.stageIdx);
  return earlier.length === 0 ? 'success' : compositeStatus(earlier);
}

/** `build` names the job `build` and every instance of a parallel `build` (`build 1/3`, `build: [x]`). */
export function instanceOf(jobName: string, neededName: string): boolean {
  if (jobName === neededName) return true;
  if (!jobName.startsWith(neededName)) return false;
  const rest = jobName.slice(neededName.length);
  return /^ \d+\/\d+$/.test(rest) || /^: \[.*\]$/.test(rest);
}

/**
 * The pipeline's status from its latest jobs. A pipeline whose jobs are all created but which
 * has started is running; one without jobs keeps its status (created, or failed on errors).
 */
export function derivedPipelineStatus(jobs: readonly Job[], current: CiStatus): CiStatus {
  if (jobs.length === 0) return current;
  return compositeStatus(jobs.map((j) => ({ status: j.status, allowFailure: j.allowFailure })));
}
