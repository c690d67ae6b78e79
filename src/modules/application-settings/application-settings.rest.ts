import { z } from 'zod';
import { Router } from '../../rest/router.ts';
import type { ApplicationSettingsRecord } from './application-settings.service.ts';

/** Application settings (administrators, self-managed). */
export const applicationSettingsRouter = new Router();

function presentApplicationSettings(record: ApplicationSettingsRecord) {
  return {
    id: record.id,
    created_at: record.createdAt.toISOString(),
    updated_at: record.updatedAt.toISOString(),
    ...record.values,
  };
}

applicationSettingsRouter.get(
  '/application/settings',
  { input: z.object({}), auth: 'required' },
  async ({ services, actor }) => presentApplicationSettings(await services.applicationSettings.get(actor)),
);

applicationSettingsRouter.put(
  '/application/settings',
  {
    input: z.object({ default_ci_config_path: z.string().optional() }),
    auth: 'required',
  },
  async ({ input, services, actor }) =>
    presentApplicationSettings(
      await services.applicationSettings.update(actor, {
        ...(input.default_ci_config_path !== undefined
          ? { default_ci_config_path: input.default_ci_config_path || null }
          : {}),
      }),
    ),
);
