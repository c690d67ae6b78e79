import { defineEntity, p } from '@mikro-orm/postgresql';
import { Project } from '../projects/project.entity.ts';
import { User } from '../users/user.entity.ts';

/** GitLab's note classes: a comment alone (null), a reply in a thread, a comment on a diff line. */
export type NoteType = 'DiscussionNote' | 'DiffNote' | null;

/**
 * A comment or system note on something of a project (GitLab's `notes`): the noteable is named by
 * its type and id, as registered in the noteable registry (noteables.ts). Notes sharing a
 * `discussionId` (GitLab's 40-hex id) form one discussion; an individual note has its own.
 */
export const NoteSchema = defineEntity({
  name: 'Note',
  tableName: 'notes',
  properties: {
    id: p.integer().primary().autoincrement(),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    author: () => p.manyToOne(User).deleteRule('cascade'),
    noteableType: p.string().length(64),
    noteableId: p.integer(),
    body: p.text(),
    system: p.boolean().default(false),
    internal: p.boolean().default(false),
    discussionId: p.string().length(40),
    type: p.string().length(32).nullable().$type<NoteType>(),
    /** Where a diff note sits (GitLab's position hash), kept as given once validated. */
    position: p.json<Record<string, unknown>>().nullable(),
    resolvedAt: p.datetime().nullable(),
    resolvedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    lastEditedAt: p.datetime().nullable(),
    updatedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  indexes: [
    { properties: ['noteableType', 'noteableId', 'id'] },
    { properties: ['discussionId'] },
    { properties: ['project'] },
  ],
});

export class Note extends NoteSchema.class {}
NoteSchema.setClass(Note);
