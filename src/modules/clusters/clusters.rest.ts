import { z } from 'zod';
import { offsetPage } from '../../core/pagination.ts';
import { bool, idOrPath, int, oneOf, pageParams, positiveInt } from '../../rest/params.ts';
import { Router } from '../../rest/router.ts';
import { AUTHORIZATION_TYPES } from './cluster.entity.ts';
import type { ClusterInput, ClusterOwnerRef } from './clusters.service.ts';
import { presentCluster } from './clusters.presenter.ts';

/** Project and group clusters (`/projects/:id/clusters`, `/groups/:id/clusters`) as GitLab's. */
export const clustersRouter = new Router();

const kubernetes = (create: boolean) =>
  z.object({
    api_url: create ? z.string() : z.string().optional(),
    token: create ? z.string() : z.string().optional(),
    ca_cert: z.string().nullable().optional(),
    namespace: z.string().nullable().optional(),
    authorization_type: oneOf(AUTHORIZATION_TYPES).optional(),
  });

const common = {
  domain: z.string().nullable().optional(),
  environment_scope: z.string().optional(),
  management_project_id: int().nullable().optional(),
  enabled: bool().optional(),
  managed: bool().optional(),
  namespace_per_environment: bool().optional(),
};

function input(body: {
  name?: string;
  domain?: string | null;
  environment_scope?: string;
  management_project_id?: number | null;
  enabled?: boolean;
  managed?: boolean;
  namespace_per_environment?: boolean;
  platform_kubernetes_attributes?: {
    api_url?: string;
    token?: string;
    ca_cert?: string | null;
    namespace?: string | null;
    authorization_type?: string;
  };
}): ClusterInput {
  const k8s = body.platform_kubernetes_attributes;
  return {
    name: body.name,
    domain: body.domain,
    environmentScope: body.environment_scope,
    managementProjectId: body.management_project_id,
    enabled: body.enabled,
    managed: body.managed,
    namespacePerEnvironment: body.namespace_per_environment,
    platformKubernetes: k8s && {
      apiUrl: k8s.api_url,
      token: k8s.token,
      caCert: k8s.ca_cert,
      namespace: k8s.namespace,
      authorizationType: k8s.authorization_type,
    },
  };
}

for (const kind of ['project', 'group'] as const) {
  const base = kind === 'project' ? '/projects/:id/clusters' : '/groups/:id/clusters';
  const ref = (id: string): ClusterOwnerRef => ({ kind, id });
  const one = { id: idOrPath(), cluster_id: positiveInt() };

  clustersRouter.get(
    base,
    { input: z.object({ id: idOrPath(), ...pageParams }), auth: 'required' },
    async ({ input: params, services, actor, paginate, urls }) => {
      const page = await services.clusters.list(
        actor,
        ref(params.id),
        offsetPage(params.page, params.per_page),
      );
      return paginate(page, (detail) => presentCluster(detail, urls));
    },
  );

  clustersRouter.get(
    `${base}/:cluster_id`,
    { input: z.object(one), auth: 'required' },
    async ({ input: params, services, actor, urls }) =>
      presentCluster(await services.clusters.get(actor, ref(params.id), params.cluster_id), urls),
  );

  clustersRouter.post(
    `${base}/user`,
    {
      input: z.object({
        id: idOrPath(),
        name: z.string(),
        ...common,
        platform_kubernetes_attributes: kubernetes(true),
      }),
    },
    async ({ input: params, services, actor, urls }) =>
      presentCluster(await services.clusters.create(actor, ref(params.id), input(params)), urls),
  );

  clustersRouter.put(
    `${base}/:cluster_id`,
    {
      input: z.object({
        ...one,
        name: z.string().optional(),
        ...common,
        platform_kubernetes_attributes: kubernetes(false).optional(),
      }),
    },
    async ({ input: params, services, actor, urls }) =>
      presentCluster(
        await services.clusters.update(actor, ref(params.id), params.cluster_id, input(params)),
        urls,
      ),
  );

  clustersRouter.delete(
    `${base}/:cluster_id`,
    { input: z.object(one) },
    async ({ input: params, services, actor }) => {
      await services.clusters.delete(actor, ref(params.id), params.cluster_id);
    },
  );
}
