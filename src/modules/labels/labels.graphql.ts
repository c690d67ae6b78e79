import type { ArgBuilder } from '@pothos/core';
import DataLoader from 'dataloader';
import { badRequest } from '../../core/errors.ts';
import { renderMarkdown } from '../../core/markdown.ts';
import { positionCursors, type KeysetPageRequest, type Page } from '../../core/pagination.ts';
import { builder, type GraphQLContext, type SchemaTypes } from '../../graphql/builder.ts';
import { connectionFromPage, pageRequestFromArgs } from '../../graphql/connections.ts';
import { mutationPayload } from '../../graphql/errors.ts';
import { idWithClass, registerGlobalIdClass, registerNodeClass } from '../../graphql/global-id.ts';
import { GroupRef } from '../groups/groups.graphql.ts';
import type { GroupSubject } from '../groups/groups.policy.ts';
import { ProjectPermissionsRef, ProjectRef } from '../projects/projects.graphql.ts';
import type { ProjectSubject } from '../projects/projects.policy.ts';
import { DEFAULT_LABEL_COLOR } from './label-colors.ts';
import type { LabelView } from './label-view.ts';
import type { LabelFilters } from './labels.finder.ts';
import type { LabelParent, LabelScope } from './labels.service.ts';

// A label's global id names its class: `gid://gitlab/ProjectLabel/1` or `gid://gitlab/GroupLabel/2`.
registerGlobalIdClass('Label', 'ProjectLabel');
registerNodeClass('Label', 'GroupLabel');

export const LabelRef = builder.loadableNode('Label', {
  description: 'A label of a project or a group.',
  id: {
    description: 'Global ID of the label (a `LabelID`).',
    resolve: (label: LabelView) => idWithClass(label.type, label.id),
    parse: (id: string) => Number(id),
  },
  load: (ids: number[], ctx: GraphQLContext) => ctx.services.labels.loadMany(ctx.actor, ids),
  fields: (t) => ({
    title: t.string({ nullable: false, description: 'Content of the label.', resolve: (l) => l.title }),
    description: t.string({
      nullable: true,
      description: 'Description of the label.',
      resolve: (l) => l.description,
    }),
    descriptionHtml: t.string({
      nullable: true,
      description: 'GitLab Flavored Markdown rendering of `description`',
      resolve: (l) => renderMarkdown(l.description),
    }),
    color: t.string({
      nullable: false,
      description: 'Background color of the label.',
      resolve: (l) => l.color,
    }),
    textColor: t.string({
      nullable: false,
      description: 'Text color of the label.',
      resolve: (l) => l.textColor,
    }),
    createdAt: t.field({
      type: 'Time',
      nullable: false,
      description: 'When the label was created.',
      resolve: (l) => l.createdAt,
    }),
    updatedAt: t.field({
      type: 'Time',
      nullable: false,
      description: 'When the label was last updated.',
      resolve: (l) => l.updatedAt,
    }),
    lockOnMerge: t.boolean({
      nullable: false,
      description: 'Indicates this label is locked for merge requests that have been merged.',
      resolve: (l) => l.lockOnMerge,
    }),
    archived: t.boolean({
      nullable: false,
      description: 'Indicates the label is archived.',
      resolve: (l) => l.archived,
    }),
  }),
});

export const LabelConnection = builder.connectionObject(
  { type: LabelRef, name: 'LabelConnection', description: 'The connection type for Label.' },
  { name: 'LabelEdge', description: 'An edge in a connection.' },
);

const LabelSearchFieldList = builder.enumType('LabelSearchFieldList', {
  description: 'List of fields where the provided searchTerm should be looked up',
  values: {
    TITLE: { value: 'title', description: 'Search in title field.' },
    DESCRIPTION: { value: 'description', description: 'Search in description field.' },
  } as const,
});

interface LabelArgs {
  title?: string | null;
  searchTerm?: string | null;
  searchIn?: readonly ('title' | 'description')[] | null;
  includeAncestorGroups?: boolean | null;
  archived?: boolean | null;
}

function filtersOf(args: LabelArgs): LabelFilters {
  if (args.title != null && args.searchTerm != null)
    throw badRequest('Only one of [searchTerm, title] arguments is allowed at the same time.');
  return {
    title: args.title ?? undefined,
    search: args.searchTerm ?? undefined,
    searchIn: args.searchIn ?? undefined,
    archived: args.archived ?? undefined,
  };
}

/**
 * One DataLoader per request, parent kind and argument set: the labels of every project (or group) on
 * a page are read with one query, the parents passed down as their own fields saw them.
 */
const labelLoaders = new WeakMap<object, Map<string, DataLoader<LabelParent, Page<LabelView>, number>>>();

function parentLabels(
  ctx: GraphQLContext,
  parent: LabelParent,
  scope: LabelScope,
  filters: LabelFilters,
  request: KeysetPageRequest,
): Promise<Page<LabelView>> {
  let loaders = labelLoaders.get(ctx);
  if (!loaders) labelLoaders.set(ctx, (loaders = new Map()));
  const key = JSON.stringify([parent.kind, scope, filters, request]);
  let loader = loaders.get(key);
  if (!loader) {
    loader = new DataLoader(
      async (parents: readonly LabelParent[]) => {
        const pages = await ctx.services.labels.pageByParent(ctx.actor, parents, scope, filters, request);
        return parents.map((p) => pages.get(parentId(p)) ?? emptyPage(request));
      },
      { cacheKeyFn: parentId },
    );
    loaders.set(key, loader);
  }
  return loader.load(parent);
}

const parentId = (p: LabelParent) => (p.kind === 'project' ? p.subject.project.id : p.subject.group.id);

function emptyPage(request: KeysetPageRequest): Page<LabelView> {
  return {
    items: [],
    cursorAt: positionCursors(0),
    hasNextPage: false,
    hasPreviousPage: false,
    page: null,
    perPage: request.size,
    total: null,
    count: () => Promise.resolve(0),
  };
}

const projectParent = (subject: ProjectSubject): LabelParent => ({ kind: 'project', subject });
const groupParent = (subject: GroupSubject): LabelParent => ({ kind: 'group', subject });

/** The arguments of a project's and a group's label lists (GitLab's). */
const labelListArgs = (arg: ArgBuilder<SchemaTypes>) => ({
  title: arg.string({ description: 'Exact match on title. Cannot be used with `searchTerm`.' }),
  searchTerm: arg.string({ description: 'Search term to find labels with.' }),
  searchIn: arg({
    type: [LabelSearchFieldList],
    required: false,
    description: 'Specify which fields to search in. Ignored if using `title`.',
  }),
  includeAncestorGroups: arg.boolean({
    defaultValue: false,
    description: 'Include labels from ancestor groups.',
  }),
  archived: arg.boolean({
    defaultValue: false,
    description: 'Filters archived labels. Defaults to false.',
  }),
});

builder.objectField(ProjectRef, 'labels', (t) =>
  t.connection(
    {
      type: LabelRef,
      nullable: true,
      description: 'Labels available on this project.',
      args: labelListArgs(t.arg),
      resolve: async (project, args, ctx) =>
        connectionFromPage(
          await parentLabels(
            ctx,
            projectParent(project),
            { includeAncestorGroups: args.includeAncestorGroups ?? false },
            filtersOf(args),
            pageRequestFromArgs(args),
          ),
        ),
    },
    LabelConnection,
  ),
);

builder.objectField(GroupRef, 'labels', (t) =>
  t.connection(
    {
      type: LabelRef,
      nullable: true,
      description: 'Labels available on this group.',
      args: {
        ...labelListArgs(t.arg),
        includeDescendantGroups: t.arg.boolean({
          defaultValue: false,
          description: 'Include labels from descendant groups.',
        }),
        onlyGroupLabels: t.arg.boolean({
          defaultValue: false,
          description: 'Include only group level labels.',
        }),
      },
      resolve: async (group, args, ctx) =>
        connectionFromPage(
          await parentLabels(
            ctx,
            groupParent(group),
            {
              includeAncestorGroups: args.includeAncestorGroups ?? false,
              includeDescendantGroups: args.includeDescendantGroups ?? false,
              onlyGroupLabels: args.onlyGroupLabels ?? false,
            },
            filtersOf(args),
            pageRequestFromArgs(args),
          ),
        ),
    },
    LabelConnection,
  ),
);

builder.objectField(ProjectPermissionsRef, 'createLabel', (t) =>
  t.boolean({
    nullable: false,
    description: 'If `true`, the user can perform `create_label` on this resource',
    resolve: (s, _, ctx) => ctx.services.labels.canCreate(ctx.actor, projectParent(s)),
  }),
);

builder.objectField(ProjectRef, 'label', (t) =>
  t.field({
    type: LabelRef,
    nullable: true,
    description: 'Label available on this project.',
    args: { title: t.arg.string({ required: true, description: 'Title of the label.' }) },
    resolve: (project, args, ctx) =>
      ctx.services.labels.byTitle(ctx.actor, projectParent(project), args.title, {
        includeAncestorGroups: false,
      }),
  }),
);

builder.objectField(GroupRef, 'label', (t) =>
  t.field({
    type: LabelRef,
    nullable: true,
    description: 'Label available on this group.',
    args: { title: t.arg.string({ required: true, description: 'Title of the label.' }) },
    resolve: (group, args, ctx) =>
      ctx.services.labels.byTitle(ctx.actor, groupParent(group), args.title, {
        includeAncestorGroups: false,
        onlyGroupLabels: true,
      }),
  }),
);

/** What a mutation on one label answers: the label (null on failure) and the errors. */
interface LabelPayload {
  label?: LabelView | null;
  errors: string[];
}
const labelPayloadFields = (
  t: PothosSchemaTypes.ObjectFieldBuilder<SchemaTypes, LabelPayload>,
  description: string,
) => ({
  label: t.field({ type: LabelRef, nullable: true, description, resolve: (p) => p.label }),
  errors: t.stringList({
    nullable: false,
    description: 'Errors encountered during execution of the mutation.',
    resolve: (p) => p.errors,
  }),
});

builder.relayMutationField(
  'labelCreate',
  {
    name: 'LabelCreateInput',
    inputFields: (t) => ({
      projectPath: t.id({ description: 'Full path of the project with which the resource is associated.' }),
      groupPath: t.id({ description: 'Full path of the group with which the resource is associated.' }),
      title: t.string({ required: true, description: 'Title of the label.' }),
      description: t.string({ description: 'Description of the label.' }),
      color: t.string({
        defaultValue: DEFAULT_LABEL_COLOR,
        description:
          "The color of the label given in 6-digit hex notation with leading '#' sign (for example, `#FFAABB`) or one of the CSS color names.",
      }),
    }),
  },
  {
    description: 'Creates a label in a project or a group.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          if ((input.projectPath == null) === (input.groupPath == null))
            throw badRequest('Exactly one of group_path or project_path arguments is required');
          const parent: LabelParent =
            input.projectPath != null
              ? projectParent(await ctx.services.labels.findProject(ctx.actor, String(input.projectPath)))
              : groupParent(await ctx.services.labels.findGroup(ctx.actor, String(input.groupPath)));
          return {
            label: await ctx.services.labels.create(ctx.actor, parent, {
              title: input.title,
              color: input.color ?? DEFAULT_LABEL_COLOR,
              description: input.description ?? null,
            }),
          };
        },
        { label: null },
      ),
  },
  {
    name: 'LabelCreatePayload',
    outputFields: (t) => labelPayloadFields(t, 'Label after mutation.'),
  },
);

// GitLab's `labelUpdate` takes `archived`; the title, description and colour are ours (REST can change them).
builder.relayMutationField(
  'labelUpdate',
  {
    name: 'LabelUpdateInput',
    inputFields: (t) => ({
      id: t.field({ type: 'LabelID', required: true, description: 'Global ID of the label to update.' }),
      title: t.string({ description: 'New title of the label.' }),
      description: t.string({ description: 'New description of the label.' }),
      color: t.string({
        description:
          "New color of the label, in 6-digit hex notation with leading '#' sign or a CSS color name.",
      }),
      archived: t.boolean({ description: 'Whether to archive the label.' }),
    }),
  },
  {
    description: 'Updates a label of a project or a group.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => ({
          label: await ctx.services.labels.update(
            ctx.actor,
            await ctx.services.labels.parentOf(ctx.actor, input.id),
            String(input.id),
            {
              title: input.title ?? undefined,
              description: input.description === undefined ? undefined : input.description,
              color: input.color ?? undefined,
              archived: input.archived ?? undefined,
            },
          ),
        }),
        { label: null },
      ),
  },
  {
    name: 'LabelUpdatePayload',
    outputFields: (t) => labelPayloadFields(t, 'Label after mutation.'),
  },
);

builder.relayMutationField(
  'labelDelete',
  {
    name: 'LabelDeleteInput',
    inputFields: (t) => ({
      id: t.field({ type: 'LabelID', required: true, description: 'Global ID of the label to delete.' }),
    }),
  },
  {
    description: 'Deletes a label of a project or a group.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(async () => {
        const parent = await ctx.services.labels.parentOf(ctx.actor, input.id);
        await ctx.services.labels.delete(ctx.actor, parent, String(input.id));
        return {};
      }, {}),
  },
  {
    name: 'LabelDeletePayload',
    outputFields: (t) => ({
      errors: t.stringList({
        nullable: false,
        description: 'Errors encountered during execution of the mutation.',
        resolve: (p) => p.errors,
      }),
    }),
  },
);

builder.relayMutationField(
  'labelPromote',
  {
    name: 'LabelPromoteInput',
    inputFields: (t) => ({
      id: t.field({
        type: 'LabelID',
        required: true,
        description: 'Global ID of the project label to promote.',
      }),
    }),
  },
  {
    description:
      "Promotes a project label to a label of the project's group; the same-titled labels of the group's other projects merge into it.",
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          const parent = await ctx.services.labels.parentOf(ctx.actor, input.id);
          if (parent.kind !== 'project') throw badRequest('Failed to promote project label to group label');
          return {
            label: (await ctx.services.labels.promote(ctx.actor, parent.subject, String(input.id))).label,
          };
        },
        { label: null },
      ),
  },
  {
    name: 'LabelPromotePayload',
    outputFields: (t) => labelPayloadFields(t, 'The group label.'),
  },
);
