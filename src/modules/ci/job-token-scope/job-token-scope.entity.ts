import { defineEntity, p } from '@mikro-orm/postgresql';
import { Namespace } from '../../namespaces/namespace.entity.ts';
import { Project } from '../../projects/project.entity.ts';
import { User } from '../../users/user.entity.ts';

/**
 * A project's CI/CD settings kept by the CI module (GitLab's `project_ci_cd_settings`). A project
 * without a row has the defaults of a new project: the job token allowlist is enforced.
 */
export const ProjectCiCdSettingSchema = defineEntity({
  name: 'ProjectCiCdSetting',
  tableName: 'project_ci_cd_settings',
  properties: {
    /** The project (the foreign key, deleted with it, is in the migration). */
    projectId: p.integer().primary(),
    /** Only the project itself and its allowlist may use job tokens on it ("Limit access to this project"). */
    inboundJobTokenScopeEnabled: p.boolean().default(true),
    /** Bumped by "Clear runner caches": runners' cache keys end with it, so old caches are not used. */
    jobsCacheIndex: p.integer().nullable(),
    /**
     * Job tokens of projects on the allowlist may push to this project's repository. Stored only:
     * job tokens never push here (git accepts them for clones and fetches).
     */
    crossProjectPushForJobTokenAllowed: p.boolean().default(false),
  },
});

export class ProjectCiCdSetting extends ProjectCiCdSettingSchema.class {}
ProjectCiCdSettingSchema.setClass(ProjectCiCdSetting);

/** A project on another project's job token allowlist: `target`'s jobs may use their tokens on `source`. */
export const JobTokenProjectLinkSchema = defineEntity({
  name: 'JobTokenProjectLink',
  tableName: 'ci_job_token_project_scope_links',
  properties: {
    id: p.integer().primary().autoincrement(),
    /** The project whose allowlist this is. */
    sourceProject: () => p.manyToOne(Project).deleteRule('cascade'),
    /** The project whose job tokens are admitted. */
    targetProject: () => p.manyToOne(Project).deleteRule('cascade'),
    addedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ properties: ['sourceProject', 'targetProject'] }],
  indexes: [{ properties: ['targetProject'] }],
});

export class JobTokenProjectLink extends JobTokenProjectLinkSchema.class {}
JobTokenProjectLinkSchema.setClass(JobTokenProjectLink);

/** A group on a project's job token allowlist: jobs of every project in it (or its subgroups) are admitted. */
export const JobTokenGroupLinkSchema = defineEntity({
  name: 'JobTokenGroupLink',
  tableName: 'ci_job_token_group_scope_links',
  properties: {
    id: p.integer().primary().autoincrement(),
    sourceProject: () => p.manyToOne(Project).deleteRule('cascade'),
    targetGroup: () => p.manyToOne(Namespace).deleteRule('cascade'),
    addedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ properties: ['sourceProject', 'targetGroup'] }],
  indexes: [{ properties: ['targetGroup'] }],
});

export class JobTokenGroupLink extends JobTokenGroupLinkSchema.class {}
JobTokenGroupLinkSchema.setClass(JobTokenGroupLink);

/**
 * The last time a job of `originProject` authenticated on `accessedProject` with its job token
 * (GitLab's `Ci::JobToken::Authorization`): the log that helps a maintainer fill the allowlist.
 */
export const JobTokenAuthorizationSchema = defineEntity({
  name: 'JobTokenAuthorization',
  tableName: 'ci_job_token_authorizations',
  properties: {
    id: p.integer().primary().autoincrement(),
    originProject: () => p.manyToOne(Project).deleteRule('cascade'),
    accessedProject: () => p.manyToOne(Project).deleteRule('cascade'),
    lastAuthorizedAt: p.datetime(),
  },
  uniques: [{ properties: ['accessedProject', 'originProject'] }],
  indexes: [{ properties: ['originProject'] }],
});

export class JobTokenAuthorization extends JobTokenAuthorizationSchema.class {}
JobTokenAuthorizationSchema.setClass(JobTokenAuthorization);
