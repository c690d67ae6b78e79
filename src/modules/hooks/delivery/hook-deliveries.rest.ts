import { z } from 'zod';
import { badRequest } from '../../../core/errors.ts';
import { offsetPage } from '../../../core/pagination.ts';
import { idOrPath, int, stringArray } from '../../../rest/params.ts';
import { Router } from '../../../rest/router.ts';
import type { HookOwnerRef } from '../hooks.service.ts';
import { requestPayloadOf, type HookLogRecord } from './hook-log-reads.ts';
import { TEST_TRIGGERS, type TestTrigger } from './hook-samples.ts';

/**
 * A hook's deliveries: the log of the last week (`.../events`), re-sending one, and test deliveries
 * (`.../test/:trigger`), for project, group and system hooks alike; and GitLab's older system hook
 * test (`POST /hooks/:hook_id`).
 */
export const hookDeliveriesRouter = new Router();

hookDeliveriesRouter.post(
  '/hooks/:hook_id',
  { input: z.object({ hook_id: int() }), auth: 'required' },
  async ({ input, services, actor }) => services.hookDeliveries.testSystemHook(actor, input.hook_id),
);

/** GitLab's delivery log entry (`WebHookLog`). */
export function presentHookLog(log: HookLogRecord) {
  return {
    id: log.id,
    url: log.url,
    trigger: log.trigger,
    request_headers: log.requestHeaders,
    request_data: requestPayloadOf(log),
    response_headers: log.responseHeaders,
    response_body: log.responseBody,
    execution_duration: log.executionDuration,
    response_status: log.responseStatus,
    created_at: log.createdAt.toISOString(),
  };
}

const STATUS_CLASSES = ['successful', 'client_failure', 'server_failure'];
/** Log entries a page shows at most (GitLab's limit for this list). */
const MAX_PER_PAGE = 20;

const OWNERS: { base: string; owner: (id: string | undefined) => HookOwnerRef }[] = [
  { base: '/projects/:id/hooks', owner: (id) => ({ kind: 'project', idOrPath: id! }) },
  { base: '/groups/:id/hooks', owner: (id) => ({ kind: 'group', idOrPath: id! }) },
  { base: '/hooks', owner: () => ({ kind: 'system' }) },
];

for (const { base, owner } of OWNERS) {
  const hookParams = {
    id: base.includes(':id') ? idOrPath() : idOrPath().optional(),
    hook_id: int(),
  };

  hookDeliveriesRouter.get(
    `${base}/:hook_id/events`,
    {
      input: z.object({
        ...hookParams,
        status: stringArray().optional(),
        page: int().optional(),
        per_page: int().optional(),
      }),
      auth: 'required',
    },
    async ({ input, services, actor, paginate }) => {
      const statuses = input.status ?? [];
      const unknown = statuses.find((s) => !STATUS_CLASSES.includes(s) && !/^[1-5]\d\d$/.test(s));
      if (unknown !== undefined) throw badRequest('status does not have a valid value');
      if (input.per_page !== undefined && (input.per_page < 1 || input.per_page > MAX_PER_PAGE)) {
        throw badRequest('per_page does not have a valid value');
      }
      const page = offsetPage(input.page, input.per_page ?? MAX_PER_PAGE);
      return paginate(
        await services.hookDeliveries.events(actor, owner(input.id), input.hook_id, statuses, page),
        presentHookLog,
      );
    },
  );

  hookDeliveriesRouter.post(
    `${base}/:hook_id/events/:hook_log_id/resend`,
    { input: z.object({ ...hookParams, hook_log_id: int() }), auth: 'required' },
    async ({ input, services, actor }) => {
      const log = await services.hookDeliveries.resend(
        actor,
        owner(input.id),
        input.hook_id,
        input.hook_log_id,
      );
      return { response_status: Number(log.responseStatus) || null };
    },
  );

  hookDeliveriesRouter.post(
    `${base}/:hook_id/test/:trigger`,
    { input: z.object({ ...hookParams, trigger: z.string() }), auth: 'required' },
    async ({ input, services, actor }) => {
      if (!Object.hasOwn(TEST_TRIGGERS, input.trigger))
        throw badRequest('trigger does not have a valid value');
      await services.hookDeliveries.test(actor, owner(input.id), input.hook_id, input.trigger as TestTrigger);
      return { message: '201 Created' };
    },
  );
}
