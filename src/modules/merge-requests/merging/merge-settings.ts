import type { ProjectSubject } from '../../projects/projects.policy.ts';

/** Pipeline statuses GitLab counts as still in progress (auto-merge waits for them). */
export const ACTIVE_PIPELINE = new Set([
  'created',
  'waiting_for_resource',
  'preparing',
  'pending',
  'running',
  'scheduled',
  'manual',
]);

const SETTING_DEFAULTS: Record<string, string | boolean | null> = {
  merge_method: 'merge',
  squash_option: 'default_off',
  merge_commit_template: null,
  squash_commit_template: null,
  only_allow_merge_if_pipeline_succeeds: false,
  allow_merge_on_skipped_pipeline: false,
  merge_trains_enabled: false,
};

/** A project's merge setting, or GitLab's default for it. */
export function setting<T extends string | boolean | null>(subject: ProjectSubject, key: string): T {
  const settings = subject.project.settings as Record<string, unknown>;
  return (key in settings ? settings[key] : SETTING_DEFAULTS[key]) as T;
}
