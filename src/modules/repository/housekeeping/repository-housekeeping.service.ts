import { sql } from 'kysely';
import type { Actor } from '../../../core/actor.ts';
import { verbatimError } from '../../../core/errors.ts';
import { authorize } from '../../../core/policy.ts';
import { kysely } from '../../../db/database.ts';
import type { GitRepository } from '../../../git/repository.ts';
import type { ModuleDeps } from '../../../services.ts';
import { Project } from '../../projects/project.entity.ts';
import type { ApplicationSettingsService } from '../../application-settings/application-settings.service.ts';

/** GitLab's housekeeping tasks: `eager` optimizes, `prune` also drops unreachable objects. */
export type HousekeepingTask = 'eager' | 'prune';

/** How long a run holds a repository: longer than any run takes. */
const LEASE_SECONDS = 3600;
/** Unreachable objects younger than this survive a prune (a push may be about to reference them). */
const PRUNE_GRACE = '30.minutes.ago';

/**
 * Repository maintenance, as GitLab's housekeeping: every push to a ref counts, and each
 * `housekeeping_optimize_repository_period`-th push optimizes the repository (objects repacked into
 * one pack, refs packed, the commit-graph written); maintainers can also start it
 * (`POST /projects/:id/housekeeping`). One run per repository at a time, by a lease in the database.
 */
export class RepositoryHousekeepingService {
  private readonly deps: ModuleDeps;
  private readonly settings: ApplicationSettingsService;
  private readonly running = new Set<Promise<unknown>>();
  private stopListening: (() => void) | null = null;

  constructor(deps: ModuleDeps, settings: ApplicationSettingsService) {
    this.deps = deps;
    this.settings = settings;
  }

  start(): void {
    this.stopListening = this.deps.bus.on('repository.pushed', (event) => {
      const work = this.countPush(event.payload.projectId).catch((error: unknown) =>
        this.deps.logger.error({ err: error, projectId: event.payload.projectId }, 'Housekeeping failed'),
      );
      this.running.add(work);
      void work.finally(() => this.running.delete(work));
    });
  }

  stop(): void {
    this.stopListening?.();
    this.stopListening = null;
  }

  /** Waits for the counting and runs that pushes set off (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /** POST /projects/:id/housekeeping (maintainers): runs now; 409 while another run holds the repository. */
  async trigger(actor: Actor, idOrPath: string | number, task: HousekeepingTask): Promise<void> {
    const subject = await this.deps.projects.find(actor, idOrPath);
    authorize(actor, 'admin_project', subject);
    if (!(await this.optimize(subject.project.id, task))) {
      throw verbatimError(
        'conflict',
        'Somebody already triggered housekeeping for this resource and it is still running',
      );
    }
  }

  /** Counts a push; the period's multiples optimize the repository. */
  private async countPush(projectId: number): Promise<void> {
    const period = (await this.settings.current()).housekeeping_optimize_repository_period;
    const counted = await kysely(this.deps.orm.em.fork())
      .insertInto('project_housekeeping')
      .values({ project_id: projectId, pushes_since_gc: 1 })
      .onConflict((c) =>
        c
          .column('project_id')
          .doUpdateSet({ pushes_since_gc: sql`project_housekeeping.pushes_since_gc + 1` }),
      )
      .returning('pushes_since_gc')
      // A project deleted meanwhile: nothing to count.
      .executeTakeFirst()
      .catch(() => undefined);
    if (!counted || counted.pushes_since_gc % period !== 0) return;
    await this.optimize(projectId, 'eager');
  }

  /** Runs the task under the repository's lease; false when another run holds it. */
  private async optimize(projectId: number, task: HousekeepingTask): Promise<boolean> {
    const db = kysely(this.deps.orm.em.fork());
    // One statement takes the lease: the row is made if missing, or its lease renewed when free.
    const leased = await db
      .insertInto('project_housekeeping')
      .values({ project_id: projectId, lease_until: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
      .onConflict((c) =>
        c
          .column('project_id')
          .doUpdateSet({ lease_until: sql`excluded.lease_until` })
          .where((w) =>
            w.or([
              w('project_housekeeping.lease_until', 'is', null),
              w('project_housekeeping.lease_until', '<', sql<Date>`now()`),
            ]),
          ),
      )
      .returning('project_id')
      .executeTakeFirst();
    if (!leased) return false;
    try {
      const project = await this.deps.orm.em.fork().findOne(Project, projectId);
      if (project) await optimizeRepository(this.deps.repositories.repository(project), task);
      await db
        .updateTable('project_housekeeping')
        .set({ pushes_since_gc: 0, optimized_at: sql`now()` })
        .where('project_id', '=', projectId)
        .execute();
    } finally {
      await db
        .updateTable('project_housekeeping')
        .set({ lease_until: null })
        .where('project_id', '=', projectId)
        .execute();
    }
    return true;
  }
}

/** Repacks into one pack, packs the refs and writes the commit-graph; `prune` drops unreachable objects. */
async function optimizeRepository(repo: GitRepository, task: HousekeepingTask): Promise<void> {
  if (!(await repo.exists())) return;
  await repo.run(['repack', '-a', '-d', '-q', '--write-bitmap-index']);
  await repo.run(['pack-refs', '--all']);
  await repo.run(['commit-graph', 'write', '--reachable']);
  if (task === 'prune') await repo.run(['prune', `--expire=${PRUNE_GRACE}`]);
}
