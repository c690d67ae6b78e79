import { defineEntity, p } from '@mikro-orm/postgresql';

/**
 * A project topic (GitLab's `Projects::Topic`): every name projects are tagged with has one, made
 * when a project first uses it (names are unique whatever their letter case).
 */
export const TopicSchema = defineEntity({
  name: 'Topic',
  tableName: 'topics',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(255),
    title: p.string().length(255),
    description: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class Topic extends TopicSchema.class {}
TopicSchema.setClass(Topic);
