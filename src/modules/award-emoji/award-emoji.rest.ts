import { z } from 'zod';
import { idOrPath, pageParams, positiveInt } from '../../rest/params.ts';
import { Router } from '../../rest/router.ts';
import { presentAwardEmoji } from './award-emoji.presenter.ts';

/** Emoji reactions (GitLab's award emoji API) on every awardable that has routes. */
export const awardEmojiRouter = new Router();

/**
 * The four routes of one kind of awardable: `/projects/:id/<resource>/:<param>/award_emoji`.
 * `type` is the kind registered with the award emoji service; `parentParam` names the parameter
 * of `resource` for nested awardables (`merge_requests/:merge_request_iid/notes`).
 */
export function addAwardEmojiRoutes(
  router: Router,
  resource: string,
  param: string,
  type: string,
  parentParam?: string,
): void {
  const base = `/projects/:id/${resource}/:${param}/award_emoji`;
  const awardable = {
    id: idOrPath(),
    [param]: positiveInt(),
    ...(parentParam ? { [parentParam]: positiveInt() } : {}),
  };
  const route = (input: Record<string, unknown>) => ({
    type,
    project: input.id as string | number,
    id: input[param] as number,
    ...(parentParam ? { parentId: input[parentParam] as number } : {}),
  });

  router.get(
    base,
    { input: z.object({ ...awardable, ...pageParams }) },
    async ({ input, services, actor, urls, paginate }) =>
      paginate(await services.awardEmoji.list(actor, route(input), input.page, input.per_page), (award) =>
        presentAwardEmoji(award, urls),
      ),
  );

  router.get(
    `${base}/:award_id`,
    { input: z.object({ ...awardable, award_id: positiveInt() }) },
    async ({ input, services, actor, urls }) =>
      presentAwardEmoji(await services.awardEmoji.get(actor, route(input), input.award_id), urls),
  );

  router.post(
    base,
    { input: z.object({ ...awardable, name: z.string() }) },
    async ({ input, services, actor, urls }) =>
      presentAwardEmoji(await services.awardEmoji.create(actor, route(input), input.name), urls),
  );

  router.delete(
    `${base}/:award_id`,
    { input: z.object({ ...awardable, award_id: positiveInt() }) },
    async ({ input, services, actor }) => {
      await services.awardEmoji.delete(actor, route(input), input.award_id);
    },
  );
}

addAwardEmojiRoutes(awardEmojiRouter, 'snippets', 'snippet_id', 'Snippet');
addAwardEmojiRoutes(awardEmojiRouter, 'merge_requests', 'merge_request_iid', 'MergeRequest');
addAwardEmojiRoutes(
  awardEmojiRouter,
  'merge_requests/:merge_request_iid/notes',
  'note_id',
  'Note',
  'merge_request_iid',
);
