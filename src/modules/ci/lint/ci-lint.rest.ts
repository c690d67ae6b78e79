import { z } from 'zod';
import { bool, idOrPath } from '../../../rest/params.ts';
import { Router } from '../../../rest/router.ts';
import { presentLint } from './ci-lint.presenter.ts';

/** CI lint: POST and GET /projects/:id/ci/lint. */
export const ciLintRouter = new Router();

ciLintRouter.post(
  '/projects/:id/ci/lint',
  {
    input: z.object({
      id: idOrPath(),
      content: z.string(),
      dry_run: bool().optional(),
      include_jobs: bool().optional(),
      ref: z.string().optional(),
      include_merged_yaml: bool().optional(),
    }),
    status: 200,
    // A read in a POST: GitLab looks the project up first (404), then asks for create_pipeline.
    auth: 'optional',
  },
  async ({ input, services, actor }) =>
    presentLint(
      await services.ciLint.lintContent(actor, input.id, input.content, {
        dryRun: input.dry_run,
        includeJobs: input.include_jobs,
        dryRunRef: input.ref,
      }),
    ),
);

ciLintRouter.get(
  '/projects/:id/ci/lint',
  {
    input: z.object({
      id: idOrPath(),
      content_ref: z.string().optional(),
      sha: z.string().optional(),
      dry_run_ref: z.string().optional(),
      ref: z.string().optional(),
      dry_run: bool().optional(),
      include_jobs: bool().optional(),
      include_merged_yaml: bool().optional(),
    }),
  },
  async ({ input, services, actor }) =>
    presentLint(
      await services.ciLint.lintProject(actor, input.id, {
        contentRef: input.content_ref ?? input.sha,
        dryRunRef: input.dry_run_ref ?? input.ref,
        dryRun: input.dry_run,
        includeJobs: input.include_jobs,
      }),
    ),
);
