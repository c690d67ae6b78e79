import { z } from 'zod';
import { oneOf } from '../../rest/params.ts';
import { READ_USER_SCOPES, Router } from '../../rest/router.ts';
import { AVAILABILITIES } from './user-status.entity.ts';
import { presentUserStatus } from './user-status.presenter.ts';
import { CLEAR_STATUS_AFTER_OPTIONS, type ClearStatusAfter } from './user-status.service.ts';

export const userStatusRouter = new Router();

userStatusRouter.get(
  '/user/status',
  { scopes: READ_USER_SCOPES, auth: 'required' },
  async ({ actor, services }) => presentUserStatus(await services.userStatus.own(actor)),
);

userStatusRouter.get(
  '/users/:user_id/status',
  { input: z.object({ user_id: z.string().min(1) }), scopes: READ_USER_SCOPES },
  async ({ input, actor, services }) =>
    presentUserStatus(await services.userStatus.ofUser(actor, input.user_id)),
);

const statusParams = z.object({
  emoji: z.string().optional(),
  message: z.string().optional(),
  availability: oneOf(AVAILABILITIES).optional(),
  clear_status_after: oneOf(
    CLEAR_STATUS_AFTER_OPTIONS as [ClearStatusAfter, ...ClearStatusAfter[]],
  ).optional(),
});

// PUT replaces the whole status (what is left out is cleared); PATCH changes only what is given.
for (const [method, mode] of [
  ['put', 'replace'],
  ['patch', 'merge'],
] as const) {
  userStatusRouter[method]('/user/status', { input: statusParams }, async ({ input, actor, services }) => {
    const status = await services.userStatus.set(
      actor,
      {
        emoji: input.emoji,
        message: input.message,
        availability: input.availability,
        clearStatusAfter: input.clear_status_after,
      },
      mode,
    );
    return presentUserStatus(status);
  });
}
