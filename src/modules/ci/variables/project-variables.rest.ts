import { z } from 'zod';
import { offsetPage } from '../../../core/pagination.ts';
import { bool, idOrPath, oneOf, pageParams } from '../../../rest/params.ts';
import { Router } from '../../../rest/router.ts';
import { VARIABLE_TYPES } from './ci-variable.entity.ts';
import { presentVariable } from './project-variables.presenter.ts';

/** A project's CI/CD variables (maintainers). */
export const projectVariablesRouter = new Router();

const attributes = {
  value: z.string().optional(),
  variable_type: oneOf(VARIABLE_TYPES).optional(),
  protected: bool().optional(),
  masked: bool().optional(),
  raw: bool().optional(),
  environment_scope: z.string().optional(),
  description: z.string().nullable().optional(),
};
const target = {
  id: idOrPath(),
  key: z.string().min(1),
  filter: z.object({ environment_scope: z.string().optional() }).optional(),
};

function toAttributes(input: z.infer<z.ZodObject<typeof attributes>>) {
  return {
    value: input.value,
    variableType: input.variable_type,
    protected: input.protected,
    masked: input.masked,
    raw: input.raw,
    environmentScope: input.environment_scope,
    description: input.description,
  };
}

projectVariablesRouter.get(
  '/projects/:id/variables',
  { input: z.object({ id: idOrPath(), ...pageParams }), auth: 'required' },
  async ({ input, services, actor, paginate }) =>
    paginate(
      await services.projectVariables.list(actor, input.id, offsetPage(input.page, input.per_page)),
      presentVariable,
    ),
);

projectVariablesRouter.get(
  '/projects/:id/variables/:key',
  { input: z.object(target), auth: 'required' },
  async ({ input, services, actor }) =>
    presentVariable(
      await services.projectVariables.get(actor, input.id, input.key, input.filter?.environment_scope),
    ),
);

projectVariablesRouter.post(
  '/projects/:id/variables',
  {
    input: z.object({
      id: idOrPath(),
      key: z.string(),
      ...attributes,
      value: z.string(),
      masked_and_hidden: bool().optional(),
    }),
    auth: 'required',
  },
  async ({ input, services, actor }) =>
    presentVariable(
      await services.projectVariables.create(actor, input.id, {
        ...toAttributes(input),
        key: input.key,
        value: input.value,
        maskedAndHidden: input.masked_and_hidden,
      }),
    ),
);

projectVariablesRouter.put(
  '/projects/:id/variables/:key',
  { input: z.object({ ...target, ...attributes }), auth: 'required' },
  async ({ input, services, actor }) =>
    presentVariable(
      await services.projectVariables.update(
        actor,
        input.id,
        input.key,
        input.filter?.environment_scope,
        toAttributes(input),
      ),
    ),
);

projectVariablesRouter.delete(
  '/projects/:id/variables/:key',
  { input: z.object(target), auth: 'required' },
  async ({ input, services, actor }) => {
    await services.projectVariables.delete(actor, input.id, input.key, input.filter?.environment_scope);
  },
);
