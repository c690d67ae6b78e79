import { defineEntity, p } from '@mikro-orm/postgresql';

/** The integer limits of one plan, with GitLab's defaults (0 means no limit). */
export const PLAN_LIMIT_DEFAULTS = {
  ciInstanceLevelVariables: 25,
  ciPipelineSize: 0,
  ciActiveJobs: 0,
  ciProjectSubscriptions: 2,
  ciPipelineSchedules: 10,
  ciNeedsSizeLimit: 50,
  ciRegisteredGroupRunners: 1000,
  ciRegisteredProjectRunners: 1000,
  dotenvSize: 5120,
  dotenvVariables: 20,
  conanMaxFileSize: 3221225472,
  enforcementLimit: 0,
  genericPackagesMaxFileSize: 5368709120,
  helmMaxFileSize: 5242880,
  mavenMaxFileSize: 3221225472,
  notificationLimit: 0,
  npmMaxFileSize: 524288000,
  nugetMaxFileSize: 524288000,
  pypiMaxFileSize: 3221225472,
  terraformModuleMaxFileSize: 1073741824,
  storageSizeLimit: 0,
} as const;

export type PlanLimitName = keyof typeof PLAN_LIMIT_DEFAULTS;
export type PlanLimitValues = Record<PlanLimitName, number>;

export const PlanLimitSchema = defineEntity({
  name: 'PlanLimit',
  tableName: 'plan_limits',
  properties: {
    id: p.integer().primary().autoincrement(),
    planName: p.string().length(255).unique(),
    /** Every limit by its camelCase name; missing ones take the defaults. */
    limits: p.json<Partial<PlanLimitValues>>().default('{}'),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class PlanLimit extends PlanLimitSchema.class {}
PlanLimitSchema.setClass(PlanLimit);
