import type { AccessGrant, ProtectedBranchRule, ProtectedTagRule } from './protection.ts';
import type { ProtectedRefAction } from './protected-ref.entity.ts';

/** One access level of a protected branch or tag, as the v4 API shows it. */
export function presentAccessLevel(grant: AccessGrant) {
  return {
    id: grant.id,
    access_level: grant.accessLevel,
    access_level_description: grant.description,
    user_id: grant.userId,
    group_id: grant.groupId,
  };
}

const levels = (grants: readonly AccessGrant[], action: ProtectedRefAction) =>
  grants.filter((g) => g.action === action).map(presentAccessLevel);

export function presentProtectedBranch(rule: ProtectedBranchRule) {
  return {
    id: rule.id,
    name: rule.name,
    push_access_levels: levels(rule.grants, 'push'),
    merge_access_levels: levels(rule.grants, 'merge'),
    unprotect_access_levels: levels(rule.grants, 'unprotect'),
    allow_force_push: rule.allowForcePush,
    code_owner_approval_required: rule.codeOwnerApprovalRequired,
    inherited: false,
  };
}

export function presentProtectedTag(rule: ProtectedTagRule) {
  return { name: rule.name, create_access_levels: levels(rule.grants, 'create') };
}
