import path from 'node:path';
import { RequestContext } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { Actor } from '../../../core/actor.ts';
import {
  DomainError,
  conflict,
  forbidden,
  methodNotAllowed,
  unauthorized,
  verbatimError,
} from '../../../core/errors.ts';
import type { DomainEvent } from '../../../core/events.ts';
import type { Tx } from '../../../core/tx.ts';
import { kysely } from '../../../db/database.ts';
import { isAncestor } from '../../../git/ancestry.ts';
import type { Identity } from '../../../git/commit-object.ts';
import { prepareMerge, type MergeMethod } from '../../../git/merge-methods.ts';
import { fetchSourceHead, readMergeRequestRef } from '../../../git/merge-request-refs.ts';
import { writeMergeResultRef } from '../../../git/merge-result-refs.ts';
import { trialMerge } from '../../../git/merge-tree.ts';
import { rebaseCommits } from '../../../git/rebase.ts';
import { PreparedRefUpdate, RefMovedError, moveBranch, readRef } from '../../../git/ref-transaction.ts';
import { ZERO_OID, type GitRepository } from '../../../git/repository.ts';
import type { ModuleDeps } from '../../../services.ts';
import { systemActor } from '../../ci/pipelines/pipelines.service.ts';
import type { NotesService } from '../../notes/notes.service.ts';
import type { ProjectSubject } from '../../projects/projects.policy.ts';
import { User } from '../../users/user.entity.ts';
import type { MergeRequestView } from '../merge-request-view.ts';
import type { MergeRequestRow } from '../merge-requests.finder.ts';
import type { Mergeability, RefreshScope } from '../details/merge-request-refresh.ts';
import type { MergeRequestsService, Target } from '../merge-requests.service.ts';
import { deleteJournal, pendingJournals, writeJournal, type MergeJournal } from './merge-journal.ts';
import { mergeCommitMessage, squashCommitMessage, type TemplateFacts } from './merge-messages.ts';
import { ACTIVE_PIPELINE, setting } from './merge-settings.ts';
import { MergeWidgetFacts } from './merge-widget.ts';
import {
  MergeStrategies,
  preferredStrategy,
  type AutoMergeStrategy,
  type AutoMergeStrategyName,
} from './merge-strategies.ts';

declare module '../../../core/events.ts' {
  interface DomainEventMap {
    /** A merge request's mergeability may have changed (recomputed, merged, auto-merge set or cleared). */
    'merge_request.merge_status': { mergeRequestId: number; projectId: number };
    /** Auto-merge was turned on (not merely its parameters changed), with the strategy it waits by. */
    'merge_request.auto_merge_set': {
      mergeRequestId: number;
      projectId: number;
      actorId: number;
      strategy: AutoMergeStrategyName;
    };
  }
}

/** What `/merge` and `mergeRequestAccept` take. */
export interface MergeInput {
  sha?: string | null;
  mergeCommitMessage?: string | null;
  squashCommitMessage?: string | null;
  squash?: boolean | null;
  shouldRemoveSourceBranch?: boolean | null;
  /** `auto_merge` / `merge_when_pipeline_succeeds`: merge with the project's default strategy. */
  autoMerge?: boolean;
  /** GraphQL `strategy`: this auto-merge strategy. */
  strategy?: AutoMergeStrategyName | null;
}

/** The merge parameters kept until an auto-merge happens. */
interface SavedParams {
  sha: string | null;
  mergeCommitMessage: string | null;
  squashCommitMessage: string | null;
  squash: boolean | null;
  shouldRemoveSourceBranch: boolean | null;
}

export const BRANCH_CANNOT_BE_MERGED = 'Branch cannot be merged';
export const REBASE_FAILED = 'Rebase failed: Rebase locally, resolve all conflicts, then push the branch.';
export const MERGE_REF_FAILED = 'Merge request is not mergeable';

interface Heads {
  repo: GitRepository;
  source: ProjectSubject;
  sourceRepo: GitRepository;
  targetHead: string;
  sourceHead: string;
}

/** An open merge request to recheck, with who may read its projects. */
interface RecheckRow {
  id: number;
  target_project_id: number;
  source_project_id: number;
  source_branch: string;
  author_id: number | null;
}

/**
 * Merging merge requests on the bare repository (merge commit, fast-forward, squash, semi-linear),
 * atomically with the database through a journal; auto-merge when the head pipeline succeeds;
 * rebase in the background; the merge ref; and the cached mergeability of every open merge
 * request, recomputed when its branches move.
 */
export class MergingService {
  readonly #deps: ModuleDeps;
  readonly #mrs: MergeRequestsService;
  readonly #notes: NotesService;
  /** Where other modules (merge trains) plug in their auto-merge strategy. */
  readonly strategies = new MergeStrategies();
  /** Default commit messages and available strategies of many merge requests (the merge widget). */
  readonly widget: MergeWidgetFacts;
  readonly #work = new Set<Promise<void>>();
  #unsubscribe: (() => void)[] = [];

  constructor(deps: ModuleDeps, more: { mergeRequests: MergeRequestsService; notes: NotesService }) {
    this.#deps = deps;
    this.#mrs = more.mergeRequests;
    this.#notes = more.notes;
    this.widget = new MergeWidgetFacts(deps, more.mergeRequests, this.strategies);
    this.#mrs.refresh.useMergeability((row, repo, start, head, env) =>
      this.#mergeability(row, repo, start, head, env),
    );
    this.#mrs.refresh.onRefreshed((id) => this.#statusChanged(id));
  }

  // ------------------------------------------------------------------ lifecycle

  /** Finishes or drops merges a crash interrupted, then follows pushes and pipelines. */
  async start(): Promise<void> {
    await this.#inContext(() => this.reconcile());
    const db = kysely(this.#deps.orm.em.fork());
    // A rebase runs in this process only: one a crash interrupted is over.
    await sql`update merge_requests set rebase_in_progress = false where rebase_in_progress`.execute(db);
    this.#unsubscribe.push(
      this.#deps.bus.on('repository.pushed', (event) =>
        this.#track(() => this.#onPush(event), 'Merge status refresh failed'),
      ),
      this.#deps.bus.on('ci.pipeline.status', (event) =>
        this.#track(() => this.#onPipeline(event), 'Auto-merge failed'),
      ),
    );
  }

  /** Stops following events and waits for the background work started so far. */
  async stop(): Promise<void> {
    for (const off of this.#unsubscribe) off();
    this.#unsubscribe = [];
    await this.settle();
  }

  /** Waits for background work (rebases, auto-merges, mergeability checks) started so far. */
  async settle(): Promise<void> {
    while (this.#work.size > 0) await Promise.allSettled([...this.#work]);
    await this.#mrs.settle();
  }

  /**
   * Pending journals: a merge whose target branch moved (to the merge, or past it) is recorded as
   * merged; one whose branch did not move is dropped.
   */
  async reconcile(): Promise<number> {
    const db = kysely(this.#deps.orm.em.fork());
    const journals = await pendingJournals(db);
    for (const journal of journals) {
      await this.#reconcileOne(db, journal).catch((error: unknown) =>
        this.#deps.logger.error(
          { err: error, mergeRequestId: journal.merge_request_id },
          'An interrupted merge waits',
        ),
      );
    }
    return journals.length;
  }

  async #reconcileOne(db: ReturnType<typeof kysely>, journal: MergeJournal): Promise<void> {
    {
      const context = await this.#journalContext(journal);
      if (!context) {
        // Nobody left to act for, or the project unreadable now: tried again at the next start.
        this.#deps.logger.warn({ mergeRequestId: journal.merge_request_id }, 'An interrupted merge waits');
        return;
      }
      const current = await readRef(context.repo, `refs/heads/${journal.target_branch}`);
      const moved =
        current !== null &&
        (current === journal.new_sha ||
          // A merge whose objects never got written cannot be in the branch.
          (await isAncestor(context.repo, journal.new_sha, current).catch(() => false)));
      if (moved) {
        this.#deps.logger.info(
          { mergeRequestId: journal.merge_request_id },
          'Finishing an interrupted merge',
        );
        await this.#complete(journal, context.actor, context.subject);
      } else {
        this.#deps.logger.info({ mergeRequestId: journal.merge_request_id }, 'Dropping an interrupted merge');
        await deleteJournal(db, journal.id);
      }
    }
  }

  // ------------------------------------------------------------------ merge

  /**
   * PUT .../merge: merges now, or sets auto-merge when asked and the head pipeline still runs.
   * Refusals as GitLab: 401 (may not merge into the target), 405 (not open, draft, pipeline or
   * threads), 406 (conflicts, needs a rebase), 409 (`sha` is not the source head). A refusal
   * changes nothing.
   */
  async merge(
    actor: Actor,
    projectRef: string | number,
    iid: number,
    input: MergeInput,
  ): Promise<MergeRequestView> {
    const target = await this.#mrs.target(actor, projectRef, iid);
    const { subject, row } = target;
    await this.#authorizeMerge(actor, target);
    this.#deps.repositories.assertNotReadOnly(subject.project);
    const view = await this.#mrs.get(actor, subject.project.id, iid);
    const pipelineActive = view.headPipeline !== null && ACTIVE_PIPELINE.has(view.headPipeline.status);
    const wantsAuto = input.autoMerge === true || (input.strategy ?? null) !== null;
    const strategyName: AutoMergeStrategyName | null = wantsAuto
      ? (input.strategy ?? (await this.#defaultStrategy(subject, pipelineActive)))
      : null;
    const external =
      strategyName && strategyName !== 'merge_when_pipeline_succeeds'
        ? await this.strategies.available(strategyName, subject.project.id)
        : null;
    if (strategyName && strategyName !== 'merge_when_pipeline_succeeds' && !external) {
      // The strategy is unavailable (merge trains off): GitLab refuses it as not mergeable.
      throw methodNotAllowed();
    }
    const automatic =
      external !== null || (strategyName === 'merge_when_pipeline_succeeds' && pipelineActive);
    this.#checkMergeableState(view, subject, automatic);
    const heads = await this.#heads(actor, target);
    await this.#checkBranches(subject, row, heads);
    if (input.sha && input.sha !== heads.sourceHead) {
      throw conflict(`SHA does not match HEAD of source branch: ${heads.sourceHead}`);
    }
    const params: SavedParams = {
      sha: input.sha ?? null,
      mergeCommitMessage: input.mergeCommitMessage ?? null,
      squashCommitMessage: input.squashCommitMessage ?? null,
      squash: input.squash ?? null,
      shouldRemoveSourceBranch: input.shouldRemoveSourceBranch ?? null,
    };
    if (external?.waitsForPipeline && pipelineActive) {
      await this.#setAutoMerge(actor, target, params, heads.sourceHead, external);
      return this.#mrs.get(actor, subject.project.id, iid);
    }
    if (external) {
      await external.execute(actor, {
        mergeRequestId: row.id,
        projectId: subject.project.id,
        iid,
        ...params,
        squash: this.#squash(subject, row, params.squash),
      });
      return this.#mrs.get(actor, subject.project.id, iid);
    }
    if (automatic) {
      await this.#setAutoMerge(actor, target, params, heads.sourceHead);
    } else {
      await this.#mergeNow(actor, target, heads, params);
    }
    return this.#mrs.get(actor, subject.project.id, iid);
  }

  /** POST .../cancel_merge_when_pipeline_succeeds. */
  async cancelAutoMerge(actor: Actor, projectRef: string | number, iid: number): Promise<MergeRequestView> {
    const target = await this.#mrs.target(actor, projectRef, iid);
    const { subject, row } = target;
    const me = actor.user;
    if (!me) throw unauthorized();
    const setter = row.merge_when_pipeline_succeeds && row.merge_user_id === me.id;
    if (!setter && !(await this.#canMerge(actor, target))) throw unauthorized();
    if (row.state !== 'opened' || !row.merge_when_pipeline_succeeds) throw methodNotAllowed();
    const strategy = row.auto_merge_strategy ? this.strategies.get(row.auto_merge_strategy) : null;
    if (strategy && strategy.name !== 'merge_when_pipeline_succeeds') {
      await strategy.cancel(actor, { mergeRequestId: row.id, projectId: subject.project.id, iid });
    }
    await this.#deps.uow.run(async (tx) => {
      await sql`update merge_requests set merge_when_pipeline_succeeds = false, auto_merge_strategy = null,
          merge_params = null, merge_user_id = null, updated_at = now()
        where id = ${row.id}`.execute(kysely(tx.em));
      await this.#notes.createSystemNote(tx, this.#noteable(row), me.id, 'canceled the automatic merge');
      this.#emitChanged(tx, row, 'update', me.id);
    });
    return this.#mrs.get(actor, subject.project.id, iid);
  }

  // ------------------------------------------------------------------ rebase and merge ref

  /** PUT .../rebase: starts rebasing the source branch onto the target in the background. */
  async rebase(
    actor: Actor,
    projectRef: string | number,
    iid: number,
    options: { skipCi?: boolean } = {},
  ): Promise<{ rebaseInProgress: boolean }> {
    const target = await this.#mrs.target(actor, projectRef, iid);
    const { subject, row } = target;
    const me = actor.user;
    if (!me) throw unauthorized();
    const source = await this.#sourceSubject(actor, target);
    const sourceRepo = this.#deps.repositories.repository(source.project);
    if (!(await readRef(sourceRepo, `refs/heads/${row.source_branch}`))) {
      throw forbidden('Source branch does not exist');
    }
    if (!(await this.#deps.protectedRefs.canUpdateRef(actor, source, row.source_branch, false))) {
      throw forbidden('Cannot push to source branch');
    }
    this.#deps.repositories.assertNotReadOnly(source.project);
    if (row.rebase_in_progress) return { rebaseInProgress: true };
    await this.#deps.uow.run(async (tx) => {
      await sql`update merge_requests set rebase_in_progress = true, merge_error = null
        where id = ${row.id}`.execute(kysely(tx.em));
    });
    this.#track(() => this.#runRebase(actor, subject, source, row, options.skipCi === true), 'Rebase failed');
    return { rebaseInProgress: true };
  }

  /** GET .../merge_ref: the merged result commit, written to `refs/merge-requests/:iid/merge`. */
  async mergeRef(actor: Actor, projectRef: string | number, iid: number): Promise<string> {
    const target = await this.#mrs.target(actor, projectRef, iid);
    const { row } = target;
    if (row.state !== 'opened') throw verbatimError('bad_request', MERGE_REF_FAILED);
    const heads = await this.#heads(actor, target).catch(() => null);
    if (!heads) throw verbatimError('bad_request', MERGE_REF_FAILED);
    const committer = await this.#identity(row.author_id);
    const result = await writeMergeResultRef(heads.repo, {
      iid: row.iid,
      kind: 'merge',
      base: heads.targetHead,
      sourceHead: heads.sourceHead,
      message: mergeCommitMessage(null, this.#facts(target, committer.name)),
      committer,
    });
    if (result.status !== 'merged') throw verbatimError('bad_request', MERGE_REF_FAILED);
    return result.commit;
  }

  /** The commit `refs/merge-requests/:iid/merge` points to, if any (reads only). */
  async currentMergeRef(actor: Actor, projectRef: string | number, iid: number): Promise<string | null> {
    const { subject, row } = await this.#mrs.target(actor, projectRef, iid);
    return readMergeRequestRef(this.#deps.repositories.repository(subject.project), row.iid, 'merge');
  }

  // ------------------------------------------------------------------ checks

  async #canMerge(actor: Actor, { subject, row }: Target): Promise<boolean> {
    if (!actor.user) return false;
    return this.#deps.protectedRefs.canUpdateRef(actor, subject, row.target_branch, false);
  }

  async #authorizeMerge(actor: Actor, target: Target): Promise<void> {
    if (!(await this.#canMerge(actor, target))) throw unauthorized();
  }

  /** GitLab's `mergeable_state?`: open, not a draft, threads resolved, the pipeline (unless auto-merging). */
  #checkMergeableState(view: MergeRequestView, subject: ProjectSubject, skipCi: boolean): void {
    if (view.state !== 'opened' || view.draft || view.rebaseInProgress) throw methodNotAllowed();
    if (!view.blockingDiscussionsResolved) throw methodNotAllowed();
    if (!skipCi && setting<boolean>(subject, 'only_allow_merge_if_pipeline_succeeds')) {
      const status = view.headPipeline?.status ?? null;
      const skippedOk = status === 'skipped' && setting<boolean>(subject, 'allow_merge_on_skipped_pipeline');
      if (status !== 'success' && !skippedOk) throw methodNotAllowed();
    }
  }

  /** Conflicts, or a fast-forward or semi-linear merge that needs a rebase: 406. */
  async #checkBranches(subject: ProjectSubject, row: MergeRequestRow, heads: Heads): Promise<void> {
    const found = await this.#mergeability(
      row,
      heads.repo,
      heads.targetHead,
      heads.sourceHead,
      undefined,
      subject,
    );
    if (found.mergeStatus !== 'can_be_merged' || found.needsRebase) {
      throw verbatimError('not_acceptable', BRANCH_CANNOT_BE_MERGED);
    }
  }

  async #mergeability(
    row: MergeRequestRow,
    repo: GitRepository,
    start: string,
    head: string,
    env: Record<string, string> | undefined,
    subject?: ProjectSubject,
  ): Promise<Mergeability> {
    // A fork's source head is fetched into the target repository (refs/merge-requests/:iid/head) first.
    const alternates = env?.GIT_ALTERNATE_OBJECT_DIRECTORIES;
    if (alternates) await fetchSourceHead(repo, path.dirname(alternates), head, row.iid);
    const method = subject
      ? setting<MergeMethod>(subject, 'merge_method')
      : await this.#mergeMethod(row.target_project_id);
    const trial = await trialMerge(repo, start, head);
    const hasConflicts = trial.status !== 'clean';
    const needsRebase = method !== 'merge' && !(await isAncestor(repo, start, head));
    return {
      mergeStatus: hasConflicts ? 'cannot_be_merged' : 'can_be_merged',
      hasConflicts,
      needsRebase,
      mergeBase: trial.status === 'unrelated' ? null : trial.mergeBase,
    };
  }

  async #mergeMethod(projectId: number): Promise<MergeMethod> {
    const { rows } = await sql<{ method: MergeMethod | null }>`
      select settings ->> 'merge_method' as method from projects where id = ${projectId}`.execute(
      kysely(this.#deps.orm.em.fork()),
    );
    return rows[0]?.method ?? 'merge';
  }

  async #defaultStrategy(subject: ProjectSubject, pipelineActive: boolean): Promise<AutoMergeStrategyName> {
    const trainsOn =
      setting<boolean>(subject, 'merge_trains_enabled') &&
      (await this.strategies.available('merge_train', subject.project.id)) !== null;
    return preferredStrategy(trainsOn, pipelineActive) ?? 'merge_when_pipeline_succeeds';
  }

  #squash(subject: ProjectSubject, row: MergeRequestRow, asked: boolean | null): boolean {
    const option = setting<string>(subject, 'squash_option');
    if (option === 'never') return false;
    if (option === 'always') return true;
    return asked ?? row.squash;
  }

  // ------------------------------------------------------------------ merging

  async #sourceSubject(actor: Actor, { subject, row }: Target): Promise<ProjectSubject> {
    if (row.source_project_id === subject.project.id) return subject;
    return this.#deps.projects.find(actor, row.source_project_id).catch(() => {
      throw verbatimError('not_acceptable', BRANCH_CANNOT_BE_MERGED);
    });
  }

  /** Both heads, the source's objects available in the target repository. */
  async #heads(actor: Actor, target: Target): Promise<Heads> {
    const { subject, row } = target;
    const repo = this.#deps.repositories.repository(subject.project);
    const source = await this.#sourceSubject(actor, target);
    const sourceRepo = source === subject ? repo : this.#deps.repositories.repository(source.project);
    const targetHead = await readRef(repo, `refs/heads/${row.target_branch}`);
    const sourceHead = await readRef(sourceRepo, `refs/heads/${row.source_branch}`);
    if (!targetHead || !sourceHead) throw verbatimError('not_acceptable', BRANCH_CANNOT_BE_MERGED);
    if (sourceRepo !== repo) await fetchSourceHead(repo, sourceRepo.path, sourceHead, row.iid);
    return { repo, source, sourceRepo, targetHead, sourceHead };
  }

  async #identity(userId: number | null): Promise<Identity> {
    if (userId !== null) {
      const found = await this.#deps.users.commitIdentity(userId).catch(() => null);
      if (found) return { ...found, date: new Date() };
    }
    return { name: 'Railyard', email: 'railyard@localhost', date: new Date() };
  }

  #facts({ subject, row }: Target, mergedBy: string): TemplateFacts {
    return {
      row,
      reference: `${subject.project.fullPath}!${row.iid}`,
      url: this.#deps.urls.to(`${subject.project.fullPath}/-/merge_requests/${row.iid}`),
      mergedBy,
    };
  }

  /**
   * Writes the merge's objects, locks the target branch (checking it did not move), records the
   * journal, moves the branch, then records the merge in the database and removes the journal.
   */
  async #mergeNow(actor: Actor, target: Target, heads: Heads, params: SavedParams): Promise<void> {
    const { subject, row } = target;
    const me = actor.user!;
    const committer = await this.#identity(me.id);
    const facts = this.#facts(target, committer.name);
    const squash = this.#squash(subject, row, params.squash);
    const prepared = await prepareMerge(heads.repo, {
      method: setting<MergeMethod>(subject, 'merge_method'),
      squash,
      targetHead: heads.targetHead,
      sourceHead: heads.sourceHead,
      mergeMessage:
        params.mergeCommitMessage ?? mergeCommitMessage(setting(subject, 'merge_commit_template'), facts),
      squashMessage:
        params.squashCommitMessage ?? squashCommitMessage(setting(subject, 'squash_commit_template'), facts),
      committer,
      squashAuthor: await this.#identity(row.author_id),
    });
    if (prepared.status !== 'merged') throw verbatimError('not_acceptable', BRANCH_CANNOT_BE_MERGED);
    const removeSource =
      (params.shouldRemoveSourceBranch ?? row.force_remove_source_branch) &&
      (await this.#deps.protectedRefs.canUpdateRef(actor, heads.source, row.source_branch, false));
    const journal: Omit<MergeJournal, 'id'> = {
      merge_request_id: row.id,
      project_id: subject.project.id,
      user_id: me.id,
      target_branch: row.target_branch,
      old_sha: heads.targetHead,
      new_sha: prepared.newHead,
      merge_commit_sha: prepared.mergeCommit ?? prepared.newHead,
      squash_commit_sha: prepared.squashCommit,
      source_branch: row.source_branch,
      source_sha: heads.sourceHead,
      remove_source_branch: removeSource,
    };
    const update = await PreparedRefUpdate.prepare(heads.repo, [
      { ref: `refs/heads/${row.target_branch}`, newOid: prepared.newHead, expectedOld: heads.targetHead },
    ]).catch((error: unknown) => {
      if (error instanceof RefMovedError) throw conflict('The target branch changed meanwhile; try again');
      throw conflict('Another merge of this branch is in progress; try again');
    });
    let journalId: number | null;
    try {
      journalId = await this.#deps.uow.run(async (tx) => {
        // The row lock orders this merge after any concurrent change of the merge request.
        const { rows } = await sql<{ state: string }>`
          select state from merge_requests where id = ${row.id} for update`.execute(kysely(tx.em));
        if (rows[0]?.state !== 'opened') return null;
        return writeJournal(kysely(tx.em), journal);
      });
    } catch (error) {
      await update.abort();
      throw error;
    }
    if (journalId === null) {
      await update.abort();
      throw methodNotAllowed();
    }
    try {
      await update.commit();
    } catch (error) {
      await deleteJournal(kysely(this.#deps.orm.em.fork()), journalId);
      throw error;
    }
    if (this.#deps.config.FAULT_INJECTION === 'merge-after-ref-move') {
      this.#deps.logger.warn(
        { mergeRequestId: row.id },
        'Fault injection: exiting after the merge moved the branch',
      );
      // A hard crash, as kill -9 would: no exit handlers run.
      process.kill(process.pid, 'SIGKILL');
    }
    await this.#complete({ id: journalId, ...journal }, actor, subject);
  }

  /** Records a merge whose branch moved: merged state, system note, events; then the branches' pushes. */
  async #complete(journal: MergeJournal, actor: Actor, subject: ProjectSubject): Promise<void> {
    const [row] = await this.#mrs.finder.byIds([journal.merge_request_id]);
    if (!row) return;
    const userId = journal.user_id;
    await this.#deps.uow.run(async (tx) => {
      const db = kysely(tx.em);
      await sql`update merge_requests set state = 'merged', merged_at = now(), merge_user_id = ${userId}::int,
          merge_commit_sha = ${journal.merge_commit_sha}, squash_commit_sha = ${journal.squash_commit_sha},
          squash = ${journal.squash_commit_sha !== null}, merge_when_pipeline_succeeds = false,
          auto_merge_strategy = null, merge_params = null, merge_error = null,
          should_remove_source_branch = ${journal.remove_source_branch}, updated_at = now()
        where id = ${row.id} and state = 'opened'`.execute(db);
      await deleteJournal(db, journal.id);
      const author = userId ?? row.author_id;
      if (author !== null) await this.#notes.createSystemNote(tx, this.#noteable(row), author, 'merged');
      this.#emitChanged(tx, row, 'merge', userId);
    });
    await this.#deps.repositories
      .recordUpdates(actor, subject.project, [
        { ref: `refs/heads/${journal.target_branch}`, before: journal.old_sha, after: journal.new_sha },
      ])
      .catch((error: unknown) => this.#deps.logger.error({ err: error }, 'Recording the merge push failed'));
    if (journal.remove_source_branch && journal.source_branch && journal.source_sha) {
      await this.#removeSourceBranch(actor, row, journal.source_branch, journal.source_sha);
    }
  }

  async #removeSourceBranch(actor: Actor, row: MergeRequestRow, branch: string, sha: string): Promise<void> {
    try {
      const source = await this.#deps.projects.find(actor, row.source_project_id);
      const repo = this.#deps.repositories.repository(source.project);
      await moveBranch(repo, branch, ZERO_OID, sha);
      await this.#deps.repositories.recordUpdates(actor, source.project, [
        { ref: `refs/heads/${branch}`, before: sha, after: ZERO_OID },
      ]);
    } catch (error) {
      // Pushed meanwhile, or gone: the branch stays, as GitLab leaves it.
      this.#deps.logger.warn({ err: error, mergeRequestId: row.id }, 'The source branch was not removed');
    }
  }

  #noteable(row: MergeRequestRow) {
    return { type: 'MergeRequest', id: row.id, projectId: row.target_project_id };
  }

  #emitChanged(tx: Tx, row: MergeRequestRow, action: 'update' | 'merge', actorId: number | null): void {
    tx.emit('merge_request.changed', {
      mergeRequestId: row.id,
      projectId: row.target_project_id,
      action,
      actorId,
    });
    tx.emit('merge_request.merge_status', { mergeRequestId: row.id, projectId: row.target_project_id });
  }

  // ------------------------------------------------------------------ auto-merge

  async #setAutoMerge(
    actor: Actor,
    { subject, row }: Target,
    params: SavedParams,
    sha: string,
    strategy: AutoMergeStrategy | null = null,
  ): Promise<void> {
    const me = actor.user!;
    const name = strategy?.name ?? 'merge_when_pipeline_succeeds';
    const note = strategy?.waitingNote ?? 'enabled an automatic merge';
    await this.#deps.uow.run(async (tx) => {
      await sql`update merge_requests set merge_when_pipeline_succeeds = true,
          auto_merge_strategy = ${name}, merge_user_id = ${me.id},
          merge_params = ${JSON.stringify(params)}::jsonb,
          should_remove_source_branch = ${params.shouldRemoveSourceBranch}::boolean,
          squash = ${this.#squash(subject, row, params.squash)}, merge_error = null, updated_at = now()
        where id = ${row.id}`.execute(kysely(tx.em));
      await this.#notes.createSystemNote(
        tx,
        this.#noteable(row),
        me.id,
        `${note} when the pipeline for ${sha} succeeds`,
      );
      this.#emitChanged(tx, row, 'update', me.id);
      if (!row.merge_when_pipeline_succeeds) {
        tx.emit('merge_request.auto_merge_set', {
          mergeRequestId: row.id,
          projectId: row.target_project_id,
          actorId: me.id,
          strategy: name,
        });
      }
    });
  }

  /** A head pipeline finished: merge requests waiting for it merge (success) or stay open (failure). */
  async #onPipeline(event: DomainEvent<'ci.pipeline.status'>): Promise<void> {
    const { pipelineId, status } = event.payload;
    if (status !== 'success') {
      // Any change of the head pipeline changes detailed_merge_status.
      await this.#pipelineStatusChanged(pipelineId);
      return;
    }
    const db = kysely(this.#deps.orm.em.fork());
    const waiting = ['merge_when_pipeline_succeeds', ...this.strategies.waitingForPipelines()];
    const { rows } = await sql<{
      id: number;
      iid: number;
      target_project_id: number;
      merge_user_id: number | null;
      merge_params: SavedParams | null;
      auto_merge_strategy: string;
      squash: boolean;
    }>`
      select id, iid, target_project_id, merge_user_id, merge_params, auto_merge_strategy, squash
      from merge_requests
      where head_pipeline_id = ${pipelineId} and merge_when_pipeline_succeeds and state = 'opened'
        and auto_merge_strategy = any(${waiting}::text[])`.execute(db);
    await this.#pipelineStatusChanged(pipelineId);
    for (const row of rows) {
      const user =
        row.merge_user_id === null ? null : await this.#deps.orm.em.fork().findOne(User, row.merge_user_id);
      if (!user) continue;
      const actor = systemActor(user);
      const params = row.merge_params ?? ({} as Partial<SavedParams>);
      const strategy = this.strategies.get(row.auto_merge_strategy);
      try {
        if (strategy) {
          await strategy.execute(actor, {
            mergeRequestId: row.id,
            projectId: row.target_project_id,
            iid: row.iid,
            sha: params.sha ?? null,
            squash: row.squash,
            mergeCommitMessage: params.mergeCommitMessage ?? null,
            squashCommitMessage: params.squashCommitMessage ?? null,
            shouldRemoveSourceBranch: params.shouldRemoveSourceBranch ?? null,
          });
          continue;
        }
        await this.merge(actor, row.target_project_id, row.iid, {
          sha: params.sha ?? null,
          mergeCommitMessage: params.mergeCommitMessage ?? null,
          squashCommitMessage: params.squashCommitMessage ?? null,
          squash: params.squash ?? null,
          shouldRemoveSourceBranch: params.shouldRemoveSourceBranch ?? null,
        });
      } catch (error) {
        const message = error instanceof DomainError ? error.describe() : 'The merge failed';
        this.#deps.logger.warn({ err: error, mergeRequestId: row.id }, 'Auto-merge refused');
        await this.#deps.uow.run(async (tx) => {
          await sql`update merge_requests set merge_error = ${message} where id = ${row.id}`.execute(
            kysely(tx.em),
          );
          tx.emit('merge_request.merge_status', { mergeRequestId: row.id, projectId: row.target_project_id });
        });
      }
    }
  }

  async #pipelineStatusChanged(pipelineId: number): Promise<void> {
    const { rows } = await sql<{ id: number; target_project_id: number }>`
      select id, target_project_id from merge_requests where head_pipeline_id = ${pipelineId} and state = 'opened'`.execute(
      kysely(this.#deps.orm.em.fork()),
    );
    if (rows.length === 0) return;
    await this.#deps.uow.run(async (tx) => {
      for (const r of rows)
        tx.emit('merge_request.merge_status', { mergeRequestId: r.id, projectId: r.target_project_id });
    });
  }

  // ------------------------------------------------------------------ background

  /**
   * A branch moved: open merge requests from it get a new diff and mergeability; those into it are
   * rechecked for mergeability only (their diff follows when their merge base moved). A merge
   * request riding a merge train is tested by the train on every move of its target; it is
   * rechecked when it leaves the train (`recheck`).
   */
  async #onPush(event: DomainEvent<'repository.pushed'>): Promise<void> {
    const { projectId, ref, userId } = event.payload;
    if (!ref.startsWith('refs/heads/')) return;
    const branch = ref.slice('refs/heads/'.length);
    const db = kysely(this.#deps.orm.em.fork());
    const { rows } = await sql<RecheckRow>`
      update merge_requests set merge_status = 'unchecked'
      where state = 'opened' and ((target_project_id = ${projectId} and target_branch = ${branch}
          and auto_merge_strategy is distinct from 'merge_train')
        or (source_project_id = ${projectId} and source_branch = ${branch}))
      returning id, target_project_id, source_project_id, source_branch, author_id`.execute(db);
    for (const row of rows) {
      const fromThisBranch = row.source_project_id === projectId && row.source_branch === branch;
      if (fromThisBranch) await this.#scheduleRefresh(row, [userId, row.author_id], 'diff', userId);
      else await this.#scheduleRefresh(row, [userId, row.author_id], 'merge_status');
    }
  }

  /** Rechecks a merge request's mergeability in the background (one that left a merge train). */
  recheck(mergeRequestId: number): Promise<void> {
    this.#track(() => this.#recheck(mergeRequestId), 'Merge status refresh failed');
    return Promise.resolve();
  }

  async #recheck(mergeRequestId: number): Promise<void> {
    const { rows } = await sql<RecheckRow>`
      update merge_requests set merge_status = 'unchecked' where id = ${mergeRequestId} and state = 'opened'
      returning id, target_project_id, source_project_id, source_branch, author_id`.execute(
      kysely(this.#deps.orm.em.fork()),
    );
    for (const row of rows) await this.#scheduleRefresh(row, [row.author_id], 'merge_status');
  }

  /** Schedules a refresh as the first of these users who reads both projects (the pusher, the author). */
  async #scheduleRefresh(
    row: RecheckRow,
    userIds: (number | null)[],
    scope: RefreshScope,
    pushedBy: number | null = null,
  ): Promise<void> {
    for (const id of new Set(userIds)) {
      const subjects = await this.#mrs.subjectsAs(id, row);
      if (!subjects) continue;
      void this.#mrs.refresh.schedule(row.id, subjects.target, subjects.source, scope, pushedBy);
      return;
    }
  }

  async #statusChanged(id: number): Promise<void> {
    const [row] = await this.#mrs.finder.byIds([id]);
    if (!row) return;
    await this.#deps.uow.run(async (tx) => {
      tx.emit('merge_request.merge_status', { mergeRequestId: row.id, projectId: row.target_project_id });
    });
  }

  async #runRebase(
    actor: Actor,
    subject: ProjectSubject,
    source: ProjectSubject,
    row: MergeRequestRow,
    skipCi: boolean,
  ): Promise<void> {
    let error: string | null = null;
    try {
      const repo = this.#deps.repositories.repository(subject.project);
      if (source !== subject) throw new Error('rebasing a fork is not supported');
      const targetHead = await readRef(repo, `refs/heads/${row.target_branch}`);
      const sourceHead = await readRef(repo, `refs/heads/${row.source_branch}`);
      if (!targetHead || !sourceHead) throw new Error('a branch is gone');
      const result = await rebaseCommits(repo, {
        sourceHead,
        onto: targetHead,
        committer: await this.#identity(actor.user!.id),
      });
      if (result.status !== 'rebased') throw new Error('conflicts');
      if (result.head !== sourceHead) {
        await moveBranch(repo, row.source_branch, result.head, sourceHead);
        await this.#deps.repositories.recordUpdates(actor, source.project, [
          { ref: `refs/heads/${row.source_branch}`, before: sourceHead, after: result.head, skipCi },
        ]);
      }
    } catch (failure) {
      this.#deps.logger.info({ err: failure, mergeRequestId: row.id }, 'Rebase failed');
      error = REBASE_FAILED;
    }
    await this.#deps.uow.run(async (tx) => {
      await sql`update merge_requests set rebase_in_progress = false, merge_error = ${error}
        where id = ${row.id}`.execute(kysely(tx.em));
      tx.emit('merge_request.merge_status', { mergeRequestId: row.id, projectId: row.target_project_id });
    });
  }

  async #journalContext(
    journal: MergeJournal,
  ): Promise<{ actor: Actor; subject: ProjectSubject; repo: GitRepository } | null> {
    const [row] = await this.#mrs.finder.byIds([journal.merge_request_id]);
    const actor = await this.#actorFor(journal.user_id ?? row?.author_id ?? null);
    if (!actor) return null;
    const subject = await this.#deps.projects.find(actor, journal.project_id).catch(() => null);
    if (!subject) return null;
    return { actor, subject, repo: this.#deps.repositories.repository(subject.project) };
  }

  async #actorFor(userId: number | null): Promise<Actor | null> {
    if (userId === null) return null;
    const user = await this.#deps.orm.em.fork().findOne(User, userId);
    return user ? systemActor(user) : null;
  }

  #inContext<T>(work: () => Promise<T>): Promise<T> {
    return RequestContext.create(this.#deps.orm.em, work);
  }

  #track(work: () => Promise<void>, failure: string): void {
    const tracked = this.#inContext(work)
      .catch((error: unknown) => this.#deps.logger.error({ err: error }, failure))
      .finally(() => this.#work.delete(tracked));
    this.#work.add(tracked);
  }
}
