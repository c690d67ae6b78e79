import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { isAdmin, type Actor } from '../../core/actor.ts';
import { DomainError, methodNotAllowed, type FieldErrors } from '../../core/errors.ts';
import { clampPerPage, offsetPage, type Page, type PageRequest } from '../../core/pagination.ts';
import type { Urls } from '../../core/urls.ts';
import { bool, idOrPath, int, intArray, oneOf, pageParams, stringRecord } from '../../rest/params.ts';
import { Router } from '../../rest/router.ts';
import type { Services } from '../../services.ts';
import type { Namespace } from '../namespaces/namespace.entity.ts';
import type { ProjectSubject } from '../projects/projects.policy.ts';
import { presentProject } from '../projects/projects.presenter.ts';
import { GROUP_ORDER_FIELDS, type GroupFilters } from './groups.finder.ts';
import type { GroupSubject } from './groups.policy.ts';
import { presentGroup, presentGroupDetail } from './groups.presenter.ts';
import {
  PROJECT_CREATION_LEVELS,
  SHARED_RUNNERS_SETTINGS,
  SUBGROUP_CREATION_LEVELS,
  type GroupSettingsInput,
} from './group-settings.ts';
import { GroupTransferError } from './groups.service.ts';

export const groupsRouter = new Router();

/** The detail view lists at most this many projects (and as many shared projects). */
const DETAIL_PROJECTS_LIMIT = 100;

/** GitLab's default limit on offset pagination for callers who could page with keyset instead. */

const ACCESS_LEVELS = [0, 5, 10, 15, 20, 30, 40, 50];

const accessLevel = () =>
  int().refine((v) => ACCESS_LEVELS.includes(v), { message: 'does not have a valid value' });

const listParams = z.object({
  ...pageParams,
  pagination: oneOf(['offset', 'keyset']).optional(),
  cursor: z.string().optional(),
  skip_groups: intArray().optional(),
  all_available: bool().optional(),
  search: z.string().optional(),
  order_by: oneOf(GROUP_ORDER_FIELDS).optional(),
  sort: oneOf(['asc', 'desc']).optional(),
  statistics: bool().optional(),
  visibility: oneOf(['private', 'internal', 'public']).optional(),
  with_custom_attributes: bool().optional(),
  owned: bool().optional(),
  min_access_level: accessLevel().optional(),
  top_level_only: bool().optional(),
  custom_attributes: stringRecord().optional(),
});
type ListParams = z.infer<typeof listParams>;

const accessLevelList = () => z.array(z.object({ access_level: int() }));

/** Settings shared by create and update (GitLab's `optional_params`). */
const settingsParams = {
  description: z.string().optional(),
  visibility: oneOf(['private', 'internal', 'public']).optional(),
  share_with_group_lock: bool().optional(),
  require_two_factor_authentication: bool().optional(),
  two_factor_grace_period: int().optional(),
  project_creation_level: oneOf(PROJECT_CREATION_LEVELS).optional(),
  subgroup_creation_level: oneOf(SUBGROUP_CREATION_LEVELS).optional(),
  auto_devops_enabled: bool().optional(),
  emails_disabled: bool().optional(),
  emails_enabled: bool().optional(),
  mentions_disabled: bool().optional(),
  lfs_enabled: bool().optional(),
  request_access_enabled: bool().optional(),
  default_branch: z.string().optional(),
  default_branch_protection: int()
    .refine((v) => v >= 0 && v <= 4, { message: 'does not have a valid value' })
    .optional(),
  default_branch_protection_defaults: z
    .object({
      allowed_to_push: accessLevelList().optional(),
      allow_force_push: bool().optional(),
      allowed_to_merge: accessLevelList().optional(),
      developer_can_initial_push: bool().optional(),
    })
    .optional(),
  shared_runners_setting: oneOf(SHARED_RUNNERS_SETTINGS).optional(),
  membership_lock: bool().optional(),
  file_template_project_id: int().optional(),
};
type SettingsParams = z.infer<z.ZodObject<typeof settingsParams>>;

function settingsFrom(input: SettingsParams): GroupSettingsInput {
  return {
    description: input.description,
    visibility: input.visibility,
    shareWithGroupLock: input.share_with_group_lock,
    requireTwoFactorAuthentication: input.require_two_factor_authentication,
    twoFactorGracePeriod: input.two_factor_grace_period,
    projectCreationLevel: input.project_creation_level,
    subgroupCreationLevel: input.subgroup_creation_level,
    autoDevopsEnabled: input.auto_devops_enabled,
    // `emails_disabled` is the deprecated inverse of `emails_enabled`, and wins when both are given.
    emailsEnabled: input.emails_disabled !== undefined ? !input.emails_disabled : input.emails_enabled,
    mentionsDisabled: input.mentions_disabled,
    lfsEnabled: input.lfs_enabled,
    requestAccessEnabled: input.request_access_enabled,
    defaultBranch: input.default_branch,
    defaultBranchProtection: input.default_branch_protection,
    defaultBranchProtectionDefaults: input.default_branch_protection_defaults,
    sharedRunnersSetting: input.shared_runners_setting,
    membershipLock: input.membership_lock,
    fileTemplateProjectId: input.file_template_project_id,
  };
}

function filtersFrom(input: ListParams): GroupFilters {
  return {
    skipGroups: input.skip_groups,
    allAvailable: input.all_available,
    search: input.search,
    orderBy: input.order_by,
    sort: input.sort,
    visibility: input.visibility,
    owned: input.owned,
    minAccessLevel: input.min_access_level,
    topLevelOnly: input.top_level_only,
    customAttributes: input.custom_attributes,
  };
}

/**
 * Offset pages by default. Anonymous callers may page GET /groups by keyset (`pagination=keyset`,
 * ordered by name ascending only) and are held to the offset limit, as GitLab does; signed-in
 * callers always get offset pages.
 */
function pageRequest(input: ListParams, actor: Actor, keysetAllowed: boolean): PageRequest {
  if (!keysetAllowed || actor.user) return offsetPage(input.page, input.per_page);
  if (input.pagination === 'keyset') {
    if ((input.order_by ?? 'name') !== 'name' || (input.sort ?? 'asc') !== 'asc') {
      throw methodNotAllowed('Keyset pagination is not yet available for this type of request');
    }
    return {
      kind: 'keyset',
      direction: 'forward',
      size: clampPerPage(input.per_page),
      cursor: input.cursor ?? null,
    };
  }
  return offsetPage(input.page, input.per_page);
}

async function presentList(
  services: Services,
  actor: Actor,
  urls: Urls,
  input: ListParams,
  page: Page<Namespace>,
  paginate: <T, R>(page: Page<T>, present: (item: T) => R) => R[],
) {
  const statistics = input.statistics === true && services.groups.canReadStatistics(actor);
  const attributes = input.with_custom_attributes
    ? await services.groups.customAttributes(
        actor,
        page.items.map((g) => g.id),
      )
    : null;
  return paginate(page, (group) =>
    presentGroup(group, {
      urls,
      admin: isAdmin(actor),
      statistics,
      ...(attributes ? { customAttributes: attributes.get(group.id) ?? [] } : {}),
    }),
  );
}

async function presentDetail(
  services: Services,
  actor: Actor,
  urls: Urls,
  subject: GroupSubject,
  options: { withCustomAttributes?: boolean; statistics?: boolean; withProjects?: boolean } = {},
) {
  const group = subject.group;
  const sharedWithGroups =
    (await services.sharing.sharedWithGroups(actor, 'Namespace', [group.id])).get(group.id) ?? [];
  const attributes = options.withCustomAttributes
    ? await services.groups.customAttributes(actor, [group.id])
    : null;
  const view = presentGroupDetail(
    group,
    { sharedWithGroups },
    {
      urls,
      admin: isAdmin(actor),
      statistics: options.statistics === true && services.groups.canReadStatistics(actor),
      ...(attributes ? { customAttributes: attributes.get(group.id) ?? [] } : {}),
    },
  );
  if (!options.withProjects) return view;
  // Deprecated in v4 but still sent: the group's own projects and those shared with it, up to 100 each.
  const firstPage = offsetPage(1, DETAIL_PROJECTS_LIMIT);
  const own = await services.projects.listForGroup(
    actor,
    group.id,
    { includeSubgroups: false, withShared: false },
    {},
    firstPage,
  );
  const sharedIds = await services.groups.sharedProjectIds(group);
  const shared = await services.projects.list(actor, { ids: sharedIds }, firstPage);
  const present = async (items: Page<ProjectSubject>['items']) =>
    (await services.projects.views(actor, items)).map((v) => presentProject(v, { urls, actor }));
  return { ...view, projects: await present(own.items), shared_projects: await present(shared.items) };
}

/** Ruby's `Hash#inspect` of model errors, as GitLab embeds them in "Failed to save group ...". */
function inspectErrors(errors: FieldErrors): string {
  const entries = Object.entries(errors).map(
    ([field, messages]) => `:${field}=>[${messages.map((m) => JSON.stringify(m)).join(', ')}]`,
  );
  return `{${entries.join(', ')}}`;
}

/** Sends a 400 with `message` verbatim (GitLab's `render_api_error!`) and marks the reply sent. */
function renderApiError(reply: FastifyReply, message: string): FastifyReply {
  return reply.code(400).send({ message });
}

groupsRouter.get('/groups', { input: listParams }, async ({ input, actor, services, urls, paginate }) => {
  const page = await services.groupsFinder.list(actor, filtersFrom(input), pageRequest(input, actor, true));
  return presentList(services, actor, urls, input, page, paginate);
});

groupsRouter.post(
  '/groups',
  {
    auth: 'required',
    input: z.object({ name: z.string(), path: z.string(), parent_id: int().optional(), ...settingsParams }),
  },
  async ({ input, actor, services, urls, reply }) => {
    let subject: GroupSubject;
    try {
      subject = await services.groups.create(actor, {
        name: input.name,
        path: input.path,
        parentId: input.parent_id,
        ...settingsFrom(input),
      });
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'bad_request' && error.fieldErrors) {
        return renderApiError(reply, `Failed to save group ${inspectErrors(error.fieldErrors)}`);
      }
      throw error;
    }
    return presentDetail(services, actor, urls, subject);
  },
);

groupsRouter.get(
  '/groups/:id',
  {
    input: z.object({
      id: idOrPath(),
      with_custom_attributes: bool().optional(),
      with_projects: bool().optional(),
      statistics: bool().optional(),
    }),
  },
  async ({ input, actor, services, urls }) => {
    const subject = await services.groups.find(actor, input.id);
    return presentDetail(services, actor, urls, subject, {
      withCustomAttributes: input.with_custom_attributes,
      statistics: input.statistics,
      withProjects: input.with_projects ?? true,
    });
  },
);

groupsRouter.put(
  '/groups/:id',
  {
    auth: 'required',
    input: z.object({
      id: idOrPath(),
      name: z.string().optional(),
      path: z.string().optional(),
      ...settingsParams,
    }),
  },
  async ({ input, actor, services, urls }) => {
    const subject = await services.groups.update(actor, input.id, {
      name: input.name,
      path: input.path,
      ...settingsFrom(input),
    });
    return presentDetail(services, actor, urls, subject, { withProjects: true });
  },
);

groupsRouter.delete(
  '/groups/:id',
  { auth: 'required', input: z.object({ id: idOrPath() }) },
  async ({ input, actor, services, reply, precondition }) => {
    await services.groups.delete(actor, input.id, precondition);
    reply.code(202);
    return { message: '202 Accepted' };
  },
);

groupsRouter.post(
  '/groups/:id/transfer',
  { auth: 'required', input: z.object({ id: idOrPath(), group_id: int().optional() }) },
  async ({ input, actor, services, urls, reply }) => {
    let subject: GroupSubject;
    try {
      subject = await services.groups.transfer(actor, input.id, input.group_id ?? null);
    } catch (error) {
      if (error instanceof GroupTransferError) return renderApiError(reply, error.detail!);
      throw error;
    }
    return presentDetail(services, actor, urls, subject);
  },
);

for (const [suffix, scope] of [
  ['subgroups', 'parentId'],
  ['descendant_groups', 'descendantsOf'],
] as const) {
  groupsRouter.get(
    `/groups/:id/${suffix}`,
    { input: listParams.extend({ id: idOrPath() }) },
    async ({ input, actor, services, urls, paginate }) => {
      const parent = await services.groups.find(actor, input.id);
      const filters: GroupFilters = { ...filtersFrom(input), [scope]: parent.group.id };
      const page = await services.groupsFinder.list(actor, filters, pageRequest(input, actor, false));
      return presentList(services, actor, urls, input, page, paginate);
    },
  );
}
