import type { BranchProtectionDefaults } from './namespace.entity.ts';

export type { BranchProtectionDefaults };

/** What protects a new project's default branch unless its group or the instance says otherwise. */
export const FULL_BRANCH_PROTECTION: BranchProtectionDefaults = {
  allowed_to_push: [{ access_level: 40 }],
  allow_force_push: false,
  allowed_to_merge: [{ access_level: 40 }],
};

/**
 * The deprecated `default_branch_protection` levels and the defaults each one stands for:
 * 0 none, 1 partial (developers push), 2 full, 3 developers merge only, 4 full after initial push.
 */
export const BRANCH_PROTECTION_LEVELS: readonly BranchProtectionDefaults[] = [
  {
    allowed_to_push: [{ access_level: 30 }],
    allow_force_push: true,
    allowed_to_merge: [{ access_level: 30 }],
  },
  {
    allowed_to_push: [{ access_level: 30 }],
    allow_force_push: false,
    allowed_to_merge: [{ access_level: 40 }],
  },
  FULL_BRANCH_PROTECTION,
  {
    allowed_to_push: [{ access_level: 40 }],
    allow_force_push: false,
    allowed_to_merge: [{ access_level: 30 }],
  },
  {
    allowed_to_push: [{ access_level: 40 }],
    allow_force_push: false,
    allowed_to_merge: [{ access_level: 40 }],
    developer_can_initial_push: true,
  },
];

/** Access levels a default branch protection rule may name (no one, developers, maintainers, admins). */
const BRANCH_PROTECTION_ACCESS_LEVELS = [0, 30, 40, 60];

/** Are these (possibly partial) defaults well formed? Only known access levels may be named. */
export function validBranchProtectionDefaults(defaults: Partial<BranchProtectionDefaults>): boolean {
  const levels = [...(defaults.allowed_to_push ?? []), ...(defaults.allowed_to_merge ?? [])];
  return levels.every((l) => BRANCH_PROTECTION_ACCESS_LEVELS.includes(l.access_level));
}

/** The deprecated integer level closest to branch protection defaults. */
export function branchProtectionLevel(defaults: BranchProtectionDefaults): number {
  const levels = (list: readonly { access_level: number }[] | undefined) =>
    (list ?? [])
      .map((a) => a.access_level)
      .sort((a, b) => a - b)
      .join(',');
  const push = levels(defaults.allowed_to_push);
  const merge = levels(defaults.allowed_to_merge);
  const index = BRANCH_PROTECTION_LEVELS.findIndex(
    (level) =>
      levels(level.allowed_to_push) === push &&
      levels(level.allowed_to_merge) === merge &&
      level.allow_force_push === (defaults.allow_force_push ?? false) &&
      (level.developer_can_initial_push ?? false) === (defaults.developer_can_initial_push ?? false),
  );
  if (index >= 0) return index;
  if (defaults.allow_force_push) return 0;
  return push.split(',').includes('30') ? 1 : 2;
}

/** Given keys replace the current ones; access level lists keep only `access_level`. */
export function mergeBranchProtectionDefaults(
  current: BranchProtectionDefaults,
  changes: Partial<BranchProtectionDefaults>,
): BranchProtectionDefaults {
  const levels = (list: readonly { access_level: number }[]) =>
    list.map((l) => ({ access_level: l.access_level }));
  const merged: BranchProtectionDefaults = {
    allowed_to_push: levels(changes.allowed_to_push ?? current.allowed_to_push),
    allow_force_push: changes.allow_force_push ?? current.allow_force_push,
    allowed_to_merge: levels(changes.allowed_to_merge ?? current.allowed_to_merge),
  };
  const initialPush = changes.developer_can_initial_push ?? current.developer_can_initial_push;
  if (initialPush !== undefined) merged.developer_can_initial_push = initialPush;
  return merged;
}
