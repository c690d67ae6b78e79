/**
 * GitLab's hook triggers: the name a delivery log shows (`trigger`) and the `X-Gitlab-Event`
 * header a receiver reads. System hooks send `System Hook` whatever the trigger.
 */
export const HOOK_TRIGGERS = {
  push_hooks: 'Push Hook',
  tag_push_hooks: 'Tag Push Hook',
  merge_request_hooks: 'Merge Request Hook',
  note_hooks: 'Note Hook',
  confidential_note_hooks: 'Confidential Note Hook',
  issue_hooks: 'Issue Hook',
  confidential_issue_hooks: 'Confidential Issue Hook',
  job_hooks: 'Job Hook',
  pipeline_hooks: 'Pipeline Hook',
  wiki_page_hooks: 'Wiki Page Hook',
  deployment_hooks: 'Deployment Hook',
  release_hooks: 'Release Hook',
  member_hooks: 'Member Hook',
  subgroup_hooks: 'Subgroup Hook',
  emoji_hooks: 'Emoji Hook',
  resource_access_token_hooks: 'Resource Access Token Hook',
  repository_update_hooks: 'Repository Update Hook',
  system_hooks: 'System Hook',
} as const;

export type HookTrigger = keyof typeof HOOK_TRIGGERS;

export function isHookTrigger(value: string): value is HookTrigger {
  return Object.hasOwn(HOOK_TRIGGERS, value);
}

/** The `X-Gitlab-Event` header of a delivery. */
export function eventHeader(trigger: HookTrigger, hookType: string): string {
  return hookType === 'SystemHook' ? HOOK_TRIGGERS.system_hooks : HOOK_TRIGGERS[trigger];
}
