import { z } from 'zod';
import { offsetPage } from '../../core/pagination.ts';
import { bool, idOrPath, oneOf, pageParams, positiveInt } from '../../rest/params.ts';
import { Router } from '../../rest/router.ts';
import { ERROR_STATUSES } from './error-tracking.entity.ts';
import {
  presentClientKey,
  presentError,
  presentErrorEvent,
  presentErrorTrackingSetting,
} from './error-tracking.presenter.ts';
import { ERROR_SORTS } from './errors.service.ts';

/**
 * A project's error tracking: client keys and the setting (GitLab's API, maintainers), and the
 * errors the collector stored (GitLab's error tracking API shape, under `/projects/:id/error_tracking`).
 */
export const errorTrackingRouter = new Router();

errorTrackingRouter.get(
  '/projects/:id/error_tracking/client_keys',
  { input: z.object({ id: idOrPath(), ...pageParams }), auth: 'required' },
  async ({ input, services, actor, paginate }) =>
    paginate(
      await services.errorTrackingKeys.list(actor, input.id, offsetPage(input.page, input.per_page)),
      presentClientKey,
    ),
);

errorTrackingRouter.post(
  '/projects/:id/error_tracking/client_keys',
  { input: z.object({ id: idOrPath() }) },
  async ({ input, services, actor }) =>
    presentClientKey(await services.errorTrackingKeys.create(actor, input.id)),
);

errorTrackingRouter.delete(
  '/projects/:id/error_tracking/client_keys/:key_id',
  { input: z.object({ id: idOrPath(), key_id: positiveInt() }), status: 200 },
  async ({ input, services, actor }) =>
    presentClientKey(await services.errorTrackingKeys.delete(actor, input.id, input.key_id)),
);

errorTrackingRouter.get(
  '/projects/:id/error_tracking/settings',
  { input: z.object({ id: idOrPath() }), auth: 'required' },
  async ({ input, services, actor }) =>
    presentErrorTrackingSetting(await services.errorTrackingKeys.setting(actor, input.id)),
);

errorTrackingRouter.put(
  '/projects/:id/error_tracking/settings',
  { input: z.object({ id: idOrPath(), active: bool(), integrated: bool() }) },
  async ({ input, services, actor }) =>
    presentErrorTrackingSetting(
      await services.errorTrackingKeys.updateSetting(
        actor,
        input.id,
        { active: input.active, integrated: input.integrated },
        { create: true },
      ),
    ),
);

errorTrackingRouter.patch(
  '/projects/:id/error_tracking/settings',
  { input: z.object({ id: idOrPath(), active: bool(), integrated: bool().optional() }) },
  async ({ input, services, actor }) =>
    presentErrorTrackingSetting(
      await services.errorTrackingKeys.updateSetting(
        actor,
        input.id,
        { active: input.active, integrated: input.integrated },
        { create: false },
      ),
    ),
);

errorTrackingRouter.get(
  '/projects/:id/error_tracking/errors',
  {
    input: z.object({
      id: idOrPath(),
      status: oneOf(ERROR_STATUSES).optional(),
      query: z.string().optional(),
      sort: oneOf(ERROR_SORTS).optional(),
      ...pageParams,
    }),
    auth: 'required',
  },
  async ({ input, services, actor, paginate }) =>
    paginate(
      await services.errorTrackingErrors.list(
        actor,
        input.id,
        { status: input.status, search: input.query, sort: input.sort },
        offsetPage(input.page, input.per_page),
      ),
      presentError,
    ),
);

errorTrackingRouter.get(
  '/projects/:id/error_tracking/errors/:error_id',
  { input: z.object({ id: idOrPath(), error_id: positiveInt() }), auth: 'required' },
  async ({ input, services, actor }) =>
    presentError(await services.errorTrackingErrors.get(actor, input.id, input.error_id)),
);

errorTrackingRouter.put(
  '/projects/:id/error_tracking/errors/:error_id',
  { input: z.object({ id: idOrPath(), error_id: positiveInt(), status: z.string() }) },
  async ({ input, services, actor }) =>
    presentError(
      await services.errorTrackingErrors.updateStatus(actor, input.id, input.error_id, input.status),
    ),
);

errorTrackingRouter.get(
  '/projects/:id/error_tracking/errors/:error_id/events',
  { input: z.object({ id: idOrPath(), error_id: positiveInt(), ...pageParams }), auth: 'required' },
  async ({ input, services, actor, paginate }) =>
    paginate(
      await services.errorTrackingErrors.events(
        actor,
        input.id,
        input.error_id,
        offsetPage(input.page, input.per_page),
      ),
      presentErrorEvent,
    ),
);
