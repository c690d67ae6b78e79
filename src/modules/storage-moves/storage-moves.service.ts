import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { authorizeUser, can } from '../../core/policy.ts';
import { isAdmin, type Actor } from '../../core/actor.ts';
import { invalidField, notFound } from '../../core/errors.ts';
import { offsetPage, paginate, pageWithTotal, type Page, type PageRequest } from '../../core/pagination.ts';
import { kysely } from '../../db/database.ts';
import { copyRepository, removeCopy, repositoryChecksum } from '../../git/repository-copy.ts';
import type { ModuleDeps } from '../../services.ts';
import { Project } from '../projects/project.entity.ts';
import { StorageMove, type StorageMoveState } from './storage-move.entity.ts';

declare module '../../core/events.ts' {
  interface DomainEventMap {
    'storage_move.state_changed': { moveId: number; projectId: number; state: StorageMoveState };
  }
}

const QUEUE = 'project-repository-storage-move';
const ACTIVE: StorageMoveState[] = ['initial', 'scheduled', 'started', 'replicated'];

/** Called as a move enters each state; tests use it to pause a move or make it fail. */
export type MoveStepHook = (move: StorageMove, state: StorageMoveState) => Promise<void>;

/**
 * Moves of projects' repositories between storages: scheduled by administrators, run in the
 * background (pg-boss, or in-process without a queue), verified by checksum, and recovered after
 * a crash. The project is read-only from scheduling until the move ends.
 */
export class StorageMovesService {
  private readonly deps: ModuleDeps;
  private readonly running = new Set<Promise<void>>();
  private stepHook: MoveStepHook = () => Promise.resolve();

  constructor(deps: ModuleDeps) {
    this.deps = deps;
    // Administrators changing a project's `repository_storage` schedule a move to it, as GitLab does.
    deps.projects.addLifecycleHooks({
      updated: async (project, input, _changes, actor, tx) => {
        const requested = input.repositoryStorage;
        if (!isAdmin(actor) || !requested || requested === project.repositoryStorage) return;
        const move = await this.scheduleIn(tx.em, project, requested, (m) =>
          tx.emit('storage_move.state_changed', m),
        );
        tx.afterCommit(async () => this.dispatch(move.id));
      },
    });
  }

  useStepHook(hook: MoveStepHook): void {
    this.stepHook = hook;
  }

  /** Registers the background job and resumes or fails moves a crash interrupted. */
  async start(): Promise<void> {
    if (this.deps.queue) {
      await this.deps.queue.register<{ moveId: number }>(QUEUE, ({ moveId }) => this.run(moveId));
    }
    await this.recover();
  }

  /** Waits for in-process moves (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  // ------------------------------------------------------------------ reads

  async list(
    actor: Actor,
    projectId: number | null,
    page?: number,
    perPage?: number,
  ): Promise<Page<StorageMove>> {
    authorizeUser(actor, 'admin_storage_moves', null);
    const em = this.deps.orm.em.fork();
    if (projectId !== null && !(await em.findOne(Project, projectId))) throw notFound('Project');
    const where = projectId === null ? {} : { project: projectId };
    const request = offsetPage(page, perPage);
    const [items, total] = await em.findAndCount(StorageMove, where, {
      populate: ['project', 'project.namespace'],
      orderBy: { id: 'desc' },
      limit: request.perPage,
      offset: (request.page - 1) * request.perPage,
    });
    return pageWithTotal(items, request, total);
  }

  /** One page of a project's moves, newest first, read in SQL (GraphQL's `repositoryStorageMoves`). */
  async pageOf(actor: Actor, projectId: number, request: PageRequest): Promise<Page<StorageMove>> {
    authorizeUser(actor, 'admin_storage_moves', null);
    const em = this.deps.orm.em.fork();
    const db = kysely(em);
    const query = db
      .selectFrom('project_repository_storage_moves as m')
      .select('m.id')
      .where('m.project_id', '=', projectId);
    return paginate(db, query, [{ column: 'm.id', direction: 'desc', value: (r) => r.id }], request, {
      load: async (rows) => {
        const moves = await em.find(
          StorageMove,
          { id: { $in: rows.map((r) => r.id) } },
          { populate: ['project', 'project.namespace'] },
        );
        const byId = new Map(moves.map((m) => [m.id, m]));
        return rows.map((r) => byId.get(r.id)!);
      },
    });
  }

  async get(actor: Actor, moveId: number, projectId: number | null = null): Promise<StorageMove> {
    authorizeUser(actor, 'admin_storage_moves', null);
    const move = await this.deps.orm.em
      .fork()
      .findOne(StorageMove, moveId, { populate: ['project', 'project.namespace'] });
    if (!move || (projectId !== null && move.project.id !== projectId))
      throw notFound('Project repository storage move');
    return move;
  }

  /** Moves by id, for administrators; null for everyone else and where missing. */
  async loadMany(actor: Actor, ids: readonly number[]): Promise<(StorageMove | null)[]> {
    if (ids.length === 0 || !can(actor, 'admin_storage_moves', null)) return ids.map(() => null);
    const moves = await this.deps.orm.em
      .fork()
      .find(StorageMove, { id: { $in: [...ids] } }, { populate: ['project', 'project.namespace'] });
    const byId = new Map(moves.map((m) => [m.id, m]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  // ------------------------------------------------------------------ scheduling

  async schedule(actor: Actor, projectId: number, destination?: string): Promise<StorageMove> {
    authorizeUser(actor, 'admin_storage_moves', null);
    const move = await this.deps.uow.run(async (tx) => {
      const project = await tx.em.findOne(Project, projectId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!project) throw notFound('Project');
      return this.scheduleIn(tx.em, project, destination, (m) => tx.emit('storage_move.state_changed', m));
    });
    // Read before the move starts, so the answer shows it as scheduled.
    const scheduled = await this.get(actor, move.id);
    this.dispatch(move.id);
    return scheduled;
  }

  /** Schedules a move for every project on a storage; returns how many were scheduled. */
  async scheduleAll(actor: Actor, source: string, destination?: string): Promise<number> {
    authorizeUser(actor, 'admin_storage_moves', null);
    if (!this.deps.storages.has(source))
      throw invalidField('source_storage_name', 'is not a configured storage');
    if (destination !== undefined) this.checkDestination(source, destination);
    const ids = await this.deps.uow.run(async (tx) => {
      const projects = await tx.em.find(Project, {
        repositoryStorage: source,
        repositoryReadOnly: false,
        pendingDelete: false,
      });
      const scheduled: number[] = [];
      for (const project of projects) {
        const move = await this.scheduleIn(tx.em, project, destination, (m) =>
          tx.emit('storage_move.state_changed', m),
        );
        scheduled.push(move.id);
      }
      return scheduled;
    });
    for (const id of ids) this.dispatch(id);
    return ids.length;
  }

  private async scheduleIn(
    em: EntityManager,
    project: Project,
    requested: string | undefined,
    emit: (payload: { moveId: number; projectId: number; state: StorageMoveState }) => void,
  ): Promise<StorageMove> {
    const source = project.repositoryStorage;
    const destination = requested ?? this.deps.storages.pick([source]);
    this.checkDestination(source, destination);
    const active = await em.count(StorageMove, { project: project.id, state: { $in: ACTIVE } });
    if (active > 0 || project.repositoryReadOnly) throw invalidField('project', 'is already being moved');
    const move = em.create(StorageMove, {
      project,
      state: 'initial',
      sourceStorageName: source,
      destinationStorageName: destination,
    });
    await em.flush();
    project.repositoryReadOnly = true;
    move.state = 'scheduled';
    await em.flush();
    emit({ moveId: move.id, projectId: project.id, state: 'scheduled' });
    return move;
  }

  private checkDestination(source: string, destination: string): void {
    if (!this.deps.storages.has(destination)) {
      throw invalidField('destination_storage_name', 'is not a configured storage');
    }
    if (destination === source)
      throw invalidField('destination_storage_name', 'must be different from the source storage');
  }

  /** Hands a scheduled move to the queue, or runs it in this process when there is none. */
  private dispatch(moveId: number): void {
    if (this.deps.queue) {
      void this.deps.queue
        .send(QUEUE, { moveId })
        .catch((error: unknown) =>
          this.deps.logger.error({ err: error, move: moveId }, 'Storage move not queued'),
        );
      return;
    }
    const job = this.run(moveId)
      .catch((error: unknown) => this.deps.logger.error({ err: error, move: moveId }, 'Storage move failed'))
      .finally(() => this.running.delete(job));
    this.running.add(job);
  }

  // ------------------------------------------------------------------ the move

  /** Runs a move from wherever it stands; safe to call again for the same move. */
  async run(moveId: number): Promise<void> {
    const move = await this.deps.orm.em.fork().findOne(StorageMove, moveId, { populate: ['project'] });
    if (!move) return;
    const projectId = move.project.id;
    const source = this.deps.storages.repository(move.sourceStorageName, { kind: 'project', id: projectId });
    const destination = this.deps.storages.repository(move.destinationStorageName, {
      kind: 'project',
      id: projectId,
    });

    if (move.state === 'scheduled' || move.state === 'started') {
      try {
        await this.transition(move, 'started');
        await copyRepository(source.path, destination.path);
        destination.invalidate();
        const [expected, actual] = await Promise.all([
          repositoryChecksum(source),
          repositoryChecksum(destination),
        ]);
        if (expected !== actual)
          throw new Error('Checksums of the source and destination repositories differ');
        await this.deps.uow.run(async (tx) => {
          const project = await tx.em.findOneOrFail(Project, projectId);
          project.repositoryStorage = move.destinationStorageName;
          project.repositoryReadOnly = false;
          const row = await tx.em.findOneOrFail(StorageMove, moveId);
          row.state = 'replicated';
          tx.emit('storage_move.state_changed', { moveId, projectId, state: 'replicated' });
        });
        move.state = 'replicated';
        await this.stepHook(move, 'replicated');
      } catch (error) {
        await removeCopy(destination.path).catch(() => undefined);
        await this.fail(move, error);
        return;
      }
    }
    if (move.state === 'replicated') {
      try {
        await source.remove();
        await this.transition(move, 'finished');
      } catch {
        await this.transition(move, 'cleanup failed');
      }
    }
  }

  /** After a restart: moves that were under way are run again from a clean copy, or finished. */
  private async recover(): Promise<void> {
    const em = this.deps.orm.em.fork();
    const interrupted = await em.find(StorageMove, {
      state: { $in: ['scheduled', 'started', 'replicated'] },
    });
    for (const move of interrupted) this.dispatch(move.id);
    // Projects a move left read-only without an active move are released.
    const stuck = await em.find(Project, { repositoryReadOnly: true });
    for (const project of stuck) {
      const active = await em.count(StorageMove, { project: project.id, state: { $in: ACTIVE } });
      if (active === 0) project.repositoryReadOnly = false;
    }
    await em.flush();
  }

  private async transition(move: StorageMove, state: StorageMoveState): Promise<void> {
    await this.deps.uow.run(async (tx) => {
      const row = await tx.em.findOneOrFail(StorageMove, move.id);
      row.state = state;
      tx.emit('storage_move.state_changed', { moveId: move.id, projectId: move.project.id, state });
    });
    move.state = state;
    await this.stepHook(move, state);
  }

  private async fail(move: StorageMove, error: unknown): Promise<void> {
    await this.deps.uow.run(async (tx) => {
      const row = await tx.em.findOneOrFail(StorageMove, move.id);
      row.state = 'failed';
      row.errorMessage = error instanceof Error ? error.message : String(error);
      const project = await tx.em.findOne(Project, move.project.id);
      if (project && project.repositoryStorage === move.sourceStorageName) project.repositoryReadOnly = false;
      tx.emit('storage_move.state_changed', { moveId: move.id, projectId: move.project.id, state: 'failed' });
    });
    move.state = 'failed';
  }
}
