import { RequestContext } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { Actor } from '../../../core/actor.ts';
import { forbidden, invalid, notFound } from '../../../core/errors.ts';
import type { DomainEvent } from '../../../core/events.ts';
import type { Page, PageRequest } from '../../../core/pagination.ts';
import { can } from '../../../core/policy.ts';
import { kysely } from '../../../db/database.ts';
import { defaultMergeCommitMessage } from '../../../git/merge-messages.ts';
import {
  fetchSourceHead,
  mergeRequestRef,
  readMergeRequestRef,
  writeMergeRequestRef,
} from '../../../git/merge-request-refs.ts';
import { writeMergeResultRef } from '../../../git/merge-result-refs.ts';
import { ZERO_OID, type GitRepository } from '../../../git/repository.ts';
import type { ModuleDeps } from '../../../services.ts';
import type { MergeRequestPipelineScope } from '../../ci/pipelines/merge-request-pipeline-list.ts';
import type { PipelineCreation } from '../../ci/pipelines/pipeline-creator.ts';
import type { PipelineRecord } from '../../ci/pipelines/pipeline-records.ts';
import type { MergeRequestEventType } from '../../ci/pipelines/pipeline.entity.ts';
import { systemActor, type PipelinesService } from '../../ci/pipelines/pipelines.service.ts';
import type { Project } from '../../projects/project.entity.ts';
import type { ProjectSubject } from '../../projects/projects.policy.ts';
import { User } from '../../users/user.entity.ts';
import type { MergeRequestRow } from '../merge-requests.finder.ts';
import type { MergeRequestsService } from '../merge-requests.service.ts';
import { refreshHeadPipelines } from './head-pipeline.ts';
import { mergeRequestVariables } from './merge-request-variables.ts';

/** How a pipeline for a merge request is asked for by other modules (merge trains, merging). */
export interface MergeRequestPipelineStart {
  /** `detached` runs on `refs/merge-requests/:iid/head`, `merged_result` on `.../merge`, `merge_train` on `.../train`. */
  eventType: MergeRequestEventType;
  /** The commit to run: the source head, or the merge commit the caller wrote to the ref. */
  sha: string;
  /** Merged results and merge trains: the source head and the target commit it was merged into. */
  sourceSha?: string;
  targetSha?: string;
}

/** GitLab's answer when a merge request has nothing to run a pipeline for. */
const NO_COMMITS = 'Cannot create a pipeline for this merge request.';

/**
 * Merge request pipelines (source `merge_request_event`): created when a merge request is opened
 * and when its source branch is pushed, when asked through the API, and by other modules (merge
 * trains) for a ref they wrote. Keeps `merge_requests.head_pipeline_id` on the newest pipeline of
 * the head. The CI engine decides from the configuration whether a pipeline runs at all.
 */
export class MergeRequestPipelinesService {
  private readonly deps: ModuleDeps;
  private readonly mergeRequests: MergeRequestsService;
  private readonly pipelines: PipelinesService;
  private stops: (() => void)[] = [];
  private readonly working = new Set<Promise<void>>();

  constructor(deps: ModuleDeps, more: { mergeRequests: MergeRequestsService; pipelines: PipelinesService }) {
    this.deps = deps;
    this.mergeRequests = more.mergeRequests;
    this.pipelines = more.pipelines;
  }

  /** Starts reacting to new merge requests, pushes to their source branches, and pipeline changes. */
  start(): void {
    if (this.stops.length > 0) return;
    this.stops = [
      this.deps.bus.on('merge_request.changed', (event) => {
        if (event.payload.action === 'create') this.track(() => this.onCreated(event));
      }),
      this.deps.bus.on('repository.pushed', (event) => this.track(() => this.onPushed(event))),
      this.deps.bus.on('ci.pipeline.status', (event) =>
        this.track(() => this.onPipelineChanged(event.payload.pipelineId)),
      ),
    ];
  }

  /** Stops listening, once the work under way is done. */
  async stop(): Promise<void> {
    for (const stop of this.stops) stop();
    this.stops = [];
    await this.settle();
  }

  /** Waits for the work set off so far (tests, shutdown). */
  async settle(): Promise<void> {
    while (this.working.size > 0) await Promise.allSettled([...this.working]);
  }

  private track(work: () => Promise<void>): void {
    const tracked = RequestContext.create(this.deps.orm.em, work)
      .catch((error: unknown) => this.deps.logger.error({ err: error }, 'Merge request pipeline work failed'))
      .finally(() => this.working.delete(tracked));
    this.working.add(tracked);
  }

  // ------------------------------------------------------------------ API

  /** GET /projects/:id/merge_requests/:iid/pipelines */
  async list(
    actor: Actor,
    projectRef: string | number,
    iid: number,
    request: PageRequest,
  ): Promise<Page<PipelineRecord>> {
    const { subject, row } = await this.target(actor, projectRef, iid);
    if (!can(actor, 'read_pipeline', subject)) throw forbidden();
    const scope = await this.scopeOf(actor, subject, row);
    return this.pipelines.listOfMergeRequest(actor, subject, scope, request);
  }

  /**
   * POST /projects/:id/merge_requests/:iid/pipelines: a new pipeline for the merge request's
   * current head: a merged results pipeline when the project runs them and the merge is clean,
   * otherwise a detached one. 403 without the right to run pipelines; 400 when none was created.
   */
  async create(actor: Actor, projectRef: string | number, iid: number): Promise<PipelineRecord> {
    const { subject, row } = await this.target(actor, projectRef, iid);
    if (!can(actor, 'create_pipeline', subject)) throw forbidden();
    const user = actor.user ? await this.deps.orm.em.fork().findOne(User, actor.user.id) : null;
    const creation = await this.runForHead(actor, user, subject, row, {
      beforeSha: null,
      changedPaths: null,
    });
    if (creation === null) throw invalid({ base: [NO_COMMITS] });
    if (creation.kind === 'created') return creation.pipeline;
    throw invalid({ base: creation.kind === 'no_config' ? ['Missing CI config file'] : creation.errors });
  }

  /**
   * Starts a pipeline of a merge request for a commit its ref already points at (merge trains
   * write `refs/merge-requests/:iid/train` and call this with `merge_train`); for `detached`, the
   * head ref is written here. The actor needs `create_pipeline` on the target project.
   */
  async startPipeline(
    actor: Actor,
    projectRef: string | number,
    iid: number,
    options: MergeRequestPipelineStart,
  ): Promise<PipelineCreation> {
    const { subject, row } = await this.target(actor, projectRef, iid);
    if (!can(actor, 'create_pipeline', subject)) throw forbidden();
    const user = actor.user ? await this.deps.orm.em.fork().findOne(User, actor.user.id) : null;
    const repo = this.deps.repositories.repository(subject.project);
    if (options.eventType === 'detached') await writeMergeRequestRef(repo, row.iid, 'head', options.sha);
    return this.run(actor, user, subject, row, repo, {
      eventType: options.eventType,
      sha: options.sha,
      sourceSha: options.sourceSha ?? null,
      targetSha: options.targetSha ?? null,
      beforeSha: null,
      changedPaths: null,
    });
  }

  /** The pipeline ids of merge requests (GraphQL's `MergeRequest.pipelines`), one statement for all. */
  async pipelineIdsOf(
    actor: Actor,
    mergeRequests: readonly { id: number; projectId: number }[],
    limit: number,
  ): Promise<Map<number, number[]>> {
    const out = new Map<number, number[]>();
    const rows = await this.mergeRequests.finder.byIds(mergeRequests.map((m) => m.id));
    const byProject = new Map<number, MergeRequestRow[]>();
    for (const row of rows) {
      const group = byProject.get(row.target_project_id);
      if (group) group.push(row);
      else byProject.set(row.target_project_id, [row]);
    }
    for (const [projectId, group] of byProject) {
      const subject = await this.deps.projects.find(actor, projectId).catch(() => null);
      if (!subject || !can(actor, 'read_merge_request', subject)) continue;
      const scopes = await Promise.all(group.map((row) => this.scopeOf(actor, subject, row)));
      const ids = await this.pipelines.idsOfMergeRequests(actor, subject, scopes, limit);
      for (const [id, list] of ids) out.set(id, list);
    }
    return out;
  }

  /**
   * GitLab's `has_ci?` of merge requests the caller may read, by id: a head pipeline, a merge request
   * pipeline, or a pipeline of the source branch. One statement for all, no git.
   */
  async hasCi(mergeRequestIds: readonly number[]): Promise<Set<number>> {
    if (mergeRequestIds.length === 0) return new Set();
    const { rows } = await sql<{ id: number }>`
      select m.id from merge_requests m where m.id = any(${[...mergeRequestIds]}::int[])
        and (m.head_pipeline_id is not null
          or exists (select 1 from ci_pipelines p where p.merge_request_id = m.id)
          or exists (select 1 from ci_pipelines p
            where p.project_id = m.source_project_id and p.ref = m.source_branch and not p.tag))`.execute(
      this.mergeRequests.finder.db,
    );
    return new Set(rows.map((r) => r.id));
  }

  // ------------------------------------------------------------------ events

  private async onCreated(event: DomainEvent<'merge_request.changed'>): Promise<void> {
    const { mergeRequestId, actorId } = event.payload;
    if (actorId === null) return;
    if (!(await this.claim(event.id, mergeRequestId))) return;
    const [row] = await this.mergeRequests.finder.byIds([mergeRequestId]);
    if (!row || row.state !== 'opened') return;
    await this.runAs(actorId, row, { beforeSha: null, changedPaths: null });
  }

  /** A push to a branch: every open merge request from it gets its head refreshed and a pipeline. */
  private async onPushed(event: DomainEvent<'repository.pushed'>): Promise<void> {
    const { projectId, ref, before, after, userId, skipCi } = event.payload;
    if (!ref.startsWith('refs/heads/') || after === ZERO_OID || userId === null || skipCi) return;
    const branch = ref.slice('refs/heads/'.length);
    const { rows } = await sql<{ id: number }>`
      select id from merge_requests where state = 'opened' and source_project_id = ${projectId}
        and source_branch = ${branch} order by id`.execute(this.mergeRequests.finder.db);
    if (rows.length === 0) return;
    const found = await this.mergeRequests.finder.byIds(rows.map((r) => r.id));
    for (const row of found) {
      if (!(await this.claim(event.id, row.id))) continue;
      await this.runAs(userId, row, {
        beforeSha: before === ZERO_OID ? null : before,
        changedPaths: null,
        pushed: true,
      });
    }
  }

  /** A pipeline changed (created, finished...): the merge requests it may be the head pipeline of follow. */
  private async onPipelineChanged(pipelineId: number): Promise<void> {
    const { rows } = await sql<{
      project_id: number;
      ref: string;
      merge_request_id: number | null;
      tag: boolean;
    }>`select project_id, ref, merge_request_id, tag from ci_pipelines where id = ${pipelineId}`.execute(
      this.mergeRequests.finder.db,
    );
    const pipeline = rows[0];
    if (!pipeline || pipeline.tag) return;
    await this.deps.uow.run(async (tx) => {
      await refreshHeadPipelines(kysely(tx.em), {
        sourceProjectId: pipeline.project_id,
        sourceBranch: pipeline.ref,
        mergeRequestId: pipeline.merge_request_id,
      });
    });
  }

  /** Claims an event for a merge request: false when this or another instance already handled it. */
  private async claim(eventId: number, mergeRequestId: number): Promise<boolean> {
    return this.deps.uow.run(async (tx) => {
      const result = await sql`insert into merge_request_pipeline_claims (event_id, merge_request_id)
        values (${eventId}, ${mergeRequestId}) on conflict do nothing`.execute(kysely(tx.em));
      return Number(result.numAffectedRows ?? 0) > 0;
    });
  }

  /** Runs the merge request's pipeline as a user, if they may run pipelines in its target project. */
  private async runAs(
    userId: number,
    row: MergeRequestRow,
    push: { beforeSha: string | null; changedPaths: string[] | null; pushed?: boolean },
  ): Promise<void> {
    const user = await this.deps.orm.em.fork().findOne(User, userId);
    if (!user) return;
    const actor = systemActor(user);
    const subject = await this.deps.projects.find(actor, row.target_project_id).catch(() => null);
    if (!subject || subject.project.archived || !can(actor, 'create_pipeline', subject)) return;
    // The diff refs follow the new head first, so that the head pipeline is found for it.
    const source =
      row.source_project_id === subject.project.id
        ? subject
        : await this.deps.projects.find(actor, row.source_project_id).catch(() => null);
    if (source) {
      await this.mergeRequests.refresh.schedule(
        row.id,
        subject,
        source,
        'diff',
        push.pushed === true ? userId : null,
      );
    }
    await this.runForHead(actor, user, subject, row, push);
  }

  // ------------------------------------------------------------------ creation

  /**
   * Writes `refs/merge-requests/:iid/head` (fetching a fork's head), then the merged result when
   * the project runs merged results pipelines, and runs the pipeline: on the merged result, or
   * detached on the head when the merge conflicts or merged results are off. Null: no source head.
   */
  private async runForHead(
    actor: Actor,
    user: User | null,
    subject: ProjectSubject,
    row: MergeRequestRow,
    push: { beforeSha: string | null; changedPaths: string[] | null },
  ): Promise<PipelineCreation | null> {
    const repo = this.deps.repositories.repository(subject.project);
    const head = await this.writeHeadRef(actor, subject, row, repo);
    if (!head) return null;
    const targetHead = await repo.resolveCommit(`refs/heads/${row.target_branch}`);
    if (targetHead && subject.project.settings['merge_pipelines_enabled'] === true && user) {
      const merged = await writeMergeResultRef(repo, {
        iid: row.iid,
        kind: 'merge',
        base: targetHead,
        sourceHead: head,
        message: defaultMergeCommitMessage({
          sourceBranch: row.source_branch,
          targetBranch: row.target_branch,
          title: row.title,
          reference: `${subject.project.fullPath}!${row.iid}`,
        }),
        committer: { name: user.name, email: user.commitEmail ?? user.email },
      });
      if (merged.status === 'merged') {
        return this.run(actor, user, subject, row, repo, {
          eventType: 'merged_result',
          sha: merged.commit,
          sourceSha: head,
          targetSha: targetHead,
          ...push,
        });
      }
    }
    return this.run(actor, user, subject, row, repo, {
      eventType: 'detached',
      sha: head,
      sourceSha: null,
      targetSha: null,
      ...push,
    });
  }

  /** The source head, written to the target repository as `refs/merge-requests/:iid/head`; null when the branch is gone. */
  private async writeHeadRef(
    actor: Actor,
    subject: ProjectSubject,
    row: MergeRequestRow,
    repo: GitRepository,
  ): Promise<string | null> {
    if (row.source_project_id === subject.project.id) {
      const head = await repo.resolveCommit(`refs/heads/${row.source_branch}`);
      if (head) await writeMergeRequestRef(repo, row.iid, 'head', head);
      return head;
    }
    const source = await this.deps.projects.find(actor, row.source_project_id).catch(() => null);
    if (!source) return null;
    const sourceRepo = this.deps.repositories.repository(source.project);
    const head = await sourceRepo.resolveCommit(`refs/heads/${row.source_branch}`);
    if (head) await fetchSourceHead(repo, sourceRepo.path, head, row.iid);
    return head;
  }

  private async run(
    actor: Actor,
    user: User | null,
    subject: ProjectSubject,
    row: MergeRequestRow,
    repo: GitRepository,
    run: {
      eventType: MergeRequestEventType;
      sha: string;
      sourceSha: string | null;
      targetSha: string | null;
      beforeSha: string | null;
      changedPaths: string[] | null;
    },
  ): Promise<PipelineCreation> {
    const kind =
      run.eventType === 'merged_result' ? 'merge' : run.eventType === 'merge_train' ? 'train' : 'head';
    const sourceHead = run.sourceSha ?? (await readMergeRequestRef(repo, row.iid, 'head')) ?? run.sha;
    const variables = await mergeRequestVariables(this.deps, this.mergeRequests.finder.db, {
      row,
      project: subject.project,
      sourceProject: await this.sourceProjectOf(actor, subject, row),
      repo,
      sourceHead,
    });
    const creation = await this.pipelines.createForMergeRequest({
      actor,
      project: subject.project,
      user,
      ref: mergeRequestRef(row.iid, kind),
      sha: run.sha,
      beforeSha: run.beforeSha,
      changedPaths: run.changedPaths,
      mergeRequest: {
        mergeRequestId: row.id,
        eventType: run.eventType,
        sourceBranch: row.source_branch,
        sourceSha: run.sourceSha,
        targetSha: run.targetSha,
        variables,
      },
    });
    if (creation.kind === 'created') {
      await this.deps.uow.run(async (tx) => {
        await refreshHeadPipelines(kysely(tx.em), { mergeRequestIds: [row.id] });
      });
    }
    return creation;
  }

  private async sourceProjectOf(
    actor: Actor,
    subject: ProjectSubject,
    row: MergeRequestRow,
  ): Promise<Project> {
    if (row.source_project_id === subject.project.id) return subject.project;
    const source = await this.deps.projects.find(actor, row.source_project_id).catch(() => null);
    return source?.project ?? subject.project;
  }

  // ------------------------------------------------------------------ helpers

  private async target(
    actor: Actor,
    projectRef: string | number,
    iid: number,
  ): Promise<{ subject: ProjectSubject; row: MergeRequestRow }> {
    const subject = await this.deps.projects.find(actor, projectRef);
    if (!can(actor, 'read_merge_request', subject)) throw notFound('Merge Request');
    const row = await this.mergeRequests.finder.byIid(subject.project.id, iid);
    if (!row) throw notFound('Merge Request');
    return { subject, row };
  }

  /** Which pipelines belong to the merge request: its own, and its source branch's for its commits. */
  private async scopeOf(
    actor: Actor,
    subject: ProjectSubject,
    row: MergeRequestRow,
  ): Promise<MergeRequestPipelineScope> {
    const sameProject = row.source_project_id === subject.project.id;
    const source = sameProject
      ? subject
      : await this.deps.projects.find(actor, row.source_project_id).catch(() => null);
    const repo = this.deps.repositories.repository(subject.project);
    const head =
      (await readMergeRequestRef(repo, row.iid, 'head')) ??
      (sameProject ? await repo.resolveCommit(`refs/heads/${row.source_branch}`) : row.head_sha);
    let shas: string[] = [];
    if (head) {
      const start = await repo.resolveCommit(`refs/heads/${row.target_branch}`);
      const out = await repo
        .text(['rev-list', '--max-count=100', head, ...(start ? [`^${start}`] : [])])
        .catch(() => head);
      shas = out.split('\n').filter((line) => /^[0-9a-f]{40,64}$/.test(line));
      if (row.head_sha && !shas.includes(row.head_sha)) shas.push(row.head_sha);
    }
    return {
      mergeRequestId: row.id,
      sourceProjectId: source && can(actor, 'read_pipeline', source) ? source.project.id : null,
      sourceProjectPath: source?.project.fullPath ?? subject.project.fullPath,
      sourceBranch: row.source_branch,
      shas,
    };
  }
}
