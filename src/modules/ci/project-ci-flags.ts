import type { Project } from '../projects/project.entity.ts';
import { PROJECT_CI_SETTING_DEFAULTS } from '../projects/projects.presenter.ts';

/** CI switches kept with a project's settings (REST's `group_runners_enabled`, `ci_push_repository_for_job_token_allowed`). */
export type ProjectCiFlag = 'group_runners_enabled' | 'ci_push_repository_for_job_token_allowed';

/** A project's CI switch as set, or GitLab's default for a project that never set it. */
export function projectCiFlag(project: Pick<Project, 'settings'>, flag: ProjectCiFlag): boolean {
  const value = project.settings[flag];
  return typeof value === 'boolean' ? value : PROJECT_CI_SETTING_DEFAULTS[flag];
}
