import { z } from 'zod';
import { int } from '../../rest/params.ts';
import { Router } from '../../rest/router.ts';
import { PLAN_LIMIT_DEFAULTS, type PlanLimitName, type PlanLimitValues } from './plan-limit.entity.ts';

/** Plan limits (administrators). */
export const planLimitsRouter = new Router();

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const NAMES = Object.keys(PLAN_LIMIT_DEFAULTS) as PlanLimitName[];

function presentPlanLimits(limits: PlanLimitValues) {
  return Object.fromEntries(NAMES.map((name) => [snake(name), limits[name]]));
}

planLimitsRouter.get(
  '/application/plan_limits',
  { input: z.object({ plan_name: z.string().optional() }), auth: 'required' },
  async ({ input, services, actor }) =>
    presentPlanLimits(await services.planLimits.get(actor, input.plan_name)),
);

planLimitsRouter.put(
  '/application/plan_limits',
  {
    input: z.object({
      plan_name: z.string().min(1),
      ...Object.fromEntries(NAMES.map((name) => [snake(name), int().pipe(z.number().min(0)).optional()])),
    }),
    auth: 'required',
  },
  async ({ input, services, actor }) => {
    const values = input as Record<string, unknown>;
    const changes: Partial<PlanLimitValues> = {};
    for (const name of NAMES) {
      const value = values[snake(name)];
      if (typeof value === 'number') changes[name] = value;
    }
    return presentPlanLimits(await services.planLimits.update(actor, input.plan_name, changes));
  },
);
