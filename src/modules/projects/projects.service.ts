import type { MikroORM } from '@mikro-orm/postgresql';
import type { Actor } from '../../core/actor.ts';
import { MovedError, notFound } from '../../core/errors.ts';
import { can } from '../../core/policy.ts';
import type { UnitOfWork } from '../../core/tx.ts';
import type { AccessFinder } from '../members/access.finder.ts';
import type { NamespacesService } from '../namespaces/namespaces.service.ts';
import { Project } from './project.entity.ts';
import './projects.policy.ts';
import type { ProjectSubject } from './projects.policy.ts';

export interface FindProjectOptions {
  /**
   * What an old (renamed or transferred) path does: `raise` a MovedError (REST answers 301 or 405),
   * `follow` it silently (GraphQL), or `ignore` it (404).
   */
  redirects?: 'raise' | 'follow' | 'ignore';
}

/**
 * Projects: lookups by id or full path with the caller's access level, shared by every face and
 * every module that works on a project.
 */
export class ProjectsService {
  private readonly orm: MikroORM;
  private readonly uow: UnitOfWork;
  private readonly namespaces: NamespacesService;
  private readonly access: AccessFinder;

  constructor(orm: MikroORM, uow: UnitOfWork, namespaces: NamespacesService, access: AccessFinder) {
    this.orm = orm;
    this.uow = uow;
    this.namespaces = namespaces;
    this.access = access;
  }

  private get em() {
    return this.orm.em;
  }

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
      project = await this.em.findOne(Project, { id: Number(value) }, { populate: ['namespace'] });
    } else if (value.includes('/')) {
      const target = await this.namespaces.resolve(value);
      if (target?.kind === 'Project' && (!target.redirected || options.redirects !== 'ignore')) {
        project = await this.em.findOne(Project, { id: target.id }, { populate: ['namespace'] });
        redirected = target.redirected;
      }
    }
    if (!project) throw notFound('Project');
    const subject = (await this.subjects(actor, [project])).get(project.id)!;
    if (!can(actor, 'read_project', subject)) throw notFound('Project');
    if (redirected && (options.redirects ?? 'raise') === 'raise')
      throw new MovedError('projects', project.id);
    return subject;
  }

  /** Projects by id, for DataLoader: null where missing or invisible. */
  async loadMany(actor: Actor, ids: readonly number[]): Promise<(ProjectSubject | null)[]> {
    const projects = await this.em.find(Project, { id: { $in: [...ids] } }, { populate: ['namespace'] });
    const subjects = await this.subjects(actor, projects);
    return ids.map((id) => {
      const subject = subjects.get(id);
      return subject && can(actor, 'read_project', subject) ? subject : null;
    });
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
}
