import { builder } from '../../graphql/builder.ts';
import { decodeGlobalId } from '../../graphql/global-id.ts';
import { mutationPayload, mutationErrorsField } from '../../graphql/errors.ts';
import { badRequest } from '../../core/errors.ts';
import { isAdmin } from '../../core/actor.ts';
import type { User } from '../users/user.entity.ts';
import { userObjectField } from '../users/users.graphql.ts';
import { CUSTOM_ATTRIBUTE_SUBJECTS, type CustomAttributeSubject } from './custom-attribute.entity.ts';

/**
 * Custom attributes are administrator-only metadata that GitLab's GraphQL API lacks; here they are
 * `UserCore.customAttributes`, `customAttributes(subjectId:)` for any subject (a user, group or
 * project global ID) and the `customAttributeSet` / `customAttributeDelete` mutations.
 */
const CustomAttributeRef = builder.objectRef<{ key: string; value: string }>('CustomAttribute').implement({
  description: 'A key/value pair an administrator set on a user, group or project.',
  fields: (t) => ({
    key: t.exposeString('key'),
    value: t.exposeString('value'),
  }),
});

/** gid://gitlab/User/1, gid://gitlab/Group/2, gid://gitlab/Project/3 → subject type and id. */
function parseSubject(globalId: string): { subject: CustomAttributeSubject; id: number } {
  const { typename, id } = decodeGlobalId(globalId);
  const subject = typename === 'UserCore' ? 'User' : typename;
  if (!(CUSTOM_ATTRIBUTE_SUBJECTS as readonly string[]).includes(subject)) {
    throw badRequest(`${globalId} is not a user, group or project`);
  }
  return { subject: subject as CustomAttributeSubject, id: Number(id) };
}

userObjectField('customAttributes', (t) =>
  t.field({
    type: [CustomAttributeRef],
    nullable: true,
    description: 'Custom attributes of the user; administrators only (null for others).',
    resolve: async (user: User, _, ctx) => {
      if (!isAdmin(ctx.actor)) return null;
      return (
        (await ctx.services.customAttributes.forSubjects(ctx.actor, 'User', [user.id])).get(user.id) ?? []
      );
    },
  }),
);

builder.queryField('customAttributes', (t) =>
  t.field({
    type: [CustomAttributeRef],
    description: 'Custom attributes of a user, group or project (administrators only).',
    args: { subjectId: t.arg.id({ required: true, description: 'Global ID of a user, group or project.' }) },
    resolve: async (_, args, ctx) => {
      const { subject, id } = parseSubject(String(args.subjectId));
      return ctx.services.customAttributes.listOf(ctx.actor, subject, id);
    },
  }),
);

builder.relayMutationField(
  'customAttributeSet',
  {
    inputFields: (t) => ({
      subjectId: t.id({ required: true, description: 'Global ID of a user, group or project.' }),
      key: t.string({ required: true }),
      value: t.string({ required: true }),
    }),
  },
  {
    description: 'Create or replace a custom attribute (administrators only).',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          const { subject, id } = parseSubject(String(input.subjectId));
          const attribute = await ctx.services.customAttributes.setOf(
            ctx.actor,
            subject,
            id,
            input.key,
            input.value,
          );
          return { customAttribute: { key: attribute.key, value: attribute.value } };
        },
        { customAttribute: null },
      ),
  },
  {
    outputFields: (t) => ({
      customAttribute: t.field({
        type: CustomAttributeRef,
        nullable: true,
        resolve: (payload) => payload.customAttribute ?? null,
      }),
      errors: mutationErrorsField(t),
    }),
  },
);

builder.relayMutationField(
  'customAttributeDelete',
  {
    inputFields: (t) => ({
      subjectId: t.id({ required: true, description: 'Global ID of a user, group or project.' }),
      key: t.string({ required: true }),
    }),
  },
  {
    description: 'Delete a custom attribute (administrators only).',
    resolve: (_, { input }, ctx) =>
      mutationPayload(async () => {
        const { subject, id } = parseSubject(String(input.subjectId));
        await ctx.services.customAttributes.deleteOf(ctx.actor, subject, id, input.key);
        return {};
      }, {}),
  },
  { outputFields: (t) => ({ errors: mutationErrorsField(t) }) },
);
