import { builder, type GraphQLContext } from '../../../graphql/builder.ts';
import { DomainError } from '../../../core/errors.ts';
import { connectionFromArray } from '../../../graphql/connections.ts';
import { mutationPayload, mutationErrorsField } from '../../../graphql/errors.ts';
import { registerGlobalIdClass } from '../../../graphql/global-id.ts';
import { ProjectRef } from '../../projects/projects.graphql.ts';
import { UserRef } from '../../users/users.graphql.ts';
import type { Trigger } from './trigger.entity.ts';
import { TRIGGER_TOKEN_PREFIX } from './trigger-token.ts';

registerGlobalIdClass('PipelineTrigger', 'Ci::Trigger');

interface TriggerNode {
  trigger: Trigger;
  /** Only right after creation: the whole token, shown once. */
  token?: string;
}

/** A trigger token, loadable by id (`node(id:)`) for those who manage its project's triggers. */
const TriggerRef = builder.loadableNode('PipelineTrigger', {
  description: 'A pipeline trigger token of a project.',
  id: { resolve: (n: TriggerNode) => n.trigger.id, parse: (id: string) => Number(id) },
  load: async (ids: number[], ctx: GraphQLContext) =>
    (await ctx.services.triggers.loadMany(ctx.actor, ids)).map((trigger) => (trigger ? { trigger } : null)),
  fields: (t) => ({
    description: t.string({ nullable: true, resolve: ({ trigger }) => trigger.description }),
    token: t.string({
      nullable: false,
      description: 'The whole token when it was just created; otherwise its first characters.',
      resolve: ({ trigger, token }) => token ?? `${TRIGGER_TOKEN_PREFIX}${trigger.tokenStart}`,
    }),
    hasTokenExposed: t.boolean({ nullable: false, resolve: ({ token }) => token !== undefined }),
    owner: t.field({ type: UserRef, nullable: true, resolve: ({ trigger }) => trigger.owner ?? null }),
    lastUsed: t.field({ type: 'Time', nullable: true, resolve: ({ trigger }) => trigger.lastUsedAt ?? null }),
    expiresAt: t.field({ type: 'Time', nullable: true, resolve: ({ trigger }) => trigger.expiresAt ?? null }),
    createdAt: t.field({ type: 'Time', nullable: false, resolve: ({ trigger }) => trigger.createdAt }),
  }),
});

builder.objectFields(ProjectRef, (t) => ({
  pipelineTriggers: t.connection(
    {
      type: TriggerRef,
      nullable: true,
      description: 'Pipeline trigger tokens of the project; null for those who may not manage them.',
      resolve: async (s, args, ctx) => {
        const triggers = await ctx.services.triggers.all(ctx.actor, s.project.id).catch((error: unknown) => {
          if (error instanceof DomainError && error.kind === 'forbidden') return null;
          throw error;
        });
        return (
          triggers &&
          connectionFromArray(
            triggers.map((trigger) => ({ trigger })),
            args,
          )
        );
      },
    },
    { name: 'PipelineTriggerConnection' },
    { name: 'PipelineTriggerEdge' },
  ),
}));

builder.relayMutationField(
  'pipelineTriggerCreate',
  {
    inputFields: (t) => ({
      projectPath: t.id({ required: true }),
      description: t.string({ required: true }),
    }),
  },
  {
    description: 'Creates a pipeline trigger token; the whole token is shown this once.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => ({
          pipelineTrigger: await ctx.services.triggers.create(
            ctx.actor,
            String(input.projectPath),
            input.description,
          ),
        }),
        { pipelineTrigger: null },
      ),
  },
  {
    outputFields: (t) => ({
      pipelineTrigger: t.field({ type: TriggerRef, nullable: true, resolve: (p) => p.pipelineTrigger }),
      errors: mutationErrorsField(t),
    }),
  },
);

builder.relayMutationField(
  'pipelineTriggerUpdate',
  {
    inputFields: (t) => ({
      id: t.field({ type: 'CiTriggerID', required: true }),
      description: t.string({ required: true }),
    }),
  },
  {
    description: "Changes a pipeline trigger token's description.",
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => ({
          pipelineTrigger: {
            trigger: await ctx.services.triggers.updateById(ctx.actor, input.id, {
              description: input.description,
            }),
          },
        }),
        { pipelineTrigger: null },
      ),
  },
  {
    outputFields: (t) => ({
      pipelineTrigger: t.field({ type: TriggerRef, nullable: true, resolve: (p) => p.pipelineTrigger }),
      errors: mutationErrorsField(t),
    }),
  },
);

builder.relayMutationField(
  'pipelineTriggerDelete',
  { inputFields: (t) => ({ id: t.field({ type: 'CiTriggerID', required: true }) }) },
  {
    description: 'Deletes a pipeline trigger token.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(async () => {
        await ctx.services.triggers.deleteById(ctx.actor, input.id);
        return {};
      }, {}),
  },
  { outputFields: (t) => ({ errors: mutationErrorsField(t) }) },
);
