import semver from 'semver';
import type { Actor } from '../../core/actor.ts';
import { notFound } from '../../core/errors.ts';
import type { ModuleDeps } from '../../services.ts';
import type { ProjectSubject } from '../projects/projects.policy.ts';
import { INSTALLABLE_STATUSES, Package, PackageFile } from './package.entity.ts';
import { PackageTags } from './package-tags.ts';
import type { PackagesService } from './packages.service.ts';

/**
 * What happens to published npm versions after `npm publish`: `npm deprecate` (a message on
 * versions, or none to undeprecate) and `npm unpublish` (one version, or the whole package). Both
 * need Maintainer, as in GitLab; unpublishing honours the delete protection rules.
 */
export class NpmLifecycleService {
  private readonly deps: ModuleDeps;
  private readonly packages: PackagesService;
  private readonly tags: PackageTags;

  constructor(deps: ModuleDeps, packages: PackagesService) {
    this.deps = deps;
    this.packages = packages;
    this.tags = new PackageTags(deps.orm);
  }

  private get em() {
    return this.deps.orm.em;
  }

  /** The project whose npm packages are deprecated or unpublished. */
  async maintained(actor: Actor, projectIdOrPath: string): Promise<ProjectSubject> {
    return this.packages.deletable(actor, projectIdOrPath, { redirects: 'follow' });
  }

  /** Sets (or, with an empty message, clears) the deprecation message of each named version. */
  async deprecate(actor: Actor, projectIdOrPath: string, name: string, messages: Map<string, string>) {
    const subject = await this.maintained(actor, projectIdOrPath);
    await this.deps.uow.run(async () => {
      const versions = await this.em.find(Package, {
        project: subject.project.id,
        packageType: 'npm',
        name,
        version: { $in: [...messages.keys()] },
        status: { $in: [...INSTALLABLE_STATUSES] },
      });
      if (versions.length === 0) throw notFound('Package');
      for (const pkg of versions) {
        const message = messages.get(pkg.version)!;
        const { deprecated: _previous, ...manifest } = (pkg.metadata['manifest'] ?? {}) as Record<
          string,
          unknown
        >;
        pkg.metadata = {
          ...pkg.metadata,
          manifest: message ? { ...manifest, deprecated: message } : manifest,
        };
        pkg.status = message ? 'deprecated' : 'default';
      }
      await this.em.flush();
    });
  }

  /**
   * Removes one version (named by its version or its tarball's file name) or, with neither, every
   * version of a package. A removed version's dist-tags go with it; `latest` moves to the highest
   * version left, as npm expects.
   */
  async unpublish(
    actor: Actor,
    projectIdOrPath: string,
    name: string,
    which: { version?: string; fileName?: string } = {},
  ): Promise<void> {
    const subject = await this.maintained(actor, projectIdOrPath);
    await this.packages.destroy(actor, subject, async () => {
      // Locked: a concurrent unpublish or tag change of the name goes first, or after this one.
      const all = (await this.tags.lockedVersions(subject.project.id, 'npm', name)).filter(
        (p) => p.status !== 'hidden',
      );
      const chosen = which.fileName
        ? await this.holding(all, which.fileName)
        : which.version
          ? all.filter((p) => p.version === which.version)
          : all;
      if (chosen.length === 0) throw notFound('Package');
      const left = all.filter((p) => !chosen.includes(p));
      if (left.length > 0 && (await this.tags.held(chosen, 'latest'))) {
        const highest = left.reduce((a, b) => (semver.compareLoose(a.version, b.version) >= 0 ? a : b));
        await this.tags.point(highest, ['latest']);
      }
      return chosen;
    });
  }

  private async holding(packages: Package[], fileName: string): Promise<Package[]> {
    if (packages.length === 0) return [];
    const files = await this.em.find(
      PackageFile,
      { fileName, package: { $in: packages.map((p) => p.id) } },
      { fields: ['id', 'package'] },
    );
    return packages.filter((p) => files.some((f) => f.package.id === p.id));
  }
}
