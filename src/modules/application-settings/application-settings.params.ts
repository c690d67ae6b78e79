import { z } from 'zod';
import { bool, int } from '../../rest/params.ts';
import { IGNORED_PARAMETERS, INPUT_ALIASES, type AliasName } from './application-settings.aliases.ts';
import { SETTING_NAMES, settingOf } from './application-settings.catalogue.ts';
import type { ApplicationSettingsInput } from './application-settings.service.ts';

const optional = (schema: z.ZodType) => schema.optional();

/** Names of which at most one may be given, as Grape's `mutually_exclusive`. */
const PASSWORD_FOR_WEB = [
  'password_authentication_enabled_for_web',
  'password_authentication_enabled',
  'signin_enabled',
];

/**
 * The parameters of `PUT /application/settings`, derived from the catalogue: every setting and
 * deprecated name, optional, read with GitLab's coercions. Parameters it does not know are dropped,
 * as Grape drops undeclared ones.
 */
export const applicationSettingsParams = z
  .object({
    ...Object.fromEntries(SETTING_NAMES.map((name) => [name, optional(settingOf(name).param)])),
    ...Object.fromEntries(
      (Object.keys(INPUT_ALIASES) as AliasName[]).map((alias) => [
        alias,
        optional(settingOf(INPUT_ALIASES[alias]).param),
      ]),
    ),
    ...Object.fromEntries(IGNORED_PARAMETERS.map((name) => [name, z.unknown().optional()])),
    default_branch_protection: int()
      .refine((level) => level >= 0 && level <= 4, { message: 'does not have a valid value' })
      .optional(),
    performance_bar_allowed_group_path: z
      .preprocess((v) => (v === '' ? null : v), z.string().nullable())
      .optional(),
    performance_bar_enabled: bool().optional(),
  })
  .superRefine((params, ctx) => {
    const given = PASSWORD_FOR_WEB.filter((name) => (params as Record<string, unknown>)[name] !== undefined);
    if (given.length > 1)
      ctx.addIssue({
        code: 'custom',
        path: [PASSWORD_FOR_WEB.join(', ')],
        message: 'are mutually exclusive',
      });
  }) as z.ZodType<ApplicationSettingsInput>; // the shape is built from the catalogue, name by name
