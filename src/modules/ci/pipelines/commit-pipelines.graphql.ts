import type { KeysetPageRequest, Page } from '../../../core/pagination.ts';
import type { GraphQLContext } from '../../../graphql/builder.ts';
import { builder } from '../../../graphql/builder.ts';
import { connectionFromPage, pageRequestFromArgs } from '../../../graphql/connections.ts';
import { CommitRef, type CommitSubject } from '../../repository/commit.graphql.ts';
import { perProjectLoader, primePipelines } from '../ci-loaders.ts';
import {
  PipelineConnection,
  PipelineRef,
  PipelineScopeEnum,
  PipelineStatusEnum,
} from '../ci-types.graphql.ts';
import type { PipelineFilters } from './pipelines.service.ts';
import { PIPELINE_SOURCES, type Pipeline, type PipelineSource } from './pipeline.entity.ts';

type CommitPipelineFilters = Omit<PipelineFilters, 'sha' | 'orderBy' | 'sort' | 'iids'>;

/** A page of a commit's pipelines, read for every commit of the request asking the same thing. */
function commitPipelines(
  ctx: GraphQLContext,
  commit: CommitSubject,
  filters: CommitPipelineFilters,
  request: KeysetPageRequest,
): Promise<Page<Pipeline>> {
  return perProjectLoader<CommitSubject, Page<Pipeline>>(
    ctx,
    `commitPipelines:${JSON.stringify([filters, request])}`,
    (c) => c.projectId,
    async (subject, group) => {
      const pages = await ctx.services.pipelines.pagesForShas(
        ctx.actor,
        subject,
        group.map((c) => c.commit.id),
        filters,
        request,
      );
      return group.map((c) => pages.get(c.commit.id)!);
    },
    (c) => `${c.projectId}:${c.commit.id}`,
  ).load(commit);
}

builder.objectField(CommitRef, 'pipelines', (t) =>
  t.connection(
    {
      type: PipelineRef,
      nullable: true,
      description: 'Pipelines of the commit ordered latest first.',
      args: {
        status: t.arg({ type: PipelineStatusEnum, description: 'Filter pipelines by their status.' }),
        scope: t.arg({ type: PipelineScopeEnum, description: 'Filter pipelines by scope.' }),
        ref: t.arg.string({ description: 'Filter pipelines by the ref they are run for.' }),
        sha: t.arg.string({
          description: "Accepted for GitLab's shape; the commit's own SHA always applies.",
        }),
        source: t.arg.string({ description: 'Filter pipelines by their source.' }),
        username: t.arg.string({ description: 'Filter pipelines by the user that triggered the pipeline.' }),
        updatedAfter: t.arg({ type: 'Time', description: 'Pipelines updated after this date.' }),
        updatedBefore: t.arg({ type: 'Time', description: 'Pipelines updated before this date.' }),
      },
      resolve: async (commit, args, ctx) => {
        const page = await commitPipelines(
          ctx,
          commit,
          {
            status: args.status ?? undefined,
            scope: args.scope ?? undefined,
            ref: args.ref ?? undefined,
            source: PIPELINE_SOURCES.find((known): known is PipelineSource => known === args.source),
            username: args.username ?? undefined,
            updatedAfter: args.updatedAfter ?? undefined,
            updatedBefore: args.updatedBefore ?? undefined,
          },
          pageRequestFromArgs(args),
        );
        primePipelines(ctx, page.items);
        return connectionFromPage(page);
      },
    },
    PipelineConnection,
  ),
);
