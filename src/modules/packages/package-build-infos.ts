import type { MikroORM } from '@mikro-orm/postgresql';
import type { Package } from './package.entity.ts';
import { PackageBuildInfo } from './package-build-info.entity.ts';

/** The pipelines whose jobs published packages (one row per package and pipeline). */
export class PackageBuildInfos {
  private readonly orm: MikroORM;

  constructor(orm: MikroORM) {
    this.orm = orm;
  }

  private get em() {
    return this.orm.em;
  }

  /** Records that a job of `pipelineId` published (a file of) `pkg`, once per pipeline. */
  async record(pkg: Package, pipelineId: number): Promise<void> {
    const known =
      pkg.id !== undefined &&
      (await this.em.count(PackageBuildInfo, { package: pkg.id, pipeline: pipelineId })) > 0;
    if (!known) this.em.create(PackageBuildInfo, { package: pkg, pipeline: pipelineId });
  }

  /** The ids of the pipelines that built each package, newest first (deleted pipelines left out). */
  async pipelineIdsOf(packageIds: readonly number[]): Promise<Map<number, number[]>> {
    const byPackage = new Map<number, number[]>(packageIds.map((id) => [id, []]));
    if (packageIds.length === 0) return byPackage;
    const rows = await this.em.find(
      PackageBuildInfo,
      { package: { $in: [...new Set(packageIds)] }, pipeline: { $ne: null } },
      { orderBy: { id: 'desc' } },
    );
    for (const row of rows) byPackage.get(row.package.id)?.push(row.pipeline!.id);
    return byPackage;
  }
}
