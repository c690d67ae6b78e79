import { sql, type RawBuilder } from 'kysely';
import { kysely } from '../db/database.ts';
import type { Tx } from './tx.ts';

/** What is numbered per project or per namespace (GitLab's `InternalId` usages). */
export type InternalIdUsage = 'milestones' | 'merge_requests' | 'deployments';

/** The scope an iid is unique in: a project, or a namespace (a group). */
export type InternalIdScope = { projectId: number } | { namespaceId: number };

/**
 * Gives out the next internal id of a usage in a scope, as GitLab's `has_internal_id` does: one
 * counter row per usage and scope (`internal_ids`), started from the largest iid already used
 * (`init`, a query returning one `max` value), then only ever increased, so that an iid is never
 * given twice, even after the record holding the last one was deleted. Concurrent callers queue on
 * the counter row's lock until the caller's transaction ends.
 */
export async function nextInternalId(
  tx: Tx,
  usage: InternalIdUsage,
  scope: InternalIdScope,
  init: RawBuilder<unknown>,
): Promise<number> {
  const db = kysely(tx.em);
  const project = 'projectId' in scope ? scope.projectId : null;
  const namespace = 'namespaceId' in scope ? scope.namespaceId : null;
  const conflict =
    project !== null
      ? sql`("usage", "project_id") where "project_id" is not null`
      : sql`("usage", "namespace_id") where "namespace_id" is not null`;
  const { rows } = await sql<{ last_value: number }>`
    insert into internal_ids ("usage", "project_id", "namespace_id", "last_value")
    values (${usage}, ${project}::int, ${namespace}::int, coalesce((${init}), 0) + 1)
    on conflict ${conflict} do update set "last_value" = internal_ids."last_value" + 1
    returning "last_value"`.execute(db);
  return rows[0]!.last_value;
}
