import { isAdmin, type Actor } from './actor.ts';
import { AccessLevel, canSee, Visibility } from './access.ts';

/**
 * The vocabulary the permission table (permission-table.ts) is written in: small rules over the
 * actor and the subject of a question, combined with `all` and `any`. Each rule here states one of
 * GitLab's conditions (`owner_access`, `public_access`, a feature's access level...).
 */
export type Rule<S> = (actor: Actor, subject: S) => boolean;

// ---------------------------------------------------------------- what rules look at

/** A project as rules see it (a Project entity has these fields and more). */
export interface ProjectFacts {
  visibilityLevel: number;
  featureAccessLevels: Readonly<Record<string, string>>;
  /** GitLab's `public_builds` ("Public pipelines"): jobs and logs for everyone who sees the project. */
  publicJobs: boolean;
  pendingDelete: boolean;
}

/** A project and the actor's access level on it (0 for none; personal namespace owners have Owner). */
export interface ProjectView {
  project: ProjectFacts;
  access: number;
}

export interface GroupFacts {
  visibilityLevel: number;
  subgroupCreationLevel: string;
  projectCreationLevel: string;
}

/** A group, the actor's access level on it, and whether the actor belongs to something below it. */
export interface GroupView {
  group: GroupFacts;
  access: number;
  memberBelow: boolean;
}

// ---------------------------------------------------------------- combinators

export const anyone: Rule<unknown> = () => true;
export const admin: Rule<unknown> = (actor) => isAdmin(actor);
export const signedIn: Rule<unknown> = (actor) => actor.user !== null;

export function all<S>(...rules: Rule<S>[]): Rule<S> {
  return (actor, subject) => rules.every((rule) => rule(actor, subject));
}

export function any<S>(...rules: Rule<S>[]): Rule<S> {
  return (actor, subject) => rules.some((rule) => rule(actor, subject));
}

export function not<S>(rule: Rule<S>): Rule<S> {
  return (actor, subject) => !rule(actor, subject);
}

/** A rule about a part of the subject (a snippet's project, a job's project...). */
export function on<S, T>(part: (subject: S) => T, rule: Rule<T>): Rule<S> {
  return (actor, subject) => rule(actor, part(subject));
}

/**
 * Members of at least this role; administrators hold every role (GitLab's `owner_access` for admins).
 * The access level counts direct, inherited and shared memberships.
 */
export function role(level: number): Rule<{ access: number }> {
  return (actor, subject) => isAdmin(actor) || subject.access >= level;
}

// ---------------------------------------------------------------- projects

/**
 * GitLab's `public_access`: a public project for everyone (anonymous callers too), an internal one
 * for signed-in users who are not external. Members do not need it.
 */
export const publicAccess: Rule<ProjectView> = (actor, { project }) =>
  project.visibilityLevel >= Visibility.public ||
  (project.visibilityLevel >= Visibility.internal && actor.user !== null && !actor.user.external);

/** GitLab's `public_user_access`: `public_access` for signed-in users only. */
export const publicUserAccess: Rule<ProjectView> = all(signedIn, publicAccess);

/** Who sees the project at all: members (Guest and up), administrators, and `public_access`. */
export const seesProject: Rule<ProjectView> = (actor, s) =>
  !s.project.pendingDelete && canSee(actor.user, s.project.visibilityLevel, s.access);

/** The project has public pipelines (`public_builds`). */
export const publicJobs: Rule<ProjectView> = (_, { project }) => project.publicJobs;

/** Features whose access level is `private` unless set otherwise. */
const FEATURE_DEFAULTS: Readonly<Record<string, string>> = { security_and_compliance: 'private' };

/**
 * With the access level `private`, the lowest role that may use a feature (GitLab's
 * `ProjectFeature::PRIVATE_FEATURES_MIN_ACCESS_LEVEL`); Guest for the others.
 */
const PRIVATE_FEATURE_MINIMUM: Readonly<Record<string, number>> = {
  merge_requests: AccessLevel.REPORTER,
  container_registry: AccessLevel.REPORTER,
  package_registry: AccessLevel.REPORTER,
  environments: AccessLevel.REPORTER,
};

/** The stored access level of a project feature, or its default. */
export function featureLevel(project: ProjectFacts, feature: string): string {
  return project.featureAccessLevels[feature] ?? FEATURE_DEFAULTS[feature] ?? 'enabled';
}

/**
 * GitLab's `access_allowed_to?(feature)`: `disabled` closes the feature to everyone, administrators
 * included; `private` opens it to members of the feature's minimum role and administrators;
 * `enabled` and `public` leave the decision to the other conditions (visibility and role).
 */
export function feature(name: string): Rule<ProjectView> {
  return (actor, s) => {
    switch (featureLevel(s.project, name)) {
      case 'disabled':
        return false;
      case 'private':
        return isAdmin(actor) || s.access >= (PRIVATE_FEATURE_MINIMUM[name] ?? AccessLevel.GUEST);
      default:
        return true;
    }
  };
}

// ---------------------------------------------------------------- groups

/** Who sees a group: its members (Minimal Access and up), members of what is below it, and by visibility. */
export const seesGroup: Rule<GroupView> = (actor, s) =>
  s.memberBelow ||
  canSee(actor.user, s.group.visibilityLevel, s.access >= AccessLevel.MINIMAL_ACCESS ? AccessLevel.GUEST : 0);

/**
 * A group's `project_creation_level` setting: the lowest role that may create projects in it
 * (`noone` and `administrator` leave it to administrators).
 */
export function projectCreationRole(group: GroupFacts): number | null {
  switch (group.projectCreationLevel) {
    case 'noone':
    case 'administrator':
      return null;
    case 'owner':
      return AccessLevel.OWNER;
    case 'maintainer':
      return AccessLevel.MAINTAINER;
    default:
      return AccessLevel.DEVELOPER;
  }
}
