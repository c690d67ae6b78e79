import { z } from 'zod';
import { idOrPath, pageParams, positiveInt } from '../../../rest/params.ts';
import { pageRequestFrom } from '../../../rest/pagination.ts';
import { Router } from '../../../rest/router.ts';
import { presentPipeline, presentPipelineDetail } from '../../ci/pipelines/pipelines.presenter.ts';

/** A merge request's pipelines: `/projects/:id/merge_requests/:merge_request_iid/pipelines`. */
export const mergeRequestPipelinesRouter = new Router();

const one = { id: idOrPath(), merge_request_iid: positiveInt() };
const path = '/projects/:id/merge_requests/:merge_request_iid/pipelines';

mergeRequestPipelinesRouter.get(
  path,
  { input: z.object({ ...one, ...pageParams }) },
  async ({ input, services, actor, urls, paginate }) => {
    const page = await services.mergeRequestPipelines.list(
      actor,
      input.id,
      input.merge_request_iid,
      pageRequestFrom(input),
    );
    return paginate(page, (p) => presentPipeline(p, urls.to(p.project.fullPath)));
  },
);

mergeRequestPipelinesRouter.post(path, { input: z.object(one) }, async ({ input, services, actor, urls }) => {
  const created = await services.mergeRequestPipelines.create(actor, input.id, input.merge_request_iid);
  const { subject, pipeline } = await services.pipelines.find(actor, created.project.id, created.id);
  return presentPipelineDetail(pipeline, urls.to(subject.project.fullPath), urls);
});
