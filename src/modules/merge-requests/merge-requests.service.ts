import path from 'node:path';
import { RequestContext } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { requireUser, type Actor } from '../../core/actor.ts';
import {
  addFieldError,
  forbidden,
  notFound,
  NotFoundError,
  throwIfInvalid,
  verbatimError,
  type FieldErrors,
} from '../../core/errors.ts';
import { nextInternalId } from '../../core/internal-ids.ts';
import { mapPage, type KeysetPageRequest, type Page, type PageRequest } from '../../core/pagination.ts';
import { authorize, can } from '../../core/policy.ts';
import type { Tx } from '../../core/tx.ts';
import { kysely } from '../../db/database.ts';
import { readCommits, type CommitRecord } from '../../git/commit-log.ts';
import { readDiffs, type FileDiff } from '../../git/diff.ts';
import type { ModuleDeps } from '../../services.ts';
import { mergeBase, MergeRequestRefresh, type MergeRequestRefs } from './details/merge-request-refresh.ts';
import { MergeRequestDetailsService } from './details/merge-request-details.service.ts';
import { detailedMergeStatus, mergeabilityChecks, type MergeabilityFacts } from './mergeability-checks.ts';
import { systemActor, type PipelinesService } from '../ci/pipelines/pipelines.service.ts';
import type { LabelsService } from '../labels/labels.service.ts';
import type { MilestonesService } from '../milestones/milestones.service.ts';
import type { NotesService } from '../notes/notes.service.ts';
import type { ProjectSubject } from '../projects/projects.policy.ts';
import { avatarUrl } from '../users/users.presenter.ts';
import { MergeRequestInteractions } from './reviewers/merge-request-interactions.ts';
import { MergeRequestReviewersService } from './reviewers/merge-request-reviewers.service.ts';
import { approvalsChanged, reviewersChanged } from './reviewers/review-events.ts';
import { setReviewerState } from './reviewers/review-states.ts';
import { MergeRequestTimelogs, type Timelog } from './time-tracking/merge-request-timelogs.ts';
import { isLocked, User } from '../users/user.entity.ts';
import type { MergeRequestSystemNotes } from './merge-request-system-notes.ts';
import {
  humanDuration,
  parseDuration,
  type MergeRequestUser,
  type MergeRequestView,
  type MergeRequestSocialCounts,
  type ApprovalState,
  type TimeStats,
} from './merge-request-view.ts';

export type { ApprovalState, TimeStats };
import {
  DRAFT_PATTERN,
  MergeRequestsFinder,
  type MergeRequestFilters,
  type MergeRequestOrder,
  type MergeRequestRow,
  type UserMergeRequestRelation,
} from './merge-requests.finder.ts';

declare module '../../core/events.ts' {
  interface DomainEventMap {
    /** A merge request was created, changed, closed, reopened or deleted. */
    'merge_request.changed': {
      mergeRequestId: number;
      projectId: number;
      action: 'create' | 'update' | 'close' | 'reopen' | 'delete' | 'merge';
      actorId: number | null;
      /** An update that changed the assignees: who they were and who they are (reassign emails). */
      assignees?: { previous: number[]; current: number[] };
      /** An update by a push to the source branch: the head it had before (GitLab's `oldrev`). */
      oldrev?: string;
    };
  }
}

/** See MergeRequestsService.notificationFacts. */
export interface MergeRequestNotificationFacts {
  row: MergeRequestRow;
  assigneeIds: number[];
  reviewerIds: number[];
  /** Users who subscribed to it (its author, from creation). */
  subscribedIds: number[];
  unsubscribedIds: number[];
}

const TITLE_MAX = 255;
const DESCRIPTION_MAX = 1_048_576;
const DRAFT = new RegExp(DRAFT_PATTERN, 'i');

export interface MergeRequestListOptions extends MergeRequestFilters {
  orderBy?: MergeRequestOrder;
  sort?: 'asc' | 'desc';
}

/** Who the global list is about (`scope`). */
export type MergeRequestScope = 'created_by_me' | 'assigned_to_me' | 'reviews_for_me' | 'all';

/**
 * How a user's list relates them to its merge requests (GitLab's `User.authoredMergeRequests`,
 * `assignedMergeRequests`, `reviewRequestedMergeRequests`, `assigneeOrReviewerMergeRequests`).
 */
export type UserMergeRequestRole =
  Exclude<UserMergeRequestRelation, { role: 'reviewer' }> | { role: 'reviewer' };

/** Where a user's list looks: one project (by path or id), or a group and its subgroups. */
export interface UserMergeRequestPlace {
  project?: string | number;
  groupId?: number;
}

export interface MergeRequestCreateInput {
  sourceBranch: string;
  targetBranch: string;
  title: string;
  description?: string | null;
  targetProjectId?: number;
  assigneeIds?: number[];
  reviewerIds?: number[];
  labels?: string[];
  milestoneId?: number | null;
  removeSourceBranch?: boolean;
  squash?: boolean;
  allowCollaboration?: boolean;
}

export interface MergeRequestUpdateInput {
  title?: string;
  description?: string | null;
  targetBranch?: string;
  assigneeIds?: number[];
  reviewerIds?: number[];
  labels?: string[];
  addLabels?: string[];
  removeLabels?: string[];
  milestoneId?: number | null;
  removeSourceBranch?: boolean;
  squash?: boolean;
  allowCollaboration?: boolean;
  discussionLocked?: boolean;
  stateEvent?: 'close' | 'reopen';
}

export interface Target {
  subject: ProjectSubject;
  row: MergeRequestRow;
}

interface Collaborators {
  labels: LabelsService;
  milestones: MilestonesService;
  pipelines: PipelinesService;
  notes: NotesService;
}

/** Votes and comment counts of merge requests by id (see `useSocialCounts`). */
export type SocialCounts = (ids: readonly number[]) => Promise<Map<number, MergeRequestSocialCounts>>;

function usDate(us: string | null): Date | null {
  return us === null ? null : new Date(Math.floor(Number(us) / 1000));
}

/**
 * Merge requests: creation, edits, state changes (close/reopen), deletion, lists with GitLab's
 * filters, time tracking, subscriptions, approvals, and the git reads of a merge request (commits,
 * changes, diffs). Diff refs and the change count are computed after each write, in the background.
 */
export class MergeRequestsService {
  private readonly deps: ModuleDeps;
  private readonly more: Collaborators;
  readonly finder: MergeRequestsFinder;
  /** Approvals, diff counts, branch facts and permissions of many merge requests at once. */
  readonly details: MergeRequestDetailsService;
  /** Reviewers' states: the reviewers list, re-requesting a review, comments marking a review. */
  readonly reviewers: MergeRequestReviewersService;
  /** What users (not the caller) may do on merge requests, and where their reviews stand. */
  readonly interactions: MergeRequestInteractions;
  /** Time logs (GraphQL `MergeRequest.timelogs`). */
  readonly timelogs: MergeRequestTimelogs;
  /** Diff refs, counts and mergeability recomputed in the background after writes and pushes. */
  readonly refresh: MergeRequestRefresh;
  private socialCounts: SocialCounts | null = null;
  private systemNotes: MergeRequestSystemNotes | null = null;

  constructor(deps: ModuleDeps, more: Collaborators) {
    this.deps = deps;
    this.more = more;
    this.finder = new MergeRequestsFinder(deps.orm);
    this.details = new MergeRequestDetailsService(deps, this.finder);
    this.reviewers = new MergeRequestReviewersService(deps, this);
    this.interactions = new MergeRequestInteractions(deps, this.details);
    this.timelogs = new MergeRequestTimelogs(this);
    this.refresh = new MergeRequestRefresh(deps, this.finder, (row, target, source) =>
      this.refsOf(row, target, source),
    );
  }

  /** Where votes and comment counts come from (award emoji and notes), read once per list. */
  useSocialCounts(counts: SocialCounts): void {
    this.socialCounts = counts;
  }

  /** Records system notes for changes (closed, reopened, title, labels...) in their transaction. */
  useSystemNotes(notes: MergeRequestSystemNotes): void {
    this.systemNotes = notes;
  }

  // ------------------------------------------------------------------ reads

  async list(
    actor: Actor,
    projectRef: string | number,
    options: MergeRequestListOptions,
    request: PageRequest,
  ): Promise<Page<MergeRequestView>> {
    const subject = await this.deps.projects.find(actor, projectRef);
    authorize(actor, 'read_merge_request', subject);
    const page = await this.finder.page(
      [subject.project.id],
      { ...options, viewerId: actor.user?.id },
      options.orderBy ?? 'created_at',
      options.sort ?? 'desc',
      request,
    );
    return mapPage(page, (rows) => this.views(actor, rows));
  }

  /** GET /merge_requests: the merge requests of every project the actor may read them in. */
  async listGlobal(
    actor: Actor,
    scope: MergeRequestScope,
    options: MergeRequestListOptions,
    request: PageRequest,
  ): Promise<Page<MergeRequestView>> {
    const me = actor.user?.id;
    const filters: MergeRequestFilters = { ...options, viewerId: actor.user?.id };
    if (scope !== 'all') {
      if (me === undefined) throw forbidden();
      if (scope === 'created_by_me') filters.author = { id: me };
      else if (scope === 'assigned_to_me') filters.assignee = { id: me };
      else filters.reviewer = { id: me };
    }
    return this.readablePage(actor, filters, request);
  }

  /**
   * The merge requests each user authored, is assigned, reviews, or either of the last two, among
   * those the actor may read, the same page for every user, read for all of them at once: null
   * (nothing) for a user whose profile the actor may not see, and for all when the project named is
   * hidden. `iids` need a project.
   */
  async listsOfUsers(
    actor: Actor,
    users: readonly User[],
    relation: UserMergeRequestRole,
    options: MergeRequestListOptions,
    request: KeysetPageRequest,
    place: UserMergeRequestPlace = {},
  ): Promise<Map<number, Page<MergeRequestView> | null>> {
    if (options.iids?.length && place.project === undefined) {
      throw verbatimError('bad_request', 'iids requires projectPath or projectId');
    }
    const result = new Map<number, Page<MergeRequestView> | null>(users.map((u) => [u.id, null]));
    const visible = users.filter((u) => can(actor, 'read_user_profile', u)).map((u) => u.id);
    if (visible.length === 0) return result;
    const filters: MergeRequestFilters = { ...options, viewerId: actor.user?.id };
    // A reviewer's list reads the states of the user's own reviews (GitLab's `review_requested_to`).
    const pairs: UserMergeRequestRelation =
      relation.role === 'reviewer' ? { role: 'reviewer', reviewStates: options.reviewStates } : relation;
    if (relation.role === 'reviewer') delete filters.reviewStates;
    let projectIds: number[] | undefined;
    if (place.project !== undefined) {
      const subject = await this.deps.projects.find(actor, place.project).catch((error: unknown) => {
        if (error instanceof NotFoundError) return null;
        throw error;
      });
      if (!subject || !can(actor, 'read_merge_request', subject)) return result;
      projectIds = [subject.project.id];
    } else if (place.groupId !== undefined) {
      filters.inGroup = { groupId: place.groupId, includeSubgroups: true, includeArchived: true };
    }
    const candidates = projectIds ?? (await this.finder.projectIdsOfUsers(visible, pairs, filters));
    const readable = await this.deps.projects.withAbility(actor, 'read_merge_request', candidates);
    const pages = await this.finder.pagesByUser(
      [...readable.keys()],
      visible,
      pairs,
      filters,
      options.orderBy ?? 'created_at',
      options.sort ?? 'desc',
      request,
    );
    // One read of the views for every user's page.
    const rows = new Map([...pages.values()].flatMap((page) => page.items.map((r) => [r.id, r] as const)));
    const views = await this.views(actor, [...rows.values()]);
    const byId = new Map(views.map((v) => [v.id, v]));
    for (const [userId, page] of pages) {
      result.set(userId, { ...page, items: page.items.map((r) => byId.get(r.id)!) });
    }
    return result;
  }

  /** A page of the merge requests matching the filters in the projects where the actor may read them. */
  private async readablePage(
    actor: Actor,
    filters: MergeRequestListOptions,
    request: PageRequest,
    projectIds?: readonly number[],
  ): Promise<Page<MergeRequestView>> {
    const candidates = projectIds ?? (await this.finder.projectIds(filters));
    const readable = await this.deps.projects.withAbility(actor, 'read_merge_request', candidates);
    const page = await this.finder.page(
      [...readable.keys()],
      filters,
      filters.orderBy ?? 'created_at',
      filters.sort ?? 'desc',
      request,
    );
    return mapPage(page, (rows) => this.views(actor, rows));
  }

  async get(actor: Actor, projectRef: string | number, iid: number): Promise<MergeRequestView> {
    const target = await this.target(actor, projectRef, iid);
    return (await this.views(actor, [target.row]))[0]!;
  }

  async timeStats(actor: Actor, projectRef: string | number, iid: number): Promise<TimeStats> {
    const { row } = await this.target(actor, projectRef, iid);
    return stats(row.time_estimate, row.total_time_spent);
  }

  /** GitLab's participants: the author, assignees, reviewers, approvers and commenters, each once. */
  async participants(actor: Actor, projectRef: string | number, iid: number): Promise<MergeRequestUser[]> {
    const { row } = await this.target(actor, projectRef, iid);
    const ids = (await this.participantIds([row.id])).get(row.id) ?? [];
    const users = await this.users(actor, ids);
    return ids.flatMap((id) => (users.has(id) ? [users.get(id)!] : []));
  }

  /**
   * Participant user ids of merge requests the caller may already read, by id, in two statements:
   * author, assignees, reviewers, approvers, then the authors of comments (not system notes).
   */
  async participantIds(ids: readonly number[]): Promise<Map<number, number[]>> {
    if (ids.length === 0) return new Map();
    const [{ rows }, commenters] = await Promise.all([
      sql<{ merge_request_id: number; user_id: number }>`
        select merge_request_id, user_id from (
          select id as merge_request_id, author_id as user_id, 0 as o from merge_requests
            where id = any(${[...ids]}::int[])
          union all select merge_request_id, user_id, 1 from merge_request_assignees
            where merge_request_id = any(${[...ids]}::int[])
          union all select merge_request_id, user_id, 2 from merge_request_reviewers
            where merge_request_id = any(${[...ids]}::int[])
          union all select merge_request_id, user_id, 3 from merge_request_approvals
            where merge_request_id = any(${[...ids]}::int[])
        ) u where user_id is not null order by merge_request_id, o, user_id`.execute(this.finder.db),
      this.more.notes.commentersByNoteable('MergeRequest', ids),
    ]);
    const result = new Map<number, number[]>(ids.map((id) => [id, []]));
    for (const r of rows) result.get(r.merge_request_id)?.push(r.user_id);
    for (const [id, users] of result) result.set(id, [...new Set([...users, ...(commenters.get(id) ?? [])])]);
    return result;
  }

  async approvals(actor: Actor, projectRef: string | number, iid: number): Promise<ApprovalState> {
    const target = await this.target(actor, projectRef, iid);
    return this.approvalState(actor, target);
  }

  /** Commits of the source branch not in the target branch, newest first (`withoutMerges`: no merge commits). */
  async commits(
    actor: Actor,
    projectRef: string | number,
    iid: number,
    options: { withoutMerges?: boolean } = {},
  ): Promise<CommitRecord[]> {
    const target = await this.target(actor, projectRef, iid);
    const refs = await this.resolveRefs(actor, target.row);
    if (!refs) return [];
    const commits = await readCommits(refs.repo, [refs.head, `^${refs.start}`], { env: refs.env });
    return options.withoutMerges ? commits.filter((c) => c.parentIds.length <= 1) : commits;
  }

  /** The changes of the merge request: from the merge base of the target branch to the source head. */
  async diffs(
    actor: Actor,
    projectRef: string | number,
    iid: number,
    unidiff = false,
  ): Promise<{ view: MergeRequestView; diffs: FileDiff[] }> {
    const target = await this.target(actor, projectRef, iid);
    const view = (await this.views(actor, [target.row]))[0]!;
    const refs = await this.resolveRefs(actor, target.row);
    if (!refs) return { view, diffs: [] };
    const diffs = await readDiffs(refs.repo, refs.start, refs.head, {
      fromMergeBase: true,
      unidiff,
      env: refs.env,
    }).catch(() => readDiffs(refs.repo, refs.start, refs.head, { unidiff, env: refs.env }));
    return { view, diffs };
  }

  /** The diff as one plain text patch (`/raw_diffs`). */
  async rawDiff(actor: Actor, projectRef: string | number, iid: number): Promise<string> {
    const target = await this.target(actor, projectRef, iid);
    const refs = await this.resolveRefs(actor, target.row);
    if (!refs) return '';
    const base = await mergeBase(refs);
    return refs.repo.text(['diff', '--no-color', '--full-index', base ?? refs.start, refs.head], {
      env: refs.env,
    });
  }

  /** Merge requests by id, null where missing or not readable by the actor (GraphQL nodes). */
  async loadMany(actor: Actor, ids: readonly number[]): Promise<(MergeRequestView | null)[]> {
    const rows = await this.finder.byIds(ids);
    const readable = await this.deps.projects.withAbility(
      actor,
      'read_merge_request',
      rows.map((r) => r.target_project_id),
    );
    const views = await this.views(
      actor,
      rows.filter((r) => readable.has(r.target_project_id)),
    );
    const byId = new Map(views.map((v) => [v.id, v]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  /** Open merge requests carrying each label (labels' `with_counts`), among those the actor may read. */
  async openCountsByLabel(actor: Actor, labelIds: readonly number[]): Promise<Map<number, number>> {
    if (labelIds.length === 0) return new Map();
    const { rows } = await sql<{ label_id: number; project_id: number; n: number }>`
      select ml.label_id, m.target_project_id as project_id, count(*)::int as n
      from merge_request_labels ml join merge_requests m on m.id = ml.merge_request_id
      where ml.label_id = any(${[...labelIds]}::int[]) and m.state = 'opened'
      group by ml.label_id, m.target_project_id`.execute(this.finder.db);
    const readable = await this.deps.projects.withAbility(
      actor,
      'read_merge_request',
      rows.map((r) => r.project_id),
    );
    const counts = new Map<number, number>();
    for (const r of rows) {
      if (readable.has(r.project_id)) counts.set(r.label_id, (counts.get(r.label_id) ?? 0) + r.n);
    }
    return counts;
  }

  /** Moves merge requests from merged-away labels to the label that replaces them (label promotion). */
  async relabel(tx: Tx, fromIds: readonly number[], toId: number): Promise<void> {
    const db = kysely(tx.em);
    await sql`insert into merge_request_labels (merge_request_id, label_id)
      select distinct merge_request_id, ${toId}::int from merge_request_labels
      where label_id = any(${[...fromIds]}::int[])
      on conflict do nothing`.execute(db);
    await sql`delete from merge_request_labels where label_id = any(${[...fromIds]}::int[])`.execute(db);
  }

  // ------------------------------------------------------------------ writes

  async create(
    actor: Actor,
    projectRef: string | number,
    input: MergeRequestCreateInput,
  ): Promise<MergeRequestView> {
    const source = await this.deps.projects.find(actor, projectRef);
    if (!can(actor, 'create_merge_request_in', source)) throw forbidden();
    const targetSubject =
      input.targetProjectId === undefined || input.targetProjectId === source.project.id
        ? source
        : await this.deps.projects.find(actor, input.targetProjectId);
    if (!can(actor, 'create_merge_request_in', targetSubject)) throw forbidden();
    const errors: FieldErrors = {};
    const title = input.title.trim();
    this.checkTitle(errors, title);
    this.checkDescription(errors, input.description);
    throwIfInvalid(errors);
    await this.checkBranches(actor, source, input.sourceBranch, targetSubject, input.targetBranch, null);
    const developer = can(actor, 'update_merge_request', targetSubject);
    const labels = input.labels?.length
      ? await this.more.labels.findOrCreateByTitles(actor, targetSubject, input.labels)
      : [];
    const milestoneId = await this.milestoneFor(actor, targetSubject, input.milestoneId);
    const assignees = developer ? await this.usersFor(targetSubject, input.assigneeIds) : [];
    const reviewers = developer ? await this.usersFor(targetSubject, input.reviewerIds) : [];
    const project = targetSubject.project.id;
    const id = await this.deps.uow.run(async (tx) => {
      const db = kysely(tx.em);
      const iid = await nextInternalId(
        tx,
        'merge_requests',
        { projectId: project },
        sql`select max(iid) from merge_requests where target_project_id = ${project}`,
      );
      const { rows } = await sql<{ id: number }>`
        insert into merge_requests (iid, target_project_id, source_project_id, source_branch, target_branch,
          title, description, author_id, milestone_id, squash, force_remove_source_branch, allow_collaboration,
          created_at, updated_at)
        values (${iid}, ${project}, ${source.project.id}, ${input.sourceBranch}, ${input.targetBranch},
          ${title}, ${input.description ?? null}, ${actor.user?.id ?? null}::int, ${milestoneId}::int,
          ${input.squash ?? false}, ${input.removeSourceBranch ?? false}, ${input.allowCollaboration ?? false},
          now(), now())
        returning id`.execute(db);
      const id = rows[0]!.id;
      await this.replaceUsers(db, 'merge_request_assignees', id, assignees);
      await this.replaceUsers(db, 'merge_request_reviewers', id, reviewers);
      await this.replaceLabels(
        db,
        id,
        labels.map((l) => l.id),
      );
      if (actor.user) {
        await sql`insert into merge_request_subscriptions (merge_request_id, user_id, subscribed)
          values (${id}, ${actor.user.id}, true)`.execute(db);
      }
      tx.emit('merge_request.changed', {
        mergeRequestId: id,
        projectId: project,
        action: 'create',
        actorId: actor.user?.id ?? null,
      });
      tx.afterCommit(async () => {
        if (this.deps.config.FAULT_INJECTION === 'merge-request-before-diff') {
          this.deps.logger.warn(
            { mergeRequestId: id },
            'Fault injection: exiting before the diff is computed',
          );
          // A hard crash, as kill -9 would: no exit handlers run.
          process.kill(process.pid, 'SIGKILL');
        }
        await this.scheduleRefresh(id, targetSubject, source);
      });
      return id;
    });
    return this.reload(actor, id);
  }

  async update(
    actor: Actor,
    projectRef: string | number,
    iid: number,
    input: MergeRequestUpdateInput,
  ): Promise<MergeRequestView> {
    const target = await this.target(actor, projectRef, iid);
    const { row, subject } = target;
    await this.authorizeUpdate(actor, target);
    const developer = can(actor, 'update_merge_request', subject);
    const errors: FieldErrors = {};
    const title = input.title === undefined ? row.title : input.title.trim();
    this.checkTitle(errors, title);
    this.checkDescription(errors, input.description);
    throwIfInvalid(errors);
    let state = row.state;
    if (input.stateEvent === 'close' && row.state === 'opened') state = 'closed';
    const needsSource =
      (input.targetBranch !== undefined && input.targetBranch !== row.target_branch) ||
      (input.stateEvent === 'reopen' && row.state === 'closed');
    const source = needsSource
      ? row.source_project_id === subject.project.id
        ? subject
        : await this.deps.projects.find(actor, row.source_project_id)
      : null;
    if (source) {
      await this.checkBranches(
        actor,
        source,
        row.source_branch,
        subject,
        input.targetBranch ?? row.target_branch,
        row.id,
      );
    }
    if (input.stateEvent === 'reopen' && row.state === 'closed') state = 'opened';
    let labelIds: number[] | null = null;
    if (input.labels !== undefined || input.addLabels !== undefined || input.removeLabels !== undefined) {
      const current = await this.labelIdsOf([row.id]);
      let ids =
        input.labels !== undefined
          ? (await this.more.labels.findOrCreateByTitles(actor, subject, input.labels)).map((l) => l.id)
          : (current.get(row.id) ?? []);
      if (input.addLabels?.length) {
        const added = await this.more.labels.findOrCreateByTitles(actor, subject, input.addLabels);
        ids = [...ids, ...added.map((l) => l.id).filter((id) => !ids.includes(id))];
      }
      if (input.removeLabels?.length) {
        const available = await this.more.labels.availableForProject(subject.project.id);
        const removed = new Set(
          available.filter((l) => input.removeLabels!.includes(l.title)).map((l) => l.id),
        );
        ids = ids.filter((id) => !removed.has(id));
      }
      labelIds = ids;
    }
    const milestoneId =
      input.milestoneId === undefined
        ? row.milestone_id
        : await this.milestoneFor(actor, subject, input.milestoneId);
    const assignees =
      input.assigneeIds !== undefined && developer ? await this.usersFor(subject, input.assigneeIds) : null;
    const reviewers =
      input.reviewerIds !== undefined && developer ? await this.usersFor(subject, input.reviewerIds) : null;
    const me = actor.user?.id ?? null;
    await this.deps.uow.run(async (tx) => {
      const db = kysely(tx.em);
      const before = me === null ? null : await this.systemNotes?.snapshot(tx, row.id);
      await sql`
        update merge_requests set title = ${title},
          description = ${input.description === undefined ? row.description : input.description},
          target_branch = ${input.targetBranch ?? row.target_branch},
          milestone_id = ${milestoneId}::int,
          squash = ${input.squash ?? row.squash},
          force_remove_source_branch = ${input.removeSourceBranch ?? row.force_remove_source_branch},
          allow_collaboration = ${input.allowCollaboration ?? row.allow_collaboration},
          discussion_locked = ${input.discussionLocked ?? row.discussion_locked}::boolean,
          state = ${state},
          closed_at = case when ${state} = 'closed' and state <> 'closed' then now()
            when ${state} = 'opened' then null else closed_at end,
          closed_by_id = case when ${state} = 'closed' and state <> 'closed' then ${me}::int
            when ${state} = 'opened' then null else closed_by_id end,
          updated_at = now()
        where id = ${row.id}`.execute(db);
      const previousAssignees = assignees ? await this.assigneeIdsOf(db, row.id) : null;
      if (assignees) await this.replaceUsers(db, 'merge_request_assignees', row.id, assignees);
      if (reviewers) {
        await this.replaceUsers(db, 'merge_request_reviewers', row.id, reviewers);
        reviewersChanged(tx, row.id);
      }
      if (labelIds) await this.replaceLabels(db, row.id, labelIds);
      if (before && me !== null) await this.systemNotes!.record(tx, before, me);
      const action =
        state === row.state ? 'update' : state === 'closed' ? ('close' as const) : ('reopen' as const);
      const reassigned =
        assignees && previousAssignees && !sameIds(previousAssignees, assignees)
          ? { assignees: { previous: previousAssignees, current: [...assignees] } }
          : {};
      tx.emit('merge_request.changed', {
        mergeRequestId: row.id,
        projectId: subject.project.id,
        action,
        actorId: me,
        ...reassigned,
      });
      if (source) tx.afterCommit(async () => this.scheduleRefresh(row.id, subject, source));
    });
    return this.reload(actor, row.id);
  }

  /** Marks the merge request as a draft (a `Draft: ` title prefix) or ready (prefixes removed). */
  async setDraft(
    actor: Actor,
    projectRef: string | number,
    iid: number,
    draft: boolean,
  ): Promise<MergeRequestView> {
    const { row } = await this.target(actor, projectRef, iid);
    const bare = row.title.replace(new RegExp(`^(${DRAFT_PATTERN.slice(1)})+`, 'i'), '').trim();
    const title = draft ? (DRAFT.test(row.title) ? row.title : `Draft: ${row.title}`) : bare || row.title;
    return this.update(actor, projectRef, iid, { title });
  }

  /** Labels by id: replace the labels, or add or remove these (GraphQL `mergeRequestSetLabels`). */
  async setLabels(
    actor: Actor,
    projectRef: string | number,
    iid: number,
    labelIds: readonly number[],
    mode: 'replace' | 'append' | 'remove',
  ): Promise<MergeRequestView> {
    const { subject } = await this.target(actor, projectRef, iid);
    const available = await this.more.labels.availableForProject(subject.project.id);
    const titles = available.filter((l) => labelIds.includes(l.id)).map((l) => l.title);
    const input: MergeRequestUpdateInput =
      mode === 'replace'
        ? { labels: titles }
        : mode === 'append'
          ? { addLabels: titles }
          : { removeLabels: titles };
    return this.update(actor, projectRef, iid, input);
  }

  /** Assignees or reviewers by username: replace them, or add or remove these. */
  async setPeople(
    actor: Actor,
    projectRef: string | number,
    iid: number,
    kind: 'assignees' | 'reviewers',
    usernames: readonly string[],
    mode: 'replace' | 'append' | 'remove',
  ): Promise<MergeRequestView> {
    const current = await this.get(actor, projectRef, iid);
    const named = await Promise.all(usernames.map((u) => this.deps.users.findByUsername(actor, u)));
    const ids = named.flatMap((u) => (u ? [u.id] : []));
    const existing = current[kind].map((u) => u.id);
    const next =
      mode === 'replace'
        ? ids
        : mode === 'append'
          ? [...existing, ...ids.filter((id) => !existing.includes(id))]
          : existing.filter((id) => !ids.includes(id));
    return this.update(
      actor,
      projectRef,
      iid,
      kind === 'assignees' ? { assigneeIds: next } : { reviewerIds: next },
    );
  }

  async delete(actor: Actor, projectRef: string | number, iid: number): Promise<void> {
    const { row, subject } = await this.target(actor, projectRef, iid);
    authorize(actor, 'destroy_merge_request', subject);
    await this.deps.uow.run(async (tx) => {
      await sql`delete from merge_requests where id = ${row.id}`.execute(kysely(tx.em));
      tx.emit('merge_request.changed', {
        mergeRequestId: row.id,
        projectId: subject.project.id,
        action: 'delete',
        actorId: actor.user?.id ?? null,
      });
    });
  }

  async setTimeEstimate(
    actor: Actor,
    projectRef: string | number,
    iid: number,
    duration: string | null,
  ): Promise<TimeStats> {
    const target = await this.target(actor, projectRef, iid);
    await this.authorizeUpdate(actor, target);
    const seconds = duration === null ? 0 : parseDuration(duration);
    if (seconds === null || seconds < 0) {
      throw verbatimError('bad_request', 'Time estimate is invalid');
    }
    await this.deps.uow.run(async (tx) => {
      await sql`update merge_requests set time_estimate = ${seconds}, updated_at = now()
        where id = ${target.row.id}`.execute(kysely(tx.em));
    });
    return stats(seconds, target.row.total_time_spent);
  }

  async addSpentTime(
    actor: Actor,
    projectRef: string | number,
    iid: number,
    duration: string | null,
    summary?: string,
  ): Promise<TimeStats> {
    const target = await this.target(actor, projectRef, iid);
    await this.authorizeUpdate(actor, target);
    const { row } = target;
    if (duration === null) {
      await this.deps.uow.run(async (tx) => {
        await sql`delete from merge_request_timelogs where merge_request_id = ${row.id}`.execute(
          kysely(tx.em),
        );
      });
      return stats(row.time_estimate, 0);
    }
    const seconds = parseDuration(duration);
    if (seconds === null || seconds === 0) throw verbatimError('bad_request', 'Time spent is invalid');
    await this.logTime(actor, row, seconds, null, summary ?? null);
    return stats(row.time_estimate, row.total_time_spent + seconds);
  }

  /**
   * Logs time spent on a merge request (GraphQL `timelogCreate`): a GitLab duration (`1h 30m`,
   * negative to take time off), when it was spent (now when not given, never ahead) and a summary.
   */
  async createTimelog(
    actor: Actor,
    mergeRequestId: number,
    input: { timeSpent: string; spentAt?: Date | null; summary: string },
  ): Promise<Timelog> {
    const [view] = await this.loadMany(actor, [mergeRequestId]);
    if (!view) throw notFound('Merge Request');
    const target = await this.target(actor, view.projectId, view.iid);
    await this.authorizeUpdate(actor, target);
    const seconds = parseDuration(input.timeSpent);
    if (seconds === null) {
      throw verbatimError('bad_request', 'Time spent must be formatted correctly. For example: 1h 30m.');
    }
    if (seconds === 0) throw verbatimError('bad_request', "Time spent can't be zero.");
    if (input.spentAt && input.spentAt.getTime() > Date.now()) {
      throw verbatimError('bad_request', "Spent at can't be a future date and time.");
    }
    const id = await this.logTime(actor, target.row, seconds, input.spentAt ?? null, input.summary);
    const [timelog] = await this.timelogs.loadMany(actor, [id]);
    return timelog!;
  }

  /**
   * Deletes a time log (GraphQL `timelogDelete`): the user who logged it, or a Maintainer. Answers
   * the deleted log.
   */
  async deleteTimelog(actor: Actor, timelogId: number): Promise<Timelog> {
    const [timelog] = await this.timelogs.loadMany(actor, [timelogId]);
    if (!timelog) throw notFound('Timelog');
    const [view] = await this.loadMany(actor, [timelog.mergeRequestId]);
    if (!view) throw notFound('Timelog');
    const { subject } = await this.target(actor, view.projectId, view.iid);
    const own = actor.user !== null && timelog.userId === actor.user.id;
    if (!own && !can(actor, 'admin_merge_request_timelogs', subject)) throw forbidden();
    await this.deps.uow.run(async (tx) => {
      await sql`delete from merge_request_timelogs where id = ${timelog.id}`.execute(kysely(tx.em));
    });
    return timelog;
  }

  /** Writes one time log; GitLab refuses to take more time off than was spent. */
  private async logTime(
    actor: Actor,
    row: MergeRequestRow,
    seconds: number,
    spentAt: Date | null,
    summary: string | null,
  ): Promise<number> {
    if (row.total_time_spent + seconds < 0) {
      throw verbatimError('bad_request', 'Time to subtract exceeds the total time spent');
    }
    return this.deps.uow.run(async (tx) => {
      const { rows } = await sql<{ id: number }>`insert into merge_request_timelogs
          (merge_request_id, user_id, time_spent, spent_at, summary)
        values (${row.id}, ${actor.user?.id ?? null}::int, ${seconds}, coalesce(${spentAt}::timestamptz, now()),
          ${summary})
        returning id`.execute(kysely(tx.em));
      return rows[0]!.id;
    });
  }

  /** Subscribes or unsubscribes the actor; `changed` is false when nothing changed (GitLab answers 304). */
  async setSubscribed(
    actor: Actor,
    projectRef: string | number,
    iid: number,
    subscribed: boolean,
  ): Promise<{ changed: boolean; view: MergeRequestView }> {
    const target = await this.target(actor, projectRef, iid);
    const user = requireUser(actor);
    const before = (await this.views(actor, [target.row]))[0]!;
    if (before.subscribed === subscribed) return { changed: false, view: before };
    await this.deps.uow.run(async (tx) => {
      await sql`insert into merge_request_subscriptions (merge_request_id, user_id, subscribed)
        values (${target.row.id}, ${user.id}, ${subscribed})
        on conflict (merge_request_id, user_id) do update set subscribed = excluded.subscribed`.execute(
        kysely(tx.em),
      );
    });
    return { changed: true, view: await this.reload(actor, target.row.id) };
  }

  async approve(actor: Actor, projectRef: string | number, iid: number): Promise<ApprovalState> {
    const target = await this.target(actor, projectRef, iid);
    if (!this.mayApprove(actor, target)) throw forbidden();
    const inserted = await this.deps.uow.run((tx) => this.approveIn(tx, actor, target));
    // GitLab: approving twice is refused.
    if (!inserted) throw verbatimError('unauthorized', '401 Unauthorized');
    return this.approvalState(actor, target);
  }

  /** Developers approve open merge requests. */
  mayApprove(actor: Actor, target: Target): boolean {
    return (
      actor.user !== null &&
      can(actor, 'update_merge_request', target.subject) &&
      target.row.state === 'opened'
    );
  }

  /**
   * Approves in the caller's transaction (the actor may approve: `mayApprove`), the approver's
   * review state moving to `approved`; false when they had approved already.
   */
  async approveIn(tx: Tx, actor: Actor, target: Target): Promise<boolean> {
    const user = requireUser(actor);
    const { rows } = await sql`insert into merge_request_approvals (merge_request_id, user_id)
      values (${target.row.id}, ${user.id}) on conflict do nothing returning user_id`.execute(kysely(tx.em));
    await setReviewerState(kysely(tx.em), target.row.id, user.id, 'approved');
    if (rows.length > 0) approvalsChanged(tx, target.row.id);
    return rows.length > 0;
  }

  async unapprove(actor: Actor, projectRef: string | number, iid: number): Promise<ApprovalState> {
    const target = await this.target(actor, projectRef, iid);
    const user = actor.user;
    if (!user || !can(actor, 'update_merge_request', target.subject)) throw forbidden();
    const removed = await this.deps.uow.run(async (tx) => {
      const { rows } = await sql`delete from merge_request_approvals
        where merge_request_id = ${target.row.id} and user_id = ${user.id} returning user_id`.execute(
        kysely(tx.em),
      );
      if (rows.length > 0) {
        await setReviewerState(kysely(tx.em), target.row.id, user.id, 'unapproved');
        approvalsChanged(tx, target.row.id);
      }
      return rows.length > 0;
    });
    if (!removed) throw notFound();
    return this.approvalState(actor, target);
  }

  // ------------------------------------------------------------------ background

  /**
   * At start: open merge requests a crash left unchecked (written or pushed to, and the process gone
   * before their background diff refresh ended) get their diff refs, change count and mergeability
   * computed by the same refresh, one after another in the background. Each is computed as its
   * author, whose write it was; one whose author is gone or may no longer read its projects waits.
   * Returns how many were found.
   */
  async resumeRefreshes(): Promise<number> {
    const { rows } = await sql<{
      id: number;
      target_project_id: number;
      source_project_id: number;
      author_id: number | null;
    }>`select id, target_project_id, source_project_id, author_id from merge_requests
      where state = 'opened' and merge_status = 'unchecked' order by id`.execute(this.finder.db);
    if (rows.length === 0) return 0;
    this.deps.logger.warn(
      { count: rows.length },
      'Computing the diffs of merge requests a crash left unchecked',
    );
    // Outside any request: one entity manager context for the sweep (project and user lookups).
    this.refresh.inBackground(() =>
      RequestContext.create(this.deps.orm.em, async () => {
        for (const row of rows) {
          try {
            const subjects = await this.subjectsAs(row.author_id, row);
            if (!subjects) {
              this.deps.logger.warn(
                { mergeRequestId: row.id },
                'A merge request diff waits: no author to act for',
              );
              continue;
            }
            await this.refresh.schedule(row.id, subjects.target, subjects.source, 'diff');
          } catch (error) {
            this.deps.logger.error(
              { err: error, mergeRequestId: row.id },
              'Merge request diff refresh failed',
            );
          }
        }
      }),
    );
    return rows.length;
  }

  /**
   * The projects of a merge request as a user reads them (background work done on someone's
   * behalf: its author, a pusher), or null when that user is gone or may not read both.
   */
  async subjectsAs(
    userId: number | null,
    row: { target_project_id: number; source_project_id: number },
  ): Promise<{ target: ProjectSubject; source: ProjectSubject } | null> {
    if (userId === null) return null;
    const user = await this.deps.orm.em.fork().findOne(User, userId);
    if (!user) return null;
    const actor = systemActor(user);
    const target = await this.deps.projects.find(actor, row.target_project_id).catch(() => null);
    const source =
      row.source_project_id === row.target_project_id
        ? target
        : await this.deps.projects.find(actor, row.source_project_id).catch(() => null);
    return target && source ? { target, source } : null;
  }

  /** Waits for background diff computations started so far (tests, shutdown). */
  settle(): Promise<void> {
    return this.refresh.settle();
  }

  private scheduleRefresh(id: number, target: ProjectSubject, source: ProjectSubject): Promise<void> {
    void this.refresh.schedule(id, target, source, 'diff');
    return Promise.resolve();
  }

  // ------------------------------------------------------------------ helpers

  /** The merge request and its project, readable by the actor (404 otherwise). */
  async target(actor: Actor, projectRef: string | number, iid: number): Promise<Target> {
    const subject = await this.deps.projects.find(actor, projectRef);
    if (!can(actor, 'read_merge_request', subject)) throw notFound('Merge Request');
    const row = await this.finder.byIid(subject.project.id, iid);
    if (!row) throw notFound('Merge Request');
    return { subject, row };
  }

  /** Developers edit any merge request; its author and assignees edit their own. */
  async authorizeUpdate(actor: Actor, target: Target): Promise<void> {
    if (!(await this.mayUpdate(actor, target))) throw forbidden();
  }

  /** May the actor update the merge request (GitLab's `update_merge_request` on it)? */
  async mayUpdate(actor: Actor, { subject, row }: Target): Promise<boolean> {
    if (can(actor, 'update_merge_request', subject)) return true;
    const me = actor.user?.id;
    if (me === undefined) return false;
    if (row.author_id === me) return true;
    const { rows } = await sql`select 1 from merge_request_assignees
      where merge_request_id = ${row.id} and user_id = ${me}`.execute(this.finder.db);
    return rows.length > 0;
  }

  /** The merge request of this id in a project the caller has read, or null. */
  async targetById(subject: ProjectSubject, id: number): Promise<Target | null> {
    const [row] = await this.finder.byIds([id]);
    return row && row.target_project_id === subject.project.id ? { subject, row } : null;
  }

  /** Writes a system note on the merge request ("requested changes") in the caller's transaction. */
  async systemNote(tx: Tx, target: Target, authorId: number, body: string): Promise<void> {
    await this.systemNotes?.write(tx, target.row.id, target.row.target_project_id, authorId, body);
  }

  private async approvalState(actor: Actor, target: Target): Promise<ApprovalState> {
    const view = (await this.views(actor, [target.row]))[0]!;
    const { rows } = await sql<{ user_id: number; created_at: Date }>`
      select user_id, created_at from merge_request_approvals where merge_request_id = ${target.row.id}
      order by created_at, user_id`.execute(this.finder.db);
    const users = await this.users(
      actor,
      rows.map((r) => r.user_id),
    );
    const me = actor.user?.id;
    const userHasApproved = rows.some((r) => r.user_id === me);
    return {
      mergeRequest: view,
      approvedBy: rows.flatMap((r) =>
        users.has(r.user_id) ? [{ user: users.get(r.user_id)!, approvedAt: new Date(r.created_at) }] : [],
      ),
      userHasApproved,
      userCanApprove:
        !userHasApproved &&
        target.row.state === 'opened' &&
        can(actor, 'update_merge_request', target.subject),
    };
  }

  private checkTitle(errors: FieldErrors, title: string): void {
    if (!title) addFieldError(errors, 'title', "can't be blank");
    else if (title.length > TITLE_MAX)
      addFieldError(errors, 'title', `is too long (maximum is ${TITLE_MAX} characters)`);
  }

  private checkDescription(errors: FieldErrors, description: string | null | undefined): void {
    if (description && description.length > DESCRIPTION_MAX) {
      addFieldError(errors, 'description', `is too long (maximum is ${DESCRIPTION_MAX} characters)`);
    }
  }

  /** GitLab's branch validations: both exist, differ, and no other open merge request joins them. */
  private async checkBranches(
    actor: Actor,
    source: ProjectSubject,
    sourceBranch: string,
    target: ProjectSubject,
    targetBranch: string,
    exceptId: number | null,
  ): Promise<void> {
    if (source.project.id === target.project.id && sourceBranch === targetBranch) {
      throw verbatimError('unprocessable', "You can't use same project/branch for source and target");
    }
    const sourceRepo = this.deps.repositories.forReading(actor, source);
    const targetRepo = this.deps.repositories.forReading(actor, target);
    if (!(await sourceRepo.resolveCommit(`refs/heads/${sourceBranch}`))) {
      throw verbatimError('unprocessable', `Source branch "${sourceBranch}" does not exist`);
    }
    if (!(await targetRepo.resolveCommit(`refs/heads/${targetBranch}`))) {
      throw verbatimError('unprocessable', `Target branch "${targetBranch}" does not exist`);
    }
    const { rows } = await sql<{ iid: number }>`
      select iid from merge_requests where state = 'opened' and source_project_id = ${source.project.id}
        and source_branch = ${sourceBranch} and target_project_id = ${target.project.id}
        and target_branch = ${targetBranch} and id <> ${exceptId ?? 0} limit 1`.execute(this.finder.db);
    if (rows[0]) {
      throw verbatimError(
        'conflict',
        `Another open merge request already exists for this source branch: !${rows[0].iid}`,
      );
    }
  }

  /** A milestone of the project or its groups; 0 or null: none. Unknown ones are ignored, as GitLab does. */
  private async milestoneFor(
    actor: Actor,
    subject: ProjectSubject,
    milestoneId: number | null | undefined,
  ): Promise<number | null> {
    if (!milestoneId) return null;
    if (!can(actor, 'update_merge_request', subject)) return null;
    const milestone = await this.more.milestones.findForProject(actor, subject, milestoneId);
    return milestone?.id ?? null;
  }

  /** Of these user ids, those who may see the project's merge requests (GitLab drops the others). */
  private async usersFor(subject: ProjectSubject, ids: readonly number[] | undefined): Promise<number[]> {
    const wanted = [...new Set((ids ?? []).filter((id) => id > 0 && id <= 2147483647))];
    if (wanted.length === 0) return [];
    const { rows } = await sql<{ id: number }>`select id from users where id = any(${wanted}::int[])`.execute(
      this.finder.db,
    );
    const existing = wanted.filter((id) => rows.some((r) => r.id === id));
    if (subject.project.visibilityLevel > 0) return existing;
    const allowed: number[] = [];
    for (const id of existing) {
      const levels = await this.deps.access.projectAccessLevels(id, [subject.project.id]);
      if ((levels.get(subject.project.id) ?? 0) >= 10) allowed.push(id);
    }
    return allowed;
  }

  private async assigneeIdsOf(db: ReturnType<typeof kysely>, id: number): Promise<number[]> {
    const { rows } = await sql<{ user_id: number }>`select user_id from merge_request_assignees
      where merge_request_id = ${id} order by created_at, user_id`.execute(db);
    return rows.map((r) => r.user_id);
  }

  /**
   * What notification emails need of a merge request, without an actor (instance-internal): the
   * row, its assignees and reviewers, and who unsubscribed from it. Null when it is gone.
   */
  async notificationFacts(id: number): Promise<MergeRequestNotificationFacts | null> {
    const [row] = await this.finder.byIds([id]);
    if (!row) return null;
    const { rows } = await sql<{ kind: string; user_id: number }>`
      select 'assignee' as kind, user_id from merge_request_assignees where merge_request_id = ${id}
      union all
      select 'reviewer', user_id from merge_request_reviewers where merge_request_id = ${id}
      union all
      select case when subscribed then 'subscribed' else 'unsubscribed' end, user_id
        from merge_request_subscriptions where merge_request_id = ${id}`.execute(this.finder.db);
    const of = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => r.user_id);
    return {
      row,
      assigneeIds: of('assignee'),
      reviewerIds: of('reviewer'),
      subscribedIds: of('subscribed'),
      unsubscribedIds: of('unsubscribed'),
    };
  }

  /**
   * The open merge requests from a branch of a project that existed at `at` (a push then updated
   * them; one opened after the push was not pushed to), instance-internal: ids, oldest first.
   */
  async openFromSourceBranch(projectId: number, branch: string, at: Date): Promise<number[]> {
    const { rows } = await sql<{ id: number }>`
      select id from merge_requests
      where source_project_id = ${projectId} and source_branch = ${branch} and state = 'opened'
        and created_at <= ${at}
      order by id`.execute(this.finder.db);
    return rows.map((r) => r.id);
  }

  private async replaceUsers(
    db: ReturnType<typeof kysely>,
    table: 'merge_request_assignees' | 'merge_request_reviewers',
    id: number,
    userIds: readonly number[],
  ): Promise<void> {
    // Users who stay keep their row (a reviewer's state, when they were added).
    await sql`delete from ${sql.table(table)}
      where merge_request_id = ${id} and not (user_id = any(${[...userIds]}::int[]))`.execute(db);
    if (userIds.length === 0) return;
    await sql`insert into ${sql.table(table)} (merge_request_id, user_id)
      select ${id}, unnest(${[...userIds]}::int[]) on conflict do nothing`.execute(db);
  }

  private async replaceLabels(
    db: ReturnType<typeof kysely>,
    id: number,
    labelIds: readonly number[],
  ): Promise<void> {
    await sql`delete from merge_request_labels where merge_request_id = ${id}`.execute(db);
    if (labelIds.length === 0) return;
    await sql`insert into merge_request_labels (merge_request_id, label_id)
      select ${id}, unnest(${[...labelIds]}::int[])`.execute(db);
  }

  private async labelIdsOf(ids: readonly number[]): Promise<Map<number, number[]>> {
    const { rows } = await sql<{ merge_request_id: number; label_id: number }>`
      select ml.merge_request_id, ml.label_id from merge_request_labels ml join labels l on l.id = ml.label_id
      where ml.merge_request_id = any(${[...ids]}::int[]) order by l.title`.execute(this.finder.db);
    const out = new Map<number, number[]>();
    for (const r of rows)
      (out.get(r.merge_request_id) ?? out.set(r.merge_request_id, []).get(r.merge_request_id)!).push(
        r.label_id,
      );
    return out;
  }

  private async reload(actor: Actor, id: number): Promise<MergeRequestView> {
    const rows = await this.finder.byIds([id]);
    return (await this.views(actor, rows))[0]!;
  }

  private async users(actor: Actor, ids: readonly number[]): Promise<Map<number, MergeRequestUser>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const users = await this.deps.users.loadMany(actor, unique);
    return new Map(users.filter((u): u is User => u !== null).map((u) => [u.id, this.userOf(u)]));
  }

  private userOf(user: User): MergeRequestUser {
    return {
      id: user.id,
      username: user.username,
      name: user.name,
      state: user.state,
      locked: isLocked(user),
      avatarUrl: avatarUrl(user, this.deps.urls),
      webUrl: this.deps.urls.to(user.username),
    };
  }

  /** Views of merge request rows, with what they point to read in a fixed number of statements. */
  private async views(actor: Actor, rows: readonly MergeRequestRow[]): Promise<MergeRequestView[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const db = this.finder.db;
    const me = actor.user?.id ?? 0;
    const [people, labelIds, subscriptions, social] = await Promise.all([
      sql<{ merge_request_id: number; user_id: number; kind: string }>`
        select merge_request_id, user_id, 'assignee' as kind from merge_request_assignees
          where merge_request_id = any(${ids}::int[])
        union all
        select merge_request_id, user_id, 'reviewer' from merge_request_reviewers
          where merge_request_id = any(${ids}::int[])
        order by 1, 2`.execute(db),
      this.labelIdsOf(ids),
      sql<{ merge_request_id: number; subscribed: boolean }>`
        select merge_request_id, subscribed from merge_request_subscriptions
        where user_id = ${me} and merge_request_id = any(${ids}::int[])`.execute(db),
      this.socialCounts
        ? this.socialCounts(ids)
        : Promise.resolve(new Map<number, MergeRequestSocialCounts>()),
    ]);
    const userIds = [
      ...rows.flatMap((r) => [r.author_id, r.merge_user_id, r.closed_by_id]),
      ...people.rows.map((p) => p.user_id),
    ].filter((id): id is number => id !== null);
    const allLabelIds = [...new Set([...labelIds.values()].flat())];
    const milestoneIds = rows.flatMap((r) => (r.milestone_id === null ? [] : [r.milestone_id]));
    const pipelineIds = rows.flatMap((r) => (r.head_pipeline_id === null ? [] : [r.head_pipeline_id]));
    const [users, labels, milestones, pipelines] = await Promise.all([
      this.users(actor, userIds),
      this.more.labels.loadMany(actor, allLabelIds),
      this.more.milestones.viewsByIds(milestoneIds),
      pipelineIds.length ? this.more.pipelines.loadMany(actor, pipelineIds) : Promise.resolve([]),
    ]);
    const labelById = new Map(labels.flatMap((l) => (l ? [[l.id, l] as const] : [])));
    const pipelineById = new Map(pipelines.flatMap((p) => (p ? [[p.id, p] as const] : [])));
    const subscribed = new Map(subscriptions.rows.map((s) => [s.merge_request_id, s.subscribed]));
    const [required, unresolved] = await Promise.all([
      this.mergeRequirements(rows.map((r) => r.target_project_id)),
      this.more.notes.unresolvedThreadCounts('MergeRequest', ids),
    ]);
    return rows.map((row) => {
      const of = (kind: string) =>
        people.rows
          .filter((p) => p.merge_request_id === row.id && p.kind === kind)
          .flatMap((p) => (users.has(p.user_id) ? [users.get(p.user_id)!] : []));
      const pipeline = row.head_pipeline_id === null ? undefined : pipelineById.get(row.head_pipeline_id);
      const webPath = `/${row.project_path}/-/merge_requests/${row.iid}`;
      const draft = DRAFT.test(row.title);
      const headPipeline = pipeline
        ? {
            id: pipeline.id,
            iid: pipeline.iid,
            projectId: row.target_project_id,
            sha: pipeline.sha,
            ref: pipeline.ref,
            status: pipeline.status,
            source: pipeline.source,
            createdAt: pipeline.createdAt,
            updatedAt: pipeline.updatedAt,
            startedAt: pipeline.startedAt ?? null,
            finishedAt: pipeline.finishedAt ?? null,
            webUrl: this.deps.urls.to(`${row.project_path}/-/pipelines/${pipeline.id}`),
          }
        : null;
      return {
        id: row.id,
        iid: row.iid,
        projectId: row.target_project_id,
        sourceProjectId: row.source_project_id,
        title: row.title,
        description: row.description,
        state: row.state,
        sourceBranch: row.source_branch,
        targetBranch: row.target_branch,
        draft,
        author: row.author_id === null ? null : (users.get(row.author_id) ?? null),
        assignees: of('assignee'),
        reviewers: of('reviewer'),
        labels: (labelIds.get(row.id) ?? []).flatMap((id) => (labelById.has(id) ? [labelById.get(id)!] : [])),
        milestone: row.milestone_id === null ? null : (milestones.get(row.milestone_id) ?? null),
        mergeUser: row.merge_user_id === null ? null : (users.get(row.merge_user_id) ?? null),
        mergedAt: usDate(row.merged_us),
        closedBy: row.closed_by_id === null ? null : (users.get(row.closed_by_id) ?? null),
        closedAt: usDate(row.closed_us),
        preparedAt: usDate(row.prepared_us),
        createdAt: usDate(row.created_us)!,
        updatedAt: usDate(row.updated_us)!,
        mergeCommitSha: row.merge_commit_sha,
        squashCommitSha: row.squash_commit_sha,
        squash: row.squash,
        discussionLocked: row.discussion_locked,
        forceRemoveSourceBranch: row.force_remove_source_branch,
        allowCollaboration: row.allow_collaboration,
        mergeWhenPipelineSucceeds: row.merge_when_pipeline_succeeds,
        mergeError: row.merge_error,
        mergeStatus: row.merge_status,
        ...mergeability({
          state: row.state,
          draft,
          mergeStatus: row.merge_status,
          hasConflicts: row.has_conflicts,
          needsRebase: row.needs_rebase,
          pipelineStatus: headPipeline?.status ?? null,
          pipelineRequired: required.pipeline.has(row.target_project_id),
          discussionsRequired: required.discussions.has(row.target_project_id),
          unresolvedThreads: unresolved.get(row.id) ?? 0,
        }),
        hasConflicts: row.has_conflicts,
        needsRebase: row.needs_rebase,
        rebaseInProgress: row.rebase_in_progress,
        shouldRemoveSourceBranch: row.should_remove_source_branch,
        blockingDiscussionsResolved:
          !required.discussions.has(row.target_project_id) || (unresolved.get(row.id) ?? 0) === 0,
        autoMergeStrategy: row.auto_merge_strategy,
        sha: row.head_sha,
        diffRefs:
          row.base_sha && row.head_sha && row.start_sha
            ? { baseSha: row.base_sha, headSha: row.head_sha, startSha: row.start_sha }
            : null,
        changesCount: row.changes_count,
        headPipeline,
        timeEstimate: row.time_estimate,
        totalTimeSpent: row.total_time_spent,
        subscribed: subscribed.get(row.id) ?? false,
        ...(social.get(row.id) ?? { upvotes: 0, downvotes: 0, userNotesCount: 0 }),
        webPath,
        webUrl: this.deps.urls.to(webPath.slice(1)),
        projectPath: row.project_path,
      };
    });
  }

  /**
   * Projects (of these) whose merge requests may only be merged after a successful pipeline, and
   * those that need every thread resolved first.
   */
  private async mergeRequirements(
    projectIds: readonly number[],
  ): Promise<{ pipeline: Set<number>; discussions: Set<number> }> {
    const { rows } = await sql<{ id: number; pipeline: boolean; discussions: boolean }>`
      select id, coalesce((settings ->> 'only_allow_merge_if_pipeline_succeeds')::boolean, false) as pipeline,
        coalesce((settings ->> 'only_allow_merge_if_all_discussions_are_resolved')::boolean, false) as discussions
      from projects where id = any(${[...new Set(projectIds)]}::int[])
        and ((settings ->> 'only_allow_merge_if_pipeline_succeeds')::boolean is true
          or (settings ->> 'only_allow_merge_if_all_discussions_are_resolved')::boolean is true)`.execute(
      this.finder.db,
    );
    return {
      pipeline: new Set(rows.filter((r) => r.pipeline).map((r) => r.id)),
      discussions: new Set(rows.filter((r) => r.discussions).map((r) => r.id)),
    };
  }

  /** The repository holding both branches, and their commits; null when a branch is gone. */
  private async refsOf(
    row: MergeRequestRow,
    target: ProjectSubject,
    source: ProjectSubject,
  ): Promise<MergeRequestRefs | null> {
    const repo = this.deps.repositories.repository(target.project);
    const sourceRepo = source === target ? repo : this.deps.repositories.repository(source.project);
    const head = await sourceRepo.resolveCommit(`refs/heads/${row.source_branch}`);
    const start = await repo.resolveCommit(`refs/heads/${row.target_branch}`);
    if (!head || !start) return null;
    // A fork's objects are read through git's alternates, without copying them.
    const env =
      sourceRepo === repo
        ? undefined
        : { GIT_ALTERNATE_OBJECT_DIRECTORIES: path.join(sourceRepo.path, 'objects') };
    return { repo, head, start, env };
  }

  private async resolveRefs(actor: Actor, row: MergeRequestRow) {
    const target = await this.deps.projects.find(actor, row.target_project_id);
    if (!can(actor, 'read_code', target)) throw notFound('Merge Request');
    const source =
      row.source_project_id === row.target_project_id
        ? target
        : await this.deps.projects.find(actor, row.source_project_id).catch(() => null);
    return source ? this.refsOf(row, target, source) : null;
  }
}

function stats(estimate: number, spent: number): TimeStats {
  return {
    timeEstimate: estimate,
    totalTimeSpent: spent,
    humanTimeEstimate: humanDuration(estimate),
    humanTotalTimeSpent: humanDuration(spent),
  };
}

/** The mergeability checks of a merge request and the detailed status they make. */
function mergeability(facts: MergeabilityFacts) {
  const checks = mergeabilityChecks(facts);
  return { mergeabilityChecks: checks, detailedMergeStatus: detailedMergeStatus(facts, checks) };
}

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && [...a].sort().join() === [...b].sort().join();
}
