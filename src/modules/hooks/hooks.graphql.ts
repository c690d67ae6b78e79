import DataLoader from 'dataloader';
import { badRequest } from '../../core/errors.ts';
import type { Page } from '../../core/pagination.ts';
import { builder, type GraphQLContext, type InputFieldBuilder } from '../../graphql/builder.ts';
import { connectionFromPage, pageRequestFromArgs, type ConnectionArgs } from '../../graphql/connections.ts';
import { mutationPayload, nullIfForbidden, mutationErrorsField } from '../../graphql/errors.ts';
import { GroupRef } from '../groups/groups.graphql.ts';
import { ProjectRef } from '../projects/projects.graphql.ts';
import type { HookView } from './hook-view.ts';
import type { HookAttributes, HookOwnerRef, SecretEntry } from './hooks.service.ts';
import { HOOK_EVENT_FLAGS, type BranchFilterStrategy, type HookEventFlag } from './web-hook.entity.ts';

/**
 * Webhooks over GraphQL. GitLab's GraphQL API has no webhook type; this fills the gap in its style:
 * a `WebHook` node (`gid://gitlab/WebHook/1`, a `WebHookID`), `Project.webhooks`, `Group.webhooks`
 * and `Query.systemWebhooks` connections (null for those who may not manage them, as
 * `ciVariables`), and `webhookCreate`, `webhookUpdate` and `webhookDelete` mutations, which call the
 * same service as `/projects/:id/hooks`, `/groups/:id/hooks` and `/hooks`. Secrets are write-only:
 * a hook shows whether it has a token and the names of its URL variables and custom headers.
 */

const camel = (flag: HookEventFlag) => flag.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

const WebHookTypeEnum = builder.enumType('WebHookType', {
  description: 'Kind of webhook.',
  values: {
    PROJECT_HOOK: { value: 'ProjectHook', description: "A project's webhook." },
    GROUP_HOOK: {
      value: 'GroupHook',
      description: "A group's webhook: it also fires for the group's subgroups and their projects.",
    },
    SYSTEM_HOOK: { value: 'SystemHook', description: 'A system hook of the instance.' },
  } as const,
});

const BranchFilterStrategyEnum = builder.enumType('WebHookBranchFilterStrategy', {
  description: 'How a webhook reads its push events branch filter.',
  values: {
    WILDCARD: { value: 'wildcard', description: 'A branch name pattern where `*` matches anything.' },
    REGEX: { value: 'regex', description: 'A regular expression.' },
    ALL_BRANCHES: { value: 'all_branches', description: 'No filter: every branch.' },
  } as const satisfies Record<string, { value: BranchFilterStrategy; description: string }>,
});

const AlertStatusEnum = builder.enumType('WebHookAlertStatus', {
  description: 'Whether a webhook is called, or disabled after failing.',
  values: {
    EXECUTABLE: { value: 'executable', description: 'The webhook is called.' },
    TEMPORARILY_DISABLED: {
      value: 'temporarily_disabled',
      description: 'Disabled after four failures in a row, until `disabledUntil`.',
    },
    DISABLED: {
      value: 'disabled',
      description: 'Disabled after 40 failures in a row, until updated or tested successfully.',
    },
  } as const,
});

export const WebHookRef = builder.loadableNode('WebHook', {
  description:
    'A webhook of a project, a group or the instance. Its secret token, URL variable values and custom header values are never shown.',
  id: {
    description: 'Global ID of the webhook (a `WebHookID`).',
    resolve: (hook: HookView) => hook.id,
    parse: (id: string) => Number(id),
  },
  load: (ids: number[], ctx: GraphQLContext) => ctx.services.hooks.loadMany(ctx.actor, ids),
  fields: (t) => ({
    type: t.field({
      type: WebHookTypeEnum,
      nullable: false,
      description: 'Kind of webhook.',
      resolve: (h) => h.type,
    }),
    url: t.string({
      nullable: false,
      description: 'URL the webhook calls, with `{name}` placeholders for its URL variables.',
      resolve: (h) => h.url,
    }),
    name: t.string({ nullable: true, description: 'Name of the webhook.', resolve: (h) => h.name }),
    description: t.string({
      nullable: true,
      description: 'Description of the webhook.',
      resolve: (h) => h.description,
    }),
    projectId: t.int({
      nullable: true,
      description: 'ID of the project of a project hook.',
      resolve: (h) => h.projectId,
    }),
    groupId: t.int({
      nullable: true,
      description: 'ID of the group of a group hook.',
      resolve: (h) => h.groupId,
    }),
    ...Object.fromEntries(
      HOOK_EVENT_FLAGS.map((flag) => [
        camel(flag),
        t.boolean({
          nullable: false,
          description: `Whether the webhook fires for \`${flag}\`.`,
          resolve: (h) => h.flags[flag],
        }),
      ]),
    ),
    pushEventsBranchFilter: t.string({
      nullable: true,
      description: 'Branches whose pushes the webhook fires for, read as `branchFilterStrategy` says.',
      resolve: (h) => h.pushEventsBranchFilter,
    }),
    branchFilterStrategy: t.field({
      type: BranchFilterStrategyEnum,
      nullable: false,
      description: 'How `pushEventsBranchFilter` is read.',
      resolve: (h) => h.branchFilterStrategy,
    }),
    enableSslVerification: t.boolean({
      nullable: false,
      description: 'Whether TLS certificates are verified when the webhook is called.',
      resolve: (h) => h.enableSslVerification,
    }),
    customWebhookTemplate: t.string({
      nullable: true,
      description: 'Custom payload template.',
      resolve: (h) => h.customWebhookTemplate,
    }),
    tokenSet: t.boolean({
      nullable: false,
      description: 'Whether a secret token is set (it is never shown).',
      resolve: (h) => h.hasToken,
    }),
    urlVariableKeys: t.stringList({
      nullable: false,
      description: 'Names of the URL variables (their values are never shown).',
      resolve: (h) => h.urlVariableKeys,
    }),
    customHeaderKeys: t.stringList({
      nullable: false,
      description: 'Names of the custom headers (their values are never shown).',
      resolve: (h) => h.customHeaderKeys,
    }),
    alertStatus: t.field({
      type: AlertStatusEnum,
      nullable: false,
      description: 'Whether the webhook is called, or auto-disabled after failing.',
      resolve: (h) => h.alertStatus,
    }),
    disabledUntil: t.field({
      type: 'Time',
      nullable: true,
      description: 'End of a temporary disabling.',
      resolve: (h) => h.disabledUntil,
    }),
    createdAt: t.field({
      type: 'Time',
      nullable: false,
      description: 'When the webhook was created.',
      resolve: (h) => h.createdAt,
    }),
    updatedAt: t.field({
      type: 'Time',
      nullable: false,
      description: 'When the webhook was last updated.',
      resolve: (h) => h.updatedAt,
    }),
  }),
});

const WebHookConnection = builder.connectionObject(
  { type: WebHookRef, name: 'WebHookConnection', description: 'The connection type for WebHook.' },
  { name: 'WebHookEdge', description: 'An edge in a connection.' },
);

/** A page of the instance's system hooks; null for everyone but administrators. */
async function systemHooks(ctx: GraphQLContext, args: ConnectionArgs) {
  const page = await nullIfForbidden(() =>
    ctx.services.hooks.list(ctx.actor, { kind: 'system' }, pageRequestFromArgs(args)),
  );
  return page && connectionFromPage(page);
}

/**
 * One DataLoader per request, owner kind and page request: the hooks of every project (or group)
 * of a list are read in one statement (`HooksService.pagesByOwner`).
 */
const ownerLoaders = new WeakMap<object, Map<string, DataLoader<number, Page<HookView> | null>>>();

async function ownerHooks(ctx: GraphQLContext, kind: 'project' | 'group', id: number, args: ConnectionArgs) {
  const request = pageRequestFromArgs(args);
  let loaders = ownerLoaders.get(ctx);
  if (!loaders) ownerLoaders.set(ctx, (loaders = new Map()));
  const key = JSON.stringify([kind, request]);
  let loader = loaders.get(key);
  if (!loader) {
    loader = new DataLoader(async (ids: readonly number[]) => {
      const pages = await ctx.services.hooks.pagesByOwner(ctx.actor, kind, ids, request);
      return ids.map((owner) => pages.get(owner) ?? null);
    });
    loaders.set(key, loader);
  }
  const page = await loader.load(id);
  return page && connectionFromPage(page);
}

builder.objectField(ProjectRef, 'webhooks', (t) =>
  t.connection(
    {
      type: WebHookRef,
      nullable: true,
      description: "The project's webhooks; null for those who may not manage them (Maintainer).",
      resolve: (s, args, ctx) => ownerHooks(ctx, 'project', s.project.id, args),
    },
    WebHookConnection,
  ),
);

builder.objectField(GroupRef, 'webhooks', (t) =>
  t.connection(
    {
      type: WebHookRef,
      nullable: true,
      description: "The group's webhooks; null for those who may not manage them (Owner).",
      resolve: (g, args, ctx) => ownerHooks(ctx, 'group', g.group.id, args),
    },
    WebHookConnection,
  ),
);

builder.queryField('systemWebhooks', (t) =>
  t.connection(
    {
      type: WebHookRef,
      nullable: true,
      description: "The instance's system hooks; null for everyone but administrators.",
      resolve: (_, args, ctx) => systemHooks(ctx, args),
    },
    WebHookConnection,
  ),
);

const KeyValueInput = builder.inputType('WebHookKeyValueInput', {
  description: 'A URL variable or a custom header of a webhook.',
  fields: (t) => ({
    key: t.string({ required: true, description: 'Name.' }),
    value: t.string({ required: true, description: 'Value (write-only).' }),
  }),
});

const attributeFields = (t: InputFieldBuilder) => ({
  name: t.string({ description: 'Name of the webhook.' }),
  description: t.string({ description: 'Description of the webhook.' }),
  token: t.string({ description: 'Secret token sent with each delivery (write-only); empty to remove it.' }),
  ...Object.fromEntries(
    HOOK_EVENT_FLAGS.map((flag) => [
      camel(flag),
      t.boolean({ description: `Whether the webhook fires for \`${flag}\` (when its kind offers it).` }),
    ]),
  ),
  pushEventsBranchFilter: t.string({ description: 'Branches whose pushes the webhook fires for.' }),
  branchFilterStrategy: t.field({
    type: BranchFilterStrategyEnum,
    description: 'How `pushEventsBranchFilter` is read (default WILDCARD).',
  }),
  enableSslVerification: t.boolean({ description: 'Whether TLS certificates are verified (default true).' }),
  customWebhookTemplate: t.string({ description: 'Custom payload template.' }),
  urlVariables: t.field({
    type: [KeyValueInput],
    description: 'Every URL variable (replaces those the webhook had).',
  }),
  customHeaders: t.field({
    type: [KeyValueInput],
    description: 'Every custom header (replaces those the webhook had).',
  }),
});

type AttributeInput = Record<string, unknown> & {
  url?: string | null;
  name?: string | null;
  description?: string | null;
  token?: string | null;
  pushEventsBranchFilter?: string | null;
  branchFilterStrategy?: BranchFilterStrategy | null;
  enableSslVerification?: boolean | null;
  customWebhookTemplate?: string | null;
  urlVariables?: readonly SecretEntry[] | null;
  customHeaders?: readonly SecretEntry[] | null;
};

function toAttributes(input: AttributeInput): HookAttributes {
  const flags: Partial<Record<HookEventFlag, boolean>> = {};
  for (const flag of HOOK_EVENT_FLAGS) {
    const value = input[camel(flag)];
    if (typeof value === 'boolean') flags[flag] = value;
  }
  return {
    url: input.url ?? undefined,
    name: input.name,
    description: input.description,
    token: input.token,
    flags,
    pushEventsBranchFilter: input.pushEventsBranchFilter,
    branchFilterStrategy: input.branchFilterStrategy ?? undefined,
    enableSslVerification: input.enableSslVerification ?? undefined,
    customWebhookTemplate: input.customWebhookTemplate,
    urlVariables: input.urlVariables ?? undefined,
    customHeaders: input.customHeaders ?? undefined,
  };
}

/** The owner a create names: exactly one of a project, a group, or the instance. */
function ownerOfCreate(input: {
  projectPath?: string | number | null;
  groupPath?: string | number | null;
  systemHook?: boolean | null;
}): HookOwnerRef {
  const named = [input.projectPath != null, input.groupPath != null, input.systemHook === true];
  if (named.filter(Boolean).length !== 1) {
    throw badRequest('Exactly one of projectPath, groupPath or systemHook: true is required');
  }
  if (input.projectPath != null) return { kind: 'project', idOrPath: String(input.projectPath) };
  if (input.groupPath != null) return { kind: 'group', idOrPath: String(input.groupPath) };
  return { kind: 'system' };
}

builder.relayMutationField(
  'webhookCreate',
  {
    inputFields: (t) => ({
      projectPath: t.id({ description: 'Full path of the project of a project hook.' }),
      groupPath: t.id({ description: 'Full path of the group of a group hook.' }),
      systemHook: t.boolean({ description: 'True for a system hook (administrators).' }),
      url: t.string({ required: true, description: 'URL the webhook calls.' }),
      ...attributeFields(t),
    }),
  },
  {
    description:
      'Creates a webhook of a project (Maintainer), a group (Owner) or the instance (administrators): exactly one of `projectPath`, `groupPath` or `systemHook: true`.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => ({
          webhook: await ctx.services.hooks.create(ctx.actor, ownerOfCreate(input), {
            ...toAttributes(input as AttributeInput),
            url: input.url,
          }),
        }),
        { webhook: null },
      ),
  },
  {
    outputFields: (t) => ({
      webhook: t.field({
        type: WebHookRef,
        nullable: true,
        description: 'The webhook created.',
        resolve: (p) => p.webhook ?? null,
      }),
      errors: mutationErrorsField(t),
    }),
  },
);

builder.relayMutationField(
  'webhookUpdate',
  {
    inputFields: (t) => ({
      id: t.field({ type: 'WebHookID', required: true, description: 'Global ID of the webhook.' }),
      url: t.string({
        description:
          'URL the webhook calls. A new URL discards the secret token, URL variables and custom headers, unless new ones are given with it.',
      }),
      ...attributeFields(t),
    }),
  },
  {
    description: 'Changes a webhook (and re-enables it, if it was disabled after failing).',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          const owner = await ctx.services.hooks.ownerOf(input.id);
          return {
            webhook: await ctx.services.hooks.update(ctx.actor, owner, input.id, toAttributes(input)),
          };
        },
        { webhook: null },
      ),
  },
  {
    outputFields: (t) => ({
      webhook: t.field({
        type: WebHookRef,
        nullable: true,
        description: 'The webhook after the update.',
        resolve: (p) => p.webhook ?? null,
      }),
      errors: mutationErrorsField(t),
    }),
  },
);

builder.relayMutationField(
  'webhookDelete',
  {
    inputFields: (t) => ({
      id: t.field({ type: 'WebHookID', required: true, description: 'Global ID of the webhook.' }),
    }),
  },
  {
    description: 'Deletes a webhook.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(async () => {
        const owner = await ctx.services.hooks.ownerOf(input.id);
        await ctx.services.hooks.delete(ctx.actor, owner, input.id);
        return {};
      }, {}),
  },
  {
    outputFields: (t) => ({
      errors: mutationErrorsField(t),
    }),
  },
);

/** Setting or removing one custom header or URL variable, as `PUT`/`DELETE .../hooks/:hook_id/<kind>/:key`. */
for (const kind of ['CustomHeader', 'UrlVariable'] as const) {
  const what = kind === 'CustomHeader' ? 'custom header' : 'URL variable';
  builder.relayMutationField(
    `webhook${kind}Set`,
    {
      inputFields: (t) => ({
        id: t.field({ type: 'WebHookID', required: true, description: 'Global ID of the webhook.' }),
        key: t.string({ required: true, description: `Name of the ${what}.` }),
        value: t.string({ required: true, description: `Value of the ${what} (write-only).` }),
      }),
    },
    {
      description: `Sets one ${what} of a webhook (and re-enables it, if it was disabled after failing).`,
      resolve: (_, { input }, ctx) =>
        mutationPayload(
          async () => {
            const owner = await ctx.services.hooks.ownerOf(input.id);
            const hooks = ctx.services.hooks;
            return {
              webhook:
                kind === 'CustomHeader'
                  ? await hooks.setCustomHeader(ctx.actor, owner, input.id, input.key, input.value)
                  : await hooks.setUrlVariable(ctx.actor, owner, input.id, input.key, input.value),
            };
          },
          { webhook: null },
        ),
    },
    {
      outputFields: (t) => ({
        webhook: t.field({
          type: WebHookRef,
          nullable: true,
          description: 'The webhook after the change.',
          resolve: (p) => p.webhook ?? null,
        }),
        errors: mutationErrorsField(t),
      }),
    },
  );

  builder.relayMutationField(
    `webhook${kind}Delete`,
    {
      inputFields: (t) => ({
        id: t.field({ type: 'WebHookID', required: true, description: 'Global ID of the webhook.' }),
        key: t.string({ required: true, description: `Name of the ${what}.` }),
      }),
    },
    {
      description: `Removes one ${what} of a webhook.`,
      resolve: (_, { input }, ctx) =>
        mutationPayload(
          async () => {
            const owner = await ctx.services.hooks.ownerOf(input.id);
            const hooks = ctx.services.hooks;
            return {
              webhook:
                kind === 'CustomHeader'
                  ? await hooks.deleteCustomHeader(ctx.actor, owner, input.id, input.key)
                  : await hooks.deleteUrlVariable(ctx.actor, owner, input.id, input.key),
            };
          },
          { webhook: null },
        ),
    },
    {
      outputFields: (t) => ({
        webhook: t.field({
          type: WebHookRef,
          nullable: true,
          description: 'The webhook after the change.',
          resolve: (p) => p.webhook ?? null,
        }),
        errors: mutationErrorsField(t),
      }),
    },
  );
}
