import { defineEntity, p } from '@mikro-orm/postgresql';
import { Project } from '../projects/project.entity.ts';
import { User } from '../users/user.entity.ts';

/** One file of a snippet at its branch's tip. */
export interface SnippetFile {
  path: string;
  size: number;
  mode: string;
  binary: boolean;
}

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
    /** The files at the tip, saved with each commit (null for snippets written before it was kept). */
    files: p.json<SnippetFile[]>().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  indexes: [{ properties: ['project'] }, { properties: ['project', 'id'] }],
});

export class Snippet extends SnippetSchema.class {}
SnippetSchema.setClass(Snippet);
