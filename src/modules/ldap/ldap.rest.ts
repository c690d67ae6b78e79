import { z } from 'zod';
import { idOrPath, int } from '../../rest/params.ts';
import { Router } from '../../rest/router.ts';
import type { LdapLinkTarget } from './ldap-group-links.service.ts';
import { presentLdapGroupLink } from './ldap-group-links.presenter.ts';

/**
 * A group's LDAP links (`/groups/:id/ldap_group_links`, with the two deprecated delete forms) and
 * its on-demand sync (`/groups/:id/ldap_sync`): owners and administrators.
 */
export const ldapRouter = new Router();

/** GitLab's `exactly_one_of :cn, :filter`. */
const exactlyOneOfCnAndFilter = (value: { cn?: string; filter?: string }, ctx: z.RefinementCtx) => {
  const given = [value.cn, value.filter].filter((v) => v !== undefined).length;
  if (given === 1) return;
  ctx.addIssue({
    code: 'custom',
    path: ['cn, filter'],
    message: given === 0 ? 'are missing, exactly one parameter must be provided' : 'are mutually exclusive',
  });
};

const target = (input: { cn?: string; filter?: string }): LdapLinkTarget =>
  input.cn !== undefined ? { cn: input.cn } : { filter: input.filter! };

ldapRouter.get(
  '/groups/:id/ldap_group_links',
  { input: z.object({ id: idOrPath() }), auth: 'required' },
  async ({ input, services, actor }) =>
    (await services.ldapGroupLinks.list(actor, input.id)).map(presentLdapGroupLink),
);

ldapRouter.post(
  '/groups/:id/ldap_group_links',
  {
    input: z
      .object({
        id: idOrPath(),
        cn: z.string().optional(),
        filter: z.string().optional(),
        group_access: int(),
        provider: z.string(),
      })
      .superRefine(exactlyOneOfCnAndFilter),
  },
  async ({ input, services, actor }) =>
    presentLdapGroupLink(
      await services.ldapGroupLinks.create(actor, input.id, {
        ...target(input),
        groupAccess: input.group_access,
        provider: input.provider,
      }),
    ),
);

ldapRouter.delete(
  '/groups/:id/ldap_group_links',
  {
    input: z
      .object({
        id: idOrPath(),
        cn: z.string().optional(),
        filter: z.string().optional(),
        provider: z.string(),
      })
      .superRefine(exactlyOneOfCnAndFilter),
  },
  async ({ input, services, actor }) => {
    await services.ldapGroupLinks.delete(actor, input.id, { ...target(input), provider: input.provider });
  },
);

// Deprecated by GitLab, still served.
ldapRouter.delete(
  '/groups/:id/ldap_group_links/:cn',
  { input: z.object({ id: idOrPath(), cn: z.string().min(1) }) },
  async ({ input, services, actor }) => {
    await services.ldapGroupLinks.delete(actor, input.id, { cn: input.cn });
  },
);

// Deprecated by GitLab, still served.
ldapRouter.delete(
  '/groups/:id/ldap_group_links/:provider/:cn',
  { input: z.object({ id: idOrPath(), provider: z.string().min(1), cn: z.string().min(1) }) },
  async ({ input, services, actor }) => {
    await services.ldapGroupLinks.delete(actor, input.id, { cn: input.cn, provider: input.provider });
  },
);

ldapRouter.post(
  '/groups/:id/ldap_sync',
  { input: z.object({ id: idOrPath() }), status: 202 },
  async ({ input, services, actor }) => {
    await services.ldapSync.syncNow(actor, input.id);
    return { message: '202 Accepted' };
  },
);
