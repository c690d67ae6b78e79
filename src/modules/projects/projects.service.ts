import { checkUnmodifiedSince, type DeletePrecondition } from '../../core/precondition.ts';
import { raw, type MikroORM } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { isAdmin, requireUser, type Actor, type ActorUser } from '../../core/actor.ts';
import {
  AccessLevel,
  restrictedVisibilityMessage,
  Visibility,
  visibilityName,
  type VisibilityName,
} from '../../core/access.ts';
import type { ApplicationSettingValues } from '../application-settings/application-setting.entity.ts';
import {
  addFieldError,
  DomainError,
  forbidden,
  invalid,
  invalidField,
  MovedError,
  notFound,
  throwIfInvalid,
  verbatimError,
} from '../../core/errors.ts';
import type { KeysetPageRequest, Page, PageRequest } from '../../core/pagination.ts';
import { authorize, can, authorizeUser, type AbilityOn } from '../../core/policy.ts';
import type { Tx, UnitOfWork } from '../../core/tx.ts';
import type { Database } from '../../db/database.ts';
import type { CustomAttributesService } from '../custom-attributes/custom-attributes.service.ts';
import type { GroupsService } from '../groups/groups.service.ts';
import type { AccessFinder } from '../members/access.finder.ts';
import type { MembersService } from '../members/members.service.ts';
import type { SharingService } from '../members/sharing.service.ts';
import type { Namespace } from '../namespaces/namespace.entity.ts';
import type { NamespacesService } from '../namespaces/namespaces.service.ts';
import { User } from '../users/user.entity.ts';
import type { UsersService } from '../users/users.service.ts';
import { Project, type FeatureAccessLevel, type ProjectSettings } from './project.entity.ts';
import { deriveNameAndPath, normalizeTopics, ProjectRules } from './project-rules.ts';
import {
  ProjectsFinder,
  type GroupProjectRelation,
  type ProjectFilters,
  type ProjectScope,
  type UserProjectRelation,
} from './projects.finder.ts';
import type { ProjectFeature, ProjectSubject } from './projects.policy.ts';
import type { ProjectExtras, ProjectView } from './projects.presenter.ts';
import { forgetDeleted } from '../../db/forget-deleted.ts';

export interface FindProjectOptions {
  /**
   * What an old (renamed or transferred) path does: `raise` a MovedError (REST answers 301 or 405),
   * `follow` it silently (GraphQL), or `ignore` it (404).
   */
  redirects?: 'raise' | 'follow' | 'ignore';
}

/**
 * Keeps a CI job token to its scope: the project as the token may use it (the token's user's access,
 * or none where only public features are open to it), or a refusal. Provided by the CI module.
 */
export type JobTokenScopeGuard = (actor: Actor, subject: ProjectSubject) => Promise<ProjectSubject>;

/** Attributes a project is created or updated with; absent ones are left as they are (or defaulted). */
export interface ProjectInput {
  name?: string;
  path?: string;
  description?: string | null;
  defaultBranch?: string | null;
  visibility?: VisibilityName;
  topics?: readonly string[];
  ciConfigPath?: string | null;
  requestAccessEnabled?: boolean;
  lfsEnabled?: boolean;
  sharedRunnersEnabled?: boolean;
  emailsEnabled?: boolean;
  publicJobs?: boolean;
  /** Administrators only; ignored for everyone else. */
  repositoryStorage?: string;
  featureAccessLevels?: Partial<Record<ProjectFeature, FeatureAccessLevel>>;
  /** The deprecated `<feature>_enabled` switches; an explicit access level wins over them. */
  featuresEnabled?: Partial<Record<ProjectFeature, boolean>>;
  /** Settings that only round-trip (merge method, squash option, CI settings...). */
  settings?: ProjectSettings;
}

export interface ProjectCreateInput extends ProjectInput {
  /** A group, or a personal namespace; the creator's personal namespace when absent. */
  namespaceId?: number;
  /** Start the repository with a README.md commit on the default branch. */
  initializeWithReadme?: boolean;
}

/**
 * What other modules attach to a project's life (its repository, its snippets), run inside the
 * project's own transaction; files they write or remove go through `tx.onRollback`/`tx.afterCommit`.
 */
export interface ProjectLifecycleHooks {
  /** Once the new project's row exists. */
  created?: (project: Project, input: ProjectCreateInput, creator: ActorUser, tx: Tx) => Promise<void>;
  /** Before the project's row is deleted. */
  deleting?: (project: Project, tx: Tx) => Promise<void>;
  /** Once the project is in its new namespace (in the transfer's transaction). */
  transferred?: (project: Project, tx: Tx) => Promise<void>;
  /** Once an update is applied (in its transaction): `changes` names the properties that changed. */
  updated?: (
    project: Project,
    input: ProjectInput,
    changes: readonly string[],
    actor: Actor,
    tx: Tx,
  ) => Promise<void>;
}

declare module '../../core/events.ts' {
  interface DomainEventMap {
    'project.created': { projectId: number; namespaceId: number; creatorId: number };
    'project.updated': { projectId: number; changes: string[] };
    'project.transferred': {
      projectId: number;
      oldNamespaceId: number;
      newNamespaceId: number;
      oldFullPath: string;
    };
    'project.deleted': { projectId: number; namespaceId: number; fullPath: string };
    'project.starred': { projectId: number; userId: number; starred: boolean };
  }
}

export interface ProjectsServiceDeps {
  users: UsersService;
  members: MembersService;
  groups: GroupsService;
  /** Late-bound: the sharing service needs the projects service itself. */
  sharing: () => SharingService;
  customAttributes: CustomAttributesService;
  countLimit: number;
  offsetLimit: number;
  /** The application settings in force (default and restricted visibility levels). */
  settings: () => Promise<ApplicationSettingValues>;
}

/**
 * Projects: lookups by id or full path with the caller's access level (shared by every face and
 * every module that works on a project), creation, settings, path changes and transfers (leaving
 * redirects behind), archiving, stars and deletion, and the project lists.
 */
export class ProjectsService {
  private readonly orm: MikroORM;
  private readonly uow: UnitOfWork;
  private readonly namespaces: NamespacesService;
  private readonly access: AccessFinder;
  private readonly deps: ProjectsServiceDeps;
  private readonly lifecycle: ProjectLifecycleHooks[] = [];
  private emptyRepositories: (projects: readonly Project[]) => Promise<Set<number>> = async (projects) =>
    new Set(projects.map((p) => p.id));
  private jobTokenScope: JobTokenScopeGuard | null = null;
  readonly finder: ProjectsFinder;
  private readonly rules: ProjectRules;

  constructor(
    orm: MikroORM,
    uow: UnitOfWork,
    namespaces: NamespacesService,
    access: AccessFinder,
    deps: ProjectsServiceDeps,
  ) {
    this.orm = orm;
    this.uow = uow;
    this.namespaces = namespaces;
    this.access = access;
    this.deps = deps;
    this.finder = new ProjectsFinder(orm, access, {
      countLimit: deps.countLimit,
      offsetLimit: deps.offsetLimit,
    });
    this.rules = new ProjectRules(orm, namespaces);
  }

  private get em() {
    return this.orm.em;
  }

  private get db() {
    return this.orm.em.getKysely<Database>();
  }

  /** How views learn which projects' repositories are empty (the repository module knows). */
  useRepositoryProbe(probe: (projects: readonly Project[]) => Promise<Set<number>>): void {
    this.emptyRepositories = probe;
  }

  /** How job tokens are kept to the projects their scope admits (the CI module knows). */
  useJobTokenScope(guard: JobTokenScopeGuard): void {
    this.jobTokenScope = guard;
  }

  /** The project as a job token may use it; every lookup of a job-token caller goes through here. */
  private scopedForJobToken(actor: Actor, subject: ProjectSubject): Promise<ProjectSubject> {
    if (!actor.jobToken) return Promise.resolve(subject);
    if (!this.jobTokenScope) throw forbidden();
    return this.jobTokenScope(actor, subject);
  }

  /** Attaches another module's work to project creation and deletion. */
  addLifecycleHooks(hooks: ProjectLifecycleHooks): void {
    this.lifecycle.push(hooks);
  }

  // ---------------------------------------------------------------- lookups

  /** A project the actor may see, by integer id or URL-decoded full path; 404 "Project Not Found" otherwise. */
  async find(
    actor: Actor,
    idOrPath: string | number,
    options: FindProjectOptions = {},
  ): Promise<ProjectSubject> {
    const value = String(idOrPath);
    let project: Project | null = null;
    let redirected = false;
    if (/^\d+$/.test(value)) {
      project = await this.em.findOne(
        Project,
        { id: Number(value) },
        { populate: ['namespace', 'namespace.owner'] },
      );
    } else if (value.includes('/')) {
      // The project's own path in one statement; only a path it does not hold is looked up as a route.
      project = await this.em.findOne(
        Project,
        { [raw((alias) => `lower(${alias}.full_path)`)]: value.toLowerCase() },
        { populate: ['namespace', 'namespace.owner'] },
      );
      const target = project ? null : await this.namespaces.resolve(value);
      if (target?.kind === 'Project' && (!target.redirected || options.redirects !== 'ignore')) {
        project = await this.em.findOne(
          Project,
          { id: target.id },
          { populate: ['namespace', 'namespace.owner'] },
        );
        redirected = target.redirected;
      }
    }
    if (!project) throw notFound('Project');
    const subject = (await this.subjects(actor, [project])).get(project.id)!;
    if (!can(actor, 'read_project', subject)) throw notFound('Project');
    const scoped = await this.scopedForJobToken(actor, subject);
    if (redirected && (options.redirects ?? 'raise') === 'raise')
      throw new MovedError('projects', project.id);
    return scoped;
  }

  /** Projects by id, for DataLoader: null where missing or invisible. */
  async loadMany(actor: Actor, ids: readonly number[]): Promise<(ProjectSubject | null)[]> {
    const projects = await this.finder.load(ids);
    const subjects = await this.subjects(actor, projects);
    const visible = ids.map((id) => {
      const subject = subjects.get(id);
      return subject && can(actor, 'read_project', subject) ? subject : null;
    });
    if (!actor.jobToken) return visible;
    // A list never shows what a lookup would refuse.
    return Promise.all(
      visible.map(async (subject) => {
        if (!subject) return null;
        return this.scopedForJobToken(actor, subject).catch((error: unknown) => {
          if (error instanceof DomainError) return null;
          throw error;
        });
      }),
    );
  }

  /** Of these projects, those the actor sees and holds `ability` on, by id: what a by-id loader may show. */
  async withAbility(
    actor: Actor,
    ability: AbilityOn<ProjectSubject>,
    ids: readonly number[],
  ): Promise<Map<number, ProjectSubject>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const subjects = await this.loadMany(actor, unique);
    return new Map(
      subjects
        .filter((s): s is ProjectSubject => s !== null && can(actor, ability, s))
        .map((s) => [s.project.id, s]),
    );
  }

  /**
   * Namespaces by id, for DataLoader: groups the actor may see, and personal namespaces (public
   * like their users' profiles); null otherwise.
   */
  /** A namespace by full path, null when there is none or it is a group the caller may not see. */
  async findNamespace(actor: Actor, fullPath: string): Promise<Namespace | null> {
    const namespace = await this.namespaces.findByIdOrPath(fullPath);
    if (!namespace) return null;
    const [visible] = await this.loadNamespaces(actor, [namespace.id]);
    return visible ?? null;
  }

  async loadNamespaces(actor: Actor, ids: readonly number[]): Promise<(Namespace | null)[]> {
    const namespaces = await Promise.all(ids.map((id) => this.namespaces.findByIdOrPath(id)));
    const groups = await this.deps.groups.loadMany(
      actor,
      namespaces.filter((ns) => ns?.kind === 'Group').map((ns) => ns!.id),
    );
    const visibleGroups = new Set(groups.filter((g) => g !== null).map((g) => g.group.id));
    return namespaces.map((ns) => (ns && (ns.kind === 'User' || visibleGroups.has(ns.id)) ? ns : null));
  }

  /** The actor's access on each project, in one query. */
  async subjects(actor: Actor, projects: readonly Project[]): Promise<Map<number, ProjectSubject>> {
    const userId = actor.user?.id;
    const levels = userId
      ? await this.access.projectAccessLevels(
          userId,
          projects.map((p) => p.id),
        )
      : new Map<number, number>();
    return new Map(projects.map((project) => [project.id, { project, access: levels.get(project.id) ?? 0 }]));
  }

  // ---------------------------------------------------------------- lists

  /** GET /projects and the GraphQL `projects` connection. */
  async list(actor: Actor, filters: ProjectFilters, page: PageRequest): Promise<Page<ProjectSubject>> {
    return this.pageOfSubjects(actor, await this.finder.list(actor, { kind: 'all' }, filters, page));
  }

  /** GET /users/:user_id/projects: visible projects in a user's personal namespace. */
  listForUser(
    actor: Actor,
    userIdOrUsername: string,
    filters: ProjectFilters,
    page: PageRequest,
  ): Promise<Page<ProjectSubject>> {
    return this.listOfUser(actor, userIdOrUsername, 'user', filters, page);
  }

  /** GET /users/:user_id/starred_projects: visible projects a user starred. */
  listStarredBy(
    actor: Actor,
    userIdOrUsername: string,
    filters: ProjectFilters,
    page: PageRequest,
  ): Promise<Page<ProjectSubject>> {
    return this.listOfUser(actor, userIdOrUsername, 'starredBy', filters, page);
  }

  private async listOfUser(
    actor: Actor,
    userIdOrUsername: string,
    kind: 'user' | 'starredBy',
    filters: ProjectFilters,
    page: PageRequest,
  ): Promise<Page<ProjectSubject>> {
    const user = await this.findUser(actor, userIdOrUsername);
    if (!user) throw notFound('User');
    // A private profile lists nothing, except to the user and administrators.
    const effective = can(actor, 'read_user_profile', user) ? filters : { ...filters, ids: [] };
    return this.pageOfSubjects(
      actor,
      await this.finder.list(actor, { kind, userId: user.id }, effective, page),
    );
  }

  /** GET /groups/:id/projects. */
  async listForGroup(
    actor: Actor,
    groupIdOrPath: string | number,
    options: { includeSubgroups: boolean; withShared: boolean },
    filters: ProjectFilters,
    page: PageRequest,
  ): Promise<Page<ProjectSubject>> {
    const group = await this.deps.groups.find(actor, groupIdOrPath);
    const scope: ProjectScope = { kind: 'group', groupId: group.group.id, ...options };
    return this.pageOfSubjects(actor, await this.finder.list(actor, scope, filters, page));
  }

  /** The same page of projects for several groups (GraphQL `Group.projects`), in one query. */
  async listForGroups(
    actor: Actor,
    groupIds: readonly number[],
    relation: GroupProjectRelation,
    filters: ProjectFilters,
    page: KeysetPageRequest,
  ): Promise<Map<number, Page<ProjectSubject>>> {
    const pages = await this.finder.listByGroups(actor, groupIds, relation, filters, page);
    const subjects = await this.subjects(
      actor,
      [...pages.values()].flatMap((p) => p.items),
    );
    return new Map(
      [...pages].map(([id, p]) => [id, { ...p, items: p.items.map((project) => subjects.get(project.id)!) }]),
    );
  }

  /** The same page of starred or contributed projects for many users (GraphQL's `User.*Projects`). */
  async listForUsers(
    actor: Actor,
    relation: UserProjectRelation,
    userIds: readonly number[],
    filters: ProjectFilters,
    page: KeysetPageRequest,
  ): Promise<Map<number, Page<ProjectSubject>>> {
    const pages = await this.finder.listByUsers(actor, relation, userIds, filters, page);
    const subjects = await this.subjects(
      actor,
      [...pages.values()].flatMap((p) => p.items),
    );
    return new Map(
      [...pages].map(([id, p]) => [id, { ...p, items: p.items.map((project) => subjects.get(project.id)!) }]),
    );
  }

  private async pageOfSubjects(actor: Actor, page: Page<Project>): Promise<Page<ProjectSubject>> {
    const subjects = await this.subjects(actor, page.items);
    return { ...page, items: page.items.map((p) => subjects.get(p.id)!) };
  }

  private async findUser(actor: Actor, idOrUsername: string): Promise<User | null> {
    if (/^\d+$/.test(idOrUsername)) {
      const [user] = await this.deps.users.loadMany(actor, [Number(idOrUsername)]);
      return user ?? null;
    }
    return this.deps.users.findByUsername(actor, idOrUsername);
  }

  // ---------------------------------------------------------------- presentation data

  /**
   * What presenters need for these projects, in a constant number of queries: the caller's direct
   * and group memberships, the groups each project is shared with (those the caller may see), and
   * custom attributes when asked for (administrators only).
   */
  async views(
    actor: Actor,
    subjects: readonly ProjectSubject[],
    options: { customAttributes?: boolean } = {},
  ): Promise<ProjectView[]> {
    const ids = subjects.map((s) => s.project.id);
    const userId = actor.user?.id ?? null;
    const groupIds = [
      ...new Set(
        subjects.filter((s) => s.project.namespace.kind === 'Group').map((s) => s.project.namespace.id),
      ),
    ];
    const [projectAccess, groupAccess, shared, empty] = await Promise.all([
      userId === null ? new Map<number, number>() : this.access.directProjectLevels(userId, ids),
      userId === null ? new Map<number, number>() : this.access.groupMembershipLevels(userId, groupIds),
      this.deps.sharing().sharedWithGroups(actor, 'Project', ids),
      this.emptyRepositories(subjects.map((s) => s.project)),
    ]);
    const attributes =
      options.customAttributes && isAdmin(actor)
        ? await this.deps.customAttributes.forSubjects(actor, 'Project', ids)
        : null;
    return subjects.map((subject) => {
      const id = subject.project.id;
      const extras: ProjectExtras = {
        projectAccess: projectAccess.get(id) ?? null,
        groupAccess:
          subject.project.namespace.kind === 'Group'
            ? (groupAccess.get(subject.project.namespace.id) ?? null)
            : null,
        sharedWithGroups: shared.get(id) ?? [],
        emptyRepo: empty.has(id),
      };
      if (attributes) extras.customAttributes = attributes.get(id) ?? [];
      return { subject, extras };
    });
  }

  async view(actor: Actor, subject: ProjectSubject, options: { customAttributes?: boolean } = {}) {
    return (await this.views(actor, [subject], options))[0]!;
  }

  // ---------------------------------------------------------------- writes

  /** POST /projects: a project in a group the caller may create projects in, or in their namespace. */
  async create(actor: Actor, input: ProjectCreateInput): Promise<ProjectSubject> {
    const user = requireUser(actor);
    return this.createAs(actor, user, input);
  }

  /** POST /projects/user/:user_id: an administrator creates a project as (and for) another user. */
  async createForUser(actor: Actor, userId: number, input: ProjectCreateInput): Promise<ProjectSubject> {
    authorizeUser(actor, 'admin_users', null);
    const [target] = await this.deps.users.loadMany(actor, [userId]);
    if (!target) throw notFound('User');
    const asUser: ActorUser = {
      id: target.id,
      username: target.username,
      state: target.state,
      isAdmin: target.admin,
      external: target.external,
    };
    const created = await this.createAs({ ...actor, user: asUser, authenticatedUser: asUser }, asUser, input);
    return (await this.subjects(actor, [created.project])).get(created.project.id)!;
  }

  private async createAs(
    actor: Actor,
    creator: ActorUser,
    input: ProjectCreateInput,
  ): Promise<ProjectSubject> {
    const namespace = await this.targetNamespace(actor, creator, input.namespaceId);
    const { name, path } = deriveNameAndPath(input.name, input.path);
    throwIfInvalid(await this.rules.validate({ name, path, namespace, input }));

    if (namespace.kind === 'User') await this.rules.checkPersonalProjectsLimit(creator.id);

    const settings = await this.deps.settings();
    let visibilityLevel: number = Visibility[input.visibility ?? settings.default_project_visibility];
    if (namespace.kind === 'Group' && visibilityLevel > namespace.visibilityLevel) {
      visibilityLevel = namespace.visibilityLevel;
    }
    const restricted = restrictedVisibilityMessage(
      visibilityLevel,
      settings.restricted_visibility_levels,
      isAdmin(actor),
    );
    if (restricted) throw invalidField('visibility_level', restricted);
    const fullPath = `${namespace.fullPath}/${path}`;

    const projectId = await this.uow.run(async (tx) => {
      await this.namespaces.releaseRedirect(fullPath);
      const project = this.em.create(Project, {
        namespace,
        creator: this.em.getReference(User, creator.id),
        name,
        path,
        fullPath,
        description: input.description ?? null,
        visibilityLevel,
        defaultBranch: input.defaultBranch ? stripHeads(input.defaultBranch) : null,
        topics: normalizeTopics(input.topics ?? []),
        ciConfigPath: input.ciConfigPath ?? null,
        sharedRunnersEnabled:
          input.sharedRunnersEnabled ??
          (namespace.kind === 'Group' ? namespace.sharedRunnersSetting === 'enabled' : true),
        lfsEnabled: input.lfsEnabled ?? true,
        requestAccessEnabled: input.requestAccessEnabled ?? true,
        emailsEnabled: input.emailsEnabled ?? true,
        publicJobs: input.publicJobs ?? true,
        repositoryStorage: (isAdmin(actor) && input.repositoryStorage) || 'default',
        featureAccessLevels: mergeFeatures({}, input),
        settings: { ...(input.settings ?? {}) },
        archived: false,
        starCount: 0,
        pendingDelete: false,
      });
      await this.em.flush();
      // Personal projects get their namespace's owner as an owner member; group projects inherit.
      if (namespace.kind === 'User' && namespace.owner) {
        await this.deps.members.grant(
          'Project',
          project.id,
          namespace.owner.id,
          AccessLevel.OWNER,
          creator.id,
        );
      }
      for (const hooks of this.lifecycle) await hooks.created?.(project, input, creator, tx);
      await this.em.flush();
      tx.emit('project.created', { projectId: project.id, namespaceId: namespace.id, creatorId: creator.id });
      return project.id;
    });
    return this.find(actor, projectId);
  }

  /** PUT /projects/:id: maintainers; the path and the visibility are the owners'. */
  async update(actor: Actor, subject: ProjectSubject, input: ProjectInput): Promise<ProjectSubject> {
    requireUser(actor);
    authorize(actor, 'admin_project', subject);
    const project = subject.project;
    if (input.name !== undefined && input.name !== project.name) authorize(actor, 'rename_project', subject);
    if (input.visibility !== undefined) authorize(actor, 'change_visibility_level', subject);
    if (input.path !== undefined && input.path !== project.path)
      authorize(actor, 'change_project_path', subject);

    const name = input.name ?? project.name;
    const path = input.path ?? project.path;
    const errors = await this.rules.validate({
      name,
      path,
      namespace: project.namespace,
      input,
      except: project,
    });
    const visibilityLevel =
      input.visibility !== undefined ? Visibility[input.visibility] : project.visibilityLevel;
    if (visibilityLevel !== project.visibilityLevel) {
      const { restricted_visibility_levels: restrictedLevels } = await this.deps.settings();
      const restricted = restrictedVisibilityMessage(visibilityLevel, restrictedLevels, isAdmin(actor));
      if (restricted) addFieldError(errors, 'visibility_level', restricted);
    }
    if (
      input.visibility !== undefined &&
      project.namespace.kind === 'Group' &&
      visibilityLevel > project.namespace.visibilityLevel
    ) {
      addFieldError(
        errors,
        'visibility_level',
        `${input.visibility} is not allowed in a ${visibilityName(project.namespace.visibilityLevel)} group.`,
      );
    }
    throwIfInvalid(errors);

    const changes: string[] = [];
    const set = <K extends keyof Project>(key: K, value: Project[K] | undefined) => {
      if (value === undefined) return;
      if (JSON.stringify(project[key]) === JSON.stringify(value)) return;
      project[key] = value;
      changes.push(String(key));
    };

    await this.uow.run(async (tx) => {
      const oldFullPath = project.fullPath;
      set('name', name);
      if (path !== project.path) {
        set('path', path);
        set('fullPath', `${project.namespace.fullPath}/${path}`);
      }
      set('description', input.description);
      set('visibilityLevel', visibilityLevel);
      if (input.defaultBranch !== undefined)
        set('defaultBranch', input.defaultBranch ? stripHeads(input.defaultBranch) : null);
      if (input.topics !== undefined) set('topics', normalizeTopics(input.topics));
      set('ciConfigPath', input.ciConfigPath === '' ? null : input.ciConfigPath);
      set('requestAccessEnabled', input.requestAccessEnabled);
      set('lfsEnabled', input.lfsEnabled);
      set('sharedRunnersEnabled', input.sharedRunnersEnabled);
      set('emailsEnabled', input.emailsEnabled);
      set('publicJobs', input.publicJobs);
      // A new `repository_storage` moves the repository (storage moves); it is not a plain setting.
      set('featureAccessLevels', mergeFeatures(project.featureAccessLevels, input));
      if (input.settings) set('settings', { ...project.settings, ...input.settings });
      if (project.fullPath !== oldFullPath) {
        await this.namespaces.releaseRedirect(project.fullPath);
        await this.em.flush();
        await this.namespaces.addProjectRedirect(project.id, oldFullPath);
      }
      await this.em.flush();
      for (const hooks of this.lifecycle) await hooks.updated?.(project, input, changes, actor, tx);
      if (changes.length > 0) tx.emit('project.updated', { projectId: project.id, changes });
    });
    return subject;
  }

  /** DELETE /projects/:id: owners and administrators; everything hanging off the project goes too. */
  async delete(actor: Actor, subject: ProjectSubject, precondition?: DeletePrecondition): Promise<void> {
    requireUser(actor);
    authorize(actor, 'remove_project', subject);
    const project = subject.project;
    checkUnmodifiedSince(precondition, project.updatedAt);
    await this.uow.run(async (tx) => {
      for (const hooks of this.lifecycle) await hooks.deleting?.(project, tx);
      await this.deps.members.removeAllOf('Project', [project.id]);
      await this.deps.customAttributes.removeAll('Project', project.id);
      await this.namespaces.removeRedirectsTo('Project', project.id);
      // Shares and stars go with the row (foreign keys cascade).
      await sql`delete from projects where id = ${project.id}`.execute(this.db);
      tx.emit('project.deleted', {
        projectId: project.id,
        namespaceId: project.namespace.id,
        fullPath: project.fullPath,
      });
    });
    forgetDeleted(this.em, project);
  }

  /** PUT /projects/:id/transfer: to a group the caller may create projects in, or a personal namespace. */
  async transfer(
    actor: Actor,
    subject: ProjectSubject,
    namespaceIdOrPath: string | number,
  ): Promise<ProjectSubject> {
    requireUser(actor);
    authorize(actor, 'change_namespace', subject);
    const project = subject.project;
    const target = await this.namespaces.findByIdOrPath(namespaceIdOrPath);
    if (!target || !(await this.canSeeNamespace(actor, target))) throw notFound('Namespace');
    const fail = (message: string) =>
      verbatimError(
        'bad_request',
        `Failed to transfer project {:new_namespace=>[${JSON.stringify(message)}]}`,
      );
    if (target.id === project.namespace.id) throw fail('Project is already in this namespace.');
    if (!(await this.canCreateIn(actor, target, 'transfer'))) {
      throw fail("You don't have permission to transfer projects into that namespace.");
    }
    const newFullPath = `${target.fullPath}/${project.path}`;
    const clash = await this.db
      .selectFrom('projects')
      .select('id')
      .where('namespace_id', '=', target.id)
      .where((eb) => eb.or([eb('path', '=', project.path), eb('name', '=', project.name)]))
      .executeTakeFirst();
    if (clash || (await this.namespaces.isTaken(newFullPath, { kind: 'Project', id: project.id }))) {
      throw fail('Project with same name or path in target namespace already exists');
    }

    const oldNamespace = project.namespace;
    const oldFullPath = project.fullPath;
    await this.uow.run(async (tx) => {
      await this.namespaces.releaseRedirect(newFullPath);
      project.namespace = target;
      project.fullPath = newFullPath;
      if (target.kind === 'Group' && project.visibilityLevel > target.visibilityLevel) {
        project.visibilityLevel = target.visibilityLevel;
      }
      await this.em.flush();
      await this.namespaces.addProjectRedirect(project.id, oldFullPath);
      if (target.kind === 'User' && target.owner)
        await this.deps.members.ensureAtLeast(
          'Project',
          project.id,
          target.owner.id,
          AccessLevel.OWNER,
          actor.user?.id ?? null,
        );
      for (const hooks of this.lifecycle) await hooks.transferred?.(project, tx);
      tx.emit('project.transferred', {
        projectId: project.id,
        oldNamespaceId: oldNamespace.id,
        newNamespaceId: target.id,
        oldFullPath,
      });
    });
    return (await this.subjects(actor, [project])).get(project.id)!;
  }

  /** Marks the project active now (pushes, commits), and a contribution of the user who made them. */
  async touchActivity(projectId: number, userId: number | null): Promise<void> {
    await sql`update projects set last_activity_at = now() where id = ${projectId}`.execute(this.db);
    if (userId === null) return;
    await sql`insert into project_contributions (project_id, user_id, contributed_at)
      values (${projectId}, ${userId}, now())
      on conflict (user_id, project_id) do update set contributed_at = excluded.contributed_at`.execute(
      this.db,
    );
  }

  /** Sets the default branch of a project that has none yet (its first pushed branch). */
  async setDefaultBranchIfUnset(projectId: number, branch: string | null): Promise<void> {
    if (!branch) return;
    await sql`update projects set default_branch = ${branch}
      where id = ${projectId} and default_branch is null`.execute(this.db);
    const cached = this.em.getUnitOfWork().getById(Project, projectId);
    if (cached && !cached.defaultBranch) cached.defaultBranch = branch;
  }

  /** POST /projects/:id/archive and /unarchive: owners; idempotent. */
  async setArchived(actor: Actor, subject: ProjectSubject, archived: boolean): Promise<ProjectSubject> {
    requireUser(actor);
    authorize(actor, 'archive_project', subject);
    if (subject.project.archived === archived) return subject;
    await this.uow.run(async (tx) => {
      subject.project.archived = archived;
      await this.em.flush();
      tx.emit('project.updated', { projectId: subject.project.id, changes: ['archived'] });
    });
    return subject;
  }

  // ---------------------------------------------------------------- helpers

  /** The namespace a new project goes to, checked against the creator's rights. */
  private async targetNamespace(
    actor: Actor,
    creator: ActorUser,
    namespaceId: number | undefined,
  ): Promise<Namespace> {
    const namespace =
      namespaceId !== undefined
        ? await this.namespaces.findByIdOrPath(namespaceId)
        : await this.namespaces.personalNamespaceOf(creator.id);
    if (!namespace || !(await this.canCreateIn(actor, namespace, 'create'))) {
      throw invalid({ namespace: ['is not valid'] });
    }
    return namespace;
  }

  private async canCreateIn(
    actor: Actor,
    namespace: Namespace,
    purpose: 'create' | 'transfer',
  ): Promise<boolean> {
    if (namespace.kind === 'User') return can(actor, 'create_projects_in_user_namespace', namespace);
    const group = (await this.deps.groups.subjects(actor, [namespace])).get(namespace.id)!;
    if (!can(actor, 'read_group', group)) return false;
    return can(actor, purpose === 'create' ? 'create_projects' : 'transfer_projects_into_group', group);
  }

  private async canSeeNamespace(actor: Actor, namespace: Namespace): Promise<boolean> {
    if (namespace.kind === 'User') return can(actor, 'create_projects_in_user_namespace', namespace);
    const group = (await this.deps.groups.subjects(actor, [namespace])).get(namespace.id)!;
    return can(actor, 'read_group', group);
  }
}

function stripHeads(branch: string): string {
  return branch.replace(/^refs\/heads\//, '');
}

/** Stored feature levels after applying `<feature>_enabled` switches, then explicit levels. */
function mergeFeatures(
  current: Record<string, FeatureAccessLevel>,
  input: ProjectInput,
): Record<string, FeatureAccessLevel> {
  const result = { ...current };
  for (const [feature, enabled] of Object.entries(input.featuresEnabled ?? {})) {
    if (enabled === undefined) continue;
    if (input.featureAccessLevels?.[feature as ProjectFeature] !== undefined) continue;
    result[feature] = enabled ? 'enabled' : 'disabled';
  }
  for (const [feature, level] of Object.entries(input.featureAccessLevels ?? {})) {
    if (level !== undefined) result[feature] = level;
  }
  return result;
}
