import { defineEntity, p } from '@mikro-orm/postgresql';
import { User } from '../users/user.entity.ts';

/**
 * A review comment on a merge request that only its author sees until it is published (GitLab's
 * `draft_notes`): a new note, a new thread (on a diff line when it has a position), or a reply to
 * a discussion that may resolve it.
 */
export const DraftNoteSchema = defineEntity({
  name: 'DraftNote',
  tableName: 'draft_notes',
  properties: {
    id: p.integer().primary().autoincrement(),
    mergeRequestId: p.integer(),
    author: () => p.manyToOne(User).deleteRule('cascade'),
    note: p.text(),
    commitId: p.string().length(64).nullable(),
    /** The discussion it replies to (`in_reply_to_discussion_id`), or null for a new one. */
    discussionId: p.string().length(40).nullable(),
    resolveDiscussion: p.boolean().default(false),
    lineCode: p.string().length(255).nullable(),
    position: p.json<Record<string, unknown>>().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  indexes: [{ properties: ['mergeRequestId', 'author', 'id'] }],
});

export class DraftNote extends DraftNoteSchema.class {}
DraftNoteSchema.setClass(DraftNote);
