import { LockMode, type MikroORM } from '@mikro-orm/postgresql';
import { Package } from './package.entity.ts';
import { PackageTag } from './package-tag.entity.ts';

/**
 * npm dist-tags as rows: each tag name points at one version of a package name in a project. The
 * callers run these inside their unit of work and flush. Changes to the tags of one package name
 * wait for each other (the name's versions are locked first): two setting the same tag at once
 * would otherwise both find it missing and both add it.
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
    await this.lockedVersions(pkg.project.id, pkg.packageType, pkg.name);
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
      const rows = held.filter((t) => t.name === name);
      // One row per tag: the one already here stays, or the first moves here.
      const row = rows.find((t) => t.package === pkg) ?? rows[0];
      for (const other of rows) if (other !== row) this.em.remove(other);
      if (!row) this.em.create(PackageTag, { package: pkg, project: pkg.project.id, name });
      else if (row.package !== pkg) row.package = pkg;
    }
  }

  /** Removes a tag from these versions of a package name (read through `lockedVersions`). */
  async remove(versions: readonly Package[], name: string): Promise<void> {
    if (versions.length === 0) return;
    const rows = await this.em.find(PackageTag, { package: { $in: versions.map((p) => p.id) }, name });
    for (const row of rows) this.em.remove(row);
  }

  /**
   * The versions of a package name, locked until the transaction ends. Whatever changes tags reads
   * the versions through this, so that it waits for a change in progress and sees what it committed.
   */
  async lockedVersions(projectId: number, packageType: string, name: string): Promise<Package[]> {
    return this.em.find(
      Package,
      { project: projectId, packageType, name },
      { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } },
    );
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
