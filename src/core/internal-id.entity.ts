import { defineEntity, p } from '@mikro-orm/postgresql';

/**
 * The last internal id (iid) given out for one usage in one project or namespace (GitLab's
 * `internal_ids`). See core/internal-ids.ts.
 */
export const InternalIdSchema = defineEntity({
  name: 'InternalId',
  tableName: 'internal_ids',
  properties: {
    id: p.integer().primary().autoincrement(),
    usage: p.string().length(64),
    projectId: p.integer().nullable(),
    namespaceId: p.integer().nullable(),
    lastValue: p.integer(),
  },
});

export class InternalId extends InternalIdSchema.class {}
InternalIdSchema.setClass(InternalId);
