import type { Urls } from '../../core/urls.ts';
import { presentJob } from '../ci/jobs/jobs.presenter.ts';
import { presentUserBasic } from '../users/users.presenter.ts';
import type { DeploymentDetail, DeploymentView, EnvironmentView } from './environment-view.ts';

/** GitLab's `Entities::EnvironmentBasic` (embedded in deployments). */
export function presentEnvironmentBasic(view: EnvironmentView) {
  return {
    id: view.id,
    name: view.name,
    slug: view.slug,
    external_url: view.externalUrl,
    created_at: view.createdAt,
    updated_at: view.updatedAt,
  };
}

/** GitLab's `Entities::Environment`; `last_deployment` only on the single environment. */
export function presentEnvironment(
  view: EnvironmentView,
  last?: { detail: DeploymentDetail | null; urls: Urls },
) {
  return {
    ...presentEnvironmentBasic(view),
    description: view.description,
    tier: view.tier,
    state: view.state,
    auto_stop_at: view.autoStopAt,
    kubernetes_namespace: null,
    flux_resource_path: null,
    auto_stop_setting: 'always',
    ...(last ? { last_deployment: last.detail ? presentDeployment(last.detail, last.urls) : null } : {}),
  };
}

/** GitLab's `Entities::Deployment` (`deployable` is the job, null for API-made deployments). */
export function presentDeployment(detail: DeploymentDetail, urls: Urls) {
  const d: DeploymentView = detail.deployment;
  return {
    id: d.id,
    iid: d.iid,
    ref: d.ref,
    sha: d.sha,
    created_at: d.createdAt,
    updated_at: d.updatedAt,
    finished_at: d.finishedAt,
    status: d.status,
    user: detail.user ? presentUserBasic(detail.user, { urls }) : null,
    environment: presentEnvironmentBasic(detail.environment),
    deployable: detail.deployable ? presentJob(detail.deployable) : null,
  };
}
