import { z } from 'zod';
import { VISIBILITY_NAMES, type VisibilityName } from '../../core/access.ts';
import { invalidField } from '../../core/errors.ts';
import { idOrPath, oneOf, pageParams, positiveInt } from '../../rest/params.ts';
import { Router } from '../../rest/router.ts';
import { rawContentHeaders } from '../repository/raw-content.ts';
import { presentSnippet, presentUserAgentDetail } from './snippets.presenter.ts';

/** Project snippets. */
export const snippetsRouter = new Router();

const visibility = oneOf(VISIBILITY_NAMES as [VisibilityName, ...VisibilityName[]]);
const snippet = { id: idOrPath(), snippet_id: positiveInt() };

snippetsRouter.get(
  '/projects/:id/snippets',
  // GitLab lists project snippets to signed-in users only.
  { input: z.object({ id: idOrPath(), ...pageParams }), auth: 'required' },
  async ({ input, services, actor, paginate }) =>
    paginate(await services.snippets.list(actor, input.id, input.page, input.per_page), presentSnippet),
);

snippetsRouter.get(
  '/projects/:id/snippets/:snippet_id',
  { input: z.object(snippet) },
  async ({ input, services, actor }) =>
    presentSnippet(await services.snippets.get(actor, input.id, input.snippet_id)),
);

snippetsRouter.post(
  '/projects/:id/snippets',
  {
    input: z.object({
      id: idOrPath(),
      title: z.string(),
      description: z.string().nullable().optional(),
      visibility: visibility.optional(),
      files: z.array(z.object({ file_path: z.string(), content: z.string() })).optional(),
      file_name: z.string().optional(),
      content: z.string().optional(),
    }),
  },
  async ({ input, services, actor, req }) => {
    const files =
      input.files ??
      (input.content !== undefined && input.file_name !== undefined
        ? [{ file_path: input.file_name, content: input.content }]
        : null);
    if (!files) throw invalidField('files', 'is missing');
    const view = await services.snippets.create(
      actor,
      input.id,
      {
        title: input.title,
        description: input.description,
        visibility: input.visibility,
        files: files.map((f) => ({ filePath: f.file_path, content: f.content })),
      },
      { userAgent: req.headers['user-agent'] ?? null, ipAddress: req.ip },
    );
    return presentSnippet(view);
  },
);

snippetsRouter.put(
  '/projects/:id/snippets/:snippet_id',
  {
    input: z.object({
      ...snippet,
      title: z.string().optional(),
      description: z.string().nullable().optional(),
      visibility: visibility.optional(),
      files: z
        .array(
          z.object({
            action: oneOf(['create', 'update', 'delete', 'move']),
            file_path: z.string(),
            previous_path: z.string().optional(),
            content: z.string().optional(),
          }),
        )
        .optional(),
      file_name: z.string().optional(),
      content: z.string().optional(),
    }),
  },
  async ({ input, services, actor }) =>
    presentSnippet(
      await services.snippets.update(actor, input.id, input.snippet_id, {
        title: input.title,
        description: input.description,
        visibility: input.visibility,
        files: input.files?.map((f) => ({
          action: f.action,
          filePath: f.file_path,
          previousPath: f.previous_path,
          content: f.content,
        })),
        content: input.content,
        fileName: input.file_name,
      }),
    ),
);

snippetsRouter.delete(
  '/projects/:id/snippets/:snippet_id',
  { input: z.object(snippet) },
  async ({ input, services, actor, precondition }) => {
    await services.snippets.delete(actor, input.id, input.snippet_id, precondition);
  },
);

snippetsRouter.get(
  '/projects/:id/snippets/:snippet_id/raw',
  { input: z.object(snippet) },
  async ({ input, services, actor, reply }) => {
    const file = await services.snippets.raw(actor, input.id, input.snippet_id);
    void reply.headers(rawContentHeaders(file.content.subarray(0, 8000), file.name));
    return reply.send(file.content);
  },
);

snippetsRouter.get(
  '/projects/:id/snippets/:snippet_id/files/:ref/:file_path/raw',
  { input: z.object({ ...snippet, ref: z.string().min(1), file_path: z.string().min(1) }) },
  async ({ input, services, actor, reply }) => {
    const file = await services.snippets.fileRaw(
      actor,
      input.id,
      input.snippet_id,
      input.ref,
      input.file_path,
    );
    void reply.headers(rawContentHeaders(file.content.subarray(0, 8000), file.name));
    return reply.send(file.content);
  },
);

snippetsRouter.get(
  '/projects/:id/snippets/:snippet_id/user_agent_detail',
  { input: z.object(snippet) },
  async ({ input, services, actor }) =>
    presentUserAgentDetail(await services.snippets.userAgentDetail(actor, input.id, input.snippet_id)),
);
