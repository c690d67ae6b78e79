import type { ArgBuilder } from '@pothos/core';
import { builder, type GraphQLContext, type SchemaTypes } from '../../graphql/builder.ts';
import { connectionFromPage, pageRequestFromArgs } from '../../graphql/connections.ts';
import { mutationErrorsField, mutationPayload } from '../../graphql/errors.ts';
import { registerGlobalIdClass } from '../../graphql/global-id.ts';
import { GroupRef } from '../groups/groups.graphql.ts';
import { ProjectRef } from '../projects/projects.graphql.ts';
import type { Package, PackageType } from './package.entity.ts';
import {
  packageFields,
  packagePipelinesField,
  PackageStatusEnum,
  PackageTypeEnum,
} from './package-fields.graphql.ts';
import type { PackageOrder } from './packages.service.ts';

/**
 * Packages as GitLab's GraphQL lists them: `Project.packages` and `Group.packages`, newest first, of
 * GitLab's `Package` type (`gid://gitlab/Packages::Package/1`: the fields of package-fields.graphql.ts
 * and its pipelines), and its `destroyPackage` mutation.
 */

registerGlobalIdClass('Package', 'Packages::Package');

export const PackageRef = builder.loadableNode('Package', {
  description: 'Represents a package in the Package Registry.',
  id: {
    description: 'ID of the package.',
    resolve: (pkg: Package) => pkg.id,
    parse: (id: string) => Number(id),
  },
  load: (ids: number[], ctx: GraphQLContext) => ctx.services.packages.loadMany(ctx.actor, ids),
  fields: (t) => ({
    ...packageFields(t),
    pipelines: packagePipelinesField(t),
  }),
});

const SORTS = {
  CREATED_DESC: ['createdAt', 'desc', 'Ordered by created_at in descending order.'],
  CREATED_ASC: ['createdAt', 'asc', 'Ordered by created_at in ascending order.'],
  NAME_DESC: ['name', 'desc', 'Ordered by name in descending order.'],
  NAME_ASC: ['name', 'asc', 'Ordered by name in ascending order.'],
  VERSION_DESC: ['version', 'desc', 'Ordered by version in descending order.'],
  VERSION_ASC: ['version', 'asc', 'Ordered by version in ascending order.'],
  TYPE_DESC: ['packageType', 'desc', 'Ordered by type in descending order.'],
  TYPE_ASC: ['packageType', 'asc', 'Ordered by type in ascending order.'],
  PROJECT_PATH_DESC: ['projectPath', 'desc', 'Ordered by project path in descending order.'],
  PROJECT_PATH_ASC: ['projectPath', 'asc', 'Ordered by project path in ascending order.'],
} as const satisfies Record<string, [PackageOrder['column'], PackageOrder['direction'], string]>;
type SortName = keyof typeof SORTS;

const sortValues = (names: SortName[]) =>
  Object.fromEntries(names.map((name) => [name, { value: name, description: SORTS[name][2] }])) as Record<
    SortName,
    { value: SortName; description: string }
  >;
const PROJECT_SORTS: SortName[] = [
  'CREATED_DESC',
  'CREATED_ASC',
  'NAME_DESC',
  'NAME_ASC',
  'VERSION_DESC',
  'VERSION_ASC',
  'TYPE_DESC',
  'TYPE_ASC',
];

const PackageSortEnum = builder.enumType('PackageSort', {
  description: 'Values for sorting package',
  values: sortValues(PROJECT_SORTS),
});

const PackageGroupSortEnum = builder.enumType('PackageGroupSort', {
  description: 'Values for sorting group packages',
  values: sortValues([...PROJECT_SORTS, 'PROJECT_PATH_DESC', 'PROJECT_PATH_ASC']),
});

const orderOf = (sort: SortName | null | undefined): PackageOrder | undefined =>
  sort ? { column: SORTS[sort][0], direction: SORTS[sort][1] } : undefined;

const packageFilterArgs = (arg: ArgBuilder<SchemaTypes>) => ({
  packageName: arg.string({ description: 'Search a package by name.' }),
  packageType: arg({ type: PackageTypeEnum, description: 'Filter a package by type.' }),
  packageVersion: arg.string({ description: 'Filter a package by version.' }),
  status: arg({ type: PackageStatusEnum, description: 'Filter a package by status.' }),
});

const filtersOf = (args: {
  packageName?: unknown;
  packageType?: unknown;
  packageVersion?: unknown;
  status?: unknown;
}) => ({
  packageName: (args.packageName as string | null | undefined) ?? undefined,
  packageType: (args.packageType as PackageType | null | undefined) ?? undefined,
  packageVersion: (args.packageVersion as string | null | undefined) ?? undefined,
  status: (args.status as string | null | undefined) ?? undefined,
});

builder.objectField(ProjectRef, 'packages', (t) =>
  t.connection({
    type: PackageRef,
    nullable: true,
    description: 'Packages of the project, newest first; null for those who may not read them.',
    args: {
      ...packageFilterArgs(t.arg),
      sort: t.arg({ type: PackageSortEnum, description: 'Sort packages by the criteria.' }),
    },
    resolve: async (project, args, ctx) => {
      const page = await ctx.services.packages.pageOfProject(
        ctx.actor,
        project,
        pageRequestFromArgs(args),
        filtersOf(args),
        orderOf(args.sort),
      );
      return page && connectionFromPage(page);
    },
  }),
);

builder.objectField(GroupRef, 'packages', (t) =>
  t.connection({
    type: PackageRef,
    nullable: true,
    description:
      "Packages of the group's projects and its subgroups' that the caller may read, newest first.",
    args: {
      ...packageFilterArgs(t.arg),
      sort: t.arg({ type: PackageGroupSortEnum, description: 'Sort packages by the criteria.' }),
    },
    resolve: async (group, args, ctx) =>
      connectionFromPage(
        await ctx.services.packages.pageOfGroup(
          ctx.actor,
          group.group.id,
          pageRequestFromArgs(args),
          filtersOf(args),
          orderOf(args.sort),
        ),
      ),
  }),
);

builder.relayMutationField(
  'destroyPackage',
  {
    inputFields: (t) => ({
      id: t.field({ type: 'PackagesPackageID', required: true, description: 'ID of the Package.' }),
    }),
  },
  {
    description:
      'Deletes a package and its files (Maintainer), as `DELETE /projects/:id/packages/:package_id`.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(async () => {
        await ctx.services.packages.deleteById(ctx.actor, input.id);
        return {};
      }, {}),
  },
  { outputFields: (t) => ({ errors: mutationErrorsField(t) }) },
);
