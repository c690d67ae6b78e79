import { builder } from '../../../graphql/builder.ts';
import { mutationPayload, mutationErrorsField } from '../../../graphql/errors.ts';
import { encodeGlobalId } from '../../../graphql/global-id.ts';
import type { JobArtifactRecord } from './job-view.ts';
import { artifactNode, JobArtifactRef } from './jobs.graphql.ts';

builder.relayMutationField(
  'artifactDestroy',
  {
    inputFields: (t) => ({
      id: t.field({ type: 'CiJobArtifactID', required: true, description: 'ID of the artifact to delete.' }),
    }),
  },
  {
    description: "Deletes one of a job's artifacts (maintainers).",
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          const { projectId, artifact } = await ctx.services.jobArtifacts.destroyArtifact(
            ctx.actor,
            input.id,
          );
          return { artifact: artifactNode(projectId, artifact) };
        },
        { artifact: null },
      ),
  },
  {
    outputFields: (t) => ({
      artifact: t.field({
        type: JobArtifactRef,
        nullable: true,
        description: 'Deleted artifact.',
        resolve: (p) => p.artifact ?? null,
      }),
      errors: mutationErrorsField(t),
    }),
  },
);

builder.relayMutationField(
  'bulkDestroyJobArtifacts',
  {
    inputFields: (t) => ({
      ids: t.field({
        type: ['CiJobArtifactID'],
        required: true,
        description: 'Global IDs of the job artifacts to destroy.',
      }),
      projectId: t.field({
        type: 'ProjectID',
        required: true,
        description: 'Global Project ID of the job artifacts to destroy.',
      }),
    }),
  },
  {
    description: 'Deletes artifacts of jobs of a project (maintainers): all those given, or none.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => ({
          destroyed: await ctx.services.jobArtifacts.bulkDestroy(ctx.actor, input.projectId, input.ids),
        }),
        { destroyed: null },
      ),
  },
  {
    outputFields: (t) => ({
      destroyedCount: t.int({
        nullable: true,
        description: 'Number of job artifacts deleted.',
        resolve: (p) => (p.destroyed ? p.destroyed.length : null),
      }),
      destroyedIds: t.field({
        type: ['CiJobArtifactID'],
        nullable: true,
        description: 'IDs of job artifacts that were deleted.',
        resolve: (p) =>
          p.destroyed
            ? p.destroyed.map((a: JobArtifactRecord) => encodeGlobalId('Ci::JobArtifact', a.id))
            : null,
      }),
      errors: mutationErrorsField(t),
    }),
  },
);
