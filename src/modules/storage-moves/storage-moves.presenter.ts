import type { StorageMove } from './storage-move.entity.ts';

export function presentStorageMove(move: StorageMove) {
  const project = move.project;
  const namespaceName = project.namespace.name;
  return {
    id: move.id,
    created_at: move.createdAt.toISOString(),
    state: move.state,
    source_storage_name: move.sourceStorageName,
    destination_storage_name: move.destinationStorageName,
    project: {
      id: project.id,
      description: project.description,
      name: project.name,
      name_with_namespace: `${namespaceName} / ${project.name}`,
      path: project.path,
      path_with_namespace: project.fullPath,
      created_at: project.createdAt.toISOString(),
    },
  };
}
