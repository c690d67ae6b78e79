import { builder, type GraphQLContext } from '../../graphql/builder.ts';
import { connectionFromPage, pageRequestFromArgs } from '../../graphql/connections.ts';
import { mutationPayload, nullIfNotFound, mutationErrorsField } from '../../graphql/errors.ts';
import { registerGlobalIdClass } from '../../graphql/global-id.ts';
import { ProjectRef } from '../projects/projects.graphql.ts';
import type { StorageMove } from './storage-move.entity.ts';

// GitLab's class; ids of the earlier form (`gid://gitlab/ProjectRepositoryStorageMove/1`) are still read.
registerGlobalIdClass('ProjectRepositoryStorageMove', 'Projects::RepositoryStorageMove');

/** A move, loadable by id (`node(id:)`) for administrators. */
const StorageMoveRef = builder.loadableNode('ProjectRepositoryStorageMove', {
  description: 'A move of a project repository between storages.',
  id: { resolve: (m: StorageMove) => m.id, parse: (id: string) => Number(id) },
  load: (ids: number[], ctx: GraphQLContext) => ctx.services.storageMoves.loadMany(ctx.actor, ids),
  fields: (t) => ({
    state: t.string({
      nullable: false,
      description: 'initial, scheduled, started, replicated, finished, failed or cleanup failed.',
      resolve: (m) => m.state,
    }),
    sourceStorageName: t.exposeString('sourceStorageName', { nullable: false }),
    destinationStorageName: t.exposeString('destinationStorageName', { nullable: false }),
    createdAt: t.field({ type: 'Time', nullable: false, resolve: (m) => m.createdAt }),
    projectId: t.int({ nullable: false, resolve: (m) => m.project.id }),
  }),
});

builder.queryField('projectRepositoryStorageMove', (t) =>
  t.field({
    type: StorageMoveRef,
    nullable: true,
    description: 'A project repository storage move (administrators).',
    args: { id: t.arg({ type: 'ProjectRepositoryStorageMoveID', required: true }) },
    resolve: (_, args, ctx) => nullIfNotFound(() => ctx.services.storageMoves.get(ctx.actor, args.id)),
  }),
);

const StorageMoveConnection = builder.connectionObject(
  {
    type: StorageMoveRef,
    name: 'ProjectRepositoryStorageMoveConnection',
    description: 'The connection type for ProjectRepositoryStorageMove.',
  },
  { name: 'ProjectRepositoryStorageMoveEdge', description: 'An edge in a connection.' },
);

builder.objectField(ProjectRef, 'repositoryStorageMoves', (t) =>
  t.connection(
    {
      type: StorageMoveRef,
      nullable: true,
      description: 'Moves of the project repository between storages (administrators).',
      resolve: async (s, args, ctx) =>
        connectionFromPage(
          await ctx.services.storageMoves.pageOf(ctx.actor, s.project.id, pageRequestFromArgs(args)),
        ),
    },
    StorageMoveConnection,
  ),
);

builder.relayMutationField(
  'projectRepositoryStorageMoveCreate',
  {
    inputFields: (t) => ({
      projectId: t.field({ type: 'ProjectID', required: true }),
      destinationStorageName: t.string({ description: 'Chosen by the storage weights when absent.' }),
    }),
  },
  {
    description: 'Schedules a move of a project repository to another storage (administrators).',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => ({
          storageMove: await ctx.services.storageMoves.schedule(
            ctx.actor,
            input.projectId,
            input.destinationStorageName ?? undefined,
          ),
        }),
        { storageMove: null },
      ),
  },
  {
    outputFields: (t) => ({
      storageMove: t.field({ type: StorageMoveRef, nullable: true, resolve: (p) => p.storageMove }),
      errors: mutationErrorsField(t),
    }),
  },
);
