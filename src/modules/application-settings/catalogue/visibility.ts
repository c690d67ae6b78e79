import { z } from 'zod';
import { bool, int } from '../../../rest/params.ts';
import {
  FULL_BRANCH_PROTECTION,
  mergeBranchProtectionDefaults,
  validBranchProtectionDefaults,
  type BranchProtectionDefaults,
} from '../../namespaces/branch-protection-defaults.ts';
import { boolean, integer, integerOf, list, object, oneOf } from './setting.ts';

export const VISIBILITY_LEVELS = ['private', 'internal', 'public'] as const;
export type VisibilityLevelName = (typeof VISIBILITY_LEVELS)[number];

const LEVEL_NAMES: Record<string, VisibilityLevelName> = { '0': 'private', '10': 'internal', '20': 'public' };

const visibility = () => oneOf(VISIBILITY_LEVELS, 'private', 'VisibilityLevelsEnum');

/** Levels by name or number (`0`, `10`, `20`), as GitLab's setter takes them; unknown ones are kept to be refused. */
const restrictedLevels = {
  ...list([]),
  apply: (_current: string[], given: string[]) => [
    ...new Set(given.map((level) => LEVEL_NAMES[level] ?? level)),
  ],
  check: (levels: string[]) =>
    levels
      .filter((level) => !(VISIBILITY_LEVELS as readonly string[]).includes(level))
      .map((level) => `'${level}' is not a valid visibility level`),
};

const accessLevels = z.array(z.object({ access_level: int() }));

/** `default_branch_protection_defaults`: given keys replace the current ones. */
const branchProtectionDefaults = object<BranchProtectionDefaults, Partial<BranchProtectionDefaults>>(
  FULL_BRANCH_PROTECTION,
  z.object({
    allowed_to_push: accessLevels.optional(),
    allow_force_push: bool().optional(),
    allowed_to_merge: accessLevels.optional(),
    developer_can_initial_push: bool().optional(),
  }),
  {
    apply: mergeBranchProtectionDefaults,
    check: (value) => (validBranchProtectionDefaults(value) ? [] : ['must be a valid json schema']),
  },
);

/** Who sees what by default, and what new projects and branches get. */
export const visibilitySettings = {
  default_project_visibility: visibility(),
  default_group_visibility: visibility(),
  default_snippet_visibility: visibility(),
  /** Levels only administrators may choose; presented by name. */
  restricted_visibility_levels: restrictedLevels,
  /** 0 no one, 1 maintainers, 2 developers and maintainers, 3 administrators, 4 owners. */
  default_project_creation: integerOf([0, 1, 2, 3, 4], 2),
  default_branch_protection_defaults: branchProtectionDefaults,
  /** Higher tier. */
  group_owners_can_manage_default_branch_protection: boolean(true),
  default_project_deletion_protection: boolean(false),
  deletion_adjourned_period: integer(7, { min: 1, max: 90 }),
};
