import { z } from 'zod';
import { offsetPage, pageOfArray } from '../../core/pagination.ts';
import { bool, idOrPath, int, pageParams } from '../../rest/params.ts';
import { Router } from '../../rest/router.ts';
import type { AccessLevelInput } from './access-level-inputs.ts';
import { PROTECTED_REF_ACCESS_LEVELS } from './protection.ts';
import { presentProtectedBranch, presentProtectedTag } from './protected-refs.presenter.ts';

/** Protected branches and protected tags of a project (maintainers). */
export const protectedRefsRouter = new Router();

const accessLevel = () =>
  int().refine((level) => PROTECTED_REF_ACCESS_LEVELS.includes(level), 'does not have a valid value');

/** `allowed_to_push[][access_level]=30`, `[{"user_id": 2}]`, `[{"id": 5, "_destroy": true}]`. */
const accessLevelList = () =>
  z
    .array(
      z.object({
        id: int().optional(),
        _destroy: bool().optional(),
        access_level: accessLevel().optional(),
        user_id: int().optional(),
        group_id: int().optional(),
      }),
    )
    .optional()
    .transform((list) =>
      list?.map((e): AccessLevelInput => ({
        id: e.id,
        destroy: e._destroy,
        accessLevel: e.access_level,
        userId: e.user_id,
        groupId: e.group_id,
      })),
    );

const project = { id: idOrPath() };
const named = { ...project, name: z.string().min(1) };

protectedRefsRouter.get(
  '/projects/:id/protected_branches',
  { input: z.object({ ...project, ...pageParams, search: z.string().optional() }), auth: 'required' },
  async ({ input, services, actor, paginate }) =>
    paginate(
      pageOfArray(
        await services.protectedBranches.list(actor, input.id, input.search),
        offsetPage(input.page, input.per_page),
      ),
      (view) => presentProtectedBranch(view.rule),
    ),
);

protectedRefsRouter.get(
  '/projects/:id/protected_branches/:name',
  { input: z.object(named), auth: 'required' },
  async ({ input, services, actor }) =>
    presentProtectedBranch((await services.protectedBranches.get(actor, input.id, input.name)).rule),
);

protectedRefsRouter.post(
  '/projects/:id/protected_branches',
  {
    input: z.object({
      ...named,
      push_access_level: accessLevel().optional(),
      merge_access_level: accessLevel().optional(),
      unprotect_access_level: accessLevel().optional(),
      allowed_to_push: accessLevelList(),
      allowed_to_merge: accessLevelList(),
      allowed_to_unprotect: accessLevelList(),
      allow_force_push: bool().optional(),
      code_owner_approval_required: bool().optional(),
    }),
    auth: 'required',
  },
  async ({ input, services, actor }) =>
    presentProtectedBranch(
      (
        await services.protectedBranches.create(actor, input.id, {
          name: input.name,
          pushAccessLevel: input.push_access_level,
          mergeAccessLevel: input.merge_access_level,
          unprotectAccessLevel: input.unprotect_access_level,
          allowedToPush: input.allowed_to_push,
          allowedToMerge: input.allowed_to_merge,
          allowedToUnprotect: input.allowed_to_unprotect,
          allowForcePush: input.allow_force_push,
          codeOwnerApprovalRequired: input.code_owner_approval_required,
        })
      ).rule,
    ),
);

protectedRefsRouter.patch(
  '/projects/:id/protected_branches/:name',
  {
    input: z.object({
      ...named,
      allowed_to_push: accessLevelList(),
      allowed_to_merge: accessLevelList(),
      allowed_to_unprotect: accessLevelList(),
      allow_force_push: bool().optional(),
      code_owner_approval_required: bool().optional(),
    }),
    auth: 'required',
  },
  async ({ input, services, actor }) =>
    presentProtectedBranch(
      (
        await services.protectedBranches.update(actor, input.id, input.name, {
          allowedToPush: input.allowed_to_push,
          allowedToMerge: input.allowed_to_merge,
          allowedToUnprotect: input.allowed_to_unprotect,
          allowForcePush: input.allow_force_push,
          codeOwnerApprovalRequired: input.code_owner_approval_required,
        })
      ).rule,
    ),
);

protectedRefsRouter.delete(
  '/projects/:id/protected_branches/:name',
  { input: z.object(named), auth: 'required' },
  async ({ input, services, actor, precondition }) => {
    await services.protectedBranches.delete(actor, input.id, input.name, precondition);
  },
);

protectedRefsRouter.get(
  '/projects/:id/protected_tags',
  { input: z.object({ ...project, ...pageParams }), auth: 'required' },
  async ({ input, services, actor, paginate }) =>
    paginate(
      pageOfArray(await services.protectedTags.list(actor, input.id), offsetPage(input.page, input.per_page)),
      (view) => presentProtectedTag(view.rule),
    ),
);

protectedRefsRouter.get(
  '/projects/:id/protected_tags/:name',
  { input: z.object(named), auth: 'required' },
  async ({ input, services, actor }) =>
    presentProtectedTag((await services.protectedTags.get(actor, input.id, input.name)).rule),
);

protectedRefsRouter.post(
  '/projects/:id/protected_tags',
  {
    input: z.object({
      ...named,
      create_access_level: accessLevel().optional(),
      allowed_to_create: accessLevelList(),
    }),
    auth: 'required',
  },
  async ({ input, services, actor }) =>
    presentProtectedTag(
      (
        await services.protectedTags.create(actor, input.id, {
          name: input.name,
          createAccessLevel: input.create_access_level,
          allowedToCreate: input.allowed_to_create,
        })
      ).rule,
    ),
);

protectedRefsRouter.delete(
  '/projects/:id/protected_tags/:name',
  { input: z.object(named), auth: 'required' },
  async ({ input, services, actor, precondition }) => {
    await services.protectedTags.delete(actor, input.id, input.name, precondition);
  },
);
