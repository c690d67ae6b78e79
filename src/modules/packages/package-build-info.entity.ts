import { defineEntity, p } from '@mikro-orm/postgresql';
import { Pipeline } from '../ci/pipelines/pipeline.entity.ts';
import { Package } from './package.entity.ts';

/**
 * The pipeline whose job published (a file of) a package with its CI job token (GitLab's
 * `packages_build_infos`). The pipeline is null once it is deleted, as in GitLab, and then shown nowhere.
 */
export const PackageBuildInfoSchema = defineEntity({
  name: 'PackageBuildInfo',
  tableName: 'packages_build_infos',
  properties: {
    id: p.integer().primary().autoincrement(),
    package: () => p.manyToOne(Package).deleteRule('cascade'),
    pipeline: () => p.manyToOne(Pipeline).deleteRule('set null').nullable(),
  },
});
export class PackageBuildInfo extends PackageBuildInfoSchema.class {}
PackageBuildInfoSchema.setClass(PackageBuildInfo);
