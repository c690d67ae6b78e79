import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { MikroORM } from '@mikro-orm/postgresql';
import {
  paginate,
  paginateByParent,
  type KeysetPageRequest,
  type OrderColumn,
  type Page,
  type PageRequest,
} from '../../core/pagination.ts';
import { kysely, type Database } from '../../db/database.ts';
import { escapeLike } from '../../db/sql.ts';
import { myReactionCondition } from '../award-emoji/award-emoji.service.ts';
import type { MergeRequestState } from './merge-request.entity.ts';

/** A merge request as lists read it (timestamps as microseconds since the epoch, as text). */
export interface MergeRequestRow {
  id: number;
  iid: number;
  target_project_id: number;
  source_project_id: number;
  source_branch: string;
  target_branch: string;
  title: string;
  description: string | null;
  state: MergeRequestState;
  author_id: number | null;
  milestone_id: number | null;
  merge_user_id: number | null;
  closed_by_id: number | null;
  merge_commit_sha: string | null;
  squash_commit_sha: string | null;
  squash: boolean;
  discussion_locked: boolean | null;
  force_remove_source_branch: boolean;
  allow_collaboration: boolean;
  merge_when_pipeline_succeeds: boolean;
  merge_error: string | null;
  merge_status: string;
  head_pipeline_id: number | null;
  has_conflicts: boolean;
  /** The project's merge method needs the source rebased on the target first (ff, rebase_merge). */
  needs_rebase: boolean;
  rebase_in_progress: boolean;
  should_remove_source_branch: boolean | null;
  auto_merge_strategy: string | null;
  merge_params: Record<string, unknown> | null;
  base_sha: string | null;
  head_sha: string | null;
  start_sha: string | null;
  changes_count: string | null;
  time_estimate: number;
  created_us: string;
  updated_us: string;
  merged_us: string | null;
  closed_us: string | null;
  prepared_us: string | null;
  /** The target project's full path. */
  project_path: string;
  total_time_spent: number;
}

/**
 * How users relate to the merge requests of their lists (GitLab's user merge request resolvers):
 * authors (with what they are assigned, when asked), assignees, reviewers (their own review in one
 * of `reviewStates`, when given), or assignees and reviewers (each side with its review states).
 */
export type UserMergeRequestRelation =
  | { role: 'author'; includeAssigned?: boolean }
  | { role: 'assignee' }
  | { role: 'reviewer'; reviewStates?: readonly string[] }
  | {
      role: 'assignee_or_reviewer';
      assignedReviewStates?: readonly string[];
      reviewerReviewStates?: readonly string[];
    };

/** A merge request row of a user's list: `owner_id` is the user whose list it is in. */
export type OwnedMergeRequestRow = MergeRequestRow & { owner_id: number };

/** Who a user filter names: a user id, a username, nobody (`None`) or anybody (`Any`). */
export type UserMatch = { id: number } | { username: string } | 'none' | 'any';

/** Label titles (all of them), none, or any. */
export type LabelMatch = { titles: string[] } | 'none' | 'any';

/** A milestone title, none, any, or GitLab's `Started` and `Upcoming` wildcards. */
export type MilestoneMatch = { title: string } | 'none' | 'any' | 'started' | 'upcoming';

/** Filters that `not[...]` negates. */
export interface NegatableFilters {
  labels?: LabelMatch;
  milestone?: MilestoneMatch;
  author?: UserMatch;
  assignee?: UserMatch;
  reviewer?: UserMatch;
  /** The viewer's reaction (`None`, `Any` or a name); ignored without a signed-in viewer. */
  myReactionEmoji?: string;
  /** Approved by all of these usernames. */
  approvedByUsernames?: string[];
  /** The source branch is one of these. */
  sourceBranches?: string[];
  /** The target branch is one of these. */
  targetBranches?: string[];
}

export interface MergeRequestFilters extends NegatableFilters {
  iids?: readonly number[];
  state?: MergeRequestState;
  mergeUser?: UserMatch;
  approvedBy?: { ids: number[] } | { usernames: string[] } | 'none' | 'any';
  approved?: boolean;
  search?: string;
  in?: readonly ('title' | 'description')[];
  createdAfter?: Date;
  createdBefore?: Date;
  updatedAfter?: Date;
  updatedBefore?: Date;
  sourceBranch?: string;
  targetBranch?: string;
  /** true: drafts only; false: no drafts. */
  draft?: boolean;
  /** Deployments do not exist yet: any of these matches nothing. */
  deployment?: boolean;
  mergedAfter?: Date;
  mergedBefore?: Date;
  closedAfter?: Date;
  closedBefore?: Date;
  /** The viewer's explicit subscription (GitLab's `subscribed`), with `viewerId`. */
  subscribed?: boolean;
  /** Assigned to at least one of these usernames (GitLab's `or: { assigneeUsernames }`). */
  anyAssigneeUsernames?: string[];
  /**
   * A reviewer's state is one of these (GitLab's `review_state`, `review_states`): the state of the
   * `reviewer` when one user is named, else of any reviewer but `ignoredReviewerUsername`.
   */
  reviewStates?: readonly string[];
  /** Has reviewers, none of them (but `ignoredReviewerUsername`) in these states (`not[review_states]`). */
  notReviewStates?: readonly string[];
  /** The reviewer `reviewStates` and `notReviewStates` leave out (GitLab's `ignored_reviewer_username`). */
  ignoredReviewerUsername?: string;
  /**
   * Approvers named by approval rules (EE's `approver`: usernames, `None` or `Any`). Approval rules
   * are not built, so no merge request names any: `None` matches all, anything else none.
   */
  ruleApprovers?: readonly string[];
  /** Target projects in this group (and its subgroups, with `includeSubgroups`). */
  inGroup?: { groupId: number; includeSubgroups: boolean; includeArchived: boolean };
  /** The signed-in user the list is for (`myReactionEmoji`, `subscribed`). */
  viewerId?: number;
  not?: NegatableFilters;
}

export const MERGE_REQUEST_ORDERS = ['created_at', 'updated_at', 'title'] as const;
export type MergeRequestOrder = (typeof MERGE_REQUEST_ORDERS)[number];

/** GitLab's draft title prefixes: `[Draft]`, `Draft:`, `(Draft)`, `Draft - ` (any case). */
export const DRAFT_PATTERN = String.raw`^\s*(\[draft\]|\(draft\)|draft:|draft\s-\s)`;

/** Ids beyond PostgreSQL's `integer` name no record. */
function int4(ids: readonly number[]): number[] {
  return ids.filter((id) => Number.isInteger(id) && id >= -2147483648 && id <= 2147483647);
}

function userCondition(
  match: UserMatch,
  column: RawBuilder<unknown>,
  table: string | null,
): RawBuilder<boolean> {
  // `table` is a join table (assignees, reviewers) or null for a column of the merge request.
  if (table === null) {
    if (match === 'none') return sql<boolean>`${column} is null`;
    if (match === 'any') return sql<boolean>`${column} is not null`;
    if ('id' in match) return sql<boolean>`${column} = ${match.id}`;
    return sql<boolean>`${column} = (select id from users where lower(username) = lower(${match.username}))`;
  }
  const rows = sql`select 1 from ${sql.table(table)} j where j.merge_request_id = mr.id`;
  if (match === 'none') return sql<boolean>`not exists (${rows})`;
  if (match === 'any') return sql<boolean>`exists (${rows})`;
  if ('id' in match) return sql<boolean>`exists (${rows} and j.user_id = ${match.id})`;
  return sql<boolean>`exists (${rows} and j.user_id = (select id from users where lower(username) = lower(${match.username})))`;
}

function labelCondition(match: LabelMatch): RawBuilder<boolean> {
  const rows = sql`select 1 from merge_request_labels ml join labels l on l.id = ml.label_id where ml.merge_request_id = mr.id`;
  if (match === 'none') return sql<boolean>`not exists (${rows})`;
  if (match === 'any') return sql<boolean>`exists (${rows})`;
  const titles = [...new Set(match.titles)];
  return sql<boolean>`(select count(distinct l.title) from merge_request_labels ml join labels l on l.id = ml.label_id
    where ml.merge_request_id = mr.id and l.title = any(${titles}::text[])) = ${titles.length}`;
}

function milestoneCondition(match: MilestoneMatch): RawBuilder<boolean> {
  if (match === 'none') return sql<boolean>`mr.milestone_id is null`;
  if (match === 'any') return sql<boolean>`mr.milestone_id is not null`;
  // GitLab: started = open with a start date today or before; upcoming = open with a due date ahead.
  if (match === 'started') {
    return sql<boolean>`mr.milestone_id in (select id from milestones where state = 'active'
      and start_date <= current_date)`;
  }
  if (match === 'upcoming') {
    return sql<boolean>`mr.milestone_id in (select id from milestones where state = 'active'
      and due_date > current_date)`;
  }
  return sql<boolean>`mr.milestone_id in (select id from milestones where title = ${match.title})`;
}

function approvedByCondition(username: string): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from merge_request_approvals a where a.merge_request_id = mr.id
    and a.user_id = (select id from users where lower(username) = lower(${username})))`;
}

function negatable(f: NegatableFilters, viewerId: number | undefined): RawBuilder<boolean>[] {
  const out: RawBuilder<boolean>[] = [];
  if (f.labels) out.push(labelCondition(f.labels));
  if (f.milestone) out.push(milestoneCondition(f.milestone));
  if (f.author) out.push(userCondition(f.author, sql`mr.author_id`, null));
  if (f.assignee) out.push(userCondition(f.assignee, sql``, 'merge_request_assignees'));
  if (f.reviewer) out.push(userCondition(f.reviewer, sql``, 'merge_request_reviewers'));
  if (f.myReactionEmoji !== undefined && viewerId !== undefined) {
    out.push(
      myReactionCondition('mr.id', 'MergeRequest', viewerId, f.myReactionEmoji) as RawBuilder<boolean>,
    );
  }
  if (f.approvedByUsernames?.length) {
    out.push(sql<boolean>`(${sql.join(f.approvedByUsernames.map(approvedByCondition), sql` and `)})`);
  }
  if (f.sourceBranches) out.push(sql<boolean>`mr.source_branch = any(${f.sourceBranches}::text[])`);
  if (f.targetBranches) out.push(sql<boolean>`mr.target_branch = any(${f.targetBranches}::text[])`);
  return out;
}

/** Reviewer rows of the merge request (`r`), as a condition's start. */
const reviewerRows = sql`select 1 from merge_request_reviewers r where r.merge_request_id = mr.id`;

/** The user a username names (none when unknown). */
const userIdOf = (username: string) => sql`(select id from users where lower(username) = lower(${username}))`;

/** A reviewer (this one, or any but `ignored`) is in one of these states. */
function reviewStateCondition(
  states: readonly string[],
  reviewer: { id: number } | { username: string } | null,
  ignored: string | undefined,
): RawBuilder<boolean> {
  const who = reviewer
    ? sql`and r.user_id = ${'id' in reviewer ? sql`${reviewer.id}` : userIdOf(reviewer.username)}`
    : ignored
      ? sql`and r.user_id is distinct from ${userIdOf(ignored)}`
      : sql``;
  return sql<boolean>`exists (${reviewerRows} and r.state = any(${[...states]}::text[]) ${who})`;
}

/** The (merge request, user) pairs of a relation, as `merge_request_id` and `user_id`. */
function relationPairs(relation: UserMergeRequestRelation): RawBuilder<unknown> {
  const assignees = sql`select merge_request_id, user_id from merge_request_assignees`;
  switch (relation.role) {
    case 'author':
      return relation.includeAssigned
        ? sql`select id as merge_request_id, author_id as user_id from merge_requests
            where author_id is not null union ${assignees}`
        : sql`select id as merge_request_id, author_id as user_id from merge_requests where author_id is not null`;
    case 'assignee':
      return assignees;
    case 'reviewer':
      return relation.reviewStates?.length
        ? sql`select merge_request_id, user_id from merge_request_reviewers
            where state = any(${[...relation.reviewStates]}::text[])`
        : sql`select merge_request_id, user_id from merge_request_reviewers`;
    case 'assignee_or_reviewer': {
      const { assignedReviewStates: assigned, reviewerReviewStates: reviewing } = relation;
      const assignedSide = assigned?.length
        ? sql`select a.merge_request_id, a.user_id from merge_request_assignees a where exists (select 1
            from merge_request_reviewers r where r.merge_request_id = a.merge_request_id
            and r.state = any(${[...assigned]}::text[]))`
        : assignees;
      const reviewerSide = reviewing?.length
        ? sql`select merge_request_id, user_id from merge_request_reviewers
            where state = any(${[...reviewing]}::text[])`
        : sql`select merge_request_id, user_id from merge_request_reviewers`;
      return sql`${assignedSide} union ${reviewerSide}`;
    }
  }
}

/** GitLab's issuable search: every word of 3 characters or more, in any of the columns. */
function searchCondition(query: string, columns: readonly string[]): RawBuilder<boolean> | null {
  const squished = query.trim().replace(/\s+/g, ' ');
  if (!squished) return null;
  const words = squished.split(' ').filter((w) => w.length >= 3);
  const terms = words.length > 0 ? words : [squished];
  return sql<boolean>`(${sql.join(
    terms.map(
      (w) =>
        sql`(${sql.join(
          columns.map((c) => sql`${sql.ref(`mr.${c}`)} ilike ${`%${escapeLike(w)}%`}`),
          sql` or `,
        )})`,
    ),
    sql` and `,
  )})`;
}

/**
 * Merge request queries (GitLab's `MergeRequestsFinder`): the merge requests of a set of projects
 * with the list filters, ordered and paginated; and reads by id or iid.
 */
export class MergeRequestsFinder {
  private readonly orm: MikroORM;

  constructor(orm: MikroORM) {
    this.orm = orm;
  }

  get db(): Kysely<Database> {
    return kysely(this.orm.em.fork());
  }

  private table() {
    const table = sql<MergeRequestRow>`(
      select m.*, p.full_path as project_path,
        (extract(epoch from m.created_at) * 1000000)::bigint as created_us,
        (extract(epoch from m.updated_at) * 1000000)::bigint as updated_us,
        (extract(epoch from m.merged_at) * 1000000)::bigint as merged_us,
        (extract(epoch from m.closed_at) * 1000000)::bigint as closed_us,
        (extract(epoch from m.prepared_at) * 1000000)::bigint as prepared_us,
        coalesce((select sum(t.time_spent) from merge_request_timelogs t where t.merge_request_id = m.id), 0)::int
          as total_time_spent
      from merge_requests m join projects p on p.id = m.target_project_id)`;
    return this.db.selectFrom(table.as('mr')).selectAll('mr');
  }

  private filtered(projectIds: readonly number[] | null, f: MergeRequestFilters) {
    let q = this.table();
    if (projectIds?.length === 1) q = q.where('mr.target_project_id', '=', int4(projectIds)[0] ?? 0);
    else if (projectIds) q = q.where('mr.target_project_id', 'in', [...int4(projectIds), 0]);
    if (f.iids?.length) q = q.where('mr.iid', 'in', [...int4(f.iids), 0]);
    if (f.state) q = q.where('mr.state', '=', f.state);
    const conditions = negatable(f, f.viewerId);
    if (f.mergeUser) conditions.push(userCondition(f.mergeUser, sql`mr.merge_user_id`, null));
    if (f.approvedBy) {
      const rows = sql`select 1 from merge_request_approvals a where a.merge_request_id = mr.id`;
      const by = f.approvedBy;
      if (by === 'none') conditions.push(sql<boolean>`not exists (${rows})`);
      else if (by === 'any') conditions.push(sql<boolean>`exists (${rows})`);
      else if ('ids' in by) {
        for (const id of int4(by.ids)) conditions.push(sql<boolean>`exists (${rows} and a.user_id = ${id})`);
      } else {
        for (const name of by.usernames) {
          conditions.push(
            sql<boolean>`exists (${rows} and a.user_id = (select id from users where lower(username) = lower(${name})))`,
          );
        }
      }
    }
    if (f.approved !== undefined) {
      const rows = sql`select 1 from merge_request_approvals a where a.merge_request_id = mr.id`;
      conditions.push(f.approved ? sql<boolean>`exists (${rows})` : sql<boolean>`not exists (${rows})`);
    }
    if (f.search) {
      const search = searchCondition(f.search, f.in?.length ? f.in : ['title', 'description']);
      if (search) conditions.push(search);
    }
    if (f.createdAfter) conditions.push(sql<boolean>`mr.created_at >= ${f.createdAfter}`);
    if (f.createdBefore) conditions.push(sql<boolean>`mr.created_at <= ${f.createdBefore}`);
    if (f.updatedAfter) conditions.push(sql<boolean>`mr.updated_at >= ${f.updatedAfter}`);
    if (f.updatedBefore) conditions.push(sql<boolean>`mr.updated_at <= ${f.updatedBefore}`);
    if (f.sourceBranch !== undefined) conditions.push(sql<boolean>`mr.source_branch = ${f.sourceBranch}`);
    if (f.targetBranch !== undefined) conditions.push(sql<boolean>`mr.target_branch = ${f.targetBranch}`);
    if (f.draft !== undefined) {
      conditions.push(
        f.draft ? sql<boolean>`mr.title ~* ${DRAFT_PATTERN}` : sql<boolean>`mr.title !~* ${DRAFT_PATTERN}`,
      );
    }
    if (f.deployment) conditions.push(sql<boolean>`false`);
    if (f.inGroup) {
      const { groupId, includeSubgroups, includeArchived } = f.inGroup;
      conditions.push(sql<boolean>`mr.target_project_id in (select p.id from projects p
        join namespaces n on n.id = p.namespace_id
        where (n.id = ${groupId} ${includeSubgroups ? sql`or ${groupId} = any(n.traversal_ids)` : sql``})
        ${includeArchived ? sql`` : sql`and not p.archived`})`);
    }
    if (f.mergedAfter) conditions.push(sql<boolean>`mr.merged_at >= ${f.mergedAfter}`);
    if (f.mergedBefore) conditions.push(sql<boolean>`mr.merged_at <= ${f.mergedBefore}`);
    if (f.closedAfter) conditions.push(sql<boolean>`mr.closed_at >= ${f.closedAfter}`);
    if (f.closedBefore) conditions.push(sql<boolean>`mr.closed_at <= ${f.closedBefore}`);
    if (f.subscribed !== undefined) {
      // Explicit subscriptions only (GitLab's EXPLICITLY_SUBSCRIBED / EXPLICITLY_UNSUBSCRIBED).
      conditions.push(sql<boolean>`exists (select 1 from merge_request_subscriptions s
        where s.merge_request_id = mr.id and s.user_id = ${f.viewerId ?? 0} and s.subscribed = ${f.subscribed})`);
    }
    if (f.reviewStates?.length) {
      // A wildcard reviewer filter (none, any) leaves states aside, as GitLab does.
      const named = f.reviewer && typeof f.reviewer === 'object' ? f.reviewer : null;
      if (named || !f.reviewer) {
        conditions.push(reviewStateCondition(f.reviewStates, named, f.ignoredReviewerUsername));
      }
    }
    if (f.notReviewStates?.length) {
      conditions.push(sql<boolean>`exists (${reviewerRows})`);
      conditions.push(
        sql<boolean>`not ${reviewStateCondition(f.notReviewStates, null, f.ignoredReviewerUsername)}`,
      );
    }
    if (f.ruleApprovers) {
      // No approval rules: `None` is every merge request, `Any` and usernames none.
      const none = f.ruleApprovers.some((name) => name.toLowerCase() === 'none');
      conditions.push(none ? sql<boolean>`true` : sql<boolean>`false`);
    }
    if (f.anyAssigneeUsernames?.length) {
      conditions.push(sql<boolean>`exists (select 1 from merge_request_assignees j join users u on u.id = j.user_id
        where j.merge_request_id = mr.id and lower(u.username) = any(${f.anyAssigneeUsernames.map((n) => n.toLowerCase())}::text[]))`);
    }
    if (f.not) {
      for (const c of negatable(f.not, f.viewerId)) conditions.push(sql<boolean>`not coalesce(${c}, false)`);
    }
    for (const c of conditions) q = q.where(c);
    return q;
  }

  /** One page of the merge requests of these projects (all projects: null). */
  page(
    projectIds: readonly number[] | null,
    filters: MergeRequestFilters,
    order: MergeRequestOrder,
    direction: 'asc' | 'desc',
    request: PageRequest,
  ): Promise<Page<MergeRequestRow>> {
    const id: OrderColumn<MergeRequestRow> = { column: 'mr.id', direction, value: (r) => r.id };
    // The timestamp columns themselves (not their microsecond numbers), so that the project's
    // (target_project_id, created_at/updated_at, id) indexes serve the order; cursors keep microseconds.
    const first: OrderColumn<MergeRequestRow> =
      order === 'title'
        ? { column: 'mr.title', direction, value: (r) => r.title }
        : order === 'updated_at'
          ? { column: 'mr.updated_at', direction, value: (r) => microsecondTimestamp(r.updated_us) }
          : { column: 'mr.created_at', direction, value: (r) => microsecondTimestamp(r.created_us) };
    return paginate(this.db, this.filtered(projectIds, filters), [first, id], request);
  }

  /** The merge requests matching the filters, each with every user of `userIds` it relates to. */
  private owned(
    projectIds: readonly number[] | null,
    userIds: readonly number[],
    relation: UserMergeRequestRelation,
    filters: MergeRequestFilters,
  ) {
    return this.db
      .selectFrom(this.filtered(projectIds, filters).as('m'))
      .innerJoin(sql`(${relationPairs(relation)})`.as('p'), (join) =>
        join.onRef(sql.ref('p.merge_request_id') as never, '=', 'm.id' as never),
      )
      .selectAll('m')
      .select(sql<number>`p.user_id`.as('owner_id'))
      .where(sql.ref('p.user_id'), 'in', [...int4(userIds), 0]);
  }

  /**
   * The same page of each user's merge requests (a user's list: `relation` names how they relate),
   * in one statement for all the users (and one more when counts are asked for).
   */
  pagesByUser(
    projectIds: readonly number[],
    userIds: readonly number[],
    relation: UserMergeRequestRelation,
    filters: MergeRequestFilters,
    order: MergeRequestOrder,
    direction: 'asc' | 'desc',
    request: KeysetPageRequest,
  ): Promise<Map<number, Page<OwnedMergeRequestRow>>> {
    const first: OrderColumn<OwnedMergeRequestRow> =
      order === 'title'
        ? { column: 'm.title', direction, value: (r) => r.title }
        : order === 'updated_at'
          ? { column: 'm.updated_at', direction, value: (r) => microsecondTimestamp(r.updated_us) }
          : { column: 'm.created_at', direction, value: (r) => microsecondTimestamp(r.created_us) };
    const id: OrderColumn<OwnedMergeRequestRow> = { column: 'm.id', direction, value: (r) => r.id };
    return paginateByParent(
      this.db,
      this.owned(projectIds, userIds, relation, filters) as never,
      { column: 'p.user_id', value: (r: OwnedMergeRequestRow) => Number(r.owner_id) },
      [...userIds],
      [first, id],
      request,
    );
  }

  /** The target projects of the users' merge requests matching the filters (their lists' candidates). */
  async projectIdsOfUsers(
    userIds: readonly number[],
    relation: UserMergeRequestRelation,
    filters: MergeRequestFilters,
  ): Promise<number[]> {
    const rows = await this.owned(null, userIds, relation, filters)
      .clearSelect()
      .select('m.target_project_id')
      .distinct()
      .execute();
    return rows.map((r) => r.target_project_id);
  }

  /** The target projects of the merge requests matching the filters (the global list's candidates). */
  async projectIds(filters: MergeRequestFilters): Promise<number[]> {
    const rows = await this.filtered(null, filters).execute();
    return [...new Set(rows.map((r) => r.target_project_id))];
  }

  async byIid(projectId: number, iid: number): Promise<MergeRequestRow | null> {
    if (int4([iid]).length === 0) return null;
    const row = await this.table()
      .where('mr.target_project_id', '=', projectId)
      .where('mr.iid', '=', iid)
      .executeTakeFirst();
    return row ?? null;
  }

  async byIds(ids: readonly number[]): Promise<MergeRequestRow[]> {
    const valid = int4(ids);
    if (valid.length === 0) return [];
    return this.table().where('mr.id', 'in', valid).execute();
  }
}

/** `1795...123456` microseconds since the epoch as `2026-...T...123456Z`, exact for PostgreSQL. */
function microsecondTimestamp(microseconds: string): string {
  const us = BigInt(microseconds);
  const seconds = new Date(Number(us / 1_000_000n) * 1000).toISOString().slice(0, 19);
  return `${seconds}.${String(us % 1_000_000n).padStart(6, '0')}Z`;
}
