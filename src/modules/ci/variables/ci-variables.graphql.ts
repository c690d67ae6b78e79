import { DomainError } from '../../../core/errors.ts';
import { builder, type InputFieldBuilder } from '../../../graphql/builder.ts';
import { connectionFromArray } from '../../../graphql/connections.ts';
import { mutationPayload } from '../../../graphql/errors.ts';
import { encodeGlobalId, registerGlobalIdClass } from '../../../graphql/global-id.ts';
import type { GraphQLContext } from '../../../graphql/builder.ts';
import { GroupRef } from '../../groups/groups.graphql.ts';
import { ProjectRef } from '../../projects/projects.graphql.ts';
import type { VariableAttributes, VariableOwnerRef } from './ci-variables.service.ts';
import type { CiVariableView } from './variable-view.ts';

registerGlobalIdClass('CiProjectVariable', 'Ci::Variable');

export const VariableTypeEnum = builder.enumType('CiVariableType', {
  values: { ENV_VAR: { value: 'env_var' }, FILE: { value: 'file' } } as const,
});

const VariableRef = builder.objectRef<CiVariableView>('CiProjectVariable').implement({
  description: "A project's CI/CD variable. A hidden variable's value is never shown.",
  fields: (t) => ({
    id: t.id({ nullable: false, resolve: (v) => encodeGlobalId('CiProjectVariable', v.id) }),
    key: t.exposeString('key', { nullable: false }),
    value: t.string({ nullable: true, resolve: (v) => (v.hidden ? null : v.value) }),
    variableType: t.field({ type: VariableTypeEnum, nullable: false, resolve: (v) => v.variableType }),
    protected: t.exposeBoolean('protected', { nullable: false }),
    masked: t.exposeBoolean('masked', { nullable: false }),
    hidden: t.exposeBoolean('hidden', { nullable: false }),
    raw: t.exposeBoolean('raw', { nullable: false }),
    environmentScope: t.exposeString('environmentScope', { nullable: false }),
    description: t.string({ nullable: true, resolve: (v) => v.description ?? null }),
  }),
});

/** The first hundred variables of an owner; null for those who may not manage them. */
async function variablesOf(ctx: GraphQLContext, owner: VariableOwnerRef): Promise<CiVariableView[] | null> {
  const page = await ctx.services.ciVariables
    .list(ctx.actor, owner, { kind: 'offset', page: 1, perPage: 100 })
    .catch((error: unknown) => {
      if (error instanceof DomainError && error.kind === 'forbidden') return null;
      throw error;
    });
  return page?.items ?? null;
}

builder.objectFields(ProjectRef, (t) => ({
  ciVariables: t.connection({
    type: VariableRef,
    nullable: true,
    description: "The project's CI/CD variables; null for those who may not manage them.",
    resolve: async (s, args, ctx) => {
      const items = await variablesOf(ctx, { kind: 'project', idOrPath: s.project.id });
      return items && connectionFromArray(items, args);
    },
  }),
}));

builder.objectFields(GroupRef, (t) => ({
  ciVariables: t.connection({
    type: VariableRef,
    nullable: true,
    description: "The group's CI/CD variables; null for those who may not manage them.",
    resolve: async (g, args, ctx) => {
      const items = await variablesOf(ctx, { kind: 'group', idOrPath: g.group.id });
      return items && connectionFromArray(items, args);
    },
  }),
}));

builder.queryFields((t) => ({
  ciVariables: t.connection({
    type: VariableRef,
    nullable: true,
    description: "The instance's CI/CD variables; null for everyone but administrators.",
    resolve: async (_, args, ctx) => {
      const items = await variablesOf(ctx, { kind: 'instance' });
      return items && connectionFromArray(items, args);
    },
  }),
}));

const attributeFields = (t: InputFieldBuilder) => ({
  variableType: t.field({ type: VariableTypeEnum }),
  protected: t.boolean(),
  masked: t.boolean(),
  raw: t.boolean(),
  description: t.string(),
});

function toAttributes(input: {
  variableType?: 'env_var' | 'file' | null;
  protected?: boolean | null;
  masked?: boolean | null;
  raw?: boolean | null;
  description?: string | null;
}): VariableAttributes {
  return {
    variableType: input.variableType ?? undefined,
    protected: input.protected ?? undefined,
    masked: input.masked ?? undefined,
    raw: input.raw ?? undefined,
    description: input.description ?? undefined,
  };
}

for (const kind of ['project', 'group', 'instance'] as const) {
  const pathField = `${kind}Path` as const;
  // Projects and groups are named by path; the instance (administrators) needs no name.
  const ownerField = (t: InputFieldBuilder) =>
    kind === 'instance' ? {} : { [pathField]: t.id({ required: true }) };
  const ownerOf = (input: object): VariableOwnerRef =>
    kind === 'instance'
      ? { kind }
      : { kind, idOrPath: String((input as Record<string, unknown>)[pathField]) };
  builder.relayMutationField(
    `${kind}CiVariableCreate`,
    {
      inputFields: (t) => ({
        ...ownerField(t),
        key: t.string({ required: true }),
        value: t.string({ required: true }),
        environmentScope: t.string(),
        ...attributeFields(t),
      }),
    },
    {
      description: `Adds a CI/CD variable to a ${kind}.`,
      resolve: (_, { input }, ctx) =>
        mutationPayload(
          async () => ({
            ciVariable: await ctx.services.ciVariables.create(ctx.actor, ownerOf(input), {
              ...toAttributes(input),
              key: input.key,
              value: input.value,
              environmentScope: input.environmentScope ?? undefined,
            }),
          }),
          { ciVariable: null },
        ),
    },
    {
      outputFields: (t) => ({
        ciVariable: t.field({ type: VariableRef, nullable: true, resolve: (p) => p.ciVariable }),
        errors: t.stringList({ resolve: (p) => p.errors }),
      }),
    },
  );

  builder.relayMutationField(
    `${kind}CiVariableUpdate`,
    {
      inputFields: (t) => ({
        ...ownerField(t),
        key: t.string({ required: true }),
        environmentScope: t.string({ description: 'Which variable of the key, when it has several.' }),
        value: t.string(),
        ...attributeFields(t),
      }),
    },
    {
      description: `Changes a ${kind}'s CI/CD variable.`,
      resolve: (_, { input }, ctx) =>
        mutationPayload(
          async () => ({
            ciVariable: await ctx.services.ciVariables.update(
              ctx.actor,
              ownerOf(input),
              input.key,
              input.environmentScope ?? undefined,
              { ...toAttributes(input), value: input.value ?? undefined },
            ),
          }),
          { ciVariable: null },
        ),
    },
    {
      outputFields: (t) => ({
        ciVariable: t.field({ type: VariableRef, nullable: true, resolve: (p) => p.ciVariable }),
        errors: t.stringList({ resolve: (p) => p.errors }),
      }),
    },
  );

  builder.relayMutationField(
    `${kind}CiVariableDelete`,
    {
      inputFields: (t) => ({
        ...ownerField(t),
        key: t.string({ required: true }),
        environmentScope: t.string(),
      }),
    },
    {
      description: `Deletes a ${kind}'s CI/CD variable.`,
      resolve: (_, { input }, ctx) =>
        mutationPayload(async () => {
          await ctx.services.ciVariables.delete(
            ctx.actor,
            ownerOf(input),
            String(input.key),
            input.environmentScope ?? undefined,
          );
          return {};
        }, {}),
    },
    { outputFields: (t) => ({ errors: t.stringList({ resolve: (p) => p.errors }) }) },
  );
}
