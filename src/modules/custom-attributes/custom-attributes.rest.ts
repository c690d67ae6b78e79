import { z } from 'zod';
import { idOrPath, int } from '../../rest/params.ts';
import { READ_USER_SCOPES, Router } from '../../rest/router.ts';
import type { CustomAttributeSubject } from './custom-attribute.entity.ts';
import { presentCustomAttribute } from './custom-attributes.presenter.ts';

export const customAttributesRouter = new Router();

/**
 * The same four administrator endpoints on users, groups and projects:
 * GET /<subjects>/:id/custom_attributes, GET|PUT|DELETE /<subjects>/:id/custom_attributes/:key.
 */
const subjects: { path: string; subject: CustomAttributeSubject; id: z.ZodType<string | number> }[] = [
  { path: 'users', subject: 'User', id: int() },
  { path: 'groups', subject: 'Group', id: idOrPath() },
  { path: 'projects', subject: 'Project', id: idOrPath() },
];

for (const { path, subject, id } of subjects) {
  // Reads on users also accept `read_user` tokens, like every GET of GitLab's users API.
  const readScopes = subject === 'User' ? { scopes: READ_USER_SCOPES } : {};

  customAttributesRouter.get(
    `/${path}/:id/custom_attributes`,
    { input: z.object({ id }), auth: 'required', ...readScopes },
    async ({ input, actor, services }) =>
      (await services.customAttributes.listOf(actor, subject, input.id)).map(presentCustomAttribute),
  );

  customAttributesRouter.get(
    `/${path}/:id/custom_attributes/:key`,
    { input: z.object({ id, key: z.string() }), auth: 'required', ...readScopes },
    async ({ input, actor, services }) =>
      presentCustomAttribute(await services.customAttributes.getOf(actor, subject, input.id, input.key)),
  );

  customAttributesRouter.put(
    `/${path}/:id/custom_attributes/:key`,
    {
      input: z.object({
        id,
        key: z.string(),
        value: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string()),
      }),
      auth: 'required',
    },
    async ({ input, actor, services }) =>
      presentCustomAttribute(
        await services.customAttributes.setOf(actor, subject, input.id, input.key, input.value),
      ),
  );

  customAttributesRouter.delete(
    `/${path}/:id/custom_attributes/:key`,
    { input: z.object({ id, key: z.string() }), auth: 'required' },
    async ({ input, actor, services }) => {
      await services.customAttributes.deleteOf(actor, subject, input.id, input.key);
    },
  );
}
