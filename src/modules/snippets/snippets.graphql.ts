import { visibilityName } from '../../core/access.ts';
import { builder } from '../../graphql/builder.ts';
import { connectionFromArray } from '../../graphql/connections.ts';
import { mutationPayload } from '../../graphql/errors.ts';
import { encodeGlobalId } from '../../graphql/global-id.ts';
import { ProjectRef } from '../projects/projects.graphql.ts';
import { snippetFileRawUrl, type SnippetView } from './snippet-view.ts';

const VisibilityLevelsEnum = builder.enumType('VisibilityLevelsEnum', {
  values: {
    private: { value: 'private' },
    internal: { value: 'internal' },
    public: { value: 'public' },
  } as const,
});

const SnippetFileRef = builder.objectRef<{ path: string; rawUrl: string }>('SnippetBlob').implement({
  description: 'A file of a snippet.',
  fields: (t) => ({
    path: t.exposeString('path', { nullable: false }),
    name: t.string({ nullable: false, resolve: (f) => f.path.split('/').pop()! }),
    rawUrl: t.exposeString('rawUrl', { nullable: false }),
  }),
});

const SnippetRef = builder.objectRef<SnippetView>('ProjectSnippet').implement({
  description: 'A project snippet: files in a git repository of their own.',
  fields: (t) => ({
    id: t.field({
      type: 'SnippetID',
      nullable: false,
      resolve: (v) => encodeGlobalId('ProjectSnippet', v.snippet.id),
    }),
    title: t.string({ nullable: false, resolve: (v) => v.snippet.title }),
    description: t.string({ nullable: true, resolve: (v) => v.snippet.description }),
    visibilityLevel: t.field({
      type: VisibilityLevelsEnum,
      nullable: false,
      resolve: (v) => visibilityName(v.snippet.visibilityLevel),
    }),
    authorUsername: t.string({ nullable: false, resolve: (v) => v.snippet.author.username }),
    createdAt: t.field({ type: 'Time', nullable: false, resolve: (v) => v.snippet.createdAt }),
    updatedAt: t.field({ type: 'Time', nullable: false, resolve: (v) => v.snippet.updatedAt }),
    webUrl: t.string({ nullable: false, resolve: (v) => v.webUrl }),
    blobs: t.field({
      type: [SnippetFileRef],
      nullable: false,
      resolve: (v) => v.files.map((path) => ({ path, rawUrl: snippetFileRawUrl(v, path) })),
    }),
  }),
});

builder.objectField(ProjectRef, 'snippets', (t) =>
  t.connection({
    type: SnippetRef,
    nullable: true,
    description: 'Snippets of the project the caller may see.',
    resolve: async (s, args, ctx) => {
      const page = await ctx.services.snippets.list(ctx.actor, s.project.id, 1, Number.MAX_SAFE_INTEGER);
      return connectionFromArray(page.items, args);
    },
  }),
);

const SnippetBlobActionEnum = builder.enumType('SnippetBlobActionEnum', {
  values: {
    create: { value: 'create' },
    update: { value: 'update' },
    delete: { value: 'delete' },
    move: { value: 'move' },
  } as const,
});

const SnippetBlobActionInput = builder.inputType('SnippetBlobActionInputType', {
  fields: (t) => ({
    action: t.field({ type: SnippetBlobActionEnum, required: true }),
    filePath: t.string({ required: true }),
    previousPath: t.string(),
    content: t.string(),
  }),
});

builder.relayMutationField(
  'createSnippet',
  {
    inputFields: (t) => ({
      projectPath: t.id({ required: true }),
      title: t.string({ required: true }),
      description: t.string(),
      visibilityLevel: t.field({ type: VisibilityLevelsEnum, required: true }),
      blobActions: t.field({ type: [SnippetBlobActionInput], required: true }),
    }),
  },
  {
    description: 'Creates a project snippet.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => ({
          snippet: await ctx.services.snippets.create(
            ctx.actor,
            String(input.projectPath),
            {
              title: input.title,
              description: input.description ?? null,
              visibility: input.visibilityLevel,
              files: input.blobActions.map((a) => ({ filePath: a.filePath, content: a.content ?? '' })),
            },
            { userAgent: null, ipAddress: null },
          ),
        }),
        { snippet: null },
      ),
  },
  {
    outputFields: (t) => ({
      snippet: t.field({ type: SnippetRef, nullable: true, resolve: (p) => p.snippet }),
      errors: t.stringList({ resolve: (p) => p.errors }),
    }),
  },
);

builder.relayMutationField(
  'updateSnippet',
  {
    inputFields: (t) => ({
      projectPath: t.id({ required: true }),
      id: t.field({ type: 'SnippetID', required: true }),
      title: t.string(),
      description: t.string(),
      visibilityLevel: t.field({ type: VisibilityLevelsEnum }),
      blobActions: t.field({ type: [SnippetBlobActionInput] }),
    }),
  },
  {
    description: 'Updates a project snippet.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => ({
          snippet: await ctx.services.snippets.update(ctx.actor, String(input.projectPath), input.id, {
            title: input.title ?? undefined,
            description: input.description,
            visibility: input.visibilityLevel ?? undefined,
            files: input.blobActions?.map((a) => ({
              action: a.action,
              filePath: a.filePath,
              previousPath: a.previousPath ?? undefined,
              content: a.content ?? undefined,
            })),
          }),
        }),
        { snippet: null },
      ),
  },
  {
    outputFields: (t) => ({
      snippet: t.field({ type: SnippetRef, nullable: true, resolve: (p) => p.snippet }),
      errors: t.stringList({ resolve: (p) => p.errors }),
    }),
  },
);

builder.relayMutationField(
  'destroySnippet',
  {
    inputFields: (t) => ({
      projectPath: t.id({ required: true }),
      id: t.field({ type: 'SnippetID', required: true }),
    }),
  },
  {
    description: 'Deletes a project snippet and its repository.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(async () => {
        await ctx.services.snippets.delete(ctx.actor, String(input.projectPath), input.id);
        return {};
      }, {}),
  },
  { outputFields: (t) => ({ errors: t.stringList({ resolve: (p) => p.errors }) }) },
);
