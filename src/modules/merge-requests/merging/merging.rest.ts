import { z } from 'zod';
import { bool, idOrPath, positiveInt } from '../../../rest/params.ts';
import { Router } from '../../../rest/router.ts';
import { presentMergeRequestDetail } from '../merge-requests.presenter.ts';

/** Merging: `/merge`, `/cancel_merge_when_pipeline_succeeds`, `/rebase`, `/merge_ref`. */
export const mergingRouter = new Router();

const one = { id: idOrPath(), merge_request_iid: positiveInt() };
const base = '/projects/:id/merge_requests/:merge_request_iid';

mergingRouter.put(
  `${base}/merge`,
  {
    input: z.object({
      ...one,
      merge_commit_message: z.string().optional(),
      squash_commit_message: z.string().optional(),
      squash: bool().optional(),
      should_remove_source_branch: bool().optional(),
      merge_when_pipeline_succeeds: bool().optional(),
      auto_merge: bool().optional(),
      sha: z.string().optional(),
    }),
  },
  async ({ input, services, actor }) =>
    presentMergeRequestDetail(
      await services.merging.merge(actor, input.id, input.merge_request_iid, {
        sha: input.sha,
        mergeCommitMessage: input.merge_commit_message,
        squashCommitMessage: input.squash_commit_message,
        squash: input.squash,
        shouldRemoveSourceBranch: input.should_remove_source_branch,
        autoMerge: input.auto_merge === true || input.merge_when_pipeline_succeeds === true,
      }),
    ),
);

mergingRouter.post(
  `${base}/cancel_merge_when_pipeline_succeeds`,
  { input: z.object(one), status: 201 },
  async ({ input, services, actor }) =>
    presentMergeRequestDetail(
      await services.merging.cancelAutoMerge(actor, input.id, input.merge_request_iid),
    ),
);

mergingRouter.put(
  `${base}/rebase`,
  { input: z.object({ ...one, skip_ci: bool().optional() }), status: 202 },
  async ({ input, services, actor }) => {
    const result = await services.merging.rebase(actor, input.id, input.merge_request_iid, {
      skipCi: input.skip_ci === true,
    });
    return { rebase_in_progress: result.rebaseInProgress };
  },
);

mergingRouter.get(`${base}/merge_ref`, { input: z.object(one) }, async ({ input, services, actor }) => ({
  commit_id: await services.merging.mergeRef(actor, input.id, input.merge_request_iid),
}));
