import { z } from 'zod';
import { DomainError } from '../../core/errors.ts';
import { dateTime, positiveInt } from '../../rest/params.ts';
import { Router } from '../../rest/router.ts';
import { presentAnnotation } from './annotations.presenter.ts';

/** `POST /environments/:id/metrics_dashboard/annotations` and the same for clusters, as GitLab's. */
export const annotationsRouter = new Router();

for (const kind of ['environment', 'cluster'] as const) {
  annotationsRouter.post(
    `/${kind}s/:id/metrics_dashboard/annotations`,
    {
      input: z.object({
        id: positiveInt(),
        // GitLab un-escapes the path (CGI.unescape: `+` is a space).
        dashboard_path: z.string().transform((value) => {
          try {
            return decodeURIComponent(value.replace(/\+/g, ' '));
          } catch {
            return value;
          }
        }),
        starting_at: dateTime(),
        ending_at: dateTime().optional(),
        description: z.string(),
      }),
    },
    async ({ input, services, actor, reply }) => {
      try {
        return presentAnnotation(
          await services.annotations.create(
            actor,
            { kind, id: input.id },
            {
              dashboardPath: input.dashboard_path,
              startingAt: input.starting_at,
              endingAt: input.ending_at,
              description: input.description,
            },
          ),
        );
      } catch (error) {
        // GitLab answers the service's error result as it is: `{message: {field: [...]}, status: "error"}`.
        if (error instanceof DomainError && error.kind === 'bad_request' && error.fieldErrors) {
          return reply.code(400).send({ message: error.fieldErrors, status: 'error' });
        }
        throw error;
      }
    },
  );
}
