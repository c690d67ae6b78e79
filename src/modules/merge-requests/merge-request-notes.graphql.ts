import DataLoader from 'dataloader';
import type { KeysetPageRequest, Page } from '../../core/pagination.ts';
import { builder, type GraphQLContext } from '../../graphql/builder.ts';
import { connectionFromArray, connectionFromPage, pageRequestFromArgs } from '../../graphql/connections.ts';
import { mutationPayload, mutationErrorsField } from '../../graphql/errors.ts';
import type { AwardEmoji } from '../award-emoji/award-emoji.entity.ts';
import { AwardEmojiConnection, AwardEmojiRef } from '../award-emoji/award-emoji.graphql.ts';
import type { DiscussionView } from '../notes/note-view.ts';
import type { Noteable } from '../notes/noteables.ts';
import { DiscussionRef, NoteRef, notePayload, registerNoteableType } from '../notes/notes.graphql.ts';
import type { NoteCounts } from '../notes/notes.service.ts';
import { UserCoreConnection, UserRef } from '../users/users.graphql.ts';
import type { DiffPosition } from './diff-positions.ts';
import type { MergeRequestView } from './merge-request-view.ts';
import { DiffRefsRef, MergeRequestRef } from './merge-requests.graphql.ts';

// ------------------------------------------------------------------ per-request loaders

/** One set of loaders per request: merge requests as noteables, counts, commenters, award pages. */
interface Loaders {
  noteables: DataLoader<number, Noteable>;
  counts: DataLoader<number, NoteCounts>;
  commenters: DataLoader<number, number[]>;
  awards: Map<string, DataLoader<number, Page<AwardEmoji>>>;
}

const loadersOf = new WeakMap<object, Loaders>();

function loaders(ctx: GraphQLContext): Loaders {
  let found = loadersOf.get(ctx);
  if (!found) {
    const { notes } = ctx.services;
    found = {
      noteables: new DataLoader(async (ids: readonly number[]) => {
        const list = await notes.noteables.kind('MergeRequest').loadMany(ctx.actor, ids);
        return list.map((n) => n ?? new Error('Merge request not found'));
      }),
      counts: new DataLoader(async (ids: readonly number[]) => {
        const counts = await notes.countsByNoteable('MergeRequest', ids);
        return ids.map((id) => counts.get(id)!);
      }),
      commenters: new DataLoader(async (ids: readonly number[]) => {
        const users = await notes.commentersByNoteable('MergeRequest', ids);
        return ids.map((id) => users.get(id) ?? []);
      }),
      awards: new Map(),
    };
    loadersOf.set(ctx, found);
  }
  return found;
}

function awardPage(ctx: GraphQLContext, id: number, request: KeysetPageRequest): Promise<Page<AwardEmoji>> {
  const all = loaders(ctx).awards;
  const key = JSON.stringify(request);
  let loader = all.get(key);
  if (!loader) {
    loader = new DataLoader(async (ids: readonly number[]) => {
      const pages = await ctx.services.awardEmoji.pageByAwardable('MergeRequest', ids, request);
      return ids.map((i) => pages.get(i)!);
    });
    all.set(key, loader);
  }
  return loader.load(id);
}

registerNoteableType<MergeRequestView>('MergeRequest', (m, ctx) => loaders(ctx).noteables.load(m.id));

// ------------------------------------------------------------------ merge request fields

builder.objectFields(MergeRequestRef, (t) => ({
  awardEmoji: t.connection(
    {
      type: AwardEmojiRef,
      nullable: true,
      description: 'List of emoji reactions associated with the merge request.',
      resolve: async (m, args, ctx) =>
        connectionFromPage(await awardPage(ctx, m.id, pageRequestFromArgs(args))),
    },
    AwardEmojiConnection,
  ),
  userDiscussionsCount: t.int({
    nullable: true,
    description: 'Number of user discussions in the merge request.',
    resolve: async (m, _, ctx) => (await loaders(ctx).counts.load(m.id)).userDiscussions,
  }),
  resolvableDiscussionsCount: t.int({
    nullable: true,
    description: 'Number of user discussions that are resolvable in the merge request.',
    resolve: async (m, _, ctx) => (await loaders(ctx).counts.load(m.id)).resolvableDiscussions,
  }),
  resolvedDiscussionsCount: t.int({
    nullable: true,
    description: 'Number of user discussions that are resolved in the merge request.',
    resolve: async (m, _, ctx) => (await loaders(ctx).counts.load(m.id)).resolvedDiscussions,
  }),
  commenters: t.connection(
    {
      type: UserRef,
      nullable: false,
      description: 'All commenters on this noteable.',
      resolve: async (m, args, ctx) => connectionFromArray(await loaders(ctx).commenters.load(m.id), args),
    },
    UserCoreConnection,
  ),
}));

// ------------------------------------------------------------------ diff positions

const DiffPositionTypeEnum = builder.enumType('DiffPositionType', {
  description: 'Type of file the position refers to.',
  values: {
    text: { value: 'text', description: 'Text file.' },
    image: { value: 'image', description: 'An image.' },
    file: { value: 'file', description: 'Unknown file type.' },
  } as const,
});

const DiffPositionRef = builder.objectRef<DiffPosition>('DiffPosition').implement({
  description: 'Where a diff note sits.',
  fields: (t) => ({
    baseSha: t.string({ nullable: true, resolve: (p) => p.base_sha }),
    startSha: t.string({ nullable: false, resolve: (p) => p.start_sha }),
    headSha: t.string({ nullable: false, resolve: (p) => p.head_sha }),
    diffRefs: t.field({
      type: DiffRefsRef,
      nullable: false,
      description: 'Information about the branch, HEAD, and base at the time of commenting.',
      resolve: (p) => ({ baseSha: p.base_sha, startSha: p.start_sha, headSha: p.head_sha }),
    }),
    filePath: t.string({
      nullable: false,
      description: 'Path of the file that was changed.',
      resolve: (p) => (p.new_path ?? p.old_path)!,
    }),
    oldPath: t.string({ nullable: true, resolve: (p) => p.old_path }),
    newPath: t.string({ nullable: true, resolve: (p) => p.new_path }),
    oldLine: t.int({ nullable: true, resolve: (p) => p.old_line }),
    newLine: t.int({ nullable: true, resolve: (p) => p.new_line }),
    positionType: t.field({ type: DiffPositionTypeEnum, nullable: false, resolve: (p) => p.position_type }),
    x: t.int({ nullable: true, resolve: (p) => p.x ?? null }),
    y: t.int({ nullable: true, resolve: (p) => p.y ?? null }),
    width: t.int({ nullable: true, resolve: (p) => p.width ?? null }),
    height: t.int({ nullable: true, resolve: (p) => p.height ?? null }),
  }),
});

builder.objectField(NoteRef, 'position', (t) =>
  t.field({
    type: DiffPositionRef,
    nullable: true,
    description: 'Position of the note on a diff.',
    resolve: (v) => (v.note.type === 'DiffNote' ? (v.note.position as unknown as DiffPosition) : null),
  }),
);

const DiffPathsInput = builder.inputType('DiffPathsInput', {
  fields: (t) => ({
    oldPath: t.string({ description: 'Path of the file on the start SHA.' }),
    newPath: t.string({ description: 'Path of the file on the HEAD SHA.' }),
  }),
});

const DiffPositionInput = builder.inputType('DiffPositionInput', {
  fields: (t) => ({
    baseSha: t.string({ description: 'Merge base of the branch the comment was made on.' }),
    headSha: t.string({ required: true, description: 'SHA of the HEAD at the time the comment was made.' }),
    startSha: t.string({ required: true, description: 'SHA of the branch being compared against.' }),
    paths: t.field({
      type: DiffPathsInput,
      required: true,
      description: 'The paths of the file that was changed.',
    }),
    oldLine: t.int({ description: 'Line on start SHA that was changed.' }),
    newLine: t.int({ description: 'Line on HEAD SHA that was changed.' }),
  }),
});

/** A GraphQL position in the REST shape the notes module checks. */
export function positionFromInput(input: {
  baseSha?: string | null;
  headSha: string;
  startSha: string;
  paths: { oldPath?: string | null; newPath?: string | null };
  oldLine?: number | null;
  newLine?: number | null;
}): Record<string, unknown> {
  return {
    base_sha: input.baseSha ?? undefined,
    head_sha: input.headSha,
    start_sha: input.startSha,
    position_type: 'text',
    old_path: input.paths.oldPath ?? input.paths.newPath ?? undefined,
    new_path: input.paths.newPath ?? input.paths.oldPath ?? undefined,
    old_line: input.oldLine ?? undefined,
    new_line: input.newLine ?? undefined,
  };
}

export { DiffPositionInput, DiffPositionRef };

builder.relayMutationField(
  'createDiffNote',
  {
    inputFields: (t) => ({
      noteableId: t.field({
        type: 'NoteableID',
        required: true,
        description: 'Global ID of the resource to add a note to.',
      }),
      body: t.string({ required: true, description: 'Content of the note.' }),
      position: t.field({
        type: DiffPositionInput,
        required: true,
        description: 'Position of this note on a diff.',
      }),
      internal: t.boolean({ description: 'Internal flag for a note. Default is false.' }),
    }),
  },
  {
    description: 'Starts a thread on a line of a merge request diff.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          const { notes } = ctx.services;
          const noteable = await notes.noteableByGlobalId(
            ctx.actor,
            input.noteableId.className,
            input.noteableId.id,
          );
          const discussion = await notes.createDiscussion(ctx.actor, noteable, {
            body: input.body,
            internal: input.internal ?? undefined,
            position: positionFromInput(input.position),
          });
          return { note: discussion.notes[0]! };
        },
        { note: null },
      ),
  },
  notePayload,
);

type DiscussionPayload = { discussion?: DiscussionView | null; errors: string[] };

builder.relayMutationField(
  'discussionToggleResolve',
  {
    inputFields: (t) => ({
      id: t.field({ type: 'DiscussionID', required: true, description: 'Global ID of the discussion.' }),
      resolve: t.boolean({
        required: true,
        description: 'Will resolve the discussion when true, and unresolve the discussion when false.',
      }),
    }),
  },
  {
    description: 'Toggles the resolved state of a discussion.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          const { notes } = ctx.services;
          const found = await notes.discussionById(ctx.actor, input.id);
          return {
            discussion: await notes.resolveDiscussion(ctx.actor, found.noteable, found.id, input.resolve),
          };
        },
        { discussion: null },
      ),
  },
  {
    outputFields: (t) => ({
      discussion: t.field({
        type: DiscussionRef,
        nullable: true,
        description: 'Discussion after mutation.',
        resolve: (p: DiscussionPayload) => p.discussion ?? null,
      }),
      errors: mutationErrorsField(t),
    }),
  },
);
