import { gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { badRequest, verbatimError } from '../../../core/errors.ts';
import { digestToken, generateToken } from '../../../core/secrets.ts';
import { kysely } from '../../../db/database.ts';
import type { ModuleDeps } from '../../../services.ts';
import type { PlanLimitsService } from '../../plan-limits/plan-limits.service.ts';
import { PROJECT_CI_SETTING_DEFAULTS } from '../../projects/projects.presenter.ts';
import { parseDuration } from '../../../core/durations.ts';
import { Job, JobArtifact } from '../jobs/job.entity.ts';
import type { ArtifactStore } from '../jobs/artifact-store.ts';
import type { TraceStore } from '../jobs/trace-store.ts';
import { Pipeline } from '../pipelines/pipeline.entity.ts';
import type { CiEngine } from '../processing/ci-engine.ts';
import { coverageFromLog } from '../processing/job-lifecycle.ts';
import { moveJob } from '../processing/job-transitions.ts';
import { lockPipeline, type PipelineProcessor } from '../processing/pipeline-processor.ts';
import type { Runner } from './runner.entity.ts';
import type { RunnerContact, RunnersService } from './runners.service.ts';
import type { CiVariablesService } from '../variables/ci-variables.service.ts';
import { buildJobPayload, type EnvironmentLookup, type JobPayload } from './job-payload.ts';
import { JobQueueWatch } from './job-queue-watch.ts';
import { parseDotenv } from './dotenv.ts';

export const JOB_TOKEN_PREFIX = 'glcbt-';

/** A job handed to a runner, with the token it authenticates as. */
export interface AssignedJob {
  job: Job;
  token: string;
}

/**
 * The calls a runner makes for jobs: ask for one (matching tags, untagged, protected refs,
 * instance, group and project runners), report its state, stream its log, upload its artifacts.
 */
export class RunnerJobsService {
  private readonly deps: ModuleDeps;
  private readonly runners: RunnersService;
  private environmentOf: EnvironmentLookup = () => Promise.resolve(null);
  private readonly processor: PipelineProcessor;
  private readonly engine: CiEngine;
  private readonly traces: TraceStore;
  private readonly artifacts: ArtifactStore;
  private readonly planLimits: PlanLimitsService;
  private readonly variables: CiVariablesService;
  /** What held job requests wait on. */
  readonly queue = new JobQueueWatch();

  /** The environments module tells jobs their environment's slug and URL (no import of it here). */
  useEnvironments(lookup: EnvironmentLookup): void {
    this.environmentOf = lookup;
  }

  constructor(
    deps: ModuleDeps,
    parts: {
      runners: RunnersService;
      processor: PipelineProcessor;
      engine: CiEngine;
      traces: TraceStore;
      artifacts: ArtifactStore;
      planLimits: PlanLimitsService;
      variables: CiVariablesService;
    },
  ) {
    this.deps = deps;
    this.runners = parts.runners;
    this.processor = parts.processor;
    this.engine = parts.engine;
    this.traces = parts.traces;
    this.artifacts = parts.artifacts;
    this.planLimits = parts.planLimits;
    this.variables = parts.variables;
  }

  /**
   * POST /jobs/request: the oldest pending job this runner may take, now running, or none. A runner
   * that sends the queue version it last saw (`lastUpdate`) is held while there is nothing for it,
   * up to `longPollMs`, and answered as soon as a job it may take is queued (Workhorse's long
   * polling); `lastUpdate` in the answer is the version to send next time.
   */
  async request(
    token: string | undefined,
    contact: RunnerContact,
    poll: { lastUpdate?: string; signal?: AbortSignal } = {},
  ): Promise<{ payload: JobPayload | null; lastUpdate: string }> {
    const runner = await this.runners.authenticateRunner(token);
    if (!runner) throw verbatimError('forbidden', '403 Forbidden');
    const managerId = await this.runners.recordContact(runner, contact);
    const deadline = Date.now() + this.deps.config.CI_JOB_REQUEST_LONG_POLL_SECONDS * 1000;
    let known = poll.lastUpdate;
    for (;;) {
      const seen = this.queue.version;
      const assigned = runner.paused ? null : await this.assign(runner, managerId);
      if (assigned) {
        const payload = await buildJobPayload(
          this.deps,
          this.artifacts,
          assigned,
          runner,
          (projectId, job) => this.variables.forJob(projectId, job),
          this.environmentOf,
        );
        return { payload, lastUpdate: seen };
      }
      const left = deadline - Date.now();
      if (known !== seen || left <= 0 || poll.signal?.aborted || !this.queue.watching) {
        return { payload: null, lastUpdate: seen };
      }
      await this.queue.changedSince(seen, left, poll.signal);
      // The queue is looked at again at the version that woke us: the runner is up to date with it.
      known = this.queue.version;
    }
  }

  private async assign(runner: Runner, managerId: number | null): Promise<AssignedJob | null> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const candidate = await this.candidate(runner);
      if (!candidate) return null;
      const token = generateToken(JOB_TOKEN_PREFIX, 24);
      const assigned = await this.deps.uow.run(async (tx) => {
        // The pipeline lock first, then the row: the order every pipeline change takes.
        await lockPipeline(tx, candidate.pipeline_id);
        const job = await tx.em.findOne(Job, candidate.id, {
          refresh: true,
          populate: ['pipeline', 'project', 'user'],
        });
        if (!job || job.status !== 'pending') return null;
        job.runnerId = runner.id;
        job.runnerManagerId = managerId;
        job.tokenDigest = digestToken(token);
        moveJob(tx, job, 'running');
        await tx.em.flush();
        await this.processor.processIn(tx, candidate.pipeline_id);
        return job;
      });
      if (assigned) return { job: assigned, token };
    }
    return null;
  }

  private async candidate(runner: Runner): Promise<{ id: number; pipeline_id: number } | null> {
    const db = kysely(this.deps.orm.em.fork());
    const owner =
      runner.runnerType === 'instance_type'
        ? sql`p.shared_runners_enabled`
        : runner.runnerType === 'group_type'
          ? sql`exists (select 1 from namespaces n where n.id = p.namespace_id and ${runner.group!.id} = any(n.traversal_ids))
              and coalesce((p.settings->>'group_runners_enabled')::boolean, ${PROJECT_CI_SETTING_DEFAULTS.group_runners_enabled})`
          : sql`exists (select 1 from ci_runner_projects rp where rp.runner_id = ${runner.id} and rp.project_id = b.project_id)`;
    const tags = JSON.stringify(runner.tagList);
    const untagged = runner.runUntagged
      ? sql`true`
      : sql`jsonb_array_length(coalesce(b.options->'tags', '[]'::jsonb)) > 0`;
    const protectedRefs = runner.accessLevel === 'ref_protected' ? sql`b.protected` : sql`true`;
    const rows = await sql<{ id: number; pipeline_id: number }>`
      select b.id, b.pipeline_id from ci_builds b join projects p on p.id = b.project_id
      where b.status = 'pending' and b.type = 'Ci::Build'
        and ${owner}
        and coalesce(b.options->'tags', '[]'::jsonb) <@ ${tags}::jsonb
        and ${untagged} and ${protectedRefs}
      order by b.id limit 1`.execute(db);
    return rows.rows[0] ?? null;
  }

  /** The running job a job token belongs to; 403 with the job's status when it is not running. */
  private async runningJob(jobId: number, token: string | undefined): Promise<Job> {
    const job = await this.deps.orm.em.fork().findOne(Job, jobId);
    if (!job || !token || job.tokenDigest !== digestToken(token)) {
      throw verbatimError('forbidden', '403 Forbidden');
    }
    return job;
  }

  /** PUT /jobs/:id: the runner reports the job running, or finished with a status. */
  async update(
    jobId: number,
    token: string | undefined,
    report: { state?: string; failureReason?: string; exitCode?: number },
  ): Promise<{ status: string }> {
    const job = await this.runningJob(jobId, token);
    if (job.status !== 'running') return { status: job.status };
    if (report.state === 'success' || report.state === 'failed') {
      const log = (await this.traces.read(job.id)).toString('utf8');
      await this.engine.finish(job.id, {
        status: report.state,
        failureReason: report.state === 'failed' ? (report.failureReason ?? 'script_failure') : undefined,
        exitCode: report.exitCode ?? null,
        coverage: coverageFromLog(job.options.coverage, log),
      });
    }
    const after = await this.deps.orm.em.fork().findOneOrFail(Job, jobId);
    return { status: after.status };
  }

  /** PATCH /jobs/:id/trace: appends a chunk at `Content-Range`; returns the log's new size. */
  async appendTrace(
    jobId: number,
    token: string | undefined,
    range: string | undefined,
    chunk: Buffer,
  ): Promise<{ size: number; status: string; accepted: boolean }> {
    const job = await this.runningJob(jobId, token);
    if (job.status !== 'running')
      return { size: await this.traces.size(job.id), status: job.status, accepted: false };
    const start = range ? Number(/^(\d+)-/.exec(range)?.[1]) : await this.traces.size(job.id);
    if (!Number.isInteger(start)) throw badRequest('Content-Range is invalid');
    const size = await this.traces.append(job.id, start, chunk);
    if (size === null) return { size: await this.traces.size(job.id), status: job.status, accepted: false };
    return { size, status: job.status, accepted: true };
  }

  /** POST /jobs/:id/artifacts: the archive or a report (dotenv) of a running job. */
  async uploadArtifact(
    jobId: number,
    token: string | undefined,
    upload: { filename: string; data: Buffer; type: string; format: string; expireIn?: string },
  ): Promise<JobArtifact> {
    const job = await this.runningJob(jobId, token);
    if (job.status !== 'running') throw verbatimError('forbidden', '403 Forbidden - Job is not running');
    if (upload.type === 'dotenv') await this.checkDotenv(upload);
    const expireSeconds =
      upload.expireIn && upload.expireIn !== 'never' ? parseDuration(upload.expireIn) : null;
    const storagePath = await this.artifacts.write(job.project.id, job.id, upload.filename, upload.data);
    // The file goes when its row cannot be written: nothing is left half-stored.
    const recorded = this.deps.uow.run(async (tx) => {
      const previous = await tx.em.find(JobArtifact, { job: job.id, fileType: upload.type });
      for (const old of previous) tx.em.remove(old);
      return tx.em.create(JobArtifact, {
        job: job.id,
        project: job.project.id,
        fileType: upload.type,
        fileFormat: upload.format,
        filename: upload.filename,
        size: upload.data.length,
        storagePath,
        expireAt: expireSeconds === null ? null : new Date(Date.now() + expireSeconds * 1000),
      });
    });
    return recorded.catch(async (error: unknown) => {
      await this.artifacts.remove(storagePath).catch(() => undefined);
      throw error;
    });
  }

  /**
   * GET /jobs/:id/artifacts: a runner fetches the archive of a job its running job depends on,
   * authenticated by the running job's token; only jobs of the same project are reachable.
   */
  async dependencyArchive(jobId: number, token: string | undefined): Promise<JobArtifact> {
    const em = this.deps.orm.em.fork();
    const running = token ? await em.findOne(Job, { tokenDigest: digestToken(token) }) : null;
    if (!running || running.status !== 'running') throw verbatimError('forbidden', '403 Forbidden');
    const archive = await em.findOne(JobArtifact, {
      job: { id: jobId, project: running.project.id },
      fileType: 'archive',
    });
    if (!archive) throw verbatimError('not_found', '404 Not Found');
    return archive;
  }

  private async checkDotenv(upload: { data: Buffer; format: string }): Promise<void> {
    const limits = await this.planLimits.limits();
    const tooBig = () =>
      verbatimError('bad_request', `Dotenv Artifact Too big. Maximum allowable size: ${limits.dotenvSize}`);
    let data = upload.data;
    if (upload.format === 'gzip') {
      try {
        // A small archive may unpack to a great deal: stop one byte past the limit.
        data = gunzipSync(data, limits.dotenvSize > 0 ? { maxOutputLength: limits.dotenvSize + 1 } : {});
      } catch (error) {
        if (error instanceof RangeError) throw tooBig();
        throw verbatimError('bad_request', 'Invalid Format');
      }
    }
    const text = data.toString('utf8');
    if (limits.dotenvSize > 0 && Buffer.byteLength(text) > limits.dotenvSize) {
      throw tooBig();
    }
    const variables = parseDotenv(text);
    if (variables === null) throw verbatimError('bad_request', 'Invalid Format');
    if (limits.dotenvVariables > 0 && Object.keys(variables).length > limits.dotenvVariables) {
      throw verbatimError(
        'bad_request',
        `Dotenv files cannot have more than ${limits.dotenvVariables} variables`,
      );
    }
  }

  /** The pipeline of a job (for the payload builder). */
  async pipelineOf(job: Job): Promise<Pipeline> {
    return this.deps.orm.em.fork().findOneOrFail(Pipeline, job.pipeline.id);
  }
}
