import { z } from 'zod';
import { idOrPath } from '../../rest/params.ts';
import { Router } from '../../rest/router.ts';
import type { DefaultsOwnerRef } from './integration-defaults.service.ts';
import { presentIntegration, presentIntegrationBasic } from './integrations.presenter.ts';

/**
 * Integration defaults, which projects (and subgroups) inherit: a group's, for its owners, as
 * GitLab's group integrations API serves them; and the instance's, for administrators. GitLab sets
 * instance-level defaults only in its admin area, with no REST API: Railyard serves them at
 * `/admin/integrations`, mirroring the group API (as `/admin/ci/variables` mirrors the group
 * variables API).
 */
export const integrationDefaultsRouter = new Router();

const slug = z.string().min(1);
type OwnerOf = (input: Readonly<Record<string, unknown>>) => DefaultsOwnerRef;
const groupOf: OwnerOf = (input) => ({ kind: 'group', idOrPath: input['id'] as string | number });
const bases: readonly [string, z.ZodRawShape, OwnerOf][] = [
  ['/groups/:id/integrations', { id: idOrPath() }, groupOf],
  ['/admin/integrations', {}, () => ({ kind: 'instance' })],
];

for (const [base, params, ownerOf] of bases) {
  integrationDefaultsRouter.get(
    base,
    { input: z.object(params), auth: 'required' },
    async ({ input, services, actor }) =>
      (await services.integrationDefaults.listActive(actor, ownerOf(input))).map(presentIntegrationBasic),
  );

  integrationDefaultsRouter.get(
    `${base}/:slug`,
    { input: z.object({ ...params, slug }), auth: 'required' },
    async ({ input, services, actor }) =>
      presentIntegration(await services.integrationDefaults.get(actor, ownerOf(input), input.slug)),
  );

  // Each kind has its own parameters: the service reads them from the whole body.
  integrationDefaultsRouter.put(
    `${base}/:slug`,
    { input: z.looseObject({ ...params, slug }), auth: 'required' },
    async ({ input, services, actor }) => {
      const { id: _id, slug: kind, ...parameters } = input;
      return presentIntegration(
        await services.integrationDefaults.update(actor, ownerOf(input), kind, parameters),
      );
    },
  );

  integrationDefaultsRouter.delete(
    `${base}/:slug`,
    { input: z.object({ ...params, slug }), auth: 'required' },
    async ({ input, services, actor }) => {
      await services.integrationDefaults.disable(actor, ownerOf(input), input.slug);
    },
  );
}
