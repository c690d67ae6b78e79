import { isAdmin, type Actor } from '../../core/actor.ts';
import { visibilityName } from '../../core/access.ts';
import { can } from '../../core/policy.ts';
import { renderMarkdown } from '../../core/markdown.ts';
import { isoTime } from '../../core/time.ts';
import type { Urls } from '../../core/urls.ts';
import { presentSharedWithGroup, type SharedWithGroup } from '../members/members.presenter.ts';
import type { Namespace } from '../namespaces/namespace.entity.ts';
import { avatarUrl, presentUserBasic } from '../users/users.presenter.ts';
import type { Project } from './project.entity.ts';
import {
  featureAccessLevel,
  featureAvailable,
  PROJECT_FEATURES,
  type ProjectSubject,
} from './projects.policy.ts';

/** A group a project is shared with, as project views show it. */

/** What project presenters need beyond the project and the caller's access level. */
export interface ProjectExtras {
  /** The caller's direct membership of the project, if any. */
  projectAccess: number | null;
  /** The caller's highest direct membership of the project's group or one of its ancestors. */
  groupAccess: number | null;
  sharedWithGroups: SharedWithGroup[];
  customAttributes?: { key: string; value: string }[];
  /** Whether the repository has no branch yet (true when unknown). */
  emptyRepo?: boolean;
}

export interface ProjectView {
  subject: ProjectSubject;
  extras: ProjectExtras;
}

/**
 * The v4 JSON shapes of a project, from the smallest to the largest, as GitLab's entities nest:
 * identity → basic details (lists with `simple`, anonymous callers) → project → project with the
 * caller's access (`permissions`). Pure: `ProjectView` carries everything preloaded.
 */
export interface ProjectPresenterContext {
  urls: Urls;
  actor: Actor;
  /** Include `statistics` (zeros until repositories exist) where the caller may read them. */
  statistics?: boolean;
  /** Include `license_url` and `license` (null until repositories exist). */
  license?: boolean;
}

/** Settings that round-trip through the API, with GitLab's defaults for new projects. */
export const PROJECT_SETTING_DEFAULTS = {
  resolve_outdated_diff_discussions: false,
  only_allow_merge_if_pipeline_succeeds: false,
  allow_merge_on_skipped_pipeline: false,
  only_allow_merge_if_all_discussions_are_resolved: false,
  remove_source_branch_after_merge: true,
  printing_merge_request_link_enabled: true,
  merge_method: 'merge',
  squash_option: 'default_off',
  enforce_auth_checks_on_uploads: true,
  suggestion_commit_message: null,
  merge_commit_template: null,
  squash_commit_template: null,
  issue_branch_template: null,
  warn_about_potentially_unwanted_characters: true,
  autoclose_referenced_issues: true,
  service_desk_enabled: false,
  mr_default_target_self: false,
  show_default_award_emojis: true,
  merge_pipelines_enabled: false,
  merge_trains_enabled: false,
  merge_trains_skip_train_allowed: false,
  external_authorization_classification_label: null,
} as const;

/** CI/CD settings, shown to maintainers only. */
export const PROJECT_CI_SETTING_DEFAULTS = {
  ci_default_git_depth: 20,
  ci_delete_pipelines_in_seconds: null,
  ci_forward_deployment_enabled: true,
  ci_forward_deployment_rollback_allowed: true,
  ci_separated_caches: true,
  ci_allow_fork_pipelines_to_run_in_parent_project: true,
  build_git_strategy: 'fetch',
  keep_latest_artifact: true,
  restrict_user_defined_variables: false,
  ci_pipeline_variables_minimum_override_role: 'developer',
  runner_token_expiration_interval: null,
  group_runners_enabled: true,
  auto_cancel_pending_pipelines: 'enabled',
  build_timeout: 3600,
  auto_devops_enabled: false,
  auto_devops_deploy_strategy: 'continuous',
  ci_push_repository_for_job_token_allowed: false,
  max_artifacts_size: null,
} as const;

export type ProjectSettingName =
  keyof typeof PROJECT_SETTING_DEFAULTS | keyof typeof PROJECT_CI_SETTING_DEFAULTS;

export function setting<K extends ProjectSettingName>(project: Project, key: K) {
  const defaults: Record<string, unknown> = { ...PROJECT_SETTING_DEFAULTS, ...PROJECT_CI_SETTING_DEFAULTS };
  return key in project.settings
    ? project.settings[key]
    : (defaults[key] as string | number | boolean | null);
}

export function projectWebUrl(project: Pick<Project, 'fullPath'>, urls: Urls): string {
  return urls.to(project.fullPath);
}

export function projectHttpUrlToRepo(project: Pick<Project, 'fullPath'>, urls: Urls): string {
  return urls.to(`${project.fullPath}.git`);
}

export function projectSshUrlToRepo(project: Pick<Project, 'fullPath'>, urls: Urls): string {
  return `git@${new URL(urls.base).hostname}:${project.fullPath}.git`;
}

export function projectAvatarUrl(project: Pick<Project, 'id' | 'avatar'>, urls: Urls): string | null {
  return project.avatar ? urls.upload('project', project.id, project.avatar) : null;
}

/** Where the project's settings are edited in GitLab's web interface. */
export function projectEditPath(project: Pick<Project, 'fullPath'>): string {
  return `/${project.fullPath}/edit`;
}

/** The description rendered from Markdown (raw HTML escaped); empty without a description. */
export function projectDescriptionHtml(project: Pick<Project, 'description'>): string {
  return renderMarkdown(project.description);
}

/** `Namespace / Project`, with every group name on the way. */
export function nameWithNamespace(project: Project): string {
  return `${project.namespace.fullName} / ${project.name}`;
}

/** GitLab's NamespaceBasic: how a project (or a member list) shows the namespace it lives in. */
export function presentNamespaceBasic(namespace: Namespace, urls: Urls) {
  const user = namespace.kind === 'User' ? namespace.owner : null;
  return {
    id: namespace.id,
    name: namespace.name,
    path: namespace.path,
    kind: namespace.kind === 'User' ? 'user' : 'group',
    full_path: namespace.fullPath,
    parent_id: namespace.parent?.id ?? null,
    avatar_url: user
      ? avatarUrl(user, urls)
      : namespace.avatar
        ? urls.upload('group', namespace.id, namespace.avatar)
        : null,
    web_url: user ? urls.to(user.username) : urls.to(`groups/${namespace.fullPath}`),
  };
}

/** The smallest view: id, names and paths. */
export function presentProjectIdentity(project: Project) {
  return {
    id: project.id,
    description: project.description ?? null,
    name: project.name,
    name_with_namespace: nameWithNamespace(project),
    path: project.path,
    path_with_namespace: project.fullPath,
    created_at: isoTime(project.createdAt),
  };
}

/** BasicProjectDetails: lists with `simple=true`, anonymous callers, embedded projects. */
export function presentProjectBasic(view: ProjectView, ctx: ProjectPresenterContext) {
  const { project } = view.subject;
  const readCode = can(ctx.actor, 'read_code', view.subject);
  const body: Record<string, unknown> = {
    ...presentProjectIdentity(project),
    ...(readCode ? { default_branch: project.defaultBranch ?? 'main' } : {}),
    tag_list: sortedTopics(project),
    topics: sortedTopics(project),
    ssh_url_to_repo: projectSshUrlToRepo(project, ctx.urls),
    http_url_to_repo: projectHttpUrlToRepo(project, ctx.urls),
    web_url: projectWebUrl(project, ctx.urls),
    ...(readCode ? { readme_url: null, forks_count: 0 } : {}),
    ...(ctx.license ? { license_url: null, license: null } : {}),
    avatar_url: projectAvatarUrl(project, ctx.urls),
    star_count: project.starCount,
    last_activity_at: isoTime(project.lastActivityAt),
    visibility: visibilityName(project.visibilityLevel),
    namespace: presentNamespaceBasic(project.namespace, ctx.urls),
  };
  if (view.extras.customAttributes) body['custom_attributes'] = view.extras.customAttributes;
  if (isAdmin(ctx.actor)) body['repository_storage'] = project.repositoryStorage;
  return body;
}

/** GitLab's Entities::Project: what creation, updates and signed-in lists show. */
export function presentProject(view: ProjectView, ctx: ProjectPresenterContext) {
  const subject = view.subject;
  const { project } = subject;
  const actor = ctx.actor;
  const admin = can(actor, 'admin_project', subject);
  const available = (feature: Parameters<typeof featureAvailable>[2]) =>
    featureAvailable(actor, subject, feature);
  const base = ctx.urls.to(`api/v4/projects/${project.id}`);
  const body: Record<string, unknown> = {
    ...presentProjectBasic(view, ctx),
    _links: {
      self: base,
      ...(available('issues') ? { issues: `${base}/issues` } : {}),
      ...(available('merge_requests') ? { merge_requests: `${base}/merge_requests` } : {}),
      repo_branches: `${base}/repository/branches`,
      labels: `${base}/labels`,
      events: `${base}/events`,
      members: `${base}/members`,
      cluster_agents: `${base}/cluster_agents`,
    },
    packages_enabled: featureAccessLevel(project, 'package_registry') !== 'disabled',
    empty_repo: view.extras.emptyRepo ?? true,
    archived: project.archived,
    visibility: visibilityName(project.visibilityLevel),
    ...(project.namespace.kind === 'User' && project.namespace.owner
      ? { owner: presentUserBasic(project.namespace.owner, { urls: ctx.urls }) }
      : {}),
    resolve_outdated_diff_discussions: setting(project, 'resolve_outdated_diff_discussions'),
    repository_object_format: 'sha1',
    issues_enabled: available('issues'),
    merge_requests_enabled: available('merge_requests'),
    wiki_enabled: available('wiki'),
    jobs_enabled: available('builds'),
    snippets_enabled: available('snippets'),
    container_registry_enabled: available('container_registry'),
    service_desk_enabled: setting(project, 'service_desk_enabled'),
    ...(can(actor, 'admin_issue', subject) ? { service_desk_address: null } : {}),
    can_create_merge_request_in: can(actor, 'create_merge_request_in', subject),
  };
  for (const feature of PROJECT_FEATURES) {
    body[`${feature}_access_level`] = featureAccessLevel(project, feature);
  }
  Object.assign(body, {
    emails_disabled: !project.emailsEnabled,
    emails_enabled: project.emailsEnabled,
    shared_runners_enabled: project.sharedRunnersEnabled,
    lfs_enabled: project.lfsEnabled,
    creator_id: project.creator?.id ?? null,
    ...(admin ? { import_url: null, import_type: null } : {}),
    import_status: 'none',
    ...(admin ? { import_error: null } : {}),
    ...(available('issues') ? { open_issues_count: 0 } : {}),
    description_html: projectDescriptionHtml(project),
    updated_at: isoTime(project.updatedAt),
  });
  if (admin) {
    for (const key of Object.keys(
      PROJECT_CI_SETTING_DEFAULTS,
    ) as (keyof typeof PROJECT_CI_SETTING_DEFAULTS)[]) {
      body[key] = setting(project, key);
    }
    body['ci_job_token_scope_enabled'] = false;
    body['ci_id_token_sub_claim_components'] = ['project_path', 'ref_type', 'ref'];
  }
  if (can(actor, 'read_code', subject)) body['ci_config_path'] = project.ciConfigPath ?? null;
  Object.assign(body, {
    public_jobs: project.publicJobs,
    shared_with_groups: view.extras.sharedWithGroups.map(presentSharedWithGroup),
    only_allow_merge_if_pipeline_succeeds: setting(project, 'only_allow_merge_if_pipeline_succeeds'),
    allow_merge_on_skipped_pipeline: setting(project, 'allow_merge_on_skipped_pipeline'),
    request_access_enabled: project.requestAccessEnabled,
    only_allow_merge_if_all_discussions_are_resolved: setting(
      project,
      'only_allow_merge_if_all_discussions_are_resolved',
    ),
    remove_source_branch_after_merge: setting(project, 'remove_source_branch_after_merge'),
    printing_merge_request_link_enabled: setting(project, 'printing_merge_request_link_enabled'),
    merge_method: setting(project, 'merge_method'),
    squash_option: setting(project, 'squash_option'),
    enforce_auth_checks_on_uploads: setting(project, 'enforce_auth_checks_on_uploads'),
    suggestion_commit_message: setting(project, 'suggestion_commit_message'),
    merge_commit_template: setting(project, 'merge_commit_template'),
    squash_commit_template: setting(project, 'squash_commit_template'),
    issue_branch_template: setting(project, 'issue_branch_template'),
    warn_about_potentially_unwanted_characters: setting(
      project,
      'warn_about_potentially_unwanted_characters',
    ),
    autoclose_referenced_issues: setting(project, 'autoclose_referenced_issues'),
    external_authorization_classification_label: setting(
      project,
      'external_authorization_classification_label',
    ),
    merge_pipelines_enabled: setting(project, 'merge_pipelines_enabled'),
    merge_trains_enabled: setting(project, 'merge_trains_enabled'),
    merge_trains_skip_train_allowed: setting(project, 'merge_trains_skip_train_allowed'),
    show_default_award_emojis: setting(project, 'show_default_award_emojis'),
  });
  if (ctx.statistics && can(actor, 'read_statistics', subject)) body['statistics'] = emptyStatistics();
  return body;
}

/** Entities::ProjectWithAccess: a signed-in caller's view, with their memberships. */
export function presentProjectWithAccess(view: ProjectView, ctx: ProjectPresenterContext) {
  const access = (level: number | null) =>
    level === null ? null : { access_level: level, notification_level: 3 };
  return {
    ...presentProject(view, ctx),
    permissions: {
      project_access: access(view.extras.projectAccess),
      group_access: view.subject.project.namespace.kind === 'Group' ? access(view.extras.groupAccess) : null,
    },
  };
}

/** GET /projects/:id: the full view with permissions for signed-in callers, basic details otherwise. */
export function presentProjectForCaller(view: ProjectView, ctx: ProjectPresenterContext) {
  return ctx.actor.user ? presentProjectWithAccess(view, ctx) : presentProjectBasic(view, ctx);
}

/** Storage statistics: zeros until repositories, artifacts and packages exist. */
export function emptyStatistics() {
  return {
    commit_count: 0,
    storage_size: 0,
    repository_size: 0,
    wiki_size: 0,
    lfs_objects_size: 0,
    job_artifacts_size: 0,
    pipeline_artifacts_size: 0,
    packages_size: 0,
    snippets_size: 0,
    uploads_size: 0,
    container_registry_size: 0,
  };
}

function sortedTopics(project: Project): string[] {
  return [...project.topics].sort((a, b) => a.localeCompare(b));
}
