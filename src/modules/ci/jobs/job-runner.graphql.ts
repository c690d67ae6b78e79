import { builder } from '../../../graphql/builder.ts';
import { JobRef } from '../ci-types.graphql.ts';
import { RunnerRef } from '../runners/runners.graphql.ts';

builder.objectFields(JobRef, (t) => ({
  runner: t.field({
    type: RunnerRef,
    nullable: true,
    description:
      'Runner assigned to execute the job (null until one takes it, and for those who may not see it).',
    // Runners load by id in one batch per request, those the caller may not read as null.
    resolve: (job) => job.runnerId,
  }),
}));
