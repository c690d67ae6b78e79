import { z } from 'zod';
import { bool, dateTime, idOrPath, int, oneOf, pageParams, positiveInt } from '../../rest/params.ts';
import { pageRequestFrom } from '../../rest/pagination.ts';
import { Router } from '../../rest/router.ts';
import { ENVIRONMENT_STATES, ENVIRONMENT_TIERS } from './environment.entity.ts';
import { presentEnvironment, presentEnvironmentBasic } from './environments.presenter.ts';

/** `/projects/:id/environments` as GitLab's `API::Environments`. */
export const environmentsRouter = new Router();

const base = '/projects/:id/environments';
const one = { id: idOrPath(), environment_id: positiveInt() };

environmentsRouter.get(
  base,
  {
    input: z.object({
      id: idOrPath(),
      name: z.string().optional(),
      search: z.string().optional(),
      states: oneOf(ENVIRONMENT_STATES).optional(),
      ...pageParams,
    }),
  },
  async ({ input, services, actor, paginate }) => {
    const page = await services.environments.list(
      actor,
      input.id,
      { name: input.name, search: input.search, states: input.states ? [input.states] : undefined },
      pageRequestFrom(input),
    );
    return paginate(page, (view) => presentEnvironment(view));
  },
);

environmentsRouter.get(
  `${base}/:environment_id`,
  { input: z.object(one) },
  async ({ input, services, actor, urls }) => {
    const { environment, last } = await services.deployments.environmentWithLast(
      actor,
      input.id,
      input.environment_id,
    );
    return presentEnvironment(environment, { detail: last, urls });
  },
);

environmentsRouter.post(
  base,
  {
    input: z.object({
      id: idOrPath(),
      name: z.string(),
      external_url: z.string().optional(),
      tier: oneOf(ENVIRONMENT_TIERS).optional(),
      description: z.string().optional(),
    }),
  },
  async ({ input, services, actor }) =>
    presentEnvironment(
      await services.environments.create(actor, input.id, {
        name: input.name,
        externalUrl: input.external_url,
        tier: input.tier,
        description: input.description,
      }),
    ),
);

environmentsRouter.put(
  `${base}/:environment_id`,
  {
    input: z.object({
      ...one,
      name: z.string().optional(),
      external_url: z.string().nullable().optional(),
      tier: oneOf(ENVIRONMENT_TIERS).optional(),
      description: z.string().nullable().optional(),
    }),
  },
  async ({ input, services, actor }) =>
    presentEnvironment(
      await services.environments.update(actor, input.id, input.environment_id, {
        name: input.name,
        externalUrl: input.external_url,
        tier: input.tier,
        description: input.description,
      }),
    ),
);

environmentsRouter.delete(
  `${base}/:environment_id`,
  { input: z.object(one) },
  async ({ input, services, actor }) => {
    await services.environments.delete(actor, input.id, input.environment_id);
  },
);

environmentsRouter.post(
  `${base}/:environment_id/stop`,
  { input: z.object({ ...one, force: bool().optional() }), status: 200 },
  async ({ input, services, actor }) =>
    presentEnvironment(
      await services.environments.stop(actor, input.id, input.environment_id, input.force ?? false),
    ),
);

environmentsRouter.post(
  `${base}/stop_stale`,
  {
    input: z.object({
      id: idOrPath(),
      before: dateTime(),
      limit: int().pipe(z.number().min(1).max(1000)).optional(),
    }),
    status: 200,
  },
  async ({ input, services, actor }) => {
    await services.environments.stopStale(actor, input.id, input.before, input.limit ?? 100);
    return { message: 'Successfully requested stop for all stale environments' };
  },
);

environmentsRouter.delete(
  `${base}/review_apps`,
  {
    input: z.object({
      id: idOrPath(),
      before: dateTime().optional(),
      limit: int().pipe(z.number().min(1).max(1000)).optional(),
      dry_run: bool().optional(),
    }),
    status: 202,
  },
  async ({ input, services, actor }) => {
    const result = await services.environments.scheduleReviewAppDeletion(actor, input.id, {
      before: input.before,
      limit: input.limit,
      dryRun: input.dry_run,
    });
    return {
      scheduled_entries: result.scheduled.map(presentEnvironmentBasic),
      unprocessable_entries: result.unprocessable.map(presentEnvironmentBasic),
    };
  },
);
