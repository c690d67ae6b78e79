import { z } from 'zod';
import { pageParams, positiveInt } from '../../rest/params.ts';
import { Router } from '../../rest/router.ts';
import { presentStorageMove } from './storage-moves.presenter.ts';

/** Project repository storage moves (administrators). */
export const storageMovesRouter = new Router();

storageMovesRouter.get(
  '/project_repository_storage_moves',
  { input: z.object(pageParams), auth: 'required' },
  async ({ input, services, actor, paginate }) =>
    paginate(await services.storageMoves.list(actor, null, input.page, input.per_page), presentStorageMove),
);

storageMovesRouter.get(
  '/project_repository_storage_moves/:repository_storage_id',
  { input: z.object({ repository_storage_id: positiveInt() }), auth: 'required' },
  async ({ input, services, actor }) =>
    presentStorageMove(await services.storageMoves.get(actor, input.repository_storage_id)),
);

storageMovesRouter.post(
  '/project_repository_storage_moves',
  {
    input: z.object({
      source_storage_name: z.string().min(1),
      destination_storage_name: z.string().optional(),
    }),
    auth: 'required',
    status: 202,
  },
  async ({ input, services, actor }) => {
    await services.storageMoves.scheduleAll(actor, input.source_storage_name, input.destination_storage_name);
    return { message: '202 Accepted' };
  },
);

storageMovesRouter.get(
  '/projects/:project_id/repository_storage_moves',
  { input: z.object({ project_id: positiveInt(), ...pageParams }), auth: 'required' },
  async ({ input, services, actor, paginate }) =>
    paginate(
      await services.storageMoves.list(actor, input.project_id, input.page, input.per_page),
      presentStorageMove,
    ),
);

storageMovesRouter.get(
  '/projects/:project_id/repository_storage_moves/:repository_storage_id',
  { input: z.object({ project_id: positiveInt(), repository_storage_id: positiveInt() }), auth: 'required' },
  async ({ input, services, actor }) =>
    presentStorageMove(await services.storageMoves.get(actor, input.repository_storage_id, input.project_id)),
);

storageMovesRouter.post(
  '/projects/:project_id/repository_storage_moves',
  {
    input: z.object({ project_id: positiveInt(), destination_storage_name: z.string().optional() }),
    auth: 'required',
  },
  async ({ input, services, actor }) =>
    presentStorageMove(
      await services.storageMoves.schedule(actor, input.project_id, input.destination_storage_name),
    ),
);
