import { sql } from 'kysely';
import { isAdmin, requireUser, type Actor } from '../../../core/actor.ts';
import type { VariableRateLimiter } from '../../../core/rate-limits.ts';
import { AccessLevel } from '../../../core/access.ts';
import { badRequest, forbidden, notFound, unprocessable, verbatimError } from '../../../core/errors.ts';
import {
  decodeCursor,
  encodeCursor,
  paginate,
  paginateByParent,
  refuseDeepOffset,
  type KeysetPageRequest,
  type Page,
  type PageRequest,
} from '../../../core/pagination.ts';
import { authorize, authorizeVisible, can } from '../../../core/policy.ts';
import type { Ciphertext } from '../../../core/encryption.ts';
import { digestToken } from '../../../core/secrets.ts';
import { kysely } from '../../../db/database.ts';
import { readCommitObjects, type CommitRecord } from '../../../git/commit-log.ts';
import type { ModuleDeps } from '../../../services.ts';
import type { ProjectSubject } from '../../projects/projects.policy.ts';
import type { PipelineRecord } from '../pipelines/pipeline-records.ts';
import { readJobSummariesOfPipelines } from './job-summaries.ts';
import { toActorUser } from '../../tokens/authentication.service.ts';
import { User } from '../../users/user.entity.ts';
import type { JobWhen, NeedSpec } from '../config/types.ts';
import { PIPELINE_SOURCES, type PipelineSource } from '../pipelines/pipeline.entity.ts';
import type { CiEngine } from '../processing/ci-engine.ts';
import { Runner, RunnerManager, type RunnerType } from '../runners/runner.entity.ts';
import { CANCELABLE_STATUSES, CI_STATUSES, isCompleted, type CiStatus } from '../status.ts';
import type { ArtifactStore } from './artifact-store.ts';
import { Job, JobArtifact } from './job.entity.ts';
import {
  encryptJobManualVariables,
  jobManualVariables,
  type ManualVariable,
} from './job-manual-variables.ts';
import {
  readArtifactRecords,
  readArtifactRecordsById,
  readJobRecords,
  readJobRecordsOfPage,
  readJobRecordsWithPipelines,
  readJobRecordsOfPipelines,
} from './job-records.ts';
import type { JobArtifactRecord, JobRecord, JobRecordWithPipeline, JobView } from './job-view.ts';
import type { TraceStore } from './trace-store.ts';

export interface JobListQuery {
  scope?: CiStatus[];
  includeRetried?: boolean;
  type?: 'Ci::Build' | 'Ci::Bridge';
  name?: string;
  withArtifacts?: boolean;
  /** Only the attempts that were retried. */
  onlyRetried?: boolean;
  /** Only jobs that run `when` one of these (GitLab's `whenExecuted`). */
  when?: JobWhen[];
  /**
   * Only jobs of pipelines created for one of these reasons (a job's source is its pipeline's);
   * sources no pipeline here has match nothing.
   */
  sources?: readonly string[];
  /** Only jobs taken by a runner of one of these types. */
  runnerTypes?: RunnerType[];
}

/** Jobs as users see them: lists, one job, its log and artifacts, and the actions on it. */
export class JobsService {
  private readonly deps: ModuleDeps;
  private readonly engine: CiEngine;
  readonly traces: TraceStore;
  readonly artifacts: ArtifactStore;
  private readonly indexLimiter: VariableRateLimiter;

  constructor(deps: ModuleDeps, engine: CiEngine, traces: TraceStore, artifacts: ArtifactStore) {
    this.deps = deps;
    this.indexLimiter = deps.rateLimits.variableLimiter('jobs_index');
    this.engine = engine;
    this.traces = traces;
    this.artifacts = artifacts;
  }

  // ------------------------------------------------------------------ reads

  async listForProject(
    actor: Actor,
    idOrPath: string | number,
    query: JobListQuery,
    request: PageRequest,
  ): Promise<Page<JobView>> {
    const subject = await this.readable(actor, idOrPath);
    // The project's list is the one that offers keyset pagination (GitLab's).
    refuseDeepOffset(request, this.deps.config.OFFSET_PAGINATION_LIMIT, 'Ci::Build');
    return this.page(
      subject,
      // Every job of the project, retried ones too, as GitLab lists them.
      { projectId: subject.project.id, includeRetried: true, ...query, type: query.type ?? 'Ci::Build' },
      request,
    );
  }

  /**
   * GET /projects/:id/jobs: `listForProject`, counted first against the caller's
   * `project_jobs_api_rate_limit` (requests per user per minute, 0: no limit), as GitLab's `jobs_index`.
   */
  async index(
    actor: Actor,
    idOrPath: string | number,
    query: JobListQuery,
    request: PageRequest,
  ): Promise<Page<JobView>> {
    const settings = await this.deps.settings();
    const user = requireUser(actor);
    await this.indexLimiter.hit(
      String(user.id),
      settings.project_jobs_api_rate_limit,
      settings.rate_limiting_response_text,
    );
    return this.listForProject(actor, idOrPath, query, request);
  }

  async listForPipeline(
    actor: Actor,
    idOrPath: string | number,
    pipelineId: number,
    query: JobListQuery,
    request: PageRequest,
  ): Promise<Page<JobView>> {
    const subject = await this.readable(actor, idOrPath);
    const exists = await sql<{
      id: number;
    }>`select id from ci_pipelines where id = ${pipelineId} and project_id = ${subject.project.id}`.execute(
      kysely(this.deps.orm.em.fork()),
    );
    if (exists.rows.length === 0) throw notFound();
    return this.page(
      subject,
      { projectId: subject.project.id, pipelineId, ...query, type: query.type ?? 'Ci::Build' },
      request,
    );
  }

  async get(actor: Actor, idOrPath: string | number, jobId: number): Promise<JobView> {
    const subject = await this.readable(actor, idOrPath);
    const [job] = await readJobRecordsWithPipelines(this.deps.orm.em.fork(), [jobId]);
    if (!job || job.projectId !== subject.project.id) throw notFound();
    return (await this.views(subject, [job]))[0]!;
  }

  /**
   * Jobs of one project by id, as the REST presenter shows them, in one read (other modules' records
   * that embed their job, as deployments do): empty when the actor may not read the project's jobs.
   */
  async viewsOf(
    actor: Actor,
    subject: ProjectSubject,
    jobIds: readonly number[],
  ): Promise<Map<number, JobView>> {
    if (jobIds.length === 0 || !can(actor, 'read_build', subject)) return new Map();
    const records = await readJobRecordsWithPipelines(this.deps.orm.em.fork(), [...new Set(jobIds)]);
    const own = records.filter((r) => r.projectId === subject.project.id);
    const views = await this.views(subject, own);
    return new Map(views.map((v) => [v.job.id, v]));
  }

  // ------------------------------------------------------------------ batched reads (GraphQL)

  /**
   * Pages of jobs of several pipelines of one project, in one read (a window per pipeline), as plain
   * records: GraphQL loads what its fields select, not what the REST presenter shows. `load` turns
   * the pages' job ids into records (a request that has read some of them already passes its own).
   */
  async recordPagesForPipelines(
    actor: Actor,
    subject: ProjectSubject,
    pipelineIds: readonly number[],
    query: JobListQuery,
    request: KeysetPageRequest,
    load: (ids: number[]) => Promise<JobRecord[]> = (ids) => this.recordsOf(actor, subject, ids),
  ): Promise<Map<number, Page<JobRecord>>> {
    authorize(actor, 'read_build', subject);
    const db = kysely(this.deps.orm.em.fork());
    const qb = this.filtered(db, { projectId: subject.project.id, ...query });
    const pages = await paginateByParent(
      db,
      qb.select(['ci_builds.pipeline_id']),
      { column: 'ci_builds.pipeline_id', value: (r: { id: number; pipeline_id: number }) => r.pipeline_id },
      pipelineIds,
      [{ column: 'ci_builds.id', direction: 'desc', value: (r: { id: number }) => r.id }],
      request,
    );
    const records = await load([...pages.values()].flatMap((page) => page.items.map((r) => r.id)));
    const byId = new Map(records.map((record) => [record.id, record]));
    return new Map(
      [...pages].map(([id, page]) => [
        id,
        { ...page, items: page.items.map((r) => byId.get(r.id)!).filter(Boolean) },
      ]),
    );
  }

  /**
   * A page of a project's jobs as plain records (GraphQL's `Project.jobs`); with `withPipelines`,
   * the pipelines of the page's jobs read by the same statement, where the actor may read them.
   */
  async recordPageForProject(
    actor: Actor,
    subject: ProjectSubject,
    query: JobListQuery,
    request: KeysetPageRequest,
    options: { withPipelines?: boolean } = {},
  ): Promise<Page<JobRecord> & { pipelines: PipelineRecord[] }> {
    authorize(actor, 'read_build', subject);
    const pipelinesOf =
      options.withPipelines && can(actor, 'read_pipeline', subject) ? subject.project : undefined;
    return this.newestRecordsPage(
      { projectId: subject.project.id, includeRetried: true, ...query },
      request,
      pipelinesOf,
    );
  }

  /** A page of every job of the instance, newest first (the admin area's list: administrators). */
  async recordPageForInstance(
    actor: Actor,
    query: Pick<JobListQuery, 'scope' | 'runnerTypes'>,
    request: KeysetPageRequest,
  ): Promise<Page<JobRecord>> {
    authorize(actor, 'read_all_jobs', null);
    return this.newestRecordsPage({ includeRetried: true, ...query }, request);
  }

  /** A page of the jobs these filters keep, newest first, read as records (with `pipelinesOf`'s pipelines). */
  private async newestRecordsPage(
    filters: Parameters<JobsService['filtered']>[1],
    request: KeysetPageRequest,
    pipelinesOf?: PipelineRecord['project'],
  ): Promise<Page<JobRecord> & { pipelines: PipelineRecord[] }> {
    const db = kysely(this.deps.orm.em.fork());
    let pipelines: PipelineRecord[] = [];
    const page = await paginate<{ id: number }, JobRecord>(
      db,
      this.filtered(db, filters),
      [{ column: 'ci_builds.id', direction: 'desc', value: (r: { id: number }) => r.id }],
      request,
      {
        countLimit: this.deps.config.PAGINATION_COUNT_LIMIT,
        readPage: async (limited, forward) => {
          const read = await readJobRecordsOfPage(
            this.deps.orm.em.fork(),
            limited,
            forward ? 'desc' : 'asc',
            pipelinesOf,
          );
          pipelines = read.pipelines;
          return read.jobs;
        },
      },
    );
    return Object.assign(page, { pipelines });
  }

  /** The `needs:` of jobs of one project, by job (null: the job runs in stage order). */
  async needsOf(
    actor: Actor,
    subject: ProjectSubject,
    jobIds: readonly number[],
  ): Promise<Map<number, NeedSpec[] | null>> {
    authorize(actor, 'read_build', subject);
    const rows = await sql<{ id: number; needs: NeedSpec[] | null }>`
      select id, needs from ci_builds
      where id = any(${jobIds}::int[]) and project_id = ${subject.project.id}`.execute(
      kysely(this.deps.orm.em.fork()),
    );
    return new Map(rows.rows.map((row) => [row.id, row.needs]));
  }

  /**
   * The variables given when jobs of one project were played, by job: null for callers who may
   * not read them (those who may not play the jobs).
   */
  async manualVariablesOf(
    actor: Actor,
    subject: ProjectSubject,
    jobIds: readonly number[],
  ): Promise<Map<number, ManualVariable[]> | null> {
    authorize(actor, 'read_build', subject);
    if (!can(actor, 'update_build', subject)) return null;
    const rows = await sql<{ id: number; encrypted_manual_variables: Ciphertext }>`
      select id, encrypted_manual_variables from ci_builds
      where id = any(${jobIds}::int[]) and project_id = ${subject.project.id}
        and encrypted_manual_variables is not null`.execute(kysely(this.deps.orm.em.fork()));
    return new Map(
      rows.rows.map((row) => [
        row.id,
        jobManualVariables(this.deps.encryption, row.encrypted_manual_variables),
      ]),
    );
  }

  /** The ends of the logs of jobs of one project (at most `maxBytes` each), null where a job has none. */
  async traceTails(
    actor: Actor,
    subject: ProjectSubject,
    jobIds: readonly number[],
    maxBytes: number,
  ): Promise<(Buffer | null)[]> {
    authorize(actor, 'read_build', subject);
    return Promise.all(jobIds.map((id) => this.traces.tail(id, maxBytes)));
  }

  /** The latest attempts of every job of pipelines of one project (stages are made of them). */
  async latestRecordsOfPipelines(
    actor: Actor,
    subject: ProjectSubject,
    pipelineIds: readonly number[],
  ): Promise<JobRecord[]> {
    authorize(actor, 'read_build', subject);
    const records = await readJobRecordsOfPipelines(this.deps.orm.em.fork(), pipelineIds, 'latest');
    return records.filter((record) => record.projectId === subject.project.id);
  }

  /**
   * Every attempt of every job of pipelines of one project, in stage order (GraphQL: stages and jobs
   * pages); as summaries (see job-summaries.ts) when the caller shows no more of them.
   */
  async recordsOfPipelines(
    actor: Actor,
    subject: ProjectSubject,
    pipelineIds: readonly number[],
    options: { summaries?: boolean } = {},
  ): Promise<JobRecord[]> {
    authorize(actor, 'read_build', subject);
    const read = options.summaries ? readJobSummariesOfPipelines : readJobRecordsOfPipelines;
    const records = await read(this.deps.orm.em.fork(), pipelineIds, 'all');
    return records.filter((record) => record.projectId === subject.project.id);
  }

  /**
   * The pages `recordPagesForPipelines` answers, made from every attempt of the pipelines' jobs
   * when the caller has read them already (a request that shows the pipelines' stages has): no
   * statement. Null when the query filters on what records do not hold (artifacts, pipeline
   * sources, runner types). The filters are those of `filtered`, and must stay so.
   */
  pagesOfRecords(
    actor: Actor,
    subject: ProjectSubject,
    records: readonly JobRecord[],
    pipelineIds: readonly number[],
    query: JobListQuery,
    request: KeysetPageRequest,
  ): Map<number, Page<JobRecord>> | null {
    authorize(actor, 'read_build', subject);
    if (query.withArtifacts !== undefined || query.sources?.length || query.runnerTypes?.length) return null;
    const scope = query.scope ?? [];
    for (const status of scope)
      if (!CI_STATUSES.includes(status)) throw badRequest('scope does not have a valid value');
    const matches = (job: JobRecord) =>
      job.projectId === subject.project.id &&
      (query.type === undefined || job.type === query.type) &&
      (query.includeRetried === true || !job.retried) &&
      (query.onlyRetried !== true || job.retried) &&
      (!query.when?.length || query.when.includes(job.when)) &&
      (scope.length === 0 || scope.includes(job.status)) &&
      (query.name === undefined || job.name === query.name);
    const forward = request.direction === 'forward';
    const cursor = request.cursor === null ? null : Number(decodeCursor(request.cursor, 1)[0]);
    const byPipeline = new Map<number, JobRecord[]>(pipelineIds.map((id) => [id, []]));
    for (const job of records) if (matches(job)) byPipeline.get(job.pipeline.id)?.push(job);
    const pages = new Map<number, Page<JobRecord>>();
    for (const [id, all] of byPipeline) {
      // Newest first, as the window of `recordPagesForPipelines` orders them (oldest first backwards).
      const ordered = all
        .filter((job) => cursor === null || (forward ? job.id < cursor : job.id > cursor))
        .sort((a, b) => (forward ? b.id - a.id : a.id - b.id));
      const more = ordered.length > request.size;
      const items = ordered.slice(0, request.size);
      if (!forward) items.reverse();
      pages.set(id, {
        items,
        cursorAt: (i) => encodeCursor([items[i]!.id]),
        hasNextPage: forward ? more : request.cursor !== null,
        hasPreviousPage: forward ? request.cursor !== null : more,
        page: null,
        perPage: request.size,
        total: null,
        count: () => Promise.resolve(all.length),
      });
    }
    return pages;
  }

  /** Jobs of one project by id, as records (mutation payloads, subscriptions). */
  async recordsOf(actor: Actor, subject: ProjectSubject, jobIds: readonly number[]): Promise<JobRecord[]> {
    authorize(actor, 'read_build', subject);
    const records = await readJobRecords(this.deps.orm.em.fork(), jobIds);
    return records.filter((record) => record.projectId === subject.project.id);
  }

  /** Jobs by id, as records, in one read each: null where missing or not readable by the actor. */
  async loadMany(actor: Actor, jobIds: readonly number[]): Promise<(JobRecord | null)[]> {
    if (jobIds.length === 0) return [];
    const records = await readJobRecords(this.deps.orm.em.fork(), jobIds);
    const readable = await this.deps.projects.withAbility(
      actor,
      'read_build',
      records.map((r) => r.projectId),
    );
    const byId = new Map(records.filter((r) => readable.has(r.projectId)).map((r) => [r.id, r]));
    return jobIds.map((id) => byId.get(id) ?? null);
  }

  /** Stored files by id, with their jobs' projects: null where missing or their job is not readable. */
  async loadArtifacts(
    actor: Actor,
    ids: readonly number[],
  ): Promise<({ artifact: JobArtifactRecord; projectId: number } | null)[]> {
    if (ids.length === 0) return [];
    const artifacts = await readArtifactRecordsById(this.deps.orm.em.fork(), ids);
    const jobIds = [...new Set(artifacts.map((a) => a.jobId))];
    const jobs = new Map(
      (await this.loadMany(actor, jobIds)).filter((j) => j !== null).map((j) => [j.id, j]),
    );
    const byId = new Map(
      artifacts.flatMap((artifact) => {
        const job = jobs.get(artifact.jobId);
        return job ? [[artifact.id, { artifact, projectId: job.projectId }] as const] : [];
      }),
    );
    return ids.map((id) => byId.get(id) ?? null);
  }

  /** The stored files of jobs of one project, in one read. */
  async artifactRecords(
    actor: Actor,
    subject: ProjectSubject,
    jobIds: readonly number[],
  ): Promise<JobArtifactRecord[]> {
    authorize(actor, 'read_build', subject);
    return readArtifactRecords(this.deps.orm.em.fork(), jobIds);
  }

  /** GET /runners/:id/jobs: jobs a runner ran, in projects where the caller is at least reporter. */
  async listForRunner(
    actor: Actor,
    runnerId: number,
    query: { status?: CiStatus; sort?: 'asc' | 'desc'; systemId?: string },
    request: PageRequest,
  ): Promise<Page<JobView>> {
    await this.runnerAccess(actor, runnerId);
    const db = kysely(this.deps.orm.em.fork());
    const projectRows = await sql<{ project_id: number }>`
      select distinct project_id from ci_builds where runner_id = ${runnerId}`.execute(db);
    let projectIds = projectRows.rows.map((r) => r.project_id);
    if (!isAdmin(actor)) {
      const levels = await this.deps.access.projectAccessLevels(actor.user!.id, projectIds);
      projectIds = projectIds.filter((id) => (levels.get(id) ?? 0) >= AccessLevel.REPORTER);
    }
    if (projectIds.length === 0) projectIds = [0];
    let qb = db
      .selectFrom('ci_builds')
      .select(['id'])
      .where('runner_id', '=', runnerId)
      .where('project_id', 'in', projectIds);
    if (query.status) qb = qb.where('status', '=', query.status);
    if (query.systemId !== undefined) {
      const systemId = query.systemId;
      qb = qb.where('runner_manager_id', 'in', (sub) =>
        sub
          .selectFrom('ci_runner_machines')
          .select('id')
          .where('runner_id', '=', runnerId)
          .where('system_id', '=', systemId),
      );
    }
    const page = await paginate(
      db,
      qb,
      [{ column: 'ci_builds.id', direction: query.sort ?? 'desc', value: (r: { id: number }) => r.id }],
      request,
      { countLimit: this.deps.config.PAGINATION_COUNT_LIMIT },
    );
    const jobs = await readJobRecordsWithPipelines(
      this.deps.orm.em.fork(),
      page.items.map((r) => r.id),
    );
    const subjects = await this.deps.projects.loadMany(actor, [...new Set(jobs.map((j) => j.projectId))]);
    // One read of commits, runners and artifacts per project, not per job.
    const viewsById = new Map<number, JobView>();
    for (const subject of subjects) {
      if (!subject) continue;
      const own = jobs.filter((job) => job.projectId === subject.project.id);
      for (const view of await this.views(subject, own)) viewsById.set(view.job.id, view);
    }
    const views = jobs.map((job) => viewsById.get(job.id)).filter((v): v is JobView => v !== undefined);
    return { ...page, items: views };
  }

  /** GET /job: the job a job token belongs to (404 for other credentials, as GitLab's). */
  async current(actor: Actor): Promise<JobView> {
    if (!actor.user) throw verbatimError('unauthorized', '401 Unauthorized');
    if (actor.jobId === null) throw notFound('Job');
    const [job] = await readJobRecordsWithPipelines(this.deps.orm.em.fork(), [actor.jobId]);
    if (!job) throw notFound('Job');
    const subject = await this.deps.projects.find(actor, job.projectId);
    return (await this.views(subject, [job]))[0]!;
  }

  async trace(actor: Actor, idOrPath: string | number, jobId: number): Promise<Buffer> {
    const view = await this.get(actor, idOrPath, jobId);
    return this.traces.read(view.job.id);
  }

  // ------------------------------------------------------------------ actions

  async cancel(actor: Actor, idOrPath: string | number, jobId: number): Promise<JobView> {
    const { subject, job } = await this.writable(actor, idOrPath, jobId, 'update_build');
    if (!CANCELABLE_STATUSES.includes(job.status)) throw forbidden('Job is not cancelable');
    await this.engine.cancel(job.id);
    return this.get(actor, subject.project.id, job.id);
  }

  async retry(actor: Actor, idOrPath: string | number, jobId: number): Promise<JobView> {
    const { subject, job } = await this.writable(actor, idOrPath, jobId, 'update_build');
    if (!isCompleted(job.status) || job.retried) throw forbidden('Job is not retryable');
    const next = await this.engine.retry(job);
    return this.get(actor, subject.project.id, next.id);
  }

  async play(
    actor: Actor,
    idOrPath: string | number,
    jobId: number,
    variables: Record<string, string>,
  ): Promise<JobView> {
    const { subject, job } = await this.writable(actor, idOrPath, jobId, 'update_build');
    if (job.status !== 'manual' && job.status !== 'scheduled') {
      if (!isCompleted(job.status)) throw verbatimError('bad_request', '400 Bad request - Unplayable Job');
      return this.retry(actor, idOrPath, jobId);
    }
    await this.engine.play(job.id, variables, encryptJobManualVariables(this.deps.encryption, variables));
    return this.get(actor, subject.project.id, job.id);
  }

  /** Takes a delayed job off its timer: it then waits to be played by hand (GitLab's unschedule). */
  async unschedule(actor: Actor, idOrPath: string | number, jobId: number): Promise<JobView> {
    const { subject, job } = await this.writable(actor, idOrPath, jobId, 'update_build');
    if (job.status !== 'scheduled') throw unprocessable('Job is not scheduled');
    await this.engine.unschedule(job.id);
    return this.get(actor, subject.project.id, job.id);
  }

  async erase(actor: Actor, idOrPath: string | number, jobId: number): Promise<JobView> {
    const { subject, job } = await this.writable(actor, idOrPath, jobId, 'erase_build');
    if (!isCompleted(job.status)) throw forbidden('Job is not erasable!');
    if (job.erasedAt) throw forbidden('Job is not erasable!');
    const files = await this.deps.uow.run(async (tx) => {
      const row = await tx.em.findOneOrFail(Job, job.id);
      row.erasedAt = new Date();
      row.erasedBy = tx.em.getReference(User, actor.user!.id);
      const artifacts = await tx.em.find(JobArtifact, { job: job.id });
      for (const artifact of artifacts) tx.em.remove(artifact);
      return artifacts.map((a) => a.storagePath);
    });
    await this.traces.remove(job.id);
    for (const file of files) await this.artifacts.remove(file);
    return this.get(actor, subject.project.id, job.id);
  }

  /** The project a job belongs to (for subscriptions), or null. */
  async projectIdOf(jobId: number): Promise<number | null> {
    const job = await this.deps.orm.em.fork().findOne(Job, jobId);
    return job?.project.id ?? null;
  }

  // ------------------------------------------------------------------ job tokens

  /**
   * Turns a running job's token into an actor: the job's user, acting for the job, within the job
   * token's scope. The token stops working when the job stops running or its project is being deleted.
   */
  async actorForToken(token: string): Promise<Actor | null> {
    const em = this.deps.orm.em.fork();
    const job = await em.findOne(Job, { tokenDigest: digestToken(token) }, { populate: ['user', 'project'] });
    if (!job || job.status !== 'running' || !job.user || job.project.pendingDelete) return null;
    const user = toActorUser(job.user);
    return {
      user,
      authenticatedUser: user,
      method: 'job_token',
      scopes: new Set(),
      tokenId: null,
      sudo: false,
      jobId: job.id,
      jobToken: {
        jobId: job.id,
        pipelineId: job.pipeline.id,
        projectId: job.project.id,
        projectPath: job.project.path,
        publicFeatures: [],
      },
    };
  }

  // ------------------------------------------------------------------ helpers

  private runnerAccess: (actor: Actor, runnerId: number) => Promise<unknown> = () => Promise.resolve();

  /** Who may list a runner's jobs (set up by the runners module). */
  useRunnerAccess(check: (actor: Actor, runnerId: number) => Promise<unknown>): void {
    this.runnerAccess = check;
  }

  private async readable(actor: Actor, idOrPath: string | number): Promise<ProjectSubject> {
    const subject = await this.deps.projects.find(actor, idOrPath);
    authorizeVisible(actor, 'read_project', subject, 'Project');
    authorize(actor, 'read_build', subject);
    return subject;
  }

  private async writable(
    actor: Actor,
    idOrPath: string | number,
    jobId: number,
    ability: 'update_build' | 'erase_build',
  ): Promise<{ subject: ProjectSubject; job: Job }> {
    const subject = await this.readable(actor, idOrPath);
    const job = await this.deps.orm.em.fork().findOne(Job, { id: jobId, project: subject.project.id });
    if (!job) throw notFound();
    if (ability === 'erase_build') {
      const unprotectedRef = !(await this.deps.protectedRefs.isProtectedRef(
        subject.project,
        job.ref,
        job.tag,
      ));
      authorize(actor, ability, { project: subject, ownJob: isOwnJob(actor, job), unprotectedRef });
    } else {
      authorize(actor, ability, subject);
    }
    // Jobs of protected refs answer only to those who may update the ref (GitLab's protected_ref rule).
    if (!(await this.deps.protectedRefs.canUpdateRef(actor, subject, job.ref, job.tag))) throw forbidden();
    return { subject, job };
  }

  /** The ids of a project's jobs that match a query (GitLab's filters). */
  private filtered(
    db: ReturnType<typeof kysely>,
    filter: JobListQuery & { projectId?: number; pipelineId?: number },
  ) {
    const scope = filter.scope ?? [];
    for (const status of scope)
      if (!CI_STATUSES.includes(status)) throw badRequest('scope does not have a valid value');
    let qb = db.selectFrom('ci_builds').select(['ci_builds.id']);
    const projectId = filter.projectId;
    if (projectId !== undefined) qb = qb.where('project_id', '=', projectId);
    if (filter.sources && filter.sources.length > 0) {
      const sources = PIPELINE_SOURCES.filter((source: PipelineSource) => filter.sources!.includes(source));
      qb =
        sources.length === 0
          ? qb.where(sql<boolean>`false`)
          : qb.where('pipeline_id', 'in', (sub) => {
              const bySource = sub.selectFrom('ci_pipelines').select('id').where('source', 'in', sources);
              return projectId === undefined ? bySource : bySource.where('project_id', '=', projectId);
            });
    }
    const runnerTypes = filter.runnerTypes ?? [];
    if (runnerTypes.length > 0) {
      qb = qb.where('runner_id', 'in', (sub) =>
        sub.selectFrom('ci_runners').select('id').where('runner_type', 'in', runnerTypes),
      );
    }
    if (filter.type !== undefined) qb = qb.where('type', '=', filter.type);
    if (filter.pipelineId !== undefined) qb = qb.where('pipeline_id', '=', filter.pipelineId);
    if (!filter.includeRetried) qb = qb.where('retried', '=', false);
    if (filter.onlyRetried) qb = qb.where('retried', '=', true);
    if (filter.when && filter.when.length > 0) qb = qb.where('when', 'in', filter.when);
    if (scope.length > 0) qb = qb.where('status', 'in', scope);
    if (filter.name !== undefined) qb = qb.where('name', '=', filter.name);
    if (filter.withArtifacts !== undefined) {
      const withArtifacts = sql<boolean>`exists (select 1 from ci_job_artifacts a where a.job_id = ci_builds.id)`;
      qb = qb.where(filter.withArtifacts ? withArtifacts : sql<boolean>`not ${withArtifacts}`);
    }
    return qb;
  }

  private async page(
    subject: ProjectSubject,
    filter: JobListQuery & { projectId: number; pipelineId?: number },
    request: PageRequest,
  ): Promise<Page<JobView>> {
    const scope = filter.scope ?? [];
    for (const status of scope)
      if (!CI_STATUSES.includes(status)) throw badRequest('scope does not have a valid value');
    const db = kysely(this.deps.orm.em.fork());
    let qb = db
      .selectFrom('ci_builds')
      .select(['id'])
      .where('project_id', '=', filter.projectId)
      .where('type', '=', filter.type!);
    if (filter.pipelineId !== undefined) qb = qb.where('pipeline_id', '=', filter.pipelineId);
    if (!filter.includeRetried) qb = qb.where('retried', '=', false);
    if (scope.length > 0) qb = qb.where('status', 'in', scope);
    return paginate(
      db,
      qb,
      [{ column: 'ci_builds.id', direction: 'desc', value: (r: { id: number }) => r.id }],
      request,
      {
        countLimit: this.deps.config.PAGINATION_COUNT_LIMIT,
        load: async (rows) =>
          this.views(
            subject,
            await readJobRecordsWithPipelines(
              this.deps.orm.em.fork(),
              rows.map((r) => r.id),
            ),
          ),
      },
    );
  }

  /** Jobs with what presenters show: commits, runners, artifacts, downstream pipelines. */
  async views(subject: ProjectSubject, jobs: JobRecordWithPipeline[]): Promise<JobView[]> {
    const em = this.deps.orm.em.fork();
    const repo = this.deps.repositories.repository(subject.project);
    const distinct = (ids: (number | null | undefined)[]) => [
      ...new Set(ids.filter((id): id is number => id != null)),
    ];
    const shas = [...new Set(jobs.map((j) => j.sha))];
    const runnerIds = distinct(jobs.map((j) => j.runnerId));
    const managerIds = distinct(jobs.map((j) => j.runnerManagerId));
    const downstreamIds = distinct(jobs.map((j) => j.downstreamPipelineId));
    // Independent reads, all at once.
    const [commitList, runnerList, managerList, artifacts, downstreamList] = await Promise.all([
      // Through the long-lived cat-file process: a git process per page would block the event loop.
      shas.length > 0 ? readCommitObjects(repo, shas) : [],
      runnerIds.length > 0 ? em.find(Runner, { id: { $in: runnerIds } }) : [],
      managerIds.length > 0 ? em.find(RunnerManager, { id: { $in: managerIds } }) : [],
      readArtifactRecords(
        em,
        jobs.map((j) => j.id),
      ),
      downstreamIds.length > 0
        ? sql<NonNullable<JobView['downstream']>>`
            select c.id, c.iid, c.sha, c.ref, c.status, c.created_at, c.updated_at, c.project_id, p.full_path as project_path
            from ci_pipelines c join projects p on p.id = c.project_id where c.id = any(${downstreamIds}::int[])`
            .execute(kysely(em))
            .then((result) => result.rows)
        : [],
    ]);
    const commits = new Map<string, CommitRecord>(commitList.map((c) => [c.id, c]));
    const runners = new Map(runnerList.map((r) => [r.id, r]));
    const managers = new Map(managerList.map((m) => [m.id, m]));
    const downstream = new Map(downstreamList.map((p) => [p.id, p]));
    const projectUrl = this.deps.urls.to(subject.project.fullPath);
    return jobs.map((job) => ({
      job,
      projectUrl,
      commit: commits.get(job.sha) ?? null,
      runner: job.runnerId == null ? null : (runners.get(job.runnerId) ?? null),
      runnerManager: job.runnerManagerId == null ? null : (managers.get(job.runnerManagerId) ?? null),
      artifacts: artifacts.filter((a) => a.jobId === job.id),
      downstream:
        job.downstreamPipelineId == null ? null : (downstream.get(job.downstreamPipelineId) ?? null),
      urls: this.deps.urls,
    }));
  }
}

/** GitLab's `owner_of_job`: the actor started the job. */
function isOwnJob(actor: Actor, job: Job): boolean {
  return actor.user !== null && job.user?.id === actor.user.id;
}
