import { z } from 'zod';
import { bool, idOrPath } from '../../rest/params.ts';
import { Router } from '../../rest/router.ts';
import { NOTIFICATION_EVENTS, type NotificationEvents } from './notification-setting.entity.ts';
import { presentGlobalNotificationSetting, presentNotificationSetting } from './notifications.presenter.ts';
import type { NotificationSettingInput } from './notifications.service.ts';

export const notificationsRouter = new Router();

// Every route needs a signed-in user, reads included (GitLab authenticates the whole API).
const eventParams = Object.fromEntries(NOTIFICATION_EVENTS.map((e) => [e, bool().optional()])) as Record<
  keyof NotificationEvents,
  z.ZodOptional<ReturnType<typeof bool>>
>;
const settingParams = { level: z.string().optional(), ...eventParams };
const sourceParams = z.object({ id: idOrPath(), ...settingParams });

function settingInput(input: Record<string, unknown>): NotificationSettingInput {
  const events: Partial<NotificationEvents> = {};
  for (const event of NOTIFICATION_EVENTS) {
    const value = input[event];
    if (typeof value === 'boolean') events[event] = value;
  }
  return { level: input['level'] as string | undefined, events };
}

notificationsRouter.get('/notification_settings', { auth: 'required' }, async ({ actor, services }) =>
  presentGlobalNotificationSetting(await services.notifications.global(actor)),
);

notificationsRouter.put(
  '/notification_settings',
  { input: z.object({ ...settingParams, notification_email: z.string().nullable().optional() }) },
  async ({ input, actor, services }) =>
    presentGlobalNotificationSetting(
      await services.notifications.updateGlobal(actor, {
        ...settingInput(input),
        notificationEmail: input.notification_email,
      }),
    ),
);

notificationsRouter.get(
  '/groups/:id/notification_settings',
  { input: z.object({ id: idOrPath() }), auth: 'required' },
  async ({ input, actor, services }) =>
    presentNotificationSetting(await services.notifications.ofGroup(actor, input.id)),
);

notificationsRouter.put(
  '/groups/:id/notification_settings',
  { input: sourceParams },
  async ({ input, actor, services }) =>
    presentNotificationSetting(
      await services.notifications.updateForGroup(actor, input.id, settingInput(input)),
    ),
);

notificationsRouter.get(
  '/projects/:id/notification_settings',
  { input: z.object({ id: idOrPath() }), auth: 'required' },
  async ({ input, actor, services }) =>
    presentNotificationSetting(await services.notifications.ofProject(actor, input.id)),
);

notificationsRouter.put(
  '/projects/:id/notification_settings',
  { input: sourceParams },
  async ({ input, actor, services }) =>
    presentNotificationSetting(
      await services.notifications.updateForProject(actor, input.id, settingInput(input)),
    ),
);
