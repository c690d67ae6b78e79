import { checkUnmodifiedSince, type DeletePrecondition } from '../../../core/precondition.ts';
import { sql } from 'kysely';
import { isAdmin, requireUser, type Actor } from '../../../core/actor.ts';
import type { RunnerAccessView } from '../../../core/permission-table.ts';
import { authorize, can } from '../../../core/policy.ts';
import { AccessLevel } from '../../../core/access.ts';
import {
  DomainError,
  badRequest,
  invalid,
  invalidField,
  notFound,
  verbatimError,
} from '../../../core/errors.ts';
import { digestToken, generateToken } from '../../../core/secrets.ts';
import type { Tx } from '../../../core/tx.ts';
import { kysely } from '../../../db/database.ts';
import type { ModuleDeps } from '../../../services.ts';
import type { PlanLimitsService } from '../../plan-limits/plan-limits.service.ts';
import { Project } from '../../projects/project.entity.ts';
import {
  Runner,
  RunnerManager,
  RunnerProject,
  type RunnerAccessLevel,
  type RunnerType,
} from './runner.entity.ts';
import { projectCiFlag } from '../project-ci-flags.ts';
import { matchesFilters, type RunnerFilters } from './runner-status.ts';
import { emptyPage, type RunnerNode, type RunnerView } from './runner-view.ts';
import {
  RunnersFinder,
  type RunnerListFilters,
  type RunnerMembership,
  type RunnerProjectsQuery,
  type RunnerSort,
} from './runners.finder.ts';
import type { KeysetPageRequest, Page } from '../../../core/pagination.ts';
import type { ProjectSubject } from '../../projects/projects.policy.ts';

/** GitLab's cap on `jobCount`: counted up to this, plus one to tell that there are more. */
export const RUNNER_JOB_COUNT_LIMIT = 1000;

export const RUNNER_TOKEN_PREFIX = 'glrt-';
export const MAINTENANCE_NOTE_LIMIT = 1024;

export interface RunnerAttributes {
  description?: string;
  paused?: boolean;
  locked?: boolean;
  runUntagged?: boolean;
  tagList?: string[];
  accessLevel?: RunnerAccessLevel;
  maximumTimeout?: number | null;
  maintenanceNote?: string | null;
  /** Administrators only. */
  publicProjectsMinutesCostFactor?: number;
  /** Administrators only. */
  privateProjectsMinutesCostFactor?: number;
}

/** Whose a new runner is: the instance's, a group's or a project's. */
export type RunnerOwner =
  | { runnerType: 'instance_type' }
  | { runnerType: 'group_type'; groupId: number }
  | { runnerType: 'project_type'; projectId: number };

export interface RunnerCreateInput extends RunnerAttributes {
  runnerType: RunnerType;
  groupId?: number;
  projectId?: number;
}

/** What a runner reports about the machine it runs on. */
export interface RunnerContact {
  systemId?: string;
  version?: string;
  revision?: string;
  platform?: string;
  architecture?: string;
  ipAddress?: string;
}

/**
 * Runners: created by users for the instance, a group or a project (the token shown once), listed
 * and managed by those who own them, and authenticated by their token when they call in.
 */
export class RunnersService {
  private readonly deps: ModuleDeps;
  private readonly planLimits: PlanLimitsService;

  private readonly finder: RunnersFinder;

  constructor(deps: ModuleDeps, planLimits: PlanLimitsService) {
    this.deps = deps;
    this.planLimits = planLimits;
    this.finder = new RunnersFinder(deps.orm);
  }

  private get em() {
    return this.deps.orm.em.fork();
  }

  // ------------------------------------------------------------------ creation and tokens

  /** POST /user/runners: a runner and its authentication token, shown this once. */
  async create(actor: Actor, input: RunnerCreateInput): Promise<{ runner: Runner; token: string }> {
    const me = requireUser(actor);
    this.checkAttributes(input);
    let owner: RunnerOwner;
    if (input.runnerType === 'instance_type') {
      authorize(actor, 'admin_instance_runners', null);
      owner = { runnerType: 'instance_type' };
    } else if (input.runnerType === 'group_type') {
      if (input.groupId === undefined) throw badRequest('group_id is missing');
      const group = await this.deps.groups.find(actor, input.groupId);
      authorize(actor, 'admin_group_runners', group);
      owner = { runnerType: 'group_type', groupId: group.group.id };
    } else {
      if (input.projectId === undefined) throw badRequest('project_id is missing');
      const subject = await this.deps.projects.find(actor, input.projectId);
      authorize(actor, 'admin_project_runners', subject);
      owner = { runnerType: 'project_type', projectId: subject.project.id };
    }
    return this.insert(owner, input, me.id);
  }

  /**
   * A runner of an owner whose registration token a runner presented (POST /runners, GitLab's
   * legacy registration): no user creates it.
   */
  async createRegistered(
    owner: RunnerOwner,
    input: RunnerAttributes,
  ): Promise<{ runner: Runner; token: string }> {
    this.checkAttributes(input);
    return this.insert(owner, input, null);
  }

  private async insert(
    owner: RunnerOwner,
    input: RunnerAttributes,
    creatorId: number | null,
  ): Promise<{ runner: Runner; token: string }> {
    const limits = await this.planLimits.limits();
    const groupId = owner.runnerType === 'group_type' ? owner.groupId : null;
    const projectId = owner.runnerType === 'project_type' ? owner.projectId : null;
    const token = generateToken(RUNNER_TOKEN_PREFIX);
    const runner = await this.deps.uow.run(async (tx) => {
      // Counted and created under one lock per owner, so concurrent creations cannot pass the limit.
      if (groupId !== null) {
        await lockRunnerOwner(tx, 'group', groupId);
        const count = await tx.em.count(Runner, { group: groupId });
        if (limits.ciRegisteredGroupRunners > 0 && count >= limits.ciRegisteredGroupRunners) {
          throw invalid({
            'runner_namespaces.base': [
              `Maximum number of ci registered group runners (${limits.ciRegisteredGroupRunners}) exceeded`,
            ],
          });
        }
      }
      if (projectId !== null) await checkProjectRunnerLimit(tx, projectId, limits.ciRegisteredProjectRunners);
      const created = tx.em.create(Runner, {
        runnerType: owner.runnerType,
        group: groupId,
        description: input.description ?? '',
        paused: input.paused ?? false,
        locked: input.locked ?? owner.runnerType === 'project_type',
        runUntagged: input.runUntagged ?? true,
        tagList: normalizeTags(input.tagList ?? []),
        accessLevel: input.accessLevel ?? 'not_protected',
        maximumTimeout: input.maximumTimeout ?? null,
        maintenanceNote: input.maintenanceNote ?? null,
        tokenDigest: digestToken(token),
        creator: creatorId,
      });
      if (projectId !== null) tx.em.create(RunnerProject, { runner: created, project: projectId });
      return created;
    });
    return { runner, token };
  }

  /** The runner a `glrt-` token belongs to, or null. */
  async authenticateRunner(token: string | undefined): Promise<Runner | null> {
    if (!token) return null;
    const runner = await this.em.findOne(Runner, { tokenDigest: digestToken(token) });
    if (!runner || (runner.tokenExpiresAt && runner.tokenExpiresAt.getTime() < Date.now())) return null;
    return runner;
  }

  private async requireRunnerToken(token: string | undefined): Promise<Runner> {
    const runner = await this.authenticateRunner(token);
    if (!runner) throw verbatimError('forbidden', '403 Forbidden');
    return runner;
  }

  /** POST /runners/verify (and the runner's register call): the token is valid; contact recorded. */
  async verify(token: string | undefined, contact: RunnerContact): Promise<Runner> {
    const runner = await this.requireRunnerToken(token);
    await this.recordContact(runner, contact);
    return runner;
  }

  /**
   * Records that a runner called in (and from which machine): `contacted_at` drives its status.
   * Returns the machine's id when the runner named one (`system_id`).
   */
  async recordContact(runner: Runner, contact: RunnerContact): Promise<number | null> {
    const now = new Date();
    const managerId = await this.deps.uow.run(async (tx) => {
      const row = await tx.em.findOneOrFail(Runner, runner.id);
      row.contactedAt = now;
      if (contact.version) row.version = contact.version;
      if (contact.systemId) {
        const manager =
          (await tx.em.findOne(RunnerManager, { runner: runner.id, systemId: contact.systemId })) ??
          tx.em.create(RunnerManager, { runner: runner.id, systemId: contact.systemId });
        manager.contactedAt = now;
        manager.version = contact.version ?? manager.version ?? null;
        manager.revision = contact.revision ?? manager.revision ?? null;
        manager.platform = contact.platform ?? manager.platform ?? null;
        manager.architecture = contact.architecture ?? manager.architecture ?? null;
        manager.ipAddress = contact.ipAddress ?? manager.ipAddress ?? null;
        await tx.em.flush();
        return manager.id;
      }
      return null;
    });
    runner.contactedAt = now;
    return managerId;
  }

  /** DELETE /runners with the runner's token. */
  async deleteByToken(token: string | undefined): Promise<void> {
    const runner = await this.requireRunnerToken(token);
    await this.remove(runner.id);
  }

  /** DELETE /runners/managers: forgets one machine of a runner. */
  async deleteManager(token: string | undefined, systemId: string): Promise<void> {
    const runner = await this.requireRunnerToken(token);
    const deleted = await this.deps.uow.run((tx) =>
      tx.em.nativeDelete(RunnerManager, { runner: runner.id, systemId }),
    );
    if (deleted === 0) throw notFound('Runner manager');
  }

  async resetTokenByToken(token: string | undefined): Promise<{ runner: Runner; token: string }> {
    const runner = await this.requireRunnerToken(token);
    return this.rotate(runner.id);
  }

  async resetToken(actor: Actor, id: number): Promise<{ runner: Runner; token: string }> {
    await this.findManageable(actor, id);
    return this.rotate(id);
  }

  private async rotate(id: number): Promise<{ runner: Runner; token: string }> {
    const token = generateToken(RUNNER_TOKEN_PREFIX);
    const runner = await this.deps.uow.run(async (tx) => {
      const row = await tx.em.findOneOrFail(Runner, id);
      row.tokenDigest = digestToken(token);
      return row;
    });
    return { runner, token };
  }

  // ------------------------------------------------------------------ reads

  /** GET /runners/:id: administrators, anyone for instance runners, developers of its group or projects. */
  async get(actor: Actor, id: number): Promise<RunnerView> {
    return this.view(await this.findAllowed(actor, id, 'read_runner'));
  }

  /** Who may list the jobs a runner ran (GET /runners/:id/jobs): the runner's owners. */
  async checkJobsAccess(actor: Actor, id: number): Promise<void> {
    await this.findAllowed(actor, id, 'read_runner_jobs');
  }

  /** GET /runners/:id/managers: the machines the runner has called in from, for those who may read it. */
  async managers(actor: Actor, id: number): Promise<RunnerManager[]> {
    await this.get(actor, id);
    return this.em.find(RunnerManager, { runner: id }, { orderBy: { id: 'asc' } });
  }

  /** Runners of a list: `owned` (GET /runners), every runner (administrators), a project's or a group's. */
  async list(
    actor: Actor,
    scope:
      | { kind: 'owned' }
      | { kind: 'all' }
      | { kind: 'project'; id: string | number }
      | { kind: 'group'; id: string | number },
    filters: RunnerFilters,
  ): Promise<Runner[]> {
    const me = requireUser(actor);
    const em = this.em;
    let runners: Runner[];
    if (scope.kind === 'all') {
      authorize(actor, 'admin_instance_runners', null);
      runners = await em.find(Runner, {}, { orderBy: { id: 'asc' } });
    } else if (scope.kind === 'project') {
      const subject = await this.deps.projects.find(actor, scope.id);
      authorize(actor, 'admin_project_runners', subject);
      runners = await this.availableTo(subject.project);
    } else if (scope.kind === 'group') {
      const group = await this.deps.groups.find(actor, scope.id);
      authorize(actor, 'read_group_runners', group);
      runners = await em.find(
        Runner,
        { $or: [{ runnerType: 'instance_type' }, { group: { $in: group.group.traversalIds } }] },
        { orderBy: { id: 'asc' } },
      );
    } else {
      runners = await this.owned(me.id);
    }
    return runners.filter((r) => matchesFilters(r, filters, new Date()));
  }

  /**
   * One page of a runner list, read in SQL: every runner (administrators), a group's (maintainers)
   * or those a project's jobs may run on (maintainers).
   */
  async page(
    actor: Actor,
    scope:
      | { kind: 'all' }
      | { kind: 'group'; id: string | number; membership: RunnerMembership }
      | { kind: 'project'; id: string | number },
    filters: RunnerListFilters,
    sort: RunnerSort,
    request: KeysetPageRequest,
  ): Promise<Page<RunnerNode>> {
    requireUser(actor);
    let page: Page<Runner>;
    if (scope.kind === 'all') {
      authorize(actor, 'admin_instance_runners', null);
      page = await this.finder.page({ kind: 'all' }, filters, sort, request);
    } else if (scope.kind === 'group') {
      const group = await this.deps.groups.find(actor, scope.id);
      authorize(actor, 'read_group_runners', group);
      const ancestorIds = group.group.traversalIds;
      page = await this.finder.page(
        { kind: 'group', groupId: group.group.id, ancestorIds, membership: scope.membership },
        filters,
        sort,
        request,
      );
    } else {
      const subject = await this.deps.projects.find(actor, scope.id);
      authorize(actor, 'admin_project_runners', subject);
      const project = await this.em.findOneOrFail(Project, subject.project.id, { populate: ['namespace'] });
      page = await this.finder.page(
        {
          kind: 'project',
          projectId: project.id,
          groupIds: groupRunnerOwners(project),
          withInstance: project.sharedRunnersEnabled,
        },
        filters,
        sort,
        request,
      );
    }
    const access = await this.accessViews(actor, page.items);
    return { ...page, items: page.items.map((runner, i) => ({ runner, access: access[i]! })) };
  }

  /**
   * One page of the runners a user owns (GraphQL's `UserCore.runners`), seen by that user alone; with
   * `assignableToProjectPath`, those they could enable in that project. Null for anyone else.
   */
  async ownedPage(
    actor: Actor,
    userId: number,
    filters: RunnerListFilters,
    sort: RunnerSort,
    request: KeysetPageRequest,
    assignableToProjectPath?: string,
  ): Promise<Page<RunnerNode> | null> {
    if (actor.user?.id !== userId) return null;
    let assignableTo: number | undefined;
    if (assignableToProjectPath !== undefined) {
      const subject = await this.deps.projects
        .find(actor, assignableToProjectPath)
        .catch((error: unknown) => {
          if (error instanceof DomainError) return null;
          throw error;
        });
      if (!subject) return emptyPage();
      assignableTo = subject.project.id;
    }
    const page = await this.finder.page(
      {
        kind: 'owned',
        maintainedProjectIds: this.deps.access.authorizedProjectIds(userId, AccessLevel.MAINTAINER),
        ownedGroupIds: this.deps.access.authorizedGroupIds(userId, AccessLevel.OWNER),
        assignableTo,
      },
      filters,
      sort,
      request,
    );
    const access = await this.accessViews(actor, page.items);
    return { ...page, items: page.items.map((runner, i) => ({ runner, access: access[i]! })) };
  }

  /** Runners by id for DataLoader: those the actor may read, null for the others. */
  async loadMany(actor: Actor, ids: readonly number[]): Promise<(RunnerNode | null)[]> {
    if (!actor.user) return ids.map(() => null);
    const runners = await this.finder.load(ids);
    const access = await this.accessViews(actor, runners);
    const readable = new Map<number, RunnerNode>();
    runners.forEach((runner, i) => {
      if (can(actor, 'read_runner', access[i]!)) readable.set(runner.id, { runner, access: access[i]! });
    });
    return ids.map((id) => readable.get(id) ?? null);
  }

  /** Runner machines by id: those of runners the actor may read, null for the others. */
  async loadManagers(actor: Actor, ids: readonly number[]): Promise<(RunnerManager | null)[]> {
    const managers = await this.finder.managers(ids);
    const runners = await this.loadMany(actor, [...new Set(managers.map((m) => m.runner.id))]);
    const readable = new Set(runners.filter((r) => r !== null).map((r) => r.runner.id));
    const byId = new Map(managers.filter((m) => readable.has(m.runner.id)).map((m) => [m.id, m]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  /** The same page of machines for each of these (readable) runners. */
  managerPages(
    runnerIds: readonly number[],
    request: KeysetPageRequest,
  ): Promise<Map<number, Page<RunnerManager>>> {
    return this.finder.managersByRunner(runnerIds, request);
  }

  /** The same page of projects for each of these (readable) runners: those the actor may see. */
  async projectPages(
    actor: Actor,
    runnerIds: readonly number[],
    filter: RunnerProjectsQuery,
    request: KeysetPageRequest,
  ): Promise<Map<number, Page<ProjectSubject>>> {
    const pages = await this.finder.projectIdsByRunner(runnerIds, filter, request);
    const ids = [...new Set([...pages.values()].flatMap((p) => p.items))];
    const subjects = await this.deps.projects.loadMany(actor, ids);
    const visible = new Map(ids.map((id, i) => [id, subjects[i] ?? null]));
    const result = new Map<number, Page<ProjectSubject>>();
    for (const [runnerId, page] of pages) {
      const kept = page.items.map((id, i) => ({ subject: visible.get(id), cursor: page.cursorAt(i) }));
      const shown = kept.filter((k): k is { subject: ProjectSubject; cursor: string } => !!k.subject);
      result.set(runnerId, {
        ...page,
        items: shown.map((k) => k.subject),
        cursorAt: (i) => shown[i]!.cursor,
      });
    }
    return result;
  }

  /** Each runner's projects (ids in link order, the first owning it), for counts and owners. */
  projectLinks(runnerIds: readonly number[]): Promise<Map<number, number[]>> {
    return this.finder.projectLinks(runnerIds);
  }

  /** Which of these runners are running a job now. */
  executing(runnerIds: readonly number[]): Promise<Set<number>> {
    return this.finder.executing(runnerIds);
  }

  /**
   * Deletes each runner the actor may delete; the others are left with a reason. Returns the ids
   * deleted and the reasons.
   */
  async bulkDelete(actor: Actor, ids: readonly number[]): Promise<{ deleted: number[]; errors: string[] }> {
    const deleted: number[] = [];
    const errors: string[] = [];
    for (const id of ids) {
      try {
        await this.delete(actor, id);
        deleted.push(id);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        errors.push(`Runner ${id}: ${error.describe()}`);
      }
    }
    return { deleted, errors };
  }

  /** Pauses or resumes each runner the actor may change; the others are left with a reason. */
  async bulkPause(
    actor: Actor,
    ids: readonly number[],
    paused: boolean,
  ): Promise<{ updated: Runner[]; errors: string[] }> {
    const updated: Runner[] = [];
    const errors: string[] = [];
    for (const id of ids) {
      try {
        updated.push((await this.update(actor, id, { paused })).runner);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        errors.push(`Runner ${id}: ${error.describe()}`);
      }
    }
    return { updated, errors };
  }

  /** Jobs each runner ran, counted up to `RUNNER_JOB_COUNT_LIMIT` plus one. */
  jobCounts(runnerIds: readonly number[]): Promise<Map<number, number>> {
    return this.finder.jobCounts(runnerIds, RUNNER_JOB_COUNT_LIMIT);
  }

  /** The actor's access to each runner (its group, or the best of its projects), in a fixed number of queries. */
  async accessViews(actor: Actor, runners: readonly Runner[]): Promise<RunnerAccessView[]> {
    const user = actor.user;
    if (!user) return runners.map((r) => ({ runnerType: r.runnerType, access: 0 }));
    const groupIds = [...new Set(runners.filter((r) => r.group).map((r) => r.group!.id))];
    const projectRunners = runners.filter((r) => r.runnerType === 'project_type').map((r) => r.id);
    const links = await this.finder.projectLinks(projectRunners);
    const projectIds = [...new Set([...links.values()].flat())];
    const [groupLevels, projectLevels] = await Promise.all([
      groupIds.length > 0 ? this.deps.access.groupAccessLevels(user.id, groupIds) : new Map<number, number>(),
      projectIds.length > 0
        ? this.deps.access.projectAccessLevels(user.id, projectIds)
        : new Map<number, number>(),
    ]);
    return runners.map((runner) => {
      if (runner.runnerType === 'instance_type') return { runnerType: runner.runnerType, access: 0 };
      if (runner.runnerType === 'group_type')
        return { runnerType: runner.runnerType, access: groupLevels.get(runner.group!.id) ?? 0 };
      const levels = (links.get(runner.id) ?? []).map((id) => projectLevels.get(id) ?? 0);
      return { runnerType: runner.runnerType, access: Math.max(0, ...levels) };
    });
  }

  /** Runners a project's jobs may run on: its own, its groups' and the instance's (when enabled). */
  async availableTo(project: Project): Promise<Runner[]> {
    const em = this.em;
    const own = (await em.find(RunnerProject, { project: project.id }, { populate: ['runner'] })).map(
      (rp) => rp.runner,
    );
    const groups = groupRunnerOwners(
      await em.findOneOrFail(Project, project.id, { populate: ['namespace'] }),
    );
    const shared = await em.find(
      Runner,
      {
        $or: [
          ...(project.sharedRunnersEnabled ? [{ runnerType: 'instance_type' as const }] : []),
          ...(groups.length > 0 ? [{ group: { $in: groups } }] : []),
        ],
      },
      { orderBy: { id: 'asc' } },
    );
    const all = [...own, ...(project.sharedRunnersEnabled || groups.length > 0 ? shared : [])];
    return [...new Map(all.map((r) => [r.id, r])).values()].sort((a, b) => a.id - b.id);
  }

  private async owned(userId: number): Promise<Runner[]> {
    const em = this.em;
    const links = await em.find(RunnerProject, {}, { populate: ['runner'] });
    const projectLevels = await this.deps.access.projectAccessLevels(userId, [
      ...new Set(links.map((l) => l.project.id)),
    ]);
    const projectRunners = links
      .filter((l) => (projectLevels.get(l.project.id) ?? 0) >= AccessLevel.MAINTAINER)
      .map((l) => l.runner);
    const groupRunners = await em.find(Runner, { runnerType: 'group_type' });
    const groupLevels = await this.deps.access.groupAccessLevels(userId, [
      ...new Set(groupRunners.map((r) => r.group!.id)),
    ]);
    const owned = groupRunners.filter((r) => (groupLevels.get(r.group!.id) ?? 0) >= AccessLevel.OWNER);
    return [...new Map([...projectRunners, ...owned].map((r) => [r.id, r])).values()].sort(
      (a, b) => a.id - b.id,
    );
  }

  async view(runner: Runner): Promise<RunnerView> {
    const links = await this.em.find(
      RunnerProject,
      { runner: runner.id },
      { populate: ['project', 'project.namespace'], orderBy: { id: 'asc' } },
    );
    return { runner, projects: links.map((l) => l.project) };
  }

  // ------------------------------------------------------------------ changes

  async update(actor: Actor, id: number, input: RunnerAttributes): Promise<RunnerView> {
    await this.findManageable(actor, id);
    this.checkAttributes(input);
    if (
      input.publicProjectsMinutesCostFactor !== undefined ||
      input.privateProjectsMinutesCostFactor !== undefined
    ) {
      authorize(actor, 'admin_instance_runners', null);
    }
    const runner = await this.deps.uow.run(async (tx) => {
      const row = await tx.em.findOneOrFail(Runner, id);
      if (input.description !== undefined) row.description = input.description;
      if (input.paused !== undefined) row.paused = input.paused;
      if (input.locked !== undefined) row.locked = input.locked;
      if (input.runUntagged !== undefined) row.runUntagged = input.runUntagged;
      if (input.tagList !== undefined) row.tagList = normalizeTags(input.tagList);
      if (input.accessLevel !== undefined) row.accessLevel = input.accessLevel;
      if (input.maximumTimeout !== undefined) row.maximumTimeout = input.maximumTimeout;
      if (input.maintenanceNote !== undefined) row.maintenanceNote = input.maintenanceNote;
      if (input.publicProjectsMinutesCostFactor !== undefined)
        row.publicProjectsMinutesCostFactor = input.publicProjectsMinutesCostFactor;
      if (input.privateProjectsMinutesCostFactor !== undefined)
        row.privateProjectsMinutesCostFactor = input.privateProjectsMinutesCostFactor;
      if (!row.runUntagged && row.tagList.length === 0) {
        throw invalidField('tags_list', 'can not be empty when runner is not allowed to pick untagged jobs');
      }
      return row;
    });
    return this.view(runner);
  }

  async delete(actor: Actor, id: number, precondition?: DeletePrecondition): Promise<void> {
    const runner = await this.findManageable(actor, id);
    if (!isAdmin(actor) && runner.runnerType === 'project_type') {
      const count = await this.em.count(RunnerProject, { runner: id });
      if (count > 1)
        throw verbatimError('forbidden', '403 Forbidden - Runner associated with more than one project');
    }
    checkUnmodifiedSince(precondition, runner.updatedAt);
    await this.remove(id);
  }

  private async remove(id: number): Promise<void> {
    await this.deps.uow.run(async (tx) => {
      tx.em.remove(await tx.em.findOneOrFail(Runner, id));
    });
  }

  /** POST /projects/:id/runners: a project runner of another project of the caller's, enabled here. */
  async enableInProject(
    actor: Actor,
    projectIdOrPath: string | number,
    runnerId: number,
  ): Promise<RunnerView> {
    const subject = await this.deps.projects.find(actor, projectIdOrPath);
    authorize(actor, 'admin_project_runners', subject);
    const runner = await this.em.findOne(Runner, runnerId);
    if (!runner) throw notFound('Runner');
    if (runner.runnerType !== 'project_type')
      throw verbatimError('forbidden', '403 Forbidden - Runner is not a project runner');
    if (!isAdmin(actor)) {
      if (runner.locked) throw verbatimError('forbidden', '403 Forbidden - Runner is locked');
      authorize(actor, 'assign_runner', await this.runnerView(actor, runner));
    }
    const exists = await this.em.count(RunnerProject, { runner: runnerId, project: subject.project.id });
    if (exists > 0) throw invalidField('runner', 'has already been taken');
    const limit = (await this.planLimits.limits()).ciRegisteredProjectRunners;
    await this.deps.uow.run(async (tx) => {
      await checkProjectRunnerLimit(tx, subject.project.id, limit);
      tx.em.create(RunnerProject, { runner: runnerId, project: subject.project.id });
    });
    return this.view(runner);
  }

  /** DELETE /projects/:id/runners/:runner_id: not from the runner's only project. */
  async disableInProject(actor: Actor, projectIdOrPath: string | number, runnerId: number): Promise<void> {
    const subject = await this.deps.projects.find(actor, projectIdOrPath);
    authorize(actor, 'admin_project_runners', subject);
    const link = await this.em.findOne(RunnerProject, { runner: runnerId, project: subject.project.id });
    if (!link) throw notFound('Runner');
    const count = await this.em.count(RunnerProject, { runner: runnerId });
    if (count <= 1) {
      throw verbatimError(
        'forbidden',
        '403 Forbidden - Only one project associated with the runner. Please remove the runner instead',
      );
    }
    await this.deps.uow.run(async (tx) => {
      tx.em.remove(await tx.em.findOneOrFail(RunnerProject, link.id));
    });
  }

  // ------------------------------------------------------------------ rules

  /** The runner and the actor's access to what it belongs to: its group, or the best of its projects. */
  private async runnerView(actor: Actor, runner: Runner): Promise<RunnerAccessView> {
    const user = actor.user;
    if (!user || runner.runnerType === 'instance_type') return { runnerType: runner.runnerType, access: 0 };
    if (runner.runnerType === 'group_type') {
      const levels = await this.deps.access.groupAccessLevels(user.id, [runner.group!.id]);
      return { runnerType: runner.runnerType, access: levels.get(runner.group!.id) ?? 0 };
    }
    const links = await this.em.find(RunnerProject, { runner: runner.id });
    const levels = await this.deps.access.projectAccessLevels(
      user.id,
      links.map((l) => l.project.id),
    );
    return { runnerType: runner.runnerType, access: Math.max(0, ...levels.values()) };
  }

  private async findAllowed(
    actor: Actor,
    id: number,
    ability: 'read_runner' | 'read_runner_jobs',
  ): Promise<Runner> {
    requireUser(actor);
    const runner = await this.em.findOne(Runner, id, { populate: ['group'] });
    if (!runner) throw notFound('Runner');
    if (!can(actor, ability, await this.runnerView(actor, runner))) {
      throw verbatimError('forbidden', '403 Forbidden - No access granted');
    }
    return runner;
  }

  private async findManageable(actor: Actor, id: number): Promise<Runner> {
    requireUser(actor);
    const runner = await this.em.findOne(Runner, id);
    if (!runner) throw notFound('Runner');
    if (can(actor, 'admin_runner', await this.runnerView(actor, runner))) return runner;
    if (runner.runnerType === 'instance_type')
      throw verbatimError('forbidden', '403 Forbidden - Runner is shared');
    throw verbatimError('forbidden', '403 Forbidden - No access granted');
  }

  private checkAttributes(input: RunnerAttributes): void {
    if (input.maintenanceNote && input.maintenanceNote.length > MAINTENANCE_NOTE_LIMIT) {
      throw invalidField('maintenance_note', `is too long (maximum is ${MAINTENANCE_NOTE_LIMIT} characters)`);
    }
    if (input.maximumTimeout !== undefined && input.maximumTimeout !== null && input.maximumTimeout < 600) {
      throw invalidField('maximum_timeout', 'needs to be at least 10 minutes');
    }
    for (const [field, value] of [
      ['public_projects_minutes_cost_factor', input.publicProjectsMinutesCostFactor],
      ['private_projects_minutes_cost_factor', input.privateProjectsMinutesCostFactor],
    ] as const) {
      if (value !== undefined && !(value >= 0))
        throw invalidField(field, 'must be greater than or equal to 0');
    }
  }
}

/** The groups whose runners take a project's jobs: its ancestors, unless it turned group runners off. */
function groupRunnerOwners(project: Project): number[] {
  if (project.namespace.kind !== 'Group' || !projectCiFlag(project, 'group_runners_enabled')) return [];
  return project.namespace.traversalIds;
}

function normalizeTags(tags: string[]): string[] {
  return [...new Set(tags.map((t) => t.trim()).filter(Boolean))];
}

async function lockRunnerOwner(tx: Tx, kind: 'group' | 'project', id: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`ci_runners:${kind}`}), ${id})`.execute(kysely(tx.em));
}

/** A project has room for one more runner (`ci_registered_project_runners`; 0 is no limit). */
async function checkProjectRunnerLimit(tx: Tx, projectId: number, limit: number): Promise<void> {
  await lockRunnerOwner(tx, 'project', projectId);
  const count = await tx.em.count(RunnerProject, { project: projectId });
  if (limit > 0 && count >= limit) {
    throw invalid({
      'runner_projects.base': [`Maximum number of ci registered project runners (${limit}) exceeded`],
    });
  }
}
