import type { Actor } from '../../../src/core/actor.ts';
import { Visibility } from '../../../src/core/access.ts';
import { PERMISSIONS, type SubjectKind } from '../../../src/core/permission-table.ts';
import { can, type Ability } from '../../../src/core/policy.ts';
import {
  ACTORS,
  ROLE_LEVEL,
  VISIBILITIES,
  type ActorClass,
  type Place,
  type Vis,
  type World,
} from './world.ts';

/**
 * How the authorization matrix decides what each caller should get: from the permission table
 * (src/core/permission-table.ts), asked about a subject that stands for the fixture the request
 * reaches (a project or group of a visibility, with the caller's role on it).
 */

/** Rules that govern a route without an ability of the table. */
export type Special =
  /** Everyone, anonymous callers too. */
  | 'anyone'
  /** Any signed-in user. */
  | 'signed_in'
  /** Any signed-in user, about themselves (their profile, their own token). */
  | 'self'
  /** Authenticated by a runner's token in the request, whoever else calls. */
  | 'runner_token'
  /** Authenticated by a running job's token. */
  | 'job_token'
  /** Authenticated by a pipeline trigger token. */
  | 'trigger_token';

export type Governor = Ability | Special;

/** What `:id` names, and so which visibility dimension the row has. */
export type Scope = 'project' | 'group' | 'instance';

/** Whose visibility makes a refused request a 404 rather than a 403. */
export type Container = 'project' | 'group' | 'none';

export interface Case {
  world: World;
  actor: ActorClass;
  /** The fixtures of the case's visibility (the private ones for instance rows). */
  place: Place;
  vis: Vis | null;
  /** The table allows this case: rows create throwaway resources only for these. */
  allowed: boolean;
  /** What a subscription row prepared for the case's visibility. */
  prepared?: Record<string, number>;
}

/** What a row says about its route beyond the ability. */
export interface RowRules {
  governor: Governor;
  scope?: Scope;
  container?: Container;
  /** The route needs a signed-in user: anonymous callers get 401 first. Default: writes. */
  user?: boolean;
  /** GitLab's status for a caller who sees the container but lacks the ability (403 unless said). */
  refusal?: number;
  /**
   * An ability whose lack hides the resource the route reaches (404, as GitLab's finders do) before
   * the governor is asked: a merge request the caller may not read, on a route that changes it.
   */
  hiddenBy?: Ability;
  /** GitLab's status for anonymous callers refused on a route that does not need a user (hidden or not). */
  anonymous?: number;
  /** Changes to the synthetic subject (a snippet's visibility, a runner's type...). */
  subject?: (c: Case, base: unknown) => unknown;
}

export type Expected = { allowed: true } | { allowed: false; status: number };

export function scopeOf(rules: RowRules): Scope {
  if (rules.scope) return rules.scope;
  if (isSpecial(rules.governor)) return 'instance';
  const kind = PERMISSIONS[rules.governor].on;
  if (kind === 'group') return 'group';
  if (['project', 'snippet', 'job', 'schedule'].includes(kind)) return 'project';
  return 'instance';
}

export function isSpecial(governor: Governor): governor is Special {
  return !(governor in PERMISSIONS);
}

/** The cases of a row: every caller, at every visibility when the row is about a project or group. */
export function casesOf(world: World, rules: RowRules): Omit<Case, 'allowed'>[] {
  const scoped = scopeOf(rules) !== 'instance';
  const visibilities: (Vis | null)[] = scoped ? [...VISIBILITIES] : [null];
  return visibilities.flatMap((vis) =>
    ACTORS.map((actor) => ({ world, actor, vis, place: world.places[vis ?? 'private'] })),
  );
}

export function expectation(rules: RowRules, c: Omit<Case, 'allowed'>, method: string): Expected {
  const anonymous = c.actor === 'anonymous';
  const refused = (status: number): Expected => ({
    allowed: false,
    status: anonymous && rules.anonymous ? rules.anonymous : status,
  });
  const tokenRule = ['runner_token', 'job_token', 'trigger_token'].includes(rules.governor);
  const needsUser = rules.user ?? (!tokenRule && method !== 'GET' && method !== 'Query');
  if (anonymous && needsUser) return { allowed: false, status: 401 };
  const governor = rules.governor;
  if (isSpecial(governor)) {
    if ((governor === 'signed_in' || governor === 'self') && anonymous) {
      return { allowed: false, status: rules.anonymous ?? 401 };
    }
    return { allowed: true };
  }
  const actor = syntheticActor(c);
  const container = rules.container ?? defaultContainer(PERMISSIONS[governor].on, scopeOf(rules));
  if (container === 'project' && !can(actor, 'read_project', projectSubject(c))) return refused(404);
  if (container === 'group' && !can(actor, 'read_group', groupSubject(c))) return refused(404);
  if (rules.hiddenBy) {
    const hidden = subjectOf(PERMISSIONS[rules.hiddenBy].on, c, rules);
    if (!can(actor, rules.hiddenBy, hidden as never)) return refused(404);
  }
  const base = subjectOf(PERMISSIONS[governor].on, c, rules);
  const subject = rules.subject ? rules.subject({ ...c, allowed: false }, base) : base;
  if (can(actor, governor, subject as never)) return { allowed: true };
  return refused(rules.refusal ?? 403);
}

function defaultContainer(kind: SubjectKind, scope: Scope): Container {
  if (scope === 'project' || ['project', 'snippet', 'job', 'schedule'].includes(kind)) return 'project';
  if (scope === 'group' || kind === 'group') return 'group';
  return 'none';
}

// ---------------------------------------------------------------- synthetic actors and subjects

const ACTOR_IDS: Record<ActorClass, number> = {
  anonymous: 0,
  outsider: -1,
  external: -2,
  guest: -3,
  reporter: -4,
  developer: -5,
  maintainer: -6,
  owner: -7,
  admin: -8,
};

/** The caller as the permission table sees it (ids of the world's people, so "self" rules hold). */
export function syntheticActor(c: Pick<Case, 'actor' | 'world'>): Actor {
  if (c.actor === 'anonymous') {
    return {
      user: null,
      authenticatedUser: null,
      method: 'anonymous',
      scopes: new Set(),
      tokenId: null,
      sudo: false,
      jobId: null,
    };
  }
  const person = c.world.people[c.actor];
  const user = {
    id: person?.id ?? ACTOR_IDS[c.actor],
    username: person?.username ?? c.actor,
    state: 'active',
    isAdmin: c.actor === 'admin',
    external: c.actor === 'external',
  };
  return {
    user,
    authenticatedUser: user,
    method: 'personal_access_token',
    scopes: new Set(['api']),
    tokenId: null,
    sudo: false,
    jobId: null,
  };
}

const level = (c: Pick<Case, 'actor'>) => ROLE_LEVEL[c.actor] ?? 0;
const visibilityLevel = (c: Pick<Case, 'vis'>) => Visibility[c.vis ?? 'private'];

export function projectSubject(c: Omit<Case, 'allowed'>) {
  return {
    project: {
      visibilityLevel: visibilityLevel(c),
      featureAccessLevels: {},
      publicJobs: false,
      pendingDelete: false,
    },
    access: level(c),
  };
}

export function groupSubject(c: Omit<Case, 'allowed'>) {
  return {
    group: {
      visibilityLevel: visibilityLevel(c),
      subgroupCreationLevel: 'maintainer',
      projectCreationLevel: 'developer',
    },
    access: level(c),
    memberBelow: false,
  };
}

/** The fixture a row's ability is asked about, for the case's caller and visibility. */
function subjectOf(kind: SubjectKind, c: Omit<Case, 'allowed'>, rules: RowRules): unknown {
  const project = projectSubject(c);
  switch (kind) {
    case 'project':
      return project;
    case 'group':
      return groupSubject(c);
    case 'instance':
      return null;
    case 'snippet':
      // Fixture snippets are root's, with their project's visibility.
      return { snippet: { visibilityLevel: visibilityLevel(c), author: { id: c.world.rootId } }, project };
    case 'member_source':
      return scopeOf(rules) === 'group'
        ? { type: 'Namespace', id: 0, subject: groupSubject(c) }
        : { type: 'Project', id: 0, subject: project };
    case 'member_target': {
      const source =
        scopeOf(rules) === 'group'
          ? { type: 'Namespace', id: 0, subject: groupSubject(c) }
          : { type: 'Project', id: 0, subject: project };
      // Targets are Guests added by root.
      return { source, userId: 0, accessLevel: 10, lastOwner: false, namespaceOwner: false };
    }
    case 'user':
      return { id: c.world.target.id, state: 'active', userType: 'human', privateProfile: false };
    case 'token':
      return { user: { id: c.world.target.id }, impersonation: false };
    case 'job':
      // Fixture jobs are root's, on the unprotected `feature` branch.
      return { project, ownJob: false, unprotectedRef: true };
    case 'schedule':
      return { project, ownSchedule: false };
    case 'runner':
      // Rows about runners name a project runner of the case's project unless they say otherwise.
      return { runnerType: 'project_type', access: level(c) };
    case 'group_creation':
      return { canCreateGroup: true };
    case 'namespace':
      return { kind: 'User', owner: { id: syntheticActor(c).user?.id ?? 0 } };
  }
}
