import { VISIBILITY_NAMES, Visibility, type VisibilityName } from '../../core/access.ts';
import { addFieldError, type FieldErrors } from '../../core/errors.ts';
import type { BranchProtectionDefaults, Namespace } from '../namespaces/namespace.entity.ts';
import {
  BRANCH_PROTECTION_LEVELS,
  FULL_BRANCH_PROTECTION,
  mergeBranchProtectionDefaults,
  validBranchProtectionDefaults,
} from '../namespaces/branch-protection-defaults.ts';

export const PROJECT_CREATION_LEVELS = [
  'noone',
  'owner',
  'maintainer',
  'developer',
  'administrator',
] as const;
export const SUBGROUP_CREATION_LEVELS = ['owner', 'maintainer'] as const;
/** `disabled_with_override` is the deprecated name of `disabled_and_overridable`. */
export const SHARED_RUNNERS_SETTINGS = [
  'enabled',
  'disabled_and_overridable',
  'disabled_and_unoverridable',
  'disabled_with_override',
] as const;

const MAX_DESCRIPTION = 500;

/** Settings a group is created or updated with; absent ones are left alone (or take defaults). */
export interface GroupSettingsInput {
  description?: string | null;
  visibility?: string;
  shareWithGroupLock?: boolean;
  requireTwoFactorAuthentication?: boolean;
  twoFactorGracePeriod?: number;
  projectCreationLevel?: string;
  subgroupCreationLevel?: string;
  autoDevopsEnabled?: boolean | null;
  emailsEnabled?: boolean;
  mentionsDisabled?: boolean;
  lfsEnabled?: boolean;
  requestAccessEnabled?: boolean;
  defaultBranch?: string | null;
  /** Deprecated integer level (0-4); `defaultBranchProtectionDefaults` wins when both are given. */
  defaultBranchProtection?: number;
  defaultBranchProtectionDefaults?: Partial<BranchProtectionDefaults>;
  sharedRunnersSetting?: string;
  membershipLock?: boolean;
  fileTemplateProjectId?: number | null;
}

/** From most to least permissive. */
export const SHARED_RUNNERS_ORDER = ['enabled', 'disabled_and_overridable', 'disabled_and_unoverridable'];

export function rank(setting: string): number {
  return Math.max(0, SHARED_RUNNERS_ORDER.indexOf(setting));
}

export function normalizeSharedRunners(setting: string): string {
  return setting === 'disabled_with_override' ? 'disabled_and_overridable' : setting;
}

/** A subgroup may not allow shared runners its parent forbids for good. */
export function sharedRunnersError(
  setting: string,
  parent: Namespace,
  errors: FieldErrors,
  field = 'shared_runners_setting',
): void {
  if (parent.sharedRunnersSetting !== 'disabled_and_unoverridable') return;
  if (setting === 'enabled') {
    addFieldError(
      errors,
      field,
      'Validation failed: Shared runners enabled cannot be enabled because parent group has shared Runners disabled',
    );
  } else if (setting === 'disabled_and_overridable') {
    addFieldError(
      errors,
      field,
      'Validation failed: Allow descendants override disabled shared runners cannot be enabled because parent group does not allow it',
    );
  }
}

/** Checks the settings' values (REST parameters are already typed; GraphQL strings are checked here). */
export function validateSettings(input: GroupSettingsInput, errors: FieldErrors): void {
  const notIncluded = 'is not included in the list';
  if (input.description != null && input.description.length > MAX_DESCRIPTION) {
    addFieldError(errors, 'description', `is too long (maximum is ${MAX_DESCRIPTION} characters)`);
  }
  if (input.visibility !== undefined && !VISIBILITY_NAMES.includes(input.visibility as VisibilityName)) {
    addFieldError(errors, 'visibility_level', notIncluded);
  }
  const oneOf = (field: string, value: string | undefined, allowed: readonly string[]) => {
    if (value !== undefined && !allowed.includes(value)) addFieldError(errors, field, notIncluded);
  };
  oneOf('project_creation_level', input.projectCreationLevel, PROJECT_CREATION_LEVELS);
  oneOf('subgroup_creation_level', input.subgroupCreationLevel, SUBGROUP_CREATION_LEVELS);
  oneOf('shared_runners_setting', input.sharedRunnersSetting, SHARED_RUNNERS_SETTINGS);
  if (input.twoFactorGracePeriod !== undefined && input.twoFactorGracePeriod < 0) {
    addFieldError(errors, 'two_factor_grace_period', 'must be greater than or equal to 0');
  }
  if (
    input.defaultBranchProtection !== undefined &&
    BRANCH_PROTECTION_LEVELS[input.defaultBranchProtection] === undefined
  ) {
    addFieldError(errors, 'default_branch_protection', notIncluded);
  }
  const defaults = input.defaultBranchProtectionDefaults;
  if (defaults && !validBranchProtectionDefaults(defaults)) {
    addFieldError(errors, 'default_branch_protection_defaults', 'must be a valid json schema');
  }
}

/** The entity attributes the given settings set. */
export function settingsAttributes(
  input: GroupSettingsInput,
  currentDefaults: BranchProtectionDefaults | null,
): Partial<Namespace> {
  const a: Partial<Namespace> = {};
  if (input.description !== undefined) a.description = input.description ?? '';
  if (input.visibility !== undefined) a.visibilityLevel = Visibility[input.visibility as VisibilityName];
  if (input.shareWithGroupLock !== undefined) a.shareWithGroupLock = input.shareWithGroupLock;
  if (input.requireTwoFactorAuthentication !== undefined) {
    a.requireTwoFactorAuthentication = input.requireTwoFactorAuthentication;
  }
  if (input.twoFactorGracePeriod !== undefined) a.twoFactorGracePeriod = input.twoFactorGracePeriod;
  if (input.projectCreationLevel !== undefined) a.projectCreationLevel = input.projectCreationLevel;
  if (input.subgroupCreationLevel !== undefined) a.subgroupCreationLevel = input.subgroupCreationLevel;
  if (input.autoDevopsEnabled !== undefined) a.autoDevopsEnabled = input.autoDevopsEnabled;
  if (input.emailsEnabled !== undefined) a.emailsEnabled = input.emailsEnabled;
  if (input.mentionsDisabled !== undefined) a.mentionsDisabled = input.mentionsDisabled;
  if (input.lfsEnabled !== undefined) a.lfsEnabled = input.lfsEnabled;
  if (input.requestAccessEnabled !== undefined) a.requestAccessEnabled = input.requestAccessEnabled;
  if (input.defaultBranch !== undefined) a.defaultBranch = input.defaultBranch || null;
  if (input.defaultBranchProtectionDefaults) {
    a.defaultBranchProtectionDefaults = mergeBranchProtectionDefaults(
      currentDefaults ?? FULL_BRANCH_PROTECTION,
      input.defaultBranchProtectionDefaults,
    );
  } else if (input.defaultBranchProtection !== undefined) {
    a.defaultBranchProtectionDefaults = { ...BRANCH_PROTECTION_LEVELS[input.defaultBranchProtection]! };
  }
  if (input.sharedRunnersSetting !== undefined) {
    a.sharedRunnersSetting = normalizeSharedRunners(input.sharedRunnersSetting);
  }
  if (input.membershipLock !== undefined) a.membershipLock = input.membershipLock;
  if (input.fileTemplateProjectId !== undefined) a.fileTemplateProjectId = input.fileTemplateProjectId;
  return a;
}
