import { defineEntity, p } from '@mikro-orm/postgresql';
import { Project } from '../projects/project.entity.ts';

/** The package registries this instance serves (GitLab's `package_type` values). */
export const PACKAGE_TYPES = ['npm', 'pypi', 'generic'] as const;
export type PackageType = (typeof PACKAGE_TYPES)[number];

/** The statuses of the packages a registry serves to its clients (npm shows deprecated versions). */
export const INSTALLABLE_STATUSES = ['default', 'deprecated'] as const;

/**
 * A package of a project's registry (GitLab's `packages_packages`): one name and version of one
 * type; its files are PackageFile rows, npm's dist-tags pointing at it PackageTag rows. `metadata`
 * keeps what a registry serves back verbatim (npm's version manifest, PyPI's `requires_python`).
 */
export const PackageSchema = defineEntity({
  name: 'Package',
  tableName: 'packages_packages',
  properties: {
    id: p.integer().primary().autoincrement(),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    name: p.string().length(255),
    version: p.string().length(255),
    packageType: p.string().length(32),
    status: p.string().length(32).default('default'),
    metadata: p.json<Record<string, unknown>>(),
    lastDownloadedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export class Package extends PackageSchema.class {}
PackageSchema.setClass(Package);

/** One file of a package, stored under the data directory at `storePath`. */
export const PackageFileSchema = defineEntity({
  name: 'PackageFile',
  tableName: 'packages_package_files',
  properties: {
    id: p.integer().primary().autoincrement(),
    package: () => p.manyToOne(Package).deleteRule('cascade'),
    fileName: p.string().length(255),
    size: p.bigint('number'),
    fileMd5: p.string().length(32),
    fileSha1: p.string().length(40),
    fileSha256: p.string().length(64),
    storePath: p.text(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export class PackageFile extends PackageFileSchema.class {}
PackageFileSchema.setClass(PackageFile);
