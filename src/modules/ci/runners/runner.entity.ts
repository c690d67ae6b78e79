import { defineEntity, p } from '@mikro-orm/postgresql';
import { Namespace } from '../../namespaces/namespace.entity.ts';
import { Project } from '../../projects/project.entity.ts';
import { User } from '../../users/user.entity.ts';

export const RUNNER_TYPES = ['instance_type', 'group_type', 'project_type'] as const;
export type RunnerType = (typeof RUNNER_TYPES)[number];
export const RUNNER_ACCESS_LEVELS = ['not_protected', 'ref_protected'] as const;
export type RunnerAccessLevel = (typeof RUNNER_ACCESS_LEVELS)[number];

/** A runner: who may use it (instance, a group, projects), what it takes (tags, protected refs). */
export const RunnerSchema = defineEntity({
  name: 'Runner',
  tableName: 'ci_runners',
  properties: {
    id: p.integer().primary().autoincrement(),
    runnerType: p.enum(RUNNER_TYPES),
    /** Group runners: the group. */
    group: () => p.manyToOne(Namespace).nullable().deleteRule('cascade'),
    description: p.text().default(''),
    paused: p.boolean().default(false),
    locked: p.boolean().default(false),
    runUntagged: p.boolean().default(true),
    tagList: p.array().columnType('text[]').default([]),
    accessLevel: p.enum(RUNNER_ACCESS_LEVELS).default('not_protected'),
    maximumTimeout: p.integer().nullable(),
    maintenanceNote: p.text().nullable(),
    tokenDigest: p.string().length(64).unique(),
    tokenExpiresAt: p.datetime().nullable(),
    contactedAt: p.datetime().nullable(),
    version: p.string().length(255).nullable(),
    creator: () => p.manyToOne(User).nullable().deleteRule('set null'),
    /** GitLab's compute cost factors (how many quota minutes a minute on this runner costs); no quota is counted here. */
    publicProjectsMinutesCostFactor: p.double().default(1),
    privateProjectsMinutesCostFactor: p.double().default(1),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  indexes: [{ properties: ['runnerType'] }, { properties: ['group'] }],
});

export class Runner extends RunnerSchema.class {}
RunnerSchema.setClass(Runner);

/** A project a project runner is enabled in; the first one owns the runner. */
export const RunnerProjectSchema = defineEntity({
  name: 'RunnerProject',
  tableName: 'ci_runner_projects',
  properties: {
    id: p.integer().primary().autoincrement(),
    runner: () => p.manyToOne(Runner).deleteRule('cascade'),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ properties: ['runner', 'project'] }],
  indexes: [{ properties: ['project'] }],
});

export class RunnerProject extends RunnerProjectSchema.class {}
RunnerProjectSchema.setClass(RunnerProject);

/** One machine (`system_id`) a runner runs on, with what it last reported. */
export const RunnerManagerSchema = defineEntity({
  name: 'RunnerManager',
  tableName: 'ci_runner_machines',
  properties: {
    id: p.integer().primary().autoincrement(),
    runner: () => p.manyToOne(Runner).deleteRule('cascade'),
    systemId: p.string().length(64),
    contactedAt: p.datetime().nullable(),
    version: p.string().length(255).nullable(),
    revision: p.string().length(255).nullable(),
    platform: p.string().length(255).nullable(),
    architecture: p.string().length(255).nullable(),
    ipAddress: p.string().length(64).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ properties: ['runner', 'systemId'] }],
});

export class RunnerManager extends RunnerManagerSchema.class {}
RunnerManagerSchema.setClass(RunnerManager);

export const REGISTRATION_TOKEN_SCOPES = ['instance', 'group', 'project'] as const;
export type RegistrationTokenScope = (typeof REGISTRATION_TOKEN_SCOPES)[number];

/**
 * A registration token (GitLab's legacy `runners_token`) of the instance, a group or a project: a
 * runner registering with it becomes a runner of that owner. Only its digest is kept.
 */
export const RunnerRegistrationTokenSchema = defineEntity({
  name: 'RunnerRegistrationToken',
  tableName: 'ci_runner_registration_tokens',
  properties: {
    id: p.integer().primary().autoincrement(),
    scope: p.enum(REGISTRATION_TOKEN_SCOPES),
    group: () => p.manyToOne(Namespace).nullable().deleteRule('cascade'),
    project: () => p.manyToOne(Project).nullable().deleteRule('cascade'),
    tokenDigest: p.string().length(64).unique(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class RunnerRegistrationToken extends RunnerRegistrationTokenSchema.class {}
RunnerRegistrationTokenSchema.setClass(RunnerRegistrationToken);
