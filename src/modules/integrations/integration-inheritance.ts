import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/database.ts';
import { INTEGRATION_EVENT_FLAGS } from './integration-kinds.ts';

/**
 * How integration defaults reach projects, as GitLab propagates them: a project (or group) that
 * follows a default has a real row of its own, pointing at the default with `inherit_from_id` and
 * holding a copy of its settings and secrets, so whatever acts on a project's active rows needs no
 * knowledge of defaults.
 *
 * The default a project follows is the nearest one: the closest group above it (its own namespace
 * first) whose row has settings of its own (`inherit_from_id` null), else the instance's. A
 * default is the nearest even when disabled; rows are only created for active ones.
 *
 * Every statement here is set-based (one per step, never one per project) and runs in the caller's
 * transaction.
 */

type Db = Kysely<Database>;

/** The columns a follower copies from its default. */
const SETTINGS = [
  'active',
  'properties',
  'encrypted_secrets',
  'comment_on_event_enabled',
  ...INTEGRATION_EVENT_FLAGS,
] as const;

const copiedAssignments = sql.raw(SETTINGS.map((c) => `"${c}" = d."${c}"`).join(', '));
const settingColumns = sql.raw(SETTINGS.map((c) => `"${c}"`).join(', '));
const defaultSettings = sql.raw(SETTINGS.map((c) => `d."${c}"`).join(', '));

interface DefaultRow {
  id: number;
  type: string;
  group_id: number | null;
  instance: boolean;
  active: boolean;
  inherit_from_id: number | null;
}

/** Who looks for a default: a project (from its namespace up) or a group (from its parent up). */
export type InheritingTarget = { projectId: number } | { groupId: number };

/** The nearest default of a kind for a project or a group, or null when there is none. */
export async function nearestDefault(db: Db, type: string, target: InheritingTarget): Promise<number | null> {
  const { rows } = await sql<{ id: number }>`
    with t as (${ancestorsOf(target)})
    select d.id from integrations d, t
    where d.type = ${type}
      and (d.instance or (d.group_id = any(t.ids) and d.inherit_from_id is null))
    order by array_position(t.ids, d.group_id) desc nulls last
    limit 1`.execute(db);
  return rows[0]?.id ?? null;
}

/** Makes rows follow a default: they point at it and take a copy of its settings. */
export async function follow(db: Db, defaultId: number, rowIds: readonly number[]): Promise<void> {
  if (rowIds.length === 0) return;
  await sql`
    update integrations i set inherit_from_id = d.id, ${copiedAssignments}, updated_at = now()
    from integrations d
    where d.id = ${defaultId} and i.id = any(${[...rowIds]}::int[])`.execute(db);
}

/**
 * A group's row gives up its own settings to follow the default above it: it and the rows that
 * followed it now follow that one, which is then propagated (to the group's descendants too).
 */
export async function groupFollows(db: Db, groupRowId: number, defaultId: number): Promise<void> {
  await sql`
    update integrations set inherit_from_id = ${defaultId}
    where id = ${groupRowId} or inherit_from_id = ${groupRowId}`.execute(db);
  await propagate(db, defaultId);
}

/**
 * Spreads a default's current settings (a change, or its disabling) to the rows below it, as
 * GitLab's PropagateService does, in four statements:
 * - a group's default takes over the followers below the group that followed a default above it;
 * - every follower of the default gets a copy of its settings;
 * - when it is active, groups and projects below it that have no row of the kind and for which it
 *   is the nearest default get one that follows it (archived projects and those being deleted excepted).
 */
export async function propagate(db: Db, defaultId: number): Promise<void> {
  const { rows } = await sql<DefaultRow>`
    select id, type, group_id, instance, active, inherit_from_id from integrations where id = ${defaultId}`.execute(
    db,
  );
  const d = rows[0];
  if (!d || d.inherit_from_id !== null || (d.group_id === null && !d.instance)) return;

  if (d.group_id !== null) await takeOverFollowersBelow(db, d, d.group_id);

  await sql`
    update integrations i set ${copiedAssignments}, updated_at = now()
    from integrations d
    where d.id = ${d.id} and i.inherit_from_id = d.id`.execute(db);

  if (!d.active) return;
  await createMissingRows(db, d);
}

/** Rows for a new project: one per kind whose nearest default is active, following it. */
export async function createForProject(db: Db, projectId: number): Promise<void> {
  await createProjectRows(db, sql`p.id = ${projectId}`);
}

/** Rows for a new group, as for a new project: its defaults are those of the groups above it. */
export async function createForGroup(db: Db, groupId: number): Promise<void> {
  await createGroupRows(db, sql`n.id = ${groupId}`);
}

/**
 * A project moved to another namespace follows the defaults it inherits there: its rows that
 * followed a default are dropped (as GitLab's transfer does), then made anew from the new place.
 */
export async function refollowAfterTransfer(db: Db, projectId: number): Promise<void> {
  await sql`delete from integrations where project_id = ${projectId} and inherit_from_id is not null`.execute(
    db,
  );
  await createForProject(db, projectId);
}

/**
 * A group moved under another parent (or to the top): the rows in its subtree that followed a
 * default from outside it (above the group, or the instance's) are dropped and made anew from the
 * new place; those following a default inside the subtree stay as they are.
 */
export async function refollowSubtree(db: Db, groupId: number): Promise<void> {
  const inSubtree = (traversal: string) => sql`${sql.ref(traversal)} @> array[${groupId}]::int[]`;
  await sql`
    delete from integrations i
    where i.inherit_from_id is not null
      and (i.group_id in (select s.id from namespaces s where ${inSubtree('s.traversal_ids')})
        or i.project_id in (
          select p.id from projects p join namespaces n on n.id = p.namespace_id
          where ${inSubtree('n.traversal_ids')}))
      and not exists (
        select 1 from integrations d join namespaces g on g.id = d.group_id
        where d.id = i.inherit_from_id and ${inSubtree('g.traversal_ids')})`.execute(db);
  await createGroupRows(db, inSubtree('n.traversal_ids'));
  await createProjectRows(db, inSubtree('n.traversal_ids'));
}

// ---------------------------------------------------------------- internals

/** The nearest default of each kind for a target whose ancestry (nearest last) is `ids`. */
function nearestDefaults(ids: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`(
    select distinct on (d.type) d.* from integrations d
    where d.instance or (d.group_id = any(${ids}) and d.inherit_from_id is null)
    order by d.type, array_position(${ids}, d.group_id) desc nulls last)`;
}

/** A following row for each project `where` picks (over `p` and its namespace `n`), per active nearest default. */
async function createProjectRows(db: Db, where: RawBuilder<unknown>): Promise<void> {
  await sql`
    insert into integrations (project_id, type, inherit_from_id, ${settingColumns}, created_at, updated_at)
    select p.id, d.type, d.id, ${defaultSettings}, now(), now()
    from projects p join namespaces n on n.id = p.namespace_id
      cross join lateral ${nearestDefaults(sql`n.traversal_ids`)} d
    where ${where} and d.active and not p.pending_delete
    on conflict do nothing`.execute(db);
}

/** A following row for each group `where` picks (over `n`), per active nearest default above it. */
async function createGroupRows(db: Db, where: RawBuilder<unknown>): Promise<void> {
  await sql`
    insert into integrations (group_id, type, inherit_from_id, ${settingColumns}, created_at, updated_at)
    select n.id, d.type, d.id, ${defaultSettings}, now(), now()
    from namespaces n
      cross join lateral ${nearestDefaults(sql`n.traversal_ids[1:cardinality(n.traversal_ids) - 1]`)} d
    where ${where} and n.kind = 'Group' and d.active
    on conflict do nothing`.execute(db);
}

/** `ids`: the groups a target looks through for its default, nearest last. */
function ancestorsOf(target: InheritingTarget): RawBuilder<unknown> {
  if ('projectId' in target) {
    return sql`select n.traversal_ids as ids from projects p join namespaces n on n.id = p.namespace_id
      where p.id = ${target.projectId}`;
  }
  return sql`select n.traversal_ids[1:cardinality(n.traversal_ids) - 1] as ids from namespaces n
    where n.id = ${target.groupId}`;
}

async function takeOverFollowersBelow(db: Db, d: DefaultRow, groupId: number): Promise<void> {
  await sql`
    update integrations i set inherit_from_id = ${d.id}
    where i.type = ${d.type}
      and i.inherit_from_id in (
        select a.id from integrations a, namespaces g
        where g.id = ${groupId} and a.type = ${d.type} and a.id <> ${d.id}
          and (a.instance or a.group_id = any(g.traversal_ids)))
      and (i.group_id in (
            select n.id from namespaces n where n.traversal_ids @> array[${groupId}]::int[] and n.id <> ${groupId})
        or i.project_id in (
            select p.id from projects p join namespaces n on n.id = p.namespace_id
            where n.traversal_ids @> array[${groupId}]::int[]))`.execute(db);
}

async function createMissingRows(db: Db, d: DefaultRow): Promise<void> {
  // Below a group's default, or anywhere for the instance's.
  const below = (ids: RawBuilder<unknown>) =>
    d.group_id === null ? sql`true` : sql`${ids} @> array[${d.group_id}]::int[]`;
  // No group with own settings of the kind sits between the default and the target.
  const nearest = (ids: RawBuilder<unknown>) => sql`not exists (
    select 1 from integrations o
    where o.type = ${d.type} and o.inherit_from_id is null and o.group_id is not null and o.id <> ${d.id}
      and o.group_id = any(${ids})
      and ${d.group_id === null ? sql`true` : sql`array_position(${ids}, o.group_id) > array_position(${ids}, ${d.group_id}::int)`})`;

  const groupAncestors = sql`n.traversal_ids[1:cardinality(n.traversal_ids) - 1]`;
  await sql`
    insert into integrations (group_id, type, inherit_from_id, ${settingColumns}, created_at, updated_at)
    select n.id, d.type, d.id, ${defaultSettings}, now(), now()
    from integrations d, namespaces n
    where d.id = ${d.id} and n.kind = 'Group' and n.id <> ${d.group_id ?? 0}
      and ${below(sql`n.traversal_ids`)} and ${nearest(groupAncestors)}
      and not exists (select 1 from integrations x where x.group_id = n.id and x.type = d.type)
    on conflict do nothing`.execute(db);

  await sql`
    insert into integrations (project_id, type, inherit_from_id, ${settingColumns}, created_at, updated_at)
    select p.id, d.type, d.id, ${defaultSettings}, now(), now()
    from integrations d, projects p join namespaces n on n.id = p.namespace_id
    where d.id = ${d.id} and not p.archived and not p.pending_delete
      and ${below(sql`n.traversal_ids`)} and ${nearest(sql`n.traversal_ids`)}
      and not exists (select 1 from integrations x where x.project_id = p.id and x.type = d.type)
    on conflict do nothing`.execute(db);
}
