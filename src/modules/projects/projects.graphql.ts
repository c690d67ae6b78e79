import DataLoader from 'dataloader';
import { VISIBILITY_NAMES, visibilityName, type VisibilityName } from '../../core/access.ts';
import { badRequest } from '../../core/errors.ts';
import type { KeysetPageRequest, Page } from '../../core/pagination.ts';
import { builder, type GraphQLContext, type SchemaTypes } from '../../graphql/builder.ts';
import { connectionFromPage, pageRequestFromArgs } from '../../graphql/connections.ts';
import { nullIfNotFound } from '../../graphql/errors.ts';
import { parseGlobalId } from '../../graphql/global-id.ts';
import { GroupRef } from '../groups/groups.graphql.ts';
import { UserInterfaceRef } from '../users/users.graphql.ts';
import type { Namespace } from '../namespaces/namespace.entity.ts';
import type { GroupProjectRelation, ProjectFilters, ProjectOrderField } from './projects.finder.ts';
import { featureAvailable, type ProjectSubject } from './projects.policy.ts';
import { AccessLevelEnum, accessLevelValue } from '../members/access-levels.graphql.ts';
import { ProjectInterfaceRef } from './project-interface.graphql.ts';
import { archivedFilter, ProjectArchivedEnum } from './project-list-arguments.graphql.ts';
import { ProjectPermissionsRef } from './project-permissions.graphql.ts';
import {
  nameWithNamespace,
  presentNamespaceBasic,
  projectAvatarUrl,
  projectHttpUrlToRepo,
  projectSshUrlToRepo,
  projectWebUrl,
} from './projects.presenter.ts';

// ------------------------------------------------------------------ types

export { ProjectPermissionsRef };

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

/** A project, as GitLab's GraphQL names it; loaded through a DataLoader wherever it is referenced. */
export const ProjectRef = builder.loadableNode('Project', {
  description: 'A project: a repository with its issues, merge requests, pipelines and settings.',
  id: { resolve: (s: ProjectSubject) => s.project.id, parse: (id: string) => Number(id) },
  load: (ids: number[], ctx: GraphQLContext) => ctx.services.projects.loadMany(ctx.actor, ids),
  interfaces: [ProjectInterfaceRef],
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

// ------------------------------------------------------------------ User.namespace

/** One DataLoader per request: the personal namespaces of a page of users in one query. */
const personalNamespaceLoaders = new WeakMap<GraphQLContext, DataLoader<number, Namespace | null>>();

builder.interfaceField(UserInterfaceRef, 'namespace', (t) =>
  t.field({
    type: NamespaceRef,
    nullable: true,
    description: 'Personal namespace of the user.',
    resolve: (user, _, ctx) => {
      let loader = personalNamespaceLoaders.get(ctx);
      if (!loader) {
        loader = new DataLoader(async (ids: readonly number[]) => {
          const found = await ctx.services.namespaces.personalNamespacesOf(ids);
          return ids.map((id) => found.get(id) ?? null);
        });
        personalNamespaceLoaders.set(ctx, loader);
      }
      return loader.load(user.id);
    },
  }),
);

/** GitLab's `ProjectConnection`, shared by every list of projects. */
export const ProjectConnection = builder.connectionObject(
  { type: ProjectRef, name: 'ProjectConnection', description: 'The connection type for Project.' },
  { name: 'ProjectEdge', description: 'An edge in a connection.' },
);

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

export function parseVisibility(value: string | null | undefined): VisibilityName | undefined {
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
  projects: t.connection(
    {
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
        archived: t.arg({ type: ProjectArchivedEnum, description: 'Filter projects by archived status.' }),
        active: t.arg.boolean({
          description: 'Only active projects (true: not archived) or only inactive ones (false: archived).',
        }),
        visibility: t.arg.string({
          description: 'Only projects of this visibility: private, internal or public.',
        }),
        minAccessLevelValue: t.arg.int({
          description: 'Only projects where the user has at least this access level.',
          deprecationReason: 'Use `minAccessLevel`.',
        }),
        minAccessLevel: t.arg({
          type: AccessLevelEnum,
          description: 'Return only projects where current user has at least the specified access level.',
        }),
        programmingLanguageName: t.arg.string({
          description:
            'Filter projects by programming language name (case insensitive): repository languages are not detected here, so a language matches no project.',
        }),
        withIssuesEnabled: t.arg.boolean({ description: 'Only projects with issues enabled.' }),
        withMergeRequestsEnabled: t.arg.boolean({
          description: 'Only projects with merge requests enabled.',
        }),
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
          archived: archivedFilter(args.archived) ?? (args.active == null ? undefined : !args.active),
          visibility: parseVisibility(args.visibility),
          minAccessLevel: args.minAccessLevel
            ? accessLevelValue(args.minAccessLevel)
            : (args.minAccessLevelValue ?? undefined),
          programmingLanguage: args.programmingLanguageName ?? undefined,
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
    },
    ProjectConnection,
  ),
}));

// ------------------------------------------------------------------ Group.projects

interface GroupProjectsArgs {
  relation: GroupProjectRelation;
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
        args.relation,
        args.filters,
        args.page,
      );
      return groupIds.map((id) => pages.get(id)!);
    });
    loaders.set(key, loader);
  }
  return loader;
}

/** `projects` of a group or a namespace: the same arguments and the same page per parent. */
function namespaceProjectsField<Parent>(
  t: PothosSchemaTypes.ObjectFieldBuilder<SchemaTypes, Parent>,
  namespaceId: (parent: Parent) => number,
  description: string,
) {
  return t.connection(
    {
      type: ProjectRef,
      description,
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
      resolve: async (parent, args, ctx) => {
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
          relation: args.includeSubgroups ? 'withSubgroups' : 'own',
          filters,
          page: pageRequestFromArgs(args),
        });
        return connectionFromPage(await loader.load(namespaceId(parent)));
      },
    },
    ProjectConnection,
  );
}

builder.objectField(GroupRef, 'projects', (t) =>
  namespaceProjectsField(
    t,
    (group) => group.group.id,
    'Projects within this group (and its subgroups with `includeSubgroups`).',
  ),
);

builder.objectField(GroupRef, 'sharedProjects', (t) =>
  t.connection(
    {
      type: ProjectRef,
      description: 'Projects shared with this group (the group invited to them), that the caller may see.',
      args: {
        search: t.arg.string({ description: 'Search project with most similar names or paths.' }),
        sort: t.arg.string({
          description: 'Sort order of results, `<field>_<direction>` (for example `name_asc` or `id_desc`).',
        }),
      },
      resolve: async (group, args, ctx) => {
        const loader = groupProjectsLoader(ctx, {
          relation: 'sharedWith',
          filters: { search: args.search ?? undefined, ...parseSortString(args.sort) },
          page: pageRequestFromArgs(args),
        });
        return connectionFromPage(await loader.load(group.group.id));
      },
    },
    ProjectConnection,
  ),
);

builder.objectField(NamespaceRef, 'projects', (t) =>
  namespaceProjectsField(
    t,
    (namespace) => namespace.id,
    'Projects within this namespace (and its subgroups with `includeSubgroups`).',
  ),
);

builder.queryField('namespace', (t) =>
  t.field({
    type: NamespaceRef,
    nullable: true,
    description: 'Find a namespace: a group or the personal namespace of a user.',
    args: {
      fullPath: t.arg.id({
        required: true,
        description: 'Full path of the namespace. For example, `gitlab-org`.',
      }),
    },
    resolve: (_, args, ctx) => ctx.services.projects.findNamespace(ctx.actor, String(args.fullPath)),
  }),
);
