import { badRequest } from '../../core/errors.ts';
import {
  builder,
  type GraphQLContext,
  type InputFieldBuilder,
  type SchemaTypes,
} from '../../graphql/builder.ts';
import { mutationPayload, mutationErrorsField } from '../../graphql/errors.ts';
import { decodeGlobalId } from '../../graphql/global-id.ts';
import { parseVisibility, ProjectRef } from './projects.graphql.ts';
import type { ProjectSubject } from './projects.policy.ts';
import type { ProjectInput } from './projects.service.ts';

// Creating, changing, archiving, starring, transferring and deleting projects.

/** The project a mutation names by full path; old paths of renamed projects are followed. */
const projectAt = (ctx: GraphQLContext, fullPath: string | number) =>
  ctx.services.projects.find(ctx.actor, String(fullPath), { redirects: 'follow' });

/** The payload of mutations that answer with the project. */
const projectPayload = {
  outputFields: (
    t: PothosSchemaTypes.FieldBuilder<
      SchemaTypes,
      { project?: ProjectSubject | null; errors: string[] },
      'Object'
    >,
  ) => ({
    project: t.field({ type: ProjectRef, nullable: true, resolve: (payload) => payload.project ?? null }),
    errors: mutationErrorsField(t),
  }),
};

/** A namespace argument: a `Namespace` or `Group` global ID. */
function namespaceIdFrom(value: string | number | null | undefined): number | undefined {
  if (value == null) return undefined;
  const { typename, id } = decodeGlobalId(String(value));
  if (!['Namespace', 'Group', 'Namespaces::UserNamespace'].includes(typename)) {
    throw badRequest(`${String(value)} is not a valid ID for Namespace.`);
  }
  return Number(id);
}

interface AttributeArgs {
  name?: string | null;
  path?: string | null;
  description?: string | null;
  visibility?: string | null;
  topics?: readonly string[] | null;
  defaultBranch?: string | null;
  issuesAccessLevel?: string | null;
  mergeRequestsAccessLevel?: string | null;
  requestAccessEnabled?: boolean | null;
  lfsEnabled?: boolean | null;
  sharedRunnersEnabled?: boolean | null;
  ciConfigPath?: string | null;
}

function toProjectInput(input: AttributeArgs): ProjectInput {
  const level = (value: string | null | undefined) => {
    if (value == null) return undefined;
    const v = value.toLowerCase();
    if (!['disabled', 'private', 'enabled'].includes(v))
      throw badRequest(`access level ${value} is not valid`);
    return v as 'disabled' | 'private' | 'enabled';
  };
  return {
    name: input.name ?? undefined,
    path: input.path ?? undefined,
    description: input.description ?? undefined,
    visibility: parseVisibility(input.visibility),
    topics: input.topics ?? undefined,
    defaultBranch: input.defaultBranch ?? undefined,
    requestAccessEnabled: input.requestAccessEnabled ?? undefined,
    lfsEnabled: input.lfsEnabled ?? undefined,
    sharedRunnersEnabled: input.sharedRunnersEnabled ?? undefined,
    ciConfigPath: input.ciConfigPath ?? undefined,
    featureAccessLevels: {
      issues: level(input.issuesAccessLevel),
      merge_requests: level(input.mergeRequestsAccessLevel),
    },
  };
}

/** The settings projectCreate and projectUpdate both take. */
const settingsFields = (t: InputFieldBuilder, visibilityDescription: string) => ({
  description: t.string(),
  visibility: t.string({ description: visibilityDescription }),
  topics: t.stringList(),
  defaultBranch: t.string(),
  issuesAccessLevel: t.string({ description: 'disabled, private or enabled.' }),
  mergeRequestsAccessLevel: t.string({ description: 'disabled, private or enabled.' }),
  requestAccessEnabled: t.boolean(),
  lfsEnabled: t.boolean(),
  sharedRunnersEnabled: t.boolean(),
  ciConfigPath: t.string(),
});

builder.relayMutationField(
  'projectCreate',
  {
    inputFields: (t) => ({
      name: t.string({ description: 'Name of the project (the path when absent).' }),
      path: t.string({ description: 'Path of the project (derived from the name when absent).' }),
      namespaceId: t.id({
        description: 'Global ID of the group or namespace (default: your personal namespace).',
      }),
      ...settingsFields(t, 'private (default), internal or public.'),
      initializeWithReadme: t.boolean({ description: 'Start the repository with a README.md commit.' }),
    }),
  },
  {
    description: 'Create a project (as POST /projects does).',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          if (input.name == null && input.path == null) throw badRequest('name or path is required');
          return {
            project: await ctx.services.projects.create(ctx.actor, {
              ...toProjectInput(input),
              namespaceId: namespaceIdFrom(input.namespaceId),
              initializeWithReadme: input.initializeWithReadme ?? undefined,
            }),
          };
        },
        { project: null },
      ),
  },
  projectPayload,
);

builder.relayMutationField(
  'projectUpdate',
  {
    inputFields: (t) => ({
      fullPath: t.id({ required: true, description: 'Full path of the project.' }),
      name: t.string(),
      path: t.string({ description: 'A new path (owners): the old one keeps redirecting.' }),
      ...settingsFields(t, 'private, internal or public (owners).'),
    }),
  },
  {
    description: 'Update the settings of a project (as PUT /projects/:id does).',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          const subject = await projectAt(ctx, input.fullPath);
          return { project: await ctx.services.projects.update(ctx.actor, subject, toProjectInput(input)) };
        },
        { project: null },
      ),
  },
  projectPayload,
);

builder.relayMutationField(
  'projectTransfer',
  {
    inputFields: (t) => ({
      fullPath: t.id({ required: true, description: 'Full path of the project.' }),
      namespaceId: t.id({ description: 'Global ID of the target group or namespace.' }),
      namespacePath: t.string({ description: 'Full path of the target group or namespace.' }),
    }),
  },
  {
    description: 'Move a project to another namespace (as PUT /projects/:id/transfer does).',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          const target = namespaceIdFrom(input.namespaceId) ?? input.namespacePath;
          if (target == null) throw badRequest('namespaceId or namespacePath is required');
          const subject = await projectAt(ctx, input.fullPath);
          return { project: await ctx.services.projects.transfer(ctx.actor, subject, target) };
        },
        { project: null },
      ),
  },
  projectPayload,
);

builder.relayMutationField(
  'projectDelete',
  {
    inputFields: (t) => ({ fullPath: t.id({ required: true, description: 'Full path of the project.' }) }),
  },
  {
    description: 'Delete a project (as DELETE /projects/:id does).',
    resolve: (_, { input }, ctx) =>
      mutationPayload(async () => {
        const subject = await ctx.services.projects.find(ctx.actor, String(input.fullPath), {
          redirects: 'ignore',
        });
        await ctx.services.projects.delete(ctx.actor, subject);
        return {};
      }, {}),
  },
  {
    outputFields: (t) => ({
      errors: mutationErrorsField(t),
    }),
  },
);

for (const [name, archived] of [
  ['projectArchive', true],
  ['projectUnarchive', false],
] as const) {
  builder.relayMutationField(
    name,
    {
      inputFields: (t) => ({ fullPath: t.id({ required: true, description: 'Full path of the project.' }) }),
    },
    {
      description: archived ? 'Archive a project (owners).' : 'Unarchive a project (owners).',
      resolve: (_, { input }, ctx) =>
        mutationPayload(
          async () => {
            const subject = await projectAt(ctx, input.fullPath);
            return { project: await ctx.services.projects.setArchived(ctx.actor, subject, archived) };
          },
          { project: null },
        ),
    },
    projectPayload,
  );
}

builder.relayMutationField(
  'projectStar',
  {
    inputFields: (t) => ({
      fullPath: t.id({ required: true, description: 'Full path of the project.' }),
      starred: t.boolean({ required: true, description: 'Star (true) or unstar (false).' }),
    }),
  },
  {
    description: 'Star or unstar a project for the current user (nothing changes when it already is so).',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          const subject = await projectAt(ctx, input.fullPath);
          const result = await ctx.services.projectStars.setStarred(ctx.actor, subject, input.starred);
          return { project: result.subject, changed: result.changed };
        },
        { project: null, changed: null },
      ),
  },
  {
    outputFields: (t) => ({
      project: t.field({ type: ProjectRef, nullable: true, resolve: (payload) => payload.project ?? null }),
      changed: t.boolean({
        nullable: true,
        description: 'False when the project already was (or was not) starred.',
        resolve: (payload) => payload.changed ?? null,
      }),
      errors: mutationErrorsField(t),
    }),
  },
);
