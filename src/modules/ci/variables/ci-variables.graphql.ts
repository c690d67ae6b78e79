import { DomainError } from '../../../core/errors.ts';
import { builder, type InputFieldBuilder } from '../../../graphql/builder.ts';
import {
  connectionFromPage,
  pageRequestFromArgs,
  type ConnectionArgs,
} from '../../../graphql/connections.ts';
import { mutationPayload, mutationErrorsField } from '../../../graphql/errors.ts';
import { registerGlobalIdClass } from '../../../graphql/global-id.ts';
import type { GraphQLContext } from '../../../graphql/builder.ts';
import { GroupRef } from '../../groups/groups.graphql.ts';
import { ProjectRef } from '../../projects/projects.graphql.ts';
import type { VariableAttributes, VariableOwnerRef, VariableSort } from './ci-variables.service.ts';
import type { CiVariableView } from './variable-view.ts';
import type { VariableType } from './ci-variable.entity.ts';

registerGlobalIdClass('CiProjectVariable', 'Ci::Variable');
registerGlobalIdClass('CiGroupVariable', 'Ci::GroupVariable');
registerGlobalIdClass('CiInstanceVariable', 'Ci::InstanceVariable');

export const VariableTypeEnum = builder.enumType('CiVariableType', {
  values: { ENV_VAR: { value: 'env_var' }, FILE: { value: 'file' } } as const,
});

const VariableSortEnum = builder.enumType('CiVariableSort', {
  description: 'Values for sorting variables.',
  values: { KEY_ASC: { value: 'key_asc' }, KEY_DESC: { value: 'key_desc' } } as const,
});

/** What every kind of CI/CD variable has (a schedule's variable has no `raw` or `hidden` of its own). */
interface VariableLike {
  id: number;
  key: string;
  value: string;
  variableType: VariableType;
  raw?: boolean;
  hidden?: boolean;
}

/** GitLab's `CiVariable` interface: implemented by every kind of CI/CD variable. */
export const CiVariableInterface = builder.interfaceRef<VariableLike>('CiVariable').implement({
  description: 'A CI/CD variable.',
  fields: (t) => ({
    // Every kind of variable is a Relay node, whose own `id` answers this field.
    id: t.id({ nullable: false, description: 'ID of the variable.' }),
    key: t.string({ nullable: true, description: 'Name of the variable.', resolve: (v) => v.key }),
    value: t.string({
      nullable: true,
      description: 'Value of the variable (null for hidden variables).',
      resolve: (v) => (v.hidden ? null : v.value),
    }),
    variableType: t.field({
      type: VariableTypeEnum,
      nullable: true,
      description: 'Type of the variable.',
      resolve: (v) => v.variableType,
    }),
    raw: t.boolean({
      nullable: true,
      description: 'Indicates whether the variable is raw (not expanded).',
      resolve: (v) => v.raw ?? false,
    }),
  }),
});

/** A kind of variable, loadable by id (`node(id:)`) for those who manage its owner's variables. */
function variableType(
  name: 'CiProjectVariable' | 'CiGroupVariable' | 'CiInstanceVariable',
  kind: VariableOwnerRef['kind'],
  description: string,
) {
  return builder.loadableNode(name, {
    description,
    interfaces: [CiVariableInterface],
    id: {
      description: 'ID of the variable.',
      resolve: (v: CiVariableView) => v.id,
      parse: (id: string) => Number(id),
    },
    load: (ids: number[], ctx: GraphQLContext) => ctx.services.ciVariables.loadMany(ctx.actor, kind, ids),
    fields: (t) => ({
      protected: t.exposeBoolean('protected', { nullable: true }),
      masked: t.exposeBoolean('masked', { nullable: true }),
      description: t.string({ nullable: true, resolve: (v) => v.description ?? null }),
      environmentScope: t.string({
        nullable: true,
        ...(name === 'CiInstanceVariable'
          ? {
              deprecationReason:
                'No longer used, only available for GroupVariableType and ProjectVariableType.',
            }
          : {}),
        resolve: (v) => v.environmentScope,
      }),
      ...(name === 'CiInstanceVariable' ? {} : { hidden: t.exposeBoolean('hidden', { nullable: true }) }),
    }),
  });
}

const ProjectVariableRef = variableType(
  'CiProjectVariable',
  'project',
  "A project's CI/CD variable. A hidden variable's value is never shown.",
);
const GroupVariableRef = variableType(
  'CiGroupVariable',
  'group',
  "A group's CI/CD variable. A hidden variable's value is never shown.",
);
const InstanceVariableRef = variableType('CiInstanceVariable', 'instance', "An instance's CI/CD variable.");

/** GitLab's default plan limits on the number of variables, shown as a connection's `limit`. */
const VARIABLE_LIMITS = { project: 8000, group: 30000 } as const;

function variableConnection(
  type: typeof ProjectVariableRef,
  name: 'CiProjectVariable' | 'CiGroupVariable' | 'CiInstanceVariable',
  limit: number | null,
) {
  return builder.connectionObject(
    {
      type,
      name: `${name}Connection`,
      description: `The connection type for ${name}.`,
      fields: (t) => {
        const fields: Record<string, ReturnType<typeof t.int>> = {};
        if (limit !== null) {
          fields['limit'] = t.int({
            nullable: false,
            description: 'Maximum amount of CI/CD variables.',
            resolve: () => limit,
          });
        }
        return fields;
      },
    },
    { name: `${name}Edge`, description: 'An edge in a connection.' },
  );
}

const ProjectVariableConnection = variableConnection(
  ProjectVariableRef,
  'CiProjectVariable',
  VARIABLE_LIMITS.project,
);
const GroupVariableConnection = variableConnection(
  GroupVariableRef,
  'CiGroupVariable',
  VARIABLE_LIMITS.group,
);
const InstanceVariableConnection = variableConnection(InstanceVariableRef, 'CiInstanceVariable', null);

/** A page of an owner's variables, in SQL; null for those who may not manage them. */
async function variablesOf(
  ctx: GraphQLContext,
  owner: VariableOwnerRef,
  args: ConnectionArgs & { sort?: VariableSort | null },
) {
  const page = await ctx.services.ciVariables
    .page(ctx.actor, owner, args.sort ?? 'id_asc', pageRequestFromArgs(args))
    .catch((error: unknown) => {
      if (error instanceof DomainError && error.kind === 'forbidden') return null;
      throw error;
    });
  return page && connectionFromPage(page);
}

builder.objectField(ProjectRef, 'ciVariables', (t) =>
  t.connection(
    {
      type: ProjectVariableRef,
      nullable: true,
      description: "The project's CI/CD variables; null for those who may not manage them.",
      args: {
        sort: t.arg({
          type: VariableSortEnum,
          description: 'Sort order of results (default: creation order).',
        }),
      },
      resolve: (s, args, ctx) => variablesOf(ctx, { kind: 'project', idOrPath: s.project.id }, args),
    },
    ProjectVariableConnection,
  ),
);

builder.objectField(GroupRef, 'ciVariables', (t) =>
  t.connection(
    {
      type: GroupVariableRef,
      nullable: true,
      description: "The group's CI/CD variables; null for those who may not manage them.",
      args: {
        sort: t.arg({
          type: VariableSortEnum,
          description: 'Sort order of results (default: creation order).',
        }),
      },
      resolve: (g, args, ctx) => variablesOf(ctx, { kind: 'group', idOrPath: g.group.id }, args),
    },
    GroupVariableConnection,
  ),
);

builder.queryField('ciVariables', (t) =>
  t.connection(
    {
      type: InstanceVariableRef,
      nullable: true,
      description: "The instance's CI/CD variables; null for everyone but administrators.",
      args: {
        sort: t.arg({
          type: VariableSortEnum,
          description: 'Sort order of results (default: creation order).',
        }),
      },
      resolve: (_, args, ctx) => variablesOf(ctx, { kind: 'instance' }, args),
    },
    InstanceVariableConnection,
  ),
);

const VARIABLE_REFS = { project: ProjectVariableRef, group: GroupVariableRef, instance: InstanceVariableRef };

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
        ciVariable: t.field({ type: VARIABLE_REFS[kind], nullable: true, resolve: (p) => p.ciVariable }),
        errors: mutationErrorsField(t),
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
        ciVariable: t.field({ type: VARIABLE_REFS[kind], nullable: true, resolve: (p) => p.ciVariable }),
        errors: mutationErrorsField(t),
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
    { outputFields: (t) => ({ errors: mutationErrorsField(t) }) },
  );
}
