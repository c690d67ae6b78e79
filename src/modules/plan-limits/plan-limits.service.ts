import { type Actor } from '../../core/actor.ts';
import { authorizeUser } from '../../core/policy.ts';
import { notFound } from '../../core/errors.ts';
import type { ModuleDeps } from '../../services.ts';
import { PLAN_LIMIT_DEFAULTS, PlanLimit, type PlanLimitValues } from './plan-limit.entity.ts';

export const DEFAULT_PLAN = 'default';

/** Plan limits: per-plan integer limits, read and changed by administrators, enforced by CI. */
export class PlanLimitsService {
  private readonly deps: ModuleDeps;

  constructor(deps: ModuleDeps) {
    this.deps = deps;
  }

  /** The limits in force (the default plan's: every project is on it). */
  async limits(plan = DEFAULT_PLAN): Promise<PlanLimitValues> {
    const row = await this.deps.orm.em.fork().findOne(PlanLimit, { planName: plan });
    return { ...PLAN_LIMIT_DEFAULTS, ...row?.limits };
  }

  async get(actor: Actor, plan = DEFAULT_PLAN): Promise<PlanLimitValues> {
    authorizeUser(actor, 'admin_plan_limits', null);
    const row = await this.deps.orm.em.fork().findOne(PlanLimit, { planName: plan });
    if (!row) throw notFound('Plan');
    return { ...PLAN_LIMIT_DEFAULTS, ...row.limits };
  }

  async update(actor: Actor, plan: string, changes: Partial<PlanLimitValues>): Promise<PlanLimitValues> {
    authorizeUser(actor, 'admin_plan_limits', null);
    return this.deps.uow.run(async (tx) => {
      const row = await tx.em.findOne(PlanLimit, { planName: plan });
      if (!row) throw notFound('Plan');
      row.limits = { ...row.limits, ...changes };
      return { ...PLAN_LIMIT_DEFAULTS, ...row.limits };
    });
  }
}
