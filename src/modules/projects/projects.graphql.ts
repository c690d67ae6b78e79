import DataLoader from 'dataloader';
import { VISIBILITY_NAMES, visibilityName, type VisibilityName } from '../../core/access.ts';
import { badRequest } from '../../core/errors.ts';
import type { KeysetPageRequest, Page } from '../../core/pagination.ts';
import { permissionFields } from '../../graphql/permissions.ts';
import { builder, type GraphQLContext } from '../../graphql/builder.ts';
import { connectionFromPage, pageRequestFromArgs } from '../../graphql/connections.ts';
import { mutationPayload, nullIfNotFound } from '../../graphql/errors.ts';
import { decodeGlobalId, parseGlobalId } from '../../graphql/global-id.ts';
import { GroupRef } from '../groups/groups.graphql.ts';
import type { Namespace } from '../namespaces/namespace.entity.ts';
import type { ProjectFilters, ProjectOrderField } from './projects.finder.ts';
import { featureAvailable, type ProjectSubject } from './projects.policy.ts';
import {
  nameWithNamespace,
  presentNamespaceBasic,
  projectAvatarUrl,
  projectHttpUrlToRepo,
  projectSshUrlToRepo,
  projectWebUrl,
} from './projects.presenter.ts';
import type { ProjectInput } from './projects.service.ts';

// ------------------------------------------------------------------ types

/** The namespace a project lives in: a user's personal namespace or a group. */
export const NamespaceRef = builder.loadableNode('Namespace', {
  description: 'A namespace: the personal namespace of a user, or a group.',
  id: { resolve: (ns: Namespace) => ns.id, parse: (id: string) => Number(id) },
  load: (ids: number[], ctx: GraphQLContext) => ctx.services.projects.loadNamespaces(ctx.actor, ids),
  fields: (t) => ({
    name: t.string({ nullable: false, resolve: (ns) => ns.name }),
    path: t.string({ nullable: false, resolve: (ns) => ns.path }),
    fullName: t.string({ nullable: false, resolve: (ns) => ns.fullName }),
    fullPath: t.id({ nullable: false, resolve: (ns) => ns.fullPath }),
    kind: t.string({
      description: 'Kind of namespace: `user` (personal) or `group`.',
      resolve: (ns) => (ns.kind === 'User' ? 'user' : 'group'),
    }),
    description: t.string({ nullable: true, resolve: (ns) => ns.description || null }),
    visibility: t.string({ nullable: true, resolve: (ns) => visibilityName(ns.visibilityLevel) }),
    webUrl: t.string({
      nullable: true,
      resolve: (ns, _, ctx) => presentNamespaceBasic(ns, ctx.services.urls).web_url,
    }),
  }),
});

const ProjectPermissionsRef = builder.objectRef<ProjectSubject>('ProjectPermissions').implement({
  description: 'What the current user may do with a project.',
  fields: (t) =>
    permissionFields(
      t,
      [
        'read_project',
        'admin_project',
        'remove_project',
        'push_code',
        'archive_project',
        'change_namespace',
        'change_visibility_level',
        'rename_project',
        'read_project_member',
        'admin_project_member',
        'create_merge_request_in',
        'read_code',
      ],
      { nullable: false },
    ),
});

/** A project, as GitLab's GraphQL names it; loaded through a DataLoader wherever it is referenced. */
export const ProjectRef = builder.loadableNode('Project', {
  description: 'A project: a repository with its issues, merge requests, pipelines and settings.',
  id: { resolve: (s: ProjectSubject) => s.project.id, parse: (id: string) => Number(id) },
  load: (ids: number[], ctx: GraphQLContext) => ctx.services.projects.loadMany(ctx.actor, ids),
  fields: (t) => ({
    name: t.string({
      nullable: false,
      description: 'Name of the project (without namespace).',
      resolve: (s) => s.project.name,
    }),
    path: t.string({ nullable: false, description: 'Path of the project.', resolve: (s) => s.project.path }),
    fullPath: t.id({
      nullable: false,
      description: 'Full path of the project.',
      resolve: (s) => s.project.fullPath,
    }),
    nameWithNamespace: t.string({
      nullable: false,
      description: 'Full name of the project with its namespace.',
      resolve: (s) => nameWithNamespace(s.project),
    }),
    description: t.string({ nullable: true, resolve: (s) => s.project.description ?? null }),
    visibility: t.string({
      nullable: true,
      description: 'Visibility of the project: private, internal or public.',
      resolve: (s) => visibilityName(s.project.visibilityLevel),
    }),
    webUrl: t.string({ nullable: true, resolve: (s, _, ctx) => projectWebUrl(s.project, ctx.services.urls) }),
    webPath: t.string({ nullable: false, resolve: (s) => `/${s.project.fullPath}` }),
    httpUrlToRepo: t.string({
      nullable: true,
      resolve: (s, _, ctx) => projectHttpUrlToRepo(s.project, ctx.services.urls),
    }),
    sshUrlToRepo: t.string({
      nullable: true,
      resolve: (s, _, ctx) => projectSshUrlToRepo(s.project, ctx.services.urls),
    }),
    avatarUrl: t.string({
      nullable: true,
      resolve: (s, _, ctx) => projectAvatarUrl(s.project, ctx.services.urls),
    }),
    archived: t.boolean({ nullable: true, resolve: (s) => s.project.archived }),
    createdAt: t.field({ type: 'Time', nullable: true, resolve: (s) => s.project.createdAt }),
    updatedAt: t.field({ type: 'Time', nullable: true, resolve: (s) => s.project.updatedAt }),
    lastActivityAt: t.field({ type: 'Time', nullable: true, resolve: (s) => s.project.lastActivityAt }),
    starCount: t.int({ nullable: false, resolve: (s) => s.project.starCount }),
    forksCount: t.int({ nullable: false, resolve: () => 0 }),
    topics: t.stringList({
      nullable: true,
      resolve: (s) => [...s.project.topics].sort((a, b) => a.localeCompare(b)),
    }),
    issuesEnabled: t.boolean({
      nullable: true,
      resolve: (s, _, ctx) => featureAvailable(ctx.actor, s, 'issues'),
    }),
    mergeRequestsEnabled: t.boolean({
      nullable: true,
      resolve: (s, _, ctx) => featureAvailable(ctx.actor, s, 'merge_requests'),
    }),
    wikiEnabled: t.boolean({
      nullable: true,
      resolve: (s, _, ctx) => featureAvailable(ctx.actor, s, 'wiki'),
    }),
    jobsEnabled: t.boolean({
      nullable: true,
      resolve: (s, _, ctx) => featureAvailable(ctx.actor, s, 'builds'),
    }),
    snippetsEnabled: t.boolean({
      nullable: true,
      resolve: (s, _, ctx) => featureAvailable(ctx.actor, s, 'snippets'),
    }),
    requestAccessEnabled: t.boolean({ nullable: true, resolve: (s) => s.project.requestAccessEnabled }),
    lfsEnabled: t.boolean({ nullable: true, resolve: (s) => s.project.lfsEnabled }),
    sharedRunnersEnabled: t.boolean({ nullable: true, resolve: (s) => s.project.sharedRunnersEnabled }),
    ciConfigPathOrDefault: t.string({
      nullable: false,
      resolve: async (s, _, ctx) =>
        s.project.ciConfigPath ||
        (await ctx.services.applicationSettings.current()).default_ci_config_path ||
        '.gitlab-ci.yml',
    }),
    namespace: t.field({
      type: NamespaceRef,
      nullable: true,
      description: 'Namespace of the project.',
      resolve: (s) => s.project.namespace,
    }),
    group: t.field({
      type: GroupRef,
      nullable: true,
      description: 'Group of the project (null for personal projects).',
      resolve: (s) => (s.project.namespace.kind === 'Group' ? s.project.namespace.id : null),
    }),
    userPermissions: t.field({
      type: ProjectPermissionsRef,
      nullable: false,
      description: 'Permissions for the current user on the project.',
      resolve: (s) => s,
    }),
  }),
});

// ------------------------------------------------------------------ sorting

/** GitLab's `sort` strings for project lists (`<field>_<asc|desc>`) and the fields they order by. */
const SORT_FIELDS: Record<string, ProjectOrderField> = {
  id: 'id',
  name: 'name',
  path: 'path',
  created: 'created_at',
  created_at: 'created_at',
  updated: 'updated_at',
  updated_at: 'updated_at',
  latest_activity: 'last_activity_at',
  last_activity_at: 'last_activity_at',
  stars: 'star_count',
  star_count: 'star_count',
};

function parseSortString(sort: string | null | undefined): Pick<ProjectFilters, 'orderBy' | 'sort'> {
  if (!sort) return {};
  const value = sort.toLowerCase();
  if (value === 'similarity') return { orderBy: 'similarity' };
  const match = /^(.+)_(asc|desc)$/.exec(value);
  const field = match ? SORT_FIELDS[match[1]!] : undefined;
  if (!match || !field) throw badRequest(`sort ${sort} is not supported`);
  return { orderBy: field, sort: match[2] as 'asc' | 'desc' };
}

const NAMESPACE_PROJECT_SORTS = {
  SIMILARITY: { orderBy: 'similarity' },
  ACTIVITY_DESC: { orderBy: 'last_activity_at', sort: 'desc' },
  PATH_ASC: { orderBy: 'path', sort: 'asc' },
  PATH_DESC: { orderBy: 'path', sort: 'desc' },
  FULL_PATH_ASC: { orderBy: 'full_path', sort: 'asc' },
  FULL_PATH_DESC: { orderBy: 'full_path', sort: 'desc' },
  NAME_ASC: { orderBy: 'name', sort: 'asc' },
  NAME_DESC: { orderBy: 'name', sort: 'desc' },
  ID_ASC: { orderBy: 'id', sort: 'asc' },
  ID_DESC: { orderBy: 'id', sort: 'desc' },
  STAR_COUNT_ASC: { orderBy: 'star_count', sort: 'asc' },
  STAR_COUNT_DESC: { orderBy: 'star_count', sort: 'desc' },
} as const satisfies Record<string, Pick<ProjectFilters, 'orderBy' | 'sort'>>;

const NamespaceProjectSortEnum = builder.enumType('NamespaceProjectSort', {
  description: 'Values for sorting projects of a namespace.',
  values: Object.keys(NAMESPACE_PROJECT_SORTS) as (keyof typeof NAMESPACE_PROJECT_SORTS)[],
});

function parseVisibility(value: string | null | undefined): VisibilityName | undefined {
  if (value == null) return undefined;
  const name = value.toLowerCase();
  if (!(VISIBILITY_NAMES as string[]).includes(name)) throw badRequest(`visibility ${value} is not valid`);
  return name as VisibilityName;
}

// ------------------------------------------------------------------ queries

builder.queryFields((t) => ({
  project: t.field({
    type: ProjectRef,
    nullable: true,
    description: 'Find a project by its full path (old paths of renamed or moved projects lead to it).',
    args: { fullPath: t.arg.id({ required: true, description: 'Full path of the project.' }) },
    resolve: (_, args, ctx) =>
      nullIfNotFound(async () => {
        const fullPath = String(args.fullPath);
        if (!fullPath.includes('/')) return null;
        return ctx.services.projects.find(ctx.actor, fullPath, { redirects: 'follow' });
      }),
  }),
  projects: t.connection({
    type: ProjectRef,
    description: 'Find projects visible to the current user.',
    args: {
      ids: t.arg.idList({ description: 'Global IDs of projects, e.g. `"gid://gitlab/Project/1"`.' }),
      fullPaths: t.arg.stringList({ description: 'Full paths of projects.' }),
      search: t.arg.string({ description: 'Search query for project name, path, or description.' }),
      searchNamespaces: t.arg.boolean({ description: 'Include namespace in project search.' }),
      membership: t.arg.boolean({
        description: 'Return only projects that the current user is a member of.',
      }),
      personal: t.arg.boolean({ description: 'Return only personal projects of the current user.' }),
      starred: t.arg.boolean({ description: 'Return only projects starred by the current user.' }),
      topics: t.arg.stringList({ description: 'Filter projects by topics.' }),
      archived: t.arg.boolean({ description: 'Only archived (true) or only active (false) projects.' }),
      visibility: t.arg.string({
        description: 'Only projects of this visibility: private, internal or public.',
      }),
      minAccessLevelValue: t.arg.int({
        description: 'Only projects where the user has at least this access level.',
      }),
      withIssuesEnabled: t.arg.boolean({ description: 'Only projects with issues enabled.' }),
      withMergeRequestsEnabled: t.arg.boolean({ description: 'Only projects with merge requests enabled.' }),
      sort: t.arg.string({
        description:
          'Sort order of results, `<field>_<asc|desc>` (e.g. `id_desc`, `name_asc`), or `similarity`.',
      }),
    },
    resolve: async (_, args, ctx) => {
      const filters: ProjectFilters = {
        ids: args.ids?.map((id) => parseGlobalId(String(id), 'Project')),
        fullPaths: args.fullPaths ?? undefined,
        search: args.search ?? undefined,
        searchNamespaces: args.searchNamespaces ?? undefined,
        membership: args.membership ?? undefined,
        owned: args.personal ?? undefined,
        starred: args.starred ?? undefined,
        topics: args.topics ?? undefined,
        archived: args.archived ?? undefined,
        visibility: parseVisibility(args.visibility),
        minAccessLevel: args.minAccessLevelValue ?? undefined,
        withIssuesEnabled: args.withIssuesEnabled ?? undefined,
        withMergeRequestsEnabled: args.withMergeRequestsEnabled ?? undefined,
        ...parseSortString(args.sort),
      };
      if (args.personal && ctx.actor.user) {
        const page = await ctx.services.projects.listForUser(
          ctx.actor,
          String(ctx.actor.user.id),
          { ...filters, owned: undefined },
          pageRequestFromArgs(args),
        );
        return connectionFromPage(page);
      }
      return connectionFromPage(
        await ctx.services.projects.list(ctx.actor, filters, pageRequestFromArgs(args)),
      );
    },
  }),
}));

// ------------------------------------------------------------------ Group.projects

interface GroupProjectsArgs {
  includeSubgroups: boolean;
  filters: ProjectFilters;
  page: KeysetPageRequest;
}

/** One DataLoader per request and argument set: every group's page of projects in one query. */
const groupProjectLoaders = new WeakMap<
  GraphQLContext,
  Map<string, DataLoader<number, Page<ProjectSubject>>>
>();

function groupProjectsLoader(ctx: GraphQLContext, args: GroupProjectsArgs) {
  let loaders = groupProjectLoaders.get(ctx);
  if (!loaders) {
    loaders = new Map();
    groupProjectLoaders.set(ctx, loaders);
  }
  const key = JSON.stringify(args);
  let loader = loaders.get(key);
  if (!loader) {
    loader = new DataLoader<number, Page<ProjectSubject>>(async (groupIds) => {
      const pages = await ctx.services.projects.listForGroups(
        ctx.actor,
        groupIds,
        args.includeSubgroups,
        args.filters,
        args.page,
      );
      return groupIds.map((id) => pages.get(id)!);
    });
    loaders.set(key, loader);
  }
  return loader;
}

builder.objectField(GroupRef, 'projects', (t) =>
  t.connection({
    type: ProjectRef,
    description: 'Projects within this group (and its subgroups with `includeSubgroups`).',
    args: {
      includeSubgroups: t.arg.boolean({
        defaultValue: false,
        description: 'Include also subgroup projects.',
      }),
      search: t.arg.string({ description: 'Search project with most similar names or paths.' }),
      sort: t.arg({ type: NamespaceProjectSortEnum, description: 'Sort projects by the criteria.' }),
      ids: t.arg.idList({ description: 'Filter projects by IDs.' }),
      topics: t.arg.stringList({ description: 'Filter projects by topics.' }),
      archived: t.arg.boolean({ description: 'Only archived (true) or only active (false) projects.' }),
      withIssuesEnabled: t.arg.boolean({ description: 'Return only projects with issues enabled.' }),
      withMergeRequestsEnabled: t.arg.boolean({
        description: 'Return only projects with merge requests enabled.',
      }),
    },
    resolve: async (group, args, ctx) => {
      const filters: ProjectFilters = {
        ids: args.ids?.map((id) => parseGlobalId(String(id), 'Project')),
        search: args.search ?? undefined,
        topics: args.topics ?? undefined,
        archived: args.archived ?? undefined,
        withIssuesEnabled: args.withIssuesEnabled ?? undefined,
        withMergeRequestsEnabled: args.withMergeRequestsEnabled ?? undefined,
        ...(args.sort ? NAMESPACE_PROJECT_SORTS[args.sort] : {}),
      };
      const loader = groupProjectsLoader(ctx, {
        includeSubgroups: args.includeSubgroups ?? false,
        filters,
        page: pageRequestFromArgs(args),
      });
      return connectionFromPage(await loader.load(group.group.id));
    },
  }),
);

// ------------------------------------------------------------------ mutations

/** A namespace argument: a `Namespace` or `Group` global ID. */
function namespaceIdFrom(value: string | number | null | undefined): number | undefined {
  if (value == null) return undefined;
  const { typename, id } = decodeGlobalId(String(value));
  if (!['Namespace', 'Group', 'Namespaces::UserNamespace'].includes(typename)) {
    throw badRequest(`${String(value)} is not a valid ID for Namespace.`);
  }
  return Number(id);
}

interface AttributeArgs {
  name?: string | null;
  path?: string | null;
  description?: string | null;
  visibility?: string | null;
  topics?: readonly string[] | null;
  defaultBranch?: string | null;
  issuesAccessLevel?: string | null;
  mergeRequestsAccessLevel?: string | null;
  requestAccessEnabled?: boolean | null;
  lfsEnabled?: boolean | null;
  sharedRunnersEnabled?: boolean | null;
  ciConfigPath?: string | null;
}

function toProjectInput(input: AttributeArgs): ProjectInput {
  const level = (value: string | null | undefined) => {
    if (value == null) return undefined;
    const v = value.toLowerCase();
    if (!['disabled', 'private', 'enabled'].includes(v))
      throw badRequest(`access level ${value} is not valid`);
    return v as 'disabled' | 'private' | 'enabled';
  };
  return {
    name: input.name ?? undefined,
    path: input.path ?? undefined,
    description: input.description ?? undefined,
    visibility: parseVisibility(input.visibility),
    topics: input.topics ?? undefined,
    defaultBranch: input.defaultBranch ?? undefined,
    requestAccessEnabled: input.requestAccessEnabled ?? undefined,
    lfsEnabled: input.lfsEnabled ?? undefined,
    sharedRunnersEnabled: input.sharedRunnersEnabled ?? undefined,
    ciConfigPath: input.ciConfigPath ?? undefined,
    featureAccessLevels: {
      issues: level(input.issuesAccessLevel),
      merge_requests: level(input.mergeRequestsAccessLevel),
    },
  };
}

builder.relayMutationField(
  'projectCreate',
  {
    inputFields: (t) => ({
      name: t.string({ description: 'Name of the project (the path when absent).' }),
      path: t.string({ description: 'Path of the project (derived from the name when absent).' }),
      namespaceId: t.id({
        description: 'Global ID of the group or namespace (default: your personal namespace).',
      }),
      description: t.string(),
      visibility: t.string({ description: 'private (default), internal or public.' }),
      topics: t.stringList(),
      defaultBranch: t.string(),
      issuesAccessLevel: t.string({ description: 'disabled, private or enabled.' }),
      mergeRequestsAccessLevel: t.string({ description: 'disabled, private or enabled.' }),
      requestAccessEnabled: t.boolean(),
      lfsEnabled: t.boolean(),
      sharedRunnersEnabled: t.boolean(),
      ciConfigPath: t.string(),
      initializeWithReadme: t.boolean({ description: 'Start the repository with a README.md commit.' }),
    }),
  },
  {
    description: 'Create a project (as POST /projects does).',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          if (input.name == null && input.path == null) throw badRequest('name or path is required');
          return {
            project: await ctx.services.projects.create(ctx.actor, {
              ...toProjectInput(input),
              namespaceId: namespaceIdFrom(input.namespaceId),
              initializeWithReadme: input.initializeWithReadme ?? undefined,
            }),
          };
        },
        { project: null },
      ),
  },
  {
    outputFields: (t) => ({
      project: t.field({ type: ProjectRef, nullable: true, resolve: (payload) => payload.project ?? null }),
      errors: t.stringList({ resolve: (payload) => payload.errors }),
    }),
  },
);

builder.relayMutationField(
  'projectUpdate',
  {
    inputFields: (t) => ({
      fullPath: t.id({ required: true, description: 'Full path of the project.' }),
      name: t.string(),
      path: t.string({ description: 'A new path (owners): the old one keeps redirecting.' }),
      description: t.string(),
      visibility: t.string({ description: 'private, internal or public (owners).' }),
      topics: t.stringList(),
      defaultBranch: t.string(),
      issuesAccessLevel: t.string({ description: 'disabled, private or enabled.' }),
      mergeRequestsAccessLevel: t.string({ description: 'disabled, private or enabled.' }),
      requestAccessEnabled: t.boolean(),
      lfsEnabled: t.boolean(),
      sharedRunnersEnabled: t.boolean(),
      ciConfigPath: t.string(),
    }),
  },
  {
    description: 'Update the settings of a project (as PUT /projects/:id does).',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          const subject = await ctx.services.projects.find(ctx.actor, String(input.fullPath), {
            redirects: 'follow',
          });
          return { project: await ctx.services.projects.update(ctx.actor, subject, toProjectInput(input)) };
        },
        { project: null },
      ),
  },
  {
    outputFields: (t) => ({
      project: t.field({ type: ProjectRef, nullable: true, resolve: (payload) => payload.project ?? null }),
      errors: t.stringList({ resolve: (payload) => payload.errors }),
    }),
  },
);

builder.relayMutationField(
  'projectTransfer',
  {
    inputFields: (t) => ({
      fullPath: t.id({ required: true, description: 'Full path of the project.' }),
      namespaceId: t.id({ description: 'Global ID of the target group or namespace.' }),
      namespacePath: t.string({ description: 'Full path of the target group or namespace.' }),
    }),
  },
  {
    description: 'Move a project to another namespace (as PUT /projects/:id/transfer does).',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          const target = namespaceIdFrom(input.namespaceId) ?? input.namespacePath;
          if (target == null) throw badRequest('namespaceId or namespacePath is required');
          const subject = await ctx.services.projects.find(ctx.actor, String(input.fullPath), {
            redirects: 'follow',
          });
          return { project: await ctx.services.projects.transfer(ctx.actor, subject, target) };
        },
        { project: null },
      ),
  },
  {
    outputFields: (t) => ({
      project: t.field({ type: ProjectRef, nullable: true, resolve: (payload) => payload.project ?? null }),
      errors: t.stringList({ resolve: (payload) => payload.errors }),
    }),
  },
);

builder.relayMutationField(
  'projectDelete',
  {
    inputFields: (t) => ({ fullPath: t.id({ required: true, description: 'Full path of the project.' }) }),
  },
  {
    description: 'Delete a project (as DELETE /projects/:id does).',
    resolve: (_, { input }, ctx) =>
      mutationPayload(async () => {
        const subject = await ctx.services.projects.find(ctx.actor, String(input.fullPath), {
          redirects: 'ignore',
        });
        await ctx.services.projects.delete(ctx.actor, subject);
        return {};
      }, {}),
  },
  {
    outputFields: (t) => ({
      errors: t.stringList({ resolve: (payload) => payload.errors }),
    }),
  },
);

for (const [name, archived] of [
  ['projectArchive', true],
  ['projectUnarchive', false],
] as const) {
  builder.relayMutationField(
    name,
    {
      inputFields: (t) => ({ fullPath: t.id({ required: true, description: 'Full path of the project.' }) }),
    },
    {
      description: archived ? 'Archive a project (owners).' : 'Unarchive a project (owners).',
      resolve: (_, { input }, ctx) =>
        mutationPayload(
          async () => {
            const subject = await ctx.services.projects.find(ctx.actor, String(input.fullPath), {
              redirects: 'follow',
            });
            return { project: await ctx.services.projects.setArchived(ctx.actor, subject, archived) };
          },
          { project: null },
        ),
    },
    {
      outputFields: (t) => ({
        project: t.field({ type: ProjectRef, nullable: true, resolve: (payload) => payload.project ?? null }),
        errors: t.stringList({ resolve: (payload) => payload.errors }),
      }),
    },
  );
}

builder.relayMutationField(
  'projectStar',
  {
    inputFields: (t) => ({
      fullPath: t.id({ required: true, description: 'Full path of the project.' }),
      starred: t.boolean({ required: true, description: 'Star (true) or unstar (false).' }),
    }),
  },
  {
    description: 'Star or unstar a project for the current user (nothing changes when it already is so).',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          const subject = await ctx.services.projects.find(ctx.actor, String(input.fullPath), {
            redirects: 'follow',
          });
          const result = await ctx.services.projectStars.setStarred(ctx.actor, subject, input.starred);
          return { project: result.subject, changed: result.changed };
        },
        { project: null, changed: null },
      ),
  },
  {
    outputFields: (t) => ({
      project: t.field({ type: ProjectRef, nullable: true, resolve: (payload) => payload.project ?? null }),
      changed: t.boolean({
        nullable: true,
        description: 'False when the project already was (or was not) starred.',
        resolve: (payload) => payload.changed ?? null,
      }),
      errors: t.stringList({ resolve: (payload) => payload.errors }),
    }),
  },
);
