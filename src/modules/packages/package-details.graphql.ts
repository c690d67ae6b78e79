import { builder, type SchemaTypes } from '../../graphql/builder.ts';
import { connectionFromArray, connectionFromPage, pageRequestFromArgs } from '../../graphql/connections.ts';
import { mutationErrorsField, mutationPayload } from '../../graphql/errors.ts';
import { encodeGlobalId, registerGlobalIdClass } from '../../graphql/global-id.ts';
import type { Package, PackageFile } from './package.entity.ts';
import { packageFields, packagePipelinesField } from './package-fields.graphql.ts';

/**
 * One package as GitLab's package page reads it: `package(id:)` of type `PackageDetailsType`, with
 * its files (`PackageFile`, `gid://gitlab/Packages::PackageFile/1`), its other versions
 * (`PackageBase`), and `destroyPackageFile`.
 */

registerGlobalIdClass('PackageFile', 'Packages::PackageFile');

/** The id of the package types that are no Node: the Package's global id, typed as GitLab types it. */
const packageIdField = (t: PothosSchemaTypes.ObjectFieldBuilder<SchemaTypes, Package>) =>
  t.field({
    type: 'PackagesPackageID',
    nullable: false,
    description: 'ID of the package.',
    resolve: (p) => encodeGlobalId('Package', p.id),
  });

const PackageFileRef = builder.objectRef<PackageFile>('PackageFile').implement({
  description: 'Represents a package file.',
  fields: (t) => ({
    id: t.field({
      type: 'PackagesPackageFileID',
      nullable: false,
      description: 'ID of the file.',
      resolve: (f) => encodeGlobalId('PackageFile', f.id),
    }),
    fileName: t.string({
      nullable: false,
      description: 'Name of the package file.',
      resolve: (f) => f.fileName,
    }),
    // GitLab's type has the size as a string.
    size: t.string({
      nullable: false,
      description: 'Size of the package file.',
      resolve: (f) => String(f.size),
    }),
    fileMd5: t.string({ nullable: true, description: 'Md5 of the package file.', resolve: (f) => f.fileMd5 }),
    fileSha1: t.string({
      nullable: true,
      description: 'Sha1 of the package file.',
      resolve: (f) => f.fileSha1,
    }),
    fileSha256: t.string({
      nullable: true,
      description: 'Sha256 of the package file.',
      resolve: (f) => f.fileSha256,
    }),
    createdAt: t.field({
      type: 'Time',
      nullable: false,
      description: 'Created date.',
      resolve: (f) => f.createdAt,
    }),
    downloadPath: t.string({
      nullable: true,
      description:
        "Download path of the package file; null here, as GitLab's web download route is not served (the registries serve the files).",
      resolve: () => null,
    }),
  }),
});

/** GitLab's `PackageBase`: a package without its pipelines (the other versions of a package). */
const PackageBaseRef = builder.objectRef<Package>('PackageBase').implement({
  description: 'A package of the Package Registry, without its pipelines.',
  fields: (t) => ({ id: packageIdField(t), ...packageFields(t) }),
});

const PackageBaseConnection = builder.connectionObject(
  {
    type: PackageBaseRef,
    name: 'PackageBaseConnection',
    description: 'The connection type for PackageBase.',
  },
  { name: 'PackageBaseEdge', description: 'An edge in a connection.' },
);

const PackageDetailsRef = builder.objectRef<Package>('PackageDetailsType').implement({
  description: 'Represents a package details in the Package Registry.',
  fields: (t) => ({
    id: packageIdField(t),
    ...packageFields(t),
    pipelines: packagePipelinesField(t),
    lastDownloadedAt: t.field({
      type: 'Time',
      nullable: true,
      description: 'Last time that a file of this package was downloaded.',
      resolve: (p) => p.lastDownloadedAt ?? null,
    }),
    packageFiles: t.connection({
      type: PackageFileRef,
      nullable: true,
      description: 'Package files, oldest first.',
      resolve: async (p, args, ctx) => connectionFromArray(await ctx.services.packages.filesOf(p), args),
    }),
    versions: t.connection(
      {
        type: PackageBaseRef,
        nullable: true,
        description: 'Other versions of the package (of its project, type and name), by version.',
        resolve: async (p, args, ctx) =>
          connectionFromPage(await ctx.services.packages.pageOfVersions(p, pageRequestFromArgs(args))),
      },
      PackageBaseConnection,
    ),
  }),
});

builder.queryField('package', (t) =>
  t.field({
    type: PackageDetailsRef,
    nullable: true,
    description: 'Find a package; null when it does not exist or the caller may not read it.',
    args: {
      id: t.arg({ type: 'PackagesPackageID', required: true, description: 'Global ID of the package.' }),
    },
    resolve: (_, args, ctx) => ctx.services.packages.readableById(ctx.actor, args.id),
  }),
);

builder.relayMutationField(
  'destroyPackageFile',
  {
    inputFields: (t) => ({
      id: t.field({ type: 'PackagesPackageFileID', required: true, description: 'ID of the Package file.' }),
    }),
  },
  {
    description:
      'Deletes a package file (Maintainer), as `DELETE /projects/:id/packages/:package_id/package_files/:package_file_id`.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(async () => {
        await ctx.services.packages.deleteFileById(ctx.actor, input.id);
        return {};
      }, {}),
  },
  { outputFields: (t) => ({ errors: mutationErrorsField(t) }) },
);

builder.relayMutationField(
  'destroyPackages',
  {
    inputFields: (t) => ({
      ids: t.field({
        type: ['PackagesPackageID'],
        required: true,
        description: 'Global IDs of the Packages. Max 100',
      }),
    }),
  },
  {
    description: "Deletes packages (Maintainer of each one's project); none is deleted when one may not be.",
    resolve: (_, { input }, ctx) =>
      mutationPayload(async () => {
        await ctx.services.packages.deleteManyById(ctx.actor, input.ids);
        return {};
      }, {}),
  },
  { outputFields: (t) => ({ errors: mutationErrorsField(t) }) },
);

builder.relayMutationField(
  'destroyPackageFiles',
  {
    inputFields: (t) => ({
      projectPath: t.id({ required: true, description: 'Project path where the packages are.' }),
      ids: t.field({
        type: ['PackagesPackageFileID'],
        required: true,
        description: 'IDs of the Package file.',
      }),
    }),
  },
  {
    description: 'Deletes package files of one project (Maintainer); none is deleted when one may not be.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(async () => {
        await ctx.services.packages.deleteFilesOfProject(ctx.actor, String(input.projectPath), input.ids);
        return {};
      }, {}),
  },
  { outputFields: (t) => ({ errors: mutationErrorsField(t) }) },
);
