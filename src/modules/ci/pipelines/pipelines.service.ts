import { RequestContext } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { requireUser, type Actor } from '../../../core/actor.ts';
import { badRequest, DomainError, forbidden, invalid, invalidField, notFound } from '../../../core/errors.ts';
import type { DomainEvent } from '../../../core/events.ts';
import { authorize, can } from '../../../core/policy.ts';
import { kysely } from '../../../db/database.ts';
import {
  paginate,
  paginateByParent,
  positionCursors,
  type KeysetPageRequest,
  type Page,
  type PageRequest,
} from '../../../core/pagination.ts';
import { commitMessage, readCommitObjects, type CommitRecord } from '../../../git/commit-log.ts';
import { isSafeRevision, ZERO_OID } from '../../../git/repository.ts';
import type { ModuleDeps } from '../../../services.ts';
import type { Project } from '../../projects/project.entity.ts';
import type { ProjectSubject } from '../../projects/projects.policy.ts';
import { toActorUser } from '../../tokens/authentication.service.ts';
import { User } from '../../users/user.entity.ts';
import { Job } from '../jobs/job.entity.ts';
import type { CiEngine } from '../processing/ci-engine.ts';
import type { PipelineProcessor } from '../processing/pipeline-processor.ts';
import type { CiStatus } from '../status.ts';
import { predefinedPipelineVariables } from '../variables/predefined.ts';
import { pipelineVariables } from './pipeline-variables.ts';
import {
  PIPELINE_RECORD_COLUMNS,
  pipelineRecordOfRow,
  type PipelineRecord,
  type PipelineRow,
} from './pipeline-records.ts';
import { Pipeline, type PipelineSource, type PipelineVariable } from './pipeline.entity.ts';
import type { PipelineCreation, PipelineCreator, PipelineRequest } from './pipeline-creator.ts';
import { claimPushEvent, unclaimedPushEvents } from './push-claims.ts';
import { redundantPipelines } from './redundant-pipelines.ts';
import { withMergeRequestVariables, type MergeRequestPipelineRequest } from './merge-request-pipelines.ts';
import {
  mergeRequestPipelinesQuery,
  pipelinesOfMergeRequests,
  type MergeRequestPipelineScope,
} from './merge-request-pipeline-list.ts';

export interface PipelineFilters {
  scope?: 'running' | 'pending' | 'finished' | 'branches' | 'tags';
  status?: CiStatus;
  ref?: string;
  sha?: string;
  source?: PipelineSource;
  /** Pipelines by their number in the project; child pipelines among them too. */
  iids?: number[];
  username?: string;
  updatedAfter?: Date;
  updatedBefore?: Date;
  createdAfter?: Date;
  createdBefore?: Date;
  name?: string;
  yamlErrors?: boolean;
  orderBy?: PipelineOrder;
  sort?: 'asc' | 'desc';
}

export const PIPELINE_ORDERS = ['id', 'status', 'ref', 'updated_at', 'user_id'] as const;
export type PipelineOrder = (typeof PIPELINE_ORDERS)[number];

export interface PipelineCreateInput {
  ref: string;
  variables?: PipelineVariable[];
  source?: PipelineSource;
  /** The job whose pipeline this one runs downstream of. */
  upstream?: PipelineRequest['upstream'];
  /** The schedule this pipeline runs for (source `schedule`). */
  pipelineScheduleId?: number;
}

/** A pipeline the caller may see, with the project it belongs to. */
export interface PipelineSubject {
  subject: ProjectSubject;
  pipeline: Pipeline;
}

/**
 * Pipelines: created on push and through the API, triggered by bridges; read, retried, canceled
 * and deleted. Rules of who may do what live here; the engine does the state changes.
 */
export class PipelinesService {
  private readonly deps: ModuleDeps;
  private readonly creator: PipelineCreator;
  private readonly processor: PipelineProcessor;
  private readonly engine: CiEngine;
  private stopListening: (() => void) | null = null;
  /** Pipelines being created for pushes (shutting down waits for them). */
  private readonly creating = new Set<Promise<void>>();

  constructor(deps: ModuleDeps, creator: PipelineCreator, processor: PipelineProcessor, engine: CiEngine) {
    this.deps = deps;
    this.creator = creator;
    this.processor = processor;
    this.engine = engine;
    engine.useBridgeTrigger((bridgeId) => this.inContext(() => this.triggerDownstream(bridgeId)));
  }

  /** Starts creating pipelines for pushes, and takes up what a crash of the last run interrupted. */
  start(): void {
    this.stopListening ??= this.deps.bus.on('repository.pushed', (event) => {
      this.track(() => this.inContext(() => this.createForPush(event)), 'Pipeline creation failed');
    });
    this.track(() => this.recover(), 'Recovering interrupted pipeline work failed');
  }

  /** Stops creating pipelines for pushes, once those being created are. */
  async stop(): Promise<void> {
    this.stopListening?.();
    this.stopListening = null;
    while (this.creating.size > 0) await Promise.allSettled([...this.creating]);
  }

  /** Background work that shutting down waits for. */
  private track(work: () => Promise<void>, failure: string): void {
    const tracked = work()
      .catch((error: unknown) => this.deps.logger.error({ err: error }, failure))
      .finally(() => this.creating.delete(tracked));
    this.creating.add(tracked);
  }

  /**
   * After a restart: pushes whose pipeline a crash kept from being created, and what pipeline
   * processing sets off after it commits (downstream pipelines, upstream bridges).
   */
  private async recover(): Promise<void> {
    for (const event of await unclaimedPushEvents(this.deps.orm.em.fork()))
      await this.inContext(() => this.createForPush(event));
    await this.engine.recover();
  }

  /**
   * Work done apart from any request (a push's pipeline, a bridge's downstream pipeline, recovery
   * at start), in an entity-manager context of its own: it may outlive the request that set it off.
   */
  private inContext(work: () => Promise<void>): Promise<void> {
    return RequestContext.create(this.deps.orm.em, work);
  }

  // ------------------------------------------------------------------ reads

  /**
   * A pipeline as notification emails need it (instance-internal, no actor), with the status of the
   * last pipeline on its ref that finished before it (a success after a failure is a fix). Null when gone.
   */
  async notificationFacts(pipelineId: number): Promise<PipelineNotificationFacts | null> {
    const { rows } = await sql<PipelineNotificationFacts>`
      select p.id, p.iid, p.project_id as "projectId", p.ref, p.sha, p.status, p.source,
        p.user_id as "userId", p.merge_request_id as "mergeRequestId",
        (select q.status from ci_pipelines q
          where q.project_id = p.project_id and q.ref = p.ref and q.id < p.id
            and q.source <> 'parent_pipeline' and q.status in ('success', 'failed')
          order by q.id desc limit 1) as "previousStatus"
      from ci_pipelines p where p.id = ${pipelineId}`.execute(kysely(this.deps.orm.em));
    return rows[0] ?? null;
  }

  async find(actor: Actor, projectIdOrPath: string | number, pipelineId: number): Promise<PipelineSubject> {
    const subject = await this.deps.projects.find(actor, projectIdOrPath);
    authorize(actor, 'read_pipeline', subject);
    const pipeline = await this.deps.orm.em
      .fork()
      .findOne(Pipeline, { id: pipelineId, project: subject.project.id }, { populate: ['user'] });
    if (!pipeline) throw notFound();
    return { subject, pipeline };
  }

  /** GET /projects/:id/pipelines/latest: the newest pipeline of a ref's head (the default branch's by default). */
  async latest(actor: Actor, projectIdOrPath: string | number, ref?: string): Promise<PipelineSubject> {
    const subject = await this.deps.projects.find(actor, projectIdOrPath);
    authorize(actor, 'read_pipeline', subject);
    const repo = this.deps.repositories.repository(subject.project);
    const name = ref ?? (await this.deps.repositories.defaultBranch(subject.project, repo));
    const sha = isSafeRevision(name) ? await repo.resolveCommit(name) : null;
    if (!sha) throw notFound();
    const pipeline = await this.deps.orm.em
      .fork()
      .findOne(
        Pipeline,
        { project: subject.project.id, ref: name, sha },
        { orderBy: { id: 'desc' }, populate: ['user'] },
      );
    if (!pipeline) throw notFound();
    return { subject, pipeline };
  }

  /** GET /projects/:id/pipelines/:pipeline_id/variables: what the pipeline was created with (developers). */
  variables(actor: Actor, target: PipelineSubject): PipelineVariable[] {
    authorize(actor, 'update_pipeline', target.subject);
    return pipelineVariables(this.deps.encryption, target.pipeline);
  }

  /**
   * The variables a pipeline was created with, for GraphQL's `Pipeline.manualVariables`: their
   * keys for whoever reads the pipeline, their values only for those who may read them.
   */
  manualVariablesOf(
    actor: Actor,
    subject: ProjectSubject,
    pipeline: Pick<PipelineRecord, 'encryptedVariables'>,
  ): { key: string; value: string | null }[] {
    authorize(actor, 'read_pipeline', subject);
    const withValues = can(actor, 'update_pipeline', subject);
    return pipelineVariables(this.deps.encryption, pipeline).map((v) => ({
      key: v.key,
      value: withValues ? v.value : null,
    }));
  }

  /**
   * GET /projects/:id/pipelines: newest first by default, with GitLab's filters. Child pipelines
   * (source `parent_pipeline`) are left out unless asked for by that source or by iid, as GitLab's
   * finder does: they belong to their parent's trigger job.
   */
  async list(
    actor: Actor,
    projectIdOrPath: string | number,
    filters: PipelineFilters,
    request: PageRequest,
  ): Promise<Page<PipelineRecord>> {
    return this.listOf(actor, await this.deps.projects.find(actor, projectIdOrPath), filters, request);
  }

  /** As `list`, for a project the caller already holds (GraphQL passes it down). */
  async listOf(
    actor: Actor,
    subject: ProjectSubject,
    filters: PipelineFilters,
    request: PageRequest,
  ): Promise<Page<PipelineRecord>> {
    authorize(actor, 'read_pipeline', subject);
    const db = kysely(this.deps.orm.em.fork());
    // The page is read with every column its records show: one statement, no entities.
    const qb = filteredPipelines(db, subject.project.id, filters);
    const direction = filters.sort ?? 'desc';
    if (request.kind === 'keyset' && (filters.orderBy ?? 'id') !== 'id') {
      throw badRequest('Keyset pagination is only supported for order_by id');
    }
    const byId = { column: 'ci_pipelines.id', direction, value: (r: PipelineRow) => r.id };
    const order = filters.orderBy ?? 'id';
    const page = await paginate(
      db,
      qb,
      order === 'id'
        ? [byId]
        : [
            {
              column: `ci_pipelines.${order}`,
              direction,
              value: (r: PipelineRow) =>
                order === 'updated_at' ? new Date(r[order]).toISOString() : r[order],
            },
            byId,
          ],
      request,
      { countLimit: this.deps.config.PAGINATION_COUNT_LIMIT },
    );
    return { ...page, items: page.items.map((row) => pipelineRecordOfRow(row, subject.project)) };
  }

  /**
   * The same page of pipelines for several commits of a project (GraphQL's `Commit.pipelines`),
   * newest first: one query for any number of commits, plus one to load the pipelines. Callers
   * who may not see the project's pipelines get empty pages, as GitLab's finder answers them.
   */
  async pagesForShas(
    actor: Actor,
    subject: ProjectSubject,
    shas: readonly string[],
    filters: Omit<PipelineFilters, 'sha' | 'orderBy' | 'sort' | 'iids'>,
    request: KeysetPageRequest,
  ): Promise<Map<string, Page<Pipeline>>> {
    const readable = can(actor, 'read_pipeline', subject);
    const db = kysely(this.deps.orm.em.fork());
    const pages = await paginateByParent<PipelineRow & { sha: string }, string>(
      db,
      filteredPipelines(db, subject.project.id, filters),
      { column: 'ci_pipelines.sha', value: (r) => r.sha },
      readable ? [...new Set(shas)] : [],
      [{ column: 'ci_pipelines.id', direction: 'desc', value: (r) => r.id }],
      request,
    );
    const ids = [...pages.values()].flatMap((page) => page.items.map((r) => r.id));
    const rows = ids.length
      ? await this.deps.orm.em.fork().find(Pipeline, { id: { $in: ids } }, { populate: ['user', 'project'] })
      : [];
    const found = new Map(rows.map((p) => [p.id, p]));
    return new Map(
      shas.map((sha) => {
        const page = pages.get(sha) ?? emptyPage(request);
        return [sha, { ...page, items: page.items.map((r) => found.get(r.id)!).filter(Boolean) }];
      }),
    );
  }

  /** Pipelines by id, null where missing or not visible to the actor (one read, whatever the count). */
  async loadMany(actor: Actor, ids: readonly number[]): Promise<(Pipeline | null)[]> {
    if (ids.length === 0) return [];
    const rows = await this.deps.orm.em.fork().find(Pipeline, { id: { $in: [...ids] } });
    const readable = await this.deps.projects.withAbility(
      actor,
      'read_pipeline',
      rows.map((p) => p.project.id),
    );
    const byId = new Map(rows.filter((p) => readable.has(p.project.id)).map((p) => [p.id, p]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  /** Pipelines of a project the caller already holds, by id, as records (null where missing or of another project). */
  async loadManyOf(
    actor: Actor,
    subject: ProjectSubject,
    ids: readonly number[],
  ): Promise<(PipelineRecord | null)[]> {
    authorize(actor, 'read_pipeline', subject);
    if (ids.length === 0) return [];
    const rows = await kysely(this.deps.orm.em.fork())
      .selectFrom('ci_pipelines')
      .select(PIPELINE_RECORD_COLUMNS)
      .where('id', 'in', [...ids])
      .where('project_id', '=', subject.project.id)
      .execute();
    const byId = new Map(rows.map((row) => [row.id, pipelineRecordOfRow(row, subject.project)]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  /**
   * GET /projects/:id/merge_requests/:iid/pipelines: a merge request's pipelines (its own and its
   * source branch's for its commits), newest first. `subject` is the merge request's target project.
   */
  async listOfMergeRequest(
    actor: Actor,
    subject: ProjectSubject,
    scope: MergeRequestPipelineScope,
    request: PageRequest,
  ): Promise<Page<PipelineRecord>> {
    authorize(actor, 'read_pipeline', subject);
    const db = kysely(this.deps.orm.em.fork());
    const page = await paginate(
      db,
      mergeRequestPipelinesQuery(db, scope),
      [{ column: 'ci_pipelines.id', direction: 'desc', value: (r: PipelineRow) => r.id }],
      request,
      { countLimit: this.deps.config.PAGINATION_COUNT_LIMIT },
    );
    const source = { id: scope.sourceProjectId ?? 0, fullPath: scope.sourceProjectPath };
    return {
      ...page,
      items: page.items.map((row) =>
        pipelineRecordOfRow(row, row.project_id === subject.project.id ? subject.project : source),
      ),
    };
  }

  /**
   * The pipeline ids of several merge requests of one project (at most `limit` each, newest first),
   * in one statement: GraphQL's `MergeRequest.pipelines` for a page of merge requests.
   */
  async idsOfMergeRequests(
    actor: Actor,
    subject: ProjectSubject,
    scopes: readonly MergeRequestPipelineScope[],
    limit: number,
  ): Promise<Map<number, number[]>> {
    const out = new Map<number, number[]>(scopes.map((s) => [s.mergeRequestId, []]));
    if (!can(actor, 'read_pipeline', subject)) return out;
    const rows = await pipelinesOfMergeRequests(kysely(this.deps.orm.em.fork()), scopes, limit);
    for (const row of rows) out.get(row.owner_id)?.push(Number(row.pipeline_id));
    return out;
  }

  /** The pipelines that pipelines triggered (child and multi-project), visible to the actor, in one read. */
  async downstreamOf(actor: Actor, pipelineIds: readonly number[]): Promise<Pipeline[]> {
    if (pipelineIds.length === 0) return [];
    const rows = await this.deps.orm.em
      .fork()
      .find(Pipeline, { sourcePipelineId: { $in: [...pipelineIds] } }, { orderBy: { id: 'asc' } });
    const visible = await this.loadMany(
      actor,
      rows.map((p) => p.id),
    );
    return visible.filter((p): p is Pipeline => p !== null);
  }

  /** The commits of pipelines of one project, in one batched read through the long-lived cat-file process. */
  async commitsOf(actor: Actor, subject: ProjectSubject, shas: readonly string[]): Promise<CommitRecord[]> {
    authorize(actor, 'read_pipeline', subject);
    if (shas.length === 0) return [];
    return readCommitObjects(this.deps.repositories.repository(subject.project), [...new Set(shas)]);
  }

  /** The newest pipeline id of each of a project's refs, in one read (GitLab's `latest`). */
  async newestIdsOfRefs(
    actor: Actor,
    subject: ProjectSubject,
    refs: readonly string[],
  ): Promise<Map<string, number>> {
    authorize(actor, 'read_pipeline', subject);
    if (refs.length === 0) return new Map();
    const { rows } = await sql<{ ref: string; id: number }>`
      select ref, max(id) as id from ci_pipelines
      where project_id = ${subject.project.id} and ref = any(${[...new Set(refs)]}::text[]) and source != 'parent_pipeline'
      group by ref`.execute(kysely(this.deps.orm.em.fork()));
    return new Map(rows.map((row) => [row.ref, Number(row.id)]));
  }

  /** A project's pipeline by its iid or the newest one of a commit (GraphQL's `Project.pipeline`). */
  async findBy(
    actor: Actor,
    projectIdOrPath: string | number,
    by: { id?: number; iid?: number; sha?: string },
  ): Promise<PipelineSubject> {
    const subject = await this.deps.projects.find(actor, projectIdOrPath);
    authorize(actor, 'read_pipeline', subject);
    const where = {
      project: subject.project.id,
      ...(by.id !== undefined ? { id: by.id } : {}),
      ...(by.iid !== undefined ? { iid: by.iid } : {}),
      ...(by.sha !== undefined ? { sha: by.sha } : {}),
    };
    const pipeline = await this.deps.orm.em.fork().findOne(Pipeline, where, { orderBy: { id: 'desc' } });
    if (!pipeline) throw notFound();
    return { subject, pipeline };
  }

  /**
   * A pipeline by id for the instance's own background work (hook payloads, say): no caller, no
   * visibility rules. Never answer a caller with it.
   */
  async byId(pipelineId: number): Promise<Pipeline | null> {
    return this.deps.orm.em.fork().findOne(Pipeline, pipelineId);
  }

  /** The project a pipeline belongs to (for subscriptions), or null. */
  async projectIdOf(pipelineId: number): Promise<number | null> {
    const pipeline = await this.deps.orm.em.fork().findOne(Pipeline, pipelineId);
    return pipeline?.project.id ?? null;
  }

  // ------------------------------------------------------------------ writes

  /** POST /projects/:id/pipeline: a pipeline for a branch or tag, with variables. */
  async create(
    actor: Actor,
    projectIdOrPath: string | number,
    input: PipelineCreateInput,
  ): Promise<Pipeline> {
    const me = requireUser(actor);
    const subject = await this.deps.projects.find(actor, projectIdOrPath);
    authorize(actor, 'create_pipeline', subject);
    const repo = this.deps.repositories.repository(subject.project);
    const tagSha = await repo.resolveCommit(`refs/tags/${input.ref}`);
    const branchSha = tagSha ? null : await repo.resolveCommit(`refs/heads/${input.ref}`);
    const sha = tagSha ?? branchSha;
    // GitLab reports creation failures as validation errors of the pipeline: {"message":{"base":[...]}}.
    if (!sha) throw invalid({ base: ['Reference not found'] });
    if (!(await this.deps.protectedRefs.canUpdateRef(actor, subject, input.ref, tagSha !== null))) {
      throw invalid({ base: [`Insufficient permissions for protected ref '${input.ref}'`] });
    }
    const user = await this.deps.orm.em.fork().findOneOrFail(User, me.id);
    const result = await this.createPipeline({
      actor,
      project: subject.project,
      user,
      ref: input.ref,
      tag: tagSha !== null,
      sha,
      beforeSha: null,
      source: input.source ?? 'api',
      variables: input.variables ?? [],
      changedPaths: null,
      upstream: input.upstream,
      pipelineScheduleId: input.pipelineScheduleId,
    });
    if (result.kind === 'created') return result.pipeline;
    const errors = result.kind === 'no_config' ? ['Missing CI config file'] : result.errors;
    throw invalid({ base: errors });
  }

  /**
   * A pipeline started with a running job's token (the trigger API): it runs as the job's user,
   * downstream of the job's pipeline. A project outside the job token's scope, or one the job's user
   * cannot see, is not found.
   */
  async createForJobToken(
    jobActor: Actor,
    projectIdOrPath: string | number,
    input: { ref: string; variables: PipelineVariable[] },
  ): Promise<Pipeline> {
    const job = await this.deps.orm.em
      .fork()
      .findOne(Job, jobActor.jobId ?? 0, { populate: ['user', 'pipeline', 'project'] });
    if (!job?.user) throw notFound();
    // The project must admit the job's token (its scope) and be visible to its user; otherwise a
    // 404 that reveals nothing, as GitLab's.
    const subject = await this.deps.projects
      .find(jobActor, projectIdOrPath, { redirects: 'ignore' })
      .catch((error: unknown) => {
        throw error instanceof DomainError ? notFound() : error;
      });
    const actor = systemActor(job.user);
    return this.create(actor, subject.project.id, {
      ...input,
      source: 'pipeline',
      upstream: { bridgeId: job.id, pipelineId: job.pipeline.id, projectId: job.project.id },
    });
  }

  /**
   * A pipeline (source `merge_request_event`) for a merge request's ref at a commit: the caller
   * (the merge requests module) has checked who may start it and written the ref. Configuration
   * errors and rules that select no job are answered, not recorded.
   */
  async createForMergeRequest(request: MergeRequestPipelineRequest): Promise<PipelineCreation> {
    return this.createPipeline({
      actor: request.actor,
      project: request.project,
      user: request.user,
      ref: request.ref,
      tag: false,
      sha: request.sha,
      beforeSha: request.beforeSha,
      source: 'merge_request_event',
      variables: request.variables ?? [],
      changedPaths: request.changedPaths,
      mergeRequest: request.mergeRequest,
    });
  }

  async retry(actor: Actor, target: PipelineSubject): Promise<void> {
    await this.authorizeUpdate(actor, target);
    await this.engine.retryPipeline(target.pipeline.id);
  }

  async cancel(actor: Actor, target: PipelineSubject): Promise<void> {
    await this.authorizeUpdate(actor, target);
    await this.engine.cancelPipeline(target.pipeline.id);
  }

  /** Developers retry and cancel pipelines, and on protected refs only those who may update the ref. */
  private async authorizeUpdate(actor: Actor, target: PipelineSubject): Promise<void> {
    authorize(actor, 'update_pipeline', target.subject);
    const { ref, tag } = target.pipeline;
    if (!(await this.deps.protectedRefs.canUpdateRef(actor, target.subject, ref, tag))) throw forbidden();
  }

  /** PUT /projects/:id/pipelines/:pipeline_id/metadata: renames the pipeline. */
  async updateMetadata(actor: Actor, target: PipelineSubject, metadata: { name: string }): Promise<void> {
    authorize(actor, 'update_pipeline', target.subject);
    const name = metadata.name.trim();
    if (name === '') throw invalidField('name', "can't be blank");
    if (name.length > 255) throw invalidField('name', 'is too long (maximum is 255 characters)');
    await this.deps.uow.run(async (tx) => {
      const pipeline = await tx.em.findOneOrFail(Pipeline, target.pipeline.id);
      pipeline.name = name;
    });
  }

  async delete(actor: Actor, target: PipelineSubject): Promise<void> {
    authorize(actor, 'destroy_pipeline', target.subject);
    await this.deps.uow.run(async (tx) => {
      const pipeline = await tx.em.findOneOrFail(Pipeline, target.pipeline.id);
      tx.em.remove(pipeline);
    });
  }

  // ------------------------------------------------------------------ creation

  private async createForPush(event: DomainEvent<'repository.pushed'>): Promise<void> {
    const request = await this.pushRequest(event);
    if (request) await this.createPipelineOnce(request, event.id);
    else await this.deps.uow.run((tx) => claimPushEvent(tx, event.id));
  }

  /** The pipeline a push asks for, or null (a deleted ref, no CI user, an archived project...). */
  private async pushRequest(
    event: DomainEvent<'repository.pushed'>,
  ): Promise<Omit<PipelineRequest, 'repo' | 'predefined' | 'protectedRef'> | null> {
    const { projectId, ref, after, before, userId } = event.payload;
    if (after === ZERO_OID) return null;
    const isBranch = ref.startsWith('refs/heads/');
    if (!isBranch && !ref.startsWith('refs/tags/')) return null;
    const em = this.deps.orm.em.fork();
    const user = userId === null ? null : await em.findOne(User, userId);
    const actor = user ? systemActor(user) : null;
    if (!actor) return null;
    const subject = await this.deps.projects.find(actor, projectId).catch(() => null);
    if (!subject || subject.project.archived) return null;
    const repo = this.deps.repositories.repository(subject.project);
    const changedPaths =
      before === ZERO_OID
        ? null
        : async () =>
            (await repo.text(['diff', '--name-only', '-z', before, after]).catch(() => null))
              ?.split('\0')
              .filter(Boolean) ?? null;
    return {
      actor,
      project: subject.project,
      user,
      ref: ref.replace(/^refs\/(heads|tags)\//, ''),
      tag: !isBranch,
      sha: after,
      beforeSha: before === ZERO_OID ? null : before,
      source: 'push',
      variables: [],
      changedPaths,
      ...(event.payload.skipCi ? { skipCi: true } : {}),
    };
  }

  /** Creates a pipeline and processes it, in one transaction; what it sets off follows after commit. */
  private async createPipeline(
    request: Omit<PipelineRequest, 'repo' | 'predefined' | 'protectedRef'> & { content?: string },
  ): Promise<PipelineCreation> {
    const creation = await this.createPipelineOnce(request, null);
    if (!creation) throw new Error('A pipeline creation without an event to claim was skipped');
    return creation;
  }

  /**
   * As `createPipeline`; with the push event it is for, claimed in the same transaction, so that it
   * creates nothing (null) when the event was already handled.
   */
  private async createPipelineOnce(
    request: Omit<PipelineRequest, 'repo' | 'predefined' | 'protectedRef'> & { content?: string },
    claimEvent: number | null,
  ): Promise<PipelineCreation | null> {
    const repo = this.deps.repositories.repository(request.project);
    const message = await commitMessage(repo, request.sha);
    const protectedRef = await this.deps.protectedRefs.isProtectedRef(
      request.project,
      request.ref,
      request.tag,
    );
    const base = predefinedPipelineVariables({
      project: request.project,
      ref: request.mergeRequest?.sourceBranch ?? request.ref,
      tag: request.tag,
      protectedRef,
      sha: request.sha,
      beforeSha: request.beforeSha,
      source: request.source,
      defaultBranch: await this.deps.repositories.defaultBranch(request.project, repo),
      commitMessage: message.trimEnd(),
      projectUrl: this.deps.urls.to(request.project.fullPath),
      serverUrl: this.deps.urls.base,
      userLogin: request.user?.username ?? null,
    });
    const predefined = request.mergeRequest ? withMergeRequestVariables(base, request.mergeRequest) : base;
    const result = await this.deps.uow.run(async (tx) => {
      if (claimEvent !== null && !(await claimPushEvent(tx, claimEvent))) return null;
      const creation = await this.creator.create(tx, {
        ...request,
        repo,
        predefined,
        protectedRef,
        skipCi: request.source === 'push' && (request.skipCi === true || asksToSkipCi(message)),
      });
      if (creation.kind === 'created')
        return { creation, effects: await this.processor.processIn(tx, creation.pipeline.id) };
      return { creation, effects: null };
    });
    if (!result) return null;
    if (result.effects) await this.engine.afterProcessing(result.effects);
    // A pipeline that could be created (not one failed for its configuration or limits) makes
    // older ones of its branch redundant.
    const creation = result.creation;
    if (
      creation.kind === 'created' &&
      !creation.pipeline.failureReason &&
      creation.pipeline.status !== 'skipped'
    ) {
      const redundant = await redundantPipelines(this.deps.orm.em.fork(), creation.pipeline);
      for (const pipelineId of redundant) await this.engine.cancelPipeline(pipelineId);
    }
    return creation;
  }

  /** A bridge was enqueued: create its child or multi-project pipeline, then settle the bridge. */
  async triggerDownstream(bridgeId: number): Promise<void> {
    const em = this.deps.orm.em.fork();
    const bridge = await em.findOne(Job, bridgeId, { populate: ['pipeline', 'project', 'user'] });
    if (!bridge || bridge.status !== 'pending' || bridge.downstreamPipelineId) return;
    const trigger = bridge.options.trigger;
    const user = bridge.user;
    const fail = (reason: string) =>
      this.engine.finish(bridgeId, { status: 'failed', failureReason: reason });
    if (!trigger || !user) return void (await fail('invalid_bridge_trigger'));
    // A downstream pipeline created before a crash kept the bridge from recording it is the bridge's.
    const created = await em.findOne(Pipeline, { sourceJobId: bridgeId });
    const downstream = created ?? (await this.createDownstream(bridge, trigger, user, fail));
    if (!downstream) return;
    await this.engine.change(bridge.pipeline.id, async (tx) => {
      const current = await tx.em.findOneOrFail(Job, bridgeId, { refresh: true });
      current.downstreamPipelineId = downstream.id;
      await tx.em.flush();
    });
    if (trigger.strategy === 'depend') {
      if (
        downstream.status === 'failed' ||
        downstream.status === 'canceled' ||
        downstream.status === 'success'
      ) {
        await this.engine.finish(
          bridgeId,
          downstream.status === 'success'
            ? { status: 'success' }
            : { status: 'failed', failureReason: 'unknown_failure' },
        );
      } else {
        await this.engine.move(bridgeId, 'running');
      }
    } else {
      await this.engine.finish(bridgeId, { status: 'success' });
    }
  }

  /** The child or multi-project pipeline of a bridge; null when it could not be (the bridge failed). */
  private async createDownstream(
    bridge: Job,
    trigger: NonNullable<Job['options']['trigger']>,
    user: User,
    fail: (reason: string) => Promise<unknown>,
  ): Promise<Pipeline | null> {
    const bridgeId = bridge.id;
    const failed = async (reason: string) => {
      await fail(reason);
      return null;
    };
    const actor = systemActor(user);

    let target: {
      project: Project;
      ref: string;
      sha: string;
      tag: boolean;
      content?: string;
      source: PipelineSource;
    };
    if (trigger.project) {
      const subject = await this.deps.projects.find(actor, trigger.project).catch(() => null);
      if (!subject) return failed('downstream_bridge_project_not_found');
      if (!can(actor, 'create_pipeline', subject)) return failed('insufficient_bridge_permissions');
      const repo = this.deps.repositories.repository(subject.project);
      const ref = trigger.branch ?? (await this.deps.repositories.defaultBranch(subject.project, repo));
      if (!(await this.deps.protectedRefs.canUpdateRef(actor, subject, ref, false)))
        return failed('insufficient_bridge_permissions');
      const sha = await repo.resolveCommit(`refs/heads/${ref}`);
      if (!sha) return failed('downstream_pipeline_creation_failed');
      target = { project: subject.project, ref, sha, tag: false, source: 'pipeline' };
    } else {
      target = {
        project: bridge.project,
        ref: bridge.ref,
        sha: bridge.sha,
        tag: bridge.tag,
        source: 'parent_pipeline',
        content: childConfiguration(trigger.include ?? []),
      };
    }
    const forwarded = Object.entries(bridge.variables).map(([key, value]) => ({
      key,
      value,
      variableType: 'env_var' as const,
    }));
    const creation = await this.createPipeline({
      actor,
      project: target.project,
      user,
      ref: target.ref,
      tag: target.tag,
      sha: target.sha,
      beforeSha: null,
      source: target.source,
      variables: forwarded,
      changedPaths: null,
      content: target.content,
      upstream: { bridgeId, pipelineId: bridge.pipeline.id, projectId: bridge.project.id },
    });
    if (creation.kind !== 'created') {
      await fail('downstream_pipeline_creation_failed');
      return null;
    }
    return creation.pipeline;
  }
}

/** See PipelinesService.notificationFacts. */
export interface PipelineNotificationFacts {
  id: number;
  iid: number;
  projectId: number;
  ref: string;
  sha: string;
  status: string;
  source: string;
  userId: number | null;
  mergeRequestId: number | null;
  previousStatus: string | null;
}

/** Acting for a user from the server side (pushes, bridges): their own access, full API scope. */
export function systemActor(user: User): Actor {
  const actorUser = toActorUser(user);
  return {
    user: actorUser,
    authenticatedUser: actorUser,
    method: 'personal_access_token',
    scopes: new Set(['api']),
    tokenId: null,
    sudo: false,
    jobId: null,
  };
}

/** A child pipeline's configuration: the bridge's `trigger:include` as an `include:` document. */
function childConfiguration(include: unknown[]): string {
  return JSON.stringify({ include });
}

/** GitLab's `[ci skip]` / `[skip ci]` in a pushed commit's message (any case, `-` or `_` for the space). */
function asksToSkipCi(commitMessage: string): boolean {
  return /\[(ci[ _-]skip|skip[ _-]ci)\]/i.test(commitMessage);
}

/** A project's pipelines under GitLab's list filters (child pipelines only when asked for). */
function filteredPipelines(db: ReturnType<typeof kysely>, projectId: number, filters: PipelineFilters) {
  let qb = db.selectFrom('ci_pipelines').select(PIPELINE_RECORD_COLUMNS).where('project_id', '=', projectId);
  const iids = filters.iids ?? [];
  if (iids.length > 0) qb = qb.where('iid', 'in', iids);
  else if (filters.source !== 'parent_pipeline') qb = qb.where('source', '!=', 'parent_pipeline');
  if (filters.username !== undefined) {
    const username = filters.username;
    qb = qb.where('user_id', 'in', (sub) =>
      sub
        .selectFrom('users')
        .select('id')
        .where(sql`lower(username)`, '=', username.toLowerCase()),
    );
  }
  if (filters.updatedAfter) qb = qb.where('updated_at', '>', filters.updatedAfter);
  if (filters.updatedBefore) qb = qb.where('updated_at', '<', filters.updatedBefore);
  if (filters.createdAfter) qb = qb.where('created_at', '>', filters.createdAfter);
  if (filters.createdBefore) qb = qb.where('created_at', '<', filters.createdBefore);
  if (filters.name !== undefined) qb = qb.where('name', '=', filters.name);
  if (filters.yamlErrors !== undefined)
    qb = qb.where('yaml_errors', filters.yamlErrors ? 'is not' : 'is', null);
  if (filters.status) qb = qb.where('status', '=', filters.status);
  if (filters.ref) qb = qb.where('ref', '=', filters.ref);
  if (filters.sha) qb = qb.where('sha', '=', filters.sha);
  if (filters.source) qb = qb.where('source', '=', filters.source);
  if (filters.scope === 'running') qb = qb.where('status', '=', 'running');
  if (filters.scope === 'pending') qb = qb.where('status', '=', 'pending');
  if (filters.scope === 'finished')
    qb = qb.where('status', 'in', ['success', 'failed', 'canceled', 'skipped']);
  if (filters.scope === 'tags') qb = qb.where('tag', '=', true);
  if (filters.scope === 'branches') qb = qb.where('tag', '=', false);
  return qb;
}

function emptyPage(request: KeysetPageRequest): Page<never> {
  return {
    items: [],
    cursorAt: positionCursors(0),
    hasNextPage: false,
    hasPreviousPage: false,
    page: null,
    perPage: request.size,
    total: null,
    count: () => Promise.resolve(0),
  };
}
