import { defineEntity, p } from '@mikro-orm/postgresql';
import { Project } from '../projects/project.entity.ts';

/** States of a move, as the API names them. */
export const STORAGE_MOVE_STATES = [
  'initial',
  'scheduled',
  'started',
  'replicated',
  'finished',
  'failed',
  'cleanup failed',
] as const;
export type StorageMoveState = (typeof STORAGE_MOVE_STATES)[number];

/** One move of a project's repository from one storage to another. */
export const StorageMoveSchema = defineEntity({
  name: 'StorageMove',
  tableName: 'project_repository_storage_moves',
  properties: {
    id: p.integer().primary().autoincrement(),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    state: p.string().length(32).$type<StorageMoveState>().default('initial'),
    sourceStorageName: p.string().length(255),
    destinationStorageName: p.string().length(255),
    errorMessage: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  indexes: [{ properties: ['project'] }, { properties: ['state'] }],
});

export class StorageMove extends StorageMoveSchema.class {}
StorageMoveSchema.setClass(StorageMove);
