import { z } from 'zod';
import { offsetPage, pageOfArray } from '../../../core/pagination.ts';
import { bool, idOrPath, pageParams, positiveInt } from '../../../rest/params.ts';
import { Router } from '../../../rest/router.ts';
import { presentProjectBasic } from '../../projects/projects.presenter.ts';
import {
  presentAllowlistedGroup,
  presentGroupScopeLink,
  presentJobTokenScope,
  presentProjectScopeLink,
} from './job-token-scope.presenter.ts';

/** A project's CI/CD job token scope: its setting and its allowlists of projects and groups (maintainers). */
export const jobTokenScopeRouter = new Router();

const project = { id: idOrPath() };

jobTokenScopeRouter.get(
  '/projects/:id/job_token_scope',
  { input: z.object(project), auth: 'required' },
  async ({ input, services, actor }) =>
    presentJobTokenScope(await services.jobTokenScope.settings(actor, input.id)),
);

jobTokenScopeRouter.patch(
  '/projects/:id/job_token_scope',
  { input: z.object({ ...project, enabled: bool() }), auth: 'required', status: 204 },
  async ({ input, services, actor }) => {
    await services.jobTokenScope.update(actor, input.id, { inboundEnabled: input.enabled });
  },
);

jobTokenScopeRouter.get(
  '/projects/:id/job_token_scope/allowlist',
  { input: z.object({ ...project, ...pageParams }), auth: 'required' },
  async ({ input, services, actor, urls, paginate }) => {
    const allowed = await services.jobTokenScope.projects(actor, input.id);
    const page = pageOfArray(allowed, offsetPage(input.page, input.per_page));
    const subjects = await services.projects.subjects(actor, page.items);
    const views = await services.projects.views(
      actor,
      page.items.map((p) => subjects.get(p.id)!),
    );
    return paginate({ ...page, items: views }, (view) => presentProjectBasic(view, { urls, actor }));
  },
);

jobTokenScopeRouter.post(
  '/projects/:id/job_token_scope/allowlist',
  { input: z.object({ ...project, target_project_id: positiveInt() }), auth: 'required' },
  async ({ input, services, actor }) =>
    presentProjectScopeLink(
      await services.jobTokenScope.addProject(actor, input.id, { id: input.target_project_id }),
    ),
);

jobTokenScopeRouter.delete(
  '/projects/:id/job_token_scope/allowlist/:target_project_id',
  { input: z.object({ ...project, target_project_id: positiveInt() }), auth: 'required' },
  async ({ input, services, actor }) => {
    await services.jobTokenScope.removeProject(actor, input.id, { id: input.target_project_id });
  },
);

jobTokenScopeRouter.get(
  '/projects/:id/job_token_scope/groups_allowlist',
  { input: z.object({ ...project, ...pageParams }), auth: 'required' },
  async ({ input, services, actor, urls, paginate }) => {
    const groups = await services.jobTokenScope.groups(actor, input.id);
    return paginate(pageOfArray(groups, offsetPage(input.page, input.per_page)), (group) =>
      presentAllowlistedGroup(group, urls),
    );
  },
);

jobTokenScopeRouter.post(
  '/projects/:id/job_token_scope/groups_allowlist',
  { input: z.object({ ...project, target_group_id: positiveInt() }), auth: 'required' },
  async ({ input, services, actor }) =>
    presentGroupScopeLink(
      await services.jobTokenScope.addGroup(actor, input.id, { id: input.target_group_id }),
    ),
);

jobTokenScopeRouter.delete(
  '/projects/:id/job_token_scope/groups_allowlist/:target_group_id',
  { input: z.object({ ...project, target_group_id: positiveInt() }), auth: 'required' },
  async ({ input, services, actor }) => {
    await services.jobTokenScope.removeGroup(actor, input.id, { id: input.target_group_id });
  },
);
