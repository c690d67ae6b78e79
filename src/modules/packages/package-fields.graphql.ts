import { can } from '../../core/policy.ts';
import { builder, type GraphQLContext, type SchemaTypes } from '../../graphql/builder.ts';
import { connectionFromArray, maxPageSize } from '../../graphql/connections.ts';
import { permissionFields } from '../../graphql/permissions.ts';
import { requestLoader } from '../../graphql/request-loader.ts';
import { pipelineById } from '../ci/ci-loaders.ts';
import { PipelineConnection, PipelineRef } from '../ci/ci-types.graphql.ts';
import type { PipelineRecord } from '../ci/pipelines/pipeline-records.ts';
import { ProjectRef } from '../projects/projects.graphql.ts';
import type { ProjectSubject } from '../projects/projects.policy.ts';
import type { Package, PackageType } from './package.entity.ts';
import type { PackageTag } from './package-tag.entity.ts';
import { packageWebPath } from './packages.presenter.ts';

/**
 * The fields GitLab's package types share (`PackageBase`, `Package`, `PackageDetailsType`): what a
 * package is, its tags, project, permissions and links, and the pipelines that built it. Whatever
 * a field reads is read once for every package of the request (per-request DataLoaders).
 */

export const PackageTypeEnum = builder.enumType('PackageTypeEnum', {
  description: 'Type of a package.',
  values: {
    NPM: { value: 'npm', description: 'Packages from the npm package manager.' },
    PYPI: { value: 'pypi', description: 'Packages from the PyPI package manager.' },
    GENERIC: { value: 'generic', description: 'Packages from the Generic package manager.' },
  } as const satisfies Record<string, { value: PackageType; description: string }>,
});

export const PackageStatusEnum = builder.enumType('PackageStatus', {
  description: 'Status of a package.',
  values: {
    DEFAULT: { value: 'default', description: 'Packages with a default status.' },
    HIDDEN: { value: 'hidden', description: 'Packages with a hidden status.' },
    DEPRECATED: { value: 'deprecated', description: 'Packages with a deprecated status.' },
    // GitLab's states of packages processed after upload; packages here are whole once uploaded.
    PROCESSING: { value: 'processing', description: 'Packages with a processing status.' },
    ERROR: { value: 'error', description: 'Packages with a error status.' },
    PENDING_DESTRUCTION: {
      value: 'pending_destruction',
      description: 'Packages with a pending_destruction status.',
    },
  } as const,
});

type PackageStatusValue = 'default' | 'hidden' | 'deprecated';

/** GitLab's pipelines of a package are pages of at most 20 (it reads them for up to 100 packages). */
const MAX_PIPELINES = 20;

const PackageTagRef = builder.objectRef<PackageTag>('PackageTag').implement({
  description: 'An npm dist-tag of a package.',
  fields: (t) => ({
    // GitLab's tag id is its row id, not a global id.
    id: t.id({ nullable: false, description: 'ID of the tag.', resolve: (tag) => tag.id }),
    name: t.string({ nullable: false, description: 'Name of the tag.', resolve: (tag) => tag.name }),
    createdAt: t.field({
      type: 'Time',
      nullable: false,
      description: 'Created date.',
      resolve: (tag) => tag.createdAt,
    }),
    updatedAt: t.field({
      type: 'Time',
      nullable: false,
      description: 'Updated date.',
      resolve: (tag) => tag.updatedAt,
    }),
  }),
});

const PackageTagConnection = builder.connectionObject(
  { type: PackageTagRef, name: 'PackageTagConnection', description: 'The connection type for PackageTag.' },
  { name: 'PackageTagEdge', description: 'An edge in a connection.' },
);

const PackagePermissionsRef = builder.objectRef<ProjectSubject>('PackagePermissions').implement({
  description: "The current user's permissions on a package (those on its project).",
  fields: (t) =>
    permissionFields(t, ['destroy_package'], {
      nullable: false,
      descriptions: {
        destroy_package: 'Whether the current user may delete the package (`destroy_package`).',
      },
    }),
});

const PackageLinksRef = builder
  .objectRef<{ projectPath: string; packageId: number }>('PackageLinks')
  .implement({
    description: 'Links of a package.',
    fields: (t) => ({
      webPath: t.string({
        nullable: true,
        description: "Path of the package's page.",
        resolve: (l) => packageWebPath(l.projectPath, l.packageId),
      }),
    }),
  });

/** The package's project (readable, as the package is), read with every other of the request. */
async function projectOf(ctx: GraphQLContext, pkg: Package): Promise<ProjectSubject> {
  const subject = await ProjectRef.getDataloader(ctx).load(pkg.project.id);
  if (!subject) throw new Error(`Project ${pkg.project.id} of package ${pkg.id} is not readable`);
  return subject;
}

function tagsOf(ctx: GraphQLContext, pkg: Package): Promise<PackageTag[]> {
  return requestLoader<number, PackageTag[]>(ctx, 'packages:tags', async (ids) => {
    const tags = await ctx.services.packages.tagsOf(ids);
    return ids.map((id) => tags.get(id) ?? []);
  }).load(pkg.id);
}

async function pipelinesOf(ctx: GraphQLContext, pkg: Package): Promise<PipelineRecord[]> {
  const ids = await requestLoader<number, number[]>(ctx, 'packages:pipelineIds', async (packageIds) => {
    const byPackage = await ctx.services.packages.pipelineIdsOf(packageIds);
    return packageIds.map((id) => byPackage.get(id) ?? []);
  }).load(pkg.id);
  // The pipelines of every package of the request are read together, each once.
  const pipelines = await Promise.all(ids.map((id) => pipelineById(ctx, id)));
  return pipelines.filter((p): p is PipelineRecord => p !== null);
}

function protectionRuleExists(ctx: GraphQLContext, pkg: Package): Promise<boolean> {
  return requestLoader<Package, boolean>(
    ctx,
    'packages:protectionRuleExists',
    (packages) => ctx.services.packages.protectionRuleExists(packages),
    (p) => p.id,
  ).load(pkg);
}

/** The fields every package type has, but its `id` (a Node's own, or a `PackagesPackageID`). */
export function packageFields(t: PothosSchemaTypes.ObjectFieldBuilder<SchemaTypes, Package>) {
  return {
    name: t.string({ nullable: false, description: 'Name of the package.', resolve: (p) => p.name }),
    version: t.string({ nullable: true, description: 'Version string.', resolve: (p) => p.version }),
    packageType: t.field({
      type: PackageTypeEnum,
      nullable: false,
      description: 'Package type.',
      resolve: (p) => p.packageType as PackageType,
    }),
    status: t.field({
      type: PackageStatusEnum,
      nullable: false,
      description: 'Package status.',
      resolve: (p) => p.status as PackageStatusValue,
    }),
    statusMessage: t.string({
      nullable: true,
      description: 'Status message; null here, as no package is left in an error state by its processing.',
      resolve: () => null,
    }),
    createdAt: t.field({
      type: 'Time',
      nullable: false,
      description: 'Date of creation.',
      resolve: (p) => p.createdAt,
    }),
    updatedAt: t.field({
      type: 'Time',
      nullable: false,
      description: 'Date of most recent update.',
      resolve: (p) => p.updatedAt,
    }),
    tags: t.connection(
      {
        type: PackageTagRef,
        nullable: true,
        description: 'Package tags (npm dist-tags), oldest first.',
        resolve: async (p, args, ctx) => connectionFromArray(await tagsOf(ctx, p), args),
      },
      PackageTagConnection,
    ),
    project: t.field({
      type: ProjectRef,
      nullable: false,
      description: 'Project holding the package.',
      resolve: (p) => p.project.id,
    }),
    canDestroy: t.boolean({
      nullable: false,
      description: 'Whether the current user may delete the package.',
      deprecationReason: 'Superseded by `userPermissions`.',
      resolve: async (p, _, ctx) => can(ctx.actor, 'destroy_package', await projectOf(ctx, p)),
    }),
    userPermissions: t.field({
      type: PackagePermissionsRef,
      nullable: false,
      description: 'Permissions for the current user on the resource.',
      resolve: (p, _, ctx) => projectOf(ctx, p),
    }),
    _links: t.field({
      type: PackageLinksRef,
      nullable: false,
      description: 'Links of the package.',
      resolve: async (p, _, ctx) => ({
        projectPath: (await projectOf(ctx, p)).project.fullPath,
        packageId: p.id,
      }),
    }),
    protectionRuleExists: t.boolean({
      nullable: false,
      description: 'Whether a package protection rule of the project matches the package.',
      resolve: (p, _, ctx) => protectionRuleExists(ctx, p),
    }),
  };
}

/** `pipelines` of `Package` and `PackageDetailsType`: those that built it, newest first. */
export function packagePipelinesField(t: PothosSchemaTypes.ObjectFieldBuilder<SchemaTypes, Package>) {
  return t.connection(
    {
      type: PipelineRef,
      nullable: true,
      description: `Pipelines that built the package, newest first. Max page size ${MAX_PIPELINES}.`,
      ...maxPageSize(MAX_PIPELINES),
      resolve: async (p, args, ctx) => connectionFromArray(await pipelinesOf(ctx, p), args, MAX_PIPELINES),
    },
    PipelineConnection,
  );
}
