import { z } from 'zod';
import { isMemberAccessLevel } from '../../core/access.ts';
import { bool, idOrPath, int } from '../../rest/params.ts';
import { Router } from '../../rest/router.ts';
import { presentSamlGroupLink, presentSamlProvider } from './saml.presenter.ts';

/**
 * A group's SAML group links (`/groups/:id/saml_group_links`, GitLab's API) and a top-level group's
 * SAML provider (`/groups/:id/saml_provider`, which GitLab sets in its UI only): owners and administrators.
 */
export const samlRouter = new Router();

const accessLevel = () => int().refine(isMemberAccessLevel, { message: 'does not have a valid value' });

samlRouter.get(
  '/groups/:id/saml_group_links',
  { input: z.object({ id: idOrPath() }), auth: 'required' },
  async ({ input, services, actor }) =>
    (await services.samlGroupLinks.list(actor, input.id)).map(presentSamlGroupLink),
);

samlRouter.get(
  '/groups/:id/saml_group_links/:saml_group_name',
  { input: z.object({ id: idOrPath(), saml_group_name: z.string().min(1) }), auth: 'required' },
  async ({ input, services, actor }) =>
    presentSamlGroupLink(await services.samlGroupLinks.get(actor, input.id, input.saml_group_name)),
);

samlRouter.post(
  '/groups/:id/saml_group_links',
  {
    input: z.object({
      id: idOrPath(),
      saml_group_name: z.string(),
      access_level: accessLevel(),
      member_role_id: int().optional(),
    }),
  },
  async ({ input, services, actor }) =>
    presentSamlGroupLink(
      await services.samlGroupLinks.create(actor, input.id, {
        samlGroupName: input.saml_group_name,
        accessLevel: input.access_level,
        memberRoleId: input.member_role_id,
      }),
    ),
);

samlRouter.delete(
  '/groups/:id/saml_group_links/:saml_group_name',
  { input: z.object({ id: idOrPath(), saml_group_name: z.string().min(1) }) },
  async ({ input, services, actor }) => {
    await services.samlGroupLinks.delete(actor, input.id, input.saml_group_name);
  },
);

samlRouter.get(
  '/groups/:id/saml_provider',
  { input: z.object({ id: idOrPath() }), auth: 'required' },
  async ({ input, services, actor }) =>
    presentSamlProvider(await services.samlProviders.get(actor, input.id)),
);

samlRouter.put(
  '/groups/:id/saml_provider',
  {
    input: z.object({
      id: idOrPath(),
      enabled: bool().optional(),
      sso_url: z.string().optional(),
      certificate_fingerprint: z.string().optional(),
      enforced_sso: bool().optional(),
      default_membership_role: int().optional(),
    }),
  },
  async ({ input, services, actor }) =>
    presentSamlProvider(
      await services.samlProviders.update(actor, input.id, {
        enabled: input.enabled,
        ssoUrl: input.sso_url,
        certificateFingerprint: input.certificate_fingerprint,
        enforcedSso: input.enforced_sso,
        defaultMembershipRole: input.default_membership_role,
      }),
    ),
);
