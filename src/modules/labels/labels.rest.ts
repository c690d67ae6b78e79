import { z } from 'zod';
import { offsetPage } from '../../core/pagination.ts';
import { bool, idOrPath, int, pageParams } from '../../rest/params.ts';
import { Router, type RouteContext } from '../../rest/router.ts';
import type { LabelView } from './label-view.ts';
import type { LabelParent, LabelUpdateInput } from './labels.service.ts';
import { presentGroupLabel, presentProjectLabel } from './labels.presenter.ts';

/** Project labels and group labels (GitLab's Labels API and Group labels API); every route needs a user. */
export const labelsRouter = new Router();

type Ctx = Pick<RouteContext<unknown>, 'services' | 'actor'>;

const projectParent = async ({ services, actor }: Ctx, id: string): Promise<LabelParent> => ({
  kind: 'project',
  subject: await services.labels.findProject(actor, id),
});
const groupParent = async ({ services, actor }: Ctx, id: string): Promise<LabelParent> => ({
  kind: 'group',
  subject: await services.labels.findGroup(actor, id),
});

/** The labels the caller subscribes to, as the parent shows them. */
const subscriptions = ({ services, actor }: Ctx, parent: LabelParent, labels: readonly LabelView[]) =>
  services.labels.subscribedIds(actor, labels, parent.kind === 'project' ? parent.subject.project.id : null);

/** One label as the parent's API shows it. */
async function presentOne(ctx: Ctx, parent: LabelParent, label: LabelView) {
  const subscribed = await subscriptions(ctx, parent, [label]);
  return parent.kind === 'project'
    ? presentProjectLabel(label, { subscribed })
    : presentGroupLabel(label, { subscribed });
}

/** A route answering with one label of the project or group `:id` names, as its API shows it. */
function one<I extends { id: string }>(
  kind: LabelParent['kind'],
  run: (ctx: RouteContext<I>, parent: LabelParent) => Promise<LabelView>,
): (ctx: RouteContext<I>) => Promise<unknown> {
  return async (ctx) => {
    const parent = await (kind === 'project' ? projectParent : groupParent)(ctx, ctx.input.id);
    return presentOne(ctx, parent, await run(ctx, parent));
  };
}

/** `priority` may be blank, which removes it. */
const priority = () => z.preprocess((v) => (v === '' ? null : v), int().nullable()).optional();

const createParams = {
  id: idOrPath(),
  name: z.string(),
  color: z.string(),
  description: z.string().nullable().optional(),
  archived: bool().optional(),
};

const updateFields = {
  new_name: z.string().optional(),
  color: z.string().optional(),
  description: z.string().nullable().optional(),
  archived: bool().optional(),
};

type UpdateParams = {
  new_name?: string;
  color?: string;
  description?: string | null;
  archived?: boolean;
  priority?: number | null;
};

/** GitLab's `at_least_one_of`: "new_name, color, ... are missing, at least one parameter must be provided". */
const atLeastOne = (names: readonly string[]) => (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
  if (names.some((name) => value[name] !== undefined)) return;
  ctx.addIssue({
    code: 'custom',
    path: [names.join(', ')],
    message: 'are missing, at least one parameter must be provided',
  });
};

/** GitLab's `exactly_one_of :label_id, :name` of the older update and delete routes. */
const exactlyOne = (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
  const given = ['label_id', 'name'].filter((name) => value[name] !== undefined);
  if (given.length === 1) return;
  ctx.addIssue({
    code: 'custom',
    path: ['label_id, name'],
    message:
      given.length === 0 ? 'are missing, exactly one parameter must be provided' : 'are mutually exclusive',
  });
};

const PROJECT_UPDATE_FIELDS = ['new_name', 'color', 'description', 'priority', 'archived'];
const GROUP_UPDATE_FIELDS = ['new_name', 'color', 'description', 'archived'];

const updateInput = (input: UpdateParams): LabelUpdateInput => ({
  title: input.new_name,
  color: input.color,
  description: input.description,
  archived: input.archived,
  priority: input.priority,
});

const oldStyleTarget = (input: { label_id?: number; name?: string }) =>
  input.label_id !== undefined ? String(input.label_id) : input.name!;

// ---------------------------------------------------------------- project labels

labelsRouter.get(
  '/projects/:id/labels',
  {
    input: z.object({
      id: idOrPath(),
      ...pageParams,
      with_counts: bool().optional(),
      include_ancestor_groups: bool().optional(),
      search: z.string().optional(),
    }),
    auth: 'required',
  },
  async (ctx) => {
    const { input, services, actor, paginate } = ctx;
    const parent = await projectParent(ctx, input.id);
    const page = await services.labels.list(
      actor,
      parent,
      { includeAncestorGroups: input.include_ancestor_groups ?? true },
      { search: input.search },
      offsetPage(input.page, input.per_page),
    );
    const counts = input.with_counts ? await services.labels.counts(actor, page.items) : null;
    const subscribed = await subscriptions(ctx, parent, page.items);
    return paginate(page, (label) => presentProjectLabel(label, { counts, subscribed }));
  },
);

labelsRouter.get(
  '/projects/:id/labels/:label_id',
  {
    input: z.object({
      id: idOrPath(),
      label_id: z.string().min(1),
      include_ancestor_groups: bool().optional(),
    }),
    auth: 'required',
  },
  one('project', (ctx, parent) =>
    ctx.services.labels.get(ctx.actor, parent, ctx.input.label_id, {
      includeAncestorGroups: ctx.input.include_ancestor_groups ?? true,
    }),
  ),
);

labelsRouter.post(
  '/projects/:id/labels',
  { input: z.object({ ...createParams, priority: priority() }) },
  one('project', (ctx, parent) =>
    ctx.services.labels.create(ctx.actor, parent, {
      title: ctx.input.name,
      color: ctx.input.color,
      description: ctx.input.description,
      archived: ctx.input.archived,
      priority: ctx.input.priority,
    }),
  ),
);

labelsRouter.put(
  '/projects/:id/labels/:label_id',
  {
    input: z
      .object({ id: idOrPath(), label_id: z.string().min(1), ...updateFields, priority: priority() })
      .superRefine(atLeastOne(PROJECT_UPDATE_FIELDS)),
  },
  one('project', (ctx, parent) =>
    ctx.services.labels.update(ctx.actor, parent, ctx.input.label_id, updateInput(ctx.input)),
  ),
);

// The older form python-gitlab 3 uses: the label named in the body.
labelsRouter.put(
  '/projects/:id/labels',
  {
    input: z
      .object({
        id: idOrPath(),
        label_id: int().optional(),
        name: z.string().min(1).optional(),
        ...updateFields,
        priority: priority(),
      })
      .superRefine(exactlyOne)
      .superRefine(atLeastOne(PROJECT_UPDATE_FIELDS)),
  },
  one('project', (ctx, parent) =>
    ctx.services.labels.update(ctx.actor, parent, oldStyleTarget(ctx.input), updateInput(ctx.input)),
  ),
);

labelsRouter.delete(
  '/projects/:id/labels/:label_id',
  { input: z.object({ id: idOrPath(), label_id: z.string().min(1) }) },
  async (ctx) => {
    await ctx.services.labels.delete(ctx.actor, await projectParent(ctx, ctx.input.id), ctx.input.label_id);
  },
);

labelsRouter.delete(
  '/projects/:id/labels',
  {
    input: z
      .object({ id: idOrPath(), label_id: int().optional(), name: z.string().min(1).optional() })
      .superRefine(exactlyOne),
  },
  async (ctx) => {
    await ctx.services.labels.delete(
      ctx.actor,
      await projectParent(ctx, ctx.input.id),
      oldStyleTarget(ctx.input),
    );
  },
);

labelsRouter.put(
  '/projects/:id/labels/:label_id/promote',
  { input: z.object({ id: idOrPath(), label_id: z.string().min(1) }) },
  async ({ input, services, actor }) => {
    const project = await services.labels.findProject(actor, input.id);
    const { label } = await services.labels.promote(actor, project, input.label_id);
    return presentGroupLabel(label);
  },
);

// ---------------------------------------------------------------- group labels

labelsRouter.get(
  '/groups/:id/labels',
  {
    input: z.object({
      id: idOrPath(),
      ...pageParams,
      with_counts: bool().optional(),
      include_ancestor_groups: bool().optional(),
      include_descendant_groups: bool().optional(),
      only_group_labels: bool().optional(),
      search: z.string().optional(),
    }),
    auth: 'required',
  },
  async (ctx) => {
    const { input, services, actor, paginate } = ctx;
    const parent = await groupParent(ctx, input.id);
    const page = await services.labels.list(
      actor,
      parent,
      {
        includeAncestorGroups: input.include_ancestor_groups ?? true,
        includeDescendantGroups: input.include_descendant_groups ?? false,
        onlyGroupLabels: input.only_group_labels ?? true,
      },
      { search: input.search },
      offsetPage(input.page, input.per_page),
    );
    const counts = input.with_counts ? await services.labels.counts(actor, page.items) : null;
    const subscribed = await subscriptions(ctx, parent, page.items);
    return paginate(page, (label) => presentGroupLabel(label, { counts, subscribed }));
  },
);

labelsRouter.get(
  '/groups/:id/labels/:label_id',
  {
    input: z.object({
      id: idOrPath(),
      label_id: z.string().min(1),
      include_ancestor_groups: bool().optional(),
      include_descendant_groups: bool().optional(),
      only_group_labels: bool().optional(),
    }),
    auth: 'required',
  },
  one('group', (ctx, parent) =>
    ctx.services.labels.get(ctx.actor, parent, ctx.input.label_id, {
      includeAncestorGroups: ctx.input.include_ancestor_groups ?? true,
      includeDescendantGroups: ctx.input.include_descendant_groups ?? false,
      onlyGroupLabels: ctx.input.only_group_labels ?? true,
    }),
  ),
);

labelsRouter.post(
  '/groups/:id/labels',
  { input: z.object(createParams) },
  one('group', (ctx, parent) =>
    ctx.services.labels.create(ctx.actor, parent, {
      title: ctx.input.name,
      color: ctx.input.color,
      description: ctx.input.description,
      archived: ctx.input.archived,
    }),
  ),
);

labelsRouter.put(
  '/groups/:id/labels/:label_id',
  {
    input: z
      .object({ id: idOrPath(), label_id: z.string().min(1), ...updateFields })
      .superRefine(atLeastOne(GROUP_UPDATE_FIELDS)),
  },
  one('group', (ctx, parent) =>
    ctx.services.labels.update(ctx.actor, parent, ctx.input.label_id, updateInput(ctx.input)),
  ),
);

labelsRouter.put(
  '/groups/:id/labels',
  {
    input: z
      .object({
        id: idOrPath(),
        label_id: int().optional(),
        name: z.string().min(1).optional(),
        ...updateFields,
      })
      .superRefine(exactlyOne)
      .superRefine(atLeastOne(GROUP_UPDATE_FIELDS)),
  },
  one('group', (ctx, parent) =>
    ctx.services.labels.update(ctx.actor, parent, oldStyleTarget(ctx.input), updateInput(ctx.input)),
  ),
);

labelsRouter.delete(
  '/groups/:id/labels/:label_id',
  { input: z.object({ id: idOrPath(), label_id: z.string().min(1) }) },
  async (ctx) => {
    await ctx.services.labels.delete(ctx.actor, await groupParent(ctx, ctx.input.id), ctx.input.label_id);
  },
);

labelsRouter.delete(
  '/groups/:id/labels',
  { input: z.object({ id: idOrPath(), name: z.string().min(1) }) },
  async (ctx) => {
    await ctx.services.labels.delete(ctx.actor, await groupParent(ctx, ctx.input.id), ctx.input.name);
  },
);

// ---------------------------------------------------------------- subscriptions

/** Subscribing answers 201 with the label, or 304 when nothing changed (already so). */
for (const kind of ['project', 'group'] as const) {
  for (const action of ['subscribe', 'unsubscribe'] as const) {
    labelsRouter.post(
      `/${kind}s/:id/labels/:label_id/${action}`,
      { input: z.object({ id: idOrPath(), label_id: z.string().min(1) }) },
      async (ctx) => {
        const parent = await (kind === 'project' ? projectParent : groupParent)(ctx, ctx.input.id);
        const result = await ctx.services.labels.setSubscribed(
          ctx.actor,
          parent,
          ctx.input.label_id,
          action === 'subscribe',
        );
        if (!result.changed) {
          ctx.reply.code(304);
          return undefined;
        }
        return presentOne(ctx, parent, result.label);
      },
    );
  }
}
