import { isAdmin, type Actor } from './actor.ts';
import { AccessLevel, Visibility } from './access.ts';
import {
  admin,
  all,
  any,
  feature,
  not,
  on,
  projectCreationRole,
  publicAccess,
  publicJobs,
  publicUserAccess,
  role,
  seesGroup,
  seesProject,
  signedIn,
  type GroupView,
  type ProjectView,
  type Rule,
} from './permission-rules.ts';

/**
 * GitLab's permission table for every feature Railyard has, in one place: for each ability, who
 * holds it (the lowest role, with GitLab's footnotes as conditions on visibility, project features
 * and settings). Read it against GitLab's `doc/user/permissions.md` and `app/policies/*_policy.rb`.
 *
 * Services and finders ask `can`/`authorize` (core/policy.ts), which read this table, so the REST
 * and GraphQL faces, and git over HTTP, follow it alike. test/authorization-*.test.ts checks every
 * route and GraphQL root field against it. A new ability goes here, with its subject type below.
 *
 * Words used: "member of role X" counts direct, inherited and shared memberships, and
 * administrators hold every role. "Sees the project": members, administrators, and GitLab's
 * `public_access` (a public project for everyone, an internal one for signed-in users who are not
 * external). A project feature set to `disabled` closes what depends on it to everyone; set to
 * `private`, to non-members.
 */

// ---------------------------------------------------------------- subjects

/** A personal namespace, for project creation in it. */
export interface NamespaceView {
  kind: string;
  owner?: { id: number } | null;
}

/** A project snippet and its project as the actor sees it. */
export interface SnippetView {
  snippet: { visibilityLevel: number; author: { id: number } };
  project: ProjectView;
}

/** What memberships are of: a group (GitLab's `Namespace` source type) or a project. */
export type MemberSourceView =
  | { type: 'Namespace'; id: number; subject: GroupView }
  | { type: 'Project'; id: number; subject: ProjectView };

/** One direct membership, as the update and destroy rules see it. */
export interface MemberTargetView {
  source: MemberSourceView;
  userId: number;
  accessLevel: number;
  /** The only owner of the group (inherited owners counted): neither demoted nor removed. */
  lastOwner: boolean;
  /** The owner of the personal namespace a project lives in. */
  namespaceOwner: boolean;
}

/** A user as the user abilities see it. */
export interface UserView {
  id: number;
  state: string;
  userType: string;
  privateProfile: boolean;
}

/** A personal or impersonation access token. */
export interface TokenView {
  user: { id: number };
  impersonation: boolean;
}

/** A job of a project, for erasing it. */
export interface JobAccessView {
  project: ProjectView;
  /** The actor started the job (GitLab's `owner_of_job`). */
  ownJob: boolean;
  /** The job's ref is not a protected branch or tag. */
  unprotectedRef: boolean;
}

/** A pipeline schedule of a project. */
export interface ScheduleAccessView {
  project: ProjectView;
  /** The actor owns the schedule. */
  ownSchedule: boolean;
}

/**
 * A runner: its type and the actor's access to what it belongs to (the group of a group runner,
 * the highest level over the projects of a project runner; 0 for instance runners).
 */
export interface RunnerAccessView {
  runnerType: 'instance_type' | 'group_type' | 'project_type';
  access: number;
}

/** Instance-wide settings that decide who may create top-level groups. */
export interface GroupCreationView {
  canCreateGroup: boolean;
}

// ---------------------------------------------------------------- the table

/** One ability: what it is asked about, what GitLab's table says, and the rule. */
export interface Permission<S> {
  on: SubjectKind;
  gitlab: string;
  rule: Rule<S>;
}

export type SubjectKind =
  | 'instance'
  | 'project'
  | 'group'
  | 'namespace'
  | 'snippet'
  | 'member_source'
  | 'member_target'
  | 'user'
  | 'token'
  | 'job'
  | 'schedule'
  | 'runner'
  | 'group_creation';

function entry<S>(on: SubjectKind) {
  return (gitlab: string, rule: Rule<S>): Permission<S> => ({ on, gitlab, rule });
}
const instance = entry<null>('instance');
const project = entry<ProjectView>('project');
const group = entry<GroupView>('group');

const { GUEST, REPORTER, DEVELOPER, MAINTAINER, OWNER } = AccessLevel;

/** CI/CD needs both the CI/CD and the repository features (GitLab: `builds_disabled | repository_disabled`). */
const ciFeatures = all(feature('builds'), feature('repository'));
/** Jobs, logs, pipelines and schedules: reporters, or everyone who sees a project with public pipelines. */
const readsJobs = all(ciFeatures, any(role(REPORTER), all(publicJobs, seesProject)));
const readsCode = all(feature('repository'), any(role(REPORTER), publicAccess));
const runsPipelines = all(ciFeatures, role(DEVELOPER));
const administersCi = all(ciFeatures, role(MAINTAINER));

/** Memberships follow the group's or the project's own entry. */
const readsMembers: Rule<MemberSourceView> = (actor, source) =>
  source.type === 'Namespace'
    ? PERMISSIONS.read_group_member.rule(actor, source.subject)
    : PERMISSIONS.read_project_member.rule(actor, source.subject);
const administersMembers: Rule<MemberSourceView> = (actor, source) =>
  source.type === 'Namespace'
    ? PERMISSIONS.admin_group_member.rule(actor, source.subject)
    : PERMISSIONS.admin_project_member.rule(actor, source.subject);
/** Only owners touch the Owner role (GitLab's footnote: maintainers cannot create, demote or remove owners). */
const managesOwners: Rule<MemberSourceView> = (actor, source) => role(OWNER)(actor, source.subject);
const mayTouchLevel: Rule<MemberTargetView> = (actor, target) =>
  target.accessLevel < OWNER || managesOwners(actor, target.source);

/** Labels and milestones serve issues and merge requests: GitLab keeps them from whoever has neither. */
const labelsOpen = any(feature('issues'), feature('merge_requests'));

/** Snippets follow their own visibility, inside the project's: private ones for members and authors. */
const readsSnippet: Rule<SnippetView> = (actor, { snippet, project: p }) => {
  if (isAdmin(actor)) return true;
  if (!seesProject(actor, p) || !feature('snippets')(actor, p)) return false;
  if (p.access >= GUEST || actor.user?.id === snippet.author.id) return true;
  if (snippet.visibilityLevel >= Visibility.public) return true;
  if (snippet.visibilityLevel >= Visibility.internal) return actor.user !== null && !actor.user.external;
  return false;
};

const ownSchedule: Rule<ScheduleAccessView> = (_, s) => s.ownSchedule;
const scheduleProject = (rule: Rule<ProjectView>): Rule<ScheduleAccessView> =>
  on((s: ScheduleAccessView) => s.project, rule);
const instanceRunner: Rule<RunnerAccessView> = (_, r) => r.runnerType === 'instance_type';

/** A project runner belongs to its projects' maintainers, a group runner to the group's owners. */
const ownsRunner: Rule<RunnerAccessView> = (actor, runner) =>
  runner.runnerType === 'group_type'
    ? role(OWNER)(actor, runner)
    : runner.runnerType === 'project_type'
      ? role(MAINTAINER)(actor, runner)
      : false;
/** Developers of the runner's group, or of one of its projects. */
const developsWithRunner: Rule<RunnerAccessView> = all(not(instanceRunner), role(DEVELOPER));

export const PERMISSIONS = {
  // ---- Projects (GitLab: "Projects" rows of the project table)
  read_project: project(
    'View the project: members (Guest and up); everyone on public projects, signed-in non-external users on internal ones.',
    seesProject,
  ),
  admin_project: project('Edit project settings, share with groups: Maintainer.', role(MAINTAINER)),
  upload_file: project('Upload files (markdown attachments): Guest.', role(GUEST)),
  read_upload: project('Download uploaded files through the API: Maintainer.', role(MAINTAINER)),
  rename_project: project('Rename project: Maintainer.', role(MAINTAINER)),
  change_project_path: project('Change the path (URL): Owner.', role(OWNER)),
  remove_project: project('Delete project: Owner.', role(OWNER)),
  change_visibility_level: project('Change project visibility level: Owner.', role(OWNER)),
  change_namespace: project('Transfer project to another namespace: Owner.', role(OWNER)),
  archive_project: project('Archive project: Owner.', role(OWNER)),
  read_project_member: project('List project members: whoever sees the project.', seesProject),
  admin_project_member: project(
    'Add, change and remove project members: Maintainer (footnote 20 for owners).',
    role(MAINTAINER),
  ),
  read_statistics: project('View project statistics: Reporter.', role(REPORTER)),
  admin_issue: project(
    'Manage issues (service desk address): Reporter.',
    all(feature('issues'), role(REPORTER)),
  ),
  star_project: project('Star a project: any signed-in user who sees it.', all(signedIn, seesProject)),
  create_merge_request_in: project(
    'Create merge requests in the project: Guest who may also download its code (guests of private projects may not).',
    all(feature('merge_requests'), any(role(GUEST), publicUserAccess), (actor: Actor, s: ProjectView) =>
      readsCode(actor, s),
    ),
  ),
  read_merge_request: project(
    'View merge requests, their commits and diffs: whoever may read the code, while merge requests are open to them (guests of private projects may not).',
    all(feature('merge_requests'), readsCode),
  ),
  update_merge_request: project(
    'Edit, close and reopen any merge request, approve: Developer (authors and assignees edit their own as the service decides).',
    all(feature('merge_requests'), role(DEVELOPER)),
  ),
  destroy_merge_request: project(
    'Delete merge requests: Owner.',
    all(feature('merge_requests'), role(OWNER)),
  ),
  create_merge_request_note: project(
    'Comment on merge requests, start and reply to threads, write draft notes: any signed-in user who may read them (GitLab: MergeRequestPolicy `create_note`).',
    all(signedIn, feature('merge_requests'), readsCode),
  ),
  admin_merge_request_notes: project(
    "Edit and delete other people's comments on merge requests: Maintainer (authors edit their own; GitLab: `admin_note`).",
    all(feature('merge_requests'), readsCode, role(MAINTAINER)),
  ),
  resolve_merge_request_discussion: project(
    'Resolve and reopen threads on merge requests: Developer (the merge request author and the thread author too; GitLab: `resolve_note`).',
    all(feature('merge_requests'), readsCode, role(DEVELOPER)),
  ),
  admin_merge_request_timelogs: project(
    'Delete time other people logged on merge requests: Maintainer (users delete their own; GitLab: `admin_timelog`).',
    all(feature('merge_requests'), readsCode, role(MAINTAINER)),
  ),
  award_emoji_merge_request: project(
    'Add emoji reactions to merge requests and their comments: signed-in users who can read them (GitLab: `award_emoji`).',
    all(signedIn, feature('merge_requests'), readsCode),
  ),
  create_projects_in_user_namespace: entry<NamespaceView>('namespace')(
    'Create projects in a personal namespace: its owner (and administrators).',
    (actor, ns) =>
      isAdmin(actor) || (actor.user !== null && ns.kind === 'User' && ns.owner?.id === actor.user.id),
  ),
  transfer_projects_into_group: group(
    "Transfer a project into a group: Maintainer, and the group's project creation role.",
    (actor, s) => {
      if (isAdmin(actor)) return true;
      const needed = projectCreationRole(s.group);
      return needed !== null && s.access >= Math.max(MAINTAINER, needed);
    },
  ),

  // ---- Repository (GitLab: "Repository" rows; footnote 1)
  read_code: project(
    'View and pull project code (tree, files, blobs, archives, commits, compare, clone): Reporter; Guest and non-members only on public and internal projects (external users need Reporter on internal ones). Repository feature `private`: members only.',
    readsCode,
  ),
  push_code: project(
    'Push to non-protected branches, create branches and tags, commit through the API: Developer.',
    all(feature('repository'), role(DEVELOPER)),
  ),
  admin_protected_refs: project('See and manage protected branches and tags: Maintainer.', role(MAINTAINER)),

  // ---- Package registry (GitLab: "Packages and registries" rows; ProjectPolicy's package abilities)
  read_package: project(
    'Pull packages, list them through the API: whoever sees the project (package registry feature open to them).',
    all(seesProject, feature('package_registry')),
  ),
  create_package: project(
    'Publish packages: Developer (package registry feature enabled).',
    all(feature('package_registry'), role(DEVELOPER)),
  ),
  destroy_package: project('Delete packages and package files: Maintainer.', role(MAINTAINER)),
  admin_package: project('See and manage package protection rules: Maintainer.', role(MAINTAINER)),

  // ---- Snippets (GitLab: ProjectSnippetPolicy)
  create_project_snippet: project(
    'Create snippets: Reporter (snippets feature open to them).',
    all(signedIn, feature('snippets'), role(REPORTER)),
  ),
  read_project_snippet: entry<SnippetView>('snippet')(
    "Read a project snippet: the snippet's visibility within the project's (private snippets: members and the author).",
    readsSnippet,
  ),
  update_project_snippet: entry<SnippetView>('snippet')(
    'Edit and delete a project snippet: Maintainer, or its author while a member.',
    (actor, s) =>
      isAdmin(actor) ||
      (actor.user !== null &&
        feature('snippets')(actor, s.project) &&
        (s.project.access >= MAINTAINER ||
          (s.snippet.author.id === actor.user.id && s.project.access >= GUEST))),
  ),

  // ---- Notes on snippets (GitLab: ProjectSnippetPolicy `create_note`, ProjectPolicy and NotePolicy `admin_note`)
  create_project_snippet_note: entry<SnippetView>('snippet')(
    'Comment on a project snippet: any signed-in user who may read it.',
    all(signedIn, readsSnippet),
  ),
  admin_project_snippet_notes: entry<SnippetView>('snippet')(
    "Edit and delete other people's comments on a project snippet: Maintainer who may read it (authors edit their own).",
    (actor, s) => readsSnippet(actor, s) && (isAdmin(actor) || s.project.access >= MAINTAINER),
  ),
  award_emoji_project_snippet: entry<SnippetView>('snippet')(
    'Add emoji reactions to a project snippet: signed-in users who can read it (GitLab: ProjectSnippetPolicy `award_emoji`).',
    (actor, s) => actor.user !== null && readsSnippet(actor, s),
  ),

  // ---- Milestones (GitLab: ProjectPolicy and GroupPolicy `read_milestone`, `admin_milestone`)
  read_milestone: project(
    'View project milestones: whoever sees the project, while its issues or merge requests are open to them (GitLab prevents it when both are disabled).',
    all(seesProject, labelsOpen),
  ),
  admin_milestone: project(
    'Create, edit, close and delete project milestones: Reporter (GitLab: Planner and up), while issues or merge requests are open to them.',
    all(role(REPORTER), labelsOpen),
  ),
  admin_group_milestone: group(
    'Create, edit, close and delete group milestones: Reporter (GitLab: Planner and up).',
    role(REPORTER),
  ),

  // ---- Labels (GitLab: ProjectPolicy and GroupPolicy `read_label`, `admin_label`; a project whose
  // issues and merge requests are both closed to the caller has no labels for them)
  read_label: project(
    "List and view a project's labels (and its groups'): whoever sees the project, while its issues or merge requests are open to them.",
    all(seesProject, labelsOpen),
  ),
  admin_label: project(
    "Create, edit and delete a project's labels, set their priority: Reporter (issues or merge requests open to them).",
    all(labelsOpen, role(REPORTER)),
  ),
  read_group_label: group("List and view a group's labels: whoever sees the group.", seesGroup),
  admin_group_label: group(
    "Create, edit and delete a group's labels, promote project labels into it: Reporter.",
    role(REPORTER),
  ),

  // ---- Members (GitLab: "Manage team members" / "Manage group members"; footnote 20)
  read_source_member: entry<MemberSourceView>('member_source')(
    'List members: as read_group_member or read_project_member.',
    readsMembers,
  ),
  admin_source_member: entry<MemberSourceView>('member_source')(
    'Add, change and remove members, invite: as admin_group_member or admin_project_member.',
    administersMembers,
  ),
  manage_owners: entry<MemberSourceView>('member_source')(
    'Grant or take away the Owner role: Owner (maintainers cannot create, demote or remove owners).',
    managesOwners,
  ),
  update_member: entry<MemberTargetView>('member_target')(
    "Change a member's role: as admin_source_member, never the last owner of a group or a personal namespace's owner.",
    (actor, t) =>
      !t.lastOwner && !t.namespaceOwner && administersMembers(actor, t.source) && mayTouchLevel(actor, t),
  ),
  destroy_member: entry<MemberTargetView>('member_target')(
    'Remove a member: as admin_source_member, or oneself (leave); never the last owner of a group.',
    (actor, t) => {
      if (t.lastOwner || t.namespaceOwner) return false;
      if (actor.user?.id === t.userId) return true;
      return administersMembers(actor, t.source) && mayTouchLevel(actor, t);
    },
  ),

  // ---- Groups (GitLab: the group table)
  read_group: group(
    'Browse group: members (Minimal Access and up), members of its subgroups and projects, and by visibility.',
    seesGroup,
  ),
  read_group_member: group('List group members: whoever sees the group.', seesGroup),
  admin_group: group('Edit group settings, share the group: Owner.', role(OWNER)),
  admin_group_member: group('Manage group members: Owner.', role(OWNER)),
  remove_group: group('Delete group: Owner.', role(OWNER)),
  transfer_group: group('Transfer group: Owner.', role(OWNER)),
  create_subgroup: group(
    "Create subgroup: Maintainer or Owner, as the group's setting says (footnote 1).",
    (actor, s) => role(s.group.subgroupCreationLevel === 'owner' ? OWNER : MAINTAINER)(actor, s),
  ),
  create_projects: group(
    "Create project in group: the group's project creation role, Developer by default (footnote 2).",
    (actor, s) => {
      if (isAdmin(actor)) return true;
      const needed = projectCreationRole(s.group);
      return needed !== null && s.access >= needed;
    },
  ),
  create_group: entry<GroupCreationView>('group_creation')(
    'Create top-level groups: signed-in users the instance allows (administrators always).',
    (actor, s) => isAdmin(actor) || (actor.user !== null && s.canCreateGroup),
  ),
  read_group_statistics: instance('Storage statistics of groups: administrators.', admin),
  admin_group_variables: group('Manage group-level CI/CD variables: Owner.', role(OWNER)),
  admin_group_web_hook: group('Manage group webhooks: Owner.', role(OWNER)),
  admin_group_integrations: group(
    "Manage the group's integration defaults (its projects and subgroups inherit them): Owner.",
    role(OWNER),
  ),
  read_group_runners: group('View group runners: Maintainer.', role(MAINTAINER)),
  admin_group_runners: group('Create and manage group runners: Owner.', role(OWNER)),

  // ---- CI/CD (GitLab: "GitLab CI/CD permissions"; footnotes 1 and 2 are `public_builds`)
  read_pipeline: project(
    'View pipelines: Reporter; with public pipelines, Guest and everyone who sees the project.',
    readsJobs,
  ),
  read_build: project(
    'View jobs, job logs and artifacts: Reporter; with public pipelines, Guest and everyone who sees the project.',
    readsJobs,
  ),
  read_pipeline_schedule: project(
    'View pipeline schedules: Reporter; with public pipelines, Guest and everyone who sees the project.',
    readsJobs,
  ),
  create_pipeline: project('Run CI/CD pipeline, lint with the project: Developer.', runsPipelines),
  update_pipeline: project(
    'Retry, cancel, rename pipelines; read their variables: Developer.',
    runsPipelines,
  ),
  update_build: project('Retry, cancel and play jobs, keep artifacts: Developer.', runsPipelines),
  create_pipeline_schedule: project('Create pipeline schedules: Developer.', runsPipelines),
  destroy_pipeline: project('Delete pipelines: Owner.', all(ciFeatures, role(OWNER))),
  admin_build: project('Manage job triggers: Maintainer.', administersCi),
  destroy_artifacts: project('Delete every artifact of the project: Maintainer.', role(MAINTAINER)),
  erase_build: entry<JobAccessView>('job')(
    'Delete job logs and artifacts: Maintainer; Developer for the jobs they started on unprotected refs (footnote 4).',
    (actor, job) =>
      administersCi(actor, job.project) ||
      (runsPipelines(actor, job.project) && job.ownJob && job.unprotectedRef),
  ),
  admin_cicd_variables: project('Manage project-level CI/CD variables: Maintainer.', role(MAINTAINER)),
  admin_web_hook: project('Manage project webhooks: Maintainer.', role(MAINTAINER)),
  admin_integrations: project('Manage project integrations: Maintainer.', role(MAINTAINER)),
  admin_operations: project(
    'Manage error tracking client keys and the error tracking setting: Maintainer.',
    role(MAINTAINER),
  ),
  read_sentry_issue: project('View error tracking errors and their events: Reporter.', role(REPORTER)),
  update_sentry_issue: project('Resolve or ignore error tracking errors: Developer.', role(DEVELOPER)),
  update_pipeline_schedule: entry<ScheduleAccessView>('schedule')(
    'Edit a pipeline schedule and its variables: its owner (Developer), administrators.',
    any(admin, all(ownSchedule, scheduleProject(runsPipelines))),
  ),
  admin_pipeline_schedule: entry<ScheduleAccessView>('schedule')(
    'Delete a pipeline schedule: Maintainer, or its owner (Developer).',
    any(scheduleProject(administersCi), all(ownSchedule, scheduleProject(runsPipelines))),
  ),
  take_ownership_pipeline_schedule: entry<ScheduleAccessView>('schedule')(
    "Take ownership of someone else's pipeline schedule: Maintainer.",
    all(not(ownSchedule), scheduleProject(administersCi)),
  ),
  play_pipeline_schedule: entry<ScheduleAccessView>('schedule')(
    'Run a pipeline schedule now: Developer (and the ref must allow it).',
    scheduleProject(runsPipelines),
  ),
  // ---- Environments, deployments, clusters (GitLab: ProjectPolicy `*_environment`, `*_deployment`,
  // `*_cluster`; the Environments feature closes them when disabled)
  read_environment: project(
    'View environments and deployments: Reporter; with public pipelines, everyone who sees the project.',
    all(feature('environments'), any(role(REPORTER), all(publicJobs, seesProject))),
  ),
  create_environment: project(
    'Create, edit and stop environments, create and update deployments: Developer.',
    all(feature('environments'), role(DEVELOPER)),
  ),
  destroy_environment: project(
    'Delete stopped environments: Developer.',
    all(feature('environments'), role(DEVELOPER)),
  ),
  admin_environment: project(
    'Schedule the deletion of stopped review apps: Maintainer.',
    all(feature('environments'), role(MAINTAINER)),
  ),
  destroy_deployment: project(
    'Delete deployments: Maintainer.',
    all(feature('environments'), role(MAINTAINER)),
  ),
  admin_metrics_dashboard_annotation: project(
    "Create and delete metrics dashboard annotations of the project's environments and clusters: Developer.",
    role(DEVELOPER),
  ),
  read_metrics_dashboard_annotation: project(
    "View metrics dashboard annotations of the project's environments: Reporter.",
    all(feature('environments'), role(REPORTER)),
  ),
  admin_cluster: project('View, add, edit and remove Kubernetes clusters: Maintainer.', role(MAINTAINER)),
  admin_group_cluster: group(
    "View, add, edit and remove the group's Kubernetes clusters: Maintainer.",
    role(MAINTAINER),
  ),
  admin_group_metrics_dashboard_annotation: group(
    "Create and delete metrics dashboard annotations of the group's clusters: Developer.",
    role(DEVELOPER),
  ),
  admin_project_runners: project(
    'View project runners, add them to the project: Maintainer.',
    role(MAINTAINER),
  ),
  read_runner: entry<RunnerAccessView>('runner')(
    "Runner details (and its machines): instance runners any signed-in user; others Developer of the runner's group or of one of its projects (the API docs' prerequisite and the spec's rule 4).",
    any(admin, all(signedIn, instanceRunner), developsWithRunner),
  ),
  read_runner_jobs: entry<RunnerAccessView>('runner')(
    'List the jobs a runner ran (those of projects the caller reports on): instance runners any signed-in user; group runners group owners; project runners maintainers of one of its projects.',
    any(admin, all(signedIn, instanceRunner), ownsRunner),
  ),
  assign_runner: entry<RunnerAccessView>('runner')(
    'Enable a project runner in another project: maintainers of one of its projects (and administrators).',
    any(admin, ownsRunner),
  ),
  admin_runner: entry<RunnerAccessView>('runner')(
    'Edit, delete, reset a runner: instance runners administrators; group runners group owners; project runners maintainers of one of its projects.',
    any(admin, ownsRunner),
  ),

  // ---- Users and tokens
  read_user: entry<UserView>('user')(
    'See a user: everyone, except users pending approval and ghost users (administrators and themselves see all).',
    (actor, user) =>
      isAdmin(actor) ||
      actor.user?.id === user.id ||
      (user.state !== 'blocked_pending_approval' && user.userType !== 'ghost'),
  ),
  read_user_profile: entry<UserView>('user')(
    "See a private profile's details: the user and administrators.",
    (actor, user) => isAdmin(actor) || actor.user?.id === user.id || !user.privateProfile,
  ),
  read_user_tokens: entry<{ id: number }>('user')(
    "List a user's personal access tokens: the user and administrators.",
    (actor, user) => isAdmin(actor) || actor.user?.id === user.id,
  ),
  manage_personal_access_token: entry<TokenView>('token')(
    'See, revoke and rotate a token: its owner (personal tokens), administrators (all).',
    (actor, token) => isAdmin(actor) || (actor.user?.id === token.user.id && !token.impersonation),
  ),

  // ---- The instance
  read_instance_metadata: instance(
    'Read the instance version and metadata (GET /metadata, /version): signed-in users.',
    signedIn,
  ),

  // ---- Administration (administrators only)
  admin_users: instance(
    'Create, edit, block, ban, delete users; impersonation tokens: administrators.',
    admin,
  ),
  admin_application_settings: instance('Application settings: administrators.', admin),
  admin_plan_limits: instance('Plan limits: administrators.', admin),
  admin_storage_moves: instance('Repository storage moves: administrators.', admin),
  admin_custom_attributes: instance(
    'Custom attributes of users, groups and projects: administrators.',
    admin,
  ),
  admin_instance_variables: instance('Instance-level CI/CD variables: administrators.', admin),
  admin_system_hook: instance('System hooks: administrators.', admin),
  admin_instance_integrations: instance('Instance-level integration defaults: administrators.', admin),
  admin_instance_runners: instance('Create instance runners, list every runner: administrators.', admin),
  read_all_jobs: instance('List every job of the instance (the admin area): administrators.', admin),
  read_user_agent_detail: instance('User agent details of snippets: administrators.', admin),
};

type Table = typeof PERMISSIONS;

/** Every ability of the table, mapped to the subject it is asked about. */
export type TableAbilities = { [A in keyof Table]: Table[A] extends Permission<infer S> ? S : never };
