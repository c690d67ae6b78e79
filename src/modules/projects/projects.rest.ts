import { z } from 'zod';
import type { Actor } from '../../core/actor.ts';
import { MEMBER_ACCESS_LEVELS, VISIBILITY_NAMES, type VisibilityName } from '../../core/access.ts';
import type { Page } from '../../core/pagination.ts';
import type { Urls } from '../../core/urls.ts';
import {
  bool,
  dateTime,
  idOrPath,
  int,
  oneOf,
  pageParams,
  stringArray,
  stringRecord,
} from '../../rest/params.ts';
import { pageRequestFrom } from '../../rest/pagination.ts';
import { Router } from '../../rest/router.ts';
import type { Services } from '../../services.ts';
import type { FeatureAccessLevel, ProjectSettings } from './project.entity.ts';
import { PROJECT_ORDER_FIELDS, type ProjectFilters } from './projects.finder.ts';
import { PROJECT_FEATURES, type ProjectFeature, type ProjectSubject } from './projects.policy.ts';
import {
  presentProject,
  presentProjectBasic,
  presentProjectForCaller,
  presentProjectWithAccess,
  type ProjectPresenterContext,
  type ProjectView,
} from './projects.presenter.ts';
import type { ProjectCreateInput, ProjectInput } from './projects.service.ts';

export const projectsRouter = new Router();

// ------------------------------------------------------------------ parameters

const featureLevel = oneOf(['disabled', 'private', 'enabled']);
const pagesLevel = oneOf(['disabled', 'private', 'enabled', 'public']);

/** The deprecated `<x>_enabled` switches and the feature each one sets. */
const FEATURE_SWITCHES: Record<string, ProjectFeature> = {
  issues_enabled: 'issues',
  merge_requests_enabled: 'merge_requests',
  wiki_enabled: 'wiki',
  jobs_enabled: 'builds',
  builds_enabled: 'builds',
  snippets_enabled: 'snippets',
  container_registry_enabled: 'container_registry',
  packages_enabled: 'package_registry',
};

const BOOLEAN_SETTINGS = [
  'resolve_outdated_diff_discussions',
  'only_allow_merge_if_pipeline_succeeds',
  'allow_merge_on_skipped_pipeline',
  'only_allow_merge_if_all_discussions_are_resolved',
  'remove_source_branch_after_merge',
  'printing_merge_request_link_enabled',
  'enforce_auth_checks_on_uploads',
  'warn_about_potentially_unwanted_characters',
  'autoclose_referenced_issues',
  'service_desk_enabled',
  'mr_default_target_self',
  'show_default_award_emojis',
  'merge_pipelines_enabled',
  'merge_trains_enabled',
  'merge_trains_skip_train_allowed',
  'ci_forward_deployment_enabled',
  'ci_forward_deployment_rollback_allowed',
  'ci_separated_caches',
  'ci_allow_fork_pipelines_to_run_in_parent_project',
  'keep_latest_artifact',
  'restrict_user_defined_variables',
  'group_runners_enabled',
  'auto_devops_enabled',
  'ci_push_repository_for_job_token_allowed',
] as const;

const STRING_SETTINGS = [
  'suggestion_commit_message',
  'merge_commit_template',
  'squash_commit_template',
  'issue_branch_template',
  'external_authorization_classification_label',
] as const;

const INTEGER_SETTINGS = [
  'ci_default_git_depth',
  'ci_delete_pipelines_in_seconds',
  'build_timeout',
  'runner_token_expiration_interval',
  'max_artifacts_size',
] as const;

const ENUM_SETTINGS = {
  merge_method: oneOf(['merge', 'rebase_merge', 'ff']),
  squash_option: oneOf(['never', 'always', 'default_on', 'default_off']),
  auto_cancel_pending_pipelines: oneOf(['enabled', 'disabled']),
  build_git_strategy: oneOf(['fetch', 'clone']),
  auto_devops_deploy_strategy: oneOf(['continuous', 'manual', 'timed_incremental']),
  ci_pipeline_variables_minimum_override_role: oneOf(['owner', 'maintainer', 'developer', 'no_one_allowed']),
};

const attributeParams = {
  name: z.string().optional(),
  path: z.string().optional(),
  description: z.string().nullable().optional(),
  default_branch: z.string().optional(),
  visibility: oneOf(VISIBILITY_NAMES as [VisibilityName, ...VisibilityName[]]).optional(),
  topics: stringArray().optional(),
  tag_list: stringArray().optional(),
  ci_config_path: z.string().nullable().optional(),
  request_access_enabled: bool().optional(),
  lfs_enabled: bool().optional(),
  shared_runners_enabled: bool().optional(),
  emails_enabled: bool().optional(),
  emails_disabled: bool().optional(),
  public_jobs: bool().optional(),
  public_builds: bool().optional(),
  repository_storage: z.string().optional(),
  ...Object.fromEntries(Object.keys(FEATURE_SWITCHES).map((key) => [key, bool().optional()])),
  ...Object.fromEntries(
    PROJECT_FEATURES.map((f) => [
      `${f}_access_level`,
      (f === 'pages' ? pagesLevel : featureLevel).optional(),
    ]),
  ),
  ...Object.fromEntries(BOOLEAN_SETTINGS.map((key) => [key, bool().optional()])),
  ...Object.fromEntries(STRING_SETTINGS.map((key) => [key, z.string().nullable().optional()])),
  ...Object.fromEntries(INTEGER_SETTINGS.map((key) => [key, int().nullable().optional()])),
  ...Object.fromEntries(Object.entries(ENUM_SETTINGS).map(([key, schema]) => [key, schema.optional()])),
} as Record<string, z.ZodType>;

const ATTRIBUTE_NAMES = Object.keys(attributeParams);

type RawParams = Record<string, unknown>;

/** Parameters → the service's input; `<x>_enabled` aliases and settings sorted out here, rules in the service. */
function toProjectInput(p: RawParams): ProjectInput {
  const featureAccessLevels: Partial<Record<ProjectFeature, FeatureAccessLevel>> = {};
  for (const feature of PROJECT_FEATURES) {
    const level = p[`${feature}_access_level`];
    if (typeof level === 'string') featureAccessLevels[feature] = level as FeatureAccessLevel;
  }
  const featuresEnabled: Partial<Record<ProjectFeature, boolean>> = {};
  for (const [key, feature] of Object.entries(FEATURE_SWITCHES)) {
    if (typeof p[key] === 'boolean') featuresEnabled[feature] = p[key];
  }
  const settings: ProjectSettings = {};
  for (const key of [
    ...BOOLEAN_SETTINGS,
    ...STRING_SETTINGS,
    ...INTEGER_SETTINGS,
    ...Object.keys(ENUM_SETTINGS),
  ]) {
    if (p[key] !== undefined) settings[key] = p[key] as string | number | boolean | null;
  }
  const str = (key: string) => (p[key] === undefined ? undefined : (p[key] as string));
  return {
    name: str('name'),
    path: str('path'),
    description: p['description'] === undefined ? undefined : (p['description'] as string | null),
    defaultBranch: str('default_branch'),
    visibility: p['visibility'] as VisibilityName | undefined,
    topics: (p['topics'] ?? p['tag_list']) as string[] | undefined,
    ciConfigPath: p['ci_config_path'] === undefined ? undefined : (p['ci_config_path'] as string | null),
    requestAccessEnabled: p['request_access_enabled'] as boolean | undefined,
    lfsEnabled: p['lfs_enabled'] as boolean | undefined,
    sharedRunnersEnabled: p['shared_runners_enabled'] as boolean | undefined,
    emailsEnabled:
      typeof p['emails_enabled'] === 'boolean'
        ? p['emails_enabled']
        : typeof p['emails_disabled'] === 'boolean'
          ? !p['emails_disabled']
          : undefined,
    publicJobs: (p['public_jobs'] ?? p['public_builds']) as boolean | undefined,
    repositoryStorage: str('repository_storage'),
    featureAccessLevels,
    featuresEnabled,
    settings,
  };
}

const atLeastOne = (names: string[]) => (value: RawParams, ctx: z.RefinementCtx) => {
  if (names.some((name) => value[name] !== undefined)) return;
  ctx.addIssue({
    code: 'custom',
    path: [names.join(', ')],
    message: 'are missing, at least one parameter must be provided',
  });
};

const createParams = z
  .object({
    ...attributeParams,
    namespace_id: int().optional(),
    initialize_with_readme: bool().optional(),
    repository_object_format: oneOf(['sha1', 'sha256']).optional(),
  })
  .superRefine(atLeastOne(['name', 'path']));

const createForUserParams = z.object({
  ...attributeParams,
  user_id: int(),
  name: z.string(),
  namespace_id: int().optional(),
  initialize_with_readme: bool().optional(),
  repository_object_format: oneOf(['sha1', 'sha256']).optional(),
});

const updateParams = z
  .object({ ...attributeParams, id: idOrPath() })
  .superRefine(atLeastOne(ATTRIBUTE_NAMES.filter((name) => name !== 'id')));

const singleParams = z.object({
  id: idOrPath(),
  statistics: bool().optional(),
  license: bool().optional(),
  with_custom_attributes: bool().optional(),
});

const collectionParams = {
  ...pageParams,
  pagination: z.literal('keyset').optional(),
  cursor: z.string().optional(),
  order_by: oneOf(PROJECT_ORDER_FIELDS).optional(),
  sort: oneOf(['asc', 'desc']).optional(),
  archived: bool().optional(),
  visibility: oneOf(VISIBILITY_NAMES as [VisibilityName, ...VisibilityName[]]).optional(),
  search: z.string().optional(),
  search_namespaces: bool().optional(),
  simple: bool().optional(),
  owned: bool().optional(),
  membership: bool().optional(),
  starred: bool().optional(),
  statistics: bool().optional(),
  with_issues_enabled: bool().optional(),
  with_merge_requests_enabled: bool().optional(),
  min_access_level: int()
    .refine((v) => MEMBER_ACCESS_LEVELS.includes(v), { message: 'does not have a valid value' })
    .optional(),
  topic: stringArray().optional(),
  id_after: int().optional(),
  id_before: int().optional(),
  last_activity_after: dateTime().optional(),
  last_activity_before: dateTime().optional(),
  updated_after: dateTime().optional(),
  updated_before: dateTime().optional(),
  with_custom_attributes: bool().optional(),
  custom_attributes: stringRecord().optional(),
  repository_storage: z.string().optional(),
};

type CollectionInput = z.infer<z.ZodObject<typeof collectionParams>>;

function toFilters(input: CollectionInput): ProjectFilters {
  return {
    archived: input.archived,
    visibility: input.visibility,
    search: input.search,
    searchNamespaces: input.search_namespaces,
    owned: input.owned,
    membership: input.membership,
    starred: input.starred,
    withIssuesEnabled: input.with_issues_enabled,
    withMergeRequestsEnabled: input.with_merge_requests_enabled,
    minAccessLevel: input.min_access_level,
    topics: input.topic,
    idAfter: input.id_after,
    idBefore: input.id_before,
    lastActivityAfter: input.last_activity_after,
    lastActivityBefore: input.last_activity_before,
    updatedAfter: input.updated_after,
    updatedBefore: input.updated_before,
    customAttributes: input.custom_attributes,
    repositoryStorage: input.repository_storage,
    orderBy: input.order_by,
    sort: input.sort,
  };
}

type Presenter = (view: ProjectView, ctx: ProjectPresenterContext) => Record<string, unknown>;

interface PresentContext {
  actor: Actor;
  services: Services;
  urls: Urls;
  paginate: <T, R>(page: Page<T>, present: (item: T) => R) => R[];
}

/** Presents a page of projects with the given entity, preloading what it needs in a few queries. */
async function presentPage(
  { actor, services, urls, paginate }: PresentContext,
  page: Page<ProjectSubject>,
  input: CollectionInput,
  present: Presenter,
) {
  const views = await services.projects.views(actor, page.items, {
    customAttributes: input.with_custom_attributes === true,
  });
  const ctx: ProjectPresenterContext = { urls, actor, statistics: input.statistics === true };
  return paginate({ ...page, items: views }, (view) => present(view, ctx));
}

/** The entity GitLab uses for project lists: basic details when simple or anonymous, else with access. */
function listPresenter(actor: Actor, input: CollectionInput): Presenter {
  if (input.simple || !actor.user) return presentProjectBasic;
  return presentProjectWithAccess;
}

async function presentOne(
  { actor, services, urls }: { actor: Actor; services: Services; urls: Urls },
  subject: ProjectSubject,
  present: Presenter = presentProject,
) {
  const view = await services.projects.view(actor, subject);
  return present(view, { urls, actor });
}

// ------------------------------------------------------------------ lists

projectsRouter.get('/projects', { input: z.object(collectionParams) }, async (ctx) => {
  const page = await ctx.services.projects.list(ctx.actor, toFilters(ctx.input), pageRequestFrom(ctx.input));
  return presentPage(ctx, page, ctx.input, listPresenter(ctx.actor, ctx.input));
});

/** A user's personal projects, and the projects they starred. */
for (const [path, list] of [
  ['projects', 'listForUser'],
  ['starred_projects', 'listStarredBy'],
] as const) {
  projectsRouter.get(
    `/users/:user_id/${path}`,
    { input: z.object({ ...collectionParams, user_id: z.string() }) },
    async (ctx) => {
      const page = await ctx.services.projects[list](
        ctx.actor,
        ctx.input.user_id,
        toFilters(ctx.input),
        pageRequestFrom(ctx.input),
      );
      return presentPage(ctx, page, ctx.input, listPresenter(ctx.actor, ctx.input));
    },
  );
}

projectsRouter.get(
  '/groups/:id/projects',
  {
    input: z.object({
      ...collectionParams,
      id: idOrPath(),
      with_shared: bool().optional(),
      include_subgroups: bool().optional(),
      with_security_reports: bool().optional(),
    }),
  },
  async (ctx) => {
    const { input } = ctx;
    const page = await ctx.services.projects.listForGroup(
      ctx.actor,
      input.id,
      { includeSubgroups: input.include_subgroups ?? false, withShared: input.with_shared ?? true },
      toFilters(input),
      pageRequestFrom(input),
    );
    return presentPage(ctx, page, input, input.simple ? presentProjectBasic : presentProject);
  },
);

// ------------------------------------------------------------------ one project

projectsRouter.get('/projects/:id', { input: singleParams }, async ({ input, actor, services, urls }) => {
  const subject = await services.projects.find(actor, input.id, { redirects: 'raise' });
  const view = await services.projects.view(actor, subject, {
    customAttributes: input.with_custom_attributes === true,
  });
  return presentProjectForCaller(view, {
    urls,
    actor,
    statistics: input.statistics === true,
    license: input.license === true,
  });
});

projectsRouter.post('/projects', { input: createParams, auth: 'required' }, async (ctx) => {
  const input = ctx.input as RawParams & { namespace_id?: number; initialize_with_readme?: boolean };
  const create: ProjectCreateInput = {
    ...toProjectInput(input),
    namespaceId: input.namespace_id,
    initializeWithReadme: input.initialize_with_readme,
  };
  const subject = await ctx.services.projects.create(ctx.actor, create);
  return presentOne(ctx, subject);
});

projectsRouter.post(
  '/projects/user/:user_id',
  { input: createForUserParams, auth: 'required' },
  async (ctx) => {
    const input = ctx.input as RawParams & {
      namespace_id?: number;
      user_id: number;
      initialize_with_readme?: boolean;
    };
    const create: ProjectCreateInput = {
      ...toProjectInput(input),
      namespaceId: input.namespace_id,
      initializeWithReadme: input.initialize_with_readme,
    };
    const subject = await ctx.services.projects.createForUser(ctx.actor, input.user_id, create);
    return presentOne(ctx, subject);
  },
);

projectsRouter.put('/projects/:id', { input: updateParams, auth: 'required' }, async (ctx) => {
  const input = ctx.input as RawParams & { id: string };
  const subject = await ctx.services.projects.find(ctx.actor, input.id, { redirects: 'raise' });
  const updated = await ctx.services.projects.update(ctx.actor, subject, toProjectInput(input));
  return presentOne(ctx, updated);
});

projectsRouter.delete(
  '/projects/:id',
  { input: z.object({ id: idOrPath() }), auth: 'required', status: 202 },
  async ({ input, actor, services, precondition }) => {
    const subject = await services.projects.find(actor, input.id, { redirects: 'raise' });
    await services.projects.delete(actor, subject, precondition);
    return { message: '202 Accepted' };
  },
);

projectsRouter.put(
  '/projects/:id/transfer',
  { input: z.object({ id: idOrPath(), namespace: idOrPath() }), auth: 'required' },
  async (ctx) => {
    const subject = await ctx.services.projects.find(ctx.actor, ctx.input.id, { redirects: 'raise' });
    const moved = await ctx.services.projects.transfer(ctx.actor, subject, ctx.input.namespace);
    return presentOne(ctx, moved);
  },
);

for (const [action, archived] of [
  ['archive', true],
  ['unarchive', false],
] as const) {
  projectsRouter.post(
    `/projects/:id/${action}`,
    { input: z.object({ id: idOrPath() }), auth: 'required' },
    async (ctx) => {
      const subject = await ctx.services.projects.find(ctx.actor, ctx.input.id, { redirects: 'raise' });
      return presentOne(ctx, await ctx.services.projects.setArchived(ctx.actor, subject, archived));
    },
  );
}

for (const [action, starred] of [
  ['star', true],
  ['unstar', false],
] as const) {
  projectsRouter.post(
    `/projects/:id/${action}`,
    { input: z.object({ id: idOrPath() }), auth: 'required' },
    async (ctx) => {
      const subject = await ctx.services.projects.find(ctx.actor, ctx.input.id, { redirects: 'raise' });
      const result = await ctx.services.projectStars.setStarred(ctx.actor, subject, starred);
      if (!result.changed) {
        // Already starred (or not starred): 304 Not Modified, without a body.
        ctx.reply.code(304);
        return undefined;
      }
      return presentOne(ctx, result.subject);
    },
  );
}
