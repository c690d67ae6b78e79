import { z } from 'zod';
import { dateTime, idOrPath } from '../../rest/params.ts';
import { JOB_TOKEN_REPOSITORY_READ, Router } from '../../rest/router.ts';

/** Changelog generation (POST commits it, GET returns the notes). */
export const changelogRouter = new Router();

const query = {
  id: idOrPath(),
  version: z.string().min(1),
  config_file: z.string().optional(),
  date: dateTime().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
  trailer: z.string().optional(),
};

changelogRouter.get(
  '/projects/:id/repository/changelog',
  { input: z.object(query), jobToken: JOB_TOKEN_REPOSITORY_READ },
  async ({ input, services, actor }) => ({
    notes: await services.changelog.notes(actor, input.id, {
      version: input.version,
      configFile: input.config_file,
      date: input.date,
      from: input.from,
      to: input.to,
      trailer: input.trailer,
    }),
  }),
);

changelogRouter.post(
  '/projects/:id/repository/changelog',
  {
    input: z.object({
      ...query,
      branch: z.string().optional(),
      file: z.string().optional(),
      message: z.string().optional(),
    }),
    status: 200,
  },
  async ({ input, services, actor }) => {
    await services.changelog.commit(actor, input.id, {
      version: input.version,
      configFile: input.config_file,
      date: input.date,
      from: input.from,
      to: input.to,
      trailer: input.trailer,
      branch: input.branch,
      file: input.file,
      message: input.message,
    });
  },
);
