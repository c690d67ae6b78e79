import { z } from 'zod';
import { isAdmin } from '../../core/actor.ts';
import { offsetPage } from '../../core/pagination.ts';
import { bool, dateTime, idOrPath, int, intArray, oneOf, pageParams } from '../../rest/params.ts';
import { Router } from '../../rest/router.ts';
import { presentGroupDetail } from '../groups/groups.presenter.ts';
import type { MemberSourceType } from './member.entity.ts';
import {
  presentBillableMember,
  presentBillableMembership,
  presentMember,
  presentMembership,
  presentProjectGroupLink,
} from './members.presenter.ts';
import { BILLABLE_SORTS } from './billable-members.service.ts';

export const membersRouter = new Router();

/** Dates as GitLab's DateTime parameters take them; an empty value clears. */
const optionalDate = () => z.preprocess((v) => (v === '' ? null : v), dateTime().nullable()).optional();

const SOURCES: readonly [string, MemberSourceType][] = [
  ['groups', 'Namespace'],
  ['projects', 'Project'],
];

for (const [prefix, type] of SOURCES) {
  const base = `/${prefix}/:id/members`;

  membersRouter.get(
    base,
    {
      auth: 'required',
      input: z.object({
        id: idOrPath(),
        query: z.string().optional(),
        user_ids: intArray().optional(),
        skip_users: intArray().optional(),
        show_seat_info: bool().optional(),
        ...pageParams,
      }),
    },
    async ({ input, actor, services, urls, paginate }) => {
      const source = await services.members.source(actor, type, input.id);
      const page = await services.members.list(
        actor,
        source,
        { search: input.query, userIds: input.user_ids, skipUserIds: input.skip_users },
        offsetPage(input.page, input.per_page),
      );
      return paginate(page, (view) => presentMember(view, { urls, showSeatInfo: input.show_seat_info }));
    },
  );

  membersRouter.get(
    `${base}/all`,
    {
      auth: 'required',
      input: z.object({
        id: idOrPath(),
        query: z.string().optional(),
        user_ids: intArray().optional(),
        show_seat_info: bool().optional(),
        state: oneOf(['awaiting', 'active']).optional(),
        ...pageParams,
      }),
    },
    async ({ input, actor, services, urls, paginate }) => {
      const source = await services.members.source(actor, type, input.id);
      const page = await services.members.list(
        actor,
        source,
        { search: input.query, userIds: input.user_ids, state: input.state, all: true },
        offsetPage(input.page, input.per_page),
      );
      return paginate(page, (view) => presentMember(view, { urls, showSeatInfo: input.show_seat_info }));
    },
  );

  for (const all of [false, true]) {
    membersRouter.get(
      `${base}${all ? '/all' : ''}/:user_id`,
      { auth: 'required', input: z.object({ id: idOrPath(), user_id: int() }) },
      async ({ input, actor, services, urls }) => {
        const source = await services.members.source(actor, type, input.id);
        return presentMember(await services.members.get(actor, source, input.user_id, all), { urls });
      },
    );
  }

  membersRouter.post(
    base,
    {
      auth: 'required',
      input: z.object({
        id: idOrPath(),
        access_level: int(),
        user_id: z.union([z.number().int(), z.string()]).optional(),
        username: z.string().optional(),
        expires_at: optionalDate(),
        invite_source: z.string().optional(),
        member_role_id: int().optional(),
      }),
    },
    async ({ input, actor, services, urls }) => {
      const source = await services.members.source(actor, type, input.id);
      const result = await services.memberAdditions.create(actor, source, {
        userId: input.user_id,
        username: input.username,
        accessLevel: input.access_level,
        expiresAt: input.expires_at,
        inviteSource: input.invite_source ?? 'members-api',
      });
      return result.kind === 'single' ? presentMember(result.member, { urls }) : result.result;
    },
  );

  membersRouter.put(
    `${base}/:user_id`,
    {
      auth: 'required',
      input: z.object({
        id: idOrPath(),
        user_id: int(),
        access_level: int(),
        expires_at: optionalDate(),
        member_role_id: int().optional(),
      }),
    },
    async ({ input, actor, services, urls }) => {
      const source = await services.members.source(actor, type, input.id);
      const view = await services.members.update(actor, source, input.user_id, {
        accessLevel: input.access_level,
        expiresAt: input.expires_at,
      });
      return presentMember(view, { urls });
    },
  );

  membersRouter.delete(
    `${base}/:user_id`,
    {
      auth: 'required',
      input: z.object({
        id: idOrPath(),
        user_id: int(),
        skip_subresources: bool().optional(),
        unassign_issuables: bool().optional(),
      }),
    },
    async ({ input, actor, services, precondition }) => {
      const source = await services.members.source(actor, type, input.id);
      await services.members.remove(actor, source, input.user_id, {
        skipSubresources: input.skip_subresources ?? false,
        precondition,
      });
    },
  );
}

// Billable members of a top-level group.

membersRouter.get(
  '/groups/:id/billable_members',
  {
    auth: 'required',
    input: z.object({
      id: idOrPath(),
      search: z.string().optional(),
      sort: oneOf(BILLABLE_SORTS).optional(),
      ...pageParams,
    }),
  },
  async ({ input, actor, services, urls, paginate }) => {
    const source = await services.members.source(actor, 'Namespace', input.id);
    const page = await services.billableMembers.list(
      actor,
      source,
      { search: input.search, sort: input.sort },
      offsetPage(input.page, input.per_page),
    );
    return paginate(page, (view) => presentBillableMember(view, { urls, viewerIsAdmin: isAdmin(actor) }));
  },
);

membersRouter.get(
  '/groups/:id/billable_members/:user_id/memberships',
  { auth: 'required', input: z.object({ id: idOrPath(), user_id: int(), ...pageParams }) },
  async ({ input, actor, services, urls, paginate }) => {
    const source = await services.members.source(actor, 'Namespace', input.id);
    const page = await services.billableMembers.memberships(
      actor,
      source,
      input.user_id,
      offsetPage(input.page, input.per_page),
    );
    return paginate(page, (view) => presentBillableMembership(view, { urls }));
  },
);

membersRouter.delete(
  '/groups/:id/billable_members/:user_id',
  { auth: 'required', input: z.object({ id: idOrPath(), user_id: int() }) },
  async ({ input, actor, services }) => {
    const source = await services.members.source(actor, 'Namespace', input.id);
    await services.billableMembers.remove(actor, source, input.user_id);
  },
);

// A user's memberships (administrators).

membersRouter.get(
  '/users/:id/memberships',
  {
    auth: 'required',
    input: z.object({ id: int(), type: oneOf(['Project', 'Namespace']).optional(), ...pageParams }),
  },
  async ({ input, actor, services, paginate }) => {
    const page = await services.members.userMemberships(
      actor,
      input.id,
      input.type,
      offsetPage(input.page, input.per_page),
    );
    return paginate(page, presentMembership);
  },
);

// Sharing with groups.

const shareParams = z.object({
  id: idOrPath(),
  group_id: int(),
  group_access: int(),
  expires_at: optionalDate(),
  member_role_id: int().optional(),
});

membersRouter.post(
  '/groups/:id/share',
  { auth: 'required', input: shareParams },
  async ({ input, actor, services, urls }) => {
    const group = await services.groups.find(actor, input.id);
    const shared = await services.sharing.shareGroup(actor, group, {
      groupId: input.group_id,
      groupAccess: input.group_access,
      expiresAt: input.expires_at,
    });
    const sharedWithGroups =
      (await services.sharing.sharedWithGroups(actor, 'Namespace', [shared.group.id])).get(shared.group.id) ??
      [];
    return presentGroupDetail(shared.group, { sharedWithGroups }, { urls, admin: isAdmin(actor) });
  },
);

membersRouter.delete(
  '/groups/:id/share/:group_id',
  { auth: 'required', input: z.object({ id: idOrPath(), group_id: int() }) },
  async ({ input, actor, services }) => {
    const group = await services.groups.find(actor, input.id);
    await services.sharing.unshareGroup(actor, group, input.group_id);
  },
);

membersRouter.post(
  '/projects/:id/share',
  { auth: 'required', input: shareParams },
  async ({ input, actor, services }) => {
    const project = await services.projects.find(actor, input.id);
    const link = await services.sharing.shareProject(actor, project, {
      groupId: input.group_id,
      groupAccess: input.group_access,
      expiresAt: input.expires_at,
    });
    return presentProjectGroupLink(link);
  },
);

membersRouter.delete(
  '/projects/:id/share/:group_id',
  { auth: 'required', input: z.object({ id: idOrPath(), group_id: int() }) },
  async ({ input, actor, services }) => {
    const project = await services.projects.find(actor, input.id);
    await services.sharing.unshareProject(actor, project, input.group_id);
  },
);
