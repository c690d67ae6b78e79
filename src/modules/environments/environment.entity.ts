import { defineEntity, p } from '@mikro-orm/postgresql';

export const ENVIRONMENT_STATES = ['available', 'stopping', 'stopped'] as const;
export type EnvironmentState = (typeof ENVIRONMENT_STATES)[number];

export const ENVIRONMENT_TIERS = ['production', 'staging', 'testing', 'development', 'other'] as const;
export type EnvironmentTier = (typeof ENVIRONMENT_TIERS)[number];

export const DEPLOYMENT_STATUSES = [
  'created',
  'running',
  'success',
  'failed',
  'canceled',
  'skipped',
  'blocked',
] as const;
export type DeploymentStatus = (typeof DEPLOYMENT_STATUSES)[number];

/**
 * A project's environment (GitLab's `Environment`): a name unique in the project, a URL-safe slug
 * derived from it once, a tier, and a state. `stop_job_name` names the job of the last deployment's
 * pipeline that stops it (`on_stop`).
 */
export const EnvironmentSchema = defineEntity({
  name: 'Environment',
  tableName: 'environments',
  properties: {
    id: p.integer().primary().autoincrement(),
    projectId: p.integer(),
    name: p.string().length(255),
    slug: p.string().length(255),
    externalUrl: p.string().length(255).nullable(),
    description: p.text().nullable(),
    state: p.string().length(16).$type<EnvironmentState>().default('available'),
    tier: p.string().length(16).$type<EnvironmentTier>(),
    autoStopAt: p.datetime().nullable(),
    /** A stopped review app scheduled for deletion (`DELETE .../environments/review_apps`). */
    autoDeleteAt: p.datetime().nullable(),
    stopJobName: p.string().length(255).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class Environment extends EnvironmentSchema.class {}
EnvironmentSchema.setClass(Environment);

/** A deployment to an environment, numbered by `iid` in the project; `job_id` is its CI job, if any. */
export const DeploymentSchema = defineEntity({
  name: 'Deployment',
  tableName: 'deployments',
  properties: {
    id: p.integer().primary().autoincrement(),
    iid: p.integer(),
    projectId: p.integer(),
    environmentId: p.integer(),
    ref: p.string().length(255),
    tag: p.boolean().default(false),
    sha: p.string().length(64),
    userId: p.integer().nullable(),
    jobId: p.integer().nullable(),
    status: p.string().length(16).$type<DeploymentStatus>(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    finishedAt: p.datetime().nullable(),
  },
});

export class Deployment extends DeploymentSchema.class {}
DeploymentSchema.setClass(Deployment);
