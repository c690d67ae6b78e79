import { z } from 'zod';
import { offsetPage } from '../../../core/pagination.ts';
import { bool, idOrPath, oneOf, pageParams } from '../../../rest/params.ts';
import { Router } from '../../../rest/router.ts';
import { VARIABLE_TYPES } from './ci-variable.entity.ts';
import { presentVariable } from './ci-variables.presenter.ts';

/** CI/CD variables of projects (maintainers), groups (owners) and the instance (administrators). */
export const ciVariablesRouter = new Router();

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

const OWNERS = [
  { base: '/projects/:id/variables', owner: (id?: string) => ({ kind: 'project' as const, idOrPath: id! }) },
  { base: '/groups/:id/variables', owner: (id?: string) => ({ kind: 'group' as const, idOrPath: id! }) },
  // The instance's variables (administrators) have no environment scopes.
  { base: '/admin/ci/variables', owner: () => ({ kind: 'instance' as const }) },
];

for (const { base, owner } of OWNERS) {
  // The instance's routes have no :id; the owner ignores it there.
  const ownerParams = { id: base.includes(':id') ? idOrPath() : idOrPath().optional() };

  ciVariablesRouter.get(
    base,
    { input: z.object({ ...ownerParams, ...pageParams }), auth: 'required' },
    async ({ input, services, actor, paginate }) =>
      paginate(
        await services.ciVariables.list(actor, owner(input.id), offsetPage(input.page, input.per_page)),
        presentVariable,
      ),
  );

  ciVariablesRouter.get(
    `${base}/:key`,
    { input: z.object({ ...target, ...ownerParams }), auth: 'required' },
    async ({ input, services, actor }) =>
      presentVariable(
        await services.ciVariables.get(actor, owner(input.id), input.key, input.filter?.environment_scope),
      ),
  );

  ciVariablesRouter.post(
    base,
    {
      input: z.object({
        ...ownerParams,
        key: z.string(),
        ...attributes,
        value: z.string(),
        masked_and_hidden: bool().optional(),
      }),
      auth: 'required',
    },
    async ({ input, services, actor }) =>
      presentVariable(
        await services.ciVariables.create(actor, owner(input.id), {
          ...toAttributes(input),
          key: input.key,
          value: input.value,
          maskedAndHidden: input.masked_and_hidden,
        }),
      ),
  );

  ciVariablesRouter.put(
    `${base}/:key`,
    { input: z.object({ ...target, ...ownerParams, ...attributes }), auth: 'required' },
    async ({ input, services, actor }) =>
      presentVariable(
        await services.ciVariables.update(
          actor,
          owner(input.id),
          input.key,
          input.filter?.environment_scope,
          toAttributes(input),
        ),
      ),
  );

  ciVariablesRouter.delete(
    `${base}/:key`,
    { input: z.object({ ...target, ...ownerParams }), auth: 'required' },
    async ({ input, services, actor, precondition }) => {
      await services.ciVariables.delete(
        actor,
        owner(input.id),
        input.key,
        input.filter?.environment_scope,
        precondition,
      );
    },
  );
}
