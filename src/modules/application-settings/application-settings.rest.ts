import { z } from 'zod';
import { Router } from '../../rest/router.ts';
import { applicationSettingsParams } from './application-settings.params.ts';
import { presentApplicationSettings } from './application-settings.presenter.ts';

/** Application settings (administrators, self-managed). */
export const applicationSettingsRouter = new Router();

applicationSettingsRouter.get(
  '/application/settings',
  { input: z.object({}), auth: 'required' },
  async ({ services, actor }) => presentApplicationSettings(await services.applicationSettings.get(actor)),
);

applicationSettingsRouter.put(
  '/application/settings',
  { input: applicationSettingsParams, auth: 'required' },
  async ({ input, services, actor }) =>
    presentApplicationSettings(await services.applicationSettings.update(actor, input)),
);
