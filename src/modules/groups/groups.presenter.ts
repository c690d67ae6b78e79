import { visibilityName } from '../../core/access.ts';
import { isoTime } from '../../core/time.ts';
import type { Urls } from '../../core/urls.ts';
import type { BranchProtectionDefaults, Namespace } from '../namespaces/namespace.entity.ts';
import { presentSharedWithGroup, type SharedWithGroup } from '../members/members.presenter.ts';
import { branchProtectionLevel, FULL_BRANCH_PROTECTION } from '../namespaces/branch-protection-defaults.ts';

/**
 * The v4 JSON shapes of a group: `presentGroup` (lists, create) and `presentGroupDetail`
 * (GET/PUT /groups/:id, transfer), which extends it. Pure: what goes beyond the entity (shares,
 * custom attributes) is preloaded by the service.
 */
export interface GroupPresenterContext {
  urls: Urls;
  /** Administrators also see `repository_storage`. */
  admin?: boolean;
  /** Include the `statistics` object (administrators asked for it). */
  statistics?: boolean;
  /** Include `custom_attributes` (administrators asked for them). */
  customAttributes?: readonly { key: string; value: string }[];
}

export interface GroupDetailExtras {
  sharedWithGroups: readonly SharedWithGroup[];
}

export function branchProtectionDefaults(group: Namespace): BranchProtectionDefaults {
  return group.defaultBranchProtectionDefaults ?? FULL_BRANCH_PROTECTION;
}

export function groupWebUrl(group: Pick<Namespace, 'fullPath'>, urls: Urls): string {
  return urls.to(`groups/${group.fullPath}`);
}

export function groupAvatarUrl(group: Pick<Namespace, 'id' | 'avatar'>, urls: Urls): string | null {
  return group.avatar ? urls.upload('group', group.id, group.avatar) : null;
}

/** Storage statistics; every size is 0 until repositories, artifacts and packages exist. */
export function emptyGroupStatistics() {
  return {
    storage_size: 0,
    repository_size: 0,
    wiki_size: 0,
    lfs_objects_size: 0,
    job_artifacts_size: 0,
    pipeline_artifacts_size: 0,
    packages_size: 0,
    snippets_size: 0,
    uploads_size: 0,
  };
}

/** The group as lists and creation show it. */
export function presentGroup(group: Namespace, ctx: GroupPresenterContext) {
  const defaults = branchProtectionDefaults(group);
  const view: Record<string, unknown> = {
    id: group.id,
    web_url: groupWebUrl(group, ctx.urls),
    name: group.name,
    path: group.path,
    description: group.description,
    visibility: visibilityName(group.visibilityLevel),
    share_with_group_lock: group.shareWithGroupLock,
    require_two_factor_authentication: group.requireTwoFactorAuthentication,
    two_factor_grace_period: group.twoFactorGracePeriod,
    project_creation_level: group.projectCreationLevel,
    auto_devops_enabled: group.autoDevopsEnabled ?? null,
    subgroup_creation_level: group.subgroupCreationLevel,
    emails_disabled: !group.emailsEnabled,
    emails_enabled: group.emailsEnabled,
    mentions_disabled: group.mentionsDisabled,
    lfs_enabled: group.lfsEnabled,
    default_branch: group.defaultBranch ?? null,
    default_branch_protection: branchProtectionLevel(defaults),
    default_branch_protection_defaults: defaults,
    avatar_url: groupAvatarUrl(group, ctx.urls),
    request_access_enabled: group.requestAccessEnabled,
    full_name: group.fullName,
    full_path: group.fullPath,
    created_at: isoTime(group.createdAt),
    parent_id: group.parent?.id ?? null,
    shared_runners_setting: group.sharedRunnersSetting,
    file_template_project_id: group.fileTemplateProjectId ?? null,
    ip_restriction_ranges: null,
  };
  if (ctx.admin) view['repository_storage'] = 'default';
  if (ctx.customAttributes) view['custom_attributes'] = ctx.customAttributes;
  if (ctx.statistics) view['statistics'] = emptyGroupStatistics();
  return view;
}

/** The single-group view: the group plus its shares (and `prevent_sharing_groups_outside_hierarchy` on top-level groups). */
export function presentGroupDetail(group: Namespace, extras: GroupDetailExtras, ctx: GroupPresenterContext) {
  const view = presentGroup(group, ctx);
  view['membership_lock'] = group.membershipLock;
  view['shared_with_groups'] = extras.sharedWithGroups.map(presentSharedWithGroup);
  if (!group.parent) view['prevent_sharing_groups_outside_hierarchy'] = false;
  return view;
}
