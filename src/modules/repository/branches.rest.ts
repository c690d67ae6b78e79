import { z } from 'zod';
import { offsetPage, pageOfArray } from '../../core/pagination.ts';
import { idOrPath, oneOf, pageParams } from '../../rest/params.ts';
import { JOB_TOKEN_REPOSITORY_READ, Router } from '../../rest/router.ts';
import { presentBranch, presentTag } from './refs.presenter.ts';

/** Branches and tags. */
export const branchesRouter = new Router();

const project = { id: idOrPath() };

branchesRouter.get(
  '/projects/:id/repository/branches',
  {
    input: z.object({
      ...project,
      ...pageParams,
      search: z.string().optional(),
      regex: z.string().optional(),
    }),
    jobToken: JOB_TOKEN_REPOSITORY_READ,
  },
  async ({ input, services, actor, paginate }) => {
    const branches = await services.branches.list(actor, input.id, {
      search: input.search,
      regex: input.regex,
    });
    return paginate(pageOfArray(branches, offsetPage(input.page, input.per_page)), presentBranch);
  },
);

branchesRouter.get(
  '/projects/:id/repository/branches/:branch',
  { input: z.object({ ...project, branch: z.string().min(1) }) },
  async ({ input, services, actor }) =>
    presentBranch(await services.branches.get(actor, input.id, input.branch)),
);

branchesRouter.post(
  '/projects/:id/repository/branches',
  { input: z.object({ ...project, branch: z.string().min(1), ref: z.string().min(1) }) },
  async ({ input, services, actor }) =>
    presentBranch(await services.branches.create(actor, input.id, input.branch, input.ref)),
);

branchesRouter.delete(
  '/projects/:id/repository/branches/:branch',
  { input: z.object({ ...project, branch: z.string().min(1) }) },
  async ({ input, services, actor }) => {
    await services.branches.delete(actor, input.id, input.branch);
  },
);

branchesRouter.get(
  '/projects/:id/repository/tags',
  {
    input: z.object({
      ...project,
      ...pageParams,
      search: z.string().optional(),
      order_by: oneOf(['name', 'updated', 'version']).optional(),
      sort: oneOf(['asc', 'desc']).optional(),
    }),
    jobToken: JOB_TOKEN_REPOSITORY_READ,
  },
  async ({ input, services, actor, paginate }) => {
    const tags = await services.tags.list(actor, input.id, {
      search: input.search,
      orderBy: input.order_by,
      sort: input.sort,
    });
    return paginate(pageOfArray(tags, offsetPage(input.page, input.per_page)), presentTag);
  },
);

branchesRouter.get(
  '/projects/:id/repository/tags/:tag_name',
  { input: z.object({ ...project, tag_name: z.string().min(1) }) },
  async ({ input, services, actor }) => presentTag(await services.tags.get(actor, input.id, input.tag_name)),
);

branchesRouter.post(
  '/projects/:id/repository/tags',
  {
    input: z.object({
      ...project,
      tag_name: z.string().min(1),
      ref: z.string().min(1),
      message: z.string().optional(),
    }),
  },
  async ({ input, services, actor }) =>
    presentTag(
      await services.tags.create(actor, input.id, {
        name: input.tag_name,
        ref: input.ref,
        message: input.message,
      }),
    ),
);

branchesRouter.delete(
  '/projects/:id/repository/tags/:tag_name',
  { input: z.object({ ...project, tag_name: z.string().min(1) }) },
  async ({ input, services, actor }) => {
    await services.tags.delete(actor, input.id, input.tag_name);
  },
);
