import { defineEntity, p } from '@mikro-orm/postgresql';
import { Project } from '../projects/project.entity.ts';
import { Package } from './package.entity.ts';

/**
 * An npm dist-tag (GitLab's `packages_tags`): `name` points at one version of a package name in a
 * project. A tag set on another version moves there (the row is kept, its package changes).
 */
export const PackageTagSchema = defineEntity({
  name: 'PackageTag',
  tableName: 'packages_tags',
  properties: {
    id: p.integer().primary().autoincrement(),
    package: () => p.manyToOne(Package).deleteRule('cascade'),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    name: p.string().length(255),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  uniques: [{ name: 'packages_tags_package_id_name_unique', properties: ['package', 'name'] }],
});
export class PackageTag extends PackageTagSchema.class {}
PackageTagSchema.setClass(PackageTag);
