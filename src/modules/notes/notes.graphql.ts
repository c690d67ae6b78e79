import DataLoader from 'dataloader';
import { markdownContextOf } from '../integrations/issue-references.graphql.ts';
import { GraphQLError, type GraphQLResolveInfo } from 'graphql';
import type { KeysetPageRequest, Page } from '../../core/pagination.ts';
import { renderMarkdown } from '../../core/markdown.ts';
import { builder, type GraphQLContext } from '../../graphql/builder.ts';
import { connectionFromArray, connectionFromPage, pageRequestFromArgs } from '../../graphql/connections.ts';
import { mutationPayload, mutationErrorsField } from '../../graphql/errors.ts';
import { fromMap, requestLoader } from '../../graphql/request-loader.ts';
import { AwardEmojiConnection, AwardEmojiRef } from '../award-emoji/award-emoji.graphql.ts';
import { ProjectRef } from '../projects/projects.graphql.ts';
import { UserRef } from '../users/users.graphql.ts';
import type { Noteable } from './noteables.ts';
import type { DiscussionView, NoteView } from './note-view.ts';

// ------------------------------------------------------------------ scalars

const NOTEABLE_GID = /^gid:\/\/gitlab\/([A-Za-z0-9:]+)\/(\d+)$/;
const DISCUSSION_GID = /^gid:\/\/gitlab\/Discussion\/([0-9a-f]{40})$/;

builder.scalarType('NoteableID', {
  description:
    'A `NoteableID` is a global ID. It is encoded as a string, e.g. "gid://gitlab/ProjectSnippet/1" (the noteable\'s class).',
  serialize: (value) => String(value),
  parseValue: (value) => {
    const match = NOTEABLE_GID.exec(String(value));
    if (!match) throw new GraphQLError(`${String(value)} is not a valid Global ID`);
    return { className: match[1]!, id: Number(match[2]!) };
  },
});

builder.scalarType('DiscussionID', {
  description:
    'A `DiscussionID` is a global ID. It is encoded as a string, e.g. "gid://gitlab/Discussion/<40 hex digits>".',
  serialize: (value) => String(value),
  parseValue: (value) => {
    const match = DISCUSSION_GID.exec(String(value));
    if (!match) throw new GraphQLError(`${String(value)} is not a valid ID for Discussion.`);
    return match[1]!;
  },
});

const discussionGid = (id: string) => `gid://gitlab/Discussion/${id}`;

// ------------------------------------------------------------------ types

const NotePermissionsRef = builder.objectRef<NoteView>('NotePermissions').implement({
  description: 'What the current user may do with a note.',
  fields: (t) => ({
    readNote: t.boolean({ nullable: false, resolve: () => true }),
    createNote: t.boolean({
      nullable: false,
      resolve: (v, _, ctx) => ctx.services.notes.canCreateNote(ctx.actor, v.noteable),
    }),
    adminNote: t.boolean({
      nullable: false,
      resolve: (v, _, ctx) => ctx.services.notes.canAdminNote(ctx.actor, v),
    }),
    resolveNote: t.boolean({
      nullable: false,
      resolve: (v, _, ctx) => v.resolvable && ctx.services.notes.canAdminNote(ctx.actor, v),
    }),
    repositionNote: t.boolean({
      nullable: false,
      description: 'Always false: notes are not moved on diffs here.',
      resolve: () => false,
    }),
    awardEmoji: t.boolean({
      nullable: false,
      description: 'Whether the current user may add emoji reactions to the note.',
      resolve: (v, _, ctx) => ctx.services.notes.canAwardEmoji(ctx.actor, v),
    }),
  }),
});

/** One DataLoader per request: the discussions of the notes a query shows, read together. */
const discussionLoaders = new WeakMap<object, DataLoader<NoteView, DiscussionView, string>>();

function discussionOf(ctx: GraphQLContext, view: NoteView): Promise<DiscussionView> {
  let loader = discussionLoaders.get(ctx);
  if (!loader) {
    loader = new DataLoader(
      async (views: readonly NoteView[]) => {
        const found = await ctx.services.notes.discussionsOf(ctx.actor, views);
        return views.map((v) => found.get(v.note.discussionId)!);
      },
      { cacheKeyFn: (v) => v.note.discussionId },
    );
    discussionLoaders.set(ctx, loader);
  }
  return loader.load(view);
}

export const DiscussionRef = builder.objectRef<DiscussionView>('Discussion');

export const NoteRef = builder.loadableNode('Note', {
  description: 'A comment, or a note the system wrote for a change.',
  id: { resolve: (v: NoteView) => v.note.id, parse: (id: string) => Number(id) },
  load: (ids: number[], ctx: GraphQLContext) => ctx.services.notes.loadMany(ctx.actor, ids),
  fields: (t) => ({
    body: t.string({ nullable: false, description: 'Content of the note.', resolve: (v) => v.note.body }),
    url: t.string({
      nullable: true,
      description: 'URL to view the note in the Web UI.',
      resolve: (v) => v.url,
    }),
    noteableType: t.string({
      nullable: false,
      description: 'Noteable type which the note belongs to.',
      resolve: (v) => v.note.noteableType,
    }),
    noteableId: t.int({
      nullable: true,
      description: 'Noteable ID which the note belongs to.',
      resolve: (v) => v.note.noteableId,
    }),
    awardEmoji: t.connection(
      {
        type: AwardEmojiRef,
        nullable: true,
        description: 'List of emoji reactions associated with the note.',
        resolve: async (v, args, ctx) => {
          const request = pageRequestFromArgs(args);
          const pages = requestLoader(
            ctx,
            `Note.awardEmoji:${JSON.stringify(request)}`,
            fromMap(
              (ids: readonly number[]) => ctx.services.awardEmoji.pageByAwardable('Note', ids, request),
              null,
            ),
          );
          const page = await pages.load(v.note.id);
          return page ? connectionFromPage(page) : connectionFromArray([], args);
        },
      },
      AwardEmojiConnection,
    ),
    bodyHtml: t.string({
      nullable: true,
      resolve: async (v, _, ctx) =>
        renderMarkdown(v.note.body, await markdownContextOf(ctx, v.note.project.id)),
    }),
    author: t.field({ type: UserRef, nullable: true, resolve: (v) => v.note.author.id }),
    createdAt: t.field({ type: 'Time', nullable: false, resolve: (v) => v.note.createdAt }),
    updatedAt: t.field({ type: 'Time', nullable: false, resolve: (v) => v.note.updatedAt }),
    lastEditedAt: t.field({ type: 'Time', nullable: true, resolve: (v) => v.note.lastEditedAt }),
    lastEditedBy: t.field({
      type: UserRef,
      nullable: true,
      resolve: (v) => (v.note.lastEditedAt ? (v.note.updatedBy?.id ?? null) : null),
    }),
    system: t.boolean({ nullable: false, resolve: (v) => v.note.system }),
    systemNoteIconName: t.string({ nullable: true, resolve: () => null }),
    internal: t.boolean({ nullable: true, resolve: (v) => v.note.internal }),
    confidential: t.boolean({
      nullable: true,
      deprecationReason: 'Use `internal`.',
      resolve: (v) => v.note.internal,
    }),
    discussion: t.field({
      type: DiscussionRef,
      nullable: true,
      resolve: (v, _, ctx) => discussionOf(ctx, v),
    }),
    resolvable: t.boolean({ nullable: false, resolve: (v) => v.resolvable }),
    resolved: t.boolean({ nullable: false, resolve: (v) => v.note.resolvedAt !== null }),
    resolvedAt: t.field({ type: 'Time', nullable: true, resolve: (v) => v.note.resolvedAt }),
    resolvedBy: t.field({ type: UserRef, nullable: true, resolve: (v) => v.note.resolvedBy?.id ?? null }),
    project: t.field({ type: ProjectRef, nullable: true, resolve: (v) => v.noteable.project }),
    imported: t.boolean({ nullable: true, resolve: () => false }),
    userPermissions: t.field({ type: NotePermissionsRef, nullable: false, resolve: (v) => v }),
  }),
});

builder.queryField('note', (t) =>
  t.field({
    type: NoteRef,
    nullable: true,
    description: 'Find a note.',
    args: { id: t.arg({ type: 'NoteID', required: true, description: 'Global ID of the note.' }) },
    resolve: async (_, args, ctx) => (await ctx.services.notes.loadMany(ctx.actor, [args.id]))[0] ?? null,
  }),
);

const NoteConnection = builder.connectionObject(
  { type: NoteRef, name: 'NoteConnection', description: 'The connection type for Note.' },
  { name: 'NoteEdge', description: 'An edge in a connection.' },
);

const DiscussionPermissionsRef = builder.objectRef<DiscussionView>('DiscussionPermissions').implement({
  description: 'What the current user may do with a discussion.',
  fields: (t) => ({
    resolveNote: t.boolean({
      nullable: false,
      description: 'If `true`, the user can perform `resolve_note` on this resource',
      resolve: (d, _, ctx) => ctx.services.notes.canResolveDiscussion(ctx.actor, d),
    }),
  }),
});

builder.objectType(DiscussionRef, {
  description: 'A thread of notes, or an individual note.',
  fields: (t) => ({
    userPermissions: t.field({
      type: DiscussionPermissionsRef,
      nullable: false,
      description: 'Permissions for the current user on the resource',
      resolve: (d) => d,
    }),
    id: t.field({ type: 'DiscussionID', nullable: false, resolve: (d) => discussionGid(d.id) }),
    replyId: t.field({
      type: 'DiscussionID',
      nullable: false,
      description: 'ID to reply to this discussion with.',
      resolve: (d) => discussionGid(d.id),
    }),
    createdAt: t.field({ type: 'Time', nullable: false, resolve: (d) => d.notes[0]!.note.createdAt }),
    notes: t.connection(
      { type: NoteRef, nullable: false, resolve: (d, args) => connectionFromArray(d.notes, args) },
      NoteConnection,
    ),
    resolvable: t.boolean({ nullable: false, resolve: (d) => d.notes.some((n) => n.resolvable) }),
    resolved: t.boolean({
      nullable: false,
      resolve: (d) => {
        const open = d.notes.filter((n) => n.resolvable);
        return open.length > 0 && open.every((n) => n.note.resolvedAt !== null);
      },
    }),
    resolvedAt: t.field({
      type: 'Time',
      nullable: true,
      resolve: (d) => lastResolved(d)?.note.resolvedAt ?? null,
    }),
    resolvedBy: t.field({
      type: UserRef,
      nullable: true,
      resolve: (d) => lastResolved(d)?.note.resolvedBy?.id ?? null,
    }),
  }),
});

/** The note whose resolution resolved the whole thread, when every resolvable note is resolved. */
function lastResolved(d: DiscussionView): NoteView | null {
  const open = d.notes.filter((n) => n.resolvable);
  if (open.length === 0 || open.some((n) => n.note.resolvedAt === null)) return null;
  return open.reduce((a, b) => (a.note.resolvedAt! >= b.note.resolvedAt! ? a : b));
}

const DiscussionConnection = builder.connectionObject(
  { type: DiscussionRef, name: 'DiscussionConnection', description: 'The connection type for Discussion.' },
  { name: 'DiscussionEdge', description: 'An edge in a connection.' },
);

// ------------------------------------------------------------------ noteable fields

type Lists = 'notes' | 'discussions';
const listLoaders = new WeakMap<object, Map<string, DataLoader<Noteable, Page<unknown>, number>>>();

/** The same page of notes or discussions of every noteable of a page, read in one go per kind. */
function pageOf<T>(
  ctx: GraphQLContext,
  list: Lists,
  noteable: Noteable,
  request: KeysetPageRequest,
): Promise<Page<T>> {
  let loaders = listLoaders.get(ctx);
  if (!loaders) listLoaders.set(ctx, (loaders = new Map()));
  const key = JSON.stringify([list, noteable.type, request]);
  let loader = loaders.get(key);
  if (!loader) {
    loader = new DataLoader(
      async (noteables: readonly Noteable[]) => {
        const pages =
          list === 'notes'
            ? await ctx.services.notes.pagesByNoteable(ctx.actor, noteable.type, noteables, request)
            : await ctx.services.notes.discussionPagesByNoteable(
                ctx.actor,
                noteable.type,
                noteables,
                request,
              );
        return noteables.map((n) => pages.get(n.id)! as Page<unknown>);
      },
      { cacheKeyFn: (n) => n.id },
    );
    loaders.set(key, loader);
  }
  return loader.load(noteable) as Promise<Page<T>>;
}

/** How each type implementing NoteableInterface turns its objects into noteables, by type name. */
type ToNoteable = (parent: object, ctx: GraphQLContext) => Noteable | Promise<Noteable>;
const noteableOfType = new Map<string, ToNoteable>();

function noteableOf(parent: object, info: GraphQLResolveInfo, ctx: GraphQLContext): Promise<Noteable> {
  const convert = noteableOfType.get(info.parentType.name);
  if (!convert) throw new Error(`${info.parentType.name} is not registered as a noteable type`);
  return Promise.resolve(convert(parent, ctx));
}

/**
 * GitLab's `NoteableInterface`: what can be commented on. A type implements it by naming it in its
 * `interfaces` and calling `registerNoteableType` with how its objects become noteables.
 */
export const NoteableInterfaceRef = builder.interfaceRef<object>('NoteableInterface').implement({
  description: 'Something that can be commented on.',
  fields: (t) => ({
    notes: t.connection(
      {
        type: NoteRef,
        nullable: false,
        description: 'All notes on this noteable, oldest first.',
        resolve: async (parent, args, ctx, info) =>
          connectionFromPage(
            await pageOf<NoteView>(
              ctx,
              'notes',
              await noteableOf(parent, info, ctx),
              pageRequestFromArgs(args),
            ),
          ),
      },
      NoteConnection,
    ),
    discussions: t.connection(
      {
        type: DiscussionRef,
        nullable: false,
        description: 'All discussions on this noteable, in the order they were started.',
        resolve: async (parent, args, ctx, info) =>
          connectionFromPage(
            await pageOf<DiscussionView>(
              ctx,
              'discussions',
              await noteableOf(parent, info, ctx),
              pageRequestFromArgs(args),
            ),
          ),
      },
      DiscussionConnection,
    ),
  }),
});

export function registerNoteableType<T extends object>(
  typename: string,
  toNoteable: (parent: T, ctx: GraphQLContext) => Noteable | Promise<Noteable>,
): void {
  noteableOfType.set(typename, toNoteable as ToNoteable);
}

// ------------------------------------------------------------------ mutations

type NotePayload = { note?: NoteView | null; errors: string[] };
export const notePayload = {
  outputFields: (t: PayloadFieldBuilder) => ({
    note: t.field({ type: NoteRef, nullable: true, resolve: (p: NotePayload) => p.note ?? null }),
    errors: mutationErrorsField(t),
  }),
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type PayloadFieldBuilder = any;

builder.relayMutationField(
  'createNote',
  {
    inputFields: (t) => ({
      noteableId: t.field({
        type: 'NoteableID',
        required: true,
        description: 'Global ID of the resource to comment on.',
      }),
      body: t.string({ required: true, description: 'Content of the note.' }),
      internal: t.boolean({ description: 'Internal flag for a note (issues only). Default is false.' }),
      discussionId: t.field({
        type: 'DiscussionID',
        description: 'Global ID of the discussion the note replies to.',
      }),
      mergeRequestDiffHeadSha: t.string({ description: 'SHA of the head commit (merge requests).' }),
    }),
  },
  {
    description: 'Creates a note, or a reply in a discussion.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          const { notes } = ctx.services;
          const noteable = await notes.noteableByGlobalId(
            ctx.actor,
            input.noteableId.className,
            input.noteableId.id,
          );
          const note = { body: input.body, internal: input.internal ?? undefined };
          return {
            note: input.discussionId
              ? await notes.reply(ctx.actor, noteable, input.discussionId, note)
              : await notes.create(ctx.actor, noteable, note),
          };
        },
        { note: null },
      ),
  },
  notePayload,
);

builder.relayMutationField(
  'updateNote',
  {
    inputFields: (t) => ({
      id: t.field({ type: 'NoteID', required: true, description: 'Global ID of the note.' }),
      body: t.string({ description: 'Content of the note.' }),
      confidential: t.boolean({ deprecationReason: 'No longer allowed to update confidentiality of notes.' }),
    }),
  },
  {
    description: 'Updates a note.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          const view = await ctx.services.notes.byId(ctx.actor, input.id);
          return {
            note: await ctx.services.notes.update(ctx.actor, view.noteable, view.note.id, {
              body: input.body ?? undefined,
            }),
          };
        },
        { note: null },
      ),
  },
  notePayload,
);

builder.relayMutationField(
  'destroyNote',
  {
    inputFields: (t) => ({
      id: t.field({ type: 'NoteID', required: true, description: 'Global ID of the note.' }),
    }),
  },
  {
    description: 'Deletes a note.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          const view = await ctx.services.notes.byId(ctx.actor, input.id);
          await ctx.services.notes.delete(ctx.actor, view.noteable, view.note.id);
          return { note: null };
        },
        { note: null },
      ),
  },
  notePayload,
);
