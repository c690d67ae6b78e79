import { sql } from 'kysely';
import type { Actor } from '../../core/actor.ts';
import { can } from '../../core/policy.ts';
import { badRequest, notFound, verbatimError } from '../../core/errors.ts';
import { nextInternalId } from '../../core/internal-ids.ts';
import type { Page, PageRequest } from '../../core/pagination.ts';
import type { Tx } from '../../core/tx.ts';
import { kysely } from '../../db/database.ts';
import type { ModuleDeps } from '../../services.ts';
import { jobsWithEnvironments, type EnvironmentJob } from '../ci/jobs/job-environments.ts';
import type { JobView } from '../ci/jobs/job-view.ts';
import type { ProjectSubject } from '../projects/projects.policy.ts';
import type { User } from '../users/user.entity.ts';
import type { DeploymentStatus } from './environment.entity.ts';
import type { DeploymentDetail, DeploymentView, EnvironmentView } from './environment-view.ts';
import type { DeploymentFilters, DeploymentOrder } from './environments.finder.ts';
import type { EnvironmentsService } from './environments.service.ts';

declare module '../../core/events.ts' {
  interface DomainEventMap {
    /** A deployment was created or changed status. */
    'deployment.changed': {
      deploymentId: number;
      environmentId: number;
      projectId: number;
      status: DeploymentStatus;
      actorId: number | null;
    };
  }
}

/** What the API may set a deployment's status to (GitLab's `Deployments` API). */
export const API_DEPLOYMENT_STATUSES = ['running', 'success', 'failed', 'canceled'] as const;
export type ApiDeploymentStatus = (typeof API_DEPLOYMENT_STATUSES)[number];

const isApiStatus = (status: string): status is ApiDeploymentStatus =>
  (API_DEPLOYMENT_STATUSES as readonly string[]).includes(status);

const FINISHED: readonly DeploymentStatus[] = ['success', 'failed', 'canceled', 'skipped'];

export interface DeploymentCreateInput {
  environment: string;
  sha: string;
  ref: string;
  tag: boolean;
  status: DeploymentStatus;
}

/** How deployments show their jobs: CI's job views (environments depend on CI, never the reverse). */
export interface Deployables {
  viewsOf(actor: Actor, subject: ProjectSubject, jobIds: readonly number[]): Promise<Map<number, JobView>>;
}

/**
 * Deployments (GitLab's `Deployment` and its API): lists with GitLab's filters and orders, create
 * and status updates through the API, and the deployments CI jobs make (`forJob`, `followJob`).
 */
export class DeploymentsService {
  private readonly deps: ModuleDeps;
  private readonly environments: EnvironmentsService;

  private readonly deployables: Deployables;

  constructor(deps: ModuleDeps, environments: EnvironmentsService, deployables: Deployables) {
    this.deps = deps;
    this.environments = environments;
    this.deployables = deployables;
  }

  private get finder() {
    return this.environments.finder;
  }

  async list(
    actor: Actor,
    idOrPath: string | number,
    filters: DeploymentFilters,
    order: DeploymentOrder,
    direction: 'asc' | 'desc',
    request: PageRequest,
  ): Promise<{ subject: ProjectSubject; page: Page<DeploymentDetail> }> {
    const subject = await this.environments.project(actor, idOrPath, 'read_environment');
    if (
      (filters.finishedAfter || filters.finishedBefore) &&
      (order !== 'finished_at' || filters.status !== 'success')
    ) {
      throw verbatimError(
        'bad_request',
        '400 Bad request - `finished_at` filter requires `finished_at` sort and `success` status',
      );
    }
    const page = await this.finder.deploymentPage(subject.project.id, filters, order, direction, request);
    return { subject, page: { ...page, items: await this.details(actor, subject, page.items) } };
  }

  async get(
    actor: Actor,
    idOrPath: string | number,
    deploymentId: number,
  ): Promise<{ subject: ProjectSubject; detail: DeploymentDetail }> {
    const subject = await this.environments.project(actor, idOrPath, 'read_environment');
    return { subject, detail: await this.own(actor, subject, deploymentId) };
  }

  /** An environment with its last successful deployment (GitLab's single environment view). */
  async environmentWithLast(
    actor: Actor,
    idOrPath: string | number,
    environmentId: number,
  ): Promise<{ environment: EnvironmentView; last: DeploymentDetail | null }> {
    const subject = await this.environments.project(actor, idOrPath, 'read_environment');
    const environment = await this.environments.get(actor, subject.project.id, environmentId);
    const last = (await this.finder.lastDeployments([environment.id])).get(environment.id);
    return { environment, last: last ? (await this.details(actor, subject, [last]))[0]! : null };
  }

  /** A deployment of a project by iid (GraphQL `Project.deployment(iid:)`); null if none or hidden. */
  async byIid(actor: Actor, subject: ProjectSubject, iid: number): Promise<DeploymentView | null> {
    if (!can(actor, 'read_environment', subject)) return null;
    return this.finder.deploymentByIid(subject.project.id, iid);
  }

  /** Deployments by id without a permission check (the caller read their environments). */
  async viewsByIds(ids: readonly number[]): Promise<Map<number, DeploymentView>> {
    const rows = await this.finder.deploymentsByIds(ids);
    return new Map(rows.map((r) => [r.id, r]));
  }

  /**
   * The project of a deployment named by id alone (GraphQL's global ids); the operation that
   * follows checks the actor's access to it, so a hidden project is a 404 there.
   */
  async projectOf(deploymentId: number): Promise<number> {
    const [row] = await this.finder.deploymentsByIds([deploymentId]);
    if (!row) throw notFound('Deployment');
    return row.projectId;
  }

  async create(
    actor: Actor,
    idOrPath: string | number,
    input: DeploymentCreateInput,
  ): Promise<{ subject: ProjectSubject; detail: DeploymentDetail }> {
    const subject = await this.environments.project(actor, idOrPath, 'create_environment');
    if (!isApiStatus(input.status)) throw badRequest('status does not have a valid value');
    const id = await this.deps.uow.run(async (tx) => {
      const environment = await this.environments.ensure(
        tx,
        subject.project.id,
        { name: input.environment },
        true,
      );
      return this.insert(tx, subject.project.id, environment.id, {
        ref: input.ref,
        sha: input.sha,
        tag: input.tag,
        status: input.status,
        userId: actor.user?.id ?? null,
        jobId: null,
      });
    });
    return { subject, detail: await this.own(actor, subject, id) };
  }

  /** Changes an API deployment's status; a job's deployment follows its job and refuses it. */
  async updateStatus(
    actor: Actor,
    idOrPath: string | number,
    deploymentId: number,
    status: string,
  ): Promise<{ subject: ProjectSubject; detail: DeploymentDetail }> {
    const subject = await this.environments.project(actor, idOrPath, 'create_environment');
    const current = await this.own(actor, subject, deploymentId);
    if (!isApiStatus(status)) throw badRequest('status does not have a valid value');
    if (current.deployment.jobId !== null) {
      throw verbatimError(
        'bad_request',
        '400 Bad request - Deployment status cannot be updated as it is associated with a job',
      );
    }
    await this.deps.uow.run((tx) => this.setStatus(tx, current.deployment, status, actor.user?.id ?? null));
    return { subject, detail: await this.own(actor, subject, deploymentId) };
  }

  /** Deletes a finished deployment that is not its environment's last one (as GitLab). */
  async delete(actor: Actor, idOrPath: string | number, deploymentId: number): Promise<void> {
    const subject = await this.environments.project(actor, idOrPath, 'destroy_deployment');
    const { deployment } = await this.own(actor, subject, deploymentId);
    if (deployment.status === 'running') {
      throw verbatimError('bad_request', 'Cannot destroy running deployment');
    }
    const last = (await this.finder.lastDeployments([deployment.environmentId])).get(
      deployment.environmentId,
    );
    if (last?.id === deployment.id) {
      throw verbatimError('bad_request', 'Deployment currently deployed to environment');
    }
    await this.deps.uow.run(async (tx) => {
      await sql`delete from deployments where id = ${deployment.id}`.execute(kysely(tx.em));
    });
  }

  // ------------------------------------------------------------------ CI

  /**
   * Follows status changes of jobs with `environment:` (GitLab's deployment state machine), in the
   * transaction that changed them: a deploy job (`action: start`) has a deployment, made when the
   * job is first seen, whose status follows the job's; when it runs or succeeds, the environment
   * is available with the job's URL, its auto-stop time and its stop job (`on_stop`). A stop job
   * (`action: stop`) that succeeds stops the environment; one that fails leaves it available. The
   * other actions only make sure the environment exists.
   */
  async followJobs(tx: Tx, jobIds: readonly number[]): Promise<void> {
    // In the transaction that moved the jobs, after its events were recorded: what this emits
    // (deployment and environment changes) is recorded in it too.
    const jobs = await jobsWithEnvironments(tx.em, jobIds);
    for (const job of jobs) await this.followJob(tx, job);
  }

  private async followJob(tx: Tx, job: EnvironmentJob): Promise<void> {
    const spec = job.environment;
    const action = spec.action ?? 'start';
    const db = kysely(tx.em);
    if (action === 'stop') {
      const environment = await this.finder.byName(job.projectId, spec.name, tx.em);
      if (!environment) return;
      if (job.status === 'success') await this.environments.setState(environment, 'stopped', null, tx);
      else if (['failed', 'canceled'].includes(job.status) && environment.state === 'stopping') {
        await this.environments.setState(environment, 'available', null, tx);
      }
      return;
    }
    if (action !== 'start') {
      await this.environments.ensure(tx, job.projectId, { name: spec.name, tier: spec.tier ?? null }, false);
      return;
    }
    let [deployment] = await this.finder.deploymentsOfJobs([job.id], tx.em);
    if (!deployment) {
      const environment = await this.environments.ensure(
        tx,
        job.projectId,
        { name: spec.name, tier: spec.tier ?? null },
        false,
      );
      const id = await this.insert(tx, job.projectId, environment.id, {
        ref: job.ref,
        sha: job.sha,
        tag: job.tag,
        status: 'created',
        userId: job.userId,
        jobId: job.id,
      });
      [deployment] = await this.finder.deploymentsByIds([id], tx.em);
    }
    const status = deploymentStatusOf(job.status);
    if (status === null || status === deployment!.status) return;
    await this.setStatus(tx, deployment!, status, null);
    if (status === 'running' || status === 'success') {
      const seconds = status === 'success' ? (spec.autoStopInSeconds ?? null) : null;
      await sql`update environments set state = 'available',
          external_url = coalesce(${spec.url ?? null}, external_url),
          tier = coalesce(${spec.tier ?? null}, tier),
          auto_stop_at = case when ${seconds}::int is null then auto_stop_at
            else now() + make_interval(secs => ${seconds}::int) end,
          stop_job_name = ${spec.onStop ?? null}, updated_at = now()
        where id = ${deployment!.environmentId}`.execute(db);
    }
  }

  // ------------------------------------------------------------------ helpers

  private async insert(
    tx: Tx,
    projectId: number,
    environmentId: number,
    values: {
      ref: string;
      sha: string;
      tag: boolean;
      status: DeploymentStatus;
      userId: number | null;
      jobId: number | null;
    },
  ): Promise<number> {
    const db = kysely(tx.em);
    const iid = await nextInternalId(
      tx,
      'deployments',
      { projectId },
      sql`select max(iid) from deployments where project_id = ${projectId}`,
    );
    const finished = FINISHED.includes(values.status);
    const { rows } = await sql<{ id: number }>`
      insert into deployments (iid, project_id, environment_id, ref, tag, sha, user_id, job_id, status, created_at, updated_at, finished_at)
      values (${iid}, ${projectId}, ${environmentId}, ${values.ref}, ${values.tag}, ${values.sha}, ${values.userId},
        ${values.jobId}, ${values.status}, now(), now(), ${finished ? sql`now()` : null})
      returning id`.execute(db);
    const id = rows[0]!.id;
    tx.emit('deployment.changed', {
      deploymentId: id,
      environmentId,
      projectId,
      status: values.status,
      actorId: values.userId,
    });
    return id;
  }

  private async setStatus(
    tx: Tx,
    deployment: DeploymentView,
    status: DeploymentStatus,
    actorId: number | null,
  ): Promise<void> {
    const finished = FINISHED.includes(status);
    await sql`update deployments set status = ${status}, updated_at = now(),
        finished_at = ${finished ? sql`now()` : null}
      where id = ${deployment.id}`.execute(kysely(tx.em));
    tx.emit('deployment.changed', {
      deploymentId: deployment.id,
      environmentId: deployment.environmentId,
      projectId: deployment.projectId,
      status,
      actorId,
    });
  }

  private async own(actor: Actor, subject: ProjectSubject, deploymentId: number): Promise<DeploymentDetail> {
    const [row] = await this.finder.deploymentsByIds([deploymentId]);
    if (!row || row.projectId !== subject.project.id) throw notFound('Deployment');
    return (await this.details(actor, subject, [row]))[0]!;
  }

  /** Environments, users and jobs of a page of deployments: one read each. */
  private async details(
    actor: Actor,
    subject: ProjectSubject,
    rows: DeploymentView[],
  ): Promise<DeploymentDetail[]> {
    const distinct = (ids: (number | null)[]) => [...new Set(ids.filter((id): id is number => id !== null))];
    const userIds = distinct(rows.map((r) => r.userId));
    const [environmentList, userList, jobs] = await Promise.all([
      this.finder.byIds(distinct(rows.map((r) => r.environmentId))),
      userIds.length ? this.deps.users.loadMany(actor, userIds) : Promise.resolve([]),
      this.deployables.viewsOf(actor, subject, distinct(rows.map((r) => r.jobId))),
    ]);
    const environments = new Map(environmentList.map((e) => [e.id, e]));
    const users = new Map(userList.filter((u): u is User => u !== null).map((u) => [u.id, u]));
    return rows.map((deployment) => ({
      deployment,
      environment: environments.get(deployment.environmentId)!,
      user: deployment.userId === null ? null : (users.get(deployment.userId) ?? null),
      deployable: deployment.jobId === null ? null : (jobs.get(deployment.jobId) ?? null),
    }));
  }
}

/** The deployment status a job status means (null: no change). */
export function deploymentStatusOf(jobStatus: string): DeploymentStatus | null {
  switch (jobStatus) {
    case 'running':
      return 'running';
    case 'success':
      return 'success';
    case 'failed':
      return 'failed';
    case 'canceled':
      return 'canceled';
    case 'skipped':
      return 'skipped';
    case 'manual':
      return 'blocked';
    default:
      return null;
  }
}
