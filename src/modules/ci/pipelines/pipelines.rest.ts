import { z } from 'zod';
import { CI_STATUSES } from '../status.ts';
import { bool, dateTime, idOrPath, intArray, oneOf, pageParams, positiveInt } from '../../../rest/params.ts';
import { pageRequestFrom } from '../../../rest/pagination.ts';
import { Router } from '../../../rest/router.ts';
import { PIPELINE_SOURCES } from './pipeline.entity.ts';
import { PIPELINE_ORDERS } from './pipelines.service.ts';
import { presentPipeline, presentPipelineDetail, presentPipelineVariable } from './pipelines.presenter.ts';

/** Pipelines: list, get, create, retry, cancel, rename, delete. */
export const pipelinesRouter = new Router();

const target = { id: idOrPath(), pipeline_id: positiveInt() };

pipelinesRouter.get(
  '/projects/:id/pipelines',
  {
    input: z.object({
      id: idOrPath(),
      ...pageParams,
      pagination: z.literal('keyset').optional(),
      cursor: z.string().optional(),
      scope: oneOf(['running', 'pending', 'finished', 'branches', 'tags']).optional(),
      status: oneOf(CI_STATUSES).optional(),
      ref: z.string().optional(),
      sha: z.string().optional(),
      source: oneOf(PIPELINE_SOURCES).optional(),
      iids: intArray().optional(),
      sort: oneOf(['asc', 'desc']).optional(),
      order_by: oneOf(PIPELINE_ORDERS).optional(),
      username: z.string().optional(),
      updated_after: dateTime().optional(),
      updated_before: dateTime().optional(),
      created_after: dateTime().optional(),
      created_before: dateTime().optional(),
      name: z.string().optional(),
      yaml_errors: bool().optional(),
    }),
  },
  async ({ input, services, actor, urls, paginate }) => {
    const page = await services.pipelines.list(
      actor,
      input.id,
      {
        scope: input.scope,
        status: input.status,
        ref: input.ref,
        sha: input.sha,
        source: input.source,
        iids: input.iids,
        username: input.username,
        updatedAfter: input.updated_after,
        updatedBefore: input.updated_before,
        createdAfter: input.created_after,
        createdBefore: input.created_before,
        name: input.name,
        yamlErrors: input.yaml_errors,
        orderBy: input.order_by,
        sort: input.sort,
      },
      pageRequestFrom(input),
    );
    return paginate(page, (p) => presentPipeline(p, urls.to(p.project.fullPath)));
  },
);

pipelinesRouter.get(
  '/projects/:id/pipelines/latest',
  { input: z.object({ id: idOrPath(), ref: z.string().optional() }) },
  async ({ input, services, actor, urls }) => {
    const { subject, pipeline } = await services.pipelines.latest(actor, input.id, input.ref);
    return presentPipelineDetail(pipeline, urls.to(subject.project.fullPath), urls);
  },
);

pipelinesRouter.get(
  '/projects/:id/pipelines/:pipeline_id/variables',
  { input: z.object(target) },
  async ({ input, services, actor }) =>
    services.pipelines
      .variables(actor, await services.pipelines.find(actor, input.id, input.pipeline_id))
      .map(presentPipelineVariable),
);

pipelinesRouter.get(
  '/projects/:id/pipelines/:pipeline_id',
  { input: z.object(target) },
  async ({ input, services, actor, urls }) => {
    const { subject, pipeline } = await services.pipelines.find(actor, input.id, input.pipeline_id);
    return presentPipelineDetail(pipeline, urls.to(subject.project.fullPath), urls);
  },
);

pipelinesRouter.post(
  '/projects/:id/pipeline',
  {
    input: z.object({
      id: idOrPath(),
      ref: z.string().min(1),
      variables: z
        .array(
          z.object({
            key: z.string().min(1),
            value: z.string(),
            variable_type: oneOf(['env_var', 'file']).optional(),
          }),
        )
        .optional(),
    }),
  },
  async ({ input, services, actor, urls }) => {
    const created = await services.pipelines.create(actor, input.id, {
      ref: input.ref,
      variables: input.variables?.map((v) => ({
        key: v.key,
        value: v.value,
        variableType: v.variable_type ?? 'env_var',
      })),
    });
    const { subject, pipeline } = await services.pipelines.find(actor, input.id, created.id);
    return presentPipelineDetail(pipeline, urls.to(subject.project.fullPath), urls);
  },
);

// Retrying answers 201 and canceling 200, as GitLab's endpoints do.
for (const [action, status] of [
  ['retry', 201],
  ['cancel', 200],
] as const) {
  pipelinesRouter.post(
    `/projects/:id/pipelines/:pipeline_id/${action}`,
    { input: z.object(target), status },
    async ({ input, services, actor, urls }) => {
      const found = await services.pipelines.find(actor, input.id, input.pipeline_id);
      await services.pipelines[action](actor, found);
      const { subject, pipeline } = await services.pipelines.find(actor, input.id, input.pipeline_id);
      return presentPipelineDetail(pipeline, urls.to(subject.project.fullPath), urls);
    },
  );
}

pipelinesRouter.put(
  '/projects/:id/pipelines/:pipeline_id/metadata',
  { input: z.object({ ...target, name: z.string() }), jobToken: true },
  async ({ input, services, actor, urls }) => {
    const found = await services.pipelines.find(actor, input.id, input.pipeline_id);
    await services.pipelines.updateMetadata(actor, found, { name: input.name });
    const { subject, pipeline } = await services.pipelines.find(actor, input.id, input.pipeline_id);
    return presentPipelineDetail(pipeline, urls.to(subject.project.fullPath), urls);
  },
);

pipelinesRouter.delete(
  '/projects/:id/pipelines/:pipeline_id',
  { input: z.object(target) },
  async ({ input, services, actor }) => {
    await services.pipelines.delete(actor, await services.pipelines.find(actor, input.id, input.pipeline_id));
  },
);
