import { z } from 'zod';
import { offsetPage, pageOfArray } from '../../core/pagination.ts';
import { bool, idOrPath, oneOf, pageParams, positiveInt } from '../../rest/params.ts';
import { Router } from '../../rest/router.ts';
import { presentCar } from './merge-trains.presenter.ts';

/** Merge trains: `/projects/:id/merge_trains...`. */
export const mergeTrainsRouter = new Router();

const listParams = {
  id: idOrPath(),
  scope: oneOf(['active', 'complete'] as const).optional(),
  sort: oneOf(['asc', 'desc'] as const).optional(),
  ...pageParams,
};
const oneCar = { id: idOrPath(), merge_request_iid: positiveInt() };

mergeTrainsRouter.get(
  '/projects/:id/merge_trains',
  { input: z.object(listParams) },
  async ({ input, services, actor, urls, paginate }) => {
    const cars = await services.mergeTrains.list(actor, input.id, { scope: input.scope, sort: input.sort });
    return paginate(pageOfArray(cars, offsetPage(input.page, input.per_page)), (c) => presentCar(c, urls));
  },
);

mergeTrainsRouter.get(
  '/projects/:id/merge_trains/merge_requests/:merge_request_iid',
  { input: z.object(oneCar) },
  async ({ input, services, actor, urls }) =>
    presentCar(await services.mergeTrains.ofMergeRequest(actor, input.id, input.merge_request_iid), urls),
);

mergeTrainsRouter.post(
  '/projects/:id/merge_trains/merge_requests/:merge_request_iid',
  {
    input: z.object({
      ...oneCar,
      sha: z.string().optional(),
      squash: bool().optional(),
      when_pipeline_succeeds: bool().optional(),
      auto_merge: bool().optional(),
    }),
  },
  async ({ input, services, actor, urls, reply }) => {
    const { cars, scheduled } = await services.mergeTrains.add(actor, input.id, input.merge_request_iid, {
      sha: input.sha,
      squash: input.squash,
      whenPipelineSucceeds: input.auto_merge ?? input.when_pipeline_succeeds,
    });
    // GitLab: 202 Accepted when the merge request joins once its pipeline succeeds.
    if (scheduled) reply.code(202);
    return cars.map((c) => presentCar(c, urls));
  },
);

/** Railyard's own: takes a merge request off its train (GitLab does it by cancelling auto-merge). */
mergeTrainsRouter.delete(
  '/projects/:id/merge_trains/merge_requests/:merge_request_iid',
  { input: z.object(oneCar) },
  async ({ input, services, actor }) => {
    await services.mergeTrains.remove(actor, input.id, input.merge_request_iid);
  },
);

mergeTrainsRouter.get(
  '/projects/:id/merge_trains/:target_branch',
  { input: z.object({ ...listParams, target_branch: z.string().min(1) }) },
  async ({ input, services, actor, urls, paginate }) => {
    const cars = await services.mergeTrains.list(actor, input.id, {
      targetBranches: [input.target_branch],
      scope: input.scope,
      sort: input.sort,
    });
    return paginate(pageOfArray(cars, offsetPage(input.page, input.per_page)), (c) => presentCar(c, urls));
  },
);
