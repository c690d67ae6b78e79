import { z } from 'zod';
import { isTokenScope } from '../../core/actor.ts';
import { offsetPage } from '../../core/pagination.ts';
import { bool, date, dateTime, int, oneOf, pageParams, stringArray } from '../../rest/params.ts';
import { READ_USER_SCOPES, Router } from '../../rest/router.ts';
import {
  presentImpersonationToken,
  presentImpersonationTokenWithToken,
  presentPersonalAccessToken,
  presentPersonalAccessTokenWithToken,
} from './tokens.presenter.ts';

export const tokensRouter = new Router();

/** `scopes[]=api&scopes[]=read_user`, `scopes=api,read_user` or a JSON array of known scopes. */
const scopes = (allowed?: readonly string[]) =>
  stringArray().refine((list) => list.every((s) => (allowed ? allowed.includes(s) : isTokenScope(s))), {
    message: 'does not have a valid value',
  });

const userIdParam = { user_id: int() };

// --- Impersonation tokens (administrators) -----------------------------------------------------

tokensRouter.get(
  '/users/:user_id/impersonation_tokens',
  {
    input: z.object({
      ...userIdParam,
      ...pageParams,
      state: oneOf(['all', 'active', 'inactive']).optional(),
    }),
    scopes: READ_USER_SCOPES,
    auth: 'required',
  },
  async ({ input, actor, services, paginate }) => {
    const page = await services.personalAccessTokens.listImpersonation(
      actor,
      input.user_id,
      input.state ?? 'all',
      offsetPage(input.page, input.per_page),
    );
    return paginate(page, presentImpersonationToken);
  },
);

tokensRouter.get(
  '/users/:user_id/impersonation_tokens/:impersonation_token_id',
  {
    input: z.object({ ...userIdParam, impersonation_token_id: int() }),
    scopes: READ_USER_SCOPES,
    auth: 'required',
  },
  async ({ input, actor, services }) =>
    presentImpersonationToken(
      await services.personalAccessTokens.getImpersonation(
        actor,
        input.user_id,
        input.impersonation_token_id,
      ),
    ),
);

tokensRouter.post(
  '/users/:user_id/impersonation_tokens',
  {
    input: z.object({
      ...userIdParam,
      name: z.string(),
      expires_at: date(),
      scopes: scopes(),
      description: z.string().optional(),
    }),
    auth: 'required',
  },
  async ({ input, actor, services }) => {
    const { token, secret } = await services.personalAccessTokens.createImpersonation(actor, input.user_id, {
      name: input.name,
      scopes: input.scopes,
      expiresAt: input.expires_at,
      description: input.description,
    });
    return presentImpersonationTokenWithToken(token, secret);
  },
);

tokensRouter.delete(
  '/users/:user_id/impersonation_tokens/:impersonation_token_id',
  { input: z.object({ ...userIdParam, impersonation_token_id: int() }), auth: 'required' },
  async ({ input, actor, services }) => {
    await services.personalAccessTokens.revokeImpersonation(
      actor,
      input.user_id,
      input.impersonation_token_id,
    );
  },
);

// --- Personal access tokens --------------------------------------------------------------------

tokensRouter.post(
  '/users/:user_id/personal_access_tokens',
  {
    input: z.object({
      ...userIdParam,
      name: z.string(),
      scopes: scopes(),
      expires_at: date().optional(),
      description: z.string().optional(),
    }),
    auth: 'required',
  },
  async ({ input, actor, services }) => {
    const { token, secret } = await services.personalAccessTokens.createForUser(actor, input.user_id, {
      name: input.name,
      scopes: input.scopes,
      expiresAt: input.expires_at,
      description: input.description,
    });
    return presentPersonalAccessTokenWithToken(token, secret);
  },
);

tokensRouter.post(
  '/user/personal_access_tokens',
  {
    input: z.object({
      name: z.string(),
      scopes: scopes(['k8s_proxy']),
      expires_at: date().optional(),
      description: z.string().optional(),
    }),
    auth: 'required',
  },
  async ({ input, actor, services }) => {
    const { token, secret } = await services.personalAccessTokens.createOwn(actor, {
      name: input.name,
      scopes: input.scopes,
      expiresAt: input.expires_at,
      description: input.description,
    });
    return presentPersonalAccessTokenWithToken(token, secret);
  },
);

tokensRouter.get(
  '/personal_access_tokens',
  {
    input: z.object({
      ...pageParams,
      user_id: int().optional(),
      revoked: bool().optional(),
      state: oneOf(['active', 'inactive']).optional(),
      search: z.string().optional(),
      created_before: dateTime().optional(),
      created_after: dateTime().optional(),
      last_used_before: dateTime().optional(),
      last_used_after: dateTime().optional(),
      expires_before: date().optional(),
      expires_after: date().optional(),
    }),
    auth: 'required',
  },
  async ({ input, actor, services, paginate }) => {
    const page = await services.personalAccessTokens.list(
      actor,
      {
        userId: input.user_id,
        revoked: input.revoked,
        state: input.state,
        search: input.search,
        createdBefore: input.created_before,
        createdAfter: input.created_after,
        lastUsedBefore: input.last_used_before,
        lastUsedAfter: input.last_used_after,
        expiresBefore: input.expires_before,
        expiresAfter: input.expires_after,
      },
      offsetPage(input.page, input.per_page),
    );
    return paginate(page, presentPersonalAccessToken);
  },
);

tokensRouter.get('/personal_access_tokens/self', { auth: 'required' }, async ({ actor, services }) =>
  presentPersonalAccessToken(await services.personalAccessTokens.current(actor)),
);

tokensRouter.get(
  '/personal_access_tokens/:id',
  { input: z.object({ id: int() }), auth: 'required' },
  async ({ input, actor, services }) =>
    presentPersonalAccessToken(await services.personalAccessTokens.get(actor, input.id)),
);

tokensRouter.delete('/personal_access_tokens/self', { auth: 'required' }, async ({ actor, services }) => {
  await services.personalAccessTokens.revokeCurrent(actor);
});

tokensRouter.delete(
  '/personal_access_tokens/:id',
  { input: z.object({ id: int() }), auth: 'required' },
  async ({ input, actor, services }) => {
    await services.personalAccessTokens.revoke(actor, input.id);
  },
);

tokensRouter.post(
  '/personal_access_tokens/self/rotate',
  {
    input: z.object({ expires_at: date().optional() }),
    scopes: ['api', 'self_rotate'],
    auth: 'required',
    status: 200,
  },
  async ({ input, actor, services }) => {
    const { token, secret } = await services.personalAccessTokens.rotateCurrent(actor, input.expires_at);
    return presentPersonalAccessTokenWithToken(token, secret);
  },
);

tokensRouter.post(
  '/personal_access_tokens/:id/rotate',
  { input: z.object({ id: int(), expires_at: date().optional() }), auth: 'required', status: 200 },
  async ({ input, actor, services }) => {
    const { token, secret } = await services.personalAccessTokens.rotate(actor, input.id, input.expires_at);
    return presentPersonalAccessTokenWithToken(token, secret);
  },
);
