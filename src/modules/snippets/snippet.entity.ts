import { defineEntity, p } from '@mikro-orm/postgresql';
import { Project } from '../projects/project.entity.ts';
import { User } from '../users/user.entity.ts';

/** A project snippet; its files live in a git repository of its own. */
export const SnippetSchema = defineEntity({
  name: 'Snippet',
  tableName: 'snippets',
  properties: {
    id: p.integer().primary().autoincrement(),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    author: () => p.manyToOne(User).deleteRule('cascade'),
    title: p.string().length(255),
    description: p.text().nullable(),
    visibilityLevel: p.integer().default(0),
    repositoryStorage: p.string().length(255),
    /** Where the snippet was created from, for spam review (administrators only). */
    userAgent: p.text().nullable(),
    ipAddress: p.string().length(64).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  indexes: [{ properties: ['project'] }],
});

export class Snippet extends SnippetSchema.class {}
SnippetSchema.setClass(Snippet);
