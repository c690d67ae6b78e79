import { sql, type Kysely } from 'kysely';
import { paginate, type Page, type PageRequest } from '../../../core/pagination.ts';
import type { Database } from '../../../db/database.ts';

/** One line of a project's job token authentication log: which project's jobs came, and when last. */
export interface JobTokenAuthLogEntry {
  originProjectId: number;
  lastAuthorizedAt: Date;
}

/** Notes that a job of `originProjectId` used its token on `accessedProjectId` now (one row per pair). */
export async function recordJobTokenAuthorization(
  db: Kysely<Database>,
  originProjectId: number,
  accessedProjectId: number,
): Promise<void> {
  await sql`
    insert into ci_job_token_authorizations (origin_project_id, accessed_project_id, last_authorized_at)
    values (${originProjectId}, ${accessedProjectId}, now())
    on conflict (accessed_project_id, origin_project_id) do update set last_authorized_at = excluded.last_authorized_at
  `.execute(db);
}

/** A page of the projects whose job tokens authenticated on this one, most recent first. */
export function jobTokenAuthLogPage(
  db: Kysely<Database>,
  accessedProjectId: number,
  request: PageRequest,
): Promise<Page<JobTokenAuthLogEntry>> {
  const query = db
    .selectFrom('ci_job_token_authorizations as a')
    .select(['a.id', 'a.origin_project_id', 'a.last_authorized_at'])
    .where('a.accessed_project_id', '=', accessedProjectId);
  return paginate(
    db,
    query,
    [
      {
        column: 'a.last_authorized_at',
        direction: 'desc',
        value: (r) => new Date(r.last_authorized_at).toISOString(),
      },
      { column: 'a.id', direction: 'desc', value: (r) => r.id },
    ],
    request,
    {
      load: (rows) =>
        Promise.resolve(
          rows.map((r) => ({
            originProjectId: r.origin_project_id,
            lastAuthorizedAt: new Date(r.last_authorized_at),
          })),
        ),
    },
  );
}
