import { badRequest } from '../../../core/errors.ts';
import { builder } from '../../../graphql/builder.ts';
import { mutationPayload, mutationErrorsField } from '../../../graphql/errors.ts';
import { parseGlobalId } from '../../../graphql/global-id.ts';
import type { RunnerType } from './runner.entity.ts';
import type { RegistrationTokenOwnerRef } from './runner-registration.service.ts';
import { RunnerTypeEnum } from './runners.graphql.ts';

/** The owner a reset names: the instance (no id), or a group or project by global ID. */
function ownerOf(type: RunnerType, id: string | number | null | undefined): RegistrationTokenOwnerRef {
  if (type === 'instance_type') {
    if (id != null) throw badRequest(`id must not be specified for '${type}' scope`);
    return { type };
  }
  if (id == null) throw badRequest(`id must be specified for '${type}' scope`);
  return { type, idOrPath: parseGlobalId(String(id), type === 'group_type' ? 'Group' : 'Project') };
}

builder.relayMutationField(
  'runnersRegistrationTokenReset',
  {
    inputFields: (t) => ({
      type: t.field({
        type: RunnerTypeEnum,
        required: true,
        description: 'Scope of the object to reset the token for.',
      }),
      id: t.id({
        description:
          'ID of the project or group to reset the token for. Omit if resetting instance runner token.',
      }),
    }),
  },
  {
    description:
      'Replaces the registration token of the instance, a group or a project (shown this once); the old one stops registering runners.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => ({
          token: await ctx.services.runnerRegistration.reset(ctx.actor, ownerOf(input.type, input.id)),
        }),
        { token: null },
      ),
  },
  {
    outputFields: (t) => ({
      token: t.string({
        nullable: true,
        description: 'Runner token after mutation.',
        resolve: (p) => p.token,
      }),
      errors: mutationErrorsField(t),
    }),
  },
);
