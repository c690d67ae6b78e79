/** Member access levels, as the v4 API numbers them. */
export const AccessLevel = {
  NO_ACCESS: 0,
  MINIMAL_ACCESS: 5,
  GUEST: 10,
  PLANNER: 15,
  REPORTER: 20,
  DEVELOPER: 30,
  MAINTAINER: 40,
  OWNER: 50,
} as const;
export type AccessLevel = (typeof AccessLevel)[keyof typeof AccessLevel];

/** Levels a membership may be given (no_access is never stored). */
export const MEMBER_ACCESS_LEVELS: readonly number[] = [5, 10, 15, 20, 30, 40, 50];

export function isMemberAccessLevel(level: number): boolean {
  return MEMBER_ACCESS_LEVELS.includes(level);
}

const accessLevelNames: Record<number, string> = {
  0: 'No access',
  5: 'Minimal Access',
  10: 'Guest',
  15: 'Planner',
  20: 'Reporter',
  30: 'Developer',
  40: 'Maintainer',
  50: 'Owner',
};

export function accessLevelName(level: number): string {
  return accessLevelNames[level] ?? String(level);
}

/** Visibility levels as stored; the API speaks their names. */
export const Visibility = { private: 0, internal: 10, public: 20 } as const;
export type VisibilityName = keyof typeof Visibility;
export type VisibilityLevel = (typeof Visibility)[VisibilityName];
export const VISIBILITY_NAMES = Object.keys(Visibility) as VisibilityName[];

export function visibilityName(level: number): VisibilityName {
  if (level >= Visibility.public) return 'public';
  if (level >= Visibility.internal) return 'internal';
  return 'private';
}

/**
 * GitLab's refusal of a visibility level the administrators restricted (`restricted_visibility_levels`):
 * its message, or null when the level may be used. Administrators may use every level.
 */
export function restrictedVisibilityMessage(
  level: number,
  /** Level names (the settings hold only valid ones). */
  restricted: readonly string[],
  isAdmin: boolean,
): string | null {
  if (isAdmin) return null;
  const name = visibilityName(level);
  return restricted.includes(name) ? `${name} has been restricted by your GitLab administrator` : null;
}

/** Who is looking, reduced to what visibility rules need. */
export interface Viewer {
  id: number;
  isAdmin: boolean;
  external: boolean;
}

/**
 * The lowest visibility level a viewer sees without membership: anonymous viewers and external
 * users see only public things, other signed-in users see internal ones too.
 */
export function minimumVisibleLevel(viewer: Viewer | null): VisibilityLevel {
  if (!viewer || viewer.external) return Visibility.public;
  return Visibility.internal;
}

/** Can the viewer see a thing of this visibility, given their access level on it? */
export function canSee(viewer: Viewer | null, visibility: number, accessLevel: number): boolean {
  if (viewer?.isAdmin) return true;
  if (visibility >= minimumVisibleLevel(viewer)) return true;
  return accessLevel >= AccessLevel.GUEST;
}
