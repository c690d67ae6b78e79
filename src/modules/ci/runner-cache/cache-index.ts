import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { kysely } from '../../../db/database.ts';

/** A project's runner cache index: null until its caches were first cleared. */
export async function runnerCacheIndex(em: EntityManager, projectId: number): Promise<number | null> {
  const { rows } = await sql<{ jobs_cache_index: number | null }>`
    select jobs_cache_index from project_ci_cd_settings where project_id = ${projectId}`.execute(kysely(em));
  return rows[0]?.jobs_cache_index ?? null;
}

/** A cache key as runners get it: with the project's cache index, once there is one (as GitLab does). */
export function withCacheIndex(key: string, index: number | null): string {
  return index === null ? key : `${key}-${index}`;
}
