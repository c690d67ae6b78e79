import { z } from 'zod';
import { bool, dateTime, idOrPath, oneOf, pageParams, positiveInt } from '../../rest/params.ts';
import { pageRequestFrom } from '../../rest/pagination.ts';
import { Router } from '../../rest/router.ts';
import { API_DEPLOYMENT_STATUSES } from './deployments.service.ts';
import { DEPLOYMENT_STATUSES } from './environment.entity.ts';
import { DEPLOYMENT_ORDERS } from './environments.finder.ts';
import { presentDeployment } from './environments.presenter.ts';

/** `/projects/:id/deployments` as GitLab's `API::Deployments`. */
export const deploymentsRouter = new Router();

const base = '/projects/:id/deployments';
const one = { id: idOrPath(), deployment_id: positiveInt() };

deploymentsRouter.get(
  base,
  {
    input: z.object({
      id: idOrPath(),
      order_by: oneOf(DEPLOYMENT_ORDERS).optional(),
      sort: oneOf(['asc', 'desc']).optional(),
      updated_after: dateTime().optional(),
      updated_before: dateTime().optional(),
      finished_after: dateTime().optional(),
      finished_before: dateTime().optional(),
      environment: z.string().optional(),
      status: oneOf(DEPLOYMENT_STATUSES).optional(),
      ...pageParams,
    }),
  },
  async ({ input, services, actor, paginate, urls }) => {
    const { page } = await services.deployments.list(
      actor,
      input.id,
      {
        environment: input.environment,
        status: input.status,
        updatedAfter: input.updated_after,
        updatedBefore: input.updated_before,
        finishedAfter: input.finished_after,
        finishedBefore: input.finished_before,
      },
      input.order_by ?? 'id',
      input.sort ?? 'asc',
      pageRequestFrom(input),
    );
    return paginate(page, (detail) => presentDeployment(detail, urls));
  },
);

deploymentsRouter.get(
  `${base}/:deployment_id`,
  { input: z.object(one) },
  async ({ input, services, actor, urls }) => {
    const { detail } = await services.deployments.get(actor, input.id, input.deployment_id);
    return presentDeployment(detail, urls);
  },
);

deploymentsRouter.post(
  base,
  {
    input: z.object({
      id: idOrPath(),
      environment: z.string(),
      sha: z.string(),
      ref: z.string(),
      tag: bool(),
      status: oneOf(API_DEPLOYMENT_STATUSES),
    }),
  },
  async ({ input, services, actor, urls }) => {
    const { detail } = await services.deployments.create(actor, input.id, {
      environment: input.environment,
      sha: input.sha,
      ref: input.ref,
      tag: input.tag,
      status: input.status,
    });
    return presentDeployment(detail, urls);
  },
);

deploymentsRouter.put(
  `${base}/:deployment_id`,
  { input: z.object({ ...one, status: oneOf(API_DEPLOYMENT_STATUSES) }) },
  async ({ input, services, actor, urls }) => {
    const { detail } = await services.deployments.updateStatus(
      actor,
      input.id,
      input.deployment_id,
      input.status,
    );
    return presentDeployment(detail, urls);
  },
);

deploymentsRouter.delete(
  `${base}/:deployment_id`,
  { input: z.object(one) },
  async ({ input, services, actor }) => {
    await services.deployments.delete(actor, input.id, input.deployment_id);
  },
);
