import { defineEntity, p } from '@mikro-orm/postgresql';
import { Project } from '../../projects/project.entity.ts';
import { User } from '../../users/user.entity.ts';

/**
 * A pipeline trigger token of a project (`Ci::Trigger`): whoever holds it may start pipelines as its
 * owner. Only a digest of the token is kept; its first characters are kept to tell tokens apart.
 */
export const TriggerSchema = defineEntity({
  name: 'Trigger',
  tableName: 'ci_triggers',
  properties: {
    id: p.integer().primary().autoincrement(),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    owner: () => p.manyToOne(User).nullable().deleteRule('set null'),
    description: p.text().default(''),
    tokenDigest: p.string().length(64).unique(),
    tokenStart: p.string().length(16),
    lastUsedAt: p.datetime().nullable(),
    expiresAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  indexes: [{ properties: ['project'] }],
});

export class Trigger extends TriggerSchema.class {}
TriggerSchema.setClass(Trigger);
