import { sql } from 'kysely';
import type { Actor } from '../../../core/actor.ts';
import { authorize } from '../../../core/policy.ts';
import { kysely } from '../../../db/database.ts';
import type { ModuleDeps } from '../../../services.ts';

/**
 * "Clear runner caches" (GitLab's ResetProjectCacheService): runners keep caches by the keys the
 * server gives them, so the server bumps the project's cache index, which every cache key of its
 * later jobs ends with: the old caches are no longer found (see `withCacheIndex`).
 */
export class RunnerCacheService {
  private readonly deps: ModuleDeps;

  constructor(deps: ModuleDeps) {
    this.deps = deps;
  }

  /** Maintainers (GitLab's `admin_pipeline`); returns the new index. */
  async clear(actor: Actor, projectIdOrPath: string | number): Promise<number> {
    const subject = await this.deps.projects.find(actor, projectIdOrPath);
    authorize(actor, 'admin_build', subject);
    return this.deps.uow.run(async (tx) => {
      const { rows } = await sql<{ jobs_cache_index: number }>`
        insert into project_ci_cd_settings (project_id, jobs_cache_index) values (${subject.project.id}, 1)
        on conflict (project_id) do update
          set jobs_cache_index = coalesce(project_ci_cd_settings.jobs_cache_index, 0) + 1
        returning jobs_cache_index`.execute(kysely(tx.em));
      return rows[0]!.jobs_cache_index;
    });
  }
}
