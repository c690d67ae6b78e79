import { sql, type Kysely } from 'kysely';
import { CoalescingRuns } from '../../core/coalescing-runs.ts';
import type { DomainEvent } from '../../core/events.ts';
import type { Tx } from '../../core/tx.ts';
import { kysely, type Database } from '../../db/database.ts';
import { createMergeCommit } from '../../git/merge-methods.ts';
import { defaultMergeCommitMessage } from '../../git/merge-messages.ts';
import { mergeRequestRef } from '../../git/merge-request-refs.ts';
import { readRef, RefMovedError, updateRefsAtomically } from '../../git/ref-transaction.ts';
import type { GitRepository } from '../../git/repository.ts';
import type { ModuleDeps } from '../../services.ts';
import { systemActor } from '../ci/pipelines/pipelines.service.ts';
import { Project } from '../projects/project.entity.ts';
import { User } from '../users/user.entity.ts';
import type { CarRow, CarStatus } from './merge-train-car.ts';
import type { MergeTrainsFinder } from './merge-trains.finder.ts';
import type { TrainMerges } from './train-merges.ts';
import type { TrainPipelines } from './train-pipelines.ts';

declare module '../../core/events.ts' {
  interface DomainEventMap {
    /**
     * A merge train car changed: added, moved to another status, restarted on a new base (new
     * pipeline), or removed from its train (`removed`, with the reason).
     */
    'merge_train.car.changed': {
      carId: number;
      mergeRequestId: number;
      mergeRequestIid: number;
      projectId: number;
      targetBranch: string;
      action: 'added' | 'status' | 'restarted' | 'removed';
      status: CarStatus;
      previousStatus: CarStatus | null;
      pipelineId: number | null;
      reason: string | null;
      at: string;
    };
  }
}

/** GitLab's `max_pipelines_per_merge_train` default. */
export const DEFAULT_MAX_PIPELINES_PER_TRAIN = 20;

const FAILED_PIPELINE_STATUSES = ['failed', 'canceled', 'skipped'];
const RUNNING_PIPELINE_STATUSES = [
  'created',
  'waiting_for_resource',
  'preparing',
  'pending',
  'running',
  'scheduled',
  'manual',
];

/** A car whose train commit a refresh rebuilt, not yet recorded. */
interface Rebuilt {
  car: CarRow;
  mr: MergeRequestFacts;
  base: string;
  commit: string;
  canStart: boolean;
}

interface MergeRequestFacts {
  id: number;
  iid: number;
  state: string;
  title: string;
  description: string | null;
  source_project_id: number;
  source_branch: string;
  target_branch: string;
  project_path: string;
}

/**
 * Runs merge trains: each car's pipeline tests the target branch merged with every car ahead; the
 * front car whose pipeline succeeded is merged by moving the target branch to exactly the tested
 * commit; a car that fails, conflicts or changes leaves, and the cars behind restart. Each train is
 * refreshed by one task at a time, on domain events; a merge is journalled (car `merging` with the
 * branch's old commit) before the branch moves, and reconciled at startup.
 */
export class MergeTrainEngine {
  private readonly deps: ModuleDeps;
  private readonly finder: MergeTrainsFinder;
  private readonly pipelines: TrainPipelines;
  private readonly merges: TrainMerges;
  private readonly maxPipelines: number;
  /** One refresh at a time per train (`projectId:branch`), asks meanwhile coalesced into one more. */
  private readonly refreshes: CoalescingRuns<string, true>;
  private readonly stops: (() => void)[] = [];

  constructor(
    deps: ModuleDeps,
    finder: MergeTrainsFinder,
    adapters: { pipelines: TrainPipelines; merges: TrainMerges; maxPipelines?: number },
  ) {
    this.deps = deps;
    this.finder = finder;
    this.pipelines = adapters.pipelines;
    this.merges = adapters.merges;
    this.maxPipelines = adapters.maxPipelines ?? DEFAULT_MAX_PIPELINES_PER_TRAIN;
    this.refreshes = new CoalescingRuns({
      run: (key) => {
        const [projectId, ...branch] = key.split(':');
        return this.refresh(Number(projectId), branch.join(':'));
      },
      merge: () => true,
      onError: (error, key) =>
        this.deps.logger.error({ err: error, train: key }, 'Merge train refresh failed'),
    });
  }

  /** Listens to the events that move trains, and takes up what a crash interrupted. */
  async start(): Promise<void> {
    const { bus } = this.deps;
    this.stops.push(
      bus.on('ci.pipeline.status', (e) => void this.onPipeline(e)),
      bus.on('repository.pushed', (e) => void this.onPush(e)),
      bus.on('merge_request.changed', (e) => void this.onMergeRequest(e)),
    );
    await this.reconcile();
  }

  /** Stops listening and waits for refreshes under way. */
  async stop(): Promise<void> {
    for (const stop of this.stops.splice(0)) stop();
    await this.settle();
  }

  /** Waits until no train is being refreshed. */
  settle(): Promise<void> {
    return this.refreshes.settle();
  }

  /** Refreshes a train now, or once more after the refresh under way. */
  schedule(projectId: number, targetBranch: string): Promise<void> {
    return this.refreshes.schedule(`${projectId}:${targetBranch}`, true);
  }

  // ------------------------------------------------------------------ events

  private async onPipeline(event: DomainEvent<'ci.pipeline.status'>): Promise<void> {
    if (!event.payload.ref.startsWith('refs/merge-requests/')) return;
    const { rows } = await sql<{ target_project_id: number; target_branch: string }>`
      select target_project_id, target_branch from merge_train_cars
      where pipeline_id = ${event.payload.pipelineId}`.execute(this.db());
    for (const r of rows) void this.schedule(r.target_project_id, r.target_branch);
  }

  private async onPush(event: DomainEvent<'repository.pushed'>): Promise<void> {
    const { projectId, ref } = event.payload;
    if (!ref.startsWith('refs/heads/')) return;
    const branch = ref.slice('refs/heads/'.length);
    const { rows } = await sql<{ target_project_id: number; target_branch: string }>`
      select distinct c.target_project_id, c.target_branch from merge_train_cars c
      join merge_requests m on m.id = c.merge_request_id
      where c.status in ('idle', 'stale', 'fresh', 'merging')
        and ((c.target_project_id = ${projectId} and c.target_branch = ${branch})
          or (m.source_project_id = ${projectId} and m.source_branch = ${branch}))`.execute(this.db());
    for (const r of rows) void this.schedule(r.target_project_id, r.target_branch);
  }

  private async onMergeRequest(event: DomainEvent<'merge_request.changed'>): Promise<void> {
    const { rows } = await sql<{ target_project_id: number; target_branch: string }>`
      select target_project_id, target_branch from merge_train_cars
      where merge_request_id = ${event.payload.mergeRequestId}
        and status in ('idle', 'stale', 'fresh', 'merging')`.execute(this.db());
    for (const r of rows) void this.schedule(r.target_project_id, r.target_branch);
  }

  // ------------------------------------------------------------------ startup

  /**
   * After a restart: a car left `merging` is finished when its target branch already is at the
   * tested commit, or put back when the branch never moved; then every train is refreshed.
   */
  async reconcile(): Promise<void> {
    const { rows } = await sql<CarRow>`select * from merge_train_cars where status = 'merging'`.execute(
      this.db(),
    );
    for (const car of rows) {
      const repo = await this.repositoryOf(car.target_project_id);
      if (!repo) continue;
      const head = await readRef(repo, `refs/heads/${car.target_branch}`);
      if (head !== null && head === car.train_sha) await this.finishMerge(car, repo, car.merging_from_sha!);
      else await this.unjournal(car, head === car.merging_from_sha ? 'fresh' : 'stale');
    }
    const trains = await sql<{ target_project_id: number; target_branch: string }>`
      select distinct target_project_id, target_branch from merge_train_cars
      where status in ('idle', 'stale', 'fresh')`.execute(this.db());
    for (const t of trains.rows) void this.schedule(t.target_project_id, t.target_branch);
  }

  // ------------------------------------------------------------------ the train

  private async refresh(projectId: number, branch: string): Promise<void> {
    const repo = await this.repositoryOf(projectId);
    if (!repo) return;
    const cars = await this.finder.activeCars(this.db(), projectId, branch);
    if (cars.length === 0) return;
    const facts = await this.mergeRequestFacts(cars.map((c) => c.merge_request_id));
    // The target's head and the source heads in one read per project.
    // The target's head and every source head, read through cat-file (no git process per refresh).
    const heads = await this.branchHeads([
      { projectId, branch },
      ...[...facts.values()].map((mr) => ({ projectId: mr.source_project_id, branch: mr.source_branch })),
    ]);
    let target = heads.get(`${projectId}:refs/heads/${branch}`) ?? null;
    const sourceHeads = heads;
    const statuses = await this.pipelines.statuses(
      cars.flatMap((c) => (c.pipeline_id ? [c.pipeline_id] : [])),
    );
    let running = [...statuses.values()].filter((s) => RUNNING_PIPELINE_STATUSES.includes(s)).length;
    let base = target;
    let front = true;
    // Train commits are built in order (each on the one ahead); their pipelines start together after.
    const starts: (() => Promise<unknown>)[] = [];
    const rebuilt: Rebuilt[] = [];
    try {
      for (const car of cars) {
        if (car.status === 'merging') return; // reconciled at startup; not ours to touch meanwhile
        const mr = facts.get(car.merge_request_id);
        if (!mr || target === null) {
          await this.remove(car, 'the target branch was removed', null);
          continue;
        }
        const leaving = this.leavingReason(car, mr, sourceHeads);
        if (leaving === 'merged') {
          await this.setStatus(car, 'skip_merged', mr);
          continue;
        }
        if (leaving) {
          await this.remove(car, leaving, mr);
          continue;
        }
        const pipelineStatus = car.pipeline_id ? (statuses.get(car.pipeline_id) ?? null) : null;
        const upToDate = car.previous_ref_sha === base && car.train_sha !== null && car.status !== 'stale';
        if (!upToDate) {
          const commit = await this.rebuild(car, mr, repo, base!, pipelineStatus);
          if (commit === null) continue; // conflicted: left the train
          const canStart = running < this.maxPipelines;
          rebuilt.push({ car, mr, base: base!, commit, canStart });
          if (canStart) running++;
          base = commit;
          front = false;
          continue;
        }
        if (car.pipeline_id === null) {
          if (running < this.maxPipelines) {
            const sha = car.train_sha!;
            starts.push(() => this.startPipeline(car, mr, sha, 'status'));
            running++;
          }
          base = car.train_sha;
          front = false;
          continue;
        }
        if (pipelineStatus !== null && FAILED_PIPELINE_STATUSES.includes(pipelineStatus)) {
          await this.remove(car, 'the pipeline did not succeed', mr);
          continue;
        }
        if (pipelineStatus === 'success' && front) {
          const merged = await this.merge(car, mr, repo, target);
          if (merged) {
            target = car.train_sha;
            base = target;
            continue;
          }
          // The branch moved under us: the next refresh restarts the train on it.
          void this.schedule(projectId, branch);
          return;
        }
        base = car.train_sha;
        front = false;
      }
    } finally {
      starts.push(...(await this.recordRebuilt(repo, rebuilt)));
      await Promise.all(starts.map((start) => start()));
    }
  }

  /** Why a car must leave its train now (null: it stays; 'merged': merged by someone else). */
  private leavingReason(
    car: CarRow,
    mr: MergeRequestFacts,
    sourceHeads: ReadonlyMap<string, string>,
  ): string | null {
    if (mr.state === 'merged') return 'merged';
    if (mr.state !== 'opened') return 'the merge request was closed';
    if (mr.target_branch !== car.target_branch) return 'the target branch was changed';
    const head = sourceHeads.get(`${mr.source_project_id}:refs/heads/${mr.source_branch}`) ?? null;
    if (head !== car.source_sha) return 'the source branch was updated';
    return null;
  }

  /** The heads of these branches, keyed `projectId:refs/heads/name` (absent: no such branch). */
  private async branchHeads(
    branches: readonly { projectId: number; branch: string }[],
  ): Promise<Map<string, string>> {
    const heads = new Map<string, string>();
    const repos = new Map<number, GitRepository | null>();
    for (const { projectId, branch } of branches) {
      const key = `${projectId}:refs/heads/${branch}`;
      if (heads.has(key)) continue;
      if (!repos.has(projectId)) repos.set(projectId, await this.repositoryOf(projectId));
      const head = await repos.get(projectId)?.resolveCommit(`refs/heads/${branch}`);
      if (head) heads.set(key, head);
    }
    return heads;
  }

  /**
   * Builds a car's train commit on `base` (its running pipeline canceled first); null when it
   * conflicts, the car then leaving its train. Nothing records the commit yet: see `recordRebuilt`.
   */
  private async rebuild(
    car: CarRow,
    mr: MergeRequestFacts,
    repo: GitRepository,
    base: string,
    pipelineStatus: string | null,
  ): Promise<string | null> {
    if (
      car.pipeline_id !== null &&
      pipelineStatus !== null &&
      RUNNING_PIPELINE_STATUSES.includes(pipelineStatus)
    ) {
      await this.pipelines.cancel(car.pipeline_id);
    }
    const committer = await this.deps.users.commitIdentity(car.user_id ?? 0).catch(() => ({
      name: 'Railyard',
      email: 'railyard@localhost',
    }));
    const merged = await createMergeCommit(repo, {
      ours: base,
      theirs: car.source_sha,
      message: defaultMergeCommitMessage({
        sourceBranch: mr.source_branch,
        targetBranch: mr.target_branch,
        title: mr.title,
        description: mr.description,
        reference: `${mr.project_path}!${mr.iid}`,
      }),
      committer,
    });
    if (merged.status !== 'merged') {
      await this.remove(car, 'of merge conflicts', mr);
      return null;
    }
    return merged.commit;
  }

  /**
   * Records the train commits a refresh built: every `refs/merge-requests/:iid/train` in one ref
   * transaction, then the cars (idle on their new commit) in one database transaction; what starts
   * the pipelines of those given a slot.
   */
  private async recordRebuilt(
    repo: GitRepository,
    rebuilt: readonly Rebuilt[],
  ): Promise<(() => Promise<unknown>)[]> {
    if (rebuilt.length === 0) return [];
    await updateRefsAtomically(
      repo,
      rebuilt.map((r) => ({ ref: mergeRequestRef(r.mr.iid, 'train'), newOid: r.commit })),
    );
    await this.write(async (tx, db) => {
      for (const { car, mr, base, commit } of rebuilt) {
        await sql`update merge_train_cars set previous_ref_sha = ${base}, train_sha = ${commit},
          pipeline_id = null, status = 'idle', updated_at = now() where id = ${car.id}`.execute(db);
        if (car.status !== 'idle' || car.pipeline_id !== null) {
          this.emit(tx, car, mr, 'restarted', 'idle', car.status, null, null);
        }
      }
    });
    for (const { car, base, commit } of rebuilt) {
      car.status = 'idle';
      car.pipeline_id = null;
      car.previous_ref_sha = base;
      car.train_sha = commit;
    }
    return rebuilt
      .filter((r) => r.canStart)
      .map((r) => () => this.startPipeline(r.car, r.mr, r.commit, 'status'));
  }

  private async startPipeline(
    car: CarRow,
    mr: MergeRequestFacts,
    sha: string,
    action: 'status' | 'restarted',
  ): Promise<number | null> {
    const pipelineId = await this.pipelines.start({
      projectId: car.target_project_id,
      iid: mr.iid,
      sha,
      sourceSha: car.source_sha,
      targetSha: car.previous_ref_sha,
      userId: car.user_id ?? 0,
    });
    if (pipelineId === null) {
      await this.remove(car, 'no pipeline could be created for it', mr);
      return null;
    }
    await this.write(async (tx, db) => {
      await sql`update merge_train_cars set pipeline_id = ${pipelineId}, status = 'fresh', updated_at = now()
        where id = ${car.id}`.execute(db);
      this.emit(tx, car, mr, action, 'fresh', car.status, pipelineId, null);
    });
    car.status = 'fresh';
    car.pipeline_id = pipelineId;
    return pipelineId;
  }

  /**
   * Merges the front car: journal (car `merging`, the branch's commit), move the branch from that
   * commit to the tested one, then mark everything merged. False when the branch moved meanwhile.
   */
  private async merge(
    car: CarRow,
    mr: MergeRequestFacts,
    repo: GitRepository,
    target: string | null,
  ): Promise<boolean> {
    if (target === null || car.train_sha === null) return false;
    await this.write(async (tx, db) => {
      await sql`update merge_train_cars set status = 'merging', merging_from_sha = ${target}, updated_at = now()
        where id = ${car.id}`.execute(db);
      this.emit(tx, car, mr, 'status', 'merging', car.status, car.pipeline_id, null);
    });
    const journalled: CarRow = { ...car, status: 'merging', merging_from_sha: target };
    try {
      await updateRefsAtomically(repo, [
        { ref: `refs/heads/${car.target_branch}`, newOid: car.train_sha, expectedOld: target },
      ]);
    } catch (error) {
      await this.unjournal(journalled, 'stale');
      if (error instanceof RefMovedError) return false;
      throw error;
    }
    if (this.deps.config.FAULT_INJECTION === 'train-merge-after-ref-move') {
      this.deps.logger.warn(
        { carId: car.id },
        'Fault injection: exiting after a train merge moved the branch',
      );
      // A hard crash, as kill -9 would: no exit handlers run.
      process.kill(process.pid, 'SIGKILL');
    }
    await this.finishMerge(journalled, repo, target);
    return true;
  }

  /** The second half of a merge, after the branch moved: the merge request and the car merged. */
  private async finishMerge(car: CarRow, repo: GitRepository, from: string): Promise<void> {
    const [mr] = (await this.mergeRequestFacts([car.merge_request_id])).values();
    const project = await this.deps.orm.em.fork().findOne(Project, car.target_project_id);
    const user = car.user_id === null ? null : await this.deps.orm.em.fork().findOne(User, car.user_id);
    await this.write(async (tx, db) => {
      await this.merges.markMerged(tx, {
        mergeRequestId: car.merge_request_id,
        projectId: car.target_project_id,
        userId: car.user_id,
        mergeCommitSha: car.train_sha!,
      });
      await sql`update merge_train_cars set status = 'merged', merging_from_sha = null, merged_at = now(),
        duration = greatest(0, extract(epoch from now() - created_at))::int, updated_at = now()
        where id = ${car.id}`.execute(db);
      if (mr) this.emit(tx, car, mr, 'status', 'merged', 'merging', car.pipeline_id, null);
      if (project && user) {
        await this.deps.repositories.recordUpdates(systemActor(user), project, [
          { ref: `refs/heads/${car.target_branch}`, before: from, after: car.train_sha! },
        ]);
      }
    });
    void repo;
  }

  /** Takes a car out of `merging` when its branch did not move to the tested commit. */
  private async unjournal(car: CarRow, status: 'fresh' | 'stale'): Promise<void> {
    const [mr] = (await this.mergeRequestFacts([car.merge_request_id])).values();
    await this.write(async (tx, db) => {
      await sql`update merge_train_cars set status = ${status}, merging_from_sha = null, updated_at = now()
        where id = ${car.id}`.execute(db);
      if (mr) this.emit(tx, car, mr, 'status', status, 'merging', car.pipeline_id, null);
    });
    void this.schedule(car.target_project_id, car.target_branch);
  }

  private async setStatus(car: CarRow, status: CarStatus, mr: MergeRequestFacts): Promise<void> {
    await this.write(async (tx, db) => {
      await sql`update merge_train_cars set status = ${status}, updated_at = now(),
        merged_at = case when ${status} = 'skip_merged' then now() else merged_at end
        where id = ${car.id}`.execute(db);
      this.emit(tx, car, mr, 'status', status, car.status, car.pipeline_id, null);
    });
  }

  /** A car leaves its train (deleted, as GitLab does), with a system note saying why. */
  async remove(
    car: CarRow,
    reason: string | null,
    mr: MergeRequestFacts | null,
    actorId?: number | null,
  ): Promise<void> {
    if (car.pipeline_id !== null) {
      const status = (await this.pipelines.statuses([car.pipeline_id])).get(car.pipeline_id);
      if (status && RUNNING_PIPELINE_STATUSES.includes(status)) await this.pipelines.cancel(car.pipeline_id);
    }
    const facts =
      mr ?? (await this.mergeRequestFacts([car.merge_request_id])).get(car.merge_request_id) ?? null;
    this.deps.logger.info(
      { carId: car.id, mergeRequestId: car.merge_request_id, reason },
      'A merge request leaves its merge train',
    );
    await this.write(async (tx, db) => {
      const { rows } = await sql<{ id: number }>`delete from merge_train_cars where id = ${car.id}
        and status in ('idle', 'stale', 'fresh') returning id`.execute(db);
      if (rows.length === 0 || !facts) return;
      await this.merges.autoMerge(tx, car.merge_request_id, null);
      this.emit(tx, car, facts, 'removed', car.status, car.status, car.pipeline_id, reason);
      const body =
        reason === null
          ? 'removed this merge request from the merge train'
          : `removed this merge request from the merge train because ${reason}`;
      await this.merges.systemNote(
        tx,
        { id: facts.id, projectId: car.target_project_id },
        actorId === undefined ? car.user_id : actorId,
        body,
      );
    });
  }

  // ------------------------------------------------------------------ helpers

  emit(
    tx: Tx,
    car: CarRow,
    mr: { iid: number },
    action: DomainEvent<'merge_train.car.changed'>['payload']['action'],
    status: CarStatus,
    previousStatus: CarStatus | null,
    pipelineId: number | null,
    reason: string | null,
  ): void {
    tx.emit('merge_train.car.changed', {
      carId: car.id,
      mergeRequestId: car.merge_request_id,
      mergeRequestIid: mr.iid,
      projectId: car.target_project_id,
      targetBranch: car.target_branch,
      action,
      status,
      previousStatus,
      pipelineId,
      reason,
      at: new Date().toISOString(),
    });
  }

  private write<T>(work: (tx: Tx, db: Kysely<Database>) => Promise<T>): Promise<T> {
    return this.deps.uow.run((tx) => work(tx, kysely(tx.em)));
  }

  private db(): Kysely<Database> {
    return this.deps.orm.em.fork().getKysely<Database>();
  }

  private async repositoryOf(projectId: number): Promise<GitRepository | null> {
    const project = await this.deps.orm.em.fork().findOne(Project, projectId);
    return project ? this.deps.repositories.repository(project) : null;
  }

  async mergeRequestFacts(ids: readonly number[]): Promise<Map<number, MergeRequestFacts>> {
    if (ids.length === 0) return new Map();
    const { rows } = await sql<MergeRequestFacts>`
      select m.id, m.iid, m.state, m.title, m.description, m.source_project_id, m.source_branch,
        m.target_branch, p.full_path as project_path
      from merge_requests m join projects p on p.id = m.target_project_id
      where m.id = any(${[...ids]}::int[])`.execute(this.db());
    return new Map(rows.map((r) => [r.id, r]));
  }

  /** The source branch's head now (null when the branch is gone), read without spawning git. */
  async sourceHead(
    mr: Pick<MergeRequestFacts, 'source_project_id' | 'source_branch'>,
  ): Promise<string | null> {
    const repo = await this.repositoryOf(mr.source_project_id);
    return repo ? repo.resolveCommit(`refs/heads/${mr.source_branch}`) : null;
  }
}

export { mergeRequestRef };
