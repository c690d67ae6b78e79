import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import { badRequest } from '../../core/errors.ts';
import { renderMarkdown } from '../../core/markdown.ts';
import { builder, type GraphQLContext } from '../../graphql/builder.ts';
import { connectionFromArray } from '../../graphql/connections.ts';
import { mutationPayload, mutationErrorsField } from '../../graphql/errors.ts';
import type { DiffPosition } from '../merge-requests/diff-positions.ts';
import {
  DiffPositionInput,
  DiffPositionRef,
  positionFromInput,
} from '../merge-requests/merge-request-notes.graphql.ts';
import { ReviewStateEnum } from '../merge-requests/merge-request-users.graphql.ts';
import type { MergeRequestView } from '../merge-requests/merge-request-view.ts';
import { MergeRequestRef } from '../merge-requests/merge-requests.graphql.ts';
import {
  SUBMITTED_REVIEW_STATES,
  type SubmittedReviewState,
} from '../merge-requests/reviewers/review-states.ts';
import { UserRef } from '../users/users.graphql.ts';
import type { DraftNote } from './draft-note.entity.ts';

/**
 * Draft notes in GraphQL, which GitLab's API lacks, in its style: `MergeRequest.draftNotes` (the
 * caller's own), `draftNoteCreate`, `draftNoteDelete` and `draftNotesPublish` (which submits the
 * review as GitLab's merge request page does: a summary note, and approving, requesting changes or
 * just commenting).
 */

const DRAFT_GID = /^gid:\/\/gitlab\/DraftNote\/(\d+)$/;

builder.scalarType('DraftNoteID', {
  description: 'A `DraftNoteID` is a global ID. It is encoded as a string, e.g. "gid://gitlab/DraftNote/1".',
  serialize: (value) => String(value),
  parseValue: (value) => {
    const match = DRAFT_GID.exec(String(value));
    if (!match) throw new GraphQLError(`${String(value)} is not a valid ID for DraftNote.`);
    return Number(match[1]);
  },
});

export const DraftNoteRef = builder.loadableNode('DraftNote', {
  description: 'A review comment on a merge request, visible only to its author until published.',
  id: { resolve: (d: DraftNote) => d.id, parse: (id: string) => Number(id) },
  load: (ids: number[], ctx: GraphQLContext) => ctx.services.draftNotes.loadMany(ctx.actor, ids),
  fields: (t) => ({
    body: t.string({ nullable: false, description: 'Content of the draft note.', resolve: (d) => d.note }),
    bodyHtml: t.string({ nullable: true, resolve: (d) => renderMarkdown(d.note) }),
    author: t.field({ type: UserRef, nullable: true, resolve: (d) => d.author.id }),
    discussionId: t.field({
      type: 'DiscussionID',
      nullable: true,
      description: 'Discussion the draft replies to.',
      resolve: (d) => (d.discussionId ? `gid://gitlab/Discussion/${d.discussionId}` : null),
    }),
    resolveDiscussion: t.boolean({
      nullable: false,
      description: 'Whether publishing resolves the discussion replied to.',
      resolve: (d) => d.resolveDiscussion === true,
    }),
    commitId: t.string({ nullable: true, resolve: (d) => d.commitId ?? null }),
    lineCode: t.string({ nullable: true, resolve: (d) => d.lineCode ?? null }),
    position: t.field({
      type: DiffPositionRef,
      nullable: true,
      resolve: (d) => (d.position as unknown as DiffPosition | null) ?? null,
    }),
    createdAt: t.field({ type: 'Time', nullable: false, resolve: (d) => d.createdAt }),
    updatedAt: t.field({ type: 'Time', nullable: false, resolve: (d) => d.updatedAt }),
  }),
});

const DraftNoteConnection = builder.connectionObject(
  { type: DraftNoteRef, name: 'DraftNoteConnection', description: 'The connection type for DraftNote.' },
  { name: 'DraftNoteEdge', description: 'An edge in a connection.' },
);

const draftLoaders = new WeakMap<object, DataLoader<number, DraftNote[]>>();

function draftsOf(ctx: GraphQLContext, id: number): Promise<DraftNote[]> {
  let loader = draftLoaders.get(ctx);
  if (!loader) {
    loader = new DataLoader(async (ids: readonly number[]) => {
      const found = await ctx.services.draftNotes.listByMergeRequests(ctx.actor, ids);
      return ids.map((i) => found.get(i) ?? []);
    });
    draftLoaders.set(ctx, loader);
  }
  return loader.load(id);
}

builder.objectField(MergeRequestRef, 'draftNotes', (t) =>
  t.connection(
    {
      type: DraftNoteRef,
      nullable: false,
      description: "The current user's draft notes on the merge request (empty for anonymous users).",
      resolve: async (m: MergeRequestView, args, ctx) => connectionFromArray(await draftsOf(ctx, m.id), args),
    },
    DraftNoteConnection,
  ),
);

type DraftPayload = { draftNote?: DraftNote | null; errors: string[] };

builder.relayMutationField(
  'draftNoteCreate',
  {
    inputFields: (t) => ({
      noteableId: t.field({
        type: 'NoteableID',
        required: true,
        description: 'Global ID of the merge request.',
      }),
      body: t.string({ required: true, description: 'Content of the draft note.' }),
      discussionId: t.field({
        type: 'DiscussionID',
        description: 'Global ID of the discussion to reply to.',
      }),
      resolveDiscussion: t.boolean({ description: 'Resolve the discussion replied to when published.' }),
      position: t.field({ type: DiffPositionInput, description: 'Position of the draft on a diff.' }),
      commitId: t.string({ description: 'SHA of the commit commented on.' }),
    }),
  },
  {
    description: 'Writes a draft note on a merge request, seen only by its author until published.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          const noteable = await ctx.services.notes.noteableByGlobalId(
            ctx.actor,
            input.noteableId.className,
            input.noteableId.id,
          );
          if (noteable.type !== 'MergeRequest')
            throw new GraphQLError('Draft notes are for merge requests only');
          const view = await ctx.services.draftNotes.create(ctx.actor, noteable, {
            note: input.body,
            commitId: input.commitId ?? null,
            inReplyToDiscussionId: input.discussionId ?? null,
            resolveDiscussion: input.resolveDiscussion ?? false,
            position: input.position ? positionFromInput(input.position) : null,
          });
          return { draftNote: view.draft };
        },
        { draftNote: null },
      ),
  },
  {
    outputFields: (t) => ({
      draftNote: t.field({
        type: DraftNoteRef,
        nullable: true,
        resolve: (p: DraftPayload) => p.draftNote ?? null,
      }),
      errors: mutationErrorsField(t),
    }),
  },
);

builder.relayMutationField(
  'draftNoteDelete',
  {
    inputFields: (t) => ({
      id: t.field({ type: 'DraftNoteID', required: true, description: 'Global ID of the draft note.' }),
    }),
  },
  {
    description: 'Deletes one of your draft notes.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(async () => {
        const { draft, noteable } = await ctx.services.draftNotes.byId(ctx.actor, input.id);
        await ctx.services.draftNotes.delete(ctx.actor, noteable, draft.id);
        return {};
      }, {}),
  },
  { outputFields: (t) => ({ errors: mutationErrorsField(t) }) },
);

type PublishPayload = { mergeRequest?: MergeRequestView | null; errors: string[] };

const isSubmitted = (state: string): state is SubmittedReviewState =>
  (SUBMITTED_REVIEW_STATES as readonly string[]).includes(state);

builder.relayMutationField(
  'draftNotesPublish',
  {
    inputFields: (t) => ({
      projectPath: t.id({ required: true, description: 'Project the merge request is in.' }),
      iid: t.string({ required: true, description: 'IID of the merge request.' }),
      draftNoteId: t.field({
        type: 'DraftNoteID',
        description: 'Publish only this draft note; all of your drafts on the merge request otherwise.',
      }),
      note: t.string({
        description: 'Summary note posted on the merge request with the review (publishing all drafts).',
      }),
      internal: t.boolean({ description: 'Whether the summary note is internal.' }),
      reviewerState: t.field({
        type: ReviewStateEnum,
        description:
          'Where your review leaves you (publishing all drafts): `APPROVED` approves the merge request, `REQUESTED_CHANGES` asks for changes (withdrawing your approval), `REVIEWED` says you reviewed it. Set only when you are a reviewer who may update the merge request; the drafts are published all the same, and `errors` says why the state was not set.',
      }),
    }),
  },
  {
    description:
      'Publishes your draft notes on a merge request as notes and threads, resolving the threads they ask to; publishing all of them submits your review, with a summary note and your reviewer state, in the same transaction.',
    resolve: async (_, { input }, ctx) => {
      let refusal: string | null = null;
      const payload = await mutationPayload(
        async () => {
          const iid = Number(input.iid);
          const reviewerState = input.reviewerState ?? null;
          if (reviewerState !== null && !isSubmitted(reviewerState)) {
            throw badRequest('reviewerState must be APPROVED, REQUESTED_CHANGES or REVIEWED');
          }
          const single = input.draftNoteId !== null && input.draftNoteId !== undefined;
          if (single && (reviewerState !== null || input.note)) {
            throw badRequest('note and reviewerState submit a review: leave out draftNoteId');
          }
          const noteable = await ctx.services.draftNotes.mergeRequest(
            ctx.actor,
            String(input.projectPath),
            iid,
          );
          if (single) {
            await ctx.services.draftNotes.publish(ctx.actor, noteable, input.draftNoteId!);
          } else {
            const submitted = await ctx.services.draftNotes.bulkPublish(ctx.actor, noteable, {
              note: input.note ?? null,
              internal: input.internal ?? false,
              reviewerState,
            });
            refusal = submitted.reviewerStateRefusal;
          }
          return {
            mergeRequest: await ctx.services.mergeRequests.get(ctx.actor, noteable.project.project.id, iid),
          };
        },
        { mergeRequest: null },
      );
      return refusal === null ? payload : { ...payload, errors: [refusal] };
    },
  },
  {
    outputFields: (t) => ({
      mergeRequest: t.field({
        type: MergeRequestRef,
        nullable: true,
        resolve: (p: PublishPayload) => p.mergeRequest ?? null,
      }),
      errors: mutationErrorsField(t),
    }),
  },
);
