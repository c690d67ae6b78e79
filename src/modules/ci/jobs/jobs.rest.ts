import { z } from 'zod';
import { bool, idOrPath, oneOf, pageParams, positiveInt, stringArray } from '../../../rest/params.ts';
import { pageRequestFrom } from '../../../rest/pagination.ts';
import { Router } from '../../../rest/router.ts';
import { CI_STATUSES, type CiStatus } from '../status.ts';
import { presentJob } from './jobs.presenter.ts';

/**
 * Jobs: the three lists, one job, its actions and log, and `GET /job`, the only one of them that
 * takes a CI job token (as GitLab's). The project's jobs need a signed-in caller, as GitLab's do: a
 * job token there counts as no credentials, a 401.
 */
export const jobsRouter = new Router();

const listParams = {
  id: idOrPath(),
  ...pageParams,
  pagination: z.literal('keyset').optional(),
  cursor: z.string().optional(),
  scope: stringArray().optional(),
};
const target = { id: idOrPath(), job_id: positiveInt() };

jobsRouter.get(
  '/projects/:id/jobs',
  { input: z.object(listParams), auth: 'required' },
  async ({ input, services, actor, paginate }) =>
    paginate(
      await services.jobs.index(
        actor,
        input.id,
        { scope: input.scope as CiStatus[] | undefined },
        pageRequestFrom(input),
      ),
      presentJob,
    ),
);

jobsRouter.get(
  '/projects/:id/pipelines/:pipeline_id/jobs',
  {
    input: z.object({ ...listParams, pipeline_id: positiveInt(), include_retried: bool().optional() }),
  },
  async ({ input, services, actor, paginate }) =>
    paginate(
      await services.jobs.listForPipeline(
        actor,
        input.id,
        input.pipeline_id,
        { scope: input.scope as CiStatus[] | undefined, includeRetried: input.include_retried },
        pageRequestFrom(input),
      ),
      presentJob,
    ),
);

jobsRouter.get(
  '/projects/:id/pipelines/:pipeline_id/bridges',
  { input: z.object({ ...listParams, pipeline_id: positiveInt() }) },
  async ({ input, services, actor, paginate }) =>
    paginate(
      await services.jobs.listForPipeline(
        actor,
        input.id,
        input.pipeline_id,
        { scope: input.scope as CiStatus[] | undefined, type: 'Ci::Bridge' },
        pageRequestFrom(input),
      ),
      presentJob,
    ),
);

jobsRouter.get(
  '/projects/:id/jobs/:job_id',
  { input: z.object(target), auth: 'required' },
  async ({ input, services, actor }) => presentJob(await services.jobs.get(actor, input.id, input.job_id)),
);

jobsRouter.get('/job', { input: z.object({}), jobToken: true }, async ({ services, actor }) =>
  presentJob(await services.jobs.current(actor)),
);

for (const action of ['cancel', 'retry', 'erase'] as const) {
  jobsRouter.post(
    `/projects/:id/jobs/:job_id/${action}`,
    { input: z.object(target), auth: 'required' },
    async ({ input, services, actor }) =>
      presentJob(await services.jobs[action](actor, input.id, input.job_id)),
  );
}

jobsRouter.post(
  '/projects/:id/jobs/:job_id/play',
  {
    input: z.object({
      ...target,
      job_variables_attributes: z.array(z.object({ key: z.string().min(1), value: z.string() })).optional(),
    }),
    status: 200,
    auth: 'required',
  },
  async ({ input, services, actor }) =>
    presentJob(
      await services.jobs.play(
        actor,
        input.id,
        input.job_id,
        Object.fromEntries((input.job_variables_attributes ?? []).map((v) => [v.key, v.value])),
      ),
    ),
);

jobsRouter.get(
  '/projects/:id/jobs/:job_id/trace',
  { input: z.object(target), auth: 'required' },
  async ({ input, services, actor, reply }) => {
    const log = await services.jobs.trace(actor, input.id, input.job_id);
    return reply
      .type('text/plain; charset=utf-8')
      .header('Content-Disposition', `infile; filename="${input.job_id}.log"`)
      .send(log);
  },
);

jobsRouter.get(
  '/runners/:id/jobs',
  {
    input: z.object({
      id: positiveInt(),
      ...pageParams,
      pagination: z.literal('keyset').optional(),
      cursor: z.string().optional(),
      status: oneOf(CI_STATUSES).optional(),
      order_by: oneOf(['id']).optional(),
      sort: oneOf(['asc', 'desc']).optional(),
      system_id: z.string().optional(),
    }),
    auth: 'required',
  },
  async ({ input, services, actor, paginate }) =>
    paginate(
      await services.jobs.listForRunner(
        actor,
        input.id,
        { status: input.status, sort: input.sort, systemId: input.system_id },
        pageRequestFrom(input),
      ),
      presentJob,
    ),
);
