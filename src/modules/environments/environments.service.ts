import { sql } from 'kysely';
import type { Actor } from '../../core/actor.ts';
import {
  addFieldError,
  forbidden,
  notFound,
  throwIfInvalid,
  verbatimError,
  type FieldErrors,
} from '../../core/errors.ts';
import { type KeysetPageRequest, type Page, type PageRequest } from '../../core/pagination.ts';
import { authorize, can } from '../../core/policy.ts';
import type { Tx } from '../../core/tx.ts';
import { kysely } from '../../db/database.ts';
import type { ModuleDeps } from '../../services.ts';
import type { ProjectSubject } from '../projects/projects.policy.ts';
import { ENVIRONMENT_TIERS, type EnvironmentTier } from './environment.entity.ts';
import { NAME_MESSAGE, slugOf, tierOf, validName } from './environment-names.ts';
import type { DeploymentView, EnvironmentView } from './environment-view.ts';
import { EnvironmentsFinder, type EnvironmentFilters } from './environments.finder.ts';

declare module '../../core/events.ts' {
  interface DomainEventMap {
    /** An environment was created, changed, stopped or deleted. */
    'environment.changed': {
      environmentId: number;
      projectId: number;
      action: 'create' | 'update' | 'stop' | 'delete';
      actorId: number | null;
    };
  }
}

export interface EnvironmentInput {
  name?: string;
  externalUrl?: string | null;
  tier?: string | null;
  description?: string | null;
  autoStopAt?: Date | null;
}

/**
 * How an environment's stop job (`on_stop`) is found and played; CI provides it (environments know
 * jobs only through this interface).
 */
export interface StopActions {
  /** The job named `name` in the pipeline of the job `jobId`, playable (manual), if there is one. */
  stopJobOf(projectId: number, jobId: number, name: string): Promise<number | null>;
  play(actor: Actor, projectId: number, jobId: number): Promise<void>;
}

const URL_MAX = 255;
const NAME_MAX = 255;
const DESCRIPTION_MAX = 10_000;
const ENVIRONMENT_LOCK = 7_601;

/**
 * Environments of projects (GitLab's `Environment` and its services): lists with GitLab's filters,
 * create and update with its validations, stop (through the `on_stop` job unless forced), stop of
 * stale and expired ones, delete of stopped ones. Deployments live in DeploymentsService.
 */
export class EnvironmentsService {
  private readonly deps: ModuleDeps;
  readonly finder: EnvironmentsFinder;
  private stopActions: StopActions | null = null;

  constructor(deps: ModuleDeps) {
    this.deps = deps;
    this.finder = new EnvironmentsFinder(deps.orm);
  }

  /** CI plugs its stop jobs in here (no import of CI from this module). */
  useStopActions(actions: StopActions): void {
    this.stopActions = actions;
  }

  // ------------------------------------------------------------------ reads

  /** The project named, as the actor sees it, with `ability` required (GitLab's `authorize!`: 403). */
  async project(
    actor: Actor,
    idOrPath: string | number,
    ability:
      | 'read_environment'
      | 'create_environment'
      | 'destroy_environment'
      | 'destroy_deployment'
      | 'admin_environment',
  ): Promise<ProjectSubject> {
    const subject = await this.deps.projects.find(actor, idOrPath);
    authorize(actor, ability, subject);
    return subject;
  }

  async list(
    actor: Actor,
    idOrPath: string | number,
    filters: EnvironmentFilters,
    request: PageRequest,
  ): Promise<Page<EnvironmentView>> {
    const subject = await this.project(actor, idOrPath, 'read_environment');
    if (filters.name !== undefined && filters.search !== undefined) {
      throw verbatimError('bad_request', 'name, search are mutually exclusive');
    }
    if (filters.search !== undefined && filters.search.length < 3) {
      throw verbatimError('bad_request', '400 Bad request - Search query is less than 3 characters');
    }
    return this.finder.page(subject.project.id, filters, request);
  }

  async get(actor: Actor, idOrPath: string | number, environmentId: number): Promise<EnvironmentView> {
    const subject = await this.project(actor, idOrPath, 'read_environment');
    return this.own(subject, environmentId);
  }

  /** An environment of a project by name (GraphQL `Project.environment(name:)`); null if none. */
  async byName(actor: Actor, subject: ProjectSubject, name: string): Promise<EnvironmentView | null> {
    if (!can(actor, 'read_environment', subject)) return null;
    return this.finder.byName(subject.project.id, name);
  }

  /** Environments by id, null where missing or not readable (GraphQL loaders, annotations). */
  async loadMany(actor: Actor, ids: readonly number[]): Promise<(EnvironmentView | null)[]> {
    const rows = await this.finder.byIds(ids);
    const readable = await this.deps.projects.withAbility(
      actor,
      'read_environment',
      rows.map((r) => r.projectId),
    );
    const byId = new Map(rows.filter((r) => readable.has(r.projectId)).map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  /** The same page of environments of many projects (GraphQL `Project.environments`). */
  async pageByProject(
    actor: Actor,
    projects: readonly ProjectSubject[],
    filters: EnvironmentFilters,
    request: KeysetPageRequest,
  ): Promise<Map<number, Page<EnvironmentView>>> {
    const ids = projects.filter((p) => can(actor, 'read_environment', p)).map((p) => p.project.id);
    if (ids.length === 0) return new Map();
    return this.finder.pageByProject(ids, filters, request);
  }

  /** The last successful deployment of each environment, in one statement. */
  lastDeployments(environmentIds: readonly number[]): Promise<Map<number, DeploymentView>> {
    return this.finder.lastDeployments(environmentIds);
  }

  // ------------------------------------------------------------------ writes

  async create(actor: Actor, idOrPath: string | number, input: EnvironmentInput): Promise<EnvironmentView> {
    const subject = await this.project(actor, idOrPath, 'create_environment');
    const name = (input.name ?? '').trim();
    const errors: FieldErrors = {};
    this.checkName(errors, name);
    const externalUrl = this.checkUrl(errors, input.externalUrl ?? null);
    const tier = this.checkTier(errors, input.tier ?? null) ?? tierOf(name);
    this.checkDescription(errors, input.description ?? null);
    throwIfInvalid(errors);
    const id = await this.deps.uow.run(async (tx) => {
      const created = await this.insert(tx, subject.project.id, {
        name,
        externalUrl,
        tier,
        description: input.description ?? null,
        autoStopAt: null,
      });
      if (created === null) throwIfInvalid({ name: ['has already been taken'] });
      tx.emit('environment.changed', {
        environmentId: created!,
        projectId: subject.project.id,
        action: 'create',
        actorId: actor.user?.id ?? null,
      });
      return created!;
    });
    return this.own(subject, id);
  }

  async update(
    actor: Actor,
    idOrPath: string | number,
    environmentId: number,
    input: EnvironmentInput,
  ): Promise<EnvironmentView> {
    const subject = await this.project(actor, idOrPath, 'create_environment');
    const current = await this.own(subject, environmentId);
    const errors: FieldErrors = {};
    if (input.name !== undefined && input.name !== current.name) {
      addFieldError(errors, 'name', 'cannot be changed');
    }
    const externalUrl =
      input.externalUrl === undefined ? current.externalUrl : this.checkUrl(errors, input.externalUrl);
    const tier =
      input.tier === undefined || input.tier === null ? current.tier : this.checkTier(errors, input.tier);
    const description = input.description === undefined ? current.description : input.description;
    this.checkDescription(errors, description);
    throwIfInvalid(errors);
    await this.deps.uow.run(async (tx) => {
      await sql`update environments set external_url = ${externalUrl}, tier = ${tier},
          description = ${description}, updated_at = now() where id = ${current.id}`.execute(kysely(tx.em));
      tx.emit('environment.changed', {
        environmentId: current.id,
        projectId: subject.project.id,
        action: 'update',
        actorId: actor.user?.id ?? null,
      });
    });
    return this.own(subject, current.id);
  }

  /** Deletes a stopped environment; an available one is GitLab's 403 (its policy refuses it). */
  async delete(actor: Actor, idOrPath: string | number, environmentId: number): Promise<void> {
    const subject = await this.project(actor, idOrPath, 'destroy_environment');
    const current = await this.own(subject, environmentId);
    if (current.state !== 'stopped') throw forbidden();
    await this.deps.uow.run(async (tx) => {
      await sql`delete from environments where id = ${current.id}`.execute(kysely(tx.em));
      tx.emit('environment.changed', {
        environmentId: current.id,
        projectId: subject.project.id,
        action: 'delete',
        actorId: actor.user?.id ?? null,
      });
    });
  }

  /**
   * Stops an environment (GitLab's `Environments::StopService`): with a stop job (`on_stop`) of its
   * last deployment's pipeline, plays it and the environment is `stopping` until that job succeeds;
   * without one, or with `force`, it is `stopped` at once.
   */
  async stop(
    actor: Actor,
    idOrPath: string | number,
    environmentId: number,
    force = false,
  ): Promise<EnvironmentView> {
    const subject = await this.project(actor, idOrPath, 'create_environment');
    const current = await this.own(subject, environmentId);
    await this.stopOne(actor, subject, current, force);
    return this.own(subject, current.id);
  }

  /**
   * Stops the project's environments not deployed to since `before` (GitLab: between ten years
   * and a week ago), at most `limit` of them.
   */
  async stopStale(actor: Actor, idOrPath: string | number, before: Date, limit = 100): Promise<void> {
    const subject = await this.project(actor, idOrPath, 'create_environment');
    const now = Date.now();
    const week = 7 * 86_400_000;
    if (before.getTime() > now - week || before.getTime() < now - 3653 * 86_400_000) {
      throw verbatimError('bad_request', '400 Bad request - Invalid Date');
    }
    for (const environment of await this.finder.stale(subject.project.id, before, limit)) {
      await this.stopOne(actor, subject, environment, false);
    }
  }

  /**
   * Schedules stopped review apps made before `before` for deletion a week later (GitLab's
   * `Environments::ScheduleToDeleteReviewAppsService`); with `dryRun`, only says which.
   */
  async scheduleReviewAppDeletion(
    actor: Actor,
    idOrPath: string | number,
    options: { before?: Date; limit?: number; dryRun?: boolean },
  ): Promise<{ scheduled: EnvironmentView[]; unprocessable: EnvironmentView[] }> {
    const subject = await this.project(actor, idOrPath, 'admin_environment');
    const before = options.before ?? new Date(Date.now() - 30 * 86_400_000);
    const found = await this.finder.stoppedReviewApps(subject.project.id, before, options.limit ?? 100);
    const deletable = can(actor, 'destroy_environment', subject);
    const scheduled = deletable ? found : [];
    if (!(options.dryRun ?? true) && scheduled.length > 0) {
      await this.deps.uow.run(async (tx) => {
        await sql`update environments set auto_delete_at = now() + interval '7 days'
          where id = any(${scheduled.map((e) => e.id)})`.execute(kysely(tx.em));
      });
    }
    return { scheduled, unprocessable: deletable ? [] : found };
  }

  /** Deletes the stopped environments whose scheduled deletion time has passed (the periodic sweep). */
  async deleteScheduled(limit = 100): Promise<number> {
    return this.deps.uow.run(async (tx) => {
      const { rows } = await sql<{ id: number; project_id: number }>`
        delete from environments where id in (
          select id from environments where auto_delete_at <= now() and state = 'stopped'
          order by auto_delete_at limit ${limit})
        returning id, project_id`.execute(kysely(tx.em));
      for (const row of rows) {
        tx.emit('environment.changed', {
          environmentId: row.id,
          projectId: row.project_id,
          action: 'delete',
          actorId: null,
        });
      }
      return rows.length;
    });
  }

  /** Stops available environments whose `auto_stop_at` has passed (the periodic sweep). */
  async stopExpired(limit = 100): Promise<number> {
    const expired = await this.finder.expired(limit);
    for (const environment of expired) {
      await this.setState(environment, 'stopped', null);
    }
    return expired.length;
  }

  // ------------------------------------------------------------------ for deployments and CI

  /**
   * The environment of this name in the project, made if missing (a deployment names it): as
   * GitLab's `Environment` made by a job, with the tier and URL given; an existing one is made
   * available again and takes a new URL when one is given.
   */
  async ensure(
    tx: Tx,
    projectId: number,
    input: { name: string; externalUrl?: string | null; tier?: string | null; autoStopAt?: Date | null },
    start: boolean,
  ): Promise<EnvironmentView> {
    const errors: FieldErrors = {};
    this.checkName(errors, input.name);
    const externalUrl = this.checkUrl(errors, input.externalUrl ?? null);
    const tier = this.checkTier(errors, input.tier ?? null);
    throwIfInvalid(errors);
    const db = kysely(tx.em);
    await sql`select pg_advisory_xact_lock(${ENVIRONMENT_LOCK}, ${projectId})`.execute(db);
    const existing = await this.finder.byName(projectId, input.name, tx.em);
    if (existing) {
      if (start) {
        await sql`update environments set state = 'available',
            external_url = coalesce(${externalUrl}, external_url), tier = coalesce(${tier}, tier),
            auto_stop_at = ${input.autoStopAt ?? null}, updated_at = now()
          where id = ${existing.id}`.execute(db);
      }
      return (await this.finder.byIds([existing.id], tx.em))[0]!;
    }
    const id = await this.insert(tx, projectId, {
      name: input.name,
      externalUrl,
      tier: tier ?? tierOf(input.name),
      description: null,
      autoStopAt: input.autoStopAt ?? null,
    });
    return (await this.finder.byIds([id!], tx.em))[0]!;
  }

  /** Records the job that stops the environment (`on_stop`) for the deployment that was just made. */
  async setStopJobName(tx: Tx, environmentId: number, name: string | null): Promise<void> {
    await sql`update environments set stop_job_name = ${name} where id = ${environmentId}`.execute(
      kysely(tx.em),
    );
  }

  async setState(
    environment: Pick<EnvironmentView, 'id' | 'projectId'>,
    state: 'available' | 'stopping' | 'stopped',
    actorId: number | null,
    tx?: Tx,
  ): Promise<void> {
    const work = async (t: Tx) => {
      await sql`update environments set state = ${state}, updated_at = now(),
          auto_stop_at = case when ${state} = 'stopped' then null else auto_stop_at end
        where id = ${environment.id}`.execute(kysely(t.em));
      if (state === 'stopped') {
        t.emit('environment.changed', {
          environmentId: environment.id,
          projectId: environment.projectId,
          action: 'stop',
          actorId,
        });
      }
    };
    if (tx) await work(tx);
    else await this.deps.uow.run(work);
  }

  // ------------------------------------------------------------------ helpers

  private async stopOne(
    actor: Actor,
    subject: ProjectSubject,
    environment: EnvironmentView,
    force: boolean,
  ): Promise<void> {
    if (!force && environment.state === 'available' && environment.stopJobName && this.stopActions) {
      const last = (await this.finder.lastDeployments([environment.id])).get(environment.id);
      const jobId =
        last?.jobId != null
          ? await this.stopActions.stopJobOf(subject.project.id, last.jobId, environment.stopJobName)
          : null;
      if (jobId !== null) {
        await this.setState(environment, 'stopping', actor.user?.id ?? null);
        await this.stopActions.play(actor, subject.project.id, jobId);
        return;
      }
    }
    await this.setState(environment, 'stopped', actor.user?.id ?? null);
  }

  /** Inserts an environment; null when the name is taken (the caller reports it). */
  private async insert(
    tx: Tx,
    projectId: number,
    values: {
      name: string;
      externalUrl: string | null;
      tier: EnvironmentTier;
      description: string | null;
      autoStopAt: Date | null;
    },
  ): Promise<number | null> {
    const db = kysely(tx.em);
    for (let attempt = 0; attempt < 5; attempt++) {
      const { rows } = await sql<{ id: number }>`
        insert into environments (project_id, name, slug, external_url, description, state, tier, auto_stop_at, created_at, updated_at)
        values (${projectId}, ${values.name}, ${slugOf(values.name)}, ${values.externalUrl}, ${values.description},
          'available', ${values.tier}, ${values.autoStopAt}, now(), now())
        on conflict do nothing returning id`.execute(db);
      if (rows[0]) return rows[0].id;
      if (await this.finder.byName(projectId, values.name, tx.em)) return null;
      // The slug's random suffix collided: another try.
    }
    return null;
  }

  private async own(subject: ProjectSubject, environmentId: number): Promise<EnvironmentView> {
    const [row] = await this.finder.byIds([environmentId]);
    if (!row || row.projectId !== subject.project.id) throw notFound('Environment');
    return row;
  }

  private checkName(errors: FieldErrors, name: string): void {
    if (!name) addFieldError(errors, 'name', "can't be blank");
    else if (name.length > NAME_MAX) {
      addFieldError(errors, 'name', `is too long (maximum is ${NAME_MAX} characters)`);
    } else if (!validName(name)) addFieldError(errors, 'name', NAME_MESSAGE);
  }

  private checkUrl(errors: FieldErrors, value: string | null): string | null {
    if (value === null || value === '') return null;
    if (value.length > URL_MAX) {
      addFieldError(errors, 'external_url', `is too long (maximum is ${URL_MAX} characters)`);
      return null;
    }
    let url: URL | null = null;
    try {
      url = new URL(value);
    } catch {
      url = null;
    }
    if (!url) addFieldError(errors, 'external_url', 'is blocked: URI is invalid');
    else if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      addFieldError(errors, 'external_url', 'is blocked: Only allowed schemes are http, https');
    }
    return value;
  }

  private checkTier(errors: FieldErrors, value: string | null): EnvironmentTier | null {
    if (value === null) return null;
    if (!(ENVIRONMENT_TIERS as readonly string[]).includes(value)) {
      addFieldError(errors, 'tier', 'is not included in the list');
      return null;
    }
    return value as EnvironmentTier;
  }

  private checkDescription(errors: FieldErrors, value: string | null): void {
    if (value !== null && value.length > DESCRIPTION_MAX) {
      addFieldError(errors, 'description', `is too long (maximum is ${DESCRIPTION_MAX} characters)`);
    }
  }
}
