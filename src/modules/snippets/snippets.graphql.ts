import DataLoader from 'dataloader';
import { badRequest } from '../../core/errors.ts';
import { visibilityName } from '../../core/access.ts';
import type { KeysetPageRequest, Page } from '../../core/pagination.ts';
import { can } from '../../core/policy.ts';
import { builder, type GraphQLContext } from '../../graphql/builder.ts';
import { connectionFromArray, connectionFromPage, pageRequestFromArgs } from '../../graphql/connections.ts';
import { mutationPayload, mutationErrorsField } from '../../graphql/errors.ts';
import { registerGlobalIdClass } from '../../graphql/global-id.ts';
import { ProjectPermissionsRef, ProjectRef } from '../projects/projects.graphql.ts';
import type { ProjectSubject } from '../projects/projects.policy.ts';
import { UserInterfaceRef, UserRef } from '../users/users.graphql.ts';
import type { SnippetFile } from './snippet.entity.ts';
import { snippetFileRawUrl, snippetRawUrl, type SnippetView } from './snippet-view.ts';
import type { SnippetFilters } from './snippets.finder.ts';
import { NoteableInterfaceRef, registerNoteableType } from '../notes/notes.graphql.ts';
import { snippetNoteable } from './snippet-noteables.ts';
import { BlobViewersTypeEnum } from '../repository/repository-blob-viewers.graphql.ts';

// Snippets keep GitLab's class in their global ids: gid://gitlab/ProjectSnippet/<id>.
registerGlobalIdClass('Snippet', 'ProjectSnippet');

const VISIBILITIES = {
  private: { value: 'private' },
  internal: { value: 'internal' },
  public: { value: 'public' },
} as const;

export const VisibilityLevelsEnum = builder.enumType('VisibilityLevelsEnum', { values: VISIBILITIES });
const VisibilityScopesEnum = builder.enumType('VisibilityScopesEnum', { values: VISIBILITIES });

const SnippetPermissionsRef = builder.objectRef<SnippetView>('SnippetPermissions').implement({
  description: 'What the current user may do with a snippet.',
  fields: (t) => ({
    readSnippet: t.boolean({
      nullable: false,
      resolve: (v, _, ctx) => can(ctx.actor, 'read_project_snippet', v),
    }),
    updateSnippet: t.boolean({
      nullable: false,
      resolve: (v, _, ctx) => can(ctx.actor, 'update_project_snippet', v),
    }),
    adminSnippet: t.boolean({
      nullable: false,
      resolve: (v, _, ctx) => can(ctx.actor, 'update_project_snippet', v),
    }),
    createNote: t.boolean({
      nullable: false,
      resolve: (v, _, ctx) => ctx.services.notes.canCreateNote(ctx.actor, snippetNoteable(v)),
    }),
    awardEmoji: t.boolean({
      nullable: false,
      resolve: (v, _, ctx) => can(ctx.actor, 'award_emoji_project_snippet', v),
    }),
    reportSnippet: t.boolean({
      nullable: false,
      description: 'There is no spam reporting here.',
      resolve: () => false,
    }),
  }),
});

interface BlobNode {
  view: SnippetView;
  file: SnippetFile;
}

/** How a client should show a file: as text, or (binary files) as a download. No rich viewers here. */
const SnippetBlobViewerRef = builder.objectRef<SnippetFile>('SnippetBlobViewer').implement({
  description: 'How to show a snippet file.',
  fields: (t) => ({
    type: t.field({ type: BlobViewersTypeEnum, nullable: false, resolve: () => 'simple' as const }),
    fileType: t.string({ nullable: false, resolve: (f) => (f.binary ? 'download' : 'text') }),
    collapsed: t.boolean({ nullable: false, resolve: () => false }),
    tooLarge: t.boolean({
      nullable: false,
      description: 'Always false: snippets are kept within the snippet size limit.',
      resolve: () => false,
    }),
    renderError: t.string({ nullable: true, resolve: () => null }),
    loadingPartialName: t.string({ nullable: false, resolve: () => 'loading' }),
  }),
});

const SnippetBlobRef = builder.objectRef<BlobNode>('SnippetBlob').implement({
  description: 'A file of a snippet.',
  fields: (t) => ({
    path: t.string({ nullable: true, description: 'Path of the file.', resolve: (b) => b.file.path }),
    name: t.string({ nullable: true, resolve: (b) => b.file.path.split('/').pop()! }),
    size: t.int({ nullable: false, description: 'Size in bytes.', resolve: (b) => b.file.size }),
    binary: t.boolean({ nullable: false, resolve: (b) => b.file.binary }),
    mode: t.string({ nullable: true, resolve: (b) => b.file.mode }),
    externalStorage: t.string({
      nullable: true,
      description: 'Always null: no LFS for snippets.',
      resolve: () => null,
    }),
    rawPath: t.string({
      nullable: false,
      description: 'Path of the raw content at the branch listed.',
      resolve: (b) => new URL(snippetFileRawUrl(b.view, b.file.path)).pathname,
    }),
    rawUrl: t.string({ nullable: false, resolve: (b) => snippetFileRawUrl(b.view, b.file.path) }),
    renderedAsText: t.boolean({ nullable: false, resolve: (b) => !b.file.binary }),
    simpleViewer: t.field({ type: SnippetBlobViewerRef, nullable: false, resolve: (b) => b.file }),
    richViewer: t.field({
      type: SnippetBlobViewerRef,
      nullable: true,
      description: 'Always null: files are shown by the simple viewer.',
      resolve: () => null,
    }),
    rawPlainData: t.string({
      nullable: true,
      description: 'Content of a text file (null for binary files); read from the snippet repository.',
      resolve: async (b, _, ctx) =>
        b.file.binary
          ? null
          : (
              await ctx.services.snippets.fileRaw(
                ctx.actor,
                b.view.project.project.id,
                b.view.snippet.id,
                b.view.ref,
                b.file.path,
              )
            ).content.toString('utf8'),
    }),
  }),
});

const SnippetBlobConnection = builder.connectionObject(
  {
    type: SnippetBlobRef,
    name: 'SnippetBlobConnection',
    description: 'The connection type for SnippetBlob.',
  },
  { name: 'SnippetBlobEdge', description: 'An edge in a connection.' },
);

export const SnippetRef = builder.loadableNode('Snippet', {
  description: 'A project snippet: files in a git repository of their own.',
  interfaces: [NoteableInterfaceRef],
  id: { resolve: (v: SnippetView) => v.snippet.id, parse: (id: string) => Number(id) },
  load: (ids: number[], ctx: GraphQLContext) => ctx.services.snippets.loadMany(ctx.actor, ids),
  fields: (t) => ({
    title: t.string({ nullable: false, resolve: (v) => v.snippet.title }),
    description: t.string({ nullable: true, resolve: (v) => v.snippet.description }),
    visibilityLevel: t.field({
      type: VisibilityLevelsEnum,
      nullable: false,
      resolve: (v) => visibilityName(v.snippet.visibilityLevel),
    }),
    author: t.field({ type: UserRef, nullable: true, resolve: (v) => v.snippet.author.id }),
    authorUsername: t.string({
      nullable: false,
      deprecationReason: 'Use `author { username }`.',
      resolve: (v) => v.snippet.author.username,
    }),
    project: t.field({ type: ProjectRef, nullable: true, resolve: (v) => v.project }),
    fileName: t.string({
      nullable: true,
      description: 'Path of the first file.',
      resolve: (v) => v.files[0] ?? null,
    }),
    createdAt: t.field({ type: 'Time', nullable: false, resolve: (v) => v.snippet.createdAt }),
    updatedAt: t.field({ type: 'Time', nullable: false, resolve: (v) => v.snippet.updatedAt }),
    webUrl: t.string({ nullable: false, resolve: (v) => v.webUrl }),
    rawUrl: t.string({ nullable: false, resolve: (v) => snippetRawUrl(v) }),
    httpUrlToRepo: t.string({
      nullable: true,
      resolve: (v) => `${v.projectUrl}/snippets/${v.snippet.id}.git`,
    }),
    sshUrlToRepo: t.string({
      nullable: true,
      description: 'Always null: snippet repositories are reached over HTTP.',
      resolve: () => null,
    }),
    blob: t.field({
      type: SnippetBlobRef,
      nullable: false,
      deprecationReason: 'Use `blobs`.',
      resolve: (v) => ({ view: v, file: v.blobs[0] ?? { path: '', size: 0, mode: '100644', binary: false } }),
    }),
    hidden: t.boolean({
      nullable: false,
      description: 'Always false: no snippet is hidden as spam.',
      resolve: () => false,
    }),
    imported: t.boolean({ nullable: false, resolve: () => false }),
    userPermissions: t.field({ type: SnippetPermissionsRef, nullable: false, resolve: (v) => v }),
    blobs: t.connection(
      {
        type: SnippetBlobRef,
        nullable: true,
        description: 'Files of the snippet (from its saved listing: no repository read).',
        args: { paths: t.arg.stringList({ description: 'Paths of the files to return.' }) },
        resolve: (v, args) => {
          const files = args.paths ? v.blobs.filter((f) => args.paths!.includes(f.path)) : v.blobs;
          return connectionFromArray(
            files.map((file) => ({ view: v, file })),
            args,
          );
        },
      },
      SnippetBlobConnection,
    ),
  }),
});

registerNoteableType('Snippet', snippetNoteable);

builder.objectField(ProjectPermissionsRef, 'createSnippet', (t) =>
  t.boolean({
    nullable: false,
    description: 'Whether the user may create snippets in the project.',
    resolve: (s, _, ctx) => can(ctx.actor, 'create_project_snippet', s),
  }),
);

// ------------------------------------------------------------------ lists

const SnippetConnection = builder.connectionObject(
  { type: SnippetRef, name: 'SnippetConnection', description: 'The connection type for Snippet.' },
  { name: 'SnippetEdge', description: 'An edge in a connection.' },
);

/**
 * One DataLoader per request and argument set: the snippets of every project on a page are read with
 * one query, the projects passed down as their parents saw them.
 */
const snippetLoaders = new WeakMap<
  object,
  Map<string, DataLoader<ProjectSubject, Page<SnippetView>, number>>
>();

function projectSnippets(
  ctx: GraphQLContext,
  project: ProjectSubject,
  filters: SnippetFilters,
  request: KeysetPageRequest,
): Promise<Page<SnippetView>> {
  let loaders = snippetLoaders.get(ctx);
  if (!loaders) snippetLoaders.set(ctx, (loaders = new Map()));
  const key = JSON.stringify([filters, request]);
  let loader = loaders.get(key);
  if (!loader) {
    loader = new DataLoader(
      async (projects: readonly ProjectSubject[]) => {
        const pages = await ctx.services.snippets.pageByProject(ctx.actor, projects, filters, request);
        return projects.map((p) => pages.get(p.project.id)!);
      },
      { cacheKeyFn: (p) => p.project.id },
    );
    loaders.set(key, loader);
  }
  return loader.load(project);
}

builder.objectField(ProjectRef, 'snippets', (t) =>
  t.connection(
    {
      type: SnippetRef,
      nullable: true,
      description: 'Snippets of the project the caller may see, newest first.',
      args: {
        ids: t.arg({ type: ['SnippetID'], description: 'Global IDs of snippets.' }),
        visibility: t.arg({ type: VisibilityScopesEnum, description: 'Visibility of the snippets.' }),
      },
      resolve: async (s, args, ctx) =>
        connectionFromPage(
          await projectSnippets(
            ctx,
            s,
            { ids: args.ids ?? undefined, visibility: args.visibility ?? undefined },
            pageRequestFromArgs(args),
          ),
        ),
    },
    SnippetConnection,
  ),
);

/** One DataLoader per request and argument set: the snippets of a page of users in one query. */
const authorLoaders = new WeakMap<object, Map<string, DataLoader<number, Page<SnippetView>>>>();

builder.interfaceField(UserInterfaceRef, 'snippets', (t) =>
  t.connection(
    {
      type: SnippetRef,
      nullable: true,
      description: 'Snippets authored by the user that the caller may see, newest first (project snippets).',
      args: {
        ids: t.arg({ type: ['SnippetID'], description: 'Global IDs of snippets.' }),
        visibility: t.arg({ type: VisibilityScopesEnum, description: 'Visibility of the snippets.' }),
      },
      resolve: async (user, args, ctx) => {
        let loaders = authorLoaders.get(ctx);
        if (!loaders) authorLoaders.set(ctx, (loaders = new Map()));
        const filters = { ids: args.ids ?? undefined, visibility: args.visibility ?? undefined };
        const request = pageRequestFromArgs(args);
        const key = JSON.stringify([filters, request]);
        let loader = loaders.get(key);
        if (!loader) {
          loader = new DataLoader(async (ids: readonly number[]) => {
            const pages = await ctx.services.snippets.pageByAuthor(ctx.actor, ids, filters, request);
            return ids.map((id) => pages.get(id)!);
          });
          loaders.set(key, loader);
        }
        return connectionFromPage(await loader.load(user.id));
      },
    },
    SnippetConnection,
  ),
);

const SnippetTypeEnum = builder.enumType('TypeEnum', {
  values: { personal: { value: 'personal' }, project: { value: 'project' } } as const,
});

builder.queryField('snippets', (t) =>
  t.connection(
    {
      type: SnippetRef,
      nullable: true,
      description:
        'Find snippets by ids or by project (project snippets only: there are no personal snippets here).',
      args: {
        ids: t.arg({ type: ['SnippetID'] }),
        projectId: t.arg({ type: 'ProjectID' }),
        authorId: t.arg({ type: 'UserID' }),
        visibility: t.arg({ type: VisibilityScopesEnum }),
        type: t.arg({ type: SnippetTypeEnum }),
      },
      resolve: async (_, args, ctx) => {
        const filters = {
          ids: args.ids ?? undefined,
          authorId: args.authorId ?? undefined,
          visibility: args.visibility ?? undefined,
        };
        const request = pageRequestFromArgs(args);
        if (args.type === 'personal') return connectionFromArray([], args);
        if (args.projectId != null) {
          const project = await ctx.services.projects.find(ctx.actor, args.projectId);
          return connectionFromPage(await projectSnippets(ctx, project, filters, request));
        }
        if (!args.ids) throw badRequest('Give `ids` or `projectId`.');
        const found = (await ctx.services.snippets.loadMany(ctx.actor, args.ids)).filter(
          (v): v is SnippetView =>
            v !== null &&
            (filters.authorId === undefined || v.snippet.author.id === filters.authorId) &&
            (filters.visibility === undefined ||
              visibilityName(v.snippet.visibilityLevel) === filters.visibility),
        );
        return connectionFromArray(
          found.sort((a, b) => b.snippet.id - a.snippet.id),
          args,
        );
      },
    },
    SnippetConnection,
  ),
);

// ------------------------------------------------------------------ mutations

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

const snippetPayload = {
  outputFields: (t: PayloadFieldBuilder) => ({
    snippet: t.field({ type: SnippetRef, nullable: true, resolve: (p: SnippetPayload) => p.snippet ?? null }),
    errors: mutationErrorsField(t),
  }),
};
type SnippetPayload = { snippet?: SnippetView | null; errors: string[] };

/** GitLab's spam-check fields of snippet payloads: there is no spam check or captcha here. */
const spamFields = (t: PayloadFieldBuilder) => ({
  spam: t.boolean({ nullable: true, resolve: () => false }),
  needsCaptchaResponse: t.boolean({ nullable: true, resolve: () => false }),
  captchaSiteKey: t.string({ nullable: true, resolve: () => null }),
  spamLogId: t.int({ nullable: true, resolve: () => null }),
});
const snippetWritePayload = {
  outputFields: (t: PayloadFieldBuilder) => ({ ...snippetPayload.outputFields(t), ...spamFields(t) }),
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type PayloadFieldBuilder = any;

/** The project a mutation acts in: the one named, or (GitLab's inputs name only the snippet) its own. */
const projectOf = async (ctx: GraphQLContext, projectPath: string | number | null | undefined, id: number) =>
  projectPath != null ? String(projectPath) : ctx.services.snippets.projectIdOf(ctx.actor, id);

builder.relayMutationField(
  'createSnippet',
  {
    inputFields: (t) => ({
      projectPath: t.id({ description: 'Full path of the project (required: no personal snippets here).' }),
      title: t.string({ required: true }),
      description: t.string(),
      visibilityLevel: t.field({ type: VisibilityLevelsEnum, required: true }),
      blobActions: t.field({ type: [SnippetBlobActionInput] }),
    }),
  },
  {
    description: 'Creates a project snippet.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          if (input.projectPath == null)
            throw badRequest('Personal snippets are not supported: give projectPath.');
          return {
            snippet: await ctx.services.snippets.create(
              ctx.actor,
              String(input.projectPath),
              {
                title: input.title,
                description: input.description ?? null,
                visibility: input.visibilityLevel,
                files: (input.blobActions ?? []).map((a) => ({
                  filePath: a.filePath,
                  content: a.content ?? '',
                })),
              },
              { userAgent: null, ipAddress: null },
            ),
          };
        },
        { snippet: null },
      ),
  },
  snippetWritePayload,
);

builder.relayMutationField(
  'updateSnippet',
  {
    inputFields: (t) => ({
      projectPath: t.id({ description: 'Not needed (the snippet id names it); kept for older clients.' }),
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
          snippet: await ctx.services.snippets.update(
            ctx.actor,
            await projectOf(ctx, input.projectPath, input.id),
            input.id,
            {
              title: input.title ?? undefined,
              description: input.description,
              visibility: input.visibilityLevel ?? undefined,
              files: input.blobActions?.map((a) => ({
                action: a.action,
                filePath: a.filePath,
                previousPath: a.previousPath ?? undefined,
                content: a.content ?? undefined,
              })),
            },
          ),
        }),
        { snippet: null },
      ),
  },
  snippetWritePayload,
);

builder.relayMutationField(
  'destroySnippet',
  {
    inputFields: (t) => ({
      projectPath: t.id({ description: 'Not needed (the snippet id names it); kept for older clients.' }),
      id: t.field({ type: 'SnippetID', required: true }),
    }),
  },
  {
    description: 'Deletes a project snippet and its repository.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          await ctx.services.snippets.delete(
            ctx.actor,
            await projectOf(ctx, input.projectPath, input.id),
            input.id,
          );
          return { snippet: null };
        },
        { snippet: null },
      ),
  },
  snippetPayload,
);
