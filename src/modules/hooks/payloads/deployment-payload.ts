import type { Urls } from '../../../core/urls.ts';
import type { CommitRecord } from '../../../git/commit-log.ts';
import type { DeploymentView, EnvironmentView } from '../../environments/environment-view.ts';
import type { Project } from '../../projects/project.entity.ts';
import { projectWebUrl } from '../../projects/projects.presenter.ts';
import type { User } from '../../users/user.entity.ts';
import { hookUtcTime } from './hook-times.ts';
import { hookProjectAttributes, hookUserAttributes } from './project-attributes.ts';

/** The statuses of a deployment that GitLab's deployment hooks tell of. */
export const HOOKED_DEPLOYMENT_STATUSES: ReadonlySet<string> = new Set([
  'running',
  'success',
  'failed',
  'canceled',
]);

export interface DeploymentPayloadInput {
  deployment: DeploymentView;
  environment: EnvironmentView;
  project: Project;
  user: User | null;
  commit: CommitRecord | null;
  urls: Urls;
}

/** GitLab's deployment hook payload (`object_kind: deployment`). */
export function deploymentPayload(input: DeploymentPayloadInput) {
  const { deployment, environment, project, user, commit, urls } = input;
  const projectUrl = projectWebUrl(project, urls);
  return {
    object_kind: 'deployment',
    status: deployment.status,
    status_changed_at: hookUtcTime(deployment.updatedAt),
    deployment_id: deployment.id,
    deployable_id: deployment.jobId,
    deployable_url: deployment.jobId === null ? null : `${projectUrl}/-/jobs/${deployment.jobId}`,
    environment: environment.name,
    environment_tier: environment.tier,
    environment_slug: environment.slug,
    environment_external_url: environment.externalUrl,
    project: hookProjectAttributes(project, urls),
    short_sha: deployment.sha.slice(0, 8),
    user: user ? hookUserAttributes(user, urls) : null,
    user_url: user ? urls.to(user.username) : null,
    commit_url: `${projectUrl}/-/commit/${deployment.sha}`,
    commit_title: commit?.title ?? null,
    ref: deployment.ref,
  };
}
