import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { DomainError, type FieldErrors } from '../../core/errors.ts';
import { bool, dateTime, idOrPath, intArray, oneOf, pageParams, positiveInt } from '../../rest/params.ts';
import { pageRequestFrom } from '../../rest/pagination.ts';
import { Router } from '../../rest/router.ts';
import type { MilestoneListOptions } from './milestones.service.ts';
import type { MilestoneParentRef } from './milestones.policy.ts';
import { presentMilestone } from './milestones.presenter.ts';

/** Project milestones (`/projects/:id/milestones`) and group milestones (`/groups/:id/milestones`). */
export const milestonesRouter = new Router();

const listParams = {
  id: idOrPath(),
  state: oneOf(['active', 'closed', 'all']).optional(),
  iids: intArray().optional(),
  title: z.string().optional(),
  search: z.string().optional(),
  search_title: z.string().optional(),
  include_ancestors: bool().optional(),
  /** Deprecated name of include_ancestors. */
  include_parent_milestones: bool().optional(),
  updated_before: dateTime().optional(),
  updated_after: dateTime().optional(),
  ...pageParams,
};

const dateParams = {
  description: z.string().nullable().optional(),
  due_date: z.string().nullable().optional(),
  start_date: z.string().nullable().optional(),
};

const UPDATABLE = ['title', 'description', 'start_date', 'due_date', 'state_event'];
const updateParams = z
  .object({
    id: idOrPath(),
    milestone_id: positiveInt(),
    title: z.string().optional(),
    state_event: oneOf(['close', 'activate']).optional(),
    ...dateParams,
  })
  .superRefine((value, ctx) => {
    if (UPDATABLE.some((name) => (value as Record<string, unknown>)[name] !== undefined)) return;
    ctx.addIssue({
      code: 'custom',
      path: [UPDATABLE.join(', ')],
      message: 'are missing, at least one parameter must be provided',
    });
  });

function listOptions(
  input: z.infer<z.ZodObject<typeof listParams>>,
  descendants?: boolean,
): MilestoneListOptions {
  return {
    state: input.state === 'all' ? undefined : input.state,
    iids: input.iids,
    title: input.title,
    search: input.search,
    searchTitle: input.search_title,
    includeAncestors: input.include_ancestors ?? input.include_parent_milestones ?? false,
    includeDescendants: descendants ?? false,
    updatedBefore: input.updated_before,
    updatedAfter: input.updated_after,
  };
}

/** Ruby's `Hash#inspect` of model errors, as GitLab embeds them in "Failed to create milestone ...". */
function inspectErrors(errors: FieldErrors): string {
  const entries = Object.entries(errors).map(
    ([field, messages]) => `:${field}=>[${messages.map((m) => JSON.stringify(m)).join(', ')}]`,
  );
  return `{${entries.join(', ')}}`;
}

/** Runs a write; model errors answer 400 `Failed to <what> milestone {...}` verbatim, as GitLab's. */
async function saving<T>(
  reply: FastifyReply,
  what: string,
  work: () => Promise<T>,
): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'bad_request' && error.fieldErrors) {
      return reply
        .code(400)
        .send({ message: `Failed to ${what} milestone ${inspectErrors(error.fieldErrors)}` });
    }
    throw error;
  }
}

for (const kind of ['project', 'group'] as const) {
  const base = kind === 'project' ? '/projects/:id/milestones' : '/groups/:id/milestones';
  const ref = (id: string): MilestoneParentRef => ({ kind, id });
  const one = { id: idOrPath(), milestone_id: positiveInt() };
  const list =
    kind === 'project'
      ? z.object(listParams)
      : z.object({ ...listParams, include_descendants: bool().optional() });

  // GitLab's milestone endpoints authenticate every request (`before { authenticate! }`).
  milestonesRouter.get(
    base,
    { input: list, auth: 'required' },
    async ({ input, services, actor, paginate }) => {
      const descendants =
        'include_descendants' in input ? (input.include_descendants as boolean | undefined) : false;
      const page = await services.milestones.list(
        actor,
        ref(input.id),
        listOptions(input, descendants),
        pageRequestFrom(input),
      );
      return paginate(page, presentMilestone);
    },
  );

  milestonesRouter.get(
    `${base}/:milestone_id`,
    { input: z.object(one), auth: 'required' },
    async ({ input, services, actor }) =>
      presentMilestone(await services.milestones.get(actor, ref(input.id), input.milestone_id)),
  );

  milestonesRouter.post(
    base,
    { input: z.object({ id: idOrPath(), title: z.string(), ...dateParams }) },
    async ({ input, services, actor, reply }) =>
      saving(reply, 'create', async () =>
        presentMilestone(
          await services.milestones.create(actor, ref(input.id), {
            title: input.title,
            description: input.description,
            dueDate: input.due_date,
            startDate: input.start_date,
          }),
        ),
      ),
  );

  milestonesRouter.put(
    `${base}/:milestone_id`,
    { input: updateParams },
    async ({ input, services, actor, reply }) =>
      saving(reply, 'update', async () =>
        presentMilestone(
          await services.milestones.update(actor, ref(input.id), input.milestone_id, {
            title: input.title,
            description: input.description,
            dueDate: input.due_date,
            startDate: input.start_date,
            stateEvent: input.state_event,
          }),
        ),
      ),
  );

  milestonesRouter.delete(
    `${base}/:milestone_id`,
    { input: z.object(one) },
    async ({ input, services, actor }) => {
      await services.milestones.delete(actor, ref(input.id), input.milestone_id);
    },
  );
}

// GitLab answers a promotion with status 200 and the bare body `200` (Grape's `status(200)`).
milestonesRouter.post(
  '/projects/:id/milestones/:milestone_id/promote',
  { input: z.object({ id: idOrPath(), milestone_id: positiveInt() }), status: 200 },
  async ({ input, services, actor, reply }) => {
    await services.milestones.promote(actor, input.id, input.milestone_id);
    return reply.code(200).type('application/json').send('200');
  },
);
