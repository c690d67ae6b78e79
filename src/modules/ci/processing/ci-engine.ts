import { sql } from 'kysely';
import type { Tx, UnitOfWork } from '../../../core/tx.ts';
import { kysely } from '../../../db/database.ts';
import type { Ciphertext } from '../../../core/encryption.ts';
import { Job } from '../jobs/job.entity.ts';
import { Pipeline } from '../pipelines/pipeline.entity.ts';
import { CANCELABLE_STATUSES, isCompleted, type CiStatus } from '../status.ts';
import { cloneForRetry, finishJob } from './job-lifecycle.ts';
import { moveJob } from './job-transitions.ts';
import { lockPipeline, type PipelineProcessor, type ProcessingEffects } from './pipeline-processor.ts';

/** Creates the downstream pipeline of a bridge; implemented by the pipelines service. */
export type BridgeTrigger = (bridgeId: number) => Promise<void>;

/** The outcome a runner (or the server itself) reports for a job. */
export interface JobOutcome {
  status: 'success' | 'failed' | 'canceled';
  failureReason?: string;
  exitCode?: number | null;
  coverage?: number | null;
}

/**
 * Every change to jobs and pipelines after creation: runners finishing jobs, users retrying,
 * canceling and playing, timers. Each change is one transaction that holds its pipeline's lock and
 * re-processes the pipeline; what that sets off (downstream pipelines, waiting resource groups,
 * upstream bridges) runs after commit.
 */
export class CiEngine {
  private readonly uow: UnitOfWork;
  private readonly processor: PipelineProcessor;
  private triggerBridge: BridgeTrigger = () => Promise.resolve();

  constructor(uow: UnitOfWork, processor: PipelineProcessor) {
    this.uow = uow;
    this.processor = processor;
  }

  useBridgeTrigger(trigger: BridgeTrigger): void {
    this.triggerBridge = trigger;
  }

  /** Re-processes a pipeline and follows what it sets off. */
  async process(pipelineId: number): Promise<void> {
    await this.afterProcessing(await this.processor.process(pipelineId));
  }

  /** Runs `change` under the pipeline's lock, then processes the pipeline in the same transaction. */
  async change<T>(pipelineId: number, change: (tx: Tx) => Promise<T>): Promise<T> {
    let effects: ProcessingEffects | null = null;
    const result = await this.uow.run(async (tx) => {
      await lockPipeline(tx, pipelineId);
      const value = await change(tx);
      await tx.em.flush();
      effects = await this.processor.processIn(tx, pipelineId);
      return value;
    });
    if (effects) await this.afterProcessing(effects);
    return result;
  }

  /** A job's final status from its runner (or a timer): retries, exit-code rules, then processing. */
  async finish(jobId: number, outcome: JobOutcome): Promise<Job | null> {
    const pipelineId = await this.pipelineOf(jobId);
    if (pipelineId === null) return null;
    return this.change(pipelineId, async (tx) => {
      const job = await tx.em.findOne(Job, jobId, { refresh: true });
      if (!job || isCompleted(job.status) || job.retried) return job;
      const replacement = finishJob(tx, job, outcome);
      if (replacement) {
        await tx.em.flush();
        moveJob(tx, replacement, 'pending');
      }
      return job;
    });
  }

  /** Moves a job to a status other than a final one (running, pending...) under the pipeline lock. */
  async move(jobId: number, status: CiStatus): Promise<void> {
    const pipelineId = await this.pipelineOf(jobId);
    if (pipelineId === null) return;
    await this.change(pipelineId, async (tx) => {
      const job = await tx.em.findOneOrFail(Job, jobId, { refresh: true });
      moveJob(tx, job, status);
    });
  }

  /** Retries one job: a new copy runs; jobs skipped because of it are reset to wait again. */
  async retry(job: Job): Promise<Job> {
    return this.change(job.pipeline.id, async (tx) => {
      const current = await tx.em.findOneOrFail(Job, job.id, { refresh: true });
      const next = cloneForRetry(tx, current, { play: true });
      await tx.em.flush();
      await this.resetSkippedAfter(tx, current);
      return next;
    });
  }

  /** Retries every failed or canceled job of a pipeline. */
  async retryPipeline(pipelineId: number): Promise<void> {
    await this.change(pipelineId, async (tx) => {
      const jobs = await tx.em.find(Job, { pipeline: pipelineId, retried: false }, { refresh: true });
      const failed = jobs.filter((j) => j.status === 'failed' || j.status === 'canceled');
      for (const job of failed) cloneForRetry(tx, job);
      await tx.em.flush();
      for (const job of failed) await this.resetSkippedAfter(tx, job);
    });
  }

  /** Cancels a job that has not finished. */
  async cancel(jobId: number): Promise<void> {
    const pipelineId = await this.pipelineOf(jobId);
    if (pipelineId === null) return;
    await this.change(pipelineId, async (tx) => {
      const job = await tx.em.findOneOrFail(Job, jobId, { refresh: true });
      if (CANCELABLE_STATUSES.includes(job.status)) moveJob(tx, job, 'canceled');
    });
  }

  /** Cancels every unfinished job of a pipeline. */
  async cancelPipeline(pipelineId: number): Promise<void> {
    await this.change(pipelineId, async (tx) => {
      const jobs = await tx.em.find(Job, { pipeline: pipelineId, retried: false }, { refresh: true });
      for (const job of jobs) if (CANCELABLE_STATUSES.includes(job.status)) moveJob(tx, job, 'canceled');
    });
  }

  /**
   * Starts a manual job (or a scheduled one, now), with extra variables; `manualVariables` is
   * their encrypted record (`JOB_MANUAL_VARIABLES`), kept to show them.
   */
  async play(
    jobId: number,
    variables: Record<string, string> = {},
    manualVariables: Ciphertext | null = null,
  ): Promise<void> {
    const pipelineId = await this.pipelineOf(jobId);
    if (pipelineId === null) return;
    await this.change(pipelineId, async (tx) => {
      const job = await tx.em.findOneOrFail(Job, jobId, { refresh: true });
      job.variables = { ...job.variables, ...variables };
      if (manualVariables) job.encryptedManualVariables = manualVariables;
      job.when = 'on_success';
      job.scheduledAt = null;
      moveJob(tx, job, job.resourceGroup ? 'waiting_for_resource' : 'pending');
      if (job.type === 'Ci::Bridge') await tx.em.flush();
    });
    const job = await this.uow.run((tx) => tx.em.findOne(Job, jobId, { refresh: true }));
    if (job?.type === 'Ci::Bridge' && job.status === 'pending') await this.triggerBridge(job.id);
  }

  /** Takes a delayed job off its timer: it waits to be played by hand, as a manual job does. */
  async unschedule(jobId: number): Promise<void> {
    const pipelineId = await this.pipelineOf(jobId);
    if (pipelineId === null) return;
    await this.change(pipelineId, async (tx) => {
      const job = await tx.em.findOneOrFail(Job, jobId, { refresh: true });
      if (job.status !== 'scheduled') return;
      job.scheduledAt = null;
      moveJob(tx, job, 'manual');
    });
  }

  /** Scheduled jobs whose time has come, timed-out running jobs and jobs stuck pending. */
  async sweep(options: {
    stuckAfterSeconds: number;
    timeoutGraceSeconds: number;
    defaultTimeoutSeconds: number;
  }): Promise<void> {
    const db = this.uow;
    const due = await db.run(async (tx) => {
      const rows = await sql<{ id: number; kind: string }>`
        select id, 'scheduled' as kind from ci_builds where status = 'scheduled' and scheduled_at <= now()
        union all
        select b.id, 'timeout' from ci_builds b left join ci_runners r on r.id = b.runner_id
          where b.status = 'running' and b.started_at + make_interval(secs =>
            least(coalesce(b.timeout_seconds, ${options.defaultTimeoutSeconds}), coalesce(r.maximum_timeout, 2147483647))
            + ${options.timeoutGraceSeconds}) < now()
        union all
        select id, 'stuck' from ci_builds where status = 'pending' and type = 'Ci::Build'
          and queued_at < now() - make_interval(secs => ${options.stuckAfterSeconds})`.execute(kysely(tx.em));
      return rows.rows;
    });
    for (const row of due) {
      if (row.kind === 'scheduled') await this.play(row.id);
      else if (row.kind === 'timeout')
        await this.finish(row.id, { status: 'failed', failureReason: 'job_execution_timeout' });
      else await this.finish(row.id, { status: 'failed', failureReason: 'stuck_or_timeout_failure' });
    }
  }

  /**
   * After a restart, what processing sets off after its transaction commits, which a crash may
   * have cut short: bridges enqueued without their downstream pipeline, `strategy: depend` bridges
   * whose downstream pipeline completed, jobs waiting for a resource nobody holds any more.
   */
  async recover(): Promise<void> {
    const { bridges, mirrors, waiting } = await this.uow.run(async (tx) => {
      const db = kysely(tx.em);
      const bridges = await sql<{ id: number }>`
        select id from ci_builds
        where type = 'Ci::Bridge' and status = 'pending' and downstream_pipeline_id is null
        order by id`.execute(db);
      const mirrors = await sql<{ id: number; status: CiStatus }>`
        select b.id, p.status from ci_builds b join ci_pipelines p on p.id = b.downstream_pipeline_id
        where b.type = 'Ci::Bridge' and b.status = 'running'
          and p.status in ('success', 'failed', 'canceled', 'skipped')
        order by b.id`.execute(db);
      const waiting = await sql<{ pipeline_id: number }>`
        select distinct pipeline_id from ci_builds where status = 'waiting_for_resource'`.execute(db);
      return { bridges: bridges.rows, mirrors: mirrors.rows, waiting: waiting.rows };
    });
    for (const bridge of bridges) await this.triggerBridge(bridge.id);
    for (const bridge of mirrors) await this.mirrorUpstream(bridge.id, bridge.status);
    for (const row of waiting) await this.process(row.pipeline_id);
  }

  async afterProcessing(effects: ProcessingEffects): Promise<void> {
    for (const bridgeId of effects.bridgesToTrigger) await this.triggerBridge(bridgeId);
    for (const pipelineId of effects.pipelinesToProcess) await this.process(pipelineId);
    const completed = effects.completed;
    if (completed?.sourceJobId) await this.mirrorUpstream(completed.sourceJobId, completed.status);
  }

  /** A bridge with `strategy: depend` takes the status of the pipeline it triggered. */
  private async mirrorUpstream(bridgeId: number, status: CiStatus): Promise<void> {
    const bridge = await this.uow.run((tx) => tx.em.findOne(Job, bridgeId, { refresh: true }));
    if (!bridge || bridge.options.trigger?.strategy !== 'depend' || isCompleted(bridge.status)) return;
    const outcome: JobOutcome =
      status === 'success' || status === 'skipped'
        ? { status: 'success' }
        : status === 'canceled'
          ? { status: 'canceled' }
          : { status: 'failed', failureReason: 'unknown_failure' };
    await this.finish(bridgeId, outcome);
  }

  /** Jobs skipped because an earlier job failed wait again when that job is retried. */
  private async resetSkippedAfter(tx: Tx, job: Job): Promise<void> {
    const jobs = await tx.em.find(Job, { pipeline: job.pipeline.id, retried: false, status: 'skipped' });
    for (const later of jobs) {
      const dependsOn = later.needs
        ? later.needs.some((n) => n.job === job.name)
        : later.stageIdx > job.stageIdx;
      if (dependsOn) {
        later.finishedAt = null;
        moveJob(tx, later, 'created');
      }
    }
    const pipeline = await tx.em.findOneOrFail(Pipeline, job.pipeline.id);
    pipeline.finishedAt = null;
  }

  private async pipelineOf(jobId: number): Promise<number | null> {
    const rows = await this.uow.run(async (tx) =>
      sql<{ pipeline_id: number }>`select pipeline_id from ci_builds where id = ${jobId}`.execute(
        kysely(tx.em),
      ),
    );
    return rows.rows[0]?.pipeline_id ?? null;
  }
}
