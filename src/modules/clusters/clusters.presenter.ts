import type { Urls } from '../../core/urls.ts';
import { presentUserBasic } from '../users/users.presenter.ts';
import type { ClusterDetail } from './cluster-view.ts';

/**
 * GitLab's `Entities::Cluster` with `project` (`ClusterProject`) or `group` (`ClusterGroup`); the
 * Kubernetes token is never shown.
 */
export function presentCluster(detail: ClusterDetail, urls: Urls) {
  const { cluster, owner } = detail;
  return {
    id: cluster.id,
    name: cluster.name,
    created_at: cluster.createdAt,
    domain: cluster.domain,
    enabled: cluster.enabled,
    managed: cluster.managed,
    provider_type: 'user',
    platform_type: 'kubernetes',
    environment_scope: cluster.environmentScope,
    cluster_type: owner.kind === 'project' ? 'project_type' : 'group_type',
    namespace_per_environment: cluster.namespacePerEnvironment,
    user: detail.user ? presentUserBasic(detail.user, { urls }) : null,
    platform_kubernetes: {
      api_url: cluster.apiUrl,
      namespace: cluster.namespace,
      authorization_type: cluster.authorizationType,
      ca_cert: cluster.caCert,
    },
    provider_gcp: null,
    management_project: null,
    ...(owner.kind === 'project'
      ? {
          project: {
            id: owner.subject.project.id,
            description: owner.subject.project.description,
            name: owner.subject.project.name,
            path: owner.subject.project.path,
            path_with_namespace: owner.subject.project.fullPath,
            web_url: urls.to(owner.subject.project.fullPath),
          },
        }
      : {
          group: {
            id: owner.subject.group.id,
            name: owner.subject.group.name,
            web_url: urls.to(`groups/${owner.subject.group.fullPath}`),
          },
        }),
  };
}
