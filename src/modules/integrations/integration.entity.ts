import { defineEntity, p } from '@mikro-orm/postgresql';
import { encryptedColumn, type Ciphertext } from '../../core/encryption.ts';
import { Namespace } from '../namespaces/namespace.entity.ts';
import { Project } from '../projects/project.entity.ts';

/** The secret parameters of an integration: a JSON object (name → value), encrypted as one value. */
export const INTEGRATION_SECRETS = encryptedColumn({ table: 'integrations', column: 'encrypted_secrets' });

/**
 * An integration of one kind (GitLab's `integrations`): whether it is active, its event flags, its
 * plain parameters (`properties`) and its write-only ones (`encrypted_secrets`). A row belongs to a
 * project, or is a default of a group or of the instance (`instance`); one row per owner and kind,
 * kept when disabled (with its settings reset). A project's or group's row that follows a default
 * has `inherit_from_id` pointing at it and a copy of its settings (integration-inheritance.ts).
 */
export const IntegrationSchema = defineEntity({
  name: 'Integration',
  tableName: 'integrations',
  properties: {
    id: p.integer().primary().autoincrement(),
    project: () => p.manyToOne(Project).nullable().deleteRule('cascade'),
    group: () => p.manyToOne(Namespace).nullable().deleteRule('cascade'),
    instance: p.boolean().default(false),
    /** The kind's slug (integration-kinds.ts). */
    type: p.string().length(64),
    active: p.boolean().default(false),
    inheritFromId: p.integer().nullable(),
    properties: p.json<Record<string, string | boolean | number>>().default('{}'),
    encryptedSecrets: p.text().$type<Ciphertext>().nullable(),
    commitEvents: p.boolean().default(false),
    pushEvents: p.boolean().default(false),
    issuesEvents: p.boolean().default(false),
    alertEvents: p.boolean().default(false),
    confidentialIssuesEvents: p.boolean().default(false),
    mergeRequestsEvents: p.boolean().default(false),
    tagPushEvents: p.boolean().default(false),
    deploymentEvents: p.boolean().default(false),
    noteEvents: p.boolean().default(false),
    confidentialNoteEvents: p.boolean().default(false),
    pipelineEvents: p.boolean().default(false),
    wikiPageEvents: p.boolean().default(false),
    jobEvents: p.boolean().default(false),
    vulnerabilityEvents: p.boolean().default(false),
    commentOnEventEnabled: p.boolean().default(true),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  uniques: [{ properties: ['project', 'type'] }, { properties: ['group', 'type'] }],
});

export class Integration extends IntegrationSchema.class {}
IntegrationSchema.setClass(Integration);
