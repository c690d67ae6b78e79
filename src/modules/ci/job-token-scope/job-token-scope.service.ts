import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { Actor } from '../../../core/actor.ts';
import { Visibility } from '../../../core/access.ts';
import { isUniqueViolation } from '../../../core/database-refusals.ts';
import { badRequest, forbidden, notFound } from '../../../core/errors.ts';
import { authorize, can } from '../../../core/policy.ts';
import { kysely } from '../../../db/database.ts';
import { escapeLike } from '../../../db/sql.ts';
import type { ModuleDeps } from '../../../services.ts';
import type { GroupSubject } from '../../groups/groups.policy.ts';
import { Namespace } from '../../namespaces/namespace.entity.ts';
import { Project, type ProjectSettings } from '../../projects/project.entity.ts';
import { featureAccessLevel, type ProjectSubject } from '../../projects/projects.policy.ts';
import { User } from '../../users/user.entity.ts';
import { JobTokenGroupLink, JobTokenProjectLink, ProjectCiCdSetting } from './job-token-scope.entity.ts';
import {
  jobTokenAuthLogPage,
  recordJobTokenAuthorization,
  type JobTokenAuthLogEntry,
} from './job-token-auth-log.ts';
import type { Page, PageRequest } from '../../../core/pagination.ts';

/** GitLab's limit on each allowlist (projects, groups) of a project. */
export const ALLOWLIST_LIMIT = 200;

const TARGET_PROJECT_UNREACHABLE =
  "The target_project that you are attempting to access does not exist or you don't have permission to perform this action";
const TARGET_GROUP_UNREACHABLE =
  "The target_group that you are attempting to access does not exist or you don't have permission to perform this action";

interface SettingsKey {
  actor: Actor;
  projectId: number;
}

function settingsOfRow(projectId: number, row: ProjectCiCdSetting | null | undefined): JobTokenScopeSettings {
  return {
    projectId,
    inboundEnabled: row?.inboundJobTokenScopeEnabled ?? true,
    crossProjectPushAllowed: row?.crossProjectPushForJobTokenAllowed ?? false,
  };
}

/** Why the caller may not manage a project's settings (as `manageable` would refuse), or null. */
function refusal(actor: Actor, subject: ProjectSubject | null): Error | null {
  if (!subject) return notFound('Project');
  try {
    authorize(actor, 'admin_project', subject);
    return null;
  } catch (error) {
    return error as Error;
  }
}

/** A project's job token settings, as `GET /projects/:id/job_token_scope` shows them. */
export interface JobTokenScopeSettings {
  projectId: number;
  inboundEnabled: boolean;
  /** Job tokens of allowlisted projects may push here (stored only: job tokens never push). */
  crossProjectPushAllowed: boolean;
}

/** What `projectCiCdSettingsUpdate` changes; the last two are kept with the project's settings. */
export interface CiCdSettingsChanges {
  inboundEnabled?: boolean;
  crossProjectPushAllowed?: boolean;
  groupRunnersEnabled?: boolean;
  pushRepositoryAllowed?: boolean;
}

/**
 * The CI job token scope (GitLab's `Ci::JobToken::Scope` and allowlists). A job token acts as its
 * job's user, but only on the job's own project and on projects whose inbound allowlist admits the
 * job's project (directly, or through a group holding it); a project that turned "Limit access to
 * this project" off admits every project. Outside its scope a token reaches only the public features
 * an endpoint names, of public projects (what anyone may read). Every project lookup of a job-token caller is
 * checked here (`guard`), so REST, git and the trigger API agree.
 */
export class JobTokenScopeService {
  private readonly deps: ModuleDeps;

  constructor(deps: ModuleDeps) {
    this.deps = deps;
  }

  // ---------------------------------------------------------------- the rule

  /** Does `target` admit job tokens of jobs in project `sourceProjectId`? */
  async admits(sourceProjectId: number, target: number): Promise<boolean> {
    if (sourceProjectId === target) return true;
    const { rows } = await sql<{ enabled: boolean | null; linked: boolean; group_linked: boolean }>`
      select
        (select s.inbound_job_token_scope_enabled from project_ci_cd_settings s
          where s.project_id = ${target}) as enabled,
        exists (select 1 from ci_job_token_project_scope_links l
          where l.source_project_id = ${target} and l.target_project_id = ${sourceProjectId}) as linked,
        exists (select 1 from ci_job_token_group_scope_links g
          join projects p on p.id = ${sourceProjectId}
          join namespaces n on n.id = p.namespace_id
          where g.source_project_id = ${target} and g.target_group_id = any(n.traversal_ids)) as group_linked
    `.execute(kysely(this.deps.orm.em.fork()));
    const row = rows[0]!;
    return row.enabled === false || row.linked || row.group_linked;
  }

  /**
   * A project as a job-token caller may use it: with the user's own access where the scope admits
   * the job's project; as a non-member where the project is public and the endpoint's public
   * features are enabled for everyone; refused (403, GitLab's words) otherwise. Internal projects
   * admit job tokens of other projects only through their allowlist.
   */
  async guard(actor: Actor, subject: ProjectSubject): Promise<ProjectSubject> {
    const token = actor.jobToken;
    if (!token) return subject;
    const { project } = subject;
    if (await this.admits(token.projectId, project.id)) {
      await this.logAuthorization(token.projectId, project.id);
      return subject;
    }
    const features = token.publicFeatures;
    const open =
      project.visibilityLevel >= Visibility.public &&
      features.length > 0 &&
      features.every((feature) => featureAccessLevel(project, feature) === 'enabled');
    if (open) {
      await this.logAuthorization(token.projectId, project.id);
      return { project, access: 0 };
    }
    throw forbidden(
      `Authentication by CI/CD job token not allowed from ${token.projectPath} to ${project.path}.`,
    );
  }

  /** Another project's job token was let in: the authentication log of the accessed project says so. */
  private async logAuthorization(originProjectId: number, accessedProjectId: number): Promise<void> {
    if (originProjectId === accessedProjectId) return;
    await recordJobTokenAuthorization(kysely(this.deps.orm.em.fork()), originProjectId, accessedProjectId);
  }

  /** The projects whose job tokens authenticated on this one, most recent first (maintainers). */
  async authLog(
    actor: Actor,
    idOrPath: string | number,
    request: PageRequest,
  ): Promise<Page<JobTokenAuthLogEntry>> {
    const subject = await this.manageable(actor, idOrPath);
    return jobTokenAuthLogPage(kysely(this.deps.orm.em.fork()), subject.project.id, request);
  }

  // ---------------------------------------------------------------- settings

  /** GET /projects/:id/job_token_scope (maintainers). */
  async settings(actor: Actor, idOrPath: string | number): Promise<JobTokenScopeSettings> {
    if (typeof idOrPath === 'number') return this.settingsBatch.load({ actor, projectId: idOrPath });
    const subject = await this.manageable(actor, idOrPath);
    return this.settingsOf(subject.project.id);
  }

  /**
   * A list of projects asks for each one's settings (GraphQL's `Project.ciCdSettings`): the calls of
   * one tick are answered together, with one project lookup per caller and one settings query. No
   * cache: nothing outlives the tick.
   */
  private readonly settingsBatch = new DataLoader<SettingsKey, JobTokenScopeSettings, SettingsKey>(
    (keys) => this.settingsMany(keys),
    { cache: false },
  );

  private async settingsMany(keys: readonly SettingsKey[]): Promise<(JobTokenScopeSettings | Error)[]> {
    const idsByActor = new Map<Actor, number[]>();
    for (const { actor, projectId } of keys)
      idsByActor.set(actor, [...(idsByActor.get(actor) ?? []), projectId]);
    const refusals = new Map<Actor, Map<number, Error | null>>();
    for (const [actor, ids] of idsByActor) {
      const subjects = await this.deps.projects.loadMany(actor, ids);
      refusals.set(actor, new Map(ids.map((id, i) => [id, refusal(actor, subjects[i] ?? null)])));
    }
    const permitted = keys.filter((k) => !refusals.get(k.actor)!.get(k.projectId)).map((k) => k.projectId);
    const rows = permitted.length
      ? await this.deps.orm.em
          .fork()
          .find(ProjectCiCdSetting, { projectId: { $in: [...new Set(permitted)] } })
      : [];
    const byProject = new Map(rows.map((r) => [r.projectId, r]));
    return keys.map(
      ({ actor, projectId }) =>
        refusals.get(actor)!.get(projectId) ?? settingsOfRow(projectId, byProject.get(projectId)),
    );
  }

  /** The settings of a project the caller was already allowed to manage. */
  async settingsOf(projectId: number): Promise<JobTokenScopeSettings> {
    return settingsOfRow(projectId, await this.deps.orm.em.fork().findOne(ProjectCiCdSetting, projectId));
  }

  /**
   * PATCH /projects/:id/job_token_scope ("Limit access to this project") and GraphQL's
   * `projectCiCdSettingsUpdate`: maintainers; every change or none.
   */
  async update(
    actor: Actor,
    idOrPath: string | number,
    changes: CiCdSettingsChanges,
  ): Promise<JobTokenScopeSettings> {
    const subject = await this.manageable(actor, idOrPath);
    const projectId = subject.project.id;
    const row: Partial<
      Pick<ProjectCiCdSetting, 'inboundJobTokenScopeEnabled' | 'crossProjectPushForJobTokenAllowed'>
    > = {};
    if (changes.inboundEnabled !== undefined) row.inboundJobTokenScopeEnabled = changes.inboundEnabled;
    if (changes.crossProjectPushAllowed !== undefined)
      row.crossProjectPushForJobTokenAllowed = changes.crossProjectPushAllowed;
    const projectSettings: ProjectSettings = {};
    if (changes.groupRunnersEnabled !== undefined)
      projectSettings['group_runners_enabled'] = changes.groupRunnersEnabled;
    if (changes.pushRepositoryAllowed !== undefined)
      projectSettings['ci_push_repository_for_job_token_allowed'] = changes.pushRepositoryAllowed;
    await this.deps.uow.run(async (tx) => {
      if (Object.keys(row).length > 0) await tx.em.upsert(ProjectCiCdSetting, { projectId, ...row });
      if (Object.keys(projectSettings).length > 0)
        await this.deps.projects.update(actor, subject, { settings: projectSettings });
    });
    return this.settingsOf(projectId);
  }

  // ---------------------------------------------------------------- allowlists

  /** The inbound allowlist of projects: the project itself first, then the ones added (maintainers). */
  async projects(actor: Actor, idOrPath: string | number): Promise<Project[]> {
    const { project } = await this.manageable(actor, idOrPath);
    return [project, ...(await this.projectLinks(project.id)).map((l) => l.targetProject)];
  }

  /** The groups on the allowlist, oldest first (maintainers). */
  async groups(actor: Actor, idOrPath: string | number): Promise<Namespace[]> {
    const { project } = await this.manageable(actor, idOrPath);
    return (await this.groupLinks(project.id)).map((l) => l.targetGroup);
  }

  /**
   * Adds a project to the allowlist. The caller maintains the project and can see the one added;
   * `target` is an id (REST: 404 when no such project) or a full path (GraphQL).
   */
  async addProject(
    actor: Actor,
    idOrPath: string | number,
    target: { id: number } | { path: string },
  ): Promise<JobTokenProjectLink> {
    const { project } = await this.manageable(actor, idOrPath);
    const targetProject = await this.visibleProject(actor, target);
    if (targetProject.id === project.id)
      throw badRequest("Validation failed: Target project can't be the same as the source project");
    const link = await this.insertOnce('This project is already in the job token allowlist.', (tx) =>
      this.addLink(tx.em, project, targetProject, actor),
    );
    return this.deps.orm.em
      .fork()
      .findOneOrFail(JobTokenProjectLink, link, { populate: ['sourceProject', 'targetProject', 'addedBy'] });
  }

  /** Removes a project from the allowlist; the project itself cannot be removed. */
  async removeProject(
    actor: Actor,
    idOrPath: string | number,
    target: { id: number } | { path: string },
  ): Promise<void> {
    const { project } = await this.manageable(actor, idOrPath);
    // REST names a project the caller can see (404 otherwise); GraphQL any path, so that an entry
    // for a project the caller no longer sees can still go.
    const targetProject =
      'id' in target
        ? (await this.deps.projects.find(actor, target.id, { redirects: 'ignore' })).project
        : await this.projectRecord({ path: target.path });
    if (targetProject?.id === project.id)
      throw badRequest('Source project cannot be removed from the job token scope');
    const removed = targetProject
      ? await this.deps.uow.run(async (tx) => {
          const link = await tx.em.findOne(JobTokenProjectLink, {
            sourceProject: project.id,
            targetProject: targetProject.id,
          });
          if (link) tx.em.remove(link);
          return link !== null;
        })
      : false;
    if (!removed) throw badRequest('Target project is not in the job token scope');
  }

  /** Adds a group to the allowlist: jobs of its projects and its subgroups' projects are admitted. */
  async addGroup(
    actor: Actor,
    idOrPath: string | number,
    target: { id: number } | { path: string },
  ): Promise<JobTokenGroupLink> {
    const { project } = await this.manageable(actor, idOrPath);
    const group = await this.visibleGroup(actor, target);
    const link = await this.insertOnce('This group is already in the job token allowlist.', (tx) =>
      this.addGroupLink(tx.em, project, group, actor),
    );
    return this.deps.orm.em
      .fork()
      .findOneOrFail(JobTokenGroupLink, link, { populate: ['sourceProject', 'targetGroup', 'addedBy'] });
  }

  async removeGroup(
    actor: Actor,
    idOrPath: string | number,
    target: { id: number } | { path: string },
  ): Promise<void> {
    const { project } = await this.manageable(actor, idOrPath);
    const group = await this.groupRecord(target);
    if (!group && 'id' in target) throw notFound('target_group_id not found');
    const removed = group
      ? await this.deps.uow.run(async (tx) => {
          const link = await tx.em.findOne(JobTokenGroupLink, {
            sourceProject: project.id,
            targetGroup: group.id,
          });
          if (link) tx.em.remove(link);
          return link !== null;
        })
      : false;
    if (!removed) throw badRequest('Target group is not in the job token scope');
  }

  /** GraphQL's `ciJobTokenScopeAddGroupOrProject`: a full path naming a group, else a project. */
  async addGroupOrProject(
    actor: Actor,
    idOrPath: string | number,
    targetPath: string,
  ): Promise<JobTokenProjectLink | JobTokenGroupLink> {
    await this.manageable(actor, idOrPath);
    const target = { path: targetPath };
    if (await this.groupRecord(target)) return this.addGroup(actor, idOrPath, target);
    if (await this.projectRecord(target)) return this.addProject(actor, idOrPath, target);
    throw badRequest('The group or project does not exist.');
  }

  /** A project whose job token scope the caller manages (maintainers); 403 or 404 otherwise. */
  async managedProject(actor: Actor, idOrPath: string | number): Promise<Project> {
    return (await this.manageable(actor, idOrPath)).project;
  }

  // ---------------------------------------------------------------- helpers

  /** Job token settings are for maintainers (GitLab's `admin_project`); others see a 403, or a 404. */
  private async manageable(actor: Actor, idOrPath: string | number): Promise<ProjectSubject> {
    const subject = await this.deps.projects.find(actor, idOrPath);
    authorize(actor, 'admin_project', subject);
    return subject;
  }

  /** A project to add: 404 for an id nobody has, 400 for one the caller cannot see (as GitLab's). */
  private async visibleProject(actor: Actor, target: { id: number } | { path: string }): Promise<Project> {
    const project = await this.projectRecord(target);
    if (!project && 'id' in target) throw notFound('target_project_id not found');
    const [subject] = project ? await this.deps.projects.loadMany(actor, [project.id]) : [null];
    if (!subject) throw badRequest(TARGET_PROJECT_UNREACHABLE);
    return subject.project;
  }

  private async visibleGroup(actor: Actor, target: { id: number } | { path: string }): Promise<Namespace> {
    const group = await this.groupRecord(target);
    if (!group && 'id' in target) throw notFound('target_group_id not found');
    const [subject]: (GroupSubject | null)[] = group
      ? await this.deps.groups.loadMany(actor, [group.id])
      : [null];
    if (!subject || !can(actor, 'read_group', subject)) throw badRequest(TARGET_GROUP_UNREACHABLE);
    return subject.group;
  }

  /** A project by id or full path (case-insensitive), whoever may see it. */
  private projectRecord(target: { id: number } | { path: string }): Promise<Project | null> {
    return this.deps.orm.em
      .fork()
      .findOne(
        Project,
        'id' in target ? { id: target.id } : { fullPath: { $ilike: escapeLike(target.path) } },
        { populate: ['namespace'] },
      );
  }

  /** A group by id or full path (case-insensitive), whoever may see it. */
  private groupRecord(target: { id: number } | { path: string }): Promise<Namespace | null> {
    return this.deps.orm.em
      .fork()
      .findOne(
        Namespace,
        'id' in target
          ? { id: target.id, kind: 'Group' }
          : { fullPath: { $ilike: escapeLike(target.path) }, kind: 'Group' },
      );
  }

  private projectLinks(projectId: number): Promise<JobTokenProjectLink[]> {
    return this.deps.orm.em
      .fork()
      .find(
        JobTokenProjectLink,
        { sourceProject: projectId },
        { populate: ['targetProject', 'targetProject.namespace'], orderBy: { id: 'asc' } },
      );
  }

  private groupLinks(projectId: number): Promise<JobTokenGroupLink[]> {
    return this.deps.orm.em
      .fork()
      .find(
        JobTokenGroupLink,
        { sourceProject: projectId },
        { populate: ['targetGroup'], orderBy: { id: 'asc' } },
      );
  }

  /** Runs an insert; a duplicate (checked first, or lost to a concurrent request) is GitLab's 400. */
  private async insertOnce<T>(
    duplicate: string,
    insert: (tx: { em: EntityManager }) => Promise<T | null>,
  ): Promise<T> {
    let created: T | null;
    try {
      created = await this.deps.uow.run((tx) => insert(tx));
    } catch (error) {
      if (isUniqueViolation(error)) throw badRequest(duplicate);
      throw error;
    }
    if (created === null) throw badRequest(duplicate);
    return created;
  }

  private async addLink(
    em: EntityManager,
    project: Project,
    target: Project,
    actor: Actor,
  ): Promise<number | null> {
    if (await em.findOne(JobTokenProjectLink, { sourceProject: project.id, targetProject: target.id }))
      return null;
    if ((await em.count(JobTokenProjectLink, { sourceProject: project.id })) >= ALLOWLIST_LIMIT)
      throw badRequest(
        'Validation failed: Source project exceeds the allowable number of project links in this direction',
      );
    const link = em.create(JobTokenProjectLink, {
      sourceProject: project.id,
      targetProject: target.id,
      addedBy: actor.user ? em.getReference(User, actor.user.id) : null,
    });
    await em.flush();
    return link.id;
  }

  private async addGroupLink(
    em: EntityManager,
    project: Project,
    group: Namespace,
    actor: Actor,
  ): Promise<number | null> {
    if (await em.findOne(JobTokenGroupLink, { sourceProject: project.id, targetGroup: group.id }))
      return null;
    if ((await em.count(JobTokenGroupLink, { sourceProject: project.id })) >= ALLOWLIST_LIMIT)
      throw badRequest('Validation failed: Source project exceeds the allowable number of group links');
    const link = em.create(JobTokenGroupLink, {
      sourceProject: project.id,
      targetGroup: group.id,
      addedBy: actor.user ? em.getReference(User, actor.user.id) : null,
    });
    await em.flush();
    return link.id;
  }
}
