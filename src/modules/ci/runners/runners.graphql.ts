import type { ArgBuilder } from '@pothos/core';
import { isAdmin } from '../../../core/actor.ts';
import { renderMarkdown } from '../../../core/markdown.ts';
import { can } from '../../../core/policy.ts';
import { mapPage } from '../../../core/pagination.ts';
import {
  builder,
  type GraphQLContext,
  type InputFieldBuilder,
  type SchemaTypes,
} from '../../../graphql/builder.ts';
import {
  connectionFromArray,
  connectionFromPage,
  pageRequestFromArgs,
  type ConnectionArgs,
} from '../../../graphql/connections.ts';
import { mutationPayload, mutationErrorsField } from '../../../graphql/errors.ts';
import { encodeGlobalId, registerGlobalIdClass } from '../../../graphql/global-id.ts';
import { fromMap, requestLoader } from '../../../graphql/request-loader.ts';
import { JobConnection, JobRef } from '../ci-types.graphql.ts';
import { GroupConnection, GroupRef } from '../../groups/groups.graphql.ts';
import { ProjectConnection, ProjectRef } from '../../projects/projects.graphql.ts';
import type { ProjectSubject } from '../../projects/projects.policy.ts';
import { UserRef, userObjectField } from '../../users/users.graphql.ts';
import { RUNNER_TYPES, type RunnerAccessLevel, type RunnerManager } from './runner.entity.ts';
import { RUNNER_STATUSES, runnerStatus } from './runner-status.ts';
import { emptyPage, type RunnerNode } from './runner-view.ts';
import {
  RUNNER_MEMBERSHIPS,
  RUNNER_SORTS,
  type RunnerListFilters,
  type RunnerProjectsQuery,
  type RunnerSort,
} from './runners.finder.ts';
import type { RunnerAttributes } from './runners.service.ts';
registerGlobalIdClass('CiRunner', 'Ci::Runner');
registerGlobalIdClass('CiRunnerManager', 'Ci::RunnerManager');

export const RunnerTypeEnum = builder.enumType('CiRunnerType', {
  values: Object.fromEntries(RUNNER_TYPES.map((type) => [type.toUpperCase(), { value: type }])),
});
const RunnerStatusEnum = builder.enumType('CiRunnerStatus', {
  values: Object.fromEntries(RUNNER_STATUSES.map((s) => [s.toUpperCase(), { value: s }])),
});
const RunnerAccessLevelEnum = builder.enumType('CiRunnerAccessLevel', {
  values: { NOT_PROTECTED: { value: 'not_protected' }, REF_PROTECTED: { value: 'ref_protected' } } as const,
});
const RunnerSortEnum = builder.enumType('CiRunnerSort', {
  description: 'Values for sorting runners.',
  values: Object.fromEntries(RUNNER_SORTS.map((sort) => [sort.toUpperCase(), { value: sort }])),
});
const RunnerMembershipEnum = builder.enumType('CiRunnerMembershipFilter', {
  description: 'Which runners of a group to list.',
  values: Object.fromEntries(RUNNER_MEMBERSHIPS.map((m) => [m.toUpperCase(), { value: m }])),
});

/**
 * GitLab's upgrade advice for a runner's version. This instance knows of no newer runner release, so a
 * runner that reported a version has no upgrade available.
 */
const UpgradeStatusEnum = builder.enumType('CiRunnerUpgradeStatus', {
  values: {
    INVALID: { value: 'invalid' },
    NOT_AVAILABLE: { value: 'not_available' },
    AVAILABLE: { value: 'available' },
    RECOMMENDED: { value: 'recommended' },
  } as const,
});

const JobExecutionStatusEnum = builder.enumType('CiRunnerJobExecutionStatus', {
  description: 'Whether a runner is running a job now.',
  values: { IDLE: { value: 'idle' }, ACTIVE: { value: 'active' } } as const,
});

/** A runner's machine, loadable by id (`node(id:)`) for those who may read its runner. */
const RunnerManagerRef = builder.loadableNode('CiRunnerManager', {
  description: 'One machine (`systemId`) a runner runs on.',
  id: { resolve: (m: RunnerManager) => m.id, parse: (id: string) => Number(id) },
  load: (ids: number[], ctx: GraphQLContext) => ctx.services.runners.loadManagers(ctx.actor, ids),
  fields: (t) => ({
    systemId: t.exposeString('systemId', { nullable: false }),
    version: t.string({ nullable: true, resolve: (m) => m.version ?? null }),
    revision: t.string({ nullable: true, resolve: (m) => m.revision ?? null }),
    platformName: t.string({ nullable: true, resolve: (m) => m.platform ?? null }),
    architectureName: t.string({ nullable: true, resolve: (m) => m.architecture ?? null }),
    executorName: t.string({
      nullable: true,
      description: 'Not reported by runners here: null.',
      resolve: () => null,
    }),
    ipAddress: t.string({ nullable: true, resolve: (m) => m.ipAddress ?? null }),
    status: t.field({ type: RunnerStatusEnum, nullable: false, resolve: (m) => runnerStatus(m, new Date()) }),
    contactedAt: t.field({ type: 'Time', nullable: true, resolve: (m) => m.contactedAt ?? null }),
    createdAt: t.field({ type: 'Time', nullable: true, resolve: (m) => m.createdAt }),
  }),
});

const RunnerManagerConnection = builder.connectionObject(
  {
    type: RunnerManagerRef,
    name: 'CiRunnerManagerConnection',
    description: 'The connection type for CiRunnerManager.',
  },
  { name: 'CiRunnerManagerEdge', description: 'An edge in a connection.' },
);

const RunnerPermissionsRef = builder.objectRef<RunnerNode>('RunnerPermissions').implement({
  description: 'What the current user may do with a runner.',
  fields: (t) => ({
    readRunner: t.boolean({
      nullable: false,
      resolve: (n, _, ctx) => can(ctx.actor, 'read_runner', n.access),
    }),
    updateRunner: t.boolean({
      nullable: false,
      resolve: (n, _, ctx) => can(ctx.actor, 'admin_runner', n.access),
    }),
    deleteRunner: t.boolean({
      nullable: false,
      resolve: (n, _, ctx) => can(ctx.actor, 'admin_runner', n.access),
    }),
    assignRunner: t.boolean({
      nullable: false,
      resolve: (n, _, ctx) => can(ctx.actor, 'assign_runner', n.access),
    }),
  }),
});

/** One batch per request and page arguments: the machines of every runner on a page in one query. */
function managersOf(ctx: GraphQLContext, runnerId: number, args: ConnectionArgs) {
  const request = pageRequestFromArgs(args);
  return requestLoader(
    ctx,
    `runner-managers:${JSON.stringify(request)}`,
    fromMap((ids: readonly number[]) => ctx.services.runners.managerPages(ids, request), null),
  ).load(runnerId);
}

function projectsOf(
  ctx: GraphQLContext,
  runnerId: number,
  args: ConnectionArgs,
  filter: RunnerProjectsQuery,
) {
  const request = pageRequestFromArgs(args);
  return requestLoader(
    ctx,
    `runner-projects:${JSON.stringify([request, filter])}`,
    fromMap(
      (ids: readonly number[]) => ctx.services.runners.projectPages(ctx.actor, ids, filter, request),
      null,
    ),
  ).load(runnerId);
}

const projectLinksOf = (ctx: GraphQLContext, runnerId: number) =>
  requestLoader(
    ctx,
    'runner-project-links',
    fromMap((ids: readonly number[]) => ctx.services.runners.projectLinks(ids), [] as number[]),
  ).load(runnerId);

const executingOf = (ctx: GraphQLContext, runnerId: number) =>
  requestLoader(ctx, 'runner-executing', async (ids: readonly number[]) => {
    const executing = await ctx.services.runners.executing(ids);
    return ids.map((id) => executing.has(id));
  }).load(runnerId);

const jobCountOf = (ctx: GraphQLContext, runnerId: number) =>
  requestLoader(
    ctx,
    'runner-job-counts',
    fromMap((ids: readonly number[]) => ctx.services.runners.jobCounts(ids), 0),
  ).load(runnerId);

/** A runner, as GitLab's GraphQL names it; loadable by id (`runner(id:)`, `node(id:)`) for those who may read it. */
export const RunnerRef = builder.loadableNode('CiRunner', {
  description: 'A runner.',
  id: { resolve: (n: RunnerNode) => n.runner.id, parse: (id: string) => Number(id) },
  load: (ids: number[], ctx: GraphQLContext) => ctx.services.runners.loadMany(ctx.actor, ids),
  fields: (t) => ({
    shortSha: t.string({
      nullable: true,
      description: "First eight characters of the digest of the runner's token: a stable, unique handle.",
      resolve: ({ runner }) => runner.tokenDigest.slice(0, 8),
    }),
    description: t.string({ nullable: true, resolve: ({ runner }) => runner.description }),
    runnerType: t.field({
      type: RunnerTypeEnum,
      nullable: false,
      resolve: ({ runner }) => runner.runnerType,
    }),
    status: t.field({
      type: RunnerStatusEnum,
      nullable: false,
      resolve: ({ runner }) => runnerStatus(runner, new Date()),
    }),
    paused: t.boolean({ nullable: false, resolve: ({ runner }) => runner.paused }),
    active: t.boolean({
      nullable: false,
      deprecationReason: 'Use `paused`.',
      resolve: ({ runner }) => !runner.paused,
    }),
    locked: t.boolean({ nullable: true, resolve: ({ runner }) => runner.locked }),
    runUntagged: t.boolean({ nullable: false, resolve: ({ runner }) => runner.runUntagged }),
    tagList: t.stringList({ nullable: true, resolve: ({ runner }) => runner.tagList }),
    accessLevel: t.field({
      type: RunnerAccessLevelEnum,
      nullable: false,
      resolve: ({ runner }) => runner.accessLevel,
    }),
    maximumTimeout: t.int({ nullable: true, resolve: ({ runner }) => runner.maximumTimeout ?? null }),
    maintenanceNote: t.string({
      nullable: true,
      description: "Runner's maintenance notes (for those who may change the runner).",
      resolve: ({ runner, access }, _, ctx) =>
        can(ctx.actor, 'admin_runner', access) ? (runner.maintenanceNote ?? null) : null,
    }),
    maintenanceNoteHtml: t.string({
      nullable: true,
      description: 'GitLab Flavored Markdown rendering of `maintenance_note`.',
      resolve: ({ runner, access }, _, ctx) =>
        can(ctx.actor, 'admin_runner', access) && runner.maintenanceNote
          ? renderMarkdown(runner.maintenanceNote)
          : null,
    }),
    publicProjectsMinutesCostFactor: t.float({
      nullable: true,
      description:
        "Public projects' compute cost factor of the runner (administrators set it). Kept and shown: this instance counts no compute quota.",
      resolve: ({ runner }) => Number(runner.publicProjectsMinutesCostFactor),
    }),
    privateProjectsMinutesCostFactor: t.float({
      nullable: true,
      description:
        "Private projects' compute cost factor of the runner (administrators set it). Kept and shown: this instance counts no compute quota.",
      resolve: ({ runner }) => Number(runner.privateProjectsMinutesCostFactor),
    }),
    contactedAt: t.field({
      type: 'Time',
      nullable: true,
      resolve: ({ runner }) => runner.contactedAt ?? null,
    }),
    createdAt: t.field({ type: 'Time', nullable: true, resolve: ({ runner }) => runner.createdAt }),
    tokenExpiresAt: t.field({
      type: 'Time',
      nullable: true,
      resolve: ({ runner, access }, _, ctx) =>
        can(ctx.actor, 'admin_runner', access) ? (runner.tokenExpiresAt ?? null) : null,
    }),
    createdBy: t.field({
      type: UserRef,
      nullable: true,
      description: 'User that created the runner.',
      resolve: ({ runner }) => runner.creator?.id ?? null,
    }),
    adminUrl: t.string({
      nullable: true,
      description: 'Admin URL of the runner (administrators only).',
      resolve: ({ runner }, _, ctx) =>
        isAdmin(ctx.actor) ? ctx.services.urls.to(`/admin/runners/${runner.id}`) : null,
    }),
    editAdminUrl: t.string({
      nullable: true,
      description: 'Admin form URL of the runner (administrators only).',
      resolve: ({ runner }, _, ctx) =>
        isAdmin(ctx.actor) ? ctx.services.urls.to(`/admin/runners/${runner.id}/edit`) : null,
    }),
    managers: t.connection(
      {
        type: RunnerManagerRef,
        nullable: true,
        description: 'The machines the runner has called in from.',
        resolve: async ({ runner }, args, ctx) =>
          connectionFromPage((await managersOf(ctx, runner.id, args)) ?? emptyPage<RunnerManager>()),
      },
      RunnerManagerConnection,
    ),
    projects: t.connection(
      {
        type: ProjectRef,
        nullable: true,
        description: 'Projects the runner is enabled in (project runners), those the current user may see.',
        args: {
          search: t.arg.string({ description: 'Filter projects by name or path.' }),
          sort: t.arg.string({ description: 'Sort order: `id_asc` (default) or `id_desc`.' }),
        },
        resolve: async ({ runner }, args, ctx) => {
          const filter: RunnerProjectsQuery = {
            search: args.search ?? undefined,
            sort: args.sort === 'id_desc' ? 'id_desc' : 'id_asc',
          };
          return connectionFromPage(
            (await projectsOf(ctx, runner.id, args, filter)) ?? emptyPage<ProjectSubject>(),
          );
        },
      },
      ProjectConnection,
    ),
    projectCount: t.int({
      nullable: true,
      description:
        'Number of projects the runner is enabled in, including those the current user may not see.',
      resolve: async ({ runner }, _, ctx) =>
        runner.runnerType === 'project_type' ? (await projectLinksOf(ctx, runner.id)).length : null,
    }),
    ownerProject: t.field({
      type: ProjectRef,
      nullable: true,
      description: 'Project that owns the runner (project runners): the first it was enabled in.',
      resolve: async ({ runner }, _, ctx) =>
        runner.runnerType === 'project_type' ? ((await projectLinksOf(ctx, runner.id))[0] ?? null) : null,
    }),
    groups: t.connection(
      {
        type: GroupRef,
        nullable: true,
        description: 'Groups the runner belongs to (group runners).',
        resolve: ({ runner }: RunnerNode, args: ConnectionArgs) =>
          connectionFromArray(runner.group ? [runner.group.id] : [], args),
      },
      GroupConnection,
    ),
    jobs: t.connection(
      {
        type: JobRef,
        nullable: true,
        description: 'Jobs the runner ran, in projects where the current user is at least a reporter.',
        resolve: async ({ runner }, args, ctx) =>
          connectionFromPage(
            await mapPage(
              await ctx.services.jobs.listForRunner(ctx.actor, runner.id, {}, pageRequestFromArgs(args)),
              (views) => views.map((view) => view.job),
            ),
          ),
      },
      JobConnection,
    ),
    jobExecutionStatus: t.field({
      type: JobExecutionStatusEnum,
      nullable: true,
      description: 'Whether the runner is running a job now.',
      resolve: async ({ runner }, _, ctx) => ((await executingOf(ctx, runner.id)) ? 'active' : 'idle'),
    }),
    upgradeStatus: t.field({
      type: UpgradeStatusEnum,
      nullable: true,
      description: 'Whether an upgrade of the runner is available (none is known here).',
      resolve: ({ runner }) => (runner.version ? 'not_available' : null),
    }),
    version: t.string({
      nullable: true,
      description: 'Version the runner last reported.',
      deprecationReason: "Use the runner managers' `version`.",
      resolve: ({ runner }) => runner.version ?? null,
    }),
    registerAdminUrl: t.string({
      nullable: true,
      description: 'URL of the registration page of the runner, until it registers (administrators only).',
      resolve: ({ runner }, _, ctx) =>
        isAdmin(ctx.actor) && !runner.contactedAt
          ? ctx.services.urls.to(`/admin/runners/${runner.id}/register`)
          : null,
    }),
    ephemeralRegisterUrl: t.string({
      nullable: true,
      description: 'URL of the registration page of the runner, until it registers (its creator only).',
      resolve: ({ runner, token }, _, ctx) =>
        token && !runner.contactedAt ? ctx.services.urls.to(`/admin/runners/${runner.id}/register`) : null,
    }),
    jobCount: t.int({
      nullable: true,
      description: 'Number of jobs the runner ran (counted up to 1000, plus one when there are more).',
      resolve: ({ runner }, _, ctx) => jobCountOf(ctx, runner.id),
    }),
    userPermissions: t.field({
      type: RunnerPermissionsRef,
      nullable: false,
      description: 'Permissions for the current user on the resource.',
      resolve: (node) => node,
    }),
    ephemeralAuthenticationToken: t.string({
      nullable: true,
      description: 'The authentication token, only in the payload of the mutation that created the runner.',
      resolve: ({ token }) => token ?? null,
    }),
  }),
});

builder.objectField(RunnerManagerRef, 'runner', (t) =>
  t.field({
    type: RunnerRef,
    nullable: true,
    description: 'Runner configuration for the runner manager.',
    resolve: (m) => m.runner.id,
  }),
);

const RunnerConnection = builder.connectionObject(
  { type: RunnerRef, name: 'CiRunnerConnection', description: 'The connection type for CiRunner.' },
  {
    name: 'CiRunnerEdge',
    description: 'An edge in a connection.',
    fields: (t) => ({
      webUrl: t.string({
        nullable: true,
        description: "Web URL of the runner's page.",
        resolve: (edge, _, ctx) => ctx.services.urls.to(runnerPagePath(edge.node as RunnerNode)),
      }),
      editUrl: t.string({
        nullable: true,
        description: "Web URL of the runner's edit page.",
        resolve: (edge, _, ctx) => ctx.services.urls.to(`${runnerPagePath(edge.node as RunnerNode)}/edit`),
      }),
    }),
  },
);

function runnerPagePath({ runner }: RunnerNode): string {
  return `/admin/runners/${runner.id}`;
}

/** The filters GitLab's runner lists take. */
const listArgs = (arg: ArgBuilder<SchemaTypes>) => ({
  type: arg({ type: RunnerTypeEnum, description: 'Filter runners by type.' }),
  status: arg({ type: RunnerStatusEnum, description: 'Filter runners by status.' }),
  paused: arg.boolean({ description: 'Filter runners by `paused` (true) or `active` (false) status.' }),
  tagList: arg.stringList({ description: 'Filter by tags associated with the runner.' }),
  search: arg.string({ description: 'Filter by full token or partial text in description field.' }),
  sort: arg({ type: RunnerSortEnum, description: 'Sort order of results.' }),
  creatorId: arg({ type: 'UserID', description: 'Filter runners by creator ID.' }),
  versionPrefix: arg.string({ description: 'Filter runners by the start of their version.' }),
  creatorUsername: arg.string({ description: 'Filter runners by creator username.' }),
  upgradeStatus: arg({ type: UpgradeStatusEnum, description: 'Filter by upgrade status.' }),
});

interface ListArgs {
  type?: RunnerListFilters['type'] | null;
  status?: RunnerListFilters['status'] | null;
  paused?: boolean | null;
  tagList?: string[] | null;
  search?: string | null;
  sort?: RunnerSort | null;
  creatorId?: number | null;
  versionPrefix?: string | null;
  creatorUsername?: string | null;
  upgradeStatus?: RunnerListFilters['upgradeStatus'] | null;
}

function filtersOf(args: ListArgs): RunnerListFilters {
  return {
    type: args.type ?? undefined,
    status: args.status ?? undefined,
    paused: args.paused ?? undefined,
    tagList: args.tagList ?? undefined,
    search: args.search ?? undefined,
    creatorId: args.creatorId ?? undefined,
    versionPrefix: args.versionPrefix ?? undefined,
    creatorUsername: args.creatorUsername ?? undefined,
    upgradeStatus: args.upgradeStatus ?? undefined,
  };
}

builder.queryFields((t) => ({
  runners: t.connection(
    {
      type: RunnerRef,
      nullable: true,
      description: 'Every runner of the instance (administrators).',
      args: listArgs(t.arg),
      resolve: async (_, args, ctx) =>
        connectionFromPage(
          await ctx.services.runners.page(
            ctx.actor,
            { kind: 'all' },
            filtersOf(args),
            args.sort ?? 'created_desc',
            pageRequestFromArgs(args),
          ),
        ),
    },
    RunnerConnection,
  ),
  runner: t.field({
    type: RunnerRef,
    nullable: true,
    description: 'Find a runner.',
    args: { id: t.arg({ type: 'CiRunnerID', required: true }) },
    resolve: (_, args) => args.id,
  }),
}));

builder.objectField(GroupRef, 'runners', (t) =>
  t.connection(
    {
      type: RunnerRef,
      nullable: true,
      description: "The group's runners (maintainers).",
      args: {
        ...listArgs(t.arg),
        membership: t.arg({
          type: RunnerMembershipEnum,
          description: 'Control which runners to include in the results.',
          defaultValue: 'descendants',
        }),
      },
      resolve: async (s, args, ctx) =>
        connectionFromPage(
          await ctx.services.runners.page(
            ctx.actor,
            { kind: 'group', id: s.group.id, membership: args.membership ?? 'descendants' },
            filtersOf(args),
            args.sort ?? 'created_desc',
            pageRequestFromArgs(args),
          ),
        ),
    },
    RunnerConnection,
  ),
);

builder.objectField(ProjectRef, 'runners', (t) =>
  t.connection(
    {
      type: RunnerRef,
      nullable: true,
      description: "Runners the project's jobs may run on (maintainers).",
      args: listArgs(t.arg),
      resolve: async (s, args, ctx) =>
        connectionFromPage(
          await ctx.services.runners.page(
            ctx.actor,
            { kind: 'project', id: s.project.id },
            filtersOf(args),
            args.sort ?? 'created_desc',
            pageRequestFromArgs(args),
          ),
        ),
    },
    RunnerConnection,
  ),
);

userObjectField('runners', (t) =>
  t.connection(
    {
      type: RunnerRef,
      nullable: true,
      description:
        'Runners the user owns: project runners of projects they maintain, group runners of groups they own (the user alone sees them).',
      args: {
        ...listArgs(t.arg),
        assignableToProjectPath: t.arg.id({
          description:
            'Path of a project. When set, returns runners that can be assigned to a project, are not locked, and not already assigned to the project.',
        }),
      },
      resolve: async (user, args, ctx) => {
        const page = await ctx.services.runners.ownedPage(
          ctx.actor,
          user.id,
          filtersOf(args),
          args.sort ?? 'created_desc',
          pageRequestFromArgs(args),
          args.assignableToProjectPath == null ? undefined : String(args.assignableToProjectPath),
        );
        return page ? connectionFromPage(page) : null;
      },
    },
    RunnerConnection,
  ),
);

const attributeFields = (t: InputFieldBuilder) => ({
  description: t.string(),
  paused: t.boolean(),
  locked: t.boolean(),
  runUntagged: t.boolean(),
  tagList: t.stringList(),
  accessLevel: t.field({ type: RunnerAccessLevelEnum }),
  maximumTimeout: t.int(),
  maintenanceNote: t.string(),
});

interface AttributeInput {
  description?: string | null;
  paused?: boolean | null;
  locked?: boolean | null;
  runUntagged?: boolean | null;
  tagList?: string[] | null;
  accessLevel?: RunnerAccessLevel | null;
  maximumTimeout?: number | null;
  maintenanceNote?: string | null;
}

function toAttributes(input: AttributeInput): RunnerAttributes {
  return {
    description: input.description ?? undefined,
    paused: input.paused ?? undefined,
    locked: input.locked ?? undefined,
    runUntagged: input.runUntagged ?? undefined,
    tagList: input.tagList ?? undefined,
    accessLevel: input.accessLevel ?? undefined,
    maximumTimeout: input.maximumTimeout ?? undefined,
    maintenanceNote: input.maintenanceNote ?? undefined,
  };
}

builder.relayMutationField(
  'runnerCreate',
  {
    inputFields: (t) => ({
      runnerType: t.field({ type: RunnerTypeEnum, required: true }),
      groupId: t.field({ type: 'GroupID' }),
      projectId: t.field({ type: 'ProjectID' }),
      ...attributeFields(t),
    }),
  },
  {
    description: 'Creates a runner; its token is shown once, as `ephemeralAuthenticationToken`.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          const { runner, token } = await ctx.services.runners.create(ctx.actor, {
            runnerType: input.runnerType,
            groupId: input.groupId ?? undefined,
            projectId: input.projectId ?? undefined,
            ...toAttributes(input),
          });
          const [access] = await ctx.services.runners.accessViews(ctx.actor, [runner]);
          return { runner: { runner, token, access: access! } };
        },
        { runner: null },
      ),
  },
  {
    outputFields: (t) => ({
      runner: t.field({ type: RunnerRef, nullable: true, resolve: (p) => p.runner }),
      errors: mutationErrorsField(t),
    }),
  },
);

builder.relayMutationField(
  'runnerUpdate',
  {
    inputFields: (t) => ({
      id: t.field({ type: 'CiRunnerID', required: true }),
      ...attributeFields(t),
      publicProjectsMinutesCostFactor: t.float({
        description: "Public projects' compute cost factor of the runner (administrators only).",
      }),
      privateProjectsMinutesCostFactor: t.float({
        description: "Private projects' compute cost factor of the runner (administrators only).",
      }),
    }),
  },
  {
    description: 'Changes a runner.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          const { runner } = await ctx.services.runners.update(ctx.actor, input.id, {
            ...toAttributes(input),
            publicProjectsMinutesCostFactor: input.publicProjectsMinutesCostFactor ?? undefined,
            privateProjectsMinutesCostFactor: input.privateProjectsMinutesCostFactor ?? undefined,
          });
          const [access] = await ctx.services.runners.accessViews(ctx.actor, [runner]);
          return { runner: { runner, access: access! } };
        },
        { runner: null },
      ),
  },
  {
    outputFields: (t) => ({
      runner: t.field({ type: RunnerRef, nullable: true, resolve: (p) => p.runner }),
      errors: mutationErrorsField(t),
    }),
  },
);

builder.relayMutationField(
  'runnerDelete',
  { inputFields: (t) => ({ id: t.field({ type: 'CiRunnerID', required: true }) }) },
  {
    description: 'Deletes a runner.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(async () => {
        await ctx.services.runners.delete(ctx.actor, input.id);
        return {};
      }, {}),
  },
  { outputFields: (t) => ({ errors: mutationErrorsField(t) }) },
);

builder.relayMutationField(
  'bulkRunnerDelete',
  {
    inputFields: (t) => ({
      ids: t.field({ type: ['CiRunnerID'], description: 'IDs of the runners to delete.' }),
    }),
  },
  {
    description: 'Deletes the runners the current user may delete; the others are named in `errors`.',
    resolve: async (_, { input }, ctx) => {
      const { deleted, errors } = await ctx.services.runners.bulkDelete(ctx.actor, input.ids ?? []);
      return { deleted, errors };
    },
  },
  {
    outputFields: (t) => ({
      deletedCount: t.int({ nullable: true, resolve: (p) => p.deleted.length }),
      deletedIds: t.field({
        type: ['CiRunnerID'],
        nullable: true,
        resolve: (p) => p.deleted.map((id) => encodeGlobalId('CiRunner', id)),
      }),
      errors: mutationErrorsField(t),
    }),
  },
);

builder.relayMutationField(
  'runnerBulkPause',
  {
    inputFields: (t) => ({
      ids: t.field({ type: ['CiRunnerID'], required: true, description: 'IDs of the runners.' }),
      paused: t.boolean({ required: true, description: 'Pause (true) or resume (false) the runners.' }),
    }),
  },
  {
    description:
      'Pauses or resumes the runners the current user may change; the others are named in `errors`.',
    resolve: async (_, { input }, ctx) => {
      const { updated, errors } = await ctx.services.runners.bulkPause(ctx.actor, input.ids, input.paused);
      const access = await ctx.services.runners.accessViews(ctx.actor, updated);
      return { updated: updated.map((runner, i): RunnerNode => ({ runner, access: access[i]! })), errors };
    },
  },
  {
    outputFields: (t) => ({
      updatedCount: t.int({ nullable: true, resolve: (p) => p.updated.length }),
      updatedRunners: t.field({ type: [RunnerRef], nullable: true, resolve: (p) => p.updated }),
      errors: mutationErrorsField(t),
    }),
  },
);

for (const action of ['assign', 'unassign'] as const) {
  builder.relayMutationField(
    action === 'assign' ? 'runnerAssignToProject' : 'runnerUnassignFromProject',
    {
      inputFields: (t) => ({
        runnerId: t.field({ type: 'CiRunnerID', required: true, description: 'ID of the runner.' }),
        projectPath: t.id({ required: true, description: 'Full path of the project.' }),
      }),
    },
    {
      description:
        action === 'assign'
          ? 'Enables a project runner in another project.'
          : 'Disables a project runner in a project (not its only one).',
      resolve: (_, { input }, ctx) =>
        mutationPayload(async () => {
          const runners = ctx.services.runners;
          if (action === 'assign')
            await runners.enableInProject(ctx.actor, String(input.projectPath), input.runnerId);
          else await runners.disableInProject(ctx.actor, String(input.projectPath), input.runnerId);
          return {};
        }, {}),
    },
    { outputFields: (t) => ({ errors: mutationErrorsField(t) }) },
  );
}
