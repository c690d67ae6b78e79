import { z } from 'zod';
import { idOrPath } from '../../../rest/params.ts';
import { Router } from '../../../rest/router.ts';

/** `POST /projects/:id/housekeeping`: repository maintenance now (maintainers). */
export const housekeepingRouter = new Router();

housekeepingRouter.post(
  '/projects/:id/housekeeping',
  { input: z.object({ id: idOrPath(), task: z.enum(['eager', 'prune']).default('eager') }) },
  async ({ input, services, actor }) => {
    await services.repositoryHousekeeping.trigger(actor, input.id, input.task);
    return null;
  },
);
