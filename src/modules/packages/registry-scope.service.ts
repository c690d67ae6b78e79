import type { Actor } from '../../core/actor.ts';
import { notFound } from '../../core/errors.ts';
import type { ModuleDeps } from '../../services.ts';
import { Project } from '../projects/project.entity.ts';
import type { ProjectSubject } from '../projects/projects.policy.ts';
import { INSTALLABLE_STATUSES, Package } from './package.entity.ts';

/** Where a registry request above the project level looks: a group (and its subgroups), or the instance. */
export type RegistryLevel = { group: string } | { instance: true };

/**
 * Which projects a group-level or instance-level registry request reaches: the projects of the
 * group's tree whose packages the caller may pull, and for npm the one project that answers for a
 * package name (the project of its most recent package, as GitLab picks it).
 */
export class RegistryScopeService {
  private readonly deps: ModuleDeps;

  constructor(deps: ModuleDeps) {
    this.deps = deps;
  }

  private get em() {
    return this.deps.orm.em;
  }

  /** The projects of a group and its subgroups whose packages the caller may pull; 404 for an unseen group. */
  async groupProjectIds(actor: Actor, groupIdOrPath: string): Promise<number[]> {
    const group = await this.deps.groups.find(actor, groupIdOrPath);
    return this.readableIn(actor, group.group.id);
  }

  /**
   * The project an npm request for `name` reaches above the project level. At the instance level the
   * package's scope names the root namespace (`@acme/widget` lives under `acme`), as GitLab requires.
   */
  async npmProject(actor: Actor, level: RegistryLevel, name: string): Promise<ProjectSubject> {
    let rootId: number;
    if ('group' in level) {
      rootId = (await this.deps.groups.find(actor, level.group)).group.id;
    } else {
      const scope = /^@([^/]+)\/[^/]+$/.exec(name)?.[1];
      const namespace = scope ? await this.deps.projects.findNamespace(actor, scope) : null;
      // A root namespace by its path (a scope of digits is not a namespace id).
      if (!namespace || namespace.parent || namespace.fullPath.toLowerCase() !== scope!.toLowerCase()) {
        throw notFound('Package');
      }
      rootId = namespace.id;
    }
    const candidates = await this.em.find(
      Package,
      {
        packageType: 'npm',
        name,
        status: { $in: [...INSTALLABLE_STATUSES] },
        project: { namespace: { traversalIds: { $contains: [rootId] } } },
      },
      { orderBy: { id: 'desc' }, fields: ['id', 'project'] },
    );
    const readable = await this.deps.projects.withAbility(
      actor,
      'read_package',
      candidates.map((c) => c.project.id),
    );
    const chosen = candidates.find((c) => readable.has(c.project.id));
    if (!chosen) throw notFound('Package');
    return readable.get(chosen.project.id)!;
  }

  private async readableIn(actor: Actor, namespaceId: number): Promise<number[]> {
    const projects = await this.em.find(
      Project,
      { namespace: { traversalIds: { $contains: [namespaceId] } } },
      { fields: ['id'] },
    );
    const readable = await this.deps.projects.withAbility(
      actor,
      'read_package',
      projects.map((p) => p.id),
    );
    return [...readable.keys()];
  }
}
