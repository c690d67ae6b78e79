import { PROJECT_HOOK_FLAGS } from './hook-rules.ts';
import type { HookView } from './hook-view.ts';
import type { HookEventFlag } from './web-hook.entity.ts';

/** What every kind of hook shows (GitLab's `Hook` entity); secrets never, only the names of keys. */
function presentBase(hook: HookView) {
  return {
    id: hook.id,
    url: hook.url,
    name: hook.name,
    description: hook.description,
    created_at: hook.createdAt.toISOString(),
    push_events: hook.flags.push_events,
    tag_push_events: hook.flags.tag_push_events,
    merge_requests_events: hook.flags.merge_requests_events,
    repository_update_events: hook.flags.repository_update_events,
    enable_ssl_verification: hook.enableSslVerification,
    alert_status: hook.alertStatus,
    disabled_until: hook.disabledUntil?.toISOString() ?? null,
    url_variables: hook.urlVariableKeys.map((key) => ({ key })),
    push_events_branch_filter: hook.pushEventsBranchFilter,
    branch_filter_strategy: hook.branchFilterStrategy,
    custom_webhook_template: hook.customWebhookTemplate ?? '',
    custom_headers: hook.customHeaderKeys.map((key) => ({ key })),
  };
}

function flagsOf(hook: HookView, flags: readonly HookEventFlag[]) {
  return Object.fromEntries(flags.map((flag) => [flag, hook.flags[flag]])) as Record<HookEventFlag, boolean>;
}

/** A project hook (GitLab's `ProjectHook` entity). */
export function presentProjectHook(hook: HookView) {
  return { ...presentBase(hook), project_id: hook.projectId, ...flagsOf(hook, PROJECT_HOOK_FLAGS) };
}

/** A group hook: the project flags (it fires for the group's projects) and the group's own. */
export function presentGroupHook(hook: HookView) {
  return {
    ...presentBase(hook),
    group_id: hook.groupId,
    ...flagsOf(hook, PROJECT_HOOK_FLAGS),
    subgroup_events: hook.flags.subgroup_events,
    member_events: hook.flags.member_events,
  };
}

/** A system hook (GitLab's base `Hook` entity). */
export function presentSystemHook(hook: HookView) {
  return presentBase(hook);
}

/** A hook shown as its kind is. */
export function presentHook(hook: HookView) {
  if (hook.type === 'ProjectHook') return presentProjectHook(hook);
  if (hook.type === 'GroupHook') return presentGroupHook(hook);
  return presentSystemHook(hook);
}
