import { defineEntity, p } from '@mikro-orm/postgresql';
import { encryptedColumn, type Ciphertext } from '../../../core/encryption.ts';
import { Project } from '../../projects/project.entity.ts';
import { User } from '../../users/user.entity.ts';
import type { JobDefinition, JobWhen, NeedSpec } from '../config/types.ts';
import { Pipeline } from '../pipelines/pipeline.entity.ts';
import type { CiStatus } from '../status.ts';

/** Jobs a runner runs (`Ci::Build`) and trigger jobs that create downstream pipelines (`Ci::Bridge`). */
export const JOB_TYPES = ['Ci::Build', 'Ci::Bridge'] as const;
export type JobType = (typeof JOB_TYPES)[number];

/**
 * One job of a pipeline (GitLab's `ci_builds`). A retried job keeps its row with `retried` set; its
 * replacement is a new row with the same name.
 */
export const JobSchema = defineEntity({
  name: 'Job',
  tableName: 'ci_builds',
  properties: {
    id: p.integer().primary().autoincrement(),
    type: p.enum(JOB_TYPES),
    pipeline: () => p.manyToOne(Pipeline).deleteRule('cascade'),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    name: p.string().length(255),
    stage: p.string().length(255),
    stageIdx: p.integer(),
    status: p.string().length(32).$type<CiStatus>().default('created'),
    when: p.string().length(32).$type<JobWhen>(),
    allowFailure: p.boolean().default(false),
    /** The job's whole definition after rules: script, image, artifacts, retry, trigger... */
    options: p.json<JobDefinition>(),
    /** Undefined (null): stage ordering; an array: DAG edges. */
    needs: p.json<NeedSpec[]>().nullable(),
    /** Variables the job runs with besides the pipeline's (job and rule variables). */
    variables: p.json<Record<string, string>>().default('{}'),
    /**
     * The variables given when the job was played (also merged into `variables`): a JSON array of
     * key/value records, encrypted (`JOB_MANUAL_VARIABLES`); null when none were given.
     */
    encryptedManualVariables: p.text().$type<Ciphertext>().nullable(),
    ref: p.string().length(255),
    tag: p.boolean().default(false),
    /** Its pipeline's ref was protected: only runners for protected refs take it. */
    protected: p.boolean().default(false),
    sha: p.string().length(64),
    user: () => p.manyToOne(User).nullable().deleteRule('set null'),
    runnerId: p.integer().nullable(),
    /** The runner's machine (`system_id`) that took the job. */
    runnerManagerId: p.integer().nullable(),
    /** Digest of the job token while the job runs; cleared when it finishes. */
    tokenDigest: p.string().length(64).nullable(),
    retried: p.boolean().default(false),
    /** How many times a job of this name was retried before this one. */
    retryCount: p.integer().default(0),
    failureReason: p.string().length(64).nullable(),
    exitCode: p.integer().nullable(),
    coverage: p.double().nullable(),
    resourceGroup: p.string().length(255).nullable(),
    timeoutSeconds: p.integer().nullable(),
    scheduledAt: p.datetime().nullable(),
    queuedAt: p.datetime().nullable(),
    startedAt: p.datetime().nullable(),
    finishedAt: p.datetime().nullable(),
    erasedAt: p.datetime().nullable(),
    erasedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    /** Bridges: the pipeline they created. */
    downstreamPipelineId: p.integer().nullable(),
    traceSize: p.integer().default(0),
    lockVersion: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  indexes: [
    { properties: ['pipeline'] },
    { properties: ['project', 'status'] },
    { properties: ['project', 'type', 'id'] },
    { properties: ['runnerId'] },
    { properties: ['tokenDigest'] },
    {
      name: 'ci_builds_pending_queue',
      expression:
        'create index "ci_builds_pending_queue" on "ci_builds" ("id") where "status" = \'pending\' and "type" = \'Ci::Build\'',
    },
  ],
});

export class Job extends JobSchema.class {}
JobSchema.setClass(Job);

export const JOB_MANUAL_VARIABLES = encryptedColumn({
  table: 'ci_builds',
  column: 'encrypted_manual_variables',
});

/** A job's stored file: the archive runners upload, report files (dotenv), and the log. */
export const JobArtifactSchema = defineEntity({
  name: 'JobArtifact',
  tableName: 'ci_job_artifacts',
  properties: {
    id: p.integer().primary().autoincrement(),
    job: () => p.manyToOne(Job).deleteRule('cascade'),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    fileType: p.string().length(32),
    fileFormat: p.string().length(32),
    filename: p.string().length(255),
    size: p.bigint('number'),
    /** Path under the data directory. */
    storagePath: p.text(),
    expireAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ properties: ['job'] }],
});

export class JobArtifact extends JobArtifactSchema.class {}
JobArtifactSchema.setClass(JobArtifact);
