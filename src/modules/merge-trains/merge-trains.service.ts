import { sql } from 'kysely';
import type { Actor } from '../../core/actor.ts';
import {
  badRequest,
  conflict,
  forbidden,
  methodNotAllowed,
  notFound,
  verbatimError,
} from '../../core/errors.ts';
import { can } from '../../core/policy.ts';
import { kysely } from '../../db/database.ts';
import type { ModuleDeps } from '../../services.ts';
import type { ProjectSubject } from '../projects/projects.policy.ts';
import { MergeTrainEngine } from './merge-train-engine.ts';
import { ACTIVE_STATUSES, type CarRow, type CarView } from './merge-train-car.ts';
import { MergeTrainsFinder, type CarFilters } from './merge-trains.finder.ts';
import type { TrainMerges } from './train-merges.ts';
import type { TrainPipelines } from './train-pipelines.ts';

export interface MergeTrainAddInput {
  /** Must equal the source branch head. */
  sha?: string;
  squash?: boolean;
  /** Join once the running head pipeline succeeds (at once when none runs). */
  whenPipelineSucceeds?: boolean;
}

/**
 * How a merge request is set to join its train once its pipeline succeeds: the merging service's
 * auto-merge with the "add to merge train when pipeline succeeds" strategy, wired at startup.
 */
export type JoinWhenPipelineSucceeds = (
  actor: Actor,
  projectId: number,
  iid: number,
  input: { sha?: string; squash?: boolean },
) => Promise<void>;

/**
 * Merge trains of a project: the cars (lists, one merge request's), adding a merge request and
 * taking it off its train. The engine moves the trains.
 */
export class MergeTrainsService {
  private readonly deps: ModuleDeps;
  readonly finder: MergeTrainsFinder;
  readonly engine: MergeTrainEngine;
  private readonly merges: TrainMerges;
  private joinWhenPipelineSucceeds: JoinWhenPipelineSucceeds | null = null;

  constructor(
    deps: ModuleDeps,
    adapters: { pipelines: TrainPipelines; merges: TrainMerges; maxPipelines?: number },
  ) {
    this.deps = deps;
    this.finder = new MergeTrainsFinder(deps.orm);
    this.merges = adapters.merges;
    this.engine = new MergeTrainEngine(deps, this.finder, adapters);
  }

  useJoinWhenPipelineSucceeds(join: JoinWhenPipelineSucceeds): void {
    this.joinWhenPipelineSucceeds = join;
  }

  // ------------------------------------------------------------------ reads

  /** GET /projects/:id/merge_trains and /merge_trains/:target_branch. */
  async list(actor: Actor, projectRef: string | number, filters: CarFilters): Promise<CarView[]> {
    const subject = await this.available(actor, projectRef);
    return this.finder.list(subject.project.id, filters);
  }

  /** GET /projects/:id/merge_trains/merge_requests/:iid: the merge request's car. */
  async ofMergeRequest(actor: Actor, projectRef: string | number, iid: number): Promise<CarView> {
    const subject = await this.available(actor, projectRef);
    const mr = await this.mergeRequest(subject, iid);
    const car = await this.finder.ofMergeRequest(mr.id);
    if (!car) throw notFound('Merge Train');
    return car;
  }

  /** Cars by id that the actor may see (GraphQL nodes). */
  async loadMany(actor: Actor, ids: readonly number[]): Promise<(CarView | null)[]> {
    const views = await this.finder.byIds(ids);
    const readable = await this.deps.projects.withAbility(
      actor,
      'update_merge_request',
      views.map((v) => v.projectId),
    );
    const byId = new Map(views.filter((v) => readable.has(v.projectId)).map((v) => [v.id, v]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  /** Whether the actor may see the project's trains (GraphQL: null instead of an error). */
  async visible(actor: Actor, subject: ProjectSubject): Promise<boolean> {
    return can(actor, 'update_merge_request', subject) && trainsEnabled(subject);
  }

  /**
   * Cars on the train of each merge request's target branch (GitLab's `mergeTrainsCount`), by merge
   * request id; null where its project has trains off. One read for them all.
   */
  async carCounts(
    actor: Actor,
    mrs: readonly { id: number; projectId: number; targetBranch: string }[],
  ): Promise<Map<number, number | null>> {
    const projectIds = [...new Set(mrs.map((m) => m.projectId))];
    const subjects = await this.deps.projects.withAbility(actor, 'read_merge_request', projectIds);
    const enabled = [...subjects.values()].filter(trainsEnabled).map((s) => s.project.id);
    const { rows } = enabled.length
      ? await sql<{ target_project_id: number; target_branch: string; count: number }>`
          select target_project_id, target_branch, count(*)::int as count from merge_train_cars
          where target_project_id = any(${enabled}::int[]) and status = any(${[...ACTIVE_STATUSES]}::text[])
          group by target_project_id, target_branch`.execute(this.finder.db)
      : { rows: [] };
    const counts = new Map(rows.map((r) => [`${r.target_project_id}:${r.target_branch}`, r.count]));
    return new Map(
      mrs.map((m) => [
        m.id,
        enabled.includes(m.projectId) ? (counts.get(`${m.projectId}:${m.targetBranch}`) ?? 0) : null,
      ]),
    );
  }

  /** The cars (of these) the actor may take off their train, as `mergeTrainsDeleteCar` would. */
  async deletableCars(actor: Actor, cars: readonly CarView[]): Promise<Set<number>> {
    const subjects = await this.deps.projects.withAbility(
      actor,
      'update_merge_request',
      cars.map((c) => c.projectId),
    );
    return new Set(
      cars
        .filter((c) => {
          const subject = subjects.get(c.projectId);
          return (
            subject !== undefined && trainsEnabled(subject) && c.index !== null && c.status !== 'merging'
          );
        })
        .map((c) => c.id),
    );
  }

  // ------------------------------------------------------------------ writes

  /**
   * POST /projects/:id/merge_trains/merge_requests/:iid: puts an open merge request at the end of
   * its target branch's train, or with `whenPipelineSucceeds` sets it to join once its running
   * pipeline succeeds (`scheduled`); answers that train's cars. Also the merge-train strategies of
   * `/merge`.
   */
  async add(
    actor: Actor,
    projectRef: string | number,
    iid: number,
    input: MergeTrainAddInput,
  ): Promise<{ cars: CarView[]; scheduled: boolean }> {
    const subject = await this.available(actor, projectRef);
    const mr = await this.mergeRequest(subject, iid);
    if (!(await this.deps.protectedRefs.canMerge(actor, subject, mr.target_branch))) throw forbidden();
    if (mr.state !== 'opened') throw methodNotAllowed();
    if (/^\s*(\[draft\]|\(draft\)|draft:|draft\s-\s|draft\s|\[wip\]|wip:|wip\s)/i.test(mr.title)) {
      throw methodNotAllowed('Merge request is a draft');
    }
    const sourceHead = await this.engine.sourceHead(mr);
    if (sourceHead === null) throw methodNotAllowed('Source branch does not exist');
    if (input.sha !== undefined && input.sha !== sourceHead) {
      throw verbatimError('conflict', 'SHA does not match HEAD of source branch');
    }
    const repo = this.deps.repositories.repository(subject.project);
    if ((await repo.resolveCommit(`refs/heads/${mr.target_branch}`)) === null) {
      throw methodNotAllowed('Target branch does not exist');
    }
    const activeCars = () =>
      this.finder.list(subject.project.id, {
        targetBranches: [mr.target_branch],
        scope: 'active',
        sort: 'asc',
      });
    if (input.whenPipelineSucceeds && this.joinWhenPipelineSucceeds) {
      if (await this.finder.activeCarOf(this.finder.db, mr.id)) {
        throw badRequest('The merge request is already on a merge train');
      }
      await this.joinWhenPipelineSucceeds(actor, subject.project.id, iid, {
        ...(input.sha === undefined ? {} : { sha: input.sha }),
        ...(input.squash === undefined ? {} : { squash: input.squash }),
      });
      const joined = await this.finder.activeCarOf(this.finder.db, mr.id);
      return { cars: await activeCars(), scheduled: joined === null };
    }
    const userId = actor.user!.id;
    const added = await this.deps.uow.run(async (tx) => {
      const db = kysely(tx.em);
      // One train change at a time per merge request: the row lock orders concurrent adds.
      await sql`select id from merge_requests where id = ${mr.id} for update`.execute(db);
      if (await this.finder.activeCarOf(db, mr.id)) return null;
      const { rows } = await sql<CarRow>`
        insert into merge_train_cars (merge_request_id, user_id, target_project_id, target_branch, status,
          source_sha, squash, created_at, updated_at)
        values (${mr.id}, ${userId}, ${subject.project.id}, ${mr.target_branch}, 'idle', ${sourceHead},
          ${input.squash ?? false}, now(), now())
        returning *`.execute(db);
      const car = rows[0]!;
      await this.merges.autoMerge(tx, mr.id, {
        strategy: input.whenPipelineSucceeds ? 'add_to_merge_train_when_pipeline_succeeds' : 'merge_train',
        userId,
      });
      this.engine.emit(tx, car, mr, 'added', 'idle', null, null, null);
      await tx.em.flush();
      return car;
    });
    if (!added) throw badRequest('The merge request is already on a merge train');
    await this.noteAdded(added, mr, userId);
    void this.engine.schedule(subject.project.id, mr.target_branch);
    return { cars: await activeCars(), scheduled: false };
  }

  /**
   * Takes a merge request off its train (GitLab: cancelling auto-merge, `mergeTrainsDeleteCar`);
   * the cars behind restart. The car is returned as it was.
   */
  async remove(actor: Actor, projectRef: string | number, iid: number): Promise<CarView> {
    const subject = await this.available(actor, projectRef);
    const mr = await this.mergeRequest(subject, iid);
    return this.removeCarOf(actor, subject, mr.id);
  }

  /** `mergeTrainsDeleteCar(carId)`. */
  async removeCar(actor: Actor, carId: number): Promise<CarView> {
    const [view] = await this.finder.byIds([carId]);
    if (!view) throw notFound('Merge Train Car');
    const subject = await this.available(actor, view.projectId).catch(() => {
      throw notFound('Merge Train Car');
    });
    return this.removeCarOf(actor, subject, view.mergeRequest.id);
  }

  private async removeCarOf(actor: Actor, subject: ProjectSubject, mergeRequestId: number): Promise<CarView> {
    const car = await this.finder.activeCarOf(this.finder.db, mergeRequestId);
    if (!car) throw notFound('Merge Train Car');
    if (car.status === 'merging') throw conflict('The merge request is being merged');
    const [view] = await this.finder.byIds([car.id]);
    await this.engine.remove(car, null, null, actor.user?.id ?? null);
    void this.engine.schedule(subject.project.id, car.target_branch);
    return view!;
  }

  // ------------------------------------------------------------------ helpers

  private async noteAdded(car: CarRow, mr: { id: number; iid: number }, userId: number): Promise<void> {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from merge_train_cars where target_project_id = ${car.target_project_id}
        and target_branch = ${car.target_branch} and status in ('idle', 'stale', 'fresh', 'merging')
        and id <= ${car.id}`.execute(this.finder.db);
    const position = rows[0]?.n ?? 1;
    await this.deps.uow.run((tx) =>
      this.engineNote(
        tx,
        mr.id,
        car.target_project_id,
        userId,
        position <= 1
          ? 'started a merge train'
          : `added this merge request to the merge train at position ${position}`,
      ),
    );
  }

  private engineNote(
    tx: Parameters<TrainMerges['systemNote']>[0],
    id: number,
    projectId: number,
    userId: number,
    body: string,
  ) {
    return this.merges.systemNote(tx, { id, projectId }, userId, body);
  }

  /** The project, when the actor is a developer there and trains are on (403 otherwise; 404 unseen). */
  /** Whether the project has merge trains on (both settings), whoever asks. */
  async enabledFor(projectId: number): Promise<boolean> {
    const { rows } = await sql<{ settings: Record<string, unknown> }>`
      select settings from projects where id = ${projectId}`.execute(this.finder.db);
    const settings = rows[0]?.settings;
    return settings?.['merge_pipelines_enabled'] === true && settings['merge_trains_enabled'] === true;
  }

  private async available(actor: Actor, projectRef: string | number): Promise<ProjectSubject> {
    const subject = await this.deps.projects.find(actor, projectRef);
    if (!can(actor, 'update_merge_request', subject)) throw forbidden();
    if (!trainsEnabled(subject)) throw forbidden();
    return subject;
  }

  private async mergeRequest(subject: ProjectSubject, iid: number) {
    const { rows } = await sql<{
      id: number;
      iid: number;
      state: string;
      title: string;
      source_project_id: number;
      source_branch: string;
      target_branch: string;
    }>`select id, iid, state, title, source_project_id, source_branch, target_branch from merge_requests
      where target_project_id = ${subject.project.id} and iid = ${iid}`.execute(this.finder.db);
    const mr = rows[0];
    if (!mr) throw notFound('Merge Request');
    return mr;
  }
}

/** `merge_pipelines_enabled` and `merge_trains_enabled` both on. */
export function trainsEnabled(subject: Pick<ProjectSubject, 'project'>): boolean {
  const settings = subject.project.settings as Record<string, unknown>;
  return settings['merge_pipelines_enabled'] === true && settings['merge_trains_enabled'] === true;
}
