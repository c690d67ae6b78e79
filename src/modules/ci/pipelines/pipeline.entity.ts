import { defineEntity, p } from '@mikro-orm/postgresql';
import { encryptedColumn, type Ciphertext } from '../../../core/encryption.ts';
import { Project } from '../../projects/project.entity.ts';
import { User } from '../../users/user.entity.ts';
import type { CiStatus } from '../status.ts';

/** Why a pipeline was created (GitLab's `source`). */
export const PIPELINE_SOURCES = [
  'push',
  'web',
  'api',
  'trigger',
  'schedule',
  'pipeline',
  'parent_pipeline',
  'merge_request_event',
] as const;
export type PipelineSource = (typeof PIPELINE_SOURCES)[number];

/** What a merge request pipeline runs on: the source head, the merged result, or a merge train car's result. */
export const MERGE_REQUEST_EVENT_TYPES = ['detached', 'merged_result', 'merge_train'] as const;
export type MergeRequestEventType = (typeof MERGE_REQUEST_EVENT_TYPES)[number];

/** A pipeline: the jobs built from the CI configuration at one commit of one ref. */
export const PipelineSchema = defineEntity({
  name: 'Pipeline',
  tableName: 'ci_pipelines',
  properties: {
    id: p.integer().primary().autoincrement(),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    /** Per-project number. */
    iid: p.integer(),
    ref: p.string().length(255),
    tag: p.boolean().default(false),
    /** The ref was protected when the pipeline was created. */
    protected: p.boolean().default(false),
    sha: p.string().length(64),
    beforeSha: p.string().length(64).nullable(),
    source: p.enum(PIPELINE_SOURCES),
    status: p.string().length(32).$type<CiStatus>().default('created'),
    user: () => p.manyToOne(User).nullable().deleteRule('set null'),
    name: p.string().length(255).nullable(),
    /** Stage names in order, as the configuration declared them. */
    stages: p.json<string[]>().default('[]'),
    /**
     * Variables given at creation (API, trigger, schedule, parent pipeline): a JSON array of
     * key/value/type records, encrypted (`PIPELINE_VARIABLES`; read them with `pipelineVariables`).
     */
    encryptedVariables: p.text().$type<Ciphertext>(),
    /** Variables of the whole configuration (`variables:` at the top level). */
    yamlVariables: p.json<Record<string, string>>().default('{}'),
    yamlErrors: p.text().nullable(),
    failureReason: p.string().length(64).nullable(),
    /** The bridge job that triggered this pipeline (child and multi-project pipelines). */
    sourceJobId: p.integer().nullable(),
    sourcePipelineId: p.integer().nullable(),
    sourceProjectId: p.integer().nullable(),
    /** The schedule that ran this pipeline (source `schedule`). */
    pipelineScheduleId: p.integer().nullable(),
    /** The merge request a `merge_request_event` pipeline runs for (its ref is one of the merge request's). */
    mergeRequestId: p.integer().nullable(),
    /** `detached`, `merged_result` or `merge_train` (merge request pipelines only). */
    mergeRequestEventType: p.string().length(16).$type<MergeRequestEventType>().nullable(),
    /** A merged result's source head (merged results and merge train pipelines). */
    sourceSha: p.string().length(64).nullable(),
    /** A merged result's target head, or on a train the result of the car ahead. */
    targetSha: p.string().length(64).nullable(),
    /** The `CI_MERGE_REQUEST_*` variables the pipeline was created with (they reach its jobs). */
    mergeRequestVariables: p.json<Record<string, string>>().nullable(),
    coverage: p.double().nullable(),
    startedAt: p.datetime().nullable(),
    finishedAt: p.datetime().nullable(),
    duration: p.integer().nullable(),
    queuedDuration: p.integer().nullable(),
    lockVersion: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  indexes: [
    { properties: ['project', 'ref'] },
    { properties: ['project', 'status'] },
    { properties: ['project', 'id'] },
    { properties: ['sourceJobId'] },
    {
      name: 'ci_pipelines_project_iid_unique',
      expression:
        'create unique index "ci_pipelines_project_iid_unique" on "ci_pipelines" ("project_id", "iid")',
    },
  ],
});

export const PIPELINE_VARIABLES = encryptedColumn({
  table: 'ci_pipelines',
  column: 'encrypted_variables',
  legacyPlaintextColumn: 'plaintext_variables',
});

export interface PipelineVariable {
  key: string;
  value: string;
  variableType: 'env_var' | 'file';
}

export class Pipeline extends PipelineSchema.class {}
PipelineSchema.setClass(Pipeline);
