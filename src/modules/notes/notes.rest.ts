import { z } from 'zod';
import { offsetPage } from '../../core/pagination.ts';
import { bool, dateTime, idOrPath, oneOf, pageParams, positiveInt } from '../../rest/params.ts';
import { Router, type RouteContext } from '../../rest/router.ts';
import { presentDiscussion, presentNote } from './notes.presenter.ts';

/**
 * GitLab's notes API and discussions API, for each kind of noteable that has routes here: the
 * path segment under `/projects/:id`, the name of its parameter, and its registered type. Every
 * route needs a signed-in user, as GitLab's do.
 */
export const notesRouter = new Router();

const ROUTED_NOTEABLES = [
  { segment: 'snippets', param: 'snippet_id', type: 'Snippet', resolvable: false },
  { segment: 'merge_requests', param: 'merge_request_iid', type: 'MergeRequest', resolvable: true },
] as const;

/** GitLab's `position` hash (`position[new_line]=...` or a JSON object). */
const positionParam = () => z.record(z.string(), z.unknown());

/** GitLab's `allow_blank: false`: "body is empty". */
const nonBlank = () => z.string().refine((s) => s.trim() !== '', { message: 'is empty' });

for (const { segment, param, type, resolvable } of ROUTED_NOTEABLES) {
  const base = `/projects/:id/${segment}/:${param}`;
  const target = { id: idOrPath(), [param]: positiveInt() } as {
    id: z.ZodType<string>;
    [k: string]: z.ZodType;
  };
  const noteableOf = (ctx: RouteContext<Record<string, unknown>>) =>
    ctx.services.notes.find(ctx.actor, type, ctx.input.id as string, ctx.input[param] as number);
  const opts = <S extends z.ZodType>(input: S) => ({ input, auth: 'required' as const });

  // ---------------------------------------------------------------- notes API

  notesRouter.get(
    `${base}/notes`,
    opts(
      z.object({
        ...target,
        order_by: oneOf(['created_at', 'updated_at']).optional(),
        sort: oneOf(['asc', 'desc']).optional(),
        activity_filter: oneOf(['all_notes', 'only_comments', 'only_activity']).optional(),
        ...pageParams,
      }),
    ),
    async (ctx) => {
      const { input, services, actor, paginate, urls } = ctx;
      const page = await services.notes.list(
        actor,
        await noteableOf(ctx),
        {
          orderBy: input.order_by ?? 'created_at',
          sort: input.sort ?? 'desc',
          activity: input.activity_filter,
        },
        offsetPage(input.page, input.per_page),
      );
      return paginate(page, (n) => presentNote(n, urls));
    },
  );

  notesRouter.get(
    `${base}/notes/:note_id`,
    opts(z.object({ ...target, note_id: positiveInt() })),
    async (ctx) =>
      presentNote(
        await ctx.services.notes.get(ctx.actor, await noteableOf(ctx), ctx.input.note_id),
        ctx.urls,
      ),
  );

  notesRouter.post(
    `${base}/notes`,
    opts(
      z.object({
        ...target,
        body: z.string(),
        internal: bool().optional(),
        confidential: bool().optional(),
        created_at: dateTime().optional(),
        merge_request_diff_head_sha: z.string().optional(),
      }),
    ),
    async (ctx) => {
      const { input } = ctx;
      const view = await ctx.services.notes.create(ctx.actor, await noteableOf(ctx), {
        body: input.body,
        internal: input.internal || input.confidential,
        createdAt: input.created_at,
      });
      return presentNote(view, ctx.urls);
    },
  );

  notesRouter.put(
    `${base}/notes/:note_id`,
    opts(
      z.object({
        ...target,
        note_id: positiveInt(),
        body: nonBlank().optional(),
        confidential: bool().optional(),
      }),
    ),
    async (ctx) =>
      presentNote(
        await ctx.services.notes.update(ctx.actor, await noteableOf(ctx), ctx.input.note_id, {
          body: ctx.input.body,
        }),
        ctx.urls,
      ),
  );

  notesRouter.delete(
    `${base}/notes/:note_id`,
    opts(z.object({ ...target, note_id: positiveInt() })),
    async (ctx) => {
      await ctx.services.notes.delete(ctx.actor, await noteableOf(ctx), ctx.input.note_id);
    },
  );

  // ---------------------------------------------------------------- discussions API

  const discussion = { ...target, discussion_id: z.string().min(1) };

  notesRouter.get(`${base}/discussions`, opts(z.object({ ...target, ...pageParams })), async (ctx) => {
    const { input, services, actor, paginate, urls } = ctx;
    const page = await services.notes.discussions(
      actor,
      await noteableOf(ctx),
      offsetPage(input.page, input.per_page),
    );
    return paginate(page, (d) => presentDiscussion(d, urls));
  });

  notesRouter.get(`${base}/discussions/:discussion_id`, opts(z.object(discussion)), async (ctx) =>
    presentDiscussion(
      await ctx.services.notes.discussion(ctx.actor, await noteableOf(ctx), ctx.input.discussion_id),
      ctx.urls,
    ),
  );

  notesRouter.post(
    `${base}/discussions`,
    opts(
      z.object({
        ...target,
        body: z.string(),
        created_at: dateTime().optional(),
        ...(resolvable ? { position: positionParam().optional(), commit_id: z.string().optional() } : {}),
      }),
    ),
    async (ctx) =>
      presentDiscussion(
        await ctx.services.notes.createDiscussion(ctx.actor, await noteableOf(ctx), {
          body: ctx.input.body,
          createdAt: ctx.input.created_at,
          position: ctx.input['position'] as Record<string, unknown> | undefined,
        }),
        ctx.urls,
      ),
  );

  if (resolvable) {
    // Resolves or reopens every note of a thread.
    notesRouter.put(
      `${base}/discussions/:discussion_id`,
      opts(z.object({ ...discussion, resolved: bool() })),
      async (ctx) =>
        presentDiscussion(
          await ctx.services.notes.resolveDiscussion(
            ctx.actor,
            await noteableOf(ctx),
            ctx.input.discussion_id,
            ctx.input.resolved,
          ),
          ctx.urls,
        ),
    );
  }

  notesRouter.get(`${base}/discussions/:discussion_id/notes`, opts(z.object(discussion)), async (ctx) => {
    const found = await ctx.services.notes.discussion(
      ctx.actor,
      await noteableOf(ctx),
      ctx.input.discussion_id,
    );
    return found.notes.map((n) => presentNote(n, ctx.urls));
  });

  notesRouter.post(
    `${base}/discussions/:discussion_id/notes`,
    opts(z.object({ ...discussion, body: z.string(), created_at: dateTime().optional() })),
    async (ctx) =>
      presentNote(
        await ctx.services.notes.reply(ctx.actor, await noteableOf(ctx), ctx.input.discussion_id, {
          body: ctx.input.body,
          createdAt: ctx.input.created_at,
        }),
        ctx.urls,
      ),
  );

  notesRouter.get(
    `${base}/discussions/:discussion_id/notes/:note_id`,
    opts(z.object({ ...discussion, note_id: positiveInt() })),
    async (ctx) =>
      presentNote(
        await ctx.services.notes.get(ctx.actor, await noteableOf(ctx), ctx.input.note_id),
        ctx.urls,
      ),
  );

  notesRouter.put(
    `${base}/discussions/:discussion_id/notes/:note_id`,
    opts(
      z
        .object({
          ...discussion,
          note_id: positiveInt(),
          body: z.string().optional(),
          resolved: bool().optional(),
        })
        .superRefine((value, issues) => {
          const given = ['body', 'resolved'].filter((k) => value[k as 'body' | 'resolved'] !== undefined);
          if (given.length === 1) return;
          issues.addIssue({
            code: 'custom',
            path: ['body, resolved'],
            message:
              given.length === 0
                ? 'are missing, exactly one parameter must be provided'
                : 'are mutually exclusive',
          });
        }),
    ),
    async (ctx) => {
      const noteable = await noteableOf(ctx);
      const view =
        ctx.input.resolved !== undefined
          ? await ctx.services.notes.resolve(ctx.actor, noteable, ctx.input.note_id, ctx.input.resolved)
          : await ctx.services.notes.update(ctx.actor, noteable, ctx.input.note_id, { body: ctx.input.body });
      return presentNote(view, ctx.urls);
    },
  );

  notesRouter.delete(
    `${base}/discussions/:discussion_id/notes/:note_id`,
    opts(z.object({ ...discussion, note_id: positiveInt() })),
    async (ctx) => {
      await ctx.services.notes.delete(ctx.actor, await noteableOf(ctx), ctx.input.note_id);
    },
  );
}
