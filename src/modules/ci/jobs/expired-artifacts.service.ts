import { sql } from 'kysely';
import { kysely } from '../../../db/database.ts';
import type { ModuleDeps } from '../../../services.ts';
import type { ApplicationSettingsService } from '../../application-settings/application-settings.service.ts';
import type { ArtifactStore } from './artifact-store.ts';
import { keptPipelines } from './kept-artifacts.ts';

/** Expired artifacts removed per statement; a round goes on until none is left. */
const BATCH = 500;

/**
 * Removes the artifacts whose `expire_in` has passed (their rows, then their files), except those of
 * the pipelines GitLab keeps (`keep_latest_artifact`, see kept-artifacts.ts). Job logs never expire.
 */
export class ExpiredArtifactsService {
  private readonly deps: ModuleDeps;
  private readonly store: ArtifactStore;
  private readonly settings: ApplicationSettingsService;

  constructor(deps: ModuleDeps, store: ArtifactStore, settings: ApplicationSettingsService) {
    this.deps = deps;
    this.store = store;
    this.settings = settings;
  }

  /** One round (the CI sweep's); returns how many artifacts went. */
  async removeExpired(): Promise<number> {
    const kept = keptPipelines((await this.settings.current()).keep_latest_artifact);
    let removed = 0;
    for (;;) {
      const paths = await this.deps.uow.run(async (tx) => {
        const rows = await sql<{ storage_path: string }>`
          delete from ci_job_artifacts where id in (
            select a.id from ci_job_artifacts a
            join ci_builds b on b.id = a.job_id
            where a.expire_at < now()
              and a.file_type <> 'trace'
              and b.pipeline_id not in (${kept})
            order by a.id
            limit ${BATCH}
            for update of a skip locked)
          returning storage_path`.execute(kysely(tx.em));
        return rows.rows.map((row) => row.storage_path);
      });
      for (const path of paths) await this.store.remove(path);
      removed += paths.length;
      if (paths.length < BATCH) return removed;
    }
  }
}
