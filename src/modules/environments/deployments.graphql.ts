import { DomainError } from '../../core/errors.ts';
import { can } from '../../core/policy.ts';
import type { CommitRecord } from '../../git/commit-log.ts';
import { builder, type GraphQLContext, type SchemaTypes } from '../../graphql/builder.ts';
import { mutationErrorsField, mutationPayload } from '../../graphql/errors.ts';
import { perProjectLoader, projectSubject } from '../ci/ci-loaders.ts';
import { CommitRef } from '../repository/commit.graphql.ts';
import type { DeploymentView } from './environment-view.ts';
import { DeploymentRef, DeploymentStatusEnum } from './environments.graphql.ts';

/**
 * Deployments' paths as GitLab's `Deployment` has them, and the writes of the Deployments API as
 * mutations (GitLab's GraphQL has none: they fill the gap in its style).
 */

/** The commits of a page's deployments, one repository read per project. */
function deploymentCommit(ctx: GraphQLContext, deployment: DeploymentView): Promise<CommitRecord | null> {
  return perProjectLoader<DeploymentView, CommitRecord | null>(
    ctx,
    'deployment-commits',
    (d) => d.projectId,
    async (subject, group) => {
      const commits = await ctx.services.pipelines
        .commitsOf(
          ctx.actor,
          subject,
          group.map((d) => d.sha),
        )
        .catch((error: unknown) => {
          if (error instanceof DomainError) return [];
          throw error;
        });
      return group.map((d) => commits.find((c) => c.id === d.sha) ?? null);
    },
    (d) => d.id,
  ).load(deployment);
}

const DeploymentPermissionsRef = builder
  .objectRef<{ deployment: DeploymentView; updatable: boolean; destroyable: boolean }>(
    'DeploymentPermissions',
  )
  .implement({
    description: 'What the current user may do with a deployment.',
    fields: (t) => ({
      updateDeployment: t.boolean({
        nullable: false,
        description: 'If `true`, the user can update the deployment.',
        resolve: (p) => p.updatable,
      }),
      destroyDeployment: t.boolean({
        nullable: false,
        description: 'If `true`, the user can delete the deployment.',
        resolve: (p) => p.destroyable,
      }),
    }),
  });

builder.objectFields(DeploymentRef, (t) => ({
  commit: t.field({
    type: CommitRef,
    nullable: true,
    description: 'Commit details of the deployment.',
    resolve: async (d, _, ctx) => {
      const commit = await deploymentCommit(ctx, d);
      if (!commit) return null;
      const subject = await projectSubject(ctx, d.projectId);
      return { commit, projectUrl: ctx.services.urls.to(subject.project.fullPath), projectId: d.projectId };
    },
  }),
  userPermissions: t.field({
    type: DeploymentPermissionsRef,
    nullable: false,
    description: 'Permissions for the current user on the resource.',
    resolve: async (d, _, ctx) => {
      const subject = await projectSubject(ctx, d.projectId);
      return {
        deployment: d,
        updatable: can(ctx.actor, 'create_environment', subject),
        destroyable: can(ctx.actor, 'destroy_deployment', subject),
      };
    },
  }),
  refPath: t.string({
    nullable: true,
    description: 'Path to the Git-Ref that the deployment ran on.',
    resolve: async (d, _, ctx) => {
      const subject = await projectSubject(ctx, d.projectId);
      return `/${subject.project.fullPath}/-/${d.tag ? 'tags' : 'tree'}/${d.ref.split('/').map(encodeURIComponent).join('/')}`;
    },
  }),
  webPath: t.string({
    nullable: true,
    description: 'Web path to the deployment page.',
    resolve: async (d, _, ctx) => {
      const subject = await projectSubject(ctx, d.projectId);
      return `/${subject.project.fullPath}/-/environments/${d.environmentId}/deployments/${d.iid}`;
    },
  }),
}));

function deploymentPayloadFields(description: string) {
  return (
    t: PothosSchemaTypes.ObjectFieldBuilder<
      SchemaTypes,
      { deployment?: DeploymentView | null; errors: string[] }
    >,
  ) => ({
    deployment: t.field({ type: DeploymentRef, nullable: true, description, resolve: (p) => p.deployment }),
    errors: mutationErrorsField(t),
  });
}

builder.relayMutationField(
  'deploymentCreate',
  {
    inputFields: (t) => ({
      projectPath: t.id({ required: true, description: 'Full path of the project.' }),
      environment: t.string({
        required: true,
        description: 'Name of the environment to deploy to (made when missing).',
      }),
      sha: t.string({ required: true, description: 'SHA of the commit that is deployed.' }),
      ref: t.string({ required: true, description: 'Name of the branch or tag that is deployed.' }),
      tag: t.boolean({ required: true, description: 'Whether the deployed ref is a tag.' }),
      status: t.field({
        type: DeploymentStatusEnum,
        required: true,
        description: 'Status of the deployment: RUNNING, SUCCESS, FAILED or CANCELED.',
      }),
    }),
  },
  {
    description: 'Creates a deployment that no job runs (`POST /projects/:id/deployments`).',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          const { detail } = await ctx.services.deployments.create(ctx.actor, String(input.projectPath), {
            environment: input.environment,
            sha: input.sha,
            ref: input.ref,
            tag: input.tag,
            status: input.status,
          });
          return { deployment: detail.deployment };
        },
        { deployment: null },
      ),
  },
  { outputFields: deploymentPayloadFields('Created deployment.') },
);

builder.relayMutationField(
  'deploymentUpdate',
  {
    inputFields: (t) => ({
      id: t.field({ type: 'DeploymentID', required: true, description: 'Global ID of the deployment.' }),
      status: t.field({
        type: DeploymentStatusEnum,
        required: true,
        description: 'New status: RUNNING, SUCCESS, FAILED or CANCELED.',
      }),
    }),
  },
  {
    description:
      "Changes the status of a deployment no job runs (`PUT /projects/:id/deployments/:deployment_id`); a job's deployment follows its job.",
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          const projectId = await ctx.services.deployments.projectOf(input.id);
          const { detail } = await ctx.services.deployments.updateStatus(
            ctx.actor,
            projectId,
            input.id,
            input.status,
          );
          return { deployment: detail.deployment };
        },
        { deployment: null },
      ),
  },
  { outputFields: deploymentPayloadFields('Deployment after the update.') },
);

builder.relayMutationField(
  'deploymentDelete',
  {
    inputFields: (t) => ({
      id: t.field({ type: 'DeploymentID', required: true, description: 'Global ID of the deployment.' }),
    }),
  },
  {
    description:
      "Deletes a finished deployment that is not its environment's current one (`DELETE /projects/:id/deployments/:deployment_id`).",
    resolve: (_, { input }, ctx) =>
      mutationPayload(async () => {
        const projectId = await ctx.services.deployments.projectOf(input.id);
        await ctx.services.deployments.delete(ctx.actor, projectId, input.id);
        return {};
      }, {}),
  },
  { outputFields: (t) => ({ errors: mutationErrorsField(t) }) },
);
