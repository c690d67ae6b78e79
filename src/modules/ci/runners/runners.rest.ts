import { z } from 'zod';
import { offsetPage, pageOfArray } from '../../../core/pagination.ts';
import { bool, idOrPath, int, oneOf, pageParams, positiveInt, stringArray } from '../../../rest/params.ts';
import { Router, type RouteContext } from '../../../rest/router.ts';
import { RUNNER_ACCESS_LEVELS, RUNNER_TYPES } from './runner.entity.ts';
import { RUNNER_STATUSES, type RunnerFilters } from './runner-status.ts';
import {
  presentRunner,
  presentRunnerDetail,
  presentRunnerManager,
  presentRunnerToken,
} from './runners.presenter.ts';
import { RUNNER_TOKEN_PREFIX, type RunnerAttributes } from './runners.service.ts';

/** Runners: management by users, and the calls runners make with their own token. */
export const runnersRouter = new Router();

const filterParams = {
  ...pageParams,
  type: oneOf(RUNNER_TYPES).optional(),
  status: oneOf([...RUNNER_STATUSES, 'active', 'paused']).optional(),
  paused: bool().optional(),
  tag_list: stringArray().optional(),
  version_prefix: z.string().optional(),
};

const attributeParams = {
  description: z.string().optional(),
  active: bool().optional(),
  paused: bool().optional(),
  locked: bool().optional(),
  run_untagged: bool().optional(),
  tag_list: stringArray().optional(),
  access_level: oneOf(RUNNER_ACCESS_LEVELS).optional(),
  maximum_timeout: int().nullable().optional(),
  maintenance_note: z.string().nullable().optional(),
};

type FilterInput = z.infer<z.ZodObject<typeof filterParams>> & { scope?: RunnerFilters['scope'] };
type AttributeInput = z.infer<z.ZodObject<typeof attributeParams>>;

function toFilters(input: FilterInput): RunnerFilters {
  return {
    type: input.type,
    status: input.status,
    scope: input.scope,
    paused: input.paused,
    tagList: input.tag_list,
    versionPrefix: input.version_prefix,
  };
}

function toAttributes(input: AttributeInput): RunnerAttributes {
  return {
    description: input.description,
    paused: input.paused ?? (input.active === undefined ? undefined : !input.active),
    locked: input.locked,
    runUntagged: input.run_untagged,
    tagList: input.tag_list,
    accessLevel: input.access_level,
    maximumTimeout: input.maximum_timeout,
    maintenanceNote: input.maintenance_note,
  };
}

function listed(ctx: RouteContext<FilterInput>, runners: Parameters<typeof presentRunner>[0][]) {
  return ctx.paginate(pageOfArray(runners, offsetPage(ctx.input.page, ctx.input.per_page)), (r) =>
    presentRunner(r),
  );
}

// ------------------------------------------------------------------ users

runnersRouter.post(
  '/user/runners',
  {
    input: z.object({
      runner_type: oneOf(RUNNER_TYPES),
      group_id: positiveInt().optional(),
      project_id: positiveInt().optional(),
      ...attributeParams,
    }),
    scopes: ['api', 'create_runner'],
    auth: 'required',
  },
  async ({ input, services, actor }) => {
    const { runner, token } = await services.runners.create(actor, {
      runnerType: input.runner_type,
      groupId: input.group_id,
      projectId: input.project_id,
      ...toAttributes(input),
    });
    return presentRunnerToken(runner, token);
  },
);

runnersRouter.get(
  '/runners',
  {
    input: z.object({ ...filterParams, scope: oneOf(['active', 'paused', 'online', 'offline']).optional() }),
    auth: 'required',
  },
  async (ctx) =>
    listed(ctx, await ctx.services.runners.list(ctx.actor, { kind: 'owned' }, toFilters(ctx.input))),
);

runnersRouter.get(
  '/runners/all',
  {
    input: z.object({
      ...filterParams,
      scope: oneOf(['active', 'paused', 'online', 'offline', 'specific', 'shared']).optional(),
    }),
    auth: 'required',
  },
  async (ctx) =>
    listed(ctx, await ctx.services.runners.list(ctx.actor, { kind: 'all' }, toFilters(ctx.input))),
);

runnersRouter.get(
  '/runners/:id',
  { input: z.object({ id: positiveInt() }), auth: 'required' },
  async ({ input, services, actor }) => presentRunnerDetail(await services.runners.get(actor, input.id)),
);

runnersRouter.get(
  '/runners/:id/managers',
  { input: z.object({ id: positiveInt() }), auth: 'required' },
  async ({ input, services, actor }) =>
    (await services.runners.managers(actor, input.id)).map((m) => presentRunnerManager(m)),
);

runnersRouter.put(
  '/runners/:id',
  {
    input: z.object({ id: positiveInt(), ...attributeParams }),
    auth: 'required',
    scopes: ['api', 'manage_runner'],
  },
  async ({ input, services, actor }) =>
    presentRunnerDetail(await services.runners.update(actor, input.id, toAttributes(input))),
);

runnersRouter.delete(
  '/runners/:id',
  { input: z.object({ id: positiveInt() }), auth: 'required', scopes: ['api', 'manage_runner'] },
  async ({ input, services, actor, precondition }) => {
    await services.runners.delete(actor, input.id, precondition);
  },
);

runnersRouter.post(
  '/runners/:id/reset_authentication_token',
  { input: z.object({ id: positiveInt() }), auth: 'required', status: 201, scopes: ['api', 'manage_runner'] },
  async ({ input, services, actor }) => {
    const { runner, token } = await services.runners.resetToken(actor, input.id);
    return presentRunnerToken(runner, token);
  },
);

runnersRouter.get(
  '/projects/:id/runners',
  {
    input: z.object({
      id: idOrPath(),
      ...filterParams,
      scope: oneOf(['active', 'paused', 'online', 'offline', 'specific', 'shared']).optional(),
    }),
    auth: 'required',
  },
  async (ctx) =>
    listed(
      ctx,
      await ctx.services.runners.list(ctx.actor, { kind: 'project', id: ctx.input.id }, toFilters(ctx.input)),
    ),
);

runnersRouter.post(
  '/projects/:id/runners',
  { input: z.object({ id: idOrPath(), runner_id: positiveInt() }), auth: 'required' },
  async ({ input, services, actor }) =>
    presentRunner((await services.runners.enableInProject(actor, input.id, input.runner_id)).runner),
);

runnersRouter.delete(
  '/projects/:id/runners/:runner_id',
  { input: z.object({ id: idOrPath(), runner_id: positiveInt() }), auth: 'required' },
  async ({ input, services, actor }) => {
    await services.runners.disableInProject(actor, input.id, input.runner_id);
  },
);

runnersRouter.get(
  '/groups/:id/runners',
  { input: z.object({ id: idOrPath(), ...filterParams }), auth: 'required' },
  async (ctx) =>
    listed(
      ctx,
      await ctx.services.runners.list(ctx.actor, { kind: 'group', id: ctx.input.id }, toFilters(ctx.input)),
    ),
);

// ------------------------------------------------------------------ runners (their own token)

const contactParams = {
  token: z.string().optional(),
  system_id: z.string().optional(),
  info: z
    .object({
      version: z.string().optional(),
      revision: z.string().optional(),
      platform: z.string().optional(),
      architecture: z.string().optional(),
    })
    .optional(),
};

const contactSchema = z.object(contactParams);

/** The runner's token checked and its contact recorded: what both registration calls answer. */
async function verifyRunner({ input, services, req }: RouteContext<z.infer<typeof contactSchema>>) {
  const runner = await services.runners.verify(input.token, {
    systemId: input.system_id,
    ...input.info,
    ipAddress: req.ip,
  });
  return {
    id: runner.id,
    token: input.token,
    token_expires_at: runner.tokenExpiresAt?.toISOString() ?? null,
  };
}

runnersRouter.post('/runners/verify', { input: contactSchema, status: 200, auth: 'optional' }, verifyRunner);

// Registering with an authentication token (glrt-) only verifies it; the runner already exists. With
// a registration token (GitLab's legacy flow) it creates a runner of the token's owner.
runnersRouter.post(
  '/runners',
  { input: contactSchema.extend(attributeParams), auth: 'optional' },
  async (ctx) => {
    const { input, services, req } = ctx;
    if (input.token?.startsWith(RUNNER_TOKEN_PREFIX)) return verifyRunner(ctx);
    const { runner, token } = await services.runnerRegistration.register(input.token, toAttributes(input));
    await services.runners.recordContact(runner, {
      systemId: input.system_id,
      ...input.info,
      ipAddress: req.ip,
    });
    return presentRunnerToken(runner, token);
  },
);

runnersRouter.delete(
  '/runners',
  { input: z.object({ token: z.string().optional() }), auth: 'optional' },
  async ({ input, services }) => {
    await services.runners.deleteByToken(input.token);
  },
);

runnersRouter.delete(
  '/runners/managers',
  { input: z.object({ token: z.string().optional(), system_id: z.string().min(1) }), auth: 'optional' },
  async ({ input, services }) => {
    await services.runners.deleteManager(input.token, input.system_id);
  },
);

runnersRouter.post(
  '/runners/reset_authentication_token',
  { input: z.object({ token: z.string().optional() }), status: 201, auth: 'optional' },
  async ({ input, services }) => {
    const { runner, token } = await services.runners.resetTokenByToken(input.token);
    return presentRunnerToken(runner, token);
  },
);
