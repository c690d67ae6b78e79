import { z } from 'zod';
import { bool, idOrPath, oneOf, positiveInt } from '../../rest/params.ts';
import { Router, type RouteContext } from '../../rest/router.ts';
import { presentDraftNote } from './draft-notes.presenter.ts';

/** GitLab's draft notes API: `/projects/:id/merge_requests/:merge_request_iid/draft_notes`. */
export const draftNotesRouter = new Router();

const base = '/projects/:id/merge_requests/:merge_request_iid/draft_notes';
const target = { id: idOrPath(), merge_request_iid: positiveInt() };
const one = { ...target, draft_note_id: positiveInt() };
const position = () => z.record(z.string(), z.unknown());
const opts = <S extends z.ZodType>(input: S) => ({ input, auth: 'required' as const });

const mergeRequestOf = (ctx: RouteContext<{ id: string; merge_request_iid: number }>) =>
  ctx.services.draftNotes.mergeRequest(ctx.actor, ctx.input.id, ctx.input.merge_request_iid);

draftNotesRouter.get(base, opts(z.object(target)), async (ctx) => {
  const drafts = await ctx.services.draftNotes.list(ctx.actor, await mergeRequestOf(ctx));
  return drafts.map(presentDraftNote);
});

draftNotesRouter.get(`${base}/:draft_note_id`, opts(z.object(one)), async (ctx) =>
  presentDraftNote(
    await ctx.services.draftNotes.get(ctx.actor, await mergeRequestOf(ctx), ctx.input.draft_note_id),
  ),
);

draftNotesRouter.post(
  base,
  opts(
    z.object({
      ...target,
      note: z.string(),
      commit_id: z.string().optional(),
      in_reply_to_discussion_id: z.string().optional(),
      resolve_discussion: bool().optional(),
      position: position().optional(),
    }),
  ),
  async (ctx) => {
    const { input } = ctx;
    return presentDraftNote(
      await ctx.services.draftNotes.create(ctx.actor, await mergeRequestOf(ctx), {
        note: input.note,
        commitId: input.commit_id,
        inReplyToDiscussionId: input.in_reply_to_discussion_id,
        resolveDiscussion: input.resolve_discussion,
        position: input.position,
      }),
    );
  },
);

draftNotesRouter.put(
  `${base}/:draft_note_id`,
  opts(z.object({ ...one, note: z.string().optional(), position: position().optional() })),
  async (ctx) =>
    presentDraftNote(
      await ctx.services.draftNotes.update(ctx.actor, await mergeRequestOf(ctx), ctx.input.draft_note_id, {
        note: ctx.input.note,
        position: ctx.input.position,
      }),
    ),
);

draftNotesRouter.delete(`${base}/:draft_note_id`, opts(z.object(one)), async (ctx) => {
  await ctx.services.draftNotes.delete(ctx.actor, await mergeRequestOf(ctx), ctx.input.draft_note_id);
});

draftNotesRouter.put(
  `${base}/:draft_note_id/publish`,
  { ...opts(z.object(one)), status: 204 },
  async (ctx) => {
    await ctx.services.draftNotes.publish(ctx.actor, await mergeRequestOf(ctx), ctx.input.draft_note_id);
  },
);

// GitLab's REST takes `reviewed` and `requested_changes` only (approving is `POST .../approve`), and
// publishes the review even when the state cannot be set (the caller is no reviewer).
draftNotesRouter.post(
  `${base}/bulk_publish`,
  {
    ...opts(
      z.object({
        ...target,
        reviewer_state: oneOf(['requested_changes', 'reviewed']).optional(),
        note: z.string().optional(),
        internal: bool().optional(),
      }),
    ),
    status: 204,
  },
  async (ctx) => {
    await ctx.services.draftNotes.bulkPublish(ctx.actor, await mergeRequestOf(ctx), {
      note: ctx.input.note,
      internal: ctx.input.internal,
      reviewerState: ctx.input.reviewer_state,
    });
  },
);
