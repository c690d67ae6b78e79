import type { Actor } from '../../../core/actor.ts';
import { DomainError } from '../../../core/errors.ts';
import type { DomainEvent } from '../../../core/events.ts';
import { builder, type GraphQLContext } from '../../../graphql/builder.ts';
import { mutationPayload } from '../../../graphql/errors.ts';
import { GuardedStream } from '../../../graphql/shared-subscriptions.ts';
import { requestLoader } from '../../../graphql/request-loader.ts';
import { WebHookRef } from '../hooks.graphql.ts';
import type { HookOwnerRef } from '../hooks.service.ts';
import { requestPayloadOf, type HookLogRecord } from './hook-log-reads.ts';
import { TEST_TRIGGERS, type TestTrigger } from './hook-samples.ts';

/**
 * A webhook's deliveries over GraphQL (GitLab has none: filled in its style): `WebHook.events` (the
 * log of the last week, as `GET .../hooks/:hook_id/events`), `webhookTest` and
 * `webhookEventResend`, and `webhookEventsDelivered`, which streams a hook's deliveries as they are
 * sent.
 */

const WebHookEventRef = builder.loadableNode('WebHookEvent', {
  description: 'One delivery of a webhook: the request sent and the answer received.',
  id: {
    description: 'Global ID of the delivery (a `WebHookEventID`).',
    resolve: (log: HookLogRecord) => log.id,
    parse: (id: string) => Number(id),
  },
  load: (ids: number[], ctx: GraphQLContext) => ctx.services.hookDeliveries.loadMany(ctx.actor, ids),
  fields: (t) => ({
    url: t.string({
      nullable: true,
      description: 'URL called (URL variables masked).',
      resolve: (l) => l.url,
    }),
    trigger: t.string({
      nullable: false,
      description: 'What triggered it (`push_hooks`...).',
      resolve: (l) => l.trigger,
    }),
    requestHeaders: t.field({
      type: 'JSON',
      nullable: true,
      description: 'Headers sent (the secret token and custom header values redacted).',
      resolve: (l) => l.requestHeaders,
    }),
    requestData: t.field({
      type: 'JSON',
      nullable: true,
      description: 'The payload sent.',
      resolve: (l) => requestPayloadOf(l),
    }),
    responseStatus: t.string({
      nullable: true,
      description: 'HTTP status of the answer, or `internal error` when there was none.',
      resolve: (l) => l.responseStatus,
    }),
    responseHeaders: t.field({
      type: 'JSON',
      nullable: true,
      description: 'Headers of the answer.',
      resolve: (l) => l.responseHeaders,
    }),
    responseBody: t.string({
      nullable: true,
      description: 'Body of the answer (cut after 8 KiB).',
      resolve: (l) => l.responseBody,
    }),
    executionDuration: t.float({
      nullable: true,
      description: 'Seconds the delivery took.',
      resolve: (l) => l.executionDuration,
    }),
    internalErrorMessage: t.string({
      nullable: true,
      description: 'Why there was no answer (refused address, timeout, connection error).',
      resolve: (l) => l.internalErrorMessage,
    }),
    createdAt: t.field({
      type: 'Time',
      nullable: false,
      description: 'When the delivery was recorded.',
      resolve: (l) => l.createdAt,
    }),
  }),
});

const TestTriggerEnum = builder.enumType('WebHookTestTrigger', {
  description: 'The kind of sample a test delivery sends.',
  values: Object.fromEntries(
    Object.keys(TEST_TRIGGERS).map((trigger) => [trigger.toUpperCase(), { value: trigger }]),
  ) as Record<string, { value: TestTrigger }>,
});

/** Log entries `WebHook.events` returns at most (GitLab's REST list shows 20 a page). */
const MAX_EVENTS = 20;

builder.objectField(WebHookRef, 'events', (t) =>
  t.field({
    type: [WebHookEventRef],
    nullable: true,
    description: "The webhook's deliveries of the last seven days, newest first (at most 20).",
    args: {
      statuses: t.arg.stringList({
        description: 'HTTP statuses, or `successful`, `client_failure`, `server_failure`.',
      }),
      first: t.arg.int({ description: 'How many (at most 20, the default).' }),
    },
    resolve: (hook, args, ctx) => {
      const statuses = args.statuses ?? [];
      const limit = Math.min(Math.max(args.first ?? MAX_EVENTS, 1), MAX_EVENTS);
      return requestLoader(
        ctx,
        `WebHook.events:${JSON.stringify([statuses, limit])}`,
        (ids: readonly number[]) => ctx.services.hookDeliveries.latestEvents(ctx.actor, ids, statuses, limit),
      ).load(hook.id);
    },
  }),
);

/** What `webhookTest` and `webhookEventResend` answer: the delivery made, or why not. */
interface EventPayload {
  event?: HookLogRecord | null;
  errors: string[];
}
type PayloadFieldBuilder = Parameters<
  NonNullable<Parameters<typeof builder.relayMutationField>[3]>['outputFields']
>[0];
const eventOutputFields = (t: PayloadFieldBuilder) => ({
  event: t.field({
    type: WebHookEventRef,
    nullable: true,
    description: 'The delivery made.',
    resolve: (p: unknown) => (p as EventPayload).event ?? null,
  }),
  errors: t.stringList({
    description: 'Errors encountered during the mutation.',
    resolve: (p: unknown) => (p as EventPayload).errors,
  }),
});

builder.relayMutationField(
  'webhookTest',
  {
    inputFields: (t) => ({
      id: t.field({ type: 'WebHookID', required: true, description: 'Global ID of the webhook.' }),
      trigger: t.field({ type: TestTriggerEnum, required: true, description: 'The sample to send.' }),
    }),
  },
  {
    description:
      "Sends a sample of a trigger's payload to a webhook now (five a minute per owner and user), as `POST .../hooks/:hook_id/test/:trigger`.",
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => ({
          event: await ctx.services.hookDeliveries.test(
            ctx.actor,
            await ctx.services.hooks.ownerOf(input.id),
            input.id,
            input.trigger,
          ),
        }),
        { event: null },
      ),
  },
  { outputFields: eventOutputFields },
);

builder.relayMutationField(
  'webhookEventResend',
  {
    inputFields: (t) => ({
      id: t.field({ type: 'WebHookID', required: true, description: 'Global ID of the webhook.' }),
      eventId: t.field({
        type: 'WebHookEventID',
        required: true,
        description: 'Global ID of the delivery to send again.',
      }),
    }),
  },
  {
    description: 'Sends a delivery of a webhook again, with the same payload and idempotency key.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => ({
          event: await ctx.services.hookDeliveries.resend(
            ctx.actor,
            await ctx.services.hooks.ownerOf(input.id),
            input.id,
            input.eventId,
          ),
        }),
        { event: null },
      ),
  },
  { outputFields: eventOutputFields },
);

/** Whether the actor may manage the hook (see its deliveries) now. */
async function manages(ctx: GraphQLContext, actor: Actor, owner: HookOwnerRef, hookId: number) {
  try {
    await ctx.services.hooks.get(actor, owner, hookId);
    return true;
  } catch (error) {
    if (error instanceof DomainError) return false;
    throw error;
  }
}

builder.subscriptionField('webhookEventsDelivered', (t) =>
  t.field({
    type: [WebHookEventRef],
    nullable: true,
    description: "Streams a webhook's deliveries as they are sent (those sent together come together).",
    args: { webhookId: t.arg({ type: 'WebHookID', required: true }) },
    subscribe: async (_, args, ctx) => {
      const hookId = args.webhookId;
      const owner = await ctx.services.hooks.ownerOf(hookId);
      const view = await ctx.services.hooks.get(ctx.actor, owner, hookId);
      const events = ctx.services.bus.subscribe('web_hook.delivered', (e) =>
        e.payload.deliveries.some((d) => d.hookId === hookId),
      );
      return new GuardedStream(events, {
        // System hooks have no project or group: group 0 names none, and admin rights live with the user.
        scope:
          view.projectId !== null
            ? { type: 'project', id: view.projectId }
            : { type: 'group', id: view.groupId ?? 0 },
        ability: 'admin_web_hook',
        decide: async (actor) => ({ allowed: await manages(ctx, actor, owner, hookId) }),
      });
    },
    resolve: async (event: DomainEvent<'web_hook.delivered'>, args, ctx) => {
      const ids = event.payload.deliveries.filter((d) => d.hookId === args.webhookId).map((d) => d.logId);
      return ctx.services.hookDeliveries.delivered(ctx.actor, args.webhookId, ids);
    },
  }),
);
