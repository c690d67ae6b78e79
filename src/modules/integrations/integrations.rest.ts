import { z } from 'zod';
import { idOrPath } from '../../rest/params.ts';
import { Router } from '../../rest/router.ts';
import { presentIntegration, presentIntegrationBasic } from './integrations.presenter.ts';

/**
 * Project integrations (maintainers): the active ones, and one kind's by its slug, set up with PUT
 * and disabled with DELETE. GitLab still serves the old `/services` paths as aliases.
 */
export const integrationsRouter = new Router();

const projectParams = { id: idOrPath() };
const slugParams = { ...projectParams, slug: z.string().min(1) };

for (const base of ['/projects/:id/integrations', '/projects/:id/services']) {
  integrationsRouter.get(
    base,
    { input: z.object(projectParams), auth: 'required' },
    async ({ input, services, actor }) =>
      (await services.integrations.listActive(actor, input.id)).map(presentIntegrationBasic),
  );

  integrationsRouter.get(
    `${base}/:slug`,
    { input: z.object(slugParams), auth: 'required' },
    async ({ input, services, actor }) =>
      presentIntegration(await services.integrations.get(actor, input.id, input.slug)),
  );

  // Each kind has its own parameters: the service reads them from the whole body.
  integrationsRouter.put(
    `${base}/:slug`,
    { input: z.looseObject(slugParams), auth: 'required' },
    async ({ input, services, actor }) => {
      const { id, slug, ...parameters } = input;
      return presentIntegration(await services.integrations.update(actor, id, slug, parameters));
    },
  );

  integrationsRouter.delete(
    `${base}/:slug`,
    { input: z.object(slugParams), auth: 'required' },
    async ({ input, services, actor }) => {
      await services.integrations.disable(actor, input.id, input.slug);
    },
  );
}
