import { isAdmin, type Actor } from '../../core/actor.ts';
import { AccessLevel, canSee } from '../../core/access.ts';
import { definePolicy } from '../../core/policy.ts';
import type { GroupSubject } from '../groups/groups.policy.ts';
import type { Namespace } from '../namespaces/namespace.entity.ts';
import type { FeatureAccessLevel, Project } from './project.entity.ts';

/** A project as policies see it: the project and the actor's access level on it (0 for none). */
export interface ProjectSubject {
  project: Project;
  access: number;
}

declare module '../../core/policy.ts' {
  interface Abilities {
    read_project: ProjectSubject;
    /** Maintainers: settings, members, sharing. */
    admin_project: ProjectSubject;
    /** Owners: delete, transfer, rename path, change visibility. */
    remove_project: ProjectSubject;
    change_visibility_level: ProjectSubject;
    read_project_member: ProjectSubject;
    admin_project_member: ProjectSubject;
    push_code: ProjectSubject;
    /** Change the project's name (maintainers, as GitLab). */
    rename_project: ProjectSubject;
    /** Change the project's path, hence its URL (owners). */
    change_project_path: ProjectSubject;
    /** Move the project to another namespace (owners). */
    change_namespace: ProjectSubject;
    archive_project: ProjectSubject;
    /** Storage statistics (reporters and above). */
    read_statistics: ProjectSubject;
    create_merge_request_in: ProjectSubject;
    admin_issue: ProjectSubject;
    /** Read the repository (code, branches, README). */
    read_code: ProjectSubject;
    star_project: ProjectSubject;
    /** Create projects in, or transfer projects into, a user's personal namespace. */
    create_projects_in_user_namespace: Namespace;
    /** Transfer a project into a group: project creators who are at least maintainers. */
    transfer_projects_into_group: GroupSubject;
  }
}

/** The project features whose visibility is set by a `<feature>_access_level` parameter. */
export const PROJECT_FEATURES = [
  'issues',
  'repository',
  'merge_requests',
  'forking',
  'wiki',
  'builds',
  'snippets',
  'pages',
  'analytics',
  'container_registry',
  'security_and_compliance',
  'releases',
  'environments',
  'feature_flags',
  'infrastructure',
  'monitor',
  'model_experiments',
  'model_registry',
  'requirements',
  'package_registry',
] as const;
export type ProjectFeature = (typeof PROJECT_FEATURES)[number];

/** Levels a feature may take; `public` exists for pages only. */
export const FEATURE_ACCESS_LEVELS = ['disabled', 'private', 'enabled'] as const;
export const PAGES_ACCESS_LEVELS = ['disabled', 'private', 'enabled', 'public'] as const;

const FEATURE_DEFAULTS: Partial<Record<ProjectFeature, FeatureAccessLevel>> = {
  security_and_compliance: 'private',
};

/** The stored level of a feature, or its default. */
export function featureAccessLevel(project: Project, feature: ProjectFeature): FeatureAccessLevel {
  return project.featureAccessLevels[feature] ?? FEATURE_DEFAULTS[feature] ?? 'enabled';
}

/** Is a feature usable by the actor: enabled for everyone who sees the project, or private to members? */
export function featureAvailable(actor: Actor, s: ProjectSubject, feature: ProjectFeature): boolean {
  switch (featureAccessLevel(s.project, feature)) {
    case 'disabled':
      return false;
    case 'private':
      return isAdmin(actor) || s.access >= AccessLevel.GUEST;
    default:
      return canSee(actor.user, s.project.visibilityLevel, s.access);
  }
}

const atLeast = (s: ProjectSubject, level: number) => s.access >= level;
const admin = (actor: Actor) => isAdmin(actor);

definePolicy({
  read_project: (actor: Actor, s: ProjectSubject) =>
    !s.project.pendingDelete && canSee(actor.user, s.project.visibilityLevel, s.access),
  admin_project: (actor: Actor, s: ProjectSubject) => admin(actor) || atLeast(s, AccessLevel.MAINTAINER),
  remove_project: (actor: Actor, s: ProjectSubject) => admin(actor) || atLeast(s, AccessLevel.OWNER),
  change_visibility_level: (actor: Actor, s: ProjectSubject) => admin(actor) || atLeast(s, AccessLevel.OWNER),
  read_project_member: (actor: Actor, s: ProjectSubject) =>
    canSee(actor.user, s.project.visibilityLevel, s.access),
  admin_project_member: (actor: Actor, s: ProjectSubject) =>
    admin(actor) || atLeast(s, AccessLevel.MAINTAINER),
  push_code: (actor: Actor, s: ProjectSubject) => admin(actor) || atLeast(s, AccessLevel.DEVELOPER),
  rename_project: (actor: Actor, s: ProjectSubject) => admin(actor) || atLeast(s, AccessLevel.MAINTAINER),
  change_project_path: (actor: Actor, s: ProjectSubject) => admin(actor) || atLeast(s, AccessLevel.OWNER),
  change_namespace: (actor: Actor, s: ProjectSubject) => admin(actor) || atLeast(s, AccessLevel.OWNER),
  archive_project: (actor: Actor, s: ProjectSubject) => admin(actor) || atLeast(s, AccessLevel.OWNER),
  read_statistics: (actor: Actor, s: ProjectSubject) => admin(actor) || atLeast(s, AccessLevel.REPORTER),
  create_merge_request_in: (actor: Actor, s: ProjectSubject) => admin(actor) || atLeast(s, AccessLevel.GUEST),
  admin_issue: (actor: Actor, s: ProjectSubject) => admin(actor) || atLeast(s, AccessLevel.REPORTER),
  read_code: (actor: Actor, s: ProjectSubject) => admin(actor) || featureAvailable(actor, s, 'repository'),
  star_project: (actor: Actor, s: ProjectSubject) =>
    actor.user !== null && canSee(actor.user, s.project.visibilityLevel, s.access),
  create_projects_in_user_namespace: (actor: Actor, namespace: Namespace) =>
    admin(actor) ||
    (actor.user !== null && namespace.kind === 'User' && namespace.owner?.id === actor.user.id),
  transfer_projects_into_group: (actor: Actor, s: GroupSubject) => {
    if (admin(actor)) return true;
    if (s.access < AccessLevel.MAINTAINER) return false;
    const level = s.group.projectCreationLevel;
    if (level === 'noone' || level === 'administrator') return false;
    return level !== 'owner' || s.access >= AccessLevel.OWNER;
  },
});
