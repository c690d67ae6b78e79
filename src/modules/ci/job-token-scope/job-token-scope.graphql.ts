import { badRequest } from '../../../core/errors.ts';
import { builder, type GraphQLContext, type SchemaTypes } from '../../../graphql/builder.ts';
import { connectionFromArray } from '../../../graphql/connections.ts';
import { mutationPayload, nullIfForbidden, mutationErrorsField } from '../../../graphql/errors.ts';
import { encodeGlobalId } from '../../../graphql/global-id.ts';
import { groupAvatarUrl, groupWebUrl } from '../../groups/groups.presenter.ts';
import type { Namespace } from '../../namespaces/namespace.entity.ts';
import type { Project } from '../../projects/project.entity.ts';
import { projectAvatarUrl, projectWebUrl } from '../../projects/projects.presenter.ts';
import { ProjectRef } from '../../projects/projects.graphql.ts';
import { UserRef } from '../../users/users.graphql.ts';
import { projectCiFlag } from '../project-ci-flags.ts';
import type { JobTokenGroupLink, JobTokenProjectLink } from './job-token-scope.entity.ts';
import type { JobTokenScopeSettings } from './job-token-scope.service.ts';

/** A project or group on an allowlist, told apart for the `CiJobTokenScopeTarget` union. */
type AllowlistTarget = { project: Project } | { group: Namespace };

const AccessibleProjectRef = builder
  .objectRef<{ project: Project }>('CiJobTokenAccessibleProject')
  .implement({
    description: 'Project that can access the current project by authenticating with a CI/CD job token.',
    fields: (t) => ({
      id: t.id({ nullable: false, resolve: ({ project }) => encodeGlobalId('Project', project.id) }),
      name: t.string({ nullable: false, resolve: ({ project }) => project.name }),
      path: t.string({ nullable: false, resolve: ({ project }) => project.path }),
      fullPath: t.id({ nullable: false, resolve: ({ project }) => project.fullPath }),
      webUrl: t.string({
        nullable: true,
        resolve: ({ project }, _, ctx) => projectWebUrl(project, ctx.services.urls),
      }),
      avatarUrl: t.string({
        nullable: true,
        resolve: ({ project }, _, ctx) => projectAvatarUrl(project, ctx.services.urls),
      }),
    }),
  });

const AccessibleGroupRef = builder.objectRef<{ group: Namespace }>('CiJobTokenAccessibleGroup').implement({
  description: 'Group that can access the current project by authenticating with a CI/CD job token.',
  fields: (t) => ({
    id: t.id({ nullable: false, resolve: ({ group }) => encodeGlobalId('Group', group.id) }),
    name: t.string({ nullable: false, resolve: ({ group }) => group.name }),
    path: t.string({ nullable: false, resolve: ({ group }) => group.path }),
    fullPath: t.id({ nullable: false, resolve: ({ group }) => group.fullPath }),
    webUrl: t.string({
      nullable: true,
      resolve: ({ group }, _, ctx) => groupWebUrl(group, ctx.services.urls),
    }),
    avatarUrl: t.string({
      nullable: true,
      resolve: ({ group }, _, ctx) => groupAvatarUrl(group, ctx.services.urls),
    }),
  }),
});

const AccessibleProjectConnection = builder.connectionObject(
  {
    type: AccessibleProjectRef,
    name: 'CiJobTokenAccessibleProjectConnection',
    description: 'The connection type for CiJobTokenAccessibleProject.',
  },
  { name: 'CiJobTokenAccessibleProjectEdge', description: 'An edge in a connection.' },
);

const AccessibleGroupConnection = builder.connectionObject(
  {
    type: AccessibleGroupRef,
    name: 'CiJobTokenAccessibleGroupConnection',
    description: 'The connection type for CiJobTokenAccessibleGroup.',
  },
  { name: 'CiJobTokenAccessibleGroupEdge', description: 'An edge in a connection.' },
);

const TargetUnion = builder.unionType('CiJobTokenScopeTarget', {
  description: 'Represents an object that is the target of a CI_JOB_TOKEN allowlist entry.',
  types: [AccessibleProjectRef, AccessibleGroupRef],
  resolveType: (target: AllowlistTarget) => ('group' in target ? AccessibleGroupRef : AccessibleProjectRef),
});

type AllowlistEntry = JobTokenProjectLink | JobTokenGroupLink;

const AllowlistEntryRef = builder.objectRef<AllowlistEntry>('CiJobTokenScopeAllowlistEntry').implement({
  description: 'Represents an allowlist entry for the CI_JOB_TOKEN.',
  fields: (t) => ({
    sourceProject: t.field({
      type: ProjectRef,
      nullable: false,
      description: 'Project that owns the allowlist entry.',
      resolve: (entry) => entry.sourceProject.id,
    }),
    target: t.field({
      type: TargetUnion,
      nullable: true,
      description: 'Group or project allowed by the entry.',
      resolve: (entry): AllowlistTarget =>
        'targetGroup' in entry ? { group: entry.targetGroup } : { project: entry.targetProject },
    }),
    direction: t.string({ nullable: true, resolve: () => 'inbound' }),
    defaultPermissions: t.boolean({
      nullable: true,
      description: 'Always true: fine-grained permissions are not offered.',
      resolve: () => true,
    }),
    addedBy: t.field({ type: UserRef, nullable: true, resolve: (entry) => entry.addedBy?.id ?? null }),
    createdAt: t.field({ type: 'Time', nullable: false, resolve: (entry) => entry.createdAt }),
  }),
});

/** A project's job token scope; its allowlists are read once per query. */
interface ScopeNode {
  project: Project;
  projects?: Promise<Project[]>;
  groups?: Promise<Namespace[]>;
}

function allowedProjects(node: ScopeNode, ctx: GraphQLContext): Promise<Project[]> {
  node.projects ??= ctx.services.jobTokenScope.projects(ctx.actor, node.project.id);
  return node.projects;
}

function allowedGroups(node: ScopeNode, ctx: GraphQLContext): Promise<Namespace[]> {
  node.groups ??= ctx.services.jobTokenScope.groups(ctx.actor, node.project.id);
  return node.groups;
}

const JobTokenScopeRef = builder.objectRef<ScopeNode>('CiJobTokenScopeType').implement({
  description: 'Which projects and groups may use CI/CD job tokens on a project.',
  fields: (t) => ({
    inboundAllowlist: t.field({
      type: AccessibleProjectConnection,
      nullable: false,
      description:
        'Allowlist of projects that can access the current project by authenticating with a CI/CD job token.',
      args: { first: t.arg.int(), after: t.arg.string(), last: t.arg.int(), before: t.arg.string() },
      resolve: async (node, args, ctx) =>
        connectionFromArray(
          (await allowedProjects(node, ctx)).map((project) => ({ project })),
          args,
        ),
    }),
    groupsAllowlist: t.field({
      type: AccessibleGroupConnection,
      nullable: false,
      description:
        'Allowlist of groups that can access the current project by authenticating with a CI/CD job token.',
      args: { first: t.arg.int(), after: t.arg.string(), last: t.arg.int(), before: t.arg.string() },
      resolve: async (node, args, ctx) =>
        connectionFromArray(
          (await allowedGroups(node, ctx)).map((group) => ({ group })),
          args,
        ),
    }),
    inboundAllowlistCount: t.int({
      nullable: false,
      description:
        'Count of projects that can access the current project by authenticating with a CI/CD job token.',
      resolve: async (node, _, ctx) => (await allowedProjects(node, ctx)).length,
    }),
    groupsAllowlistCount: t.int({
      nullable: false,
      description:
        'Count of groups that can access the current project by authenticating with a CI/CD job token.',
      resolve: async (node, _, ctx) => (await allowedGroups(node, ctx)).length,
    }),
    groupAllowlistAutopopulatedIds: t.field({
      type: ['GroupID'],
      nullable: false,
      description: 'IDs of groups added by autopopulation: none, as the allowlist is only edited by hand.',
      resolve: () => [],
    }),
    inboundAllowlistAutopopulatedIds: t.field({
      type: ['ProjectID'],
      nullable: false,
      description: 'IDs of projects added by autopopulation: none, as the allowlist is only edited by hand.',
      resolve: () => [],
    }),
  }),
});

interface CiCdSettingsNode {
  project: Project;
  settings: JobTokenScopeSettings;
}

export const CiCdSettingRef = builder.objectRef<CiCdSettingsNode>('ProjectCiCdSetting').implement({
  description: "A project's CI/CD settings.",
  fields: (t) => ({
    inboundJobTokenScopeEnabled: t.boolean({
      nullable: true,
      description:
        'Whether only the project itself and the groups and projects on its allowlist may use CI/CD job tokens on it.',
      resolve: (node) => node.settings.inboundEnabled,
    }),
    groupRunnersEnabled: t.boolean({
      nullable: true,
      description: "Indicates whether the group's runners (and its ancestors') take the project's jobs.",
      resolve: (node) => projectCiFlag(node.project, 'group_runners_enabled'),
    }),
    pushRepositoryForJobTokenAllowed: t.boolean({
      nullable: true,
      description:
        "Indicates whether the project's own job tokens may push to its repository. Stored only: job tokens never push here (they clone and fetch).",
      resolve: (node) => projectCiFlag(node.project, 'ci_push_repository_for_job_token_allowed'),
    }),
    crossProjectPushForJobTokenAllowed: t.boolean({
      nullable: true,
      description:
        'Indicates whether job tokens of allowlisted projects may push to this repository. Stored only: job tokens never push here (they clone and fetch).',
      resolve: (node) => node.settings.crossProjectPushAllowed,
    }),
    jobTokenScopeEnabled: t.boolean({
      nullable: true,
      description: 'The outbound job token scope, removed in GitLab 18.0: always false.',
      resolve: () => false,
    }),
    project: t.field({ type: ProjectRef, nullable: true, resolve: (node) => node.project.id }),
  }),
});

builder.objectFields(ProjectRef, (t) => ({
  ciJobTokenScope: t.field({
    type: JobTokenScopeRef,
    nullable: true,
    description: 'The CI Job Tokens scope of access (maintainers).',
    resolve: (s, _, ctx) =>
      nullIfForbidden(async () => {
        await ctx.services.jobTokenScope.settings(ctx.actor, s.project.id);
        return { project: s.project };
      }),
  }),
  ciCdSettings: t.field({
    type: CiCdSettingRef,
    nullable: true,
    description: 'CI/CD settings for the project (maintainers).',
    resolve: (s, _, ctx) =>
      nullIfForbidden(async () => {
        const settings = await ctx.services.jobTokenScope.settings(ctx.actor, s.project.id);
        return { project: s.project, settings };
      }),
  }),
}));

const DirectionEnum = builder.enumType('CiJobTokenScopeDirection', {
  description: 'Direction of access.',
  values: {
    INBOUND: {
      value: 'inbound',
      description: 'Target projects in the inbound allowlist can access the scope project.',
    },
    OUTBOUND: { value: 'outbound', description: 'Removed in GitLab 18.0: refused.' },
  } as const,
});

type ScopeChangeResult = Awaited<ReturnType<typeof scopeChange>>;

/** The payload of an allowlist change: the project's scope, the entry added (additions), the errors. */
function scopeChangePayload(options: { withEntry: boolean }) {
  return {
    outputFields: (t: PothosSchemaTypes.ObjectFieldBuilder<SchemaTypes, ScopeChangeResult>) => ({
      ciJobTokenScope: t.field({ type: JobTokenScopeRef, nullable: true, resolve: (p) => p.ciJobTokenScope }),
      ...(options.withEntry
        ? {
            ciJobTokenScopeAllowlistEntry: t.field({
              type: AllowlistEntryRef,
              nullable: true,
              resolve: (p) => p.ciJobTokenScopeAllowlistEntry ?? null,
            }),
          }
        : {}),
      errors: mutationErrorsField(t),
    }),
  };
}

/** Runs an allowlist change and answers the project's scope (and the entry added), or the errors. */
function scopeChange(ctx: GraphQLContext, projectPath: string, change: () => Promise<AllowlistEntry | null>) {
  return mutationPayload(
    async () => {
      const entry = await change();
      const project = await ctx.services.jobTokenScope.managedProject(ctx.actor, projectPath);
      return { ciJobTokenScope: { project }, ciJobTokenScopeAllowlistEntry: entry };
    },
    { ciJobTokenScope: null, ciJobTokenScopeAllowlistEntry: null },
  );
}

builder.relayMutationField(
  'ciJobTokenScopeAddProject',
  {
    inputFields: (t) => ({
      projectPath: t.id({ required: true, description: 'Project that the CI job token scope belongs to.' }),
      targetProjectPath: t.id({
        required: true,
        description: 'Project to be added to the CI job token scope.',
      }),
      direction: t.field({
        type: DirectionEnum,
        description: 'Direction of access, which defaults to INBOUND.',
      }),
    }),
  },
  {
    description: "Adds a project to a project's CI/CD job token inbound allowlist.",
    resolve: (_, { input }, ctx) =>
      scopeChange(ctx, String(input.projectPath), async () => {
        if (input.direction === 'outbound')
          throw badRequest(
            'direction: OUTBOUND scope entries can only be removed. Only INBOUND scope can be expanded.',
          );
        return ctx.services.jobTokenScope.addProject(ctx.actor, String(input.projectPath), {
          path: String(input.targetProjectPath),
        });
      }),
  },
  scopeChangePayload({ withEntry: true }),
);

builder.relayMutationField(
  'ciJobTokenScopeAddGroupOrProject',
  {
    inputFields: (t) => ({
      projectPath: t.id({ required: true, description: 'Project that the CI job token scope belongs to.' }),
      targetPath: t.id({
        required: true,
        description: 'Group or project to be added to the CI job token scope.',
      }),
    }),
  },
  {
    description: "Adds a group or a project to a project's CI/CD job token allowlist.",
    resolve: (_, { input }, ctx) =>
      scopeChange(ctx, String(input.projectPath), () =>
        ctx.services.jobTokenScope.addGroupOrProject(
          ctx.actor,
          String(input.projectPath),
          String(input.targetPath),
        ),
      ),
  },
  scopeChangePayload({ withEntry: true }),
);

builder.relayMutationField(
  'ciJobTokenScopeRemoveProject',
  {
    inputFields: (t) => ({
      projectPath: t.id({ required: true, description: 'Project that the CI job token scope belongs to.' }),
      targetProjectPath: t.id({
        required: true,
        description: 'Project to be removed from the CI job token scope.',
      }),
      direction: t.field({
        type: DirectionEnum,
        description: 'Direction of access, which defaults to INBOUND.',
      }),
    }),
  },
  {
    description: "Removes a project from a project's CI/CD job token inbound allowlist.",
    resolve: (_, { input }, ctx) =>
      scopeChange(ctx, String(input.projectPath), async () => {
        await ctx.services.jobTokenScope.removeProject(ctx.actor, String(input.projectPath), {
          path: String(input.targetProjectPath),
        });
        return null;
      }),
  },
  scopeChangePayload({ withEntry: false }),
);

builder.relayMutationField(
  'ciJobTokenScopeRemoveGroup',
  {
    inputFields: (t) => ({
      projectPath: t.id({ required: true, description: 'Project that the CI job token scope belongs to.' }),
      targetGroupPath: t.id({
        required: true,
        description: 'Group to be removed from the CI job token scope.',
      }),
    }),
  },
  {
    description: "Removes a group from a project's CI/CD job token allowlist.",
    resolve: (_, { input }, ctx) =>
      scopeChange(ctx, String(input.projectPath), async () => {
        await ctx.services.jobTokenScope.removeGroup(ctx.actor, String(input.projectPath), {
          path: String(input.targetGroupPath),
        });
        return null;
      }),
  },
  scopeChangePayload({ withEntry: false }),
);

builder.relayMutationField(
  'projectCiCdSettingsUpdate',
  {
    inputFields: (t) => ({
      fullPath: t.id({ required: true, description: 'Full path of the project the settings belong to.' }),
      inboundJobTokenScopeEnabled: t.boolean({
        description:
          'Whether only the project itself and the groups and projects on its allowlist may use CI/CD job tokens on it.',
      }),
      groupRunnersEnabled: t.boolean({
        description: "Whether the project's groups' runners take its jobs.",
      }),
      pushRepositoryForJobTokenAllowed: t.boolean({
        description: "Whether the project's job tokens may push to its repository (stored only).",
      }),
      crossProjectPushForJobTokenAllowed: t.boolean({
        description: 'Whether job tokens of allowlisted projects may push to this repository (stored only).',
      }),
    }),
  },
  {
    description: "Updates a project's CI/CD settings.",
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          const settings = await ctx.services.jobTokenScope.update(ctx.actor, String(input.fullPath), {
            inboundEnabled: input.inboundJobTokenScopeEnabled ?? undefined,
            groupRunnersEnabled: input.groupRunnersEnabled ?? undefined,
            pushRepositoryAllowed: input.pushRepositoryForJobTokenAllowed ?? undefined,
            crossProjectPushAllowed: input.crossProjectPushForJobTokenAllowed ?? undefined,
          });
          const project = await ctx.services.jobTokenScope.managedProject(ctx.actor, settings.projectId);
          return { ciCdSettings: { project, settings } };
        },
        { ciCdSettings: null },
      ),
  },
  {
    outputFields: (t) => ({
      ciCdSettings: t.field({ type: CiCdSettingRef, nullable: true, resolve: (p) => p.ciCdSettings }),
      errors: mutationErrorsField(t),
    }),
  },
);
