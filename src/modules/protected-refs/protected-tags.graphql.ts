import { builder, type GraphQLContext } from '../../graphql/builder.ts';
import { connectionFromArray, maxPageSize } from '../../graphql/connections.ts';
import { mutationPayload, nullIfNotFound, mutationErrorsField } from '../../graphql/errors.ts';
import { ProjectRef } from '../projects/projects.graphql.ts';
import { DomainError } from '../../core/errors.ts';
import { AccessLevelGroupRef, AccessLevelUserRef } from './access-level-types.graphql.ts';
import { ACCESS_LEVELS_PAGE } from './branch-rules.graphql.ts';
import type { AccessGrant, ProtectedTagRule } from './protection.ts';

/** Who may create tags of a protected tag rule (GitLab's REST `create_access_levels`). */
const CreateAccessLevelRef = builder.objectRef<AccessGrant>('CreateAccessLevel').implement({
  description: 'Who may create tags matching a protected tag.',
  fields: (t) => ({
    accessLevel: t.int({ nullable: false, resolve: (g) => g.accessLevel ?? 0 }),
    accessLevelDescription: t.string({ nullable: false, resolve: (g) => g.description }),
    user: t.field({ type: AccessLevelUserRef, nullable: true, resolve: (g) => g.userId }),
    group: t.field({ type: AccessLevelGroupRef, nullable: true, resolve: (g) => g.groupId }),
  }),
});

/** A protected tag, loadable by id (`node(id:)`) for those who manage its project's protected tags. */
const CreateAccessLevelConnection = builder.connectionObject(
  {
    type: CreateAccessLevelRef,
    name: 'CreateAccessLevelConnection',
    description: 'The connection type for CreateAccessLevel.',
  },
  { name: 'CreateAccessLevelEdge', description: 'An edge in a connection.' },
);

const ProtectedTagRef = builder.loadableNode('ProtectedTag', {
  description: 'A protected tag, or wildcard of tags, of a project.',
  id: { resolve: (rule: ProtectedTagRule) => rule.id, parse: (id: string) => Number(id) },
  load: async (ids: number[], ctx: GraphQLContext) =>
    (await ctx.services.protectedTags.loadMany(ctx.actor, ids)).map((view) => view?.rule ?? null),
  fields: (t) => ({
    name: t.string({
      nullable: false,
      description: 'Name of the tag; may include wildcards.',
      resolve: (r) => r.name,
    }),
    createAccessLevels: t.connection(
      {
        type: CreateAccessLevelRef,
        nullable: true,
        ...maxPageSize(ACCESS_LEVELS_PAGE),
        resolve: (rule, args) =>
          connectionFromArray(
            rule.grants.filter((g) => g.action === 'create'),
            args,
            ACCESS_LEVELS_PAGE,
          ),
      },
      CreateAccessLevelConnection,
    ),
    createdAt: t.field({ type: 'Time', nullable: false, resolve: (r) => r.createdAt }),
  }),
});

const ProtectedTagConnection = builder.connectionObject(
  {
    type: ProtectedTagRef,
    name: 'ProtectedTagConnection',
    description: 'The connection type for ProtectedTag.',
  },
  { name: 'ProtectedTagEdge', description: 'An edge in a connection.' },
);

builder.objectFields(ProjectRef, (t) => ({
  protectedTags: t.connection(
    {
      type: ProtectedTagRef,
      nullable: true,
      description: 'Protected tags of the project (maintainers); null for those who may not see them.',
      resolve: async (subject, args, ctx) => {
        const views = await nullIfNotFound(() =>
          ctx.services.protectedTags.list(ctx.actor, subject.project.id),
        ).catch((error: unknown) => {
          if (error instanceof DomainError && error.kind === 'forbidden') return null;
          throw error;
        });
        return (
          views &&
          connectionFromArray(
            views.map((v) => v.rule),
            args,
          )
        );
      },
    },
    ProtectedTagConnection,
  ),
}));

const CreateAccessLevelInput = builder.inputType('CreateAccessLevelInput', {
  description: 'Defines who can create tags matching a protected tag.',
  fields: (t) => ({
    accessLevel: t.int(),
    userId: t.field({ type: 'UserID' }),
    groupId: t.field({ type: 'GroupID' }),
  }),
});

builder.relayMutationField(
  'protectedTagCreate',
  {
    inputFields: (t) => ({
      projectPath: t.id({ required: true }),
      name: t.string({ required: true, description: 'Tag name, with wildcards.' }),
      createAccessLevels: t.field({
        type: [CreateAccessLevelInput],
        description: 'Who may create such tags.',
      }),
    }),
  },
  {
    description: 'Protects a tag (or wildcard of tags) of a project.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => ({
          protectedTag: (
            await ctx.services.protectedTags.create(ctx.actor, String(input.projectPath), {
              name: input.name,
              allowedToCreate: input.createAccessLevels?.map((e) => ({
                accessLevel: e.accessLevel ?? undefined,
                userId: e.userId ?? undefined,
                groupId: e.groupId ?? undefined,
              })),
            })
          ).rule,
        }),
        { protectedTag: null },
      ),
  },
  {
    outputFields: (t) => ({
      protectedTag: t.field({ type: ProtectedTagRef, nullable: true, resolve: (p) => p.protectedTag }),
      errors: mutationErrorsField(t),
    }),
  },
);

builder.relayMutationField(
  'protectedTagDelete',
  {
    inputFields: (t) => ({
      projectPath: t.id({ required: true }),
      name: t.string({ required: true }),
    }),
  },
  {
    description: 'Unprotects a tag (or wildcard of tags) of a project.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(async () => {
        await ctx.services.protectedTags.delete(ctx.actor, String(input.projectPath), input.name);
        return {};
      }, {}),
  },
  { outputFields: (t) => ({ errors: mutationErrorsField(t) }) },
);
