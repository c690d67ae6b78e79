import { z } from 'zod';
import { offsetPage } from '../../core/pagination.ts';
import { bool, idOrPath, int, oneOf, pageParams } from '../../rest/params.ts';
import { Router } from '../../rest/router.ts';
import { HOOK_FLAGS_BY_TYPE } from './hook-rules.ts';
import type { HookView } from './hook-view.ts';
import type { HookAttributes, HookOwnerRef } from './hooks.service.ts';
import { presentGroupHook, presentProjectHook, presentSystemHook } from './hooks.presenter.ts';
import { BRANCH_FILTER_STRATEGIES, type HookType } from './web-hook.entity.ts';

/**
 * Webhooks: `/projects/:id/hooks` (maintainers), `/groups/:id/hooks` (owners) and `/hooks` (system
 * hooks, administrators), with their custom headers and URL variables, set and removed one key at a
 * time. Test deliveries live with the delivery engine, not here.
 */
export const hooksRouter = new Router();

const entries = () => z.array(z.object({ key: z.string(), value: z.string() }));

const OWNERS: {
  base: string;
  type: HookType;
  owner: (id: string | undefined) => HookOwnerRef;
  present: (hook: HookView) => unknown;
  extra: z.ZodRawShape;
}[] = [
  {
    base: '/projects/:id/hooks',
    type: 'ProjectHook',
    owner: (id) => ({ kind: 'project', idOrPath: id! }),
    present: presentProjectHook,
    extra: {},
  },
  {
    base: '/groups/:id/hooks',
    type: 'GroupHook',
    owner: (id) => ({ kind: 'group', idOrPath: id! }),
    present: presentGroupHook,
    // Accepted as GitLab does; it concerns a feature of group access tokens that Railyard lacks.
    extra: { service_access_tokens_expiration_enforced: bool().optional() },
  },
  {
    base: '/hooks',
    type: 'SystemHook',
    owner: () => ({ kind: 'system' }),
    present: presentSystemHook,
    extra: {},
  },
];

for (const { base, type, owner, present, extra } of OWNERS) {
  const flags = HOOK_FLAGS_BY_TYPE[type];
  // System hooks have no :id; the owner ignores it there.
  const ownerParams = { id: base.includes(':id') ? idOrPath() : idOrPath().optional() };
  const hookParams = { ...ownerParams, hook_id: int() };
  const attributes = {
    url: z.string(),
    name: z.string().nullable().optional(),
    description: z.string().nullable().optional(),
    token: z.string().nullable().optional(),
    ...Object.fromEntries(flags.map((flag) => [flag, bool().optional()])),
    push_events_branch_filter: z.string().nullable().optional(),
    branch_filter_strategy: oneOf(BRANCH_FILTER_STRATEGIES).optional(),
    enable_ssl_verification: bool().optional(),
    custom_webhook_template: z.string().nullable().optional(),
    url_variables: entries().optional(),
    custom_headers: entries().optional(),
    ...extra,
  };
  const toAttributes = (input: Record<string, unknown>): HookAttributes & { url: string } => ({
    url: input['url'] as string,
    name: input['name'] as string | null | undefined,
    description: input['description'] as string | null | undefined,
    token: input['token'] as string | null | undefined,
    flags: Object.fromEntries(
      flags.filter((flag) => input[flag] !== undefined).map((flag) => [flag, input[flag] as boolean]),
    ),
    pushEventsBranchFilter: input['push_events_branch_filter'] as string | null | undefined,
    branchFilterStrategy: input['branch_filter_strategy'] as HookAttributes['branchFilterStrategy'],
    enableSslVerification: input['enable_ssl_verification'] as boolean | undefined,
    customWebhookTemplate: input['custom_webhook_template'] as string | null | undefined,
    urlVariables: input['url_variables'] as HookAttributes['urlVariables'],
    customHeaders: input['custom_headers'] as HookAttributes['customHeaders'],
  });

  hooksRouter.get(
    base,
    { input: z.object({ ...ownerParams, ...pageParams }), auth: 'required' },
    async ({ input, services, actor, paginate }) =>
      paginate(
        await services.hooks.list(actor, owner(input.id), offsetPage(input.page, input.per_page)),
        present,
      ),
  );

  hooksRouter.get(
    `${base}/:hook_id`,
    { input: z.object(hookParams), auth: 'required' },
    async ({ input, services, actor }) =>
      present(await services.hooks.get(actor, owner(input.id), input.hook_id)),
  );

  hooksRouter.post(
    base,
    { input: z.object({ ...ownerParams, ...attributes }), auth: 'required' },
    async ({ input, services, actor }) =>
      present(await services.hooks.create(actor, owner(input.id), toAttributes(input))),
  );

  hooksRouter.put(
    `${base}/:hook_id`,
    { input: z.object({ ...hookParams, ...attributes }), auth: 'required' },
    async ({ input, services, actor }) =>
      present(await services.hooks.update(actor, owner(input.id), input.hook_id, toAttributes(input))),
  );

  hooksRouter.delete(
    `${base}/:hook_id`,
    { input: z.object(hookParams), auth: 'required' },
    async ({ input, services, actor }) => {
      await services.hooks.delete(actor, owner(input.id), input.hook_id);
    },
  );

  for (const which of ['custom_headers', 'url_variables'] as const) {
    hooksRouter.put(
      `${base}/:hook_id/${which}/:key`,
      { input: z.object({ ...hookParams, key: z.string().min(1), value: z.string() }), status: 204 },
      async ({ input, services, actor }) => {
        const ref = owner(input.id);
        if (which === 'custom_headers') {
          await services.hooks.setCustomHeader(actor, ref, input.hook_id, input.key, input.value);
        } else {
          await services.hooks.setUrlVariable(actor, ref, input.hook_id, input.key, input.value);
        }
      },
    );
    hooksRouter.delete(
      `${base}/:hook_id/${which}/:key`,
      { input: z.object({ ...hookParams, key: z.string().min(1) }) },
      async ({ input, services, actor }) => {
        const ref = owner(input.id);
        if (which === 'custom_headers') {
          await services.hooks.deleteCustomHeader(actor, ref, input.hook_id, input.key);
        } else {
          await services.hooks.deleteUrlVariable(actor, ref, input.hook_id, input.key);
        }
      },
    );
  }
}
