import { z } from 'zod';
import { branchProtectionLevel } from '../namespaces/branch-protection-defaults.ts';
import { bool, int } from '../../rest/params.ts';
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
    default_branch_protection: branchProtectionLevel(record.values.default_branch_protection_defaults),
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
    input: z.object({
      default_ci_config_path: z.string().optional(),
      default_branch_protection: int().optional(),
      default_branch_protection_defaults: z
        .object({
          allowed_to_push: z.array(z.object({ access_level: int() })).optional(),
          allow_force_push: bool().optional(),
          allowed_to_merge: z.array(z.object({ access_level: int() })).optional(),
          developer_can_initial_push: bool().optional(),
        })
        .optional(),
      allow_local_requests_from_web_hooks_and_services: bool().optional(),
      allow_local_requests_from_system_hooks: bool().optional(),
      outbound_local_requests_whitelist: z.union([z.array(z.string()), z.string()]).optional(),
    }),
    auth: 'required',
  },
  async ({ input, services, actor }) =>
    presentApplicationSettings(
      await services.applicationSettings.update(actor, {
        ...(input.default_ci_config_path !== undefined
          ? { default_ci_config_path: input.default_ci_config_path || null }
          : {}),
        default_branch_protection: input.default_branch_protection,
        default_branch_protection_defaults: input.default_branch_protection_defaults,
        allow_local_requests_from_web_hooks_and_services:
          input.allow_local_requests_from_web_hooks_and_services,
        allow_local_requests_from_system_hooks: input.allow_local_requests_from_system_hooks,
        outbound_local_requests_whitelist: input.outbound_local_requests_whitelist,
      }),
    ),
);
