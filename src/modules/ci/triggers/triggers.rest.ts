import { z } from 'zod';
import { offsetPage } from '../../../core/pagination.ts';
import { idOrPath, pageParams, positiveInt } from '../../../rest/params.ts';
import { Router } from '../../../rest/router.ts';
import { presentPipelineDetail } from '../pipelines/pipelines.presenter.ts';
import { presentTrigger } from './triggers.presenter.ts';

/** Pipeline trigger tokens of a project, and starting pipelines with them. */
export const triggersRouter = new Router();

const target = { id: idOrPath(), trigger_id: positiveInt() };

triggersRouter.get(
  '/projects/:id/triggers',
  { input: z.object({ id: idOrPath(), ...pageParams }), auth: 'required' },
  async ({ input, services, actor, urls, paginate }) =>
    paginate(
      await services.triggers.list(actor, input.id, offsetPage(input.page, input.per_page)),
      (trigger) => presentTrigger(trigger, urls),
    ),
);

triggersRouter.get(
  '/projects/:id/triggers/:trigger_id',
  { input: z.object(target), auth: 'required' },
  async ({ input, services, actor, urls }) =>
    presentTrigger(await services.triggers.get(actor, input.id, input.trigger_id), urls),
);

triggersRouter.post(
  '/projects/:id/triggers',
  { input: z.object({ id: idOrPath(), description: z.string() }), auth: 'required' },
  async ({ input, services, actor, urls }) => {
    const created = await services.triggers.create(actor, input.id, input.description);
    return presentTrigger(created.trigger, urls, created.token);
  },
);

triggersRouter.put(
  '/projects/:id/triggers/:trigger_id',
  { input: z.object({ ...target, description: z.string().optional() }), auth: 'required' },
  async ({ input, services, actor, urls }) =>
    presentTrigger(
      await services.triggers.update(actor, input.id, input.trigger_id, { description: input.description }),
      urls,
    ),
);

triggersRouter.delete(
  '/projects/:id/triggers/:trigger_id',
  { input: z.object(target), auth: 'required' },
  async ({ input, services, actor, precondition }) => {
    await services.triggers.delete(actor, input.id, input.trigger_id, precondition);
  },
);

// The token is the credential: no other authentication is needed.
const triggerInput = z.object({
  id: idOrPath(),
  ref: z.string().min(1),
  token: z.string().min(1),
  variables: z.record(z.string(), z.string()).optional(),
});

for (const url of ['/projects/:id/trigger/pipeline', '/projects/:id/ref/:ref/trigger/pipeline']) {
  triggersRouter.post(url, { input: triggerInput, auth: 'optional' }, async ({ input, services, urls }) => {
    const pipeline = await services.triggers.triggerPipeline(input.id, {
      token: input.token,
      ref: input.ref,
      variables: input.variables ?? {},
    });
    return presentPipelineDetail(pipeline, urls.to(pipeline.project.fullPath), urls);
  });
}
