import { z } from 'zod';
import type { UploadedFile } from '../../rest/plugin.ts';
import { idOrPath } from '../../rest/params.ts';
import { Router } from '../../rest/router.ts';
import { rawContentHeaders } from '../repository/raw-content.ts';

/** Project uploads: files attached to a project's markdown. */
export const projectUploadsRouter = new Router();

const uploadedFile = (): z.ZodType<UploadedFile> =>
  z.object({ filename: z.string(), mimetype: z.string(), data: z.instanceof(Buffer) });

projectUploadsRouter.post(
  '/projects/:id/uploads',
  {
    input: z.object({ id: idOrPath(), file: uploadedFile().optional() }),
    auth: 'required',
    // Read up to the instance's limit; a larger file is a 413 before anything is stored.
    multipart: {
      maxFileBytes: async (services) =>
        (await services.applicationSettings.current()).max_attachment_size * 1024 * 1024,
    },
  },
  async ({ input, services, actor, reply }) => {
    const upload = await services.projectUploads.upload(actor, input.id, input.file);
    void reply.code(201);
    return { alt: upload.alt, url: upload.url, full_path: upload.fullPath, markdown: upload.markdown };
  },
);

projectUploadsRouter.get(
  '/projects/:id/uploads/:secret/:filename',
  {
    input: z.object({ id: idOrPath(), secret: z.string(), filename: z.string() }),
  },
  async ({ input, services, actor, reply }) => {
    const file = await services.projectUploads.read(actor, input.id, input.secret, input.filename);
    void reply.headers(rawContentHeaders(file.data.subarray(0, 8000), file.filename));
    return reply.send(file.data);
  },
);
