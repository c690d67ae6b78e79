import { z } from 'zod';
import { isAdmin, type Actor } from '../../core/actor.ts';
import { can } from '../../core/policy.ts';
import { offsetPage, clampPerPage, type PageRequest } from '../../core/pagination.ts';
import type { Urls } from '../../core/urls.ts';
import type { FastifyReply } from 'fastify';
import type { UploadedFile } from '../../rest/plugin.ts';
import { bool, dateTime, int, oneOf, pageParams, stringRecord } from '../../rest/params.ts';
import { READ_USER_SCOPES, Router } from '../../rest/router.ts';
import type { Services } from '../../services.ts';
import type { User } from './user.entity.ts';
import { USER_ORDER_FIELDS } from './users.finder.ts';
import type { UserProfileInput } from './users.service.ts';
import {
  presentAvatar,
  presentUserActivity,
  presentUserAdmin,
  presentUserBasic,
  presentUserProfile,
  presentUserSelf,
} from './users.presenter.ts';

export const usersRouter = new Router();

/** A multipart file field: "avatar is missing" without it, "avatar is invalid" for a plain value. */
const uploadedFile = (): z.ZodType<UploadedFile> =>
  z.object({ filename: z.string(), mimetype: z.string(), data: z.instanceof(Buffer) });

const listParams = z.object({
  ...pageParams,
  pagination: z.literal('keyset').optional(),
  cursor: z.string().optional(),
  username: z.string().optional(),
  search: z.string().optional(),
  active: bool().optional(),
  blocked: bool().optional(),
  external: bool().optional(),
  exclude_external: bool().optional(),
  exclude_internal: bool().optional(),
  without_project_bots: bool().optional(),
  created_after: dateTime().optional(),
  created_before: dateTime().optional(),
  extern_uid: z.string().optional(),
  provider: z.string().optional(),
  two_factor: oneOf(['enabled', 'disabled']).optional(),
  without_projects: bool().optional(),
  admins: bool().optional(),
  custom_attributes: stringRecord().optional(),
  with_custom_attributes: bool().optional(),
  order_by: oneOf(USER_ORDER_FIELDS).optional(),
  sort: oneOf(['asc', 'desc']).optional(),
});

usersRouter.get(
  '/users',
  { input: listParams, scopes: READ_USER_SCOPES },
  async ({ input, actor, services, urls, paginate }) => {
    const page: PageRequest =
      input.pagination === 'keyset'
        ? {
            kind: 'keyset',
            direction: 'forward',
            size: clampPerPage(input.per_page),
            cursor: input.cursor ?? null,
          }
        : offsetPage(input.page, input.per_page);
    const result = await services.usersFinder.list(
      actor,
      {
        username: input.username,
        search: input.search,
        active: input.active,
        blocked: input.blocked,
        external: input.external,
        excludeExternal: input.exclude_external,
        excludeInternal: input.exclude_internal,
        withoutProjectBots: input.without_project_bots,
        createdAfter: input.created_after,
        createdBefore: input.created_before,
        externUid: input.extern_uid,
        provider: input.provider,
        twoFactor: input.two_factor,
        withoutProjects: input.without_projects,
        admins: input.admins,
        customAttributes: input.custom_attributes,
        orderBy: input.order_by,
        sort: input.sort,
      },
      page,
      { anonymousNeedsUsername: true },
    );
    if (!isAdmin(actor)) return paginate(result, (user) => presentUserBasic(user, { urls }));
    const extras = await services.users.extras(result.items, actor);
    const attributes = input.with_custom_attributes
      ? await services.customAttributes.forSubjects(
          actor,
          'User',
          result.items.map((u) => u.id),
        )
      : null;
    return paginate(result, (user) =>
      presentUserAdmin(
        user,
        {
          ...extras.get(user.id),
          ...(attributes ? { customAttributes: attributes.get(user.id) ?? [] } : {}),
        },
        { urls },
      ),
    );
  },
);

usersRouter.get(
  '/users/:id',
  { input: z.object({ id: int(), with_custom_attributes: bool().optional() }), scopes: READ_USER_SCOPES },
  async ({ input, actor, services, urls }) => {
    const user = await services.users.show(actor, input.id);
    return presentSingleUser(actor, user, services, urls, input.with_custom_attributes ?? false);
  },
);

usersRouter.get(
  '/user',
  { scopes: READ_USER_SCOPES, auth: 'required' },
  async ({ actor, services, urls }) => {
    const user = await services.users.current(actor);
    const extras = (await services.users.extras([user], actor)).get(user.id)!;
    return isAdmin(actor)
      ? presentUserAdmin(user, extras, { urls })
      : presentUserSelf(user, extras, { urls });
  },
);

const createParams = z.object({
  email: z.string(),
  username: z.string(),
  name: z.string(),
  password: z.string().optional(),
  reset_password: bool().optional(),
  force_random_password: bool().optional(),
  admin: bool().optional(),
  external: bool().optional(),
  skip_confirmation: bool().optional(),
  extern_uid: z.string().optional(),
  provider: z.string().optional(),
  bio: z.string().optional(),
  location: z.string().optional(),
  public_email: z.string().optional(),
  commit_email: z.string().optional(),
  skype: z.string().optional(),
  linkedin: z.string().optional(),
  twitter: z.string().optional(),
  discord: z.string().optional(),
  website_url: z.string().optional(),
  organization: z.string().optional(),
  job_title: z.string().optional(),
  pronouns: z.string().optional(),
  note: z.string().optional(),
  private_profile: bool().optional(),
  projects_limit: int().optional(),
  can_create_group: bool().optional(),
  theme_id: int().optional(),
  color_scheme_id: int().optional(),
});

/** The profile fields of `POST /users` and `PUT /users/:id`, as the service names them. */
function profileFrom(input: Partial<z.infer<typeof createParams>>): UserProfileInput {
  return {
    bio: input.bio,
    location: input.location,
    publicEmail: input.public_email,
    commitEmail: input.commit_email,
    skype: input.skype,
    linkedin: input.linkedin,
    twitter: input.twitter,
    discord: input.discord,
    websiteUrl: input.website_url,
    organization: input.organization,
    jobTitle: input.job_title,
    pronouns: input.pronouns,
    note: input.note,
    privateProfile: input.private_profile,
    projectsLimit: input.projects_limit,
    canCreateGroup: input.can_create_group,
    themeId: input.theme_id,
    colorSchemeId: input.color_scheme_id,
  };
}

usersRouter.post(
  '/users',
  { input: createParams, auth: 'required' },
  async ({ input, actor, services, urls }) => {
    const user = await services.users.create(actor, {
      email: input.email,
      username: input.username,
      name: input.name,
      password: input.password,
      resetPassword: input.reset_password,
      forceRandomPassword: input.force_random_password,
      admin: input.admin,
      external: input.external,
      skipConfirmation: input.skip_confirmation,
      externUid: input.extern_uid,
      provider: input.provider,
      profile: profileFrom(input),
    });
    const extras = (await services.users.extras([user], actor)).get(user.id)!;
    return presentUserAdmin(user, extras, { urls });
  },
);

const updateParams = createParams.partial().extend({
  id: int(),
  skip_reconfirmation: bool().optional(),
  avatar: uploadedFile().optional(),
});

// Clients send this one as a multipart form (@gitbeaker does, so that it may carry an avatar).
usersRouter.put(
  '/users/:id',
  { input: updateParams, auth: 'required', multipart: true },
  async ({ input, actor, services, urls }) => {
    const user = await services.users.update(actor, input.id, {
      email: input.email,
      username: input.username,
      name: input.name,
      password: input.password,
      admin: input.admin,
      external: input.external,
      skipReconfirmation: input.skip_reconfirmation,
      externUid: input.extern_uid,
      provider: input.provider,
      avatar: input.avatar ? { filename: input.avatar.filename, data: input.avatar.data } : undefined,
      profile: profileFrom(input),
    });
    const extras = (await services.users.extras([user], actor)).get(user.id)!;
    return presentUserAdmin(user, extras, { urls });
  },
);

usersRouter.delete(
  '/users/:id',
  { input: z.object({ id: int(), hard_delete: bool().optional() }), auth: 'required' },
  async ({ input, actor, services, precondition }) => {
    await services.users.delete(actor, input.id, { hardDelete: input.hard_delete ?? false, precondition });
  },
);

/**
 * State changes answer 201 with a JSON boolean, as GitLab does (`true`, or `false` when unblocking
 * a user who was not blocked); `null` when the user already was in the asked-for state.
 */
const stateChanges = ['block', 'unblock', 'deactivate', 'activate', 'ban', 'unban'] as const;
for (const action of stateChanges) {
  usersRouter.post(
    `/users/:id/${action}`,
    { input: z.object({ id: int() }), auth: 'required' },
    async ({ input, actor, services, reply }) => {
      const result: boolean | null = await services.userStates[action](actor, input.id);
      return sendJsonLiteral(reply, 201, result);
    },
  );
}

/** Sign-ups waiting for approval: 201 (approve) or 200 (reject) with `{message: "Success"}`, as GitLab. */
usersRouter.post(
  '/users/:id/approve',
  { input: z.object({ id: int() }), auth: 'required', status: 201 },
  async ({ input, actor, services }) => {
    await services.userStates.approve(actor, input.id);
    return { message: 'Success' };
  },
);

usersRouter.post(
  '/users/:id/reject',
  { input: z.object({ id: int() }), auth: 'required', status: 200 },
  async ({ input, actor, services }) => {
    await services.userStates.reject(actor, input.id);
    return { message: 'Success' };
  },
);

usersRouter.patch(
  '/users/:id/disable_two_factor',
  { input: z.object({ id: int() }), auth: 'required', status: 204 },
  async ({ input, actor, services }) => {
    await services.userStates.disableTwoFactor(actor, input.id);
  },
);

/** Follow and unfollow answer 201 with the user, or 304 when nothing changed. */
for (const action of ['follow', 'unfollow'] as const) {
  usersRouter.post(
    `/users/:id/${action}`,
    { input: z.object({ id: int() }), auth: 'required' },
    async ({ input, actor, services, urls, reply }) => {
      const user = await services.userFollows[action](actor, input.id);
      if (!user) {
        reply.code(304);
        return undefined;
      }
      return presentUserBasic(user, { urls });
    },
  );
}

for (const direction of ['followers', 'following'] as const) {
  usersRouter.get(
    `/users/:id/${direction}`,
    { input: z.object({ id: int(), ...pageParams }), scopes: READ_USER_SCOPES },
    async ({ input, actor, services, urls, paginate }) => {
      const user = await services.userFollows.followListSubject(actor, input.id);
      const page = await services.usersFinder.follows(
        actor,
        user.id,
        direction,
        offsetPage(input.page, input.per_page),
      );
      return paginate(page, (u) => presentUserBasic(u, { urls }));
    },
  );
}

usersRouter.get(
  '/user/activities',
  {
    input: z.object({ from: dateTime().optional(), ...pageParams }),
    scopes: READ_USER_SCOPES,
    auth: 'required',
  },
  async ({ input, actor, services, paginate }) => {
    const page = await services.usersFinder.activities(
      actor,
      input.from ?? sixMonthsAgo(),
      offsetPage(input.page, input.per_page),
    );
    return paginate(page, presentUserActivity);
  },
);

usersRouter.put(
  '/user/avatar',
  { input: z.object({ avatar: uploadedFile() }), auth: 'required', multipart: true },
  async ({ input, actor, services, urls }) => {
    const user = await services.users.setAvatar(actor, {
      filename: input.avatar.filename,
      data: input.avatar.data,
    });
    return presentAvatar(user, { urls });
  },
);

/** Sends a bare JSON value (`true`, `false`, `null`) with the given status. */
function sendJsonLiteral(reply: FastifyReply, status: number, value: boolean | null) {
  return reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(value));
}

function sixMonthsAgo(now = new Date()): Date {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 6, now.getUTCDate()));
  return date;
}

/** The single-user view: administrators get the extended view, others the profile. */
export async function presentSingleUser(
  actor: Actor,
  user: User,
  services: Services,
  urls: Urls,
  withCustomAttributes = false,
) {
  const extras = (await services.users.extras([user], actor)).get(user.id)!;
  if (isAdmin(actor)) {
    const customAttributes = withCustomAttributes
      ? ((await services.customAttributes.forSubjects(actor, 'User', [user.id])).get(user.id) ?? [])
      : undefined;
    return presentUserAdmin(user, { ...extras, customAttributes }, { urls });
  }
  return presentUserProfile(user, extras, {
    urls,
    canReadProfile: can(actor, 'read_user_profile', user),
    signedIn: actor.user !== null,
  });
}
