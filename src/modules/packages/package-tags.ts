import type { MikroORM } from '@mikro-orm/postgresql';
import type { Package } from './package.entity.ts';
import { PackageTag } from './package-tag.entity.ts';

/**
 * npm dist-tags as rows: each tag name points at one version of a package name in a project. The
 * callers run these inside their unit of work and flush.
 */
export class PackageTags {
  private readonly orm: MikroORM;

  constructor(orm: MikroORM) {
    this.orm = orm;
  }

  private get em() {
    return this.orm.em;
  }

  /** Points tags at `pkg`: a tag held by another version of the name moves here (its row kept). */
  async point(pkg: Package, names: readonly string[]): Promise<void> {
    const wanted = [...new Set(names)];
    if (wanted.length === 0) return;
    const held = await this.em.find(
      PackageTag,
      {
        project: pkg.project.id,
        name: { $in: wanted },
        package: { packageType: pkg.packageType, name: pkg.name },
      },
      { orderBy: { id: 'asc' } },
    );
    for (const name of wanted) {
      const [row, ...extra] = held.filter((t) => t.name === name);
      for (const other of extra) this.em.remove(other);
      if (!row) this.em.create(PackageTag, { package: pkg, project: pkg.project.id, name });
      else if (row.package !== pkg) row.package = pkg;
    }
  }

  /** Removes a tag from these versions of a package name. */
  async remove(versions: readonly Package[], name: string): Promise<void> {
    if (versions.length === 0) return;
    const rows = await this.em.find(PackageTag, { package: { $in: versions.map((p) => p.id) }, name });
    for (const row of rows) this.em.remove(row);
  }

  /** Does one of these packages hold the tag? */
  async held(packages: readonly Package[], name: string): Promise<boolean> {
    if (packages.length === 0) return false;
    return (await this.em.count(PackageTag, { package: { $in: packages.map((p) => p.id) }, name })) > 0;
  }

  /** The tags of each package, oldest first (one statement for all of them). */
  async of(packageIds: readonly number[]): Promise<Map<number, PackageTag[]>> {
    const byPackage = new Map<number, PackageTag[]>(packageIds.map((id) => [id, []]));
    if (packageIds.length === 0) return byPackage;
    const rows = await this.em.find(
      PackageTag,
      { package: { $in: [...new Set(packageIds)] } },
      { orderBy: { id: 'asc' } },
    );
    for (const row of rows) byPackage.get(row.package.id)?.push(row);
    return byPackage;
  }
}
