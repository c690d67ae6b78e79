import { AccessLevel } from '../../core/access.ts';
import type { ProtectedRefAction } from './protected-ref.entity.ts';
import type { BranchProtectionDefaults } from '../namespaces/branch-protection-defaults.ts';

/** Access level 60: only administrators (GitLab's `Gitlab::Access::ADMIN`). */
export const ADMIN_ACCESS_LEVEL = 60;

/** Levels an access level of a protected ref may name. */
export const PROTECTED_REF_ACCESS_LEVELS: readonly number[] = [
  AccessLevel.NO_ACCESS,
  AccessLevel.DEVELOPER,
  AccessLevel.MAINTAINER,
  ADMIN_ACCESS_LEVEL,
];

const LEVEL_DESCRIPTIONS: Record<number, string> = {
  0: 'No one',
  30: 'Developers + Maintainers',
  40: 'Maintainers',
  60: 'Administrators',
};

/** GitLab's wording of a role-based access level, e.g. "Developers + Maintainers". */
export function accessLevelDescription(level: number): string {
  return LEVEL_DESCRIPTIONS[level] ?? String(level);
}

/** One grant of a protected ref, as the rules see it. */
export interface AccessGrant {
  id: number;
  action: ProtectedRefAction;
  accessLevel: number | null;
  userId: number | null;
  groupId: number | null;
  /** "Maintainers", or the user's or group's name. */
  description: string;
}

export interface ProtectedBranchRule {
  id: number;
  name: string;
  allowForcePush: boolean;
  codeOwnerApprovalRequired: boolean;
  grants: AccessGrant[];
  createdAt: Date;
  updatedAt: Date;
}

export interface ProtectedTagRule {
  id: number;
  name: string;
  grants: AccessGrant[];
  createdAt: Date;
  updatedAt: Date;
}

/** Every protection of one project. */
export interface ProjectProtection {
  branches: ProtectedBranchRule[];
  tags: ProtectedTagRule[];
  /** What protects the default branch of a repository that has none yet. */
  defaults: BranchProtectionDefaults;
}

/** Who is moving refs, reduced to what protections ask. */
export interface Pusher {
  userId: number | null;
  isAdmin: boolean;
  /** The user's access level on the project (0 for none). */
  access: number;
  /** May push code to the project at all (developers and above, administrators). */
  canPushCode: boolean;
  /** Groups named by grants that the user is a member of. */
  groupIds: ReadonlySet<number>;
}

/**
 * Does a protected ref's name match a ref name? A name matches itself; `*` in a protected name
 * stands for any characters, `/` included (GitLab's wildcards).
 */
export function refNameMatches(pattern: string, name: string): boolean {
  if (pattern === name) return true;
  if (!pattern.includes('*')) return false;
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`, 's').test(name);
}

/** Does a grant let the pusher act? Role grants need the role on the project, and push rights. */
export function grantAllows(grant: AccessGrant, pusher: Pusher): boolean {
  if (pusher.userId === null) return false;
  if (grant.accessLevel !== null) {
    if (grant.accessLevel === AccessLevel.NO_ACCESS) return false;
    if (grant.accessLevel === ADMIN_ACCESS_LEVEL) return pusher.isAdmin;
    return pusher.canPushCode && pusher.access >= grant.accessLevel;
  }
  if (grant.userId !== null) return pusher.canPushCode && grant.userId === pusher.userId;
  if (grant.groupId !== null) return pusher.canPushCode && pusher.groupIds.has(grant.groupId);
  return false;
}

/** The branch protection rules that name a branch. */
export function matchingBranchRules(protection: ProjectProtection, branch: string): ProtectedBranchRule[] {
  return protection.branches.filter((rule) => refNameMatches(rule.name, branch));
}

export function matchingTagRules(protection: ProjectProtection, tag: string): ProtectedTagRule[] {
  return protection.tags.filter((rule) => refNameMatches(rule.name, tag));
}

export function isProtectedBranch(protection: ProjectProtection, branch: string): boolean {
  return matchingBranchRules(protection, branch).length > 0;
}

export function isProtectedTag(protection: ProjectProtection, tag: string): boolean {
  return matchingTagRules(protection, tag).length > 0;
}

/** Any rule of the branch grants the action to the pusher. */
function branchAllows(
  protection: ProjectProtection,
  pusher: Pusher,
  branch: string,
  action: ProtectedRefAction,
): boolean {
  return matchingBranchRules(protection, branch).some((rule) =>
    rule.grants.some((grant) => grant.action === action && grantAllows(grant, pusher)),
  );
}

export function canPushToBranch(protection: ProjectProtection, pusher: Pusher, branch: string): boolean {
  if (!pusher.canPushCode) return false;
  if (!isProtectedBranch(protection, branch)) return true;
  return branchAllows(protection, pusher, branch, 'push');
}

export function canMergeToBranch(protection: ProjectProtection, pusher: Pusher, branch: string): boolean {
  if (!pusher.canPushCode) return false;
  if (!isProtectedBranch(protection, branch)) return true;
  return branchAllows(protection, pusher, branch, 'merge');
}

/** Deleting or unprotecting a protected branch: maintainers, unless the rules name who may. */
export function canUnprotectBranch(protection: ProjectProtection, pusher: Pusher, branch: string): boolean {
  const rules = matchingBranchRules(protection, branch);
  const named = rules.flatMap((rule) => rule.grants.filter((g) => g.action === 'unprotect'));
  if (named.length === 0) return isMaintainer(pusher);
  return named.some((grant) => grantAllows(grant, pusher));
}

export function forcePushAllowed(protection: ProjectProtection, branch: string): boolean {
  const rules = matchingBranchRules(protection, branch);
  return rules.length === 0 || rules.some((rule) => rule.allowForcePush);
}

export function canCreateTag(protection: ProjectProtection, pusher: Pusher, tag: string): boolean {
  if (!pusher.canPushCode) return false;
  const rules = matchingTagRules(protection, tag);
  if (rules.length === 0) return true;
  return rules.some((rule) =>
    rule.grants.some((grant) => grant.action === 'create' && grantAllows(grant, pusher)),
  );
}

export function isMaintainer(pusher: Pusher): boolean {
  return pusher.isAdmin || pusher.access >= AccessLevel.MAINTAINER;
}

/**
 * In a repository without branches, whatever is pushed first becomes the default branch: while the
 * defaults protect it, only maintainers may create it, or developers when the defaults let them
 * push or make the initial push.
 */
export function canPushToEmptyRepository(protection: ProjectProtection, pusher: Pusher): boolean {
  if (!pusher.canPushCode) return false;
  if (!defaultBranchProtected(protection.defaults)) return true;
  if (isMaintainer(pusher)) return true;
  const developersPush = protection.defaults.allowed_to_push.some(
    (a) => a.access_level === AccessLevel.DEVELOPER,
  );
  return (
    pusher.access >= AccessLevel.DEVELOPER &&
    (developersPush || protection.defaults.developer_can_initial_push === true)
  );
}

/** Defaults that let developers push and force push protect nothing. */
export function defaultBranchProtected(defaults: BranchProtectionDefaults): boolean {
  const developersPush = defaults.allowed_to_push.some((a) => a.access_level === AccessLevel.DEVELOPER);
  return !(developersPush && defaults.allow_force_push);
}
